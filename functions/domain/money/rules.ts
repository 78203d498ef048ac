import type { RefundPolicy } from '#contract/money';

/**
 * The hostel's money rules, pure so they are tested on their own: what a room costs, when a charge is
 * due, and what a cancellation gives back.
 */

/** The day (YYYY-MM-DD, UTC) a charge made at `at` falls due. */
export function dueDateOf(at: string, paymentDueDays: number): string {
  const due = new Date(at);
  due.setUTCDate(due.getUTCDate() + paymentDueDays);
  return due.toISOString().slice(0, 10);
}

/**
 * The share of the rent a cancellation on `on` (an ISO time) gives back: all of it up to and including
 * the policy's date, then the policy's share. Minor units are rounded down, so a refund never gives
 * back more than the policy says.
 */
export function rentRefund(
  rent: number,
  policy: RefundPolicy,
  on: string,
): { amount: number; percent: number } {
  const percent =
    policy.fullRefundUntil !== null && on.slice(0, 10) <= policy.fullRefundUntil
      ? 100
      : policy.shareAfterPercent;
  return { amount: Math.floor((rent * percent) / 100), percent };
}

const dayMs = 86_400_000;
const dayOf = (date: string) => Date.parse(`${date.slice(0, 10)}T00:00:00Z`);

/** The stay a period's rent pays for: arrival and departure days (YYYY-MM-DD), as in the settings. */
export interface StayDays {
  arrival: string;
  departure: string;
}

/**
 * What a move on `on` (an ISO time) charges (positive) or credits (negative) when the new room's rent
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
  on: string,
  stay: StayDays | null,
): { amount: number; nightsLeft: number | null; nights: number | null } | null {
  if (oldRent === null || newRent === null) return null;
  const difference = newRent - oldRent;
  if (!stay) return { amount: difference, nightsLeft: null, nights: null };
  const nights = Math.max(0, Math.round((dayOf(stay.departure) - dayOf(stay.arrival)) / dayMs));
  if (nights === 0) return { amount: 0, nightsLeft: 0, nights };
  const from = Math.max(dayOf(on), dayOf(stay.arrival));
  const nightsLeft = Math.min(nights, Math.max(0, Math.round((dayOf(stay.departure) - from) / dayMs)));
  return { amount: Math.trunc((difference * nightsLeft) / nights) || 0, nightsLeft, nights };
}
