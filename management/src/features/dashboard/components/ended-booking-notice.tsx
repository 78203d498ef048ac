import { Notice } from '../../../components/ui/notice.tsx';
import { useArchivedBookings } from '../../../lib/archived-bookings.ts';
import { endingOf, recentEnding } from '../ending.ts';

/**
 * Shown instead of silence when the student has no current booking but one ended lately: staff
 * cancelled it, checked them out or archived it. The newest archived booking is the one that ended last.
 */
export function EndedBookingNotice({ studentId }: { studentId: string }) {
  const history = useArchivedBookings(studentId);
  const last = recentEnding(history.status === 'success' ? history.data.pages[0]?.archives[0] : undefined);
  if (!last) return null;
  const { title, detail, tone } = endingOf(last);
  return (
    <Notice tone={tone} title={title}>
      <p>{detail}</p>
      <p className="mt-1">Your past bookings are listed under Booking History below.</p>
    </Notice>
  );
}
