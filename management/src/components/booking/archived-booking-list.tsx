import type { ReactNode } from 'react';
import * as messages from '#contract/messages';
import type { useArchivedBookings } from '../../lib/archived-bookings.ts';
import type { Booking } from '../../types/api.ts';
import { Button } from '../ui/button.tsx';
import { EmptyState, LoadingState, QueryFailed } from '../ui/states.tsx';
import { BookingCard } from './booking-card.tsx';

/**
 * A student's archived bookings as cards, ten at a time with Load More Archives (docs/spec.md §2, §9):
 * the student's own history and staff's panel of it, which differ only in their frame, their empty
 * words and what each card offers.
 */
export function ArchivedBookingList({
  history,
  empty,
  actions,
}: {
  history: ReturnType<typeof useArchivedBookings>;
  empty: string;
  actions?: (booking: Booking) => ReactNode;
}) {
  const archives = history.data?.pages.flatMap((page) => page.archives) ?? [];
  return (
    <>
      {history.status === 'pending' && <LoadingState label="Loading booking history...." rows={1} />}
      <QueryFailed query={history} failed={messages.bookings.archivedFailed} />
      {history.status === 'success' && archives.length === 0 && (
        <EmptyState title="No Archived Bookings">{empty}</EmptyState>
      )}
      {archives.length > 0 && (
        <ul className="grid gap-3">
          {archives.map((booking) => (
            <li key={booking.id}>
              <BookingCard booking={booking} actions={actions?.(booking)} />
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
    </>
  );
}
