import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { messages } from '#contract/messages';
import { BookingDetails } from '../../../components/booking/booking-details.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { paths } from '../../../config/paths.ts';
import { messageOf } from '../../../lib/api-error.ts';
import { useBooking } from '../api/get-booking.ts';

/** A student's booking on its own page (/student/bookings/p/{publicId}). */
export function BookingDetailsScreen() {
  const { publicId = '' } = useParams();
  const booking = useBooking(publicId);
  return (
    <div className="max-w-2xl space-y-6">
      <Link to={paths.student.dashboard} className={buttonClasses('ghost', '-ml-3')}>
        <ArrowLeft className="size-4" aria-hidden="true" /> Back to dashboard
      </Link>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Booking Details</h1>
      {booking.status === 'loading' && <LoadingState label="Loading booking" rows={3} />}
      {booking.status === 'error' && (
        <ErrorState
          message={messageOf(booking.error, messages.bookings.fetchFailed)}
          onRetry={booking.reload}
        />
      )}
      {booking.status === 'success' && (
        <Card className="p-6">
          <BookingDetails booking={booking.data.booking} />
        </Card>
      )}
    </div>
  );
}
