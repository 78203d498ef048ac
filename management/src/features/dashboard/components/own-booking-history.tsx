import { useState } from 'react';
import { History } from 'lucide-react';
import { messages } from '#contract/messages';
import { BookingCard } from '../../../components/booking/booking-card.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { messageOf } from '../../../lib/api-error.ts';
import type { Booking } from '../../../types/api.ts';
import { getOwnArchivedBookings, useOwnArchivedBookings } from '../api/get-own-archived-bookings.ts';

/**
 * The student's own archived bookings: the same card and details dialog staff see, with the
 * cancellation reason, ten at a time with Load More Archives (docs/spec.md §2, §9).
 */
export function OwnBookingHistory({ studentId }: { studentId: string }) {
  const first = useOwnArchivedBookings(studentId);
  const [more, setMore] = useState<{ archives: Booking[]; page: number; pages?: number }>({
    archives: [],
    page: 1,
  });
  const [loadingMore, setLoadingMore] = useState(false);

  const loadMore = async () => {
    setLoadingMore(true);
    try {
      const next = await getOwnArchivedBookings(studentId, more.page + 1);
      setMore((m) => ({
        archives: [...m.archives, ...next.archives],
        page: next.pagination.page,
        pages: next.pagination.pages,
      }));
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <section aria-labelledby="booking-history" className="space-y-3">
      <h2 id="booking-history" className="flex items-center gap-2 text-lg font-semibold">
        <History className="size-5 text-brand-600 dark:text-brand-400" aria-hidden="true" /> Booking History
        {first.status === 'success' && (
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            {first.data.pagination.total} archived
          </span>
        )}
      </h2>
      {first.status === 'loading' && <LoadingState label="Loading booking history...." rows={1} />}
      {first.status === 'error' && (
        <ErrorState
          message={messageOf(first.error, messages.bookings.archivedFailed)}
          onRetry={first.reload}
        />
      )}
      {first.status === 'success' && first.data.archives.length === 0 && (
        <EmptyState title="No Archived Bookings">Bookings that have ended will be listed here.</EmptyState>
      )}
      {first.status === 'success' && first.data.archives.length > 0 && (
        <ul className="grid gap-3">
          {[...first.data.archives, ...more.archives].map((booking) => (
            <li key={booking.id}>
              <BookingCard booking={booking} />
            </li>
          ))}
        </ul>
      )}
      {first.status === 'success' && more.page < (more.pages ?? first.data.pagination.pages) && (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={() => void loadMore()} pending={loadingMore}>
            Load More Archives
          </Button>
        </div>
      )}
    </section>
  );
}
