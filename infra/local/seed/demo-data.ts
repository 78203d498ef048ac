import { randomBytes } from 'node:crypto';
import { messages } from '../../../functions/contract/messages.ts';
import { hashPassword } from '../../../functions/core/passwords.ts';
import { auditItems, type Actor } from '../../../functions/data/audit.ts';
import { createBooking, endBooking, type Ending } from '../../../functions/data/bookings.ts';
import { listRooms, type RoomRecord } from '../../../functions/data/rooms.ts';
import { getSettings } from '../../../functions/data/settings.ts';
import { updateStudent } from '../../../functions/data/students.ts';
import { createUser, getUserByEmail, type User } from '../../../functions/data/users.ts';

/** A small seeded generator (mulberry32), so the demo hostel is the same on every fresh start. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]! };
}

const femaleNames = ['Akosua', 'Efua', 'Adwoa', 'Yaa', 'Afia', 'Esi', 'Abena', 'Serwaa', 'Nana', 'Dzifa'];
const maleNames = ['Kwame', 'Kojo', 'Kwabena', 'Yaw', 'Kofi', 'Kwaku', 'Fiifi', 'Selasi', 'Edem', 'Nii'];
const surnames = [
  'Mensah',
  'Asante',
  'Owusu',
  'Boateng',
  'Appiah',
  'Osei',
  'Agyeman',
  'Tetteh',
  'Quaye',
  'Addo',
  'Darko',
  'Ansah',
];
const programmes = [
  'BSc Computer Engineering',
  'BSc Civil Engineering',
  'BSc Electrical Engineering',
  'BSc Mechanical Engineering',
  'BSc Computer Science',
  'BSc Architecture',
  'BSc Chemical Engineering',
  'BSc Mathematics',
];
const levels = ['100', '200', '300', '400'];
const cancelReasons = [
  'Moved closer to family',
  'Deferred the semester',
  'Found private housing',
  'Travelled abroad',
];

export const demoStudentCount = 66;
const occupancyTarget = 0.7;

/** The academic period `back` semesters before the current one. */
function earlierPeriod(year: string, semester: number, back: number) {
  let start = Number(year.slice(0, 4));
  let sem = semester;
  for (let i = 0; i < back; i += 1) {
    if (sem === 2) sem = 1;
    else {
      sem = 2;
      start -= 1;
    }
  }
  return { academicYear: `${start}/${start + 1}`, semester: sem };
}

/**
 * A hostel worth looking at (issue 18): about 60 students of varied programmes, levels and genders
 * (some inactive, some unverified), beds about 70 % full this period, and the two earlier periods'
 * checked-out and cancelled bookings in the archive, each written by the demo admin through the same
 * transactions the API uses, so the audit trail has a history too. Deterministic from a fixed seed.
 */
export async function seedDemoData(): Promise<void> {
  const random = generator(18);
  const settings = await getSettings();
  const admin = await getUserByEmail('admin@northgate.example');
  const actor: Actor = admin ? { id: admin.id, role: 'admin' } : { id: 'system', role: 'system' };
  // The demo students never sign in with a known password: one hash serves them all, so the seed takes seconds.
  const passwordHash = await hashPassword(randomBytes(12).toString('base64url'));
  const students: User[] = [];
  for (let i = 0; i < demoStudentCount; i += 1) {
    const gender = random.next() < 0.5 ? 'female' : 'male';
    const first = random.pick(gender === 'female' ? femaleNames : maleNames);
    const last = random.pick(surnames);
    students.push(
      await createUser({
        role: 'student',
        email: `${first}.${last}.${i + 1}@students.northgate.example`.toLowerCase(),
        fullName: `${first} ${last}`,
        passwordHash,
        emailVerified: random.next() > 0.08,
        isActive: true,
        gender,
        phoneNumber: `+2332${String(40000000 + Math.floor(random.next() * 9999999)).padStart(8, '0')}`,
        dateOfBirth: `${2001 + Math.floor(random.next() * 5)}-0${1 + Math.floor(random.next() * 9)}-1${Math.floor(random.next() * 9)}`,
        programmeOfStudy: random.pick(programmes),
        level: random.pick(levels),
        guardianName: `${random.pick(maleNames)} ${last}`,
        guardianPhoneNumber: `+2332${String(50000000 + Math.floor(random.next() * 9999999)).padStart(8, '0')}`,
      }),
    );
  }

  const rooms = (await listRooms()).filter((room) => room.status === 'available');
  const free = new Map(rooms.map((room) => [room.id, room.capacity - room.currentOccupancy]));
  const roomFor = (student: User): RoomRecord | undefined =>
    rooms.find(
      (room) =>
        (free.get(room.id) ?? 0) > 0 &&
        (room.genderDesignation === 'mixed' || room.genderDesignation === student.gender),
    );
  const book = (student: User, room: RoomRecord, period: { academicYear: string; semester: number }) =>
    createBooking({
      student,
      room,
      ...period,
      createdByAdmin: random.next() < 0.3,
      audit: (created) =>
        auditItems({
          actor,
          action: 'booking.create',
          entity: { type: 'booking', id: created.id },
          after: { studentId: created.studentId, roomId: created.roomId, status: created.status },
        }),
    });
  const end = (booking: Awaited<ReturnType<typeof book>>, ending: Omit<Ending, 'by'>, action: string) =>
    endBooking(booking, { ...ending, by: actor.id }, (archived) =>
      auditItems({
        actor,
        action,
        entity: { type: 'booking', id: booking.id },
        before: { status: booking.status },
        after: { status: archived.status, archiveReason: archived.archiveReason },
      }),
    );

  // Two earlier periods: most students stayed and checked out, some cancelled.
  for (const back of [2, 1]) {
    const period = earlierPeriod(settings.currentAcademicYear, settings.currentSemester, back);
    for (const student of students) {
      if (random.next() < 0.25) continue;
      const room = roomFor(student);
      if (!room) continue;
      const booking = await book(student, room, period);
      if (random.next() < 0.2) {
        const reason = random.pick(cancelReasons);
        await end(
          booking,
          {
            status: 'cancelled',
            reason: messages.bookings.archiveReasons.cancelled,
            cancellationReason: reason,
          },
          'booking.cancel',
        );
      } else {
        await end(
          booking,
          { status: 'inactive', reason: messages.bookings.archiveReasons.checkedOut },
          'student.check-out',
        );
      }
    }
  }

  // This period: about 70 % of the beds, across the students.
  const beds = rooms.reduce((sum, room) => sum + (free.get(room.id) ?? 0), 0);
  let toFill = Math.round(beds * occupancyTarget);
  for (const student of students) {
    if (toFill <= 0) break;
    const room = roomFor(student);
    if (!room) continue;
    await book(student, room, {
      academicYear: settings.currentAcademicYear,
      semester: settings.currentSemester,
    });
    free.set(room.id, (free.get(room.id) ?? 1) - 1);
    toFill -= 1;
  }

  // A few accounts are switched off (among those without a bed now).
  for (const student of students.slice(-4)) {
    await updateStudent(student, { isActive: false }, (after) =>
      auditItems({
        actor,
        action: 'student.status',
        entity: { type: 'student', id: after.id },
        before: { isActive: true },
        after: { isActive: false },
      }),
    );
  }
}
