import { randomBytes } from 'node:crypto';
import { passwordCredentialPut } from '../../../functions/data/credentials.ts';
import { housesGender, listRooms } from '../../../functions/data/rooms.ts';
import type { RoomRecord } from '../../../functions/data/room-record.ts';
import { getSettings } from '../../../functions/data/settings.ts';
import { createStudent } from '../../../functions/data/students.ts';
import type { NewUser } from '../../../functions/data/users.ts';
import { joinedAuditItems, joinWaitlist, newEntry } from '../../../functions/data/waitlist.ts';
import { hashPassword } from '../../../functions/platform/passwords.ts';
import type { DemoCalendar } from './demo-calendar.ts';

/**
 * The block the demo's students name when they join: the mixed one (seed/rooms.ts). A wait for one block
 * holds only that block's free beds for the queue (functions/data/waitlist.ts), so the rest of the
 * hostel, and any room staff add, stays bookable as before.
 */
const waitingBlock = 'C';

/**
 * First-year students who signed up after the semester began, `daysAgo` at `signedUpAt` hours into the
 * day (UTC), and joined the waitlist `joinedAfter` hours later, once they had seen the rooms list. Men:
 * this period's bookings fill every Single room a man may live in (blocks A and C), while a woman still
 * finds a free bed of every type in block B.
 */
const waiters: Array<{
  student: Omit<NewUser, 'role' | 'isActive' | 'emailVerified'>;
  daysAgo: number;
  signedUpAt: number;
  joinedAfter: number;
}> = [
  {
    student: {
      email: 'kwesi.frimpong.61@students.northgate.example',
      fullName: 'Kwesi Frimpong',
      gender: 'male',
      programmeOfStudy: 'BSc Architecture',
      guardianName: 'Abena Frimpong',
      guardianRelationship: 'parent',
      phoneNumber: '+233240481230',
      guardianPhoneNumber: '+233250177406',
      dateOfBirth: '2007-03-14',
    },
    daysAgo: 11,
    signedUpAt: 9.4,
    joinedAfter: 0.6,
  },
  {
    student: {
      email: 'kofi.badu.62@students.northgate.example',
      fullName: 'Kofi Badu',
      gender: 'male',
      programmeOfStudy: 'BSc Computer Science',
      guardianName: 'Yaw Badu',
      guardianRelationship: 'parent',
      phoneNumber: '+233240930571',
      guardianPhoneNumber: '+233251442089',
      dateOfBirth: '2006-11-02',
    },
    daysAgo: 6,
    signedUpAt: 19.1,
    joinedAfter: 0.3,
  },
  {
    student: {
      email: 'kwadwo.nyarko.63@students.northgate.example',
      fullName: 'Kwadwo Nyarko',
      gender: 'male',
      programmeOfStudy: 'BSc Mathematics',
      guardianName: 'Efua Nyarko',
      guardianRelationship: 'sponsor',
      phoneNumber: '+233241765902',
      guardianPhoneNumber: '+233259013374',
      dateOfBirth: '2007-07-21',
    },
    daysAgo: 2,
    signedUpAt: 13.5,
    joinedAfter: 1.2,
  },
];

/**
 * The room types whose every open room that `gender` may live in, in any block, is full: for a student
 * of that gender a bed of them can only be waited for (docs/spec.md §10: the waitlist is for when no
 * suitable bed is free).
 */
export function fullRoomTypes(rooms: RoomRecord[], gender: string | undefined): string[] {
  const open = rooms.filter((room) => room.status === 'available' && housesGender(room, gender));
  return [...new Set(open.map((room) => room.roomType))].filter((type) =>
    open.every((room) => room.roomType !== type || room.currentOccupancy >= room.capacity),
  );
}

/**
 * The demo's waitlist (docs/spec.md §10), so Admin › Waitlist has a queue and staff can watch a freed
 * bed be offered: first-year students with no room this period, each waiting in the mixed block for the
 * room types it has that are full for them in every block once this period's bookings are written (a
 * student with a bed of such a type free anywhere would have booked it; one with none full, any bed).
 * Each signed up and joined at its time before today, through the join's own transaction and audit
 * entry.
 */
export async function seedWaitlist(calendar: DemoCalendar): Promise<void> {
  const settings = await getSettings();
  const period = { academicYear: settings.currentAcademicYear, semester: settings.currentSemester };
  const rooms = await listRooms();
  const firstYear = period.academicYear.slice(0, 4);
  // Nobody signs in as them: a random password, hashed once.
  const passwordHash = await hashPassword(randomBytes(12).toString('base64url'));
  for (const [index, { student, daysAgo, signedUpAt, joinedAfter }] of waiters.entries()) {
    const full = fullRoomTypes(rooms, student.gender).filter((type) =>
      rooms.some((room) => room.block === waitingBlock && room.roomType === type),
    );
    if (full.length === 0) continue;
    const signedUp = calendar.on(calendar.day(-daysAgo), signedUpAt);
    const user = await createStudent(
      {
        ...student,
        role: 'student',
        emailVerified: true,
        isActive: true,
        level: '100',
        studentIdNumber: `UG/${firstYear}/${12301 + index * 37}`,
      },
      (created) => [passwordCredentialPut(created.id, passwordHash)],
      signedUp,
    );
    // Each accepts every full type, the one they prefer first.
    const roomTypes = [...full.slice(index % full.length), ...full.slice(0, index % full.length)];
    const entry = newEntry(
      user,
      period,
      { roomTypes, block: waitingBlock },
      calendar.after(signedUp, joinedAfter),
    );
    await joinWaitlist(entry, joinedAuditItems(entry));
  }
}
