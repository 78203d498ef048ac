import type { Booking } from '#contract/bookings';
import * as messages from '#contract/messages';
import { formatMoney, periodKeyOf, rentOf } from '#contract/amounts';
import type { LedgerEntry, PeriodPrices } from '#contract/money';
import { moneyEntity, recordedAuditItems, type Actor } from '../../data/audit.ts';
import { entryNotReversed, entryOf, ledgerItems, type StoredEntry } from '../../data/ledger.ts';
import type { TransactItem } from '../../data/transactions.ts';
import { hostelDayOf } from '../../platform/hostel-time.ts';
import { dueDateOf, moveDifference, rentParts, rentRefund, type StayDays } from './rules.ts';

/**
 * Charges follow bookings (issue #26 §2): a booking's rent and deposit are written in the booking's own
 * transaction, and a cancellation's refund in the cancellation's, so a booking never exists without its
 * charges nor a cancelled one without its refund. The booking operations call these; the ledger writes.
 */

const periodText = (booking: Pick<Booking, 'academicYear' | 'semester'>) =>
  `${booking.academicYear} semester ${booking.semester}`;

/** What every ledger entry of a booking carries: whose, which booking and period, who recorded it. */
const bookingEntry = (booking: Booking, currency: string, actor: Actor) => ({
  studentId: booking.studentId,
  currency,
  bookingId: booking.id,
  recordedBy: actor,
  period: periodKeyOf(booking),
});

/**
 * What a booking costs under the period's prices: its rent (null when unpriced) and the parts it is
 * charged in (one, or the period's instalments), the deposit and the day it is due (the days to pay
 * after booking; with instalments these still set the deposit's day). A booking that holds its bed
 * for the deposit (`depositDueBy`) has its deposit due on the deadline's day: the student is told the
 * bed goes then, and a later due date on the same charge would say it could wait.
 */
export function bookingCosts(booking: Booking, prices: PeriodPrices) {
  const rent = rentOf(prices, booking.room);
  const bookedOn = hostelDayOf(booking.createdAt);
  const dueDate = dueDateOf(bookedOn, prices.paymentDueDays);
  const depositDueBy = booking.depositDueBy ?? null;
  return {
    rent,
    rentParts: rent ? rentParts(rent, prices.instalments, bookedOn, prices.paymentDueDays) : [],
    deposit: prices.deposit,
    currency: prices.currency,
    dueDate,
    depositDueBy,
    depositDueDate: depositDueBy ? hostelDayOf(depositDueBy) : dueDate,
  };
}

/**
 * The rent and deposit entries of a new booking: one rent charge per part, each with its own due date,
 * then the deposit; none for an amount of zero or a room with no price.
 */
export function bookingChargeEntries(booking: Booking, prices: PeriodPrices, actor: Actor): StoredEntry[] {
  const { rentParts: parts, deposit, currency, depositDueDate } = bookingCosts(booking, prices);
  const common = bookingEntry(booking, currency, actor);
  const rentText = messages.ledgerDescriptions.rent(`Room ${booking.room.roomNumber}`, periodText(booking));
  const entries: StoredEntry[] = parts.map((part, index) =>
    entryOf(
      {
        ...common,
        kind: 'rent',
        amount: part.amount,
        dueDate: part.dueDate,
        description:
          parts.length > 1
            ? messages.ledgerDescriptions.instalment(rentText, index + 1, parts.length)
            : rentText,
      },
      booking.createdAt,
    ),
  );
  if (deposit)
    entries.push(
      entryOf(
        {
          ...common,
          kind: 'deposit',
          amount: deposit,
          dueDate: depositDueDate,
          description: messages.ledgerDescriptions.deposit(periodText(booking)),
        },
        booking.createdAt,
      ),
    );
  return entries;
}

/** Each kind's total for the audit record, and the rent's instalments when it has several. */
function amountsOf(entries: readonly StoredEntry[]) {
  const totals = new Map<string, { amount: number; currency: string }>();
  for (const entry of entries)
    totals.set(entry.kind, {
      amount: (totals.get(entry.kind)?.amount ?? 0) + entry.amount,
      currency: entry.currency,
    });
  const rents = entries.filter((entry) => entry.kind === 'rent');
  return {
    ...Object.fromEntries(
      [...totals].map(([kind, total]) => [kind, formatMoney(total.amount, total.currency)]),
    ),
    ...(rents.length > 1
      ? {
          instalments: rents.map(
            (entry) => `${formatMoney(entry.amount, entry.currency)} due ${entry.dueDate}`,
          ),
        }
      : {}),
  };
}

