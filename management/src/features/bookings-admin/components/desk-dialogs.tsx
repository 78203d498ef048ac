import { bookingDatesSchema, checkInSchema, checkOutSchema, type BookingStay } from '#contract/desk';
import * as messages from '#contract/messages';
import { formatMoney } from '#contract/money';
import * as z from '#contract/zod';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FieldsRow, TextField } from '../../../components/ui/field.tsx';
import { DialogForm } from '../../../components/ui/form-card.tsx';
import {
  afterRemoving,
  listControls,
  useFocusAfterChange,
} from '../../../components/ui/use-focus-after-change.ts';
import { errorOf, useSchemaForm } from '../../../lib/form.ts';
import { notifySavedThen } from '../../../lib/notify.ts';
import { typedAmountsForm } from '../../../lib/typed-amounts.ts';
import { occupancyKeys, resourceKeys } from '../../../lib/query-client.ts';
import type { Booking } from '../../../types/api.ts';
import { checkIn, checkOut, setBookingDates } from '../api/desk.ts';
import { blankReport, ConditionFields } from './condition-fields.tsx';
import { RoomLeftFields, roomLeftStart, type RoomLeftAnswers } from './room-left-fields.tsx';
import { RoomsLeft } from '../../../components/booking/rooms-left.tsx';

export type DeskAction = 'dates' | 'check-in' | 'check-out';

/** How every desk form answers: a refusal above its fields, success in a toast, then the dialog closes. */
const deskForm = (onClose: () => void) => ({
  failure: messages.desk.saveFailed,
  failureShownIn: 'alert' as const,
  onSaved: notifySavedThen(onClose),
});

/** Both days blank gives the semester's back; otherwise the contract's rules. */
const datesForm = z.pipe(
  z.transform(({ arrival, departure }: { arrival: string; departure: string }) =>
    arrival || departure ? { arrival, departure } : null,
  ),
  bookingDatesSchema.shape.dates,
);

function DatesForm({ booking, stay, onClose }: { booking: Booking; stay: BookingStay; onClose: () => void }) {
  const form = useSchemaForm({
    initial: {
      arrival: stay.ownDates ? (stay.arrival ?? '') : '',
      departure: stay.ownDates ? (stay.departure ?? '') : '',
    },
    schema: datesForm,
    save: (dates) => setBookingDates(booking, dates),
    serverFields: (errors) =>
      Object.fromEntries(
        Object.entries(errors).map(([field, message]) => [field.replace(/^dates\.?/, ''), message]),
      ),
    invalidates: [resourceKeys.bookings],
    ...deskForm(onClose),
  });
  return (
    <DialogForm onSubmit={form.submit} pending={form.pending} alert={form.alert} submitLabel="Save dates">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Leave both blank to follow the semester’s dates (Settings, Residents).
      </p>
      <TextField label="Arrival" type="date" {...form.bind('arrival')} />
      <TextField label="Departure" type="date" {...form.bind('departure')} />
    </DialogForm>
  );
}

