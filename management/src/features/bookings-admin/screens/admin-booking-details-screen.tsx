import { useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { messages } from '#contract/messages';
import { BookingDetails } from '../../../components/booking/booking-details.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { paths } from '../../../config/paths.ts';
import { messageOf } from '../../../lib/api-error.ts';
import { useBooking } from '../../bookings/api/get-booking.ts';
import { BookingActionDialog, type BookingAction } from '../components/booking-action-dialogs.tsx';

const actions: { action: BookingAction; label: string }[] = [
  { action: 'move', label: 'Move to Another Room' },
  { action: 'status', label: 'Change Status' },
  { action: 'cancel', label: 'Cancel Booking' },
  { action: 'check-out', label: 'Check Out' },
  { action: 'delete', label: 'Delete Booking' },
];

/** Booking details for staff (/admin/bookings/p/{publicId} and /admin/bookings/{id}), with its actions. */
export function AdminBookingDetailsScreen() {
  const { publicId, id } = useParams();
  const booking = useBooking(publicId ?? id ?? '');
  const [action, setAction] = useState<BookingAction | null>(null);
  return (
    <div className="max-w-3xl space-y-6">
      <Link to={paths.admin.bookings} className={buttonClasses('ghost', '-ml-3')}>
        <ArrowLeft className="size-4" aria-hidden="true" /> Back to bookings
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
        <>
          <Card className="p-6">
            <BookingDetails booking={booking.data.booking} />
          </Card>
          {booking.data.booking.status === 'active' && (
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
          {action && (
            <BookingActionDialog
              booking={booking.data.booking}
              action={action}
              onClose={() => setAction(null)}
              onDone={() => {
                setAction(null);
                booking.reload();
              }}
            />
          )}
        </>
      )}
    </div>
  );
}