/**
 * The items that charge a new booking, with their audit record (whoever books, issue #26 §3). A caller
 * that keeps the entries it charged (the demo seed, whose stays end later in the same run) builds them
 * first and passes them.
 */
export function bookingChargeItems(
  booking: Booking,
  prices: PeriodPrices,
  actor: Actor,
  entries: StoredEntry[] = bookingChargeEntries(booking, prices, actor),
): TransactItem[] {
  if (entries.length === 0) return [];
  return [
    ...ledgerItems(entries),
    ...recordedAuditItems({
      actor,
      action: 'money.charge',
      entity: moneyEntity(booking.studentId, booking.student.fullName),
      after: { room: booking.room.roomNumber, period: periodText(booking), ...amountsOf(entries) },
      at: booking.createdAt,
    }),
  ];
}

/**
 * The refund of a cancelled booking under the policy of its period: the share of the rent the policy
 * gives back on the day of cancelling, and the whole deposit. Only what is still charged counts: a
 * charge staff have reversed is not refunded again, and each refund names the charges it counted, so
 * its write holds them unreversed and a later reversal of them refuses (data/ledger.ts ledgerItems).
 */
export function cancellationRefundEntries(
  booking: Booking,
  ledger: readonly LedgerEntry[],
  prices: PeriodPrices,
  actor: Actor,
  at: string,
): StoredEntry[] {
  const rentCharges = ledger.filter(
    (entry) => entry.bookingId === booking.id && entry.kind === 'rent' && !entry.reversed,
  );
  const currency = ledger.find((entry) => entry.bookingId === booking.id)?.currency ?? prices.currency;
  const rent = rentRefund(
    rentCharges.reduce((sum, entry) => sum + entry.amount, 0),
    prices.refundPolicy,
    hostelDayOf(at),
  );
  const deposit = depositHeldBy(booking, ledger);
  const common = bookingEntry(booking, currency, actor);
  const entries: StoredEntry[] = [];
  if (rent.amount > 0)
    entries.push(
      entryOf(
        {
          ...common,
          kind: 'refund',
          amount: -rent.amount,
          description: messages.ledgerDescriptions.rentRefund(rent.percent),
          reason: booking.cancellationReason ?? null,
          refunds: rentCharges.map((entry) => entry.id),
        },
        at,
      ),
    );
  if (deposit.amount > 0)
    entries.push(
      entryOf(
        {
          ...common,
          kind: 'refund',
          amount: -deposit.amount,
          description: messages.ledgerDescriptions.depositRefund,
          refunds: deposit.charges.map((entry) => entry.id),
        },
        at,
      ),
    );
  return entries;
}

/** The items of a cancellation's refund, with their audit record. */
export function cancellationRefundItems(
  booking: Booking,
  entries: StoredEntry[],
  actor: Actor,
): TransactItem[] {
  if (entries.length === 0) return [];
  return refundItems(booking, entries, actor, entries[0]!.at, {
    refunds: entries.map((entry) => `${entry.description}: ${formatMoney(-entry.amount, entry.currency)}`),
  });
}

/**
 * Refund entries of a booking with the one audit record that says what they give back, dated as they
 * are (`at`: now for staff, the day a stay ended for the demo seed's history).
 */
const refundItems = (
  booking: Booking,
  entries: StoredEntry[],
  actor: Actor,
  at: string,
  after: Record<string, unknown>,
): TransactItem[] => [
  ...ledgerItems(entries),
  ...recordedAuditItems({
    actor,
    action: 'money.refund',
    entity: moneyEntity(booking.studentId, booking.student.fullName),
    after: { room: booking.room.roomNumber, ...after },
    at,
  }),
];

/**
 * The deposit a booking holds: its deposit charges not reversed, in their currency. Check-out gives it
 * back less the deductions (depositReturnItems).
 */
