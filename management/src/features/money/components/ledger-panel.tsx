import { Fragment, useId, useState, type ComponentProps } from 'react';
import { Banknote, CreditCard, FileDown, HandCoins, Undo2 } from 'lucide-react';
import { depositWording } from '#contract/booking-statuses';
import * as messages from '#contract/messages';
import {
  formatMoney,
  paymentMethods,
  recordPaymentSchema,
  recordPayoutSchema,
  reverseEntrySchema,
  startOnlinePaymentSchema,
  toMajorText,
  type LedgerEntryForStudent,
  type PaymentMethod,
  type StudentMoney,
} from '#contract/money';
import { paymentMethodCell } from '#contract/payment-methods';
import type * as z from '#contract/zod';
import { MaintenancePause } from '../../../components/maintenance-pause.tsx';
import { ReasonForm } from '../../../components/reason-form.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Checkbox, SelectField, TextField } from '../../../components/ui/field.tsx';
import { DialogForm } from '../../../components/ui/form-card.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { messageOf } from '../../../lib/api-error.ts';
import { useMaintenance } from '../../../lib/public-settings.ts';
import { formatDate, formatDateTime, formatDateTimeThisWeek } from '../../../lib/dates.ts';
import { Notice } from '../../../components/ui/notice.tsx';
import { useSchemaForm } from '../../../lib/form.ts';
import { typedAmountsForm } from '../../../lib/typed-amounts.ts';
import { notifySavedThen } from '../../../lib/notify.ts';
import { ledgerKeys, paymentKeys } from '../../../lib/query-client.ts';
import { recordPayment, recordPayout, reverseEntry, startOnlinePayment } from '../api/money.ts';
import { useOwnOnlinePayments } from '../api/online-payments.ts';
import { useStudentMoney } from '../api/student-money.ts';
import { downloadPayoutVoucher, downloadReceipt, downloadStatement } from '../api/money-pdfs.ts';
import { owingWords } from '../owing.ts';
import { reversibleIn } from '../reversible.ts';
import { OwingLine } from './balance-due.tsx';
import { OnlinePaymentsInProgress, OwnOnlinePayments } from './online-payments-in-progress.tsx';

const kindLabels: Record<LedgerEntryForStudent['kind'], string> = {
  rent: 'Rent',
  deposit: 'Deposit',
  refund: 'Refund',
  payment: 'Payment',
  payout: 'Payout',
  reversal: 'Reversal',
};

/** What the balance means to a reader: owed, in credit, or settled. */
function balanceText(money: StudentMoney<LedgerEntryForStudent>) {
  if (money.balance > 0)
    return { label: 'Owed', amount: formatMoney(money.balance, money.currency), tone: 'amber' as const };
  if (money.balance < 0)
    return {
      label: 'In credit',
      amount: formatMoney(-money.balance, money.currency),
      tone: 'green' as const,
    };
  return { label: 'Settled', amount: formatMoney(0, money.currency), tone: 'slate' as const };
}

const columns: Column<LedgerEntryForStudent>[] = [
  { key: 'date', header: 'Date', cell: (entry) => formatDate(entry.at) },
  {
    key: 'what',
    header: 'What',
    rowHeader: true,
    cell: (entry) => (
      <div className="min-w-0">
        <p className="font-medium">
          {entry.description} {entry.reversed && <Badge tone="slate">Reversed</Badge>}
        </p>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {[
            kindLabels[entry.kind],
            entry.receiptNumber && `Receipt ${entry.receiptNumber}`,
            entry.reference && `Ref. ${entry.reference}`,
            entry.dueDate && `Due ${formatDate(entry.dueDate)}`,
          ]
            .filter(Boolean)
            .map((fact, index) => (
              // Each fact an inline block: a line breaks between facts, not inside one ("DEMO-" / "0048"
              // on a phone), unless the fact alone is wider than the line (an online payment's reference),
              // which then fills each line rather than break after its hyphen ("Ref. hostel-" alone).
              <Fragment key={index}>
                {index > 0 && ' · '}
                <span className="inline-block max-w-full break-all">{fact}</span>
              </Fragment>
            ))}
          {entry.reason && ` · ${entry.reason}`}
        </p>
      </div>
    ),
  },
  {
    key: 'amount',
    header: 'Amount',
    numeric: true,
    cell: (entry) => <span className="font-medium">{formatMoney(entry.amount, entry.currency)}</span>,
  },
];

