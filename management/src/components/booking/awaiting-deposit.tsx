import { depositWording } from '#contract/booking-statuses';
import { formatDateTimeThisWeek } from '../../lib/dates.ts';
import type { Booking } from '../../types/api.ts';
import { Badge } from '../ui/badge.tsx';

/** Until when an active booking waits for its deposit; null once paid, ended, or never under the rule. */
export const depositDueByOf = (booking: Pick<Booking, 'status' | 'depositDueBy'>) =>
  booking.status === 'active' && booking.depositDueBy ? booking.depositDueBy : null;

/**
 * "Awaiting deposit until …" beside a booking whose bed waits for its deposit (issue #26 §7), on one line
 * of a 375 px phone: the deadline, at most a week off, goes without its year. In a list row (`compact`)
 * it says "Deposit due", with the whole text as its title: the full text widened the status column past
 * the row's actions at 1280 px.
 */
export function AwaitingDeposit({
  booking,
  compact = false,
}: {
  booking: Pick<Booking, 'status' | 'depositDueBy'>;
  compact?: boolean;
}) {
  const until = depositDueByOf(booking);
  if (!until) return null;
  const full = depositWording.awaitingDeposit(formatDateTimeThisWeek(until));
  if (!compact) return <Badge tone="amber">{full}</Badge>;
  return (
    <span title={full}>
      <Badge tone="amber">{depositWording.depositDue}</Badge>
    </span>
  );
}
