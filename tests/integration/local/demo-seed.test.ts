import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentKeys } from '../../../functions/contract/public-content/index.ts';
import { roomPhotoPath } from '../../../functions/contract/rooms.ts';
import type { AuditAction } from '../../../functions/contract/audit.ts';
import type { Booking } from '../../../functions/contract/bookings.ts';
import {
  isOpen,
  poorRepairScore,
  type MaintenanceRequest,
  type MaintenanceRequestView,
  type MaintenanceStatus,
} from '../../../functions/contract/maintenance.ts';
import type { LedgerEntry } from '../../../functions/contract/money.ts';
import { listAudit } from '../../../functions/data/audit.ts';
import { queuedRequests } from '../../../functions/data/booking-requests.ts';
import { bookingsOfStudent } from '../../../functions/data/bookings.ts';
import { desksOf } from '../../../functions/data/desk.ts';
import { ledgerOf, studentsOwing } from '../../../functions/data/ledger.ts';
import { getRequest, queueRequests } from '../../../functions/data/maintenance.ts';
import { deskParcels, parcelsWaitingFor } from '../../../functions/data/parcels.ts';
import { listNotices } from '../../../functions/data/notifications.ts';
import { ratingMonth, ratingsOfMonth } from '../../../functions/data/repair-ratings.ts';
import { listRooms } from '../../../functions/data/rooms.ts';
import { getSettings } from '../../../functions/data/settings.ts';
import { getUserByEmail, listActiveStaff, listUsersOfRole } from '../../../functions/data/users.ts';
import { queueOf } from '../../../functions/data/waitlist.ts';
import { remindStudents } from '../../../functions/domain/money/payment-reminders.ts';
import { overdueAmount, reminderWindowStart } from '../../../functions/domain/money/rules.ts';
import { photoLinks } from '../../../functions/domain/uploads/uploads.ts';
import { eligible } from '../../../functions/domain/waitlist/offer-beds.ts';
import { projectRoot } from '../../../infra/local/config.ts';
import {
  periodKeyOf,
  type OutstandingResponse,
  type PaymentsReportResponse,
} from '../../../functions/contract/money-reports.ts';
import { periodTotals } from '../../../functions/data/money-reports.ts';
import type { DemoAccount } from '../../../infra/local/seed/demo-accounts.ts';
import { demoHostelPlan } from '../../../infra/local/seed/demo-data.ts';
import { seed } from '../../../infra/local/seed/index.ts';
import { Tab } from '../../support/auth.ts';
import { sentMail } from '../../support/mail.ts';

// What `npm start` writes into a new table (issue 18, point 7), read back through the API as staff and
// the demo student see it.
let accounts: DemoAccount[];
const tabs = new Map<string, Promise<Tab>>();
/**
 * A tab signed in as the demo account of the role, as a script would: staff with the authenticator
 * secret kept beside their password. One per role: a code is accepted once per 30 seconds.
 */
const tabOf = (role: string) => {
  if (!tabs.has(role))
    tabs.set(
      role,
      (async () => {
        const account = accounts.find((candidate) => candidate.role === role)!;
        const tab = new Tab();
        const response = account.totpSecret
          ? await tab.loginWithTotp(account.email, account.password, account.totpSecret)
          : await tab.login(account.email, account.password);
        expect(response.status).toBe(200);
        return tab;
      })(),
    );
  return tabs.get(role)!;
};

beforeAll(async () => {
  const started = Date.now();
  accounts = await seed();
  // Not a timing assertion: a seed that no longer takes seconds says so in the output.
  console.log(`demo seed: ${Date.now() - started} ms`);
}, 120_000);

