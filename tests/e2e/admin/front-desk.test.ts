import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import * as messages from '#contract/messages';
import type { Booking } from '#contract/bookings';
import type { Room } from '#contract/rooms';
import type { Student } from '#contract/students';
import {
  baseUrl,
  beforeAll,
  demoAccount,
  describe,
  expect,
  it,
  screenshot,
  shotsWanted,
  type SignedInPage,
} from '../support/fixture.ts';
import { sidewaysScroll } from '../support/layout.ts';
import { loadJoined } from '../support/realtime.ts';
import { showPage } from '../support/screens.ts';
import { submitSignIn } from '../support/sign-in.ts';
import { superAdminTab } from '../support/staff-session.ts';
import { newStudentDetails, seriousViolations, toastShown } from '../management/support.ts';

const admin = demoAccount('admin');
const superAdmin = demoAccount('super_admin');
let call: Awaited<ReturnType<typeof superAdminTab>>;

beforeAll(async () => {
  call = await superAdminTab();
});

async function json<T>(response: Promise<Response>, status = 200): Promise<T> {
  const answer = await response;
  const body = await answer.text();
  if (answer.status !== status) throw new Error(`${answer.status} ${body}`);
  return JSON.parse(body) as T;
}

/** A room of this test's own (the seed fills most beds, so tests never rely on a seeded one). */
async function ownRoom(prefix: string, overrides: Partial<Room> = {}): Promise<Room> {
  const roomNumber = `${prefix}${randomUUID().slice(0, 6)}`.toUpperCase();
  // A room's type fixes its beds (the hostel's room types, docs/spec.md): the type follows the capacity.
  const capacity = overrides.capacity ?? 2;
  const roomType = ['Single', 'Double', 'Triple', 'Quad'][capacity - 1];
  const body = { roomNumber, roomType, capacity, genderDesignation: 'mixed', ...overrides };
  return (await json<{ room: Room }>(call('POST', '/rooms', body), 201)).room;
}

async function ownStudent(gender: 'male' | 'female' = 'female'): Promise<Student> {
  return (await json<{ student: Student }>(call('POST', '/students', newStudentDetails(gender)), 201))
    .student;
}

const bookFor = async (student: Student, room: Room) =>
  (
    await json<{ booking: Booking }>(
      call('POST', '/bookings', { roomId: room.id, termsAgreed: true, studentId: student.id }),
      201,
    )
  ).booking;