export function depositHeldBy(booking: Booking, ledger: readonly LedgerEntry[]) {
  const charges = ledger.filter(
    (entry) => entry.bookingId === booking.id && entry.kind === 'deposit' && !entry.reversed,
  );
  return {
    charges,
    amount: charges.reduce((sum, entry) => sum + entry.amount, 0),
    currency: charges[0]?.currency ?? null,
  };
}

/**
 * The items that give back a deposit at check-out, less the staff's deductions, with their audit
 * record: one refund entry for the remainder (none when nothing remains), its reason listing the
 * deductions, and a check that each deposit charge is still unreversed when they commit, so a deposit
 * reversed meanwhile is not given back twice. The refund names the charges, which holds them so (and
 * refuses their later reversal: data/ledger.ts ledgerItems); with none, the checks stand alone. The
 * caller has checked that the deductions do not exceed what is held.
 */
export function depositReturnItems(
  booking: Booking,
  held: ReturnType<typeof depositHeldBy>,
  deductions: readonly { reason: string; amount: number }[],
  actor: Actor,
  at: string,
): { refunded: number; items: TransactItem[] } {
  const unreversed = held.charges.map((charge) => entryNotReversed(booking.studentId, charge.id));
  if (!held.currency || held.amount === 0) return { refunded: 0, items: unreversed };
  const currency = held.currency;
  const deducted = deductions.reduce((sum, deduction) => sum + deduction.amount, 0);
  const refunded = held.amount - deducted;
  const listed = deductions
    .map((deduction) => `${deduction.reason} ${formatMoney(deduction.amount, currency)}`)
    .join('; ');
  const entries =
    refunded > 0
      ? [
          entryOf(
            {
              ...bookingEntry(booking, currency, actor),
              kind: 'refund',
              amount: -refunded,
              description: messages.desk.depositReturned,
              reason: deductions.length ? messages.desk.deductionsText(listed) : null,
              refunds: held.charges.map((charge) => charge.id),
            },
            at,
          ),
        ]
      : [];
  return {
    refunded,
    items: [
      ...(entries.length ? [] : unreversed),
      ...refundItems(booking, entries, actor, at, {
        depositHeld: formatMoney(held.amount, currency),
        returned: formatMoney(refunded, currency),
        ...(deductions.length ? { deductions: listed } : {}),
      }),
    ],
  };
}

/**
 * The rent entry of a move between rooms of different prices (issue #26 §2): the difference for the
 * nights left of the stay (rules.ts moveDifference), charged or credited as rent of the same booking, so
 * a later cancellation's refund follows the rent as it now stands. None when the prices are the same or
 * either room has none.
 */
export function moveDifferenceEntry(
  booking: Booking,
  moved: Booking,
  prices: PeriodPrices,
  stay: StayDays | null,
  actor: Actor,
  at: string,
): StoredEntry | null {
  const movedOn = hostelDayOf(at);
  const difference = moveDifference(rentOf(prices, booking.room), rentOf(prices, moved.room), movedOn, stay);
  if (!difference?.amount) return null;
  return entryOf(
    {
      ...bookingEntry(booking, prices.currency, actor),
      kind: 'rent',
      amount: difference.amount,
      dueDate: difference.amount > 0 ? dueDateOf(movedOn, prices.paymentDueDays) : null,
      description: messages.ledgerDescriptions.moveDifference(
        booking.room.roomNumber,
        moved.room.roomNumber,
        messages.ledgerDescriptions.nightsLeft(difference.nightsLeft, difference.nights),
      ),
    },
    at,
  );
}

/** The items of a move's rent difference, with its audit record; none without a difference. */
export function moveDifferenceItems(
  booking: Booking,
  entry: StoredEntry | null,
  actor: Actor,
): TransactItem[] {
  if (!entry) return [];
  return [
    ...ledgerItems([entry]),
    ...recordedAuditItems({
      actor,
      action: entry.amount > 0 ? 'money.charge' : 'money.refund',
      entity: moneyEntity(booking.studentId, booking.student.fullName),
      after: { description: entry.description, amount: formatMoney(entry.amount, entry.currency) },
    }),
  ];
}
