import { useLocation, useParams } from 'react-router-dom';
import { bookingHolder } from '../../../components/booking/booking-details.tsx';
import { BookingDetailsPage } from '../../../components/booking/booking-details-page.tsx';
import { paths } from '../../../config/paths.ts';
import type { Booking } from '../../../types/api.ts';
import { useArchivedBooking } from '../api/get-booking.ts';
import { useStudent } from '../../../lib/student.ts';

/** The booking the history panel passed along in navigation state, when it is the one in the URL. */
function passedBooking(state: unknown, identifier: string): Booking | null {
  const booking = (state as { booking?: Booking } | null)?.booking;
  return booking && (booking.id === identifier || booking.publicId === identifier) ? booking : null;
}

/**
 * An archived booking of a student on its own page (docs/spec.md §2): by public id or by internal id. The
 * history panel passes the booking along; opened from a link or a reload, it is loaded.
 */
export function ArchivedBookingScreen() {
  const { studentId = '', publicId, id } = useParams();
  const identifier = publicId ?? id ?? '';
  const passed = passedBooking(useLocation().state, identifier);
  const loaded = useArchivedBooking(passed ? null : identifier);
  const student = useStudent(studentId);
  const booking = passed ?? loaded.data?.booking ?? null;
  const now = student.data?.student;
  return (
    <BookingDetailsPage
      back={{ to: paths.adminStudent.history(studentId), label: 'Back to booking history' }}
      title="Archived Booking"
      booking={booking}
      error={loaded.error}
      onRetry={() => void loaded.refetch()}
      holder={booking ? bookingHolder(booking, now, paths.adminStudent.profile(studentId)) : undefined}
    />
  );
}
