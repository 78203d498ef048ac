import { bookingTransitions, type BookingStatus } from '#contract/bookings';
import type { GenderDesignation, Room } from '#contract/rooms';

/**
 * The rooms a booking may move to: open for booking with a free bed, not the room it is in, and
 * designated for the student's gender or mixed (the API refuses the rest; offering them would only
 * lead to a refusal).
 */
export function moveTargets(
  rooms: readonly Room[],
  currentRoomId: string,
  studentGender: string | null | undefined,
): Room[] {
  return rooms
    .filter(
      (room) =>
        room.id !== currentRoomId &&
        room.status === 'available' &&
        room.freeBeds > 0 &&
        fitsGender(room.genderDesignation, studentGender),
    )
    .sort((a, b) => a.roomNumber.localeCompare(b.roomNumber, 'en', { numeric: true }));
}

function fitsGender(designation: GenderDesignation, gender: string | null | undefined): boolean {
  return designation === 'mixed' || designation === gender;
}

/** The statuses the status change offers for a booking: only an active booking can end (README). */
export function statusChoices(status: BookingStatus): readonly BookingStatus[] {
  return bookingTransitions[status];
}
