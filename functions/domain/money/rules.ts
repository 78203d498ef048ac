import { daysAfter } from '#contract/days';
import type { DepositDeadline } from '#contract/hostel-defaults';
import type { Instalment, LedgerEntry, RefundPolicy } from '#contract/money';

/**
 * The hostel's money rules, pure so they are tested on their own: what a room costs, when a charge is
 * due, and what a cancellation gives back.
 */

/**
 * The day (YYYY-MM-DD) a charge made on `day` falls due: days are the hostel's (decision 0111), so its
 * caller passes the hostel's day of the moment it charges (platform/hostel-time.ts hostelDayOf).
 */
export const dueDateOf = (day: string, paymentDueDays: number): string => daysAfter(day, paymentDueDays);

/** One rent charge of a booking: its amount and the day it falls due. */
export interface RentPart {
  amount: number;
  dueDate: string;
}

/**
 * The rent of a booking made on `day` (the hostel's) as the charges it writes (issue #26 §2,
 * docs/decisions/0056-rent-in-instalments.md): one, due `paymentDueDays` later, when the period has no
 * instalments; else one per instalment, due its own days later, in the order they fall due. Each share
 * is rounded down to a minor unit and what rounding leaves (under one minor unit per instalment) goes
 * on the first, so the parts add up to the rent exactly and no later part asks more than its share. A
 * part of nothing (a rent of a few minor units) is left out.
 */
export function rentParts(
  rent: number,
  instalments: readonly Instalment[],
  day: string,
  paymentDueDays: number,
): RentPart[] {
  if (instalments.length === 0) return [{ amount: rent, dueDate: dueDateOf(day, paymentDueDays) }];
  const ordered = [...instalments].sort((a, b) => a.dueDays - b.dueDays);
  const amounts = ordered.map((instalment) => Math.floor((rent * instalment.percent) / 100));
  amounts[0]! += rent - amounts.reduce((sum, amount) => sum + amount, 0);
  return ordered
    .map((instalment, index) => ({ amount: amounts[index]!, dueDate: dueDateOf(day, instalment.dueDays) }))
    .filter((part) => part.amount > 0);
}

/**
 * Until when a booking made at `at` (an ISO time) holds its bed for its deposit: `hours` later while the
 * deposit deadline is on (issue #26 §7), and no deadline when it is off, when the booking is charged no
 * deposit, or when the `credit` the student holds as they book covers it (a payment kept after an
 * earlier booking was released, a refund): the credit pays the deposit, so there is nothing to wait
 * for, and a student who owes nothing could not pay it online either (docs/decisions/0099).
 */
export function depositDueByOf(
  at: string,
  rule: DepositDeadline,
  deposit: number,
  credit = 0,
): string | null {
  if (!rule.enabled || deposit <= 0 || credit >= deposit) return null;
  return new Date(Date.parse(at) + rule.hours * 3_600_000).toISOString();
}

/** A refund policy that gives the whole rent back: a booking released for its unpaid deposit's. */
export const wholeRentBack: RefundPolicy = { fullRefundUntil: null, shareAfterPercent: 100 };

/**
 * The share of the rent a cancellation on `day` (the hostel's) gives back: all of it up to and including
 * the policy's date, then the policy's share. Minor units are rounded down, so a refund never gives
 * back more than the policy says.
 */
export function rentRefund(
  rent: number,
  policy: RefundPolicy,
  day: string,
): { amount: number; percent: number } {
  const percent =
    policy.fullRefundUntil !== null && day <= policy.fullRefundUntil ? 100 : policy.shareAfterPercent;
  return { amount: Math.floor((rent * percent) / 100), percent };
}

const dayMs = 86_400_000;
const dayOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The stay a period's rent pays for: arrival and departure days (YYYY-MM-DD), as in the settings. */
export interface StayDays {
  arrival: string;
  departure: string;
}

/**
 * What a move on `day` (the hostel's) charges (positive) or credits (negative) when the new room's rent
 * for the period differs from the old one's (issue #26 §2): the difference times the nights left of the
 * stay over all its nights. A night is counted from the day it starts: a move on the arrival day counts
 * every night, one on the departure day none, so the student pays each night at the price of the room
 * they sleep in. Before arrival every night is left; without the stay's days the whole difference is
 * due, since no night can yet be said to have passed. The share is rounded towards zero, so a move
 * never charges nor credits more than the exact share. Null when either room has no price.
 */
export function moveDifference(
  oldRent: number | null,
  newRent: number | null,
  day: string,
  stay: StayDays | null,
): { amount: number; nightsLeft: number | null; nights: number | null } | null {
  if (oldRent === null || newRent === null) return null;
  const difference = newRent - oldRent;
  if (!stay) return { amount: difference, nightsLeft: null, nights: null };
  const nights = Math.max(0, Math.round((dayOf(stay.departure) - dayOf(stay.arrival)) / dayMs));
  if (nights === 0) return { amount: 0, nightsLeft: 0, nights };
  const from = Math.max(dayOf(day), dayOf(stay.arrival));
  const nightsLeft = Math.min(nights, Math.max(0, Math.round((dayOf(stay.departure) - from) / dayMs)));
  return { amount: Math.trunc((difference * nightsLeft) / nights) || 0, nightsLeft, nights };
}

/**
 * What of a balance is overdue on `today` (YYYY-MM-DD): the balance less the charges not yet due, since
 * a payment settles the oldest charges first. A charge is overdue from the day after its due date, so
 * one due today is not. Reversed charges count for nothing: their reversal already took them from the
 * balance. Zero when nothing is overdue (a credit included).
 */
export function overdueAmount(
  entries: readonly Pick<LedgerEntry, 'amount' | 'dueDate' | 'reversed'>[],
  balance: number,
  today: string,
): number {
  const notYetDue = entries
    .filter(
      (entry) => entry.amount > 0 && !entry.reversed && entry.dueDate !== null && entry.dueDate >= today,
    )
    .reduce((sum, entry) => sum + entry.amount, 0);
  return Math.max(0, balance - notYetDue);
}

/**
 * The start of the reminder interval that ends at `now`: a student last reminded at or before it may be
 * reminded again (data/payment-reminders.ts remindOnce).
 */
export const reminderWindowStart = (now: Date, intervalDays: number): string =>
  new Date(now.getTime() - intervalDays * dayMs).toISOString();
