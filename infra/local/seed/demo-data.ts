import { randomBytes } from 'node:crypto';
import * as messages from '../../../functions/contract/messages.ts';
import { hashPassword } from '../../../functions/platform/passwords.ts';
import { auditItems, bookingEntity, type Actor } from '../../../functions/data/audit.ts';
import { createBooking, endBooking, type Ending } from '../../../functions/data/bookings.ts';
import { listRooms } from '../../../functions/data/rooms.ts';
import type { RoomRecord } from '../../../functions/data/room-record.ts';
import { getSettings } from '../../../functions/data/settings.ts';
import { passwordCredentialPut } from '../../../functions/data/credentials.ts';
import { createStudent, updateStudent } from '../../../functions/data/students.ts';
import { getUserByEmail, type NewUser, type User } from '../../../functions/data/users.ts';
import type { Booking } from '../../../functions/contract/bookings.ts';
import {
  bookingChargeEntries,
  bookingChargeItems,
  bookingCosts,
  cancellationRefundEntries,
  cancellationRefundItems,
  depositHeldBy,
} from '../../../functions/domain/money/booking-charges.ts';
import type { StoredEntry } from '../../../functions/data/ledger.ts';
import { endingAuditItems } from '../../../functions/domain/bookings/end-booking.ts';
import { checkOutItems, notInspected } from '../../../functions/domain/desk/check-out.ts';
import { Telling } from '../../../functions/domain/notifications/notices.ts';
import {
  bookingConfirmedMail,
  bookingNotice,
} from '../../../functions/domain/notifications/templates/booking-news.ts';
import { depositDueByOf } from '../../../functions/domain/money/rules.ts';
import type { DepositDeadline } from '../../../functions/contract/hostel-defaults.ts';
import type { DemoCalendar } from './demo-calendar.ts';
import {
  arrearsCount,
  earlierPayments,
  paysThisPeriod,
  seedArrears,
  seedPayments,
  seedPrices,
  type EarlierStay,
} from './money.ts';

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
export const demoStudentEmail = 'student@northgate.example';
/** The demo resident of demo-accounts.ts holds a bed this period, first of all, so there is always one. */
export const demoResidentEmail = 'resident@northgate.example';

type Period = { academicYear: string; semester: number };

const dayMs = 24 * 60 * 60 * 1000;

/**
 * A day of an earlier period (semester 1 from 20 August, semester 2 from 10 January), at noon UTC. Each
 * such period ends (day 120 at most) over a month before the current one began (two weeks ago).
 */
function dayOf(period: Period, day: number): string {
  const start = Number(period.academicYear.slice(0, 4));
  const first = period.semester === 1 ? Date.UTC(start, 7, 20, 12) : Date.UTC(start + 1, 0, 10, 12);
  return new Date(first + day * dayMs).toISOString();
}

/**
 * When the `index`th booking of this period was made: 2 to 27 days before its first day (`arrival`,
 * YYYY-MM-DD), in the day, spread by the index (not the generator, so the rest of the plan stays as it
 * was). So every charge of the period is due within the last 30 days: Outstanding's Current.
 */
function bookedBefore(arrival: string, index: number): string {
  const days = 2 + ((index * 11) % 26);
  const minutes = (8 + ((index * 5) % 10)) * 60 + ((index * 17) % 60);
  return new Date(Date.parse(`${arrival}T00:00:00Z`) - days * dayMs + minutes * 60_000).toISOString();
}

/** The day the demo's records begin: the demo accounts were made then, a month before its first period. */
export const demoHistoryStart = (current: Period) => dayOf(earlierPeriod(current, 2), -30);

const samePeriod = (a: Period, b: Period) => a.academicYear === b.academicYear && a.semester === b.semester;

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
  /**
   * When the booking was made (ISO): an earlier period's inside it, this period's before its first day.
   * An earlier period's also has when it ended.
   */
  bookedAt: string;
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
 * The demo hostel as data, from a fixed seed, the seeded rooms and the current period with its first
 * day (`arrival`, YYYY-MM-DD), so every fresh start writes the same one: about 60 students of varied
 * programmes, levels and genders (some unverified), two earlier periods of checked-out and cancelled
 * bookings, and beds about 70 % full this period, booked in the weeks before it began.
 */
