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