describe('the demo hostel a fresh start seeds', () => {
  it('has about 60 students of varied programmes, levels and genders, some inactive and some unverified', async () => {
    const admin = await tabOf('admin');
    const response = await admin.call('GET', '/students?page=1&limit=100');
    expect(response.status).toBe(200);
    const students = response.body.students as Array<{
      gender: string;
      programmeOfStudy: string;
      level: string;
      isActive: boolean;
      emailVerified: boolean;
    }>;
    expect(students.length).toBeGreaterThanOrEqual(55);
    expect(students.length).toBeLessThanOrEqual(70);
    expect(new Set(students.map((student) => student.gender))).toEqual(new Set(['male', 'female']));
    expect(new Set(students.map((student) => student.programmeOfStudy)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(students.map((student) => student.level)).size).toBe(4);
    expect(students.filter((student) => !student.isActive).length).toBeGreaterThan(0);
    expect(students.filter((student) => !student.emailVerified).length).toBeGreaterThan(0);
  });

  it('fills about 70 % of the beds this period, with occupancy matching the active bookings', async () => {
    const rooms = await listRooms();
    const beds = rooms.reduce((sum, room) => sum + room.capacity, 0);
    const occupied = rooms.reduce((sum, room) => sum + room.currentOccupancy, 0);
    expect(occupied / beds).toBeGreaterThan(0.6);
    expect(occupied / beds).toBeLessThan(0.8);
    const admin = await tabOf('admin');
    const active = await admin.call('GET', '/bookings?status=active&page=1&limit=1');
    expect(active.status).toBe(200);
    expect(active.body.pagination.total).toBe(occupied);
  });

  it('gives the demo student an archive long enough for Load More, and staff an audit history', async () => {
    const student = await tabOf('student');
    const me = (await student.call('GET', '/auth/me')).body.user as { id: string };
    const archived = await student.call('GET', `/students/${me.id}/bookings/archived?page=1&limit=10`);
    expect(archived.status).toBe(200);
    expect(archived.body.pagination.pages).toBeGreaterThan(1);
    const statuses = new Set((archived.body.archives as Array<{ status: string }>).map((b) => b.status));
    expect(statuses.has('cancelled')).toBe(true);
    expect(
      (await student.call('GET', `/students/${me.id}/bookings/current`)).body.booking ?? null,
    ).toBeNull();

    const superAdmin = await tabOf('super_admin');
    const audit = await superAdmin.call('GET', '/audit?page=1&limit=10');
    expect(audit.status).toBe(200);
    expect(audit.body.pagination.total).toBeGreaterThan(100);
  });

  it('gives the demo resident a room, a ledger that owes rent, repairs and notifications with a payment reminder', async () => {
    const resident = new Tab();
    const account = accounts.find((candidate) => candidate.email === 'resident@northgate.example')!;
    expect((await resident.login(account.email, account.password)).status).toBe(200);
    const me = (await resident.call('GET', '/auth/me')).body.user as { id: string };
    expect((await resident.call('GET', `/students/${me.id}/bookings/current`)).body.booking).toMatchObject({
      status: 'active',
    });
    const money = (await resident.call('GET', `/students/${me.id}/money`)).body as {
      balance: number;
      entries: Array<{ kind: string }>;
    };
    expect(money.entries.map((entry) => entry.kind)).toEqual(expect.arrayContaining(['rent', 'deposit']));
    expect(money.balance).toBeGreaterThan(0);
    const requests = (await resident.call('GET', '/maintenance/mine')).body.requests as MaintenanceRequest[];
    // One resolved, waiting for their answer, and one open, so their dashboard lists it under Repairs.
    expect(requests.map((request) => request.status).sort()).toEqual(['in_progress', 'resolved']);
    const open = requests.find((request) => isOpen(request.status))!;
    expect(open.assignee?.fullName).toBeTruthy();
    const { history } = (await resident.call('GET', `/maintenance/${open.id}`))
      .body as MaintenanceRequestView;
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'comment',
          internal: false,
          by: expect.objectContaining({ role: 'admin' }),
        }),
      ]),
    );
    const notices = await resident.call('GET', '/notifications?limit=20');
    expect(notices.body.notifications.length).toBeGreaterThan(0);
    // Booked three weeks ago and not paid in full: the hourly reminder has told them what is overdue.
    expect(notices.body.notifications).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          category: 'payments',
          title: expect.stringMatching(/^Payment reminder: GHS /),
        }),
      ]),
    );
  });

  it('gives staff an outstanding list with debts of every age, last period’s arrears among them', async () => {
    const admin = await tabOf('admin');
    const outstanding = await admin.call('GET', '/money/outstanding?limit=100');
    expect(outstanding.status).toBe(200);
    const { totals, students } = outstanding.body as OutstandingResponse;
    for (const bucket of ['current', 'days30', 'days60', 'days90'] as const)
      expect(totals.buckets[bucket], bucket).toBeGreaterThan(0);
    // One student a bucket late, each owing this period's charges too (all still current).
    for (const bucket of ['days30', 'days60', 'days90'] as const)
      expect(
        students.filter((row) => row.buckets[bucket] > 0 && row.buckets.current > 0),
        bucket,
      ).toHaveLength(1);
  });

  it('shows each room type in photos of its own: none is the home page’s hero, and no two types share one', async () => {
    const digest = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
    const hero = digest(await readFile(join(projectRoot, 'site/src/assets/hero.jpg')));
    const photos = (await getSettings()).roomTypes.flatMap((type) =>
      type.photos.map((photo) => ({ type: type.name, photo })),
    );
    expect(photos.length).toBeGreaterThan(0);
    const typeOf = new Map<string, string>();
    for (const { type, photo } of photos) {
      const served = await fetch(`${process.env.PUBLIC_ORIGIN}${roomPhotoPath(photo.id)}`);
      expect(served.status, type).toBe(200);
      const picture = digest(new Uint8Array(await served.arrayBuffer()));
      expect(picture, `${type}: ${photo.alt}`).not.toBe(hero);
      expect(typeOf.get(picture) ?? type, `${type}: ${photo.alt}`).toBe(type);
      typeOf.set(picture, type);
    }
  });

  it('shows repairs and condition reports in photos of their own, none the home page’s hero', async () => {
    const digest = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
    const hero = digest(await readFile(join(projectRoot, 'site/src/assets/hero.jpg')));
    const repairs = [...(await queueRequests(false)), ...(await queueRequests(true))].flatMap(
      (request) => request.photoKeys,
    );
    const bookings = (await listUsersOfRole('student')).map((student) => bookingsOfStudent(student.id));
    const desks = await desksOf((await Promise.all(bookings)).flat().map((booking) => booking.id));
    const conditions = [...desks.values()].flatMap(
      (desk) => desk.checkIn?.items.flatMap((item) => item.photoKeys ?? []) ?? [],
    );
    expect(repairs.length, 'repair photos').toBeGreaterThan(0);
    expect(conditions.length, 'condition photos').toBeGreaterThan(0);
    const keys = [...repairs, ...conditions];
    const links = await photoLinks(keys);
    for (const [index, { url }] of links.entries()) {
      const served = await fetch(url);
      expect(served.status, keys[index]).toBe(200);
      expect(digest(new Uint8Array(await served.arrayBuffer())), keys[index]).not.toBe(hero);
    }
  });

  it('is the same hostel on every run: the plan depends only on the rooms, the period and its first day', async () => {
    const settings = await getSettings();
    const period = { academicYear: settings.currentAcademicYear, semester: settings.currentSemester };
    const arrival = settings.stayDates!.arrival;
    const empty = (await listRooms()).map((room) => ({ ...room, currentOccupancy: 0 }));
    expect(demoHostelPlan(empty, period, arrival)).toEqual(demoHostelPlan(empty, period, arrival));
  });
});