function CheckInForm({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const form = useSchemaForm({
    initial: { keyNumber: '', items: blankReport() },
    schema: checkInSchema,
    save: (body) => checkIn(booking, body),
    invalidates: [resourceKeys.bookings],
    ...deskForm(onClose),
  });
  return (
    <DialogForm onSubmit={form.submit} pending={form.pending} alert={form.alert} submitLabel="Check in">
      <TextField label="Key or card number" autoComplete="off" maxLength={40} {...form.bind('keyNumber')} />
      <ConditionFields
        entries={form.values.items}
        onChange={(change) => form.setValues((values) => ({ ...values, items: change(values.items) }))}
        errors={form.errors}
        uploads={form.uploads}
      />
    </DialogForm>
  );
}

interface DeductionRow {
  reason: string;
  amount: string;
}

/** The typed amounts, read in the deposit's currency, as the check-out the contract checks. */
const checkOutForm = (currency: string) =>
  typedAmountsForm(
    (values: RoomLeftAnswers & { deductions: DeductionRow[] }, amount): z.input<typeof checkOutSchema> => ({
      keyReturned: values.keyReturned,
      items: values.items,
      checkedInAt: values.checkedInAt,
      deductions: values.deductions.map((row, index) => ({
        reason: row.reason,
        amount: amount(row.amount, currency, ['deductions', index, 'amount']),
      })),
    }),
    checkOutSchema,
  );

function CheckOutForm({
  booking,
  stay,
  deposit,
  onClose,
}: {
  booking: Booking;
  stay: BookingStay;
  deposit: { held: number; currency: string };
  onClose: () => void;
}) {
  const before = stay.checkIn?.items ?? [];
  const form = useSchemaForm({
    initial: { ...roomLeftStart(stay.checkIn), deductions: [] as DeductionRow[] },
    schema: checkOutForm(deposit.currency),
    save: (body) => checkOut(booking, body),
    invalidates: occupancyKeys,
    ...deskForm(onClose),
  });
  const rows = form.values.deductions;
  const setRows = (deductions: DeductionRow[]) => form.setValues((values) => ({ ...values, deductions }));
  // A row added takes the focus to its reason, the field there is to fill, where it stayed on Add below
  // the new row; a row removed hands it on as `afterRemoving` says.
  const { control, focusAfter } = useFocusAfterChange();
  const remove = (index: number) => {
    setRows(rows.filter((_, i) => i !== index));
    focusAfter(...afterRemoving(index));
  };
  const add = () => {
    setRows([...rows, { reason: '', amount: '' }]);
    focusAfter(`${rows.length} reason`);
  };
  return (
    <DialogForm onSubmit={form.submit} pending={form.pending} alert={form.alert} submitLabel="Check out">
      <RoomLeftFields
        value={form.values}
        before={before}
        onChange={(change) => form.setValues((values) => ({ ...values, ...change(values) }))}
        errors={form.errors}
        uploads={form.uploads}
      />
      {stay.earlierCheckIns.length > 0 && (
        <section aria-label="Rooms left before" className="space-y-2 text-sm">
          <h3 className="font-semibold">Rooms left before</h3>
          <p>
            The student moved here from these rooms. What they left damaged there, or a key not returned, can
            be deducted below too.
          </p>
          <RoomsLeft earlier={stay.earlierCheckIns} />
        </section>
      )}
      <section aria-label="Deductions from the deposit" className="space-y-3">
        <p className="text-sm">
          Deposit held: <strong>{formatMoney(deposit.held, deposit.currency)}</strong>. What is not deducted
          is refunded to the student’s account.
        </p>
        {rows.map((row, index) => (
          <FieldsRow
            key={index}
            columns="sm:grid-cols-[1fr_9rem_auto]"
            removeLabel={`Remove deduction ${index + 1}`}
            removeRef={control(listControls.remove(index))}
            onRemove={() => remove(index)}
          >
            <TextField
              ref={control(`${index} reason`)}
              label={`Reason ${index + 1}`}
              value={row.reason}
              maxLength={200}
              onChange={(event) =>
                setRows(rows.map((r, i) => (i === index ? { ...r, reason: event.target.value } : r)))
              }
              error={errorOf(form.errors, `deductions.${index}.reason`)}
            />
            <TextField
              label={`Amount ${index + 1} (${deposit.currency})`}
              inputMode="decimal"
              autoComplete="off"
              value={row.amount}
              onChange={(event) =>
                setRows(rows.map((r, i) => (i === index ? { ...r, amount: event.target.value } : r)))
              }
              error={errorOf(form.errors, `deductions.${index}.amount`)}
            />
          </FieldsRow>
        ))}
        <FormAlert message={form.errors.deductions} />
        {deposit.held > 0 && rows.length < 10 && (
          <Button ref={control(listControls.add)} variant="secondary" onClick={add}>
            Add a deduction
          </Button>
        )}
      </section>
    </DialogForm>
  );
}

const titles: Record<DeskAction, string> = {
  dates: 'Arrival and departure',
  'check-in': 'Check in',
  'check-out': 'Check out',
};

/** The desk's dialogs on a booking: its days, check-in and check-out, one at a time. */
export function DeskDialog({
  action,
  booking,
  stay,
  deposit,
  onClose,
}: {
  action: DeskAction;
  booking: Booking;
  stay: BookingStay;
  deposit: { held: number; currency: string };
  onClose: () => void;
}) {
  return (
    <Dialog
      open
      title={`${titles[action]}: ${booking.student.fullName}, Room ${booking.room.roomNumber}`}
      onClose={onClose}
    >
      {action === 'dates' && <DatesForm booking={booking} stay={stay} onClose={onClose} />}
      {action === 'check-in' && <CheckInForm booking={booking} onClose={onClose} />}
      {action === 'check-out' && (
        <CheckOutForm booking={booking} stay={stay} deposit={deposit} onClose={onClose} />
      )}
    </Dialog>
  );
}