async function open(page: Page, path: string, heading: string) {
  await page.goto(`${baseUrl}/management${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** Screenshots of screens at 1280 and 375 px, light and dark, for looking at. */
async function screenshots(
  signedInPage: SignedInPage,
  screens: Array<[name: string, path: string, heading: string]>,
  account = admin,
) {
  for (const width of [1280, 375]) {
    for (const scheme of ['light', 'dark'] as const) {
      const page = await signedInPage(account, {
        viewport: { width, height: 900 },
        colorScheme: scheme,
      });
      for (const [name, path, heading] of screens) {
        await open(page, path, heading);
        await page.waitForLoadState('networkidle');
        await page.waitForFunction(
          () => !document.querySelector('#main [aria-busy="true"], #main .animate-pulse'),
        );
        await screenshot(page, `frontdesk-${name}-${width}-${scheme}`);
      }
      await page.context().close();
    }
  }
}

describe('the front desk', () => {
  it('books a walk-in student from their profile, and the details lead back to the profile', async ({
    signedInPage,
  }) => {
    const student = await ownStudent('male');
    const room = await ownRoom('W', { genderDesignation: 'male' } as Partial<Room>);
    const female = await ownRoom('F', { genderDesignation: 'female' } as Partial<Room>);
    const page = await signedInPage(admin, {
      at: `/admin/students/${student.id}`,
      heading: student.fullName,
    });
    await page.getByRole('button', { name: 'Book a room' }).click();
    const dialog = page.getByRole('dialog', { name: `Book a room for ${student.fullName}` });
    await dialog.getByLabel(`Room ${room.roomNumber}`).waitFor();
    expect(await dialog.getByLabel(`Room ${female.roomNumber}`).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel(`Room ${room.roomNumber}`).check();
    await dialog.getByRole('button', { name: `Book Room ${room.roomNumber}` }).click();
    await toastShown(page, 'Room booked successfully');
    await page.getByRole('heading', { level: 1, name: 'Booking Details' }).waitFor();
    await page.getByText('Created by Admin').waitFor();
    const details = page.locator('#main');
    expect(await details.textContent()).toContain(student.email);
    expect(await details.textContent()).toContain(student.phoneNumber);
    expect(await seriousViolations(page)).toEqual([]);
    await details.getByRole('link', { name: student.fullName }).click();
    await page.getByRole('heading', { level: 1, name: student.fullName }).waitFor();
    await page.getByText(`Room ${room.roomNumber}`).first().waitFor();
  });

  it('books a student into a room from its occupants, and each occupant links to the profile', async ({
    signedInPage,
  }) => {
    const room = await ownRoom('O');
    const living = await ownStudent();
    await bookFor(living, room);
    const walkIn = await ownStudent();
    const page = await signedInPage(admin, { at: '/admin/rooms', heading: 'Manage Rooms' });
    await page.getByRole('searchbox', { name: 'Search rooms', exact: true }).fill(room.roomNumber);
    await page.getByRole('button', { name: `Occupants of room ${room.roomNumber}`, exact: true }).click();
    const occupants = page.getByRole('dialog', { name: `Occupants of Room ${room.roomNumber}` });
    await occupants.getByRole('link', { name: living.fullName }).waitFor();
    await occupants.getByRole('button', { name: 'Book a student into this room' }).click();
    const dialog = page.getByRole('dialog', { name: `Book a student into Room ${room.roomNumber}` });
    await dialog.getByRole('searchbox', { name: 'Find a student' }).fill(walkIn.email);
    await dialog.getByLabel(walkIn.fullName).check();
    await dialog.getByRole('button', { name: `Book ${walkIn.fullName}` }).click();
    await toastShown(page, 'Room booked successfully');
    await page.getByRole('heading', { level: 1, name: 'Booking Details' }).waitFor();
    await page.getByText('Created by Admin').waitFor();
    const { bookings } = await json<{ bookings: Booking[] }>(call('GET', `/bookings?roomId=${room.id}`));
    expect(bookings.map((booking) => booking.studentId).sort()).toEqual([living.id, walkIn.id].sort());
    expect(bookings.find((booking) => booking.studentId === walkIn.id)?.createdByAdmin).toBe(true);
  });

  it('shows a renamed student as they are now on old bookings and in the spreadsheet', async ({
    signedInPage,
  }) => {
    const student = await ownStudent();
    const room = await ownRoom('R');
    const old = await bookFor(student, room);
    await json(call('POST', `/bookings/${old.id}/cancel`, { cancellationReason: 'Left early' }));
    const current = await bookFor(student, room);
    const newName = `Renamed ${randomUUID().slice(0, 6)}`;
    await json(call('PUT', `/students/${student.id}`, { fullName: newName }));

    const page = await signedInPage(admin, { at: '/admin/bookings', heading: 'Manage Bookings' });
    await page.getByLabel('Bookings', { exact: true }).selectOption('');
    await page.getByRole('searchbox', { name: 'Student', exact: true }).fill(student.email);
    for (const booking of [old, current]) {
      const row = page.locator(`tr[data-booking="${booking.publicId}"]`);
      await row.waitFor();
      expect(await row.textContent()).toContain(newName);
    }
    expect(await page.locator('#main').textContent()).not.toContain(student.fullName);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.split(newName).length - 1).toBe(2);
    expect(csv).not.toContain(student.fullName);

    await open(page, `/admin/bookings/p/${old.publicId}`, 'Booking Details');
    await page.getByText('Cancellation reason').waitFor();
    const text = (await page.locator('#main').textContent()) ?? '';
    expect(text).toContain(newName);
    expect(text).toContain('Left early');
    expect(text).not.toContain('Archive reason');
  });

  it('takes a deleted booking out of the live list and shows it in the archive', async ({ signedInPage }) => {
    const student = await ownStudent();
    const booking = await bookFor(student, await ownRoom('X'));
    const page = await signedInPage(admin, { at: '/admin/bookings', heading: 'Manage Bookings' });
    await page.getByRole('searchbox', { name: 'Student', exact: true }).fill(student.email);
    const row = page.locator(`tr[data-booking="${booking.publicId}"]`);
    await row.waitFor();
    await page.getByRole('button', { name: `Delete booking of ${student.fullName}`, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete Booking' }).click();
    await toastShown(page, 'Booking deleted successfully');
    await row.waitFor({ state: 'detached' });
    await page.getByLabel('Bookings', { exact: true }).selectOption('archive');
    await row.waitFor();
    expect(await row.textContent()).toContain('Archived');
  });

  it('sorts and filters through the URL, and a reload keeps both', async ({ signedInPage }) => {
    const tag = `U${randomUUID().slice(0, 4)}`.toUpperCase();
    const rooms = [
      await ownRoom(`${tag}A`, { capacity: 2 } as Partial<Room>),
      await ownRoom(`${tag}B`, { capacity: 4 } as Partial<Room>),
      await ownRoom(`${tag}C`, { capacity: 3 } as Partial<Room>),
    ];
    const page = await signedInPage(admin, {
      at: `/admin/rooms?search=${tag}&sort=-free`,
      heading: 'Manage Rooms',
    });
    const order = () =>
      page.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-room')));
    await page.locator(`tr[data-room="${rooms[0]!.roomNumber}"]`).waitFor();
    expect(await order()).toEqual([rooms[1], rooms[2], rooms[0]].map((room) => room!.roomNumber));
    expect(await page.getByRole('searchbox', { name: 'Search rooms', exact: true }).inputValue()).toBe(tag);

    await page.getByRole('button', { name: 'Free beds' }).click();
    await page.waitForURL(/sort=free(&|$)/);
    // The server sorts, so the rows change when its answer arrives.
    await expect.poll(order).toEqual([rooms[0], rooms[2], rooms[1]].map((room) => room!.roomNumber));
    await page.getByRole('button', { name: 'Room', exact: true }).click();
    await page.waitForURL(/sort=room(&|$)/);
    await page.getByRole('button', { name: 'Room', exact: true }).click();
    await page.waitForURL(/sort=-room(&|$)/);
    await page.reload();
    await expect.poll(order).toEqual([rooms[2], rooms[1], rooms[0]].map((room) => room!.roomNumber));
    expect(
      await page.getByRole('columnheader', { name: 'Room', exact: true }).getAttribute('aria-sort'),
    ).toBe('descending');

    await page.getByLabel('Availability').selectOption('false');
    await page.waitForURL(/available=false/);
    expect(new URL(page.url()).searchParams.get('search')).toBe(tag);
    await page.getByText('No rooms match these filters.').waitFor();
    await page.goBack();
    await page.locator(`tr[data-room="${rooms[0]!.roomNumber}"]`).waitFor();
  });

  it('checks out three selected students at once and reports the one refused', async ({ signedInPage }) => {
    const programme = `BSc Bulk ${randomUUID().slice(0, 6)}`;
    const room = await ownRoom('B', { capacity: 4 } as Partial<Room>);
    const students: Student[] = [];
    for (let i = 0; i < 3; i += 1) {
      const student = (
        await json<{ student: Student }>(
          call('POST', '/students', { ...newStudentDetails(), programmeOfStudy: programme }),
          201,
        )
      ).student;
      await bookFor(student, room);
      students.push(student);
    }
    const page = await signedInPage(admin, {
      at: `/admin/students?programme=${encodeURIComponent(programme)}`,
      heading: 'Manage Students',
    });
    const table = page.getByRole('table', { name: 'Students' });
    for (const student of students) await table.getByRole('link', { name: student.fullName }).waitFor();
    expect(await table.getByRole('link', { name: room.roomNumber }).count()).toBe(3);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('checkbox', { name: 'Select all students shown' }).check();
    await page.getByText('3 students selected').waitFor();

    // Meanwhile someone else checks one of them out: that one is refused, the others go.
    await json(call('POST', `/students/${students[1]!.id}/check-out`));
    await page.getByRole('button', { name: 'Check out selected' }).click();
    await page
      .getByRole('dialog', { name: 'Check out 3 students?' })
      .getByRole('button', { name: 'Check out' })
      .click();
    const summary = page.getByRole('dialog', { name: 'Check-out' });
    await summary.getByText('done,', { exact: false }).waitFor();
    expect(await summary.textContent()).toContain('2 done, 1 refused');
    expect(await summary.textContent()).toContain(
      `${students[1]!.fullName}: This student has no active booking`,
    );
    await page.keyboard.press('Escape');
    await summary.waitFor({ state: 'detached' });
    await table.getByRole('link', { name: room.roomNumber }).first().waitFor({ state: 'detached' });
    const { bookings } = await json<{ bookings: Booking[] }>(call('GET', `/bookings?roomId=${room.id}`));
    expect(bookings.map((booking) => booking.status).sort()).toEqual(['inactive', 'inactive', 'inactive']);
  });

  it('keeps row actions on one line at 1280 px, and no list scrolls sideways', async ({ signedInPage }) => {
    const student = await ownStudent();
    const booking = await bookFor(student, await ownRoom('L'));
    const page = await signedInPage(admin, {
      viewport: { width: 1280, height: 900 },
      at: `/admin/bookings?search=${encodeURIComponent(student.email)}`,
      heading: 'Manage Bookings',
    });
    const row = page.locator(`tr[data-booking="${booking.publicId}"]`);
    await row.waitFor();
    const tops = await row
      .locator('td:last-child button')
      .evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
    expect(tops.length).toBe(5);
    expect(new Set(tops).size).toBe(1);
    // The whole lists, with the demo hostel's long addresses, fit the window: nothing scrolls sideways.
    for (const [path, heading] of [
      ['/admin/bookings', 'Manage Bookings'],
      ['/admin/students', 'Manage Students'],
      ['/admin/rooms', 'Manage Rooms'],
    ] as const) {
      await showPage(page, `/management${path}`, heading);
      expect(await sidewaysScroll(page), path).toBe(0);
    }
  });

  it('fits a 375 px phone without sideways scrolling on every changed screen', async ({ signedInPage }) => {
    const student = await ownStudent();
    const booking = await bookFor(student, await ownRoom('P'));
    const page = await signedInPage(admin, { viewport: { width: 375, height: 812 } });
    for (const [path, heading] of [
      ['/admin/students', 'Manage Students'],
      ['/admin/rooms', 'Manage Rooms'],
      ['/admin/bookings', 'Manage Bookings'],
      [`/admin/bookings/p/${booking.publicId}`, 'Booking Details'],
      [`/admin/students/${student.id}`, student.fullName],
    ] as const) {
      await showPage(page, `/management${path}`, heading);
      expect(await sidewaysScroll(page), path).toBe(0);
    }
  });

  it('shows staff a lockdown banner that appears live, survives a reload and leaves live on unlock', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(admin, { at: '/admin/rooms', heading: 'Manage Rooms' });
    const reason = `Gas leak ${randomUUID().slice(0, 6)}`;
    try {
      // The banner can appear live only once this tab's realtime socket has joined.
      await loadJoined(page);
      await page.getByRole('heading', { level: 1, name: 'Manage Rooms' }).waitFor();
      const banner = page.locator('[data-lockdown-banner]');
      expect(await banner.count()).toBe(0);
      await json(call('PUT', '/super-admin/emergency', { active: true, reason }));
      await banner.getByText(reason, { exact: false }).waitFor();
      await banner.getByText(' by ', { exact: false }).waitFor();
      await screenshot(page, 'frontdesk-lockdown-banner-1280-light');
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Manage Rooms' }).waitFor();
      await banner.getByText(reason, { exact: false }).waitFor();
      await open(page, '/admin/students', 'Manage Students');
      await banner.getByText(reason, { exact: false }).waitFor();
      await json(call('PUT', '/super-admin/emergency', { active: false }));
      await banner.waitFor({ state: 'detached' });
    } finally {
      await call('PUT', '/super-admin/emergency', { active: false });
    }
  });

  it('toasts a lockdown only as news: not in a tab opened while it is on, but when it starts as one opens', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(admin);
    const reason = `Gas leak ${randomUUID().slice(0, 6)}`;
    // The channel's reading learns only that the lockdown is on: its toast has no reason to give.
    const lockdownToast = page
      .locator('[data-sonner-toast]')
      .filter({ hasText: messages.lockdown.activated });
    // The channel reads the lockdown once its socket has opened and said who it is (lib/realtime.ts).
    // The landing page's own socket may open late; only the Manage Rooms page's counts.
    const firstReading = async () => {
      await new Promise<void>((joined) =>
        page.on('websocket', (socket) => {
          if (page.url().endsWith('/admin/rooms')) socket.once('framesent', () => joined());
        }),
      );
      await page.waitForLoadState('networkidle');
    };
    try {
      await json(call('PUT', '/super-admin/emergency', { active: true, reason }));
      const read = firstReading();
      await open(page, '/admin/rooms', 'Manage Rooms');
      const banner = page.locator('[data-lockdown-banner]');
      await banner.getByText(reason, { exact: false }).waitFor();
      await read;
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      expect(await lockdownToast.count()).toBe(0);

      await json(call('PUT', '/super-admin/emergency', { active: false }));
      await banner.waitFor({ state: 'detached' });
      // Switched on after the load read it off and before the socket opens: only the first reading hears it.
      const opened = Promise.withResolvers<void>();
      await page.route('**/realtime/ticket', async (route) => {
        await opened.promise;
        await route.continue();
      });
      const settingsRead = page.waitForResponse((response) => response.url().endsWith('/settings'));
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Manage Rooms' }).waitFor();
      await settingsRead;
      await json(call('PUT', '/super-admin/emergency', { active: true, reason }));
      opened.resolve();
      await lockdownToast.waitFor();
      await banner.getByText(reason, { exact: false }).waitFor();
    } finally {
      await call('PUT', '/super-admin/emergency', { active: false });
    }
  });

  it('takes down a banner drawn at the load when the lockdown lifts before the tab’s socket opens', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(admin);
    const reason = `Flood ${randomUUID().slice(0, 6)}`;
    try {
      await json(call('PUT', '/super-admin/emergency', { active: true, reason }));
      // The tab's socket waits for its ticket, which waits here until the lockdown has lifted: no push
      // of the lift can reach this tab, only its first reading once the socket opens.
      const lifted = Promise.withResolvers<void>();
      await page.route('**/realtime/ticket', async (route) => {
        await lifted.promise;
        await route.continue();
      });
      await open(page, '/admin/rooms', 'Manage Rooms');
      const banner = page.locator('[data-lockdown-banner]');
      await banner.getByText(reason, { exact: false }).waitFor();
      await json(call('PUT', '/super-admin/emergency', { active: false }));
      lifted.resolve();
      await banner.waitFor({ state: 'detached' });
    } finally {
      await call('PUT', '/super-admin/emergency', { active: false });
    }
  });

  it('keeps the banner down when a read of the settings sent before the lift answers after it', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(admin);
    try {
      await json(call('PUT', '/super-admin/emergency', { active: true, reason: 'Storm' }));
      // Every read of the staff settings is answered by the server at once (the lockdown on) but handed
      // to the tab only after the lift has reached it: a slow answer overtaken by the push.
      const released = Promise.withResolvers<void>();
      const answered: Promise<void>[] = [];
      await page.route('**/settings', (route) => {
        const handed = route.fetch().then(async (response) => {
          await released.promise;
          await route.fulfill({ response });
        });
        answered.push(handed);
        return handed;
      });
      await open(page, '/admin/rooms', 'Manage Rooms');
      const banner = page.locator('[data-lockdown-banner]');
      await banner.waitFor();
      await json(call('PUT', '/super-admin/emergency', { active: false }));
      await banner.waitFor({ state: 'detached' });
      released.resolve();
      await Promise.all(answered);
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      expect(await banner.count()).toBe(0);
    } finally {
      await call('PUT', '/super-admin/emergency', { active: false });
    }
  });

  it('returns to the deep link after sign-in, only inside the user’s own area, and titles each screen', async ({
    newPage,
  }) => {
    const student = await ownStudent();
    const booking = await bookFor(student, await ownRoom('D'));
    const page = await newPage();
    await page.goto(`${baseUrl}/management/admin/bookings/p/${booking.publicId}`);
    await page.waitForURL(/\/management\/login\?next=/);
    await page.waitForFunction(() => document.title === 'Sign in | Northgate Hostel');
    await submitSignIn(page, admin);
    await page.waitForURL(`${baseUrl}/management/admin/bookings/p/${booking.publicId}`);
    await page.getByRole('heading', { level: 1, name: 'Booking Details' }).waitFor();
    await page.waitForFunction(() => document.title === 'Booking Details | Northgate Hostel');
    await open(page, '/admin/students', 'Manage Students');
    await page.waitForFunction(() => document.title === 'Manage Students | Northgate Hostel');
    // Each sign-in below is a browser of its own; the open tabs are closed as they are done with.
    await page.context().close();

    for (const next of [
      '//evil.example/x',
      'https://evil.example/',
      '/student/profile',
      '/admin/../student',
    ]) {
      const other = await newPage();
      await other.goto(`${baseUrl}/management/login?next=${encodeURIComponent(next)}`);
      await submitSignIn(other, admin);
      await other.waitForURL(`${baseUrl}/management/admin`);
      await other.context().close();
    }
  });

  it('leads the archived booking’s "Bookings" crumb to the student’s booking history', async ({
    signedInPage,
  }) => {
    const student = await ownStudent();
    const booking = await bookFor(student, await ownRoom('H'));
    await json(call('POST', `/bookings/${booking.id}/cancel`, { cancellationReason: 'Went home' }));
    const page = await signedInPage(admin, {
      at: `/admin/students/${student.id}/bookings/archived/p/${booking.publicId}`,
      heading: 'Archived Booking',
    });
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Bookings' })
      .click();
    await page.waitForURL(`${baseUrl}/management/admin/students/${student.id}?tab=history`);
    await page.getByRole('heading', { level: 1, name: student.fullName }).waitFor();
  });

  // Nothing here is asserted that the other tests do not check: it runs only when someone will look.
  it.skipIf(!shotsWanted)(
    'takes screenshots of the changed screens',
    { timeout: 240_000 },
    async ({ signedInPage }) => {
      const student = await ownStudent();
      const booking = await bookFor(student, await ownRoom('S'));
      await screenshots(signedInPage, [
        ['booking-details', `/admin/bookings/p/${booking.publicId}`, 'Booking Details'],
        ['student-profile', `/admin/students/${student.id}`, student.fullName],
        ['bookings', '/admin/bookings', 'Manage Bookings'],
        ['students', '/admin/students', 'Manage Students'],
        ['rooms', '/admin/rooms', 'Manage Rooms'],
      ]);
      await screenshots(
        signedInPage,
        [
          ['audit', '/admin/super/audit-trail', 'Audit Trail'],
          ['admins', '/admin/super/admin-management', 'Admin Management'],
        ],
        superAdmin,
      );
    },
  );

  it('names who did what to whom in the audit trail, linking to the record, and fits a phone', async ({
    signedInPage,
  }) => {
    const student = await ownStudent();
    const room = await ownRoom('A');
    const booking = await bookFor(student, room);
    const page = await signedInPage(superAdmin, {
      viewport: { width: 375, height: 812 },
    });
    for (const [path, heading] of [
      ['/admin/super/audit-trail', 'Audit Trail'],
      ['/admin/super/admin-management', 'Admin Management'],
    ] as const) {
      await showPage(page, `/management${path}`, heading);
      expect(await sidewaysScroll(page), path).toBe(0);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/admin/super/audit-trail', 'Audit Trail');
    const entry = page.getByRole('link', { name: `${student.fullName}, Room ${room.roomNumber}` }).first();
    await entry.waitFor();
    const row = page.getByRole('row').filter({ has: entry });
    expect(await row.textContent()).toContain('Booking: Created');
    const me = await json<{ user: { fullName: string } }>(call('GET', '/auth/me'));
    expect(await row.textContent()).toContain(me.user.fullName);
    expect(await seriousViolations(page)).toEqual([]);
    await entry.click();
    await page.waitForURL(`${baseUrl}/management/admin/bookings/p/${booking.publicId}`);
  });
});
