import { useParams } from 'react-router-dom';
import { BookingDetailsPage } from '../../../components/booking/booking-details-page.tsx';
import { paths } from '../../../config/paths.ts';
import { useBooking } from '../../../lib/booking.ts';

/** A student's booking on its own page (/student/bookings/p/{publicId}). */
export function BookingDetailsScreen() {
  const { publicId = '' } = useParams();
  const booking = useBooking(publicId);
  return (
    <BookingDetailsPage
      back={{ to: paths.student.dashboard, label: 'Back to dashboard' }}
      title="Booking Details"
      booking={booking.data?.booking ?? null}
      error={booking.error}
      onRetry={() => void booking.refetch()}
    />
  );
}
