import * as messages from '#contract/messages';
import {
  isCurrencyCode,
  maxInstalments,
  maxRoomOverrides,
  savePricesSchema,
  toMajorText,
  typeRentOf,
  type PeriodPrices,
} from '#contract/money';
import type { RoomType } from '#contract/rooms';
import type * as z from '#contract/zod';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DiscardChangesDialog } from '../../../components/ui/discard-changes-dialog.tsx';
import { useId, useState, type ReactNode } from 'react';
import { FieldsRow, SelectField, TextField } from '../../../components/ui/field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormActions } from '../../../components/ui/form-card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import {
  afterRemoving,
  listControls,
  useFocusAfterChange,
} from '../../../components/ui/use-focus-after-change.ts';
import { messageOf } from '../../../lib/api-error.ts';
import { errorOf, useSchemaForm } from '../../../lib/form.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { typedAmountsForm } from '../../../lib/typed-amounts.ts';
import { editsAtRisk } from '../../../lib/unsaved-edits.ts';
import { resourceKeys } from '../../../lib/query-client.ts';
import { useStaffSettings } from '../../../lib/staff-settings.ts';
import { savePrices, useAllRooms, usePrices } from '../api/money.ts';

interface OverrideRow {
  roomId: string;
  amount: string;
}

interface InstalmentRow {
  percent: string;
  dueDays: string;
}

/** What staff type: texts, the rent per room type by name, and the lists they add rows to. */
type PriceValues = {
  currency: string;
  deposit: string;
  paymentDueDays: string;
  fullRefundUntil: string;
  shareAfterPercent: string;
  rents: Record<string, string>;
  overrides: OverrideRow[];
  instalments: InstalmentRow[];
};

/** The rows with the one at `index` changed: how a field of a row staff added takes their typing. */
const withRow = <Row,>(rows: Row[], index: number, change: Partial<Row>) =>
  rows.map((row, i) => (i === index ? { ...row, ...change } : row));

/**
 * A list staff add rows to, on a card under a heading that says what the rows are: the rows and their
 * alerts, then the button that adds one while the list is under its limit (no `onAdd` once it is full).
 */
function RowsCard({
  title,
  description,
  addLabel,
  onAdd,
  addRef,
  children,
}: {
  title: string;
  description: string;
  addLabel: string;
  onAdd?: () => void;
  /** Add's ref, for the focus a removed row hands on (`afterRemoving`). */
  addRef: (element: HTMLElement | null) => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card className="space-y-4 p-6">
      <section aria-labelledby={titleId} className="space-y-4">
        <div>
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">{description}</p>
        </div>
        {children}
        {onAdd && (
          <Button ref={addRef} variant="secondary" onClick={onAdd}>
            {addLabel}
          </Button>
        )}
      </section>
    </Card>
  );
}

/** A typed whole number, or NaN for the contract to refuse with its message ('' is not 0). */
const wholeOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** A period's prices as the form's text. */
function valuesOf(prices: PeriodPrices, roomTypes: readonly RoomType[]): PriceValues {
  const major = (minor: number | undefined) =>
    minor === undefined ? '' : toMajorText(minor, prices.currency);
  return {
    currency: prices.currency,
    deposit: prices.deposit ? major(prices.deposit) : '',
    paymentDueDays: String(prices.paymentDueDays),
    fullRefundUntil: prices.refundPolicy.fullRefundUntil ?? '',
    shareAfterPercent: String(prices.refundPolicy.shareAfterPercent),
    rents: Object.fromEntries(
      roomTypes.map((type) => [type.name, major(typeRentOf(prices.rentByRoomType, type.name))]),
    ),
    overrides: prices.roomOverrides.map((room) => ({ roomId: room.roomId, amount: major(room.amount) })),
    instalments: prices.instalments.map((instalment) => ({
      percent: String(instalment.percent),
      dueDays: String(instalment.dueDays),
    })),
  };
}

/**
 * What staff type (amounts in the currency's major unit, dates, percentages) as the PUT the contract
 * checks, each amount read in the currency typed, or the current one while what is typed is not a code.
 */
