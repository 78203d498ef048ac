import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import * as messages from '#contract/messages';
import { BookingCard } from '../../../components/booking/booking-card.tsx';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { cx } from '../../../components/ui/cx.ts';
import { paths } from '../../../config/paths.ts';
import { useArchivedBookings } from '../api/get-archived-bookings.ts';
import { useBookingSummary } from '../api/get-booking-summary.ts';

/**
 * The booking history panel (docs/spec.md §2, §9): collapsible, the archived count from the summary, archived
 * bookings ten at a time, each next page appended while the current page is below pagination.pages.
 */
export function BookingHistoryPanel({ studentId }: { studentId: string }) {
  const [open, setOpen] = useState(true);
  const history = useArchivedBookings(studentId);
  const summary = useBookingSummary(studentId);
  const archives = history.data?.pages.flatMap((page) => page.archives) ?? [];
  const contentId = useId();

  return (
    <Card className="p-5">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-center justify-between gap-3 text-left text-lg font-semibold"
        >
          <span>
            Booking History
            {summary.data && (
              <span className="ml-2 rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                {summary.data.summary.archived.count} archived
              </span>
            )}
          </span>
          <ChevronDown
            className={cx('size-5 transition-transform', open && 'rotate-180')}
            aria-hidden="true"
          />
        </button>
      </h2>
      <div id={contentId} hidden={!open} className="mt-4 space-y-4">
        {history.status === 'pending' && (
          <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
            Loading booking history....
          </p>
        )}
        {history.status === 'error' && (
          <ErrorState message={messages.bookings.archivedFailed} onRetry={() => void history.refetch()} />
        )}
        {history.status === 'success' && archives.length === 0 && (
          <EmptyState title="No Archived Bookings">This student has no archived booking records</EmptyState>
        )}
        {history.status === 'success' && archives.length > 0 && (
          <ul className="grid gap-3">
            {archives.map((booking) => (
              <li key={booking.id}>
                <BookingCard
                  booking={booking}
                  actions={
                    <Link
                      to={paths.adminStudent.archivedBooking(studentId, booking)}
                      state={{ booking }}
                      className={buttonClasses('ghost')}
                    >
                      Open page
                    </Link>
                  }
                />
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
      </div>
    </Card>
  );
}