/** The typed amount, read in the ledger's currency, as the desk's payment or payout the contract checks. */
const deskFormSchema = (currency: string, schema: typeof recordPaymentSchema) =>
  typedAmountsForm(
    (values: { amount: string; method: string; reference: string }, amount): z.input<typeof schema> => ({
      method: values.method as PaymentMethod,
      reference: values.reference,
      amount: amount(values.amount, currency, ['amount']),
    }),
    schema,
  );

/** A payment form's alert, when it has one, and its amount in the ledger's currency. */
function AmountField({
  alert,
  currency,
  ...field
}: { alert: string | null | undefined; currency: string } & Omit<ComponentProps<typeof TextField>, 'label'>) {
  return (
    <>
      <FormAlert message={alert} />
      <TextField label={`Amount (${currency})`} inputMode="decimal" autoComplete="off" {...field} />
    </>
  );
}

/** What staff record at the desk: money taken from the student, or credit handed back to them. */
type DeskMoney = 'payment' | 'payout';

const deskForms = {
  payment: {
    title: 'Record a payment',
    schema: recordPaymentSchema,
    save: recordPayment,
    failure: messages.money.paymentFailed,
    action: 'Record payment',
    invalidates: paymentKeys,
  },
  payout: {
    title: 'Pay out credit',
    schema: recordPayoutSchema,
    save: recordPayout,
    failure: messages.money.payoutFailed,
    action: 'Record payout',
    invalidates: ledgerKeys,
  },
} as const;

function DeskMoneyForm({
  money,
  what,
  onClose,
}: {
  money: StudentMoney<LedgerEntryForStudent>;
  what: DeskMoney;
  onClose: () => void;
}) {
  const desk = deskForms[what];
  const credit = formatMoney(-money.balance, money.currency);
  // Beside the amount, what the student owes: a payment over it is taken (an overpayment is credit, §17)
  // and mailed as a receipt at once, so a slip of the keys cost a reversal and a second mail.
  const owed =
    money.balance > 0
      ? `The student owes ${formatMoney(money.balance, money.currency)}; more than that is kept as their credit.`
      : 'The student owes nothing now: a payment is kept as their credit.';
  const form = useSchemaForm({
    // A payout is most often the whole credit (a deposit returned at check-out), so it starts there.
    initial: {
      amount: what === 'payout' ? toMajorText(-money.balance, money.currency) : '',
      method: 'cash',
      reference: '',
    },
    schema: deskFormSchema(money.currency, desk.schema),
    save: (values) => desk.save(money.student.id, values),
    invalidates: desk.invalidates,
    failure: desk.failure,
    failureShownIn: 'alert',
    onSaved: notifySavedThen(onClose),
  });
  return (
    <DialogForm onSubmit={form.submit} pending={form.pending} submitLabel={desk.action}>
      <AmountField
        alert={form.alert}
        currency={money.currency}
        hint={what === 'payout' ? `At most the student’s credit, ${credit}.` : owed}
        {...form.bind('amount')}
      />
      <SelectField
        label="Method"
        {...form.bind('method')}
        choices={paymentMethods}
        choiceLabel={paymentMethodCell}
      />
      <TextField
        label="Reference"
        hint="The transfer or mobile money reference; not needed for cash."
        maxLength={60}
        {...form.bind('reference')}
      />
    </DialogForm>
  );
}

/**
 * Before another checkout, the student's own that Paystack may still complete (docs/decisions/0095):
 * pending, or left unpaid in the last day. A mobile money approval can come minutes late, and paying
 * again would then charge them twice; the server does not refuse (a student paying in parts starts
 * several), so this warning is the protection, and "Pay again anyway" the student's answer to it. That is
 * the check, not an answer kept through Escape (docs/decisions/0086): ticked afresh at each opening.
 * While they load, the dialog waits for them, its focus on its title (components/ui/modal.tsx).
 */
