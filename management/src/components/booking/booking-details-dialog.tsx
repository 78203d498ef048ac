import type { Booking } from '../../types/api.ts';
import { Dialog } from '../ui/dialog.tsx';
import { BookingDetails } from './booking-details.tsx';

/** A booking card's Details (./booking-card.tsx), open from its first render until it closes. */
export default function BookingDetailsDialog({
  booking,
  onClose,
}: {
  booking: Booking;
  onClose: () => void;
}) {
  return (
    <Dialog open title="Booking Details" onClose={onClose}>
      <BookingDetails booking={booking} />
    </Dialog>
  );
}
