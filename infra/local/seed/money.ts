import type { Booking } from '../../../functions/contract/bookings.ts';
import type { LedgerEntry, PeriodPrices } from '../../../functions/contract/money.ts';
import { periodKeyOf } from '../../../functions/contract/money-reports.ts';
import * as messages from '../../../functions/contract/messages.ts';
import { paymentMethodLabels, type PaymentMethod } from '../../../functions/contract/money.ts';
import { formatMoney } from '../../../functions/contract/amounts.ts';
import { moneyEntity, recordedAuditItems, systemActor, type Actor } from '../../../functions/data/audit.ts';
import { currentBookingOf } from '../../../functions/data/bookings.ts';
import { studentsWithMoney } from '../../../functions/data/money-reports.ts';
import {
  entryOf,
  ledgerOf,
  recordPayment,
  recordPayout,
  studentsOwing,
  writeEntries,
  type StoredEntry,
} from '../../../functions/data/ledger.ts';
import { remindOnce } from '../../../functions/data/payment-reminders.ts';
import { getSettings } from '../../../functions/data/settings.ts';
import { getUserById } from '../../../functions/data/users.ts';
import { pricesAuditItems, savePrices, unpricedPeriod } from '../../../functions/data/prices.ts';
import type { Period } from '../../../functions/data/waitlist.ts';
import { recordPaymentConfirming } from '../../../functions/domain/money/deposit-paid.ts';
import { handedMoneyAuditItems } from '../../../functions/domain/money/handed-money-audit.ts';
import { payoutEntry } from '../../../functions/domain/money/payout.ts';
import { reminderOf } from '../../../functions/domain/money/payment-reminders.ts';
import { reminderWindowStart } from '../../../functions/domain/money/rules.ts';
import { filedItems, Telling, type Notice } from '../../../functions/domain/notifications/notices.ts';
import { paymentReceiptNotice } from '../../../functions/domain/notifications/templates/payment-receipt.ts';
import { payoutNotice } from '../../../functions/domain/notifications/templates/payout.ts';
import type { DemoCalendar } from './demo-calendar.ts';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The demo hostel's prices for a period, in Ghana cedis (minor units: pesewas): rent per room type, a
 * deposit, two weeks to pay, and the whole rent back until a month into the period. Saved by `actor`
 * (the demo admin; the system for the benchmarks) a month before the period's first day (`startsOn`,
 * YYYY-MM-DD), or at `notBefore` (ISO) when that is later (the demo's first period, priced the day the
 * admin's account was made), before anyone booked it, with the audit entry the prices screen's save
 * writes.
 */
export async function seedPrices(
  period: Period,
  startsOn: string,
  actor: Actor = systemActor,
  notBefore = '',
): Promise<PeriodPrices> {
  const first = Date.parse(`${startsOn}T00:00:00Z`);
  const fullRefundUntil = new Date(first + 30 * dayMs).toISOString().slice(0, 10);
  const monthBefore = new Date(first - 30 * dayMs + 10 * 3_600_000).toISOString();
  const savedAt = monthBefore > notBefore ? monthBefore : notBefore;
  const prices = {
    ...period,
    semester: period.semester as 1 | 2,
    currency: 'GHS',
    rentByRoomType: { Single: 380_000, Double: 260_000, Triple: 200_000, Quad: 160_000 },
    roomOverrides: [],
    deposit: 50_000,
    paymentDueDays: 14,
    instalments: [],
    refundPolicy: { fullRefundUntil, shareAfterPercent: 50 },
  };
  return savePrices(
    prices,
    pricesAuditItems(actor, unpricedPeriod(period, prices.currency), prices, savedAt),
    savedAt,
  );
}

/** Whether the student of the `index`th booking (by email) pays at the desk this period: two in three. */
export const paysThisPeriod = (index: number) => index % 3 !== 2;

const methods: PaymentMethod[] = ['mobileMoney', 'cash', 'bankTransfer'];

/** A payment taken at the desk by `actor`, the `index`th of its kind, counted in `period` (periodKeyOf). */
function deskPayment(
  student: Booking['student'],
  amount: number,
  currency: string,
  reference: string,
  index: number,
  actor: Actor,
  period: string,
  at: string,
) {
  const method = methods[index % methods.length]!;
  return entryOf(
    {
      studentId: student.id,
      kind: 'payment',
      amount: -amount,
      currency,
      description: messages.ledgerDescriptions.payment(paymentMethodLabels[method]),
      method,
      reference: method === 'cash' ? null : reference,
      recordedBy: actor,
      period,
    },
    at,
  );
}

/** A desk payment to record, with how its receipt reaches the student. */
interface DeskPayment {
  entry: StoredEntry;
  student: Booking['student'];
  /** This period's may confirm the student's booking awaiting its deposit; an earlier period's not. */
  confirms: boolean;
  /** The receipt's notice: mailed as the desk's payment mails it, only filed in the centre, or none. */
  receipt: 'mailed' | 'filed' | null;
}

/**
 * Records desk payments as the desk records one, in the order they were paid, so the receipt numbers
 * follow the days: each with the audit entry the desk's payment writes, and its receipt as asked.
 */
async function recordDeskPayments(payments: DeskPayment[], actor: Actor): Promise<void> {
  for (const { entry, student, confirms, receipt } of payments.sort((a, b) =>
    a.entry.at.localeCompare(b.entry.at),
  )) {
    const telling = new Telling();
    const audit = (written: StoredEntry) => [
      ...handedMoneyAuditItems(actor, { id: student.id, name: student.fullName }, written),
      ...(receipt === 'mailed' ? telling.items([paymentReceiptNotice(student, written)], written.at) : []),
      ...(receipt === 'filed' ? filedItems([paymentReceiptNotice(student, written)], written.at) : []),
    ];
    if (confirms) await recordPaymentConfirming(entry, audit);
    else await recordPayment(entry, audit);
    await telling.afterCommit();
  }
}

/** A stay of an earlier period and the ledger entries its booking and ending wrote. */
export interface EarlierStay {
  booking: Booking;
  bookedAt: string;
  endedAt: string;
  cancelled: boolean;
  /** When each entry was written and its amount. */
  entries: Array<Pick<StoredEntry, 'at' | 'amount'>>;
  currency: string;
}

/**
 * The desk payments of the earlier periods' stays: each student paid what they owed (their stay's rent
 * and deposit, less any credit a refund left) a few days after booking, unless the booking was
 * cancelled first; then what the cancellation left owing, the day after. So every earlier stay is
 * settled: a deposit returned at check-out is the student's credit (decision 0041), which their next
 * booking's charges take first. Each counts in its stay's period.
 */
export function earlierPayments(
  stays: readonly EarlierStay[],
  actor: Actor,
  receiptsFiledFor: readonly string[],
  calendar: DemoCalendar,
): DeskPayment[] {
  // The seed writes the stays side by side, so they come in any order: ordered by student and booking
  // time, each payment's method, reference and time are the same on every fresh start.
  const ordered = [...stays].sort(
    (a, b) =>
      a.booking.student.email.localeCompare(b.booking.student.email) || a.bookedAt.localeCompare(b.bookedAt),
  );
  const byStudent = new Map<string, EarlierStay[]>();
  for (const stay of ordered)
    byStudent.set(stay.booking.studentId, [...(byStudent.get(stay.booking.studentId) ?? []), stay]);
  const payments: DeskPayment[] = [];
  let index = 0;
  for (const own of byStudent.values()) {
    const entries = own.flatMap((stay) => stay.entries);
    let paid = 0;
    // Stays of one day end at one hour: the `index`th moment's seconds keep each payment's time its own,
    // so the receipts' order is the payments' order.
    const moments = own.flatMap((stay) => {
      const afterBooking = calendar.after(stay.bookedAt, 24 * (1 + (index % 9)) + 2 + index / 3600);
      const afterCancelling = calendar.after(stay.endedAt, 26 + index / 3600);
      index += 1;
      return [
        ...(afterBooking < stay.endedAt ? [{ stay, at: afterBooking }] : []),
        ...(stay.cancelled ? [{ stay, at: afterCancelling }] : []),
      ];
    });
    for (const { stay, at } of moments.sort((a, b) => a.at.localeCompare(b.at))) {
      const owed =
        entries.filter((entry) => entry.at <= at).reduce((sum, entry) => sum + entry.amount, 0) + paid;
      if (owed <= 0) continue;
      const { student } = stay.booking;
      const entry = deskPayment(
        student,
        owed,
        stay.currency,
        `DEMO-${String(1001 + payments.length).padStart(4, '0')}`,
        payments.length,
        actor,
        periodKeyOf(stay.booking),
        at,
      );
      paid -= owed;
      payments.push({
        entry,
        student,
        confirms: false,
        receipt: receiptsFiledFor.includes(student.email) ? 'filed' : null,
      });
    }
  }
  return payments;
}

/**
 * Payments at the desk for some of this period's bookings, each a few days after its booking: in full,
 * in part, or none yet. The student `owing` (the demo resident) pays half, so their Money screen shows
 * a payment and a balance due. Recorded after the earlier periods' (`earlier`), all in the order they
 * were paid, so the receipt numbers follow the days, each with the audit entry the desk's payment
 * writes. The resident's receipt is in their notification centre, as the desk's payment files it.
 */
export async function seedPayments(
  bookings: Booking[],
  prices: PeriodPrices,
  actor: Actor,
  owing: string,
  calendar: DemoCalendar,
  earlier: DeskPayment[] = [],
): Promise<void> {
  const payments = bookings.flatMap((booking, index): DeskPayment[] => {
    if (!paysThisPeriod(index) && booking.student.email !== owing) return [];
    const owed = (prices.rentByRoomType[booking.room.roomType] ?? 0) + prices.deposit;
    const amount = index % 3 === 0 && booking.student.email !== owing ? owed : Math.round(owed / 2);
    const entry = deskPayment(
      booking.student,
      amount,
      prices.currency,
      `DEMO-${String(index + 1).padStart(4, '0')}`,
      index,
      actor,
      periodKeyOf(booking),
      calendar.after(booking.createdAt, 24 * (1 + (index % 9)) + 2),
    );
    return [
      {
        entry,
        student: booking.student,
        confirms: true,
        receipt: booking.student.email === owing ? 'mailed' : null,
      },
    ];
  });
  await recordDeskPayments([...earlier, ...payments], actor);
}

/** How many days past due each student's arrears are: one debt in each age of the outstanding list. */
const arrearsDaysPastDue = [40, 70, 100];
/** How many students still owe last period's rent: one for each age. */
export const arrearsCount = arrearsDaysPastDue.length;

/**
 * Half the rent of a stay last period still owed by a few of this period's students, due 40, 70 and
 * 100 days ago, so the outstanding list shows a debt 30, 60 and 90+ days late beside this period's
 * current charges. Each is written as the ledger writes every charge (its balance and the period's
 * totals in the same transaction), with its audit record. The students given are ones who paid nothing
 * this period: any payment would settle the oldest charge first (decision 0041) and hide the age.
 */
export async function seedArrears(
  debts: Array<{ booking: Booking; stay: Booking }>,
  prices: PeriodPrices,
  actor: Actor,
  previous: Period,
  calendar: DemoCalendar,
): Promise<void> {
  const period = `${previous.academicYear} semester ${previous.semester}`;
  for (const [index, { booking, stay }] of debts.slice(0, arrearsDaysPastDue.length).entries()) {
    const due = calendar.day(-arrearsDaysPastDue[index]!);
    const rent = prices.rentByRoomType[stay.room.roomType] ?? 0;
    const charge = entryOf(
      {
        studentId: booking.studentId,
        kind: 'rent',
        amount: Math.round(rent / 2),
        currency: prices.currency,
        description: messages.ledgerDescriptions.rent(`Room ${stay.room.roomNumber}`, period),
        dueDate: due,
        bookingId: stay.id,
        recordedBy: actor,
        period: periodKeyOf(previous),
      },
      calendar.on(calendar.day(-arrearsDaysPastDue[index]! - prices.paymentDueDays), 10),
    );
    await writeEntries(
      [charge],
      recordedAuditItems({
        actor,
        action: 'money.charge',
        entity: moneyEntity(booking.studentId, booking.student.fullName),
        after: { period, rent: formatMoney(charge.amount, charge.currency) },
        at: charge.at,
      }),
    );
  }
}

/** The hourly reminder run's first of a day, in hours after midnight UTC: a charge due the day before is late by then. */
const firstRunOfTheDay = 0.25;

/** A student's ledger as it stood at `at` (ISO): the entries written by then, and their sum. */
function ledgerAt(entries: readonly LedgerEntry[], at: string) {
  const then = entries.filter((entry) => entry.at <= at);
  return {
    entries: then,
    balance: then.reduce((sum, entry) => sum + entry.amount, 0),
    currency: then[0]?.currency ?? null,
  };
}

/**
 * The payment reminders the hourly job (domain/money/payment-reminders.ts) sent while the demo's
 * charges fell due: each student who owes was reminded on the first day a charge of theirs was late,
 * and again each interval while something stayed overdue, of what was overdue then. Each reminder is in
 * their notification centre at its time, and their marker at the last, so the first start's run of the
 * job reminds nobody again within the interval, as the cloud's would not. A demo account's last
 * reminder goes out as its other notices do, mail and all; the others' mails went out when they were
 * sent, and would bury the demo's in the local inbox.
 */
export async function seedReminders(demoEmails: readonly string[], calendar: DemoCalendar): Promise<void> {
  const { intervalDays } = (await getSettings()).paymentReminders;
  const daysAfter = (day: string, days: number) =>
    calendar.after(`${day}T00:00:00.000Z`, 24 * days).slice(0, 10);
  await Promise.all(
    (await studentsOwing()).map(async (studentId) => {
      const [{ entries }, student] = await Promise.all([ledgerOf(studentId), getUserById(studentId)]);
      const firstDue = entries.flatMap((entry) => (entry.dueDate ? [entry.dueDate] : [])).sort()[0];
      if (!student || !firstDue) return;
      const sent: Array<{ at: string; notice: Notice }> = [];
      for (let day = daysAfter(firstDue, 1); calendar.on(day, firstRunOfTheDay) <= calendar.now;) {
        const at = calendar.on(day, firstRunOfTheDay);
        const notice = reminderOf(student, ledgerAt(entries, at), day);
        if (notice) sent.push({ at, notice });
        day = daysAfter(day, notice ? intervalDays : 1);
      }
      const last = sent.pop();
      if (!last) return;
      const telling = new Telling();
      await remindOnce(studentId, last.at, reminderWindowStart(new Date(last.at), intervalDays), [
        ...sent.flatMap(({ at, notice }) => filedItems([notice], at)),
        ...(demoEmails.includes(student.email)
          ? telling.items([last.notice], last.at)
          : filedItems([last.notice], last.at)),
      ]);
      await telling.afterCommit();
    }),
  );
}

/**
 * The credit of the students who left, paid back at the desk as staff's "Pay out credit" records it: three
 * days after the entry that left it (most often the deposit's return at check-out), or halfway to now
 * when that is sooner, by transfer or mobile money, counted in that entry's period, with its audit entry.
 * A student housed this period keeps theirs, which their charges take. The payout's notice is in the
 * notification centre of the students named (`filedFor`), as the API would have told them.
 */
export async function seedPayouts(actor: Actor, calendar: DemoCalendar, filedFor: readonly string[]) {
  const studentIds = (await studentsWithMoney()).sort();
  await Promise.all(
    studentIds.map(async (studentId, index) => {
      const [ledger, booking, student] = await Promise.all([
        ledgerOf(studentId),
        currentBookingOf(studentId),
        getUserById(studentId),
      ]);
      const last = ledger.stored.at(-1);
      if (booking || !student || !last || ledger.balance >= 0) return;
      const soon = calendar.after(last.at, 72 + index / 3600);
      const halfway = new Date((Date.parse(last.at) + Date.parse(calendar.now)) / 2).toISOString();
      const method = index % 2 === 0 ? 'bankTransfer' : 'mobileMoney';
      const payout = payoutEntry(
        studentId,
        { amount: -ledger.balance, method, reference: `DEMO-PO-${String(index + 1).padStart(4, '0')}` },
        ledger.currency!,
        actor,
        last.period ?? null,
        soon < halfway ? soon : halfway,
      );
      await recordPayout(payout, [
        ...handedMoneyAuditItems(actor, { id: studentId, name: student.fullName }, payout),
        ...(filedFor.includes(student.email) ? filedItems([payoutNotice(student, payout)], payout.at) : []),
      ]);
    }),
  );
}