export function demoHostelPlan(rooms: PlannedRoom[], current: Period, arrival: string): DemoHostelPlan {
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
    when: { bookedAt: string; endedAt?: string },
    ending?: DemoBooking['ending'],
  ) => {
    const room = roomFor(student.gender);
    if (!room) return;
    bookings.push({
      student: student.email,
      roomId: room.id,
      period,
      createdByAdmin: random.next() < 0.3,
      ending,
      ...when,
    });
    if (!ending) free.set(room.id, free.get(room.id)! - 1);
  };
  const inPeriod = (period: Period, booked: number, ended: number) => ({
    bookedAt: dayOf(period, booked),
    endedAt: dayOf(period, ended),
  });
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
        book(student, period, inPeriod(period, i * 9, i * 9 + 5), { cancelled: random.pick(cancelReasons) });
      book(student, period, inPeriod(period, 60, 115), 'checked-out');
    }
    // Most students stayed and checked out; some cancelled.
    for (const student of students.slice(restlessCount)) {
      if (random.next() < 0.25) continue;
      const ending =
        random.next() < 0.2 ? { cancelled: random.pick(cancelReasons) } : ('checked-out' as const);
      const { booked, ended } = days(ending);
      book(student, period, inPeriod(period, booked, ended), ending);
    }
  }

  // This period: about 70 % of the beds, for verified students (the unverified never signed in).
  let toFill = Math.round([...free.values()].reduce((sum, beds) => sum + beds, 0) * occupancyTarget);
  // The resident booked a week before the semester: their charges are past due, and they are reminded.
  book({ email: demoResidentEmail, gender: 'male' }, current, {
    bookedAt: new Date(Date.parse(`${arrival}T10:00:00Z`) - 7 * dayMs).toISOString(),
  });
  const housed = new Set<string>();
  for (const student of students) {
    if (toFill <= 0) break;
    if (!student.emailVerified) continue;
    const before = bookings.length;
    book(student, current, { bookedAt: bookedBefore(arrival, before) });
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
 * Writes the demo hostel plan (issue 18) at the times the plan gives, each change made by the demo admin
 * through the same transactions the API uses and recorded in the audit trail when it happened. The demo
 * accounts' own notices are written as the product writes them, mails and all; the other students' are
 * not: no one reads their notification centres, and their mails would bury the demo's in the local
 * inbox. Answers once the bookings, the arrears and the deactivations are written, with the desk
 * payments still going (`paid`): taken one at a time for their receipt numbers, they need no one else,
 * and the rest of the story need not wait for them.
 */
export async function seedDemoData(actor: Actor, calendar: DemoCalendar): Promise<{ paid: Promise<void> }> {
  const settings = await getSettings();
  const current = { academicYear: settings.currentAcademicYear, semester: settings.currentSemester };
  const rooms = await listRooms();
  const plan = demoHostelPlan(rooms, current, calendar.stay.arrival);
  // What a booking copies of its room (number, type, block) never changes; its beds are counted by the
  // booking's own transaction.
  const roomsById = new Map(rooms.map((room) => [room.id, room]));
  // Every period's bookings are charged as the booking operations charge them (issue #26), under the
  // prices the admin saved for it: the earliest the day the demo's records begin, once rooms and
  // content were in.
  const earlier = [earlierPeriod(current, 2), earlierPeriod(current, 1)];
  const [prices, ...earlierPrices] = await Promise.all([
    seedPrices(current, calendar.stay.arrival, actor),
    ...earlier.map((period) =>
      seedPrices(period, dayOf(period, 0).slice(0, 10), actor, calendar.after(demoHistoryStart(current), 4)),
    ),
  ]);
  const pricesOf = (period: Period) =>
    samePeriod(period, current)
      ? prices
      : earlierPrices[earlier.findIndex((each) => samePeriod(each, period))]!;
  const charged: Booking[] = [];
  const isCurrent = (period: Period) => samePeriod(period, current);
  // Each student signed up a few days before their first booking; one who never booked, in the months
  // after the demo's records begin.
  const firstBooked = new Map<string, string>();
  for (const planned of plan.bookings) {
    const first = firstBooked.get(planned.student);
    if (!first || planned.bookedAt < first) firstBooked.set(planned.student, planned.bookedAt);
  }
  const joinedAt = (email: string, index: number) => {
    const first = firstBooked.get(email);
    return first
      ? calendar.after(first, -24 * (1 + (index % 10)) - 3)
      : calendar.after(demoHistoryStart(current), 24 * 5 * (index % 30));
  };
  // The demo students never sign in with a known password: one hash serves them all, so the seed takes seconds.
  const passwordHash = await hashPassword(randomBytes(12).toString('base64url'));
  const users = new Map<string, User>();
  // Students are independent of each other: written at once.
  for (const user of await Promise.all(
    plan.students.map((student, index) =>
      createStudent(
        student,
        (user) => [passwordCredentialPut(user.id, passwordHash)],
        joinedAt(student.email, index),
      ),
    ),
  ))
    users.set(user.email, user);
  for (const email of [demoStudentEmail, demoResidentEmail]) {
    const account = await getUserByEmail(email);
    if (account) users.set(email, account);
  }

  // One booking of the period, made yesterday, still awaits its deposit: the staff's bookings list
  // shows it. It is one seedPayments leaves unpaid (every third in the order of the students' emails),
  // so the demo's money is the same as without the rule. The others were made before the rule was on.
  const thisPeriod = plan.bookings.filter((planned) => isCurrent(planned.period));
  const unpaid = thisPeriod
    .map((planned) => planned.student)
    .sort((a, b) => a.localeCompare(b))
    .filter((email, index) => index % 3 === 2 && email !== demoResidentEmail && email !== demoStudentEmail);
  const awaitingDeposit = thisPeriod.find((planned) => planned.student === unpaid.at(-1));
  const demoAccounts = new Set([demoStudentEmail, demoResidentEmail]);
  // Last period's completed stays, by student, for the rent some of them still owe.
  const previous = earlierPeriod(current, 1);
  const lastStays = new Map<string, Booking>();
  // Who still owes half of last period's rent (seedArrears): this period's students who pay nothing now
  // (every third by email, as seedPayments goes) and completed a stay last period, the first three.
  // Their earlier money is only that debt, as the outstanding list's ages need it.
  const stayedLastPeriod = new Set(
    plan.bookings
      .filter((planned) => samePeriod(planned.period, previous) && planned.ending === 'checked-out')
      .map((planned) => planned.student),
  );
  const inArrears = new Set(
    thisPeriod
      .map((planned) => planned.student)
      .sort((a, b) => a.localeCompare(b))
      .filter(
        (email, index) =>
          !paysThisPeriod(index) && email !== demoResidentEmail && stayedLastPeriod.has(email),
      )
      .slice(0, arrearsCount),
  );
  // The earlier periods' stays and what they wrote to the ledger, for the payments that settled them.
  const earlierStays: EarlierStay[] = [];

  const write = async (planned: DemoBooking) => {
    const student = users.get(planned.student);
    const room = roomsById.get(planned.roomId);
    if (!student || !room) return;
    const at = planned === awaitingDeposit ? calendar.on(calendar.day(-1), 15.3) : planned.bookedAt;
    const periodPrices = pricesOf(planned.period);
    // The entries its booking charged, kept for its ending's refund (the audit callback may run again).
    let charges: StoredEntry[] = [];
    const chargesOf = (created: Booking) => (charges = bookingChargeEntries(created, periodPrices, actor));
    const telling = new Telling();
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
          entity: bookingEntity(created),
          after: { student: created.student.fullName, room: created.room.roomNumber, status: created.status },
          at,
        }),
        ...(inArrears.has(planned.student) && !isCurrent(planned.period)
          ? []
          : bookingChargeItems(created, periodPrices, actor, chargesOf(created))),
        ...(isCurrent(planned.period) && demoAccounts.has(planned.student)
          ? telling.items(
              [bookingNotice(created, bookingConfirmedMail(created, bookingCosts(created, prices)))],
              at,
            )
          : []),
      ],
    });
    await telling.afterCommit();
    if (isCurrent(planned.period)) charged.push(booking);
    if (!planned.ending) return;
    const endedAt = planned.endedAt!;
    const checkedOut = planned.ending === 'checked-out';
    const ending: Omit<Ending, 'by'> =
      planned.ending === 'checked-out'
        ? { status: 'inactive', reason: messages.archiveReasons.checkedOut }
        : {
            status: 'cancelled',
            reason: messages.archiveReasons.cancelled,
            cancellationReason: planned.ending.cancelled,
          };
    // A stay ends as every check-out by staff does (decision 0050), here without the desk's inspection
    // (the demo's earlier periods have no desk records): its whole deposit comes back. A cancellation
    // gives back what the period's refund policy says, as staff's cancel does.
    const ledger = charges.map((entry) => ({ ...entry, reversed: false }));
    const refunds = checkedOut
      ? []
      : cancellationRefundEntries(
          { ...booking, cancellationReason: ending.cancellationReason },
          ledger,
          periodPrices,
          actor,
          endedAt,
        );
    const checkOut = checkedOut
      ? checkOutItems(booking, depositHeldBy(booking, ledger), notInspected, actor, endedAt)
      : null;
    await endBooking(
      booking,
      { ...ending, by: actor.id },
      (archived) =>
        endingAuditItems(
          actor,
          checkedOut ? 'booking.checkOut' : 'booking.cancel',
          booking,
          archived,
          checkedOut ? { keyReturned: null } : {},
          endedAt,
        ),
      checkOut ? checkOut.items : cancellationRefundItems(booking, refunds, actor),
      endedAt,
    );
    if (checkedOut && samePeriod(planned.period, previous)) lastStays.set(planned.student, booking);
    if (charges.length > 0)
      earlierStays.push({
        booking,
        bookedAt: planned.bookedAt,
        endedAt,
        cancelled: !checkedOut,
        currency: periodPrices.currency,
        // A check-out's one refund is the deposit's return.
        entries: [
          ...charges,
          ...refunds,
          ...(checkOut?.record.refunded ? [{ at: endedAt, amount: -checkOut.record.refunded }] : []),
        ],
      });
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
  // The office switched off, a month ago, students who had not come back (their last stay long over).
  const deactivatedAt = calendar.on(calendar.day(-30), 11);
  // Each touches students of its own (the arrears only students who paid nothing, the deactivated ones
  // with no bed): side by side. The earlier periods' payments first: the receipt numbers follow the days.
  const paid = seedPayments(
    payers,
    prices,
    actor,
    demoResidentEmail,
    calendar,
    earlierPayments(earlierStays, actor, [demoStudentEmail], calendar),
  );
  // Awaited by the caller; marked handled here so a failure while the rest is written is not unhandled.
  paid.catch(() => undefined);
  await Promise.all([
    // Owed by students who paid nothing this period, for a stay they completed last period.
    seedArrears(
      payers.flatMap((booking) => {
        const stay = lastStays.get(booking.student.email);
        return inArrears.has(booking.student.email) && stay ? [{ booking, stay }] : [];
      }),
      prices,
      actor,
      previous,
      calendar,
    ),
    ...plan.deactivated.map((email) =>
      updateStudent(users.get(email)!, { isActive: false }, (after) =>
        auditItems({
          actor,
          action: 'student.status',
          entity: { type: 'student', id: after.id, name: after.fullName },
          before: { isActive: true },
          after: { isActive: false },
          at: deactivatedAt,
        }),
      ),
    ),
  ]);
  return { paid };
}