/** What a repair's history holds after its report, step by step, for each state the demo leaves it in. */
const stepsTo: Partial<Record<MaintenanceStatus, MaintenanceStatus[]>> = {
  new: [],
  assigned: ['assigned'],
  in_progress: ['assigned', 'in_progress'],
  waiting_for_parts: ['assigned', 'in_progress', 'waiting_for_parts'],
  resolved: ['assigned', 'in_progress', 'resolved'],
  closed: ['assigned', 'in_progress', 'resolved', 'closed'],
};

const inOrder = (times: string[]) => times.every((time, index) => index === 0 || times[index - 1]! <= time);

describe('the story the demo hostel tells holds together', () => {
  // Read straight from the table, every record of every kind, once the seed above has written it.
  const story = {} as {
    now: string;
    joined: Map<string, string>;
    bookings: Booking[];
    desks: Awaited<ReturnType<typeof desksOf>>;
    ledgers: Map<string, LedgerEntry[]>;
  };
  beforeAll(async () => {
    story.now = new Date().toISOString();
    const students = await listUsersOfRole('student');
    story.joined = new Map(students.map((student) => [student.id, student.createdAt]));
    story.bookings = (await Promise.all(students.map((student) => bookingsOfStudent(student.id)))).flat();
    story.desks = await desksOf(story.bookings.map((booking) => booking.id));
    story.ledgers = new Map(
      await Promise.all(
        students.map(async (student) => [student.id, (await ledgerOf(student.id)).entries] as const),
      ),
    );
  });
  const bookingOf = (id: string | null) => story.bookings.find((booking) => booking.id === id);

  it('has every booking made after its student joined and before its first day, its check-in and its end', async () => {
    const settings = await getSettings();
    expect(story.bookings.length).toBeGreaterThan(100);
    const created = new Map(
      (await listAudit({ action: 'booking.create' }, null, { page: 1, limit: 1000 })).entries.map((entry) => [
        entry.entity.id,
        entry.at,
      ]),
    );
    for (const booking of story.bookings) {
      const desk = story.desks.get(booking.id)!;
      const name = `${booking.student.fullName}, Room ${booking.room.roomNumber}, ${booking.academicYear}/${booking.semester}`;
      expect(story.joined.get(booking.studentId)! <= booking.createdAt, name).toBe(true);
      expect(booking.createdAt < story.now, name).toBe(true);
      // The trail records the booking when it was made.
      expect(created.get(booking.id), name).toBe(booking.createdAt);
      if (booking.status === 'active') {
        const arrival = desk.arrival ?? settings.stayDates!.arrival;
        expect(booking.createdAt.slice(0, 10) < arrival, name).toBe(true);
      }
      if (desk.checkIn) {
        expect(desk.checkIn.at >= booking.createdAt, name).toBe(true);
        expect(desk.checkIn.at.slice(0, 10) >= (desk.arrival ?? settings.stayDates!.arrival), name).toBe(
          true,
        );
        expect(desk.checkIn.at < story.now, name).toBe(true);
      }
      if (booking.archivedAt) expect(booking.archivedAt > booking.createdAt, name).toBe(true);
      // A completed stay is checked out on the desk's record when it ended (decision 0050).
      if (booking.status === 'inactive') expect(desk.checkOut?.at, name).toBe(booking.archivedAt);
    }
  });

  it('gives every repair one history entry per step its status implies, in time order, after the report', async () => {
    const requests = [...(await queueRequests(false)), ...(await queueRequests(true))];
    expect(new Set(requests.map((request) => request.status))).toEqual(new Set(Object.keys(stepsTo)));
    for (const { id } of requests) {
      const { request, history } = (await getRequest(id))!;
      const name = `${request.description} (${request.status})`;
      const [reported, ...after] = history;
      expect(reported, name).toMatchObject({ kind: 'reported', at: request.createdAt });
      // Reported from a room its reporter had moved into.
      const home = story.bookings.find(
        (booking) => booking.studentId === request.reporter.id && booking.status === 'active',
      )!;
      expect(story.desks.get(home.id)!.checkIn!.at < request.createdAt, name).toBe(true);
      const moves = after.filter((event) => event.kind === 'status');
      expect(
        moves.map((event) => event.to),
        name,
      ).toEqual(stepsTo[request.status]);
      expect(
        moves.map((event) => event.from),
        name,
      ).toEqual(['new', ...stepsTo[request.status]!].slice(0, moves.length));
      const times = history.map((event) => event.at);
      expect(inOrder(times), name).toBe(true);
      expect(request.updatedAt, name).toBe(times.at(-1));
      expect(times.at(-1)! < story.now, name).toBe(true);
      if (request.status !== 'new') {
        // Assigned to a named member of staff, who then did the work.
        expect(request.assignee?.fullName, name).toBeTruthy();
        expect(
          after.filter((event) => event.kind === 'assigned').map((event) => event.to),
          name,
        ).toEqual([request.assignee!.fullName]);
        // Staff's moves; closing is the reporter's confirm.
        const byStaff = moves.filter((event) => event.to !== 'closed');
        expect(new Set(byStaff.map((event) => event.by.fullName)), name).toEqual(
          new Set([request.assignee!.fullName]),
        );
      }
      if (request.status === 'resolved') {
        expect(request.resolvedAt, name).toBe(moves.at(-1)!.at);
        expect(moves.at(-1)!.text, name).toBeTruthy();
      }
    }
  });

  it('has its closed repairs confirmed and rated by their reporters, counted in their months, a poor one told to its assignee', async () => {
    const closed = await queueRequests(true);
    expect(closed.length).toBeGreaterThan(0);
    const months = new Map<string, { rated: number; scoreSum: number }>();
    for (const { id } of closed) {
      const { request, history } = (await getRequest(id))!;
      const confirm = history.at(-1)!;
      expect(confirm, request.description).toMatchObject({
        kind: 'status',
        to: 'closed',
        by: { id: request.reporter.id },
        rating: request.rating!.score,
        text: request.rating!.comment,
        at: request.rating!.at,
      });
      const month = months.get(ratingMonth(confirm.at)) ?? { rated: 0, scoreSum: 0 };
      months.set(ratingMonth(confirm.at), {
        rated: month.rated + 1,
        scoreSum: month.scoreSum + request.rating!.score,
      });
      const toAssignee = (
        await listNotices(request.assignee!.id, { page: 1, limit: 100 })
      ).notifications.filter((notice) => notice.title.startsWith('A repair was rated'));
      const poor = request.rating!.score <= poorRepairScore;
      expect(
        toAssignee.some((notice) => notice.link === `/admin/maintenance/${id}`),
        request.description,
      ).toBe(poor);
    }
    expect([...new Set(closed.map((request) => request.rating!.score <= poorRepairScore))].sort()).toEqual([
      false,
      true,
    ]);
    for (const [month, counted] of months) expect(await ratingsOfMonth(month), month).toEqual(counted);
  });

  it('tells each reporter of every step of their repair at its time, mailing only the demo resident’s latest', async () => {
    const requests = [...(await queueRequests(false)), ...(await queueRequests(true))];
    const residentId = story.bookings.find(
      (booking) => booking.student.email === 'resident@northgate.example',
    )!.studentId;
    for (const { id } of requests) {
      const { request, history } = (await getRequest(id))!;
      const told = (await listNotices(request.reporter.id, { page: 1, limit: 50 })).notifications
        .filter((notice) => notice.link === `/student/maintenance/${request.id}`)
        .map((notice) => notice.at)
        .sort();
      expect(told, request.description).toEqual(
        history
          .filter((event) => event.kind === 'status' || (event.kind === 'comment' && !event.internal))
          .map((event) => event.at),
      );
    }
    const repairMail = (await sentMail()).filter((mail) => /maintenance request “/.test(mail.subject));
    expect(repairMail.map((mail) => mail.subject)).toHaveLength(1);
    expect(repairMail[0]!.to).toContain('resident@northgate.example');
    expect(requests.some((request) => request.reporter.id === residentId)).toBe(true);
  });

  it('tells every staff member of an urgent repair at its report time, mailing no one', async () => {
    const urgent = [...(await queueRequests(false)), ...(await queueRequests(true))].filter(
      (request) => request.urgency === 'urgent',
    );
    expect(urgent.length).toBeGreaterThan(0);
    for (const member of await listActiveStaff()) {
      const told = (await listNotices(member.id, { page: 1, limit: 100 })).notifications
        .filter((notice) => notice.title.startsWith('Urgent repair reported'))
        .map((notice) => [notice.link, notice.at]);
      expect(told.sort(), member.email).toEqual(
        urgent.map((request) => [`/admin/maintenance/${request.id}`, request.createdAt]).sort(),
      );
    }
    const urgentMail = (await sentMail()).filter((mail) => mail.subject.startsWith('Urgent repair reported'));
    expect(urgentMail).toEqual([]);
  });

  it('dates every charge from its booking and every payment after the charges it settles, receipts in the order paid', () => {
    const payments: LedgerEntry[] = [];
    for (const [studentId, entries] of story.ledgers) {
      // A payout hands credit back, so it is no charge: it follows the refund that left the credit.
      const charges = entries
        .filter((entry) => entry.amount > 0 && entry.kind !== 'payout')
        .sort((a, b) => (a.dueDate ?? '').localeCompare(b.dueDate ?? '') || a.at.localeCompare(b.at));
      for (const charge of charges) {
        const booking = bookingOf(charge.bookingId);
        expect(booking, charge.description).toBeDefined();
        expect(charge.at >= booking!.createdAt, charge.description).toBe(true);
        expect(charge.dueDate! >= charge.at.slice(0, 10), charge.description).toBe(true);
        expect(charge.at < story.now, charge.description).toBe(true);
      }
      // Payments settle the charges oldest due first (decision 0041): each only ones already charged.
      let settled = 0;
      let charged = 0;
      let next = 0;
      for (const payment of entries
        .filter((entry) => entry.kind === 'payment')
        .sort((a, b) => a.at.localeCompare(b.at))) {
        settled -= payment.amount;
        while (charged < settled && next < charges.length) {
          expect(charges[next]!.at <= payment.at, `${studentId}: ${charges[next]!.description}`).toBe(true);
          charged += charges[next++]!.amount;
        }
        expect(payment.at < story.now).toBe(true);
        payments.push(payment);
      }
    }
    expect(payments.length).toBeGreaterThan(10);
    const byTime = payments.sort((a, b) => a.at.localeCompare(b.at)).map((payment) => payment.receiptNumber);
    expect(byTime).toEqual([...byTime].sort());
  });

  it('charges every earlier stay when booked, settles it at the desk and gives back what a cancellation or check-out gives, in each period’s totals', async () => {
    const settings = await getSettings();
    const current = periodKeyOf({
      academicYear: settings.currentAcademicYear,
      semester: settings.currentSemester,
    });
    const earlier = story.bookings.filter((booking) => periodKeyOf(booking) !== current);
    const entriesOf = (booking: Booking) =>
      story.ledgers.get(booking.studentId)!.filter((entry) => entry.bookingId === booking.id);
    const kinds = (booking: Booking) =>
      entriesOf(booking)
        .map((entry) => entry.kind)
        .sort();
    // Last period's arrears (seedArrears) stand alone: half a stay's rent, no deposit.
    const inArrears = new Set(
      earlier.filter((booking) => kinds(booking).join() === 'rent').map((booking) => booking.studentId),
    );
    expect(inArrears.size).toBe(3);
    for (const booking of earlier.filter((each) => !inArrears.has(each.studentId))) {
      const name = `${booking.student.fullName}, ${booking.room.roomNumber} (${booking.status})`;
      const entries = entriesOf(booking);
      expect(
        kinds(booking).filter((kind) => kind !== 'refund'),
        name,
      ).toEqual(['deposit', 'rent']);
      for (const entry of entries.filter((each) => each.kind !== 'refund'))
        expect(entry.at, name).toBe(booking.createdAt);
      const refunded = entries.filter((entry) => entry.kind === 'refund');
      const deposit = entries.find((entry) => entry.kind === 'deposit')!.amount;
      // The whole deposit back when the stay ended, and with a cancellation the policy's share of the rent.
      expect(-refunded.reduce((sum, entry) => sum + entry.amount, 0), name).toBeGreaterThanOrEqual(deposit);
      for (const entry of refunded) expect(entry.at, name).toBe(booking.archivedAt);
    }
    // Every earlier stay paid for, and the credit of everyone who left paid back: no one who left owes
    // or holds money but the arrears, and the demo student, with no room now, has her stays' money on her
    // Money screen, settled.
    const housed = new Set(
      story.bookings
        .filter((booking) => periodKeyOf(booking) === current)
        .map((booking) => booking.studentId),
    );
    for (const [studentId, entries] of story.ledgers)
      if (!housed.has(studentId) && !inArrears.has(studentId))
        expect(
          entries.reduce((sum, entry) => sum + entry.amount, 0),
          studentId,
        ).toBe(0);
    const student = await tabOf('student');
    const me = (await student.call('GET', '/auth/me')).body.user as { id: string };
    const money = (await student.call('GET', `/students/${me.id}/money`)).body as {
      balance: number;
      entries: Array<{ kind: string }>;
    };
    expect(new Set(money.entries.map((entry) => entry.kind))).toEqual(
      new Set(['rent', 'deposit', 'payment', 'refund', 'payout']),
    );
    expect(money.balance).toBe(0);
    // Each earlier period's totals are its entries', and its payments report lists what was received.
    const admin = await tabOf('admin');
    for (const period of new Set(earlier.map((booking) => periodKeyOf(booking)))) {
      const entries = [...story.ledgers.values()].flat().filter((entry) => entry.period === period);
      const sum = (...kinds: string[]) =>
        Math.abs(
          entries
            .filter((entry) => kinds.includes(entry.kind))
            .reduce((total, entry) => total + entry.amount, 0),
        );
      const totals = await periodTotals(period, 'GHS');
      expect(totals, period).toMatchObject({
        charged: sum('rent', 'deposit'),
        paid: sum('payment'),
        refunded: sum('refund'),
        paidOut: sum('payout'),
      });
      expect(totals.paid, period).toBeGreaterThan(totals.charged / 2);
      expect(totals.refunded, period).toBeGreaterThan(0);
      const [academicYear, semester] = period.split('#');
      const report = await admin.call(
        'GET',
        `/money/payments?academicYear=${academicYear}&semester=${semester}`,
      );
      expect(report.status).toBe(200);
      const payments = (report.body as PaymentsReportResponse).payments;
      expect(
        payments.reduce((total, payment) => total + payment.amount, 0),
        period,
      ).toBe(totals.paid);
    }
  });

  it('records in the audit trail who created the rooms, gave the Double rooms their photo, priced the period and wrote the public content, before anyone booked', async () => {
    const trail = async (action: AuditAction) =>
      (await listAudit({ action }, null, { page: 1, limit: 1000 })).entries;
    const [admin, superAdmin] = await Promise.all([
      getUserByEmail('admin@northgate.example'),
      getUserByEmail('super@northgate.example'),
    ]);
    const firstBooking = story.bookings.map((booking) => booking.createdAt).sort()[0]!;

    const created = new Map((await trail('room.create')).map((entry) => [entry.entity.id, entry]));
    for (const room of await listRooms()) {
      const entry = created.get(room.id);
      expect(entry, room.roomNumber).toMatchObject({ at: room.createdAt, actor: { id: admin!.id } });
      expect(entry!.at < firstBooking, room.roomNumber).toBe(true);
    }

    const settings = await getSettings();
    const priced = (await trail('money.prices')).filter(
      (entry) => entry.entity.id === `${settings.currentAcademicYear}#${settings.currentSemester}`,
    );
    expect(priced).toHaveLength(1);
    expect(priced[0]!.actor.id).toBe(admin!.id);
    const periodBookings = story.bookings.filter(
      (booking) =>
        booking.academicYear === settings.currentAcademicYear &&
        booking.semester === settings.currentSemester,
    );
    for (const booking of periodBookings) expect(priced[0]!.at < booking.createdAt).toBe(true);

    const typed = await trail('settings.roomType');
    expect(typed.map((entry) => entry.entity.name)).toEqual(['Room type Double']);
    expect(typed[0]!.actor.id).toBe(admin!.id);
    expect(
      typed[0]!.at >
        [...created.values()]
          .map((entry) => entry.at)
          .sort()
          .at(-1)!,
    ).toBe(true);
    expect(typed[0]!.at < firstBooking).toBe(true);

    const saved = await trail('content.save');
    expect(saved.map((entry) => entry.entity.id).sort()).toEqual([...contentKeys].sort());
    for (const entry of saved) {
      expect(entry.actor.id, entry.entity.id).toBe(superAdmin!.id);
      expect(entry.at < firstBooking, entry.entity.id).toBe(true);
    }
  });

  it('has reminded each student whose charges are overdue as the hourly job did, so a first start’s run of it reminds nobody again', async () => {
    const settings = await getSettings();
    const since = reminderWindowStart(new Date(story.now), settings.paymentReminders.intervalDays);
    const owing = await studentsOwing();
    let late = 0;
    for (const studentId of owing) {
      const { entries, balance } = await ledgerOf(studentId);
      if (overdueAmount(entries, balance, story.now.slice(0, 10)) === 0) continue;
      late += 1;
      const reminders = (await listNotices(studentId, { page: 1, limit: 50 })).notifications.filter(
        (notice) => notice.title.startsWith('Payment reminder: '),
      );
      // Newest first: the last one within the interval, every one after a charge was late.
      expect(reminders[0]?.at, studentId).toBeDefined();
      expect(reminders[0]!.at > since && reminders[0]!.at < story.now, studentId).toBe(true);
      const firstLate = entries.flatMap((entry) => (entry.dueDate ? [entry.dueDate] : [])).sort()[0]!;
      for (const reminder of reminders) expect(reminder.at.slice(0, 10) > firstLate, studentId).toBe(true);
    }
    expect(late).toBeGreaterThan(10);
    // The run a first start queues at once (infra/local/stack.ts): each is within the interval.
    expect(await remindStudents(owing, new Date())).toBe(0);
  });

  it('has a room out of service as staff take one out: with its reason, since when and its day back', async () => {
    const out = (await listRooms()).filter((room) => room.status === 'maintenance');
    expect(out.length).toBeGreaterThan(0);
    for (const room of out) {
      expect(room.outOfService?.reason, room.roomNumber).toBeTruthy();
      expect(room.outOfService!.since < story.now, room.roomNumber).toBe(true);
      expect(room.outOfService!.expectedBack > story.now.slice(0, 10), room.roomNumber).toBe(true);
    }
  });

  it('has booking requests asked after their student moved in, and decided after they were asked', async () => {
    const requests = [...(await queuedRequests(false)), ...(await queuedRequests(true))];
    expect(requests.map((request) => request.status).sort()).toEqual(['declined', 'open', 'open']);
    for (const request of requests) {
      const booking = bookingOf(request.booking.id)!;
      expect(booking.createdAt < request.createdAt, request.reason).toBe(true);
      expect(story.desks.get(booking.id)!.checkIn!.at < request.createdAt, request.reason).toBe(true);
      expect(request.createdAt < story.now, request.reason).toBe(true);
      if (request.decision) {
        expect(request.decision.at > request.createdAt, request.reason).toBe(true);
        expect(request.decision.at < story.now, request.reason).toBe(true);
      }
    }
  });

  it('has parcels logged after their student moved in, two waiting for the demo resident, others collected after', async () => {
    const residentId = story.bookings.find(
      (booking) => booking.student.email === 'resident@northgate.example',
    )!.studentId;
    const [waiting, collected] = await Promise.all([
      deskParcels({ status: 'waiting' }),
      deskParcels({ status: 'collected', since: '2000-01-01' }),
    ]);
    expect([waiting.length, collected.length]).toEqual([3, 2]);
    expect((await parcelsWaitingFor(residentId)).map((parcel) => parcel.carrier)).toEqual([null, 'DHL']);
    expect(collected.map((parcel) => parcel.collected!.collectedBy).sort()).toEqual([
      'Kojo Asante (roommate)',
      null,
    ]);
    for (const parcel of [...waiting, ...collected]) {
      const booking = story.bookings.find(
        (each) => each.studentId === parcel.student.id && each.status === 'active',
      )!;
      expect(story.desks.get(booking.id)!.checkIn!.at < parcel.loggedAt, parcel.id).toBe(true);
      expect(parcel.room?.roomNumber).toBe(booking.room.roomNumber);
      const done = parcel.collected?.at ?? parcel.loggedAt;
      expect(parcel.loggedAt <= done && done < story.now, parcel.id).toBe(true);
    }
    const own = (await listNotices(residentId, { page: 1, limit: 50 })).notifications;
    expect(own.filter((notice) => notice.category === 'parcels')).toHaveLength(4);
  });

  it('has students with no room this period waiting, in the order they joined, for beds that are all taken', async () => {
    const settings = await getSettings();
    const queue = await queueOf({
      academicYear: settings.currentAcademicYear,
      semester: settings.currentSemester,
    });
    expect(queue.length).toBeGreaterThanOrEqual(2);
    const joins = new Map(
      (await listAudit({ action: 'waitlist.join' }, null, { page: 1, limit: 100 })).entries.map((entry) => [
        entry.entity.id,
        entry.at,
      ]),
    );
    const rooms = await listRooms();
    for (const entry of queue) {
      const name = `${entry.student.fullName} (${entry.roomTypes.join(', ')})`;
      expect(entry.status, name).toBe('waiting');
      expect(
        story.bookings.some(
          (booking) => booking.studentId === entry.studentId && booking.status === 'active',
        ),
        name,
      ).toBe(false);
      expect(story.joined.get(entry.studentId)! < entry.joinedAt, name).toBe(true);
      expect(entry.joinedAt < story.now, name).toBe(true);
      // The trail records the join when it was made, by the student.
      expect(joins.get(entry.studentId), name).toBe(entry.joinedAt);
      // No bed of a type they wait for is free in any room they may live in, whatever block they named:
      // the offer job would have offered one in their block, and one elsewhere was theirs to book
      // (docs/spec.md §10: the waitlist is for when no suitable bed is free).
      const free = rooms.filter(
        (room) =>
          room.status === 'available' &&
          room.currentOccupancy < room.capacity &&
          eligible({ ...entry, block: null }, room),
      );
      expect(
        free.map((room) => room.roomNumber),
        name,
      ).toEqual([]);
    }
    const joined = queue.map((entry) => entry.joinedAt);
    expect(joined).toEqual([...joined].sort());
  });

  it('files the announcement for everyone it reached, and no notice or audit entry later than now', async () => {
    const residentId = story.bookings.find(
      (booking) => booking.student.email === 'resident@northgate.example',
    )!.studentId;
    const [staff, students] = await Promise.all([
      Promise.all([listUsersOfRole('admin'), listUsersOfRole('super_admin')]),
      listUsersOfRole('student'),
    ]);
    // Everyone: active staff, and active students whose address is verified (docs/spec.md §18).
    const everyone = [...staff.flat(), ...students].filter(
      (user) => user.isActive && (user.role !== 'student' || user.emailVerified),
    );
    const filed = await Promise.all(
      everyone.map(async (user) => (await listNotices(user.id, { page: 1, limit: 50 })).notifications),
    );
    expect(
      filed.filter((notices) => notices.some((notice) => notice.category === 'announcements')),
    ).toHaveLength(everyone.length);
    for (const notice of filed.flat()) expect(notice.at <= new Date().toISOString(), notice.title).toBe(true);
    // The resident's notices tell their story in order: booked, welcomed at the desk, their repair fixed.
    const own = (await listNotices(residentId, { page: 1, limit: 50 })).notifications
      .reverse()
      .map((notice) => notice.title);
    const booked = own.findIndex((title) => title.startsWith('Your room is booked'));
    const welcomed = own.findIndex((title) => title.startsWith('Welcome to Room'));
    const fixed = own.findIndex((title) => /^Your maintenance request “.+” is now resolved$/.test(title));
    expect(
      [booked, welcomed, fixed].every((index) => index >= 0),
      own.join('; '),
    ).toBe(true);
    expect(booked < welcomed && welcomed < fixed, own.join('; ')).toBe(true);
    const latest = await listAudit({}, null, { page: 1, limit: 1 });
    expect(latest.entries[0]!.at <= new Date().toISOString()).toBe(true);
  });
});
