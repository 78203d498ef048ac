import { randomBytes } from 'node:crypto';
import * as messages from '../../../functions/contract/messages.ts';
import { hashPassword } from '../../../functions/platform/passwords.ts';
import { auditItems, type Actor, bookingName } from '../../../functions/data/audit.ts';
import { createBooking, endBooking, type Ending } from '../../../functions/data/bookings.ts';
import { getRoom, listRooms, type RoomRecord } from '../../../functions/data/rooms.ts';
import { getSettings } from '../../../functions/data/settings.ts';
import { passwordCredentialPut } from '../../../functions/data/credentials.ts';
import { createStudent, updateStudent } from '../../../functions/data/students.ts';
import { getUserByEmail, type NewUser, type User } from '../../../functions/data/users.ts';
import type { Booking } from '../../../functions/contract/bookings.ts';
import { bookingChargeItems } from '../../../functions/domain/money/booking-charges.ts';
import { depositDueByOf } from '../../../functions/domain/money/rules.ts';
import type { DepositDeadline } from '../../../functions/contract/hostel-defaults.ts';
import { paysThisPeriod, seedArrears, seedPayments, seedPrices } from './money.ts';

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

export const demoStudentCount = 60;
const occupancyTarget = 0.7;
/** Students who cancelled and rebooked through both earlier periods, so their history pages (10 a page). */
const restlessCount = 2;
const cancellationsPerPeriod = 6;
/** The demo student of demo-accounts.ts is one of the restless, so signing in as her shows a long history. */
const demoStudentEmail = 'student@northgate.example';
/** The demo resident of demo-accounts.ts holds a bed this period, first of all, so there is always one. */
export const demoResidentEmail = 'resident@northgate.example';

type Period = { academicYear: string; semester: number };

/** A day of a period (semester 1 from 20 August, semester 2 from 10 January), at noon UTC. */
function dayOf(period: Period, day: number): string {
  const start = Number(period.academicYear.slice(0, 4));
  const first = period.semester === 1 ? Date.UTC(start, 7, 20, 12) : Date.UTC(start + 1, 0, 10, 12);
  return new Date(first + day * 24 * 60 * 60 * 1000).toISOString();
}

/** The academic period `back` semesters before the current one. */
export function earlierPeriod(current: Period, back: number): Period {
  let start = Number(current.academicYear.slice(0, 4));
  let sem = current.semester;
  for (let i = 0; i < back; i += 1) {
    if (sem === 2) sem = 1;
    else {
      sem = 2;
      start -= 1;
    }
  }
  return { academicYear: `${start}/${start + 1}`, semester: sem };
}

export type DemoStudent = NewUser;
type PlannedRoom = Pick<RoomRecord, 'id' | 'capacity' | 'currentOccupancy' | 'status' | 'genderDesignation'>;

export interface DemoBooking {
  /** The student's email: a generated student's, or the demo student's. */
  student: string;
  roomId: string;
  period: Period;
  createdByAdmin: boolean;
  /** How an earlier period's booking ended; a current one stays active. */
  ending?: { cancelled: string } | 'checked-out';
  /** When an earlier period's booking was made and ended (ISO): inside that period. */
  bookedAt?: string;
  endedAt?: string;
}

export interface DemoHostelPlan {
  students: DemoStudent[];
  /** In the order they are written: an earlier booking ends before the next one of its student. */
  bookings: DemoBooking[];
  /** Students switched off at the end (none of them has a bed now). */
  deactivated: string[];
}

/** Mostly parents, as at a real residence. */
const demoRelationships = [
  'parent',
  'parent',
  'sponsor',
  'parent',
  'sibling',
  'otherRelative',
  'parent',
  'spouse',
  'other',
] as const;

/**
 * The demo hostel as data, from a fixed seed and the seeded rooms, so every fresh start writes the same
 * one: about 60 students of varied programmes, levels and genders (some unverified), two earlier
 * periods of checked-out and cancelled bookings, and beds about 70 % full this period.
 */
