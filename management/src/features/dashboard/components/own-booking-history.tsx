import { History } from 'lucide-react';
import * as messages from '#contract/messages';
import { BookingCard } from '../../../components/booking/booking-card.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { messageOf } from '../../../lib/api-error.ts';
import { useOwnArchivedBookings } from '../api/get-own-archived-bookings.ts';

/**
 * The student's own archived bookings: the same card and details dialog staff see, with the
 * cancellation reason, ten at a time with Load More Archives (docs/spec.md §2, §9).
 */
export function OwnBookingHistory({ studentId }: { studentId: string }) {
  const history = useOwnArchivedBookings(studentId);
  const archives = history.data?.pages.flatMap((page) => page.archives) ?? [];
  const total = history.data?.pages[0]?.pagination.total;

  return (
    <section aria-labelledby="booking-history" className="space-y-3">
      <h2 id="booking-history" className="flex items-center gap-2 text-lg font-semibold">
        <History className="size-5 text-brand-600 dark:text-brand-400" aria-hidden="true" /> Booking History
        {history.status === 'success' && (
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            {total} archived
          </span>
        )}
      </h2>
      {history.status === 'pending' && <LoadingState label="Loading booking history...." rows={1} />}
      {history.status === 'error' && (
        <ErrorState
          message={messageOf(history.error, messages.bookings.archivedFailed)}
          onRetry={() => void history.refetch()}
        />
      )}
      {history.status === 'success' && archives.length === 0 && (
        <EmptyState title="No Archived Bookings">Bookings that have ended will be listed here.</EmptyState>
      )}
      {history.status === 'success' && archives.length > 0 && (
        <ul className="grid gap-3">
          {archives.map((booking) => (
            <li key={booking.id}>
              <BookingCard booking={booking} />
            </li>
          ))}
        </ul>
      )}
      {history.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            onClick={() => void history.fetchNextPage()}
            pending={history.isFetchingNextPage}
          >
            Load More Archives
          </Button>
        </div>
      )}
    </section>
  );
}
