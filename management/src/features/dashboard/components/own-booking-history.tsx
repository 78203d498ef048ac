import { History } from 'lucide-react';
import { ArchivedBookingList } from '../../../components/booking/archived-booking-list.tsx';
import { IconSection } from '../../../components/ui/icon-section.tsx';
import { useArchivedBookings } from '../../../lib/archived-bookings.ts';

/**
 * The student's own archived bookings: the same card and details dialog staff see, with the
 * cancellation reason, ten at a time with Load More Archives (docs/spec.md §2, §9).
 */
export function OwnBookingHistory({ studentId }: { studentId: string }) {
  const history = useArchivedBookings(studentId);
  const total = history.data?.pages[0]?.pagination.total;

  return (
    <IconSection
      title="Booking History"
      icon={History}
      badge={
        history.status === 'success' && (
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            {total} archived
          </span>
        )
      }
    >
      <ArchivedBookingList history={history} empty="Bookings that have ended will be listed here." />
    </IconSection>
  );
}
