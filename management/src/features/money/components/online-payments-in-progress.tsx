import { useMutation } from '@tanstack/react-query';
import { CircleCheck, RefreshCw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import * as messages from '#contract/messages';
import {
  formatMoney,
  settleMismatchSchema,
  type OnlinePaymentInProgress,
  type OnlinePaymentListed,
  type OnlinePaymentResult,
  type OwnOnlinePayment,
} from '#contract/money';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { TextAreaField } from '../../../components/ui/field.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { useFocusAfterChange } from '../../../components/ui/use-focus-after-change.ts';
import { messageOf } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { notifyFailure, notifySavedThen } from '../../../lib/notify.ts';
import { paymentKeys, resourceKeys } from '../../../lib/query-client.ts';
import {
  checkOnlinePayment,
  settleMismatch,
  useOnlinePaymentsInProgress,
  useOwnOnlinePayments,
} from '../api/online-payments.ts';

type Mismatched = Extract<OnlinePaymentInProgress, { status: 'mismatch' }>;

const title = 'Online payments in progress';

/** What every list of them shows, to staff and to the student alike; each adds its own Status. */
const startedColumns: Column<OnlinePaymentListed>[] = [
  {
    key: 'reference',
    header: 'Reference',
    rowHeader: true,
    // 39 characters: on a phone it fills each line and goes on in the next, rather than push the card
    // sideways or leave "hostel-" alone on a line of its own (a break after a hyphen, which wrapping prefers).
    cell: (payment) => <span className="font-mono text-xs break-all">{payment.reference}</span>,
  },
  {
    key: 'amount',
    header: 'Amount',
    numeric: true,
    cell: (payment) => formatMoney(payment.amount, payment.currency),
  },
  { key: 'started', header: 'Started', cell: (payment) => formatDateTime(payment.startedAt) },
];

/** A status with a line under it that says more: what Paystack recorded, or what may still happen. */
function StatusWithNote({ badge, note }: { badge: ReactNode; note: ReactNode }) {
  return (
    // On a phone's card, where each line's value sits on the right, both keep to the right.
    <span className="flex flex-col items-start gap-1 max-md:items-end">
      {badge}
      <span className="text-xs">{note}</span>
    </span>
  );
}

const staffColumns: Column<OnlinePaymentInProgress>[] = [
  ...startedColumns,
  {
    key: 'status',
    header: 'Status',
    cell: (payment) =>
      payment.status === 'mismatch' ? (
        <StatusWithNote
          badge={<Badge tone="red">Does not match</Badge>}
          note={`Paystack: ${formatMoney(payment.verified.amount, payment.verified.currency)}`}
        />
      ) : payment.status === 'abandoned' ? (
        // A checkout left unpaid in the last day, in the words of Check now's answer for it; Paystack may
        // still complete it (docs/decisions/0095), and Check now credits it then.
        <Badge tone="slate">Not completed</Badge>
      ) : (
        // The words the student's return page uses for a payment the provider has not yet confirmed.
        <Badge tone="amber">In progress</Badge>
      ),
  },
];

/**
 * The student's own, in their words (docs/decisions/0095): nothing of what staff do about a payment but
 * that the office checks it; a checkout left unpaid says it may still be credited.
 */
const ownColumns: Column<OwnOnlinePayment>[] = [
  ...startedColumns,
  {
    key: 'status',
    header: 'Status',
    cell: (payment) =>
      payment.status === 'abandoned' ? (
        <StatusWithNote
          badge={<Badge tone="slate">{messages.money.ownOnlineStatus.abandoned}</Badge>}
          note={messages.money.ownOnlineNotCompleted}
        />
      ) : (
        <Badge tone="amber">{messages.money.ownOnlineStatus[payment.status]}</Badge>
      ),
  },
];

/**
 * One list of online payments not yet confirmed, headed, with what is said above it (`children`) and each
 * row's `actions`: the columns are the reader's, staff's or the student's.
 */
function PaymentsInProgress<Payment extends OnlinePaymentListed>({
  payments,
  columns,
  actions,
  children,
}: {
  payments: Payment[];
  columns: Column<Payment>[];
  actions?: (payment: Payment) => ReactNode;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="online-payments-in-progress" className="space-y-3">
      <h2 id="online-payments-in-progress" className="text-lg font-semibold">
        {title}
      </h2>
      {children}
      {payments.length > 0 && (
        <DataTable
          caption={title}
          rows={payments}
          columns={columns}
          rowKey={(payment) => payment.reference}
          sort={null}
          onSort={() => undefined}
          actions={actions}
        />
      )}
    </section>
  );
}

/** What staff read once the provider has answered: a credit, still waiting, or not paid. */
function outcomeTitle(result: OnlinePaymentResult) {
  if (result.status === 'paid') return `${formatMoney(result.amount, result.currency)} paid`;
  return result.status === 'pending' ? 'Payment in progress' : 'Payment not completed';
}

/**
 * Mark as dealt with: staff say what they did about a payment Paystack recorded otherwise (refunded it
 * there, or recorded what was taken at the desk), and it leaves the list (docs/decisions/0088). What was
 * typed outlives Escape, for the same payment (ConfirmDialog's draft); refused, the dialog says why.
 */
function SettleMismatchDialog({
  studentId,
  payment,
  onClose,
}: {
  studentId: string;
  payment: Mismatched;
  onClose: () => void;
}) {
  const [error, setError] = useState<string>();
  const settle = useMutation({
    mutationFn: (note: string) => settleMismatch(studentId, payment.reference, { note }),
    meta: { invalidates: [resourceKeys.money] },
    onSuccess: notifySavedThen(onClose),
    onError: (failure) => notifyFailure(failure, messages.money.settleFailed),
  });
  return (
    <ConfirmDialog
      open
      title="Mark as dealt with"
      draft={{ key: `settle ${payment.reference}`, initial: { note: '' } }}
      confirmLabel="Mark as dealt with"
      tone="primary"
      pending={settle.isPending}
      onClose={onClose}
      onConfirm={(answers) => {
        const checked = settleMismatchSchema.safeParse(answers);
        if (!checked.success) return setError(checked.error.issues[0]?.message);
        settle.mutate(checked.data.note);
      }}
    >
      {({ answers, change }) => (
        <>
          <p>
            The payment of {formatMoney(payment.amount, payment.currency)} that Paystack recorded as{' '}
            {formatMoney(payment.verified.amount, payment.verified.currency)} leaves this list. It is still
            not credited; your note goes into the audit trail.
          </p>
          <p className="font-mono text-xs break-all">{payment.reference}</p>
          <TextAreaField
            label="What was done"
            hint="Refunded in Paystack, or recorded at the desk as receipt R-…"
            rows={3}
            maxLength={500}
            required
            error={error}
            value={answers.note}
            onChange={(event) => {
              change({ note: event.target.value });
              setError(undefined);
            }}
          />
        </>
      )}
    </ConfirmDialog>
  );
}

/**
 * The student's online payments the provider has not yet confirmed, on the Money tab of their profile
 * (docs/spec.md §17, Paying online), and their checkouts left unpaid in the last day (which Paystack may
 * still complete: a mobile money prompt approved late), with Check now, which asks the provider at once
 * and credits a payment it confirms; and those whose provider's record disagrees with ours, never
 * credited, with both amounts and, instead of Check now (asking again changes nothing), Mark as dealt with
 * once a person has settled it. Nothing at all while there are none. The outcome takes the focus: the
 * row, and the button pressed, leave the list once the payment is credited.
 */
export function OnlinePaymentsInProgress({ studentId }: { studentId: string }) {
  const payments = useOnlinePaymentsInProgress(studentId);
  const [settling, setSettling] = useState<Mismatched | null>(null);
  const { control, focusAfter } = useFocusAfterChange();
  // A credit moves the balance and the ledger, and may confirm a booking awaiting its deposit.
  const check = useMutation({
    mutationFn: (reference: string) => checkOnlinePayment(studentId, reference),
    meta: { invalidates: paymentKeys },
    onSettled: () => focusAfter('outcome'),
  });
  if (payments.status === 'error')
    return (
      <ErrorState
        message={messageOf(payments.error, messages.money.onlinePaymentsFailed)}
        onRetry={() => void payments.refetch()}
      />
    );
  const listed = payments.data?.payments ?? [];
  // Kept after the last one is settled, for the outcome of its Check now, and while its Mark as dealt
  // with is open (a colleague's may take the row away under it, and the dialog then says so).
  if (listed.length === 0 && check.isIdle && settling === null) return null;
  const checking = check.isPending ? check.variables : null;
  const mismatched = listed.some((payment) => payment.status === 'mismatch');
  return (
    <PaymentsInProgress
      payments={listed}
      columns={staffColumns}
      actions={(payment) =>
        payment.status !== 'mismatch' ? (
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Check now: ${payment.reference}`}
            pending={checking === payment.reference}
            disabled={checking !== null && checking !== payment.reference}
            onClick={() => check.mutate(payment.reference)}
          >
            <RefreshCw className="size-4" aria-hidden="true" /> Check now
          </Button>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Mark as dealt with: ${payment.reference}`}
            onClick={() => setSettling(payment)}
          >
            <CircleCheck className="size-4" aria-hidden="true" /> Mark as dealt with
          </Button>
        )
      }
    >
      {check.isError && (
        <Notice ref={control('outcome')} tone="warning" title="Payment not checked">
          {messageOf(check.error, messages.money.confirmFailed)}
        </Notice>
      )}
      {check.isSuccess && (
        <Notice
          ref={control('outcome')}
          tone={check.data.status === 'failed' ? 'warning' : 'info'}
          title={outcomeTitle(check.data)}
        >
          {check.data.message}
        </Notice>
      )}
      {mismatched && (
        <Notice tone="warning" title="A payment does not match Paystack’s record">
          Paystack recorded another amount or currency than the payment was started with, so it was not
          credited. Look it up by its reference in Paystack’s dashboard, then refund it there or record what
          was taken at the desk, and mark it as dealt with.
        </Notice>
      )}
      {settling && (
        <SettleMismatchDialog studentId={studentId} payment={settling} onClose={() => setSettling(null)} />
      )}
    </PaymentsInProgress>
  );
}

/**
 * The student's own online payments not yet confirmed, on their Money screen (docs/decisions/0095):
 * those still pending, those the office checks, and the checkouts they left unpaid in the last day,
 * which Paystack may still complete, each with the reference to quote to the office. Nothing at all
 * while there are none, or while they load.
 */
export function OwnOnlinePayments() {
  const payments = useOwnOnlinePayments();
  if (payments.status === 'error')
    return (
      <ErrorState
        message={messageOf(payments.error, messages.money.ownOnlinePaymentsFailed)}
        onRetry={() => void payments.refetch()}
      />
    );
  const listed = payments.data?.payments ?? [];
  if (listed.length === 0) return null;
  return (
    <PaymentsInProgress payments={listed} columns={ownColumns}>
      <p className="text-sm text-slate-600 dark:text-slate-400">{messages.money.ownOnlinePaymentsAbout}</p>
    </PaymentsInProgress>
  );
}