function usePayAgainCheck() {
  const own = useOwnOnlinePayments();
  const [payAgain, setPayAgain] = useState(false);
  const warningId = useId();
  const waiting = (own.data?.payments ?? []).filter((payment) => payment.status !== 'mismatch');
  const latest = waiting[0];
  const warning = latest && (
    <>
      <Notice tone="warning" title={messages.money.payAgainTitle}>
        <p id={warningId}>
          {messages.money.payAgainWarning(
            {
              amount: formatMoney(latest.amount, latest.currency),
              startedAt: formatDateTimeThisWeek(latest.startedAt),
              pending: latest.status === 'pending',
            },
            waiting.length,
          )}
        </p>
      </Notice>
      <Checkbox
        label={messages.money.payAgainAnyway}
        checked={payAgain}
        onChange={(event) => setPayAgain(event.target.checked)}
        aria-describedby={warningId}
      />
    </>
  );
  return {
    held: own.status === 'pending' || (latest !== undefined && !payAgain),
    shown:
      own.status === 'pending' ? (
        <LoadingState label="Checking your payments in progress" rows={1} />
      ) : (
        warning
      ),
  };
}

/**
 * What of the deposit is still to pay while the booking awaits it (docs/decisions/0103): paid in parts,
 * the deposit's own amount no longer said what confirms the booking.
 */
const depositOwedLine = (money: StudentMoney<LedgerEntryForStudent>) =>
  `${formatMoney(money.depositOwed ?? 0, money.currency)} of the deposit is still to pay`;

/**
 * The student pays part or all of what they owe on the provider's page: the API starts the payment and
 * names the page, and the browser goes there; the money screen shows the result on the way back.
 */
function PayOnlineForm({ money }: { money: StudentMoney<LedgerEntryForStudent> }) {
  const payAgain = usePayAgainCheck();
  const form = useSchemaForm({
    initial: { amount: toMajorText(money.balance, money.currency) },
    schema: typedAmountsForm(
      (values: { amount: string }, amount) => ({ amount: amount(values.amount, money.currency, ['amount']) }),
      startOnlinePaymentSchema,
    ),
    save: (payment) => startOnlinePayment(payment),
    failure: messages.money.payOnlineFailed,
    failureShownIn: 'alert',
    onSaved: (started) => window.location.assign(started.checkoutUrl),
  });
  return (
    <DialogForm
      // Enter in the amount, while the check is not given, does what the button cannot.
      onSubmit={(event) => (payAgain.held ? event.preventDefault() : form.submit(event))}
      pending={form.pending}
      disabled={payAgain.held}
      submitLabel="Continue to payment"
    >
      {payAgain.shown}
      {money.depositDueBy && Boolean(money.depositOwed) && (
        <Notice title={depositOwedLine(money)}>
          Paying it by {formatDateTime(money.depositDueBy)} confirms your booking.
        </Notice>
      )}
      <AmountField
        alert={form.alert}
        currency={money.currency}
        hint={`At most what you owe, ${formatMoney(money.balance, money.currency)}. You pay by card or mobile money on Paystack’s page.`}
        {...form.bind('amount')}
      />
    </DialogForm>
  );
}

function ReverseForm({
  studentId,
  entry,
  onClose,
}: {
  studentId: string;
  entry: LedgerEntryForStudent;
  onClose: () => void;
}) {
  return (
    <ReasonForm
      schema={reverseEntrySchema}
      save={(reason) => reverseEntry(studentId, entry.id, reason)}
      invalidates={ledgerKeys}
      failure={messages.money.reverseFailed}
      action="Reverse entry"
      tone="danger"
      onDone={onClose}
    >
      {entry.description}, {formatMoney(Math.abs(entry.amount), entry.currency)}, stays in the ledger; an
      entry of the opposite amount undoes it, with your reason.
    </ReasonForm>
  );
}

/**
 * A student's charges, payments and balance (issue #26 §5): the student's own Money screen, with their
 * online payments not yet confirmed, and the Money tab of their profile for staff, who also record
 * payments and reverse entries there, and see and check the student's online payments in progress.
 */
