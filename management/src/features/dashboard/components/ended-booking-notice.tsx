import { Notice } from '../../../components/ui/notice.tsx';
import { formatDate } from '../../../lib/dates.ts';
import type { Booking } from '../../../types/api.ts';
import { useArchivedBookings } from '../../../lib/archived-bookings.ts';

/** How the booking ended, in the student's words: the status says how, the reasons say why. */
export function endingOf(booking: Booking): { title: string; detail: string } {
  const room = `Room ${booking.room?.roomNumber ?? 'N/A'}`;
  const on = formatDate(booking.archivedAt);
  if (booking.status === 'cancelled')
    return {
      title: `Your booking of ${room} was cancelled on ${on}`,
      detail: booking.cancellationReason
        ? `Reason: ${booking.cancellationReason}`
        : 'The hostel office gave no reason.',
    };
  if (booking.status === 'inactive')
    return { title: `You were checked out of ${room} on ${on}`, detail: 'Your stay there has ended.' };
  return {
    title: `Your booking of ${room} ended on ${on}`,
    detail: booking.archiveReason ? `Reason: ${booking.archiveReason}` : 'It has been archived.',
  };
}

/**
 * Shown instead of silence when the student has no current booking but one ended: staff cancelled it,
 * checked them out or archived it. The newest archived booking is the one that ended last.
 */
export function EndedBookingNotice({ studentId }: { studentId: string }) {
  const history = useArchivedBookings(studentId);
  const last = history.status === 'success' ? history.data.pages[0]?.archives[0] : undefined;
  if (!last) return null;
  const { title, detail } = endingOf(last);
  return (
    <Notice tone="warning" title={title}>
      <p>{detail}</p>
      <p className="mt-1">Your past bookings are listed under Booking History below.</p>
    </Notice>
  );
}
