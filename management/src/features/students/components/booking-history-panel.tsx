import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ArchivedBookingList } from '../../../components/booking/archived-booking-list.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cx } from '../../../components/ui/cx.ts';
import { paths } from '../../../config/paths.ts';
import { useArchivedBookings } from '../../../lib/archived-bookings.ts';
import { useBookingSummary } from '../api/get-booking-summary.ts';

/**
 * The booking history panel (docs/spec.md §2, §9): collapsible, the archived count from the summary, archived
 * bookings ten at a time, each next page appended while the current page is below pagination.pages.
 */
export function BookingHistoryPanel({ studentId }: { studentId: string }) {
  const [open, setOpen] = useState(true);
  const history = useArchivedBookings(studentId);
  const summary = useBookingSummary(studentId);
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
        <ArchivedBookingList
          history={history}
          empty="This student has no archived booking records"
          actions={(booking) => (
            <Link
              to={paths.adminStudent.archivedBooking(studentId, booking)}
              state={{ booking }}
              className={buttonClasses('ghost')}
            >
              Open page
            </Link>
          )}
        />
      </div>
    </Card>
  );
}