export function demoHostelPlan(rooms: PlannedRoom[], current: Period): DemoHostelPlan {
  const random = generator(18);
  const students: DemoStudent[] = [];
  const named = new Set<string>();
  for (let i = 0; i < demoStudentCount; i += 1) {
    const gender = random.next() < 0.5 ? 'female' : 'male';
    const first = random.pick(gender === 'female' ? femaleNames : maleNames);
    // Two residents of one name happen, but in a demo they read as one booked twice.
    let last = random.pick(surnames);
    while (named.has(`${first} ${last}`)) last = random.pick(surnames);
    named.add(`${first} ${last}`);
    students.push({
      role: 'student',
      email: `${first}.${last}.${i + 1}@students.northgate.example`.toLowerCase(),
      fullName: `${first} ${last}`,
      emailVerified: random.next() > 0.08,
      isActive: true,
      gender,
      phoneNumber: `+2332${String(40000000 + Math.floor(random.next() * 9999999)).padStart(8, '0')}`,
      dateOfBirth: `${2001 + Math.floor(random.next() * 5)}-0${1 + Math.floor(random.next() * 9)}-1${Math.floor(random.next() * 9)}`,
      programmeOfStudy: random.pick(programmes),
      level: random.pick(levels),
      guardianName: `${random.pick(maleNames)} ${last}`,
      guardianPhoneNumber: `+2332${String(50000000 + Math.floor(random.next() * 9999999)).padStart(8, '0')}`,
      // From the index, not the generator, so the rest of the demo hostel stays as it was.
      guardianRelationship: demoRelationships[i % demoRelationships.length],
      studentIdNumber: `UG/${2022 + (i % 4)}/${String(10001 + i * 37).padStart(5, '0')}`,
    });
  }

  const open = rooms.filter((room) => room.status === 'available');
  const free = new Map(open.map((room) => [room.id, room.capacity - room.currentOccupancy]));
  // Any room with a free bed that suits the student, picked at random so the hostel fills unevenly, as
  // a real one does: some rooms full, some half, some empty.
  const roomFor = (gender: string | undefined) => {
    const suitable = open.filter(
      (room) =>
        (free.get(room.id) ?? 0) > 0 &&
        (room.genderDesignation === 'mixed' || room.genderDesignation === gender),
    );
    return suitable.length > 0 ? random.pick(suitable) : undefined;
  };
  const bookings: DemoBooking[] = [];
  const book = (
    student: { email: string; gender?: string },
    period: Period,
    ending?: DemoBooking['ending'],
    days?: { booked: number; ended: number },
  ) => {
    const room = roomFor(student.gender);
    if (!room) return;
    bookings.push({
      student: student.email,
      roomId: room.id,
      period,
      createdByAdmin: random.next() < 0.3,
      ending,
      ...(days && { bookedAt: dayOf(period, days.booked), endedAt: dayOf(period, days.ended) }),
    });
    if (!ending) free.set(room.id, free.get(room.id)! - 1);
  };
  const days = (ending: DemoBooking['ending']) => {
    const booked = Math.floor(random.next() * 20);
    return {
      booked,
      ended:
        ending === 'checked-out'
          ? 110 + Math.floor(random.next() * 10)
          : booked + 3 + Math.floor(random.next() * 40),
    };
  };

  const restless = [{ email: demoStudentEmail, gender: 'female' }, ...students.slice(0, restlessCount)];
  for (const back of [2, 1]) {
    const period = earlierPeriod(current, back);
    for (const student of restless) {
      for (let i = 0; i < cancellationsPerPeriod; i += 1)
        book(student, period, { cancelled: random.pick(cancelReasons) }, { booked: i * 9, ended: i * 9 + 5 });
      book(student, period, 'checked-out', { booked: 60, ended: 115 });
    }
    // Most students stayed and checked out; some cancelled.
    for (const student of students.slice(restlessCount)) {
      if (random.next() < 0.25) continue;
      const ending =
        random.next() < 0.2 ? { cancelled: random.pick(cancelReasons) } : ('checked-out' as const);
      book(student, period, ending, days(ending));
    }
  }

  // This period: about 70 % of the beds, for verified students (the unverified never signed in).
  let toFill = Math.round([...free.values()].reduce((sum, beds) => sum + beds, 0) * occupancyTarget);
  book({ email: demoResidentEmail, gender: 'male' }, current);
  const housed = new Set<string>();
  for (const student of students) {
    if (toFill <= 0) break;
    if (!student.emailVerified) continue;
    const before = bookings.length;
    book(student, current);
    if (bookings.length === before) continue;
    housed.add(student.email);
    toFill -= 1;
  }
  const deactivated = students
    .filter((student) => !housed.has(student.email))
    .slice(-4)
    .map((student) => student.email);
  return { students, bookings, deactivated };
}

/** The demo hostel asks for the deposit within two days (issue #26 §7; the settings seed/index.ts writes). */
export const demoDepositDeadline: DepositDeadline = { enabled: true, hours: 48 };

/**
 * Writes the demo hostel plan (issue 18), each change made by the demo admin through the same
 * transactions the API uses, so the audit trail has a history too.
 */
