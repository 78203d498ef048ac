import type { Booking } from '#contract/bookings';
import { checkInForStudent, type CheckIn } from '#contract/conditions';
import { rulesDefaults } from '#contract/public-content/rules';
import type { DocumentContent } from '#contract/public-content/schemas';
import type { Residence } from '#contract/residence';
import { currentBookingOf } from '../../data/bookings.ts';
import { getContent } from '../../data/content.ts';
import { deskOf } from '../../data/desk.ts';
import { getRoom, occupantIdsOf } from '../../data/rooms.ts';
import type { RoomRecord } from '../../data/room-record.ts';
import type { Settings } from '../../data/settings.ts';
import { getStudentsByIds } from '../../data/students.ts';
import type { User } from '../../data/users.ts';
import { stayDaysOf } from '../desk/stay-days.ts';

/** A student's current stay: what the resident's page and the booking letter both show. */
export interface Stay {
  booking: Booking;
  room: RoomRecord;
  arrival: string | null;
  departure: string | null;
  checkIn: CheckIn | null;
  houseRules: DocumentContent;
}

/**
 * The student's current stay, or null without a current booking. Its days are the booking's own, or the
 * semester's (domain/desk/stay-days.ts).
 */
export async function currentStay(studentId: string, settings: Settings): Promise<Stay | null> {
  const booking = await currentBookingOf(studentId);
  if (!booking) return null;
  const [room, rules, desk] = await Promise.all([
    getRoom(booking.roomId),
    getContent('rules'),
    deskOf(booking.id),
  ]);
  if (!room) return null;
  const days = stayDaysOf(booking, desk, settings);
  return {
    booking,
    room,
    arrival: days.arrival,
    departure: days.departure,
    // The keys of its photos stay on the server; the report's screen reads their links from the stay.
    checkIn: desk.checkIn && {
      ...desk.checkIn,
      items: desk.checkIn.items.map(({ photoKeys: _, ...entry }) => entry),
    },
    houseRules: (rules?.content as DocumentContent | undefined) ?? rulesDefaults,
  };
}

/** The first word of a full name: all a resident learns of a roommate. */
export const firstNameOf = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? '';

/** The resident's page: the stay, with the roommates' first names unless staff turned them off. */
export async function residenceOf(student: User, settings: Settings): Promise<Residence | null> {
  const studentId = student.id;
  const stay = await currentStay(studentId, settings);
  if (!stay) return null;
  const { booking, room } = stay;
  let roommates: Residence['roommates'] = null;
  if (settings.showRoommates) {
    const others = (await occupantIdsOf(room.id)).filter((id) => id !== studentId);
    roommates = (await getStudentsByIds(others)).map((student) => ({
      firstName: firstNameOf(student.fullName),
    }));
  }
  return {
    studentIdNumber: student.studentIdNumber ?? null,
    booking: {
      publicId: booking.publicId,
      bookingDate: booking.bookingDate,
      academicYear: booking.academicYear,
      semester: booking.semester,
    },
    room: { roomNumber: room.roomNumber, roomType: room.roomType, block: room.block, floor: room.floor },
    arrival: stay.arrival,
    departure: stay.departure,
    checkIn: stay.checkIn && checkInForStudent(stay.checkIn),
    roommates,
    houseRules: stay.houseRules,
  };
}
