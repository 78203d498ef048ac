import { beforeAll, describe, expect, it } from 'vitest';
import { listRooms } from '../../../functions/data/rooms.ts';
import { getSettings } from '../../../functions/data/settings.ts';
import type { OutstandingResponse } from '../../../functions/contract/money-reports.ts';
import type { DemoAccount } from '../../../infra/local/seed/demo-accounts.ts';
import { demoHostelPlan } from '../../../infra/local/seed/demo-data.ts';
import { seed } from '../../../infra/local/seed/index.ts';
import { Tab } from '../../support/auth.ts';

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

  it('gives the demo resident a room, a ledger that owes rent, a repair and notifications with a payment reminder', async () => {
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
    const requests = await resident.call('GET', '/maintenance/mine');
    expect(requests.body.requests.length).toBeGreaterThan(0);
    const notices = await resident.call('GET', '/notifications?limit=10');
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

  it('is the same hostel on every run: the plan depends only on the rooms, the period and its first day', async () => {
    const settings = await getSettings();
    const period = { academicYear: settings.currentAcademicYear, semester: settings.currentSemester };
    const arrival = settings.stayDates!.arrival;
    const empty = (await listRooms()).map((room) => ({ ...room, currentOccupancy: 0 }));
    expect(demoHostelPlan(empty, period, arrival)).toEqual(demoHostelPlan(empty, period, arrival));
  });
});