export async function seedDemoData(): Promise<void> {
  const settings = await getSettings();
  const current = { academicYear: settings.currentAcademicYear, semester: settings.currentSemester };
  const plan = demoHostelPlan(await listRooms(), current);
  const admin = await getUserByEmail('admin@northgate.example');
  const actor: Actor = admin ? { id: admin.id, role: 'admin' } : { id: 'system', role: 'system' };
  // This period's bookings are charged as the booking operations charge them (issue #26).
  const prices = await seedPrices(current, dayOf(current, 0).slice(0, 10));
  const charged: Booking[] = [];
  // The demo resident booked three weeks ago, so their charges are past due and they get a reminder.
  const residentBookedAt = new Date(Date.now() - 21 * 86_400_000).toISOString();
  const isCurrent = (period: Period) =>
    period.academicYear === current.academicYear && period.semester === current.semester;
  // The demo students never sign in with a known password: one hash serves them all, so the seed takes seconds.
  const passwordHash = await hashPassword(randomBytes(12).toString('base64url'));
  const users = new Map<string, User>();
  // Students are independent of each other: written eight at a time.
  for (let start = 0; start < plan.students.length; start += 8)
    for (const user of await Promise.all(
      plan.students
        .slice(start, start + 8)
        .map((student) => createStudent(student, (user) => [passwordCredentialPut(user.id, passwordHash)])),
    ))
      users.set(user.email, user);
  for (const email of [demoStudentEmail, demoResidentEmail]) {
    const account = await getUserByEmail(email);
    if (account) users.set(email, account);
  }

  // One booking of the period, made a moment ago, still awaits its deposit: the staff's bookings list
  // shows it. It is one seedPayments leaves unpaid (every third in the order of the students' emails),
  // so the demo's money is the same as without the rule. The others were made before the rule was on.
  const thisPeriod = plan.bookings.filter((planned) => isCurrent(planned.period));
  const unpaid = thisPeriod
    .map((planned) => planned.student)
    .sort((a, b) => a.localeCompare(b))
    .filter((email, index) => index % 3 === 2 && email !== demoResidentEmail && email !== demoStudentEmail);
  const awaitingDeposit = thisPeriod.find((planned) => planned.student === unpaid.at(-1));

  const write = async (planned: DemoBooking) => {
    const student = users.get(planned.student);
    // The room as it is now: its occupancy changes with every booking written.
    const room = await getRoom(planned.roomId);
    if (!student || !room) return;
    const at =
      planned.bookedAt ??
      (planned.student === demoResidentEmail ? residentBookedAt : new Date().toISOString());
    const booking = await createBooking({
      student,
      room,
      ...planned.period,
      createdByAdmin: planned.createdByAdmin,
      at,
      depositDueBy:
        planned === awaitingDeposit ? depositDueByOf(at, demoDepositDeadline, prices.deposit) : null,
      audit: (created) => [
        ...auditItems({
          actor,
          action: 'booking.create',
          entity: { type: 'booking', id: created.id, name: bookingName(created), publicId: created.publicId },
          after: { student: created.student.fullName, room: created.room.roomNumber, status: created.status },
        }),
        ...(isCurrent(planned.period) ? bookingChargeItems(created, prices, actor) : []),
      ],
    });
    if (isCurrent(planned.period)) charged.push(booking);
    if (!planned.ending) return;
    const ending: Omit<Ending, 'by'> =
      planned.ending === 'checked-out'
        ? { status: 'inactive', reason: messages.bookings.archiveReasons.checkedOut }
        : {
            status: 'cancelled',
            reason: messages.bookings.archiveReasons.cancelled,
            cancellationReason: planned.ending.cancelled,
          };
    await endBooking(
      booking,
      { ...ending, by: actor.id },
      (archived) =>
        auditItems({
          actor,
          action: planned.ending === 'checked-out' ? 'student.checkOut' : 'booking.cancel',
          entity: { type: 'booking', id: booking.id, name: bookingName(booking), publicId: booking.publicId },
          before: { status: booking.status },
          after: { status: archived.status, archiveReason: archived.archiveReason },
        }),
      [],
      planned.endedAt,
    );
  };
  // Each booking waits only for the one before it of the same student (whose booking must have ended)
  // and of the same room (whose beds are counted in turn); the rest run side by side.
  const last = new Map<string, Promise<void>>();
  await Promise.all(
    plan.bookings.map((planned) => {
      const keys = [`student:${planned.student}`, `room:${planned.roomId}`];
      const done = Promise.all(keys.map((key) => last.get(key))).then(() => write(planned));
      for (const key of keys) last.set(key, done);
      return done;
    }),
  );

  const payers = charged.sort((a, b) => a.student.email.localeCompare(b.student.email));
  await seedPayments(payers, prices, actor, demoResidentEmail);
  await seedArrears(
    payers.filter((booking, index) => !paysThisPeriod(index) && booking.student.email !== demoResidentEmail),
    prices,
    actor,
    earlierPeriod(current, 1),
  );

  for (const email of plan.deactivated) {
    const student = users.get(email)!;
    await updateStudent(student, { isActive: false }, (after) =>
      auditItems({
        actor,
        action: 'student.status',
        entity: { type: 'student', id: after.id, name: after.fullName },
        before: { isActive: true },
        after: { isActive: false },
      }),
    );
  }
}
