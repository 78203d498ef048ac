import { ArrowLeft } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { messages } from '#contract/messages';
import { BookingDetails } from '../../../components/booking/booking-details.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { paths } from '../../../config/paths.ts';
import { messageOf } from '../../../lib/api-error.ts';
import type { Booking } from '../../../types/api.ts';
import { useArchivedBooking } from '../api/get-booking.ts';

/** The booking the history panel passed along in navigation state, when it is the one in the URL. */
function passedBooking(state: unknown, identifier: string): Booking | null {
  const booking = (state as { booking?: Booking } | null)?.booking;
  return booking && (booking.id === identifier || booking.publicId === identifier) ? booking : null;
}

/**
 * An archived booking of a student on its own page (SPEC.md §2): by public id or by internal id. The
 * history panel passes the booking along; opened from a link or a reload, it is loaded.
 */
export function ArchivedBookingScreen() {
  const { studentId = '', publicId, id } = useParams();
  const identifier = publicId ?? id ?? '';
  const passed = passedBooking(useLocation().state, identifier);
  const loaded = useArchivedBooking(passed ? null : identifier);
  const booking = passed ?? (loaded.status === 'success' ? loaded.data.booking : null);
  return (
    <div className="max-w-2xl space-y-6">
      <Link to={paths.adminStudent.history(studentId)} className={buttonClasses('ghost', '-ml-3')}>
        <ArrowLeft className="size-4" aria-hidden="true" /> Back to booking history
      </Link>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Archived Booking</h1>
      {!booking && loaded.status === 'loading' && <LoadingState label="Loading booking" rows={3} />}
      {!booking && loaded.status === 'error' && (
        <ErrorState
          message={messageOf(loaded.error, messages.bookings.fetchFailed)}
          onRetry={loaded.reload}
        />
      )}
      {booking && (
        <Card className="p-6">
          <BookingDetails booking={booking} />
        </Card>
      )}
    </div>
  );
}