const pricesFormSchema = (prices: PeriodPrices, roomTypes: readonly RoomType[]) =>
  typedAmountsForm((values: PriceValues, typedAmount): z.input<typeof savePricesSchema> => {
    const currency = values.currency.trim().toUpperCase();
    const readIn = isCurrencyCode(currency) ? currency : prices.currency;
    const amount = (text: string, path: PropertyKey[]) => typedAmount(text, readIn, path);
    return {
      academicYear: prices.academicYear,
      semester: prices.semester as 1 | 2,
      currency,
      rentByRoomType: Object.fromEntries(
        roomTypes
          .filter((type) => (values.rents[type.name] ?? '').trim() !== '')
          .map((type) => [type.name, amount(values.rents[type.name]!, ['rentByRoomType', type.name])]),
      ),
      roomOverrides: values.overrides.map((row, index) => ({
        roomId: row.roomId,
        amount: amount(row.amount, ['roomOverrides', index, 'amount']),
      })),
      deposit: values.deposit.trim() === '' ? 0 : amount(values.deposit, ['deposit']),
      paymentDueDays: wholeOf(values.paymentDueDays),
      instalments: values.instalments.map((row) => ({
        percent: wholeOf(row.percent),
        dueDays: wholeOf(row.dueDays),
      })),
      refundPolicy: {
        fullRefundUntil: values.fullRefundUntil || null,
        shareAfterPercent: wholeOf(values.shareAfterPercent),
      },
    };
  }, savePricesSchema);

