import { Link } from 'react-router-dom';
import { orMissing } from '#contract/shown-values';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { paths } from '../../../config/paths.ts';
import { useMaintenance } from '../../../lib/public-settings.ts';
import { MaintenancePause } from '../../../components/maintenance-pause.tsx';
import type { RoomForStudent } from '../../../types/api.ts';
import { useHeldBooking } from '../api/get-held-booking.ts';

/**
 * Book, or for a student who already holds a booking, "You already have a room" linking to it: the
 * one-booking rule shown where the student stands instead of after Confirm.
 */
export function BookAction({
  room,
  label,
  className,
}: {
  room: RoomForStudent;
  label: string;
  className?: string;
}) {
  const held = useHeldBooking();
  const booking = held.status === 'success' ? held.data.booking : null;
  if (booking)
    return (
      <Link to={paths.student.booking(booking.publicId)} className={buttonClasses('secondary', className)}>
        You already have a room
      </Link>
    );
  return (
    <Link to={paths.student.bookRoom(room.id)} className={buttonClasses('primary', className)}>
      {label}
      <span className="sr-only"> room {room.roomNumber}</span>
    </Link>
  );
}

/**
 * What stops a booking before Confirm is pressed: a booking the student already holds, or maintenance
 * (with its message). Confirm stays disabled while either holds; the server still refuses a stale page.
 */
export function useBookingBlocker() {
  const held = useHeldBooking();
  const maintenance = useMaintenance().on;
  const booking = held.status === 'success' ? held.data.booking : null;
  const notice = booking ? (
    <Notice tone="warning" title="You already have a room">
      You hold a booking in Room {orMissing(booking.room?.roomNumber)}, and a student holds one at a time.{' '}
      <Link to={paths.student.booking(booking.publicId)} className="font-medium underline">
        See your booking
      </Link>
    </Notice>
  ) : maintenance ? (
    <MaintenancePause what="Booking" />
  ) : null;
  return { blocked: Boolean(booking) || maintenance, notice };
}
