import { useParams } from 'react-router-dom';
import { BookingDetailsPage } from '../../../components/booking/booking-details-page.tsx';
import { paths } from '../../../config/paths.ts';
import { screenTitles } from '../../../config/screen-titles.ts';
import { useBooking } from '../../../lib/booking.ts';
import { RequestPanel } from '../components/request-panel.tsx';

/**
 * A student's booking on its own page (/student/bookings/p/{publicId}), with their requests for a
 * change to it.
 */
export function BookingDetailsScreen() {
  const { publicId = '' } = useParams();
  const booking = useBooking(publicId);
  return (
    <BookingDetailsPage
      back={{ to: paths.student.dashboard, label: 'Back to dashboard' }}
      title={screenTitles.bookingDetails}
      booking={booking.data?.booking ?? null}
      error={booking.error}
      onRetry={() => void booking.refetch()}
      actions={(shown) => <RequestPanel booking={shown} />}
    />
  );
}
