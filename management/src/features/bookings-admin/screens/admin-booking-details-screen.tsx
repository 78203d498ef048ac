import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { bookingHolder } from '../../../components/booking/booking-details.tsx';
import { BookingDetailsPage } from '../../../components/booking/booking-details-page.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { screenTitles } from '../../../config/screen-titles.ts';
import { useBooking } from '../../../lib/booking.ts';
import { useStudent } from '../../../lib/student.ts';
import { BookingActionDialog, type BookingAction } from '../components/booking-action-dialogs.tsx';
import { StayPanel } from '../components/stay-panel.tsx';
import { RequestDecisions } from '../components/request-decisions.tsx';

const actions: { action: BookingAction; label: string }[] = [
  { action: 'move', label: 'Move to Another Room' },
  { action: 'status', label: 'Change Status' },
  { action: 'cancel', label: 'Cancel Booking' },
  { action: 'check-out', label: 'Check Out' },
  { action: 'delete', label: 'Delete Booking' },
];

/**
 * Booking details for staff (/admin/bookings/p/{publicId} and /admin/bookings/{id}): whose booking it
 * is (the student as they are now, with a link to the profile), while it is live its actions, and the
 * student's requests: one waiting for staff above the booking, the decided ones below it.
 */
export function AdminBookingDetailsScreen() {
  const { publicId, id } = useParams();
  const booking = useBooking(publicId ?? id ?? '');
  const studentId = booking.data?.booking.studentId ?? null;
  const student = useStudent(studentId);
  const [action, setAction] = useState<BookingAction | null>(null);
  const loaded = booking.data?.booking ?? null;
  const now = student.data?.student;
  return (
    <BookingDetailsPage
      back={{ to: paths.admin.bookings, label: 'Back to bookings' }}
      title={screenTitles.bookingDetails}
      booking={loaded}
      error={booking.error}
      onRetry={() => void booking.refetch()}
      holder={loaded ? bookingHolder(loaded, now, paths.adminStudent.profile(loaded.studentId)) : undefined}
      lead={(shown) => <RequestDecisions booking={shown} waiting />}
      actions={(shown) => (
        <>
          <StayPanel booking={shown} />
          {shown.status === 'active' && (
            <div className="flex flex-wrap gap-2">
              {actions.map((item) => (
                <Button
                  key={item.action}
                  variant={item.action === 'move' ? 'primary' : 'secondary'}
                  onClick={() => setAction(item.action)}
                >
                  {item.label}
                </Button>
              ))}
            </div>
          )}
          <RequestDecisions booking={shown} waiting={false} />
          {action && (
            <BookingActionDialog
              booking={shown}
              action={action}
              onClose={() => setAction(null)}
              onDone={() => {
                setAction(null);
              }}
            />
          )}
        </>
      )}
    />
  );
}