export function LedgerPanel({ studentId, staff = false }: { studentId: string; staff?: boolean }) {
  const money = useStudentMoney(studentId);
  const [paying, setPaying] = useState(false);
  const [desk, setDesk] = useState<DeskMoney | null>(null);
  const [reversing, setReversing] = useState<LedgerEntryForStudent | null>(null);
  const paused = useMaintenance().on;
  if (money.status === 'pending') return <LoadingState label="Loading money" rows={3} />;
  if (money.status === 'error')
    return (
      <ErrorState
        message={messageOf(money.error, messages.money.fetchFailed)}
        onRetry={() => void money.refetch()}
      />
    );
  const balance = balanceText(money.data);
  const owing = owingWords(money.data);
  const reversible = reversibleIn(money.data.entries);
  return (
    <div className="space-y-4">
      {!staff && money.data.balance > 0 && <MaintenancePause what="Paying online" />}
      {money.data.depositDueBy && (
        <Notice
          tone="warning"
          title={depositWording.awaitingDeposit(formatDateTime(money.data.depositDueBy))}
        >
          <p>{depositOwedLine(money.data)}.</p>
          <p>
            {staff
              ? 'The booking is confirmed once the payments recorded since it was made add up to the deposit, in one payment or several; if they do not by then, its bed is released.'
              : 'Pay the deposit by then, in one payment or several, online or at the hostel office, to confirm your booking; otherwise it is cancelled and the bed is offered to the next student.'}
          </p>
        </Notice>
      )}
      <Card className="flex flex-wrap items-center justify-between gap-4 p-5">
        <div>
          <p className="text-sm text-slate-600 dark:text-slate-400">Balance</p>
          <p className="text-2xl font-bold tabular-nums" data-testid="balance">
            {balance.amount}
          </p>
          <Badge tone={balance.tone}>{balance.label}</Badge>
          {owing && <OwingLine words={owing} />}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => void downloadStatement(studentId)}>
            <FileDown className="size-4" aria-hidden="true" /> Statement (PDF)
          </Button>
          {staff && money.data.balance < 0 && (
            <Button variant="secondary" onClick={() => setDesk('payout')}>
              <HandCoins className="size-4" aria-hidden="true" /> Pay out credit
            </Button>
          )}
          {staff && (
            <Button onClick={() => setDesk('payment')}>
              <Banknote className="size-4" aria-hidden="true" /> Record payment
            </Button>
          )}
          {!staff && money.data.balance > 0 && (
            <Button disabled={paused} onClick={() => setPaying(true)}>
              <CreditCard className="size-4" aria-hidden="true" /> Pay online
            </Button>
          )}
        </div>
      </Card>
      {staff ? <OnlinePaymentsInProgress studentId={studentId} /> : <OwnOnlinePayments />}
      {/* Headed, so the ledger never reads as part of the payments in progress above it. */}
      <section aria-labelledby="charges-and-payments" className="space-y-3">
        <h2 id="charges-and-payments" className="text-lg font-semibold">
          Charges and payments
        </h2>
        {money.data.entries.length === 0 ? (
          <EmptyState title="No charges or payments yet">
            A booking’s rent and deposit appear here.
          </EmptyState>
        ) : (
          <DataTable
            caption="Charges and payments"
            rows={money.data.entries}
            columns={columns}
            rowKey={(entry) => entry.id}
            sort={null}
            onSort={() => undefined}
            actions={(entry: LedgerEntryForStudent) => (
              <>
                {entry.receiptNumber && (
                  <Button
                    variant="secondary"
                    aria-label={`Download receipt ${entry.receiptNumber}`}
                    onClick={() => void downloadReceipt(studentId, entry.receiptNumber!)}
                  >
                    <FileDown className="size-4" aria-hidden="true" /> Receipt
                  </Button>
                )}
                {entry.kind === 'payout' && (
                  <Button
                    variant="secondary"
                    aria-label={`Download the payout voucher of ${formatDate(entry.at)}`}
                    onClick={() => void downloadPayoutVoucher(studentId, entry.id)}
                  >
                    <FileDown className="size-4" aria-hidden="true" /> Voucher
                  </Button>
                )}
                {staff && reversible(entry) && (
                  <Button variant="secondary" onClick={() => setReversing(entry)}>
                    <Undo2 className="size-4" aria-hidden="true" /> Reverse
                  </Button>
                )}
              </>
            )}
          />
        )}
      </section>
      <Dialog open={paying} title="Pay online" onClose={() => setPaying(false)}>
        {paying && <PayOnlineForm money={money.data} />}
      </Dialog>
      <Dialog open={desk !== null} title={desk ? deskForms[desk].title : ''} onClose={() => setDesk(null)}>
        {desk && <DeskMoneyForm money={money.data} what={desk} onClose={() => setDesk(null)} />}
      </Dialog>
      <Dialog open={reversing !== null} title="Reverse an entry" onClose={() => setReversing(null)}>
        {reversing && (
          <ReverseForm studentId={studentId} entry={reversing} onClose={() => setReversing(null)} />
        )}
      </Dialog>
    </div>
  );
}