function PricesForm({
  prices,
  roomTypes,
  currencyLocked,
}: {
  prices: PeriodPrices;
  roomTypes: readonly RoomType[];
  currencyLocked: boolean;
}) {
  const rooms = useAllRooms();
  const form = useSchemaForm({
    initial: () => valuesOf(prices, roomTypes),
    schema: pricesFormSchema(prices, roomTypes),
    save: savePrices,
    failure: messages.money.saveFailed,
    failureShownIn: 'alert',
    invalidates: [resourceKeys.prices, resourceKeys.settings],
    // The saved prices as the server wrote them (amounts to two places), in the same form: drawn afresh,
    // it dropped the focus from Save prices to the page's body.
    onSaved: ({ message, prices: saved }) => {
      form.setValues(valuesOf(saved, roomTypes));
      notifySuccess(message);
    },
  });
  const { overrides, instalments } = form.values;
  const setOverrides = (rows: OverrideRow[]) => form.setValues((values) => ({ ...values, overrides: rows }));
  const setInstalments = (rows: InstalmentRow[]) =>
    form.setValues((values) => ({ ...values, instalments: rows }));
  // As a check-out's deductions: a row added takes the focus to its first field (it stayed on Add,
  // below the row), a row removed hands it on (on its own Remove, it fell to the page's body). One
  // hook for both lists, their controls' names kept apart by a prefix.
  const { control, focusAfter } = useFocusAfterChange();
  const named = (list: 'room' | 'instalment', names: string[]) => names.map((name) => `${list} ${name}`);
  // A room priced before the list of rooms has loaded is still named by the number saved with its price.
  const roomLabel = new Map(prices.roomOverrides.map((room) => [room.roomId, `Room ${room.roomNumber}`]));
  for (const room of rooms.data ?? []) roomLabel.set(room.id, `Room ${room.roomNumber} (${room.roomType})`);
  const sharesTotal = instalments.reduce((sum, row) => sum + (Number(row.percent) || 0), 0);
  return (
    <form onSubmit={form.submit} noValidate className="space-y-6">
      <FormAlert message={form.alert} />
      <Card className="space-y-4 p-6">
        <h2 className="text-lg font-semibold">
          Rent for {prices.academicYear} semester {prices.semester}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Currency"
            hint={
              currencyLocked
                ? 'Fixed now that money has been recorded in it.'
                : 'ISO 4217 code, e.g. GHS. Fixed once the first money is recorded.'
            }
            maxLength={3}
            readOnly={currencyLocked}
            {...form.bind('currency')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {roomTypes.map((type) => (
            <TextField
              key={type.name}
              label={`${type.name} room`}
              hint="Leave empty while the type has no price."
              inputMode="decimal"
              name={`rent:${type.name}`}
              value={form.values.rents[type.name] ?? ''}
              onChange={(event) =>
                form.setValues((values) => ({
                  ...values,
                  rents: { ...values.rents, [type.name]: event.target.value },
                }))
              }
              error={form.errors[`rentByRoomType.${type.name}`]}
            />
          ))}
        </div>
      </Card>
      <RowsCard
        title="Rooms with a price of their own"
        description="A room’s own rent wins over its type’s for this period."
        addLabel="Add a room price"
        addRef={control(`room ${listControls.add}`)}
        onAdd={
          overrides.length < maxRoomOverrides
            ? () => {
                setOverrides([...overrides, { roomId: '', amount: '' }]);
                focusAfter(`room ${overrides.length} first`);
              }
            : undefined
        }
      >
        {overrides.map((row, index) => {
          const taken = new Set(overrides.filter((_, i) => i !== index).map((other) => other.roomId));
          const choices = [...roomLabel].filter(([id]) => id === row.roomId || !taken.has(id));
          return (
            <FieldsRow
              key={index}
              columns="sm:grid-cols-[1fr_10rem_auto]"
              removeLabel={`Remove ${roomLabel.get(row.roomId) ?? `room price ${index + 1}`}`}
              removeRef={control(`room ${listControls.remove(index)}`)}
              onRemove={() => {
                setOverrides(overrides.filter((_, i) => i !== index));
                focusAfter(...named('room', afterRemoving(index)));
              }}
            >
              <SelectField
                ref={control(`room ${index} first`)}
                label={`Room ${index + 1}`}
                value={row.roomId}
                onChange={(event) => setOverrides(withRow(overrides, index, { roomId: event.target.value }))}
                error={errorOf(form.errors, `roomOverrides.${index}.roomId`)}
              >
                <option value="">{rooms.isPending ? 'Loading rooms…' : 'Choose a room'}</option>
                {choices.map(([id, label]) => (
                  <option key={id} value={id}>
                    {label}
                  </option>
                ))}
              </SelectField>
              <TextField
                label={`Room ${index + 1} rent (${prices.currency})`}
                inputMode="decimal"
                autoComplete="off"
                value={row.amount}
                onChange={(event) => setOverrides(withRow(overrides, index, { amount: event.target.value }))}
                error={errorOf(form.errors, `roomOverrides.${index}.amount`)}
              />
            </FieldsRow>
          );
        })}
        <FormAlert message={form.errors.roomOverrides} />
        {rooms.isError && <FormAlert message={messages.money.roomsFailed} />}
      </RowsCard>
      <Card className="space-y-4 p-6">
        <h2 className="text-lg font-semibold">Deposit, due date and refunds</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Refundable deposit"
            hint="Empty for none."
            inputMode="decimal"
            {...form.bind('deposit')}
          />
          <TextField
            label="Days to pay after booking"
            hint={instalments.length ? 'For the deposit; the rent follows its instalments.' : undefined}
            inputMode="numeric"
            {...form.bind('paymentDueDays')}
          />
          <TextField
            label="Full refund until"
            type="date"
            hint="A cancellation on or before this day gets all the rent back."
            {...form.bind('fullRefundUntil')}
            error={form.errors['refundPolicy.fullRefundUntil']}
          />
          <TextField
            label="Share refunded after that (%)"
            inputMode="numeric"
            {...form.bind('shareAfterPercent')}
            error={form.errors['refundPolicy.shareAfterPercent']}
          />
        </div>
      </Card>
      <RowsCard
        title="Instalments"
        description={
          instalments.length
            ? `The rent is charged in ${instalments.length} part${instalments.length === 1 ? '' : 's'}, ${sharesTotal}% of it so far; the shares must add up to 100%.`
            : 'None: the rent is one payment, due the days to pay after booking.'
        }
        addLabel="Add an instalment"
        addRef={control(`instalment ${listControls.add}`)}
        onAdd={
          instalments.length < maxInstalments
            ? () => {
                setInstalments([
                  ...instalments,
                  { percent: instalments.length ? '' : '100', dueDays: form.values.paymentDueDays },
                ]);
                focusAfter(`instalment ${instalments.length} first`);
              }
            : undefined
        }
      >
        {instalments.map((row, index) => (
          <FieldsRow
            key={index}
            columns="sm:grid-cols-[1fr_1fr_auto]"
            removeLabel={`Remove instalment ${index + 1}`}
            removeRef={control(`instalment ${listControls.remove(index)}`)}
            onRemove={() => {
              setInstalments(instalments.filter((_, i) => i !== index));
              focusAfter(...named('instalment', afterRemoving(index)));
            }}
          >
            <TextField
              ref={control(`instalment ${index} first`)}
              label={`Instalment ${index + 1}: share (%)`}
              inputMode="numeric"
              autoComplete="off"
              value={row.percent}
              onChange={(event) =>
                setInstalments(withRow(instalments, index, { percent: event.target.value }))
              }
              error={errorOf(form.errors, `instalments.${index}.percent`)}
            />
            <TextField
              label={`Instalment ${index + 1}: days after booking`}
              inputMode="numeric"
              autoComplete="off"
              value={row.dueDays}
              onChange={(event) =>
                setInstalments(withRow(instalments, index, { dueDays: event.target.value }))
              }
              error={errorOf(form.errors, `instalments.${index}.dueDays`)}
            />
          </FieldsRow>
        ))}
        <FormAlert message={form.errors.instalments} />
      </RowsCard>
      <FormActions submitLabel="Save prices" pending={form.pending} />
    </form>
  );
}

/** The period whose prices staff set: the current one, or the one after it (semester 2, then the next year's 1). */
const periodAfter = ({ academicYear, semester }: Period): Period =>
  semester === 1
    ? { academicYear, semester: 2 }
    : {
        academicYear: `${Number(academicYear.slice(5))}/${Number(academicYear.slice(5)) + 1}`,
        semester: 1,
      };

interface Period {
  academicYear: string;
  semester: number;
}

const periodValue = (period: Period) => `${period.academicYear}#${period.semester}`;

/**
 * Staff set a period's rent per room type and per room, the deposit, the instalments and the refund
 * policy (issue #26 §1): the current period's, or the next one's ahead of its bookings.
 */
export function PricesScreen() {
  const settings = useStaffSettings();
  const current = settings.data?.settings;
  const periods: Period[] = current
    ? [
        { academicYear: current.currentAcademicYear, semester: current.currentSemester },
        periodAfter({ academicYear: current.currentAcademicYear, semester: current.currentSemester }),
      ]
    : [];
  const [chosen, setChosen] = useState<string | null>(null);
  const [switchingTo, setSwitchingTo] = useState<Period | null>(null);
  const period = periods.find((option) => periodValue(option) === chosen) ?? periods[0];
  const choose = (next: Period) => {
    setSwitchingTo(null);
    setChosen(periodValue(next));
  };
  const prices = usePrices(period?.academicYear ?? '', period?.semester ?? 1);
  const header = <PageHeader title="Prices" description="Rent, deposit and refund policy of a period." />;
  if (settings.status === 'error' || prices.status === 'error')
    return (
      <>
        {header}
        <ErrorState
          message={messageOf(settings.error ?? prices.error, messages.money.pricesFailed)}
          onRetry={() => void prices.refetch()}
        />
      </>
    );
  if (!current || !period) return <LoadingState label="Loading prices" rows={3} />;
  return (
    <div className="max-w-3xl space-y-6">
      {header}
      <div className="max-w-xs">
        <SelectField
          label="Period"
          value={periodValue(period)}
          onChange={(event) => {
            const next = periods.find((option) => periodValue(option) === event.target.value)!;
            // The form's unsaved edits, as the app's leave guard knows them: a period switch drops them too.
            if (editsAtRisk()) setSwitchingTo(next);
            else choose(next);
          }}
        >
          {periods.map((option, index) => (
            <option key={periodValue(option)} value={periodValue(option)}>
              {option.academicYear} semester {option.semester} {index === 0 ? '(current)' : '(next)'}
            </option>
          ))}
        </SelectField>
      </div>
      {prices.status === 'success' ? (
        <PricesForm
          key={`${prices.data.prices.academicYear}#${prices.data.prices.semester}`}
          prices={prices.data.prices}
          roomTypes={current.roomTypes}
          currencyLocked={prices.data.currencyLocked}
        />
      ) : (
        <LoadingState label="Loading prices" rows={3} />
      )}
      <DiscardChangesDialog
        open={switchingTo !== null}
        onDiscard={() => choose(switchingTo!)}
        onKeep={() => setSwitchingTo(null)}
      >
        <p>
          Your changes to the prices of {period.academicYear} semester {period.semester} are not saved.
          {switchingTo && ` Open ${switchingTo.academicYear} semester ${switchingTo.semester} without them?`}
        </p>
      </DiscardChangesDialog>
    </div>
  );
}
