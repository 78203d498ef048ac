import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Booking } from '#contract/bookings';
import type { Room } from '#contract/rooms';
import type { Student } from '#contract/students';
import { launchBrowser } from '../support/browser.ts';
import { signedInPage } from '../support/sign-in.ts';
import { superAdminTab } from '../support/staff-session.ts';
import { newStudentDetails, seriousViolations } from '../management/support.ts';

const baseUrl = inject('baseUrl');
const admin = inject('demoAccounts').find((account) => account.role === 'admin')!;
let browser: Browser;
let call: Awaited<ReturnType<typeof superAdminTab>>;

beforeAll(async () => {
  browser = await launchBrowser();
  call = await superAdminTab();
});

afterAll(async () => {
  await browser?.close();
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
  const body = { roomNumber, roomType: 'Double', capacity: 2, genderDesignation: 'mixed', ...overrides };
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

const signedInAdmin = (options: Parameters<Browser['newContext']>[0] = {}) =>
  signedInPage(browser, baseUrl, admin, { acceptDownloads: true, ...options });

async function open(page: Page, path: string, heading: string) {
  await page.goto(`${baseUrl}/management${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toaster]').getByText(text, { exact: true }).waitFor();

const shots = '/work/wt/shots/frontdesk';

/** Screenshots of screens at 1280 and 375 px, light and dark, for looking at. */
async function screenshots(screens: Array<[name: string, path: string, heading: string]>) {
  for (const width of [1280, 375]) {
    for (const scheme of ['light', 'dark'] as const) {
      const { context, page } = await signedInAdmin({
        viewport: { width, height: 900 },
        colorScheme: scheme,
      });
      for (const [name, path, heading] of screens) {
        await open(page, path, heading);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `${shots}/${name}-${width}-${scheme}.png`, fullPage: true });
      }
      await context.close();
    }
  }
}

describe('the front desk', () => {
  it('books a walk-in student from their profile, and the details lead back to the profile', async () => {
    const student = await ownStudent('male');
    const room = await ownRoom('W', { genderDesignation: 'male' } as Partial<Room>);
    const female = await ownRoom('F', { genderDesignation: 'female' } as Partial<Room>);
    const { context, page } = await signedInAdmin();
    await open(page, `/admin/students/${student.id}`, student.fullName);
    await page.getByRole('button', { name: 'Book a room' }).click();
    const dialog = page.getByRole('dialog', { name: `Book a room for ${student.fullName}` });
    await dialog.getByLabel(`Room ${room.roomNumber}`).waitFor();
    expect(await dialog.getByLabel(`Room ${female.roomNumber}`).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel(`Room ${room.roomNumber}`).check();
    await dialog.getByRole('button', { name: `Book Room ${room.roomNumber}` }).click();
    await toast(page, 'Room booked successfully');
    await page.getByRole('heading', { level: 1, name: 'Booking Details' }).waitFor();
    await page.getByText('Created by Admin').waitFor();
    const details = page.locator('#main');
    expect(await details.textContent()).toContain(student.email);
    expect(await details.textContent()).toContain(student.phoneNumber);
    expect(await seriousViolations(page)).toEqual([]);
    await details.getByRole('link', { name: student.fullName }).click();
    await page.getByRole('heading', { level: 1, name: student.fullName }).waitFor();
    await page.getByText(`Room ${room.roomNumber}`).first().waitFor();
    await context.close();
  });

  it('books a student into a room from its occupants, and each occupant links to the profile', async () => {
    const room = await ownRoom('O');
    const living = await ownStudent();
    await bookFor(living, room);
    const walkIn = await ownStudent();
    const { context, page } = await signedInAdmin();
    await open(page, '/admin/rooms', 'Manage Rooms');
    await page.getByRole('searchbox', { name: 'Search rooms', exact: true }).fill(room.roomNumber);
    await page.getByRole('button', { name: `Occupants of room ${room.roomNumber}`, exact: true }).click();
    const occupants = page.getByRole('dialog', { name: `Occupants of Room ${room.roomNumber}` });
    await occupants.getByRole('link', { name: living.fullName }).waitFor();
    await occupants.getByRole('button', { name: 'Book a student into this room' }).click();
    const dialog = page.getByRole('dialog', { name: `Book a student into Room ${room.roomNumber}` });
    await dialog.getByRole('searchbox', { name: 'Find a student' }).fill(walkIn.email);
    await dialog.getByLabel(walkIn.fullName).check();
    await dialog.getByRole('button', { name: `Book ${walkIn.fullName}` }).click();
    await toast(page, 'Room booked successfully');
    await page.getByRole('heading', { level: 1, name: 'Booking Details' }).waitFor();
    await page.getByText('Created by Admin').waitFor();
    const { bookings } = await json<{ bookings: Booking[] }>(call('GET', `/bookings?roomId=${room.id}`));
    expect(bookings.map((booking) => booking.studentId).sort()).toEqual([living.id, walkIn.id].sort());
    expect(bookings.find((booking) => booking.studentId === walkIn.id)?.createdByAdmin).toBe(true);
    await context.close();
  });

  it('shows a renamed student as they are now on old bookings and in the spreadsheet', async () => {
    const student = await ownStudent();
    const room = await ownRoom('R');
    const old = await bookFor(student, room);
    await json(call('POST', `/bookings/${old.id}/cancel`, { cancellationReason: 'Left early' }));
    const current = await bookFor(student, room);
    const newName = `Renamed ${randomUUID().slice(0, 6)}`;
    await json(call('PUT', `/students/${student.id}`, { fullName: newName }));

    const { context, page } = await signedInAdmin();
    await open(page, '/admin/bookings', 'Manage Bookings');
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
    await context.close();
  });

  it('takes a deleted booking out of the live list and shows it in the archive', async () => {
    const student = await ownStudent();
    const booking = await bookFor(student, await ownRoom('X'));
    const { context, page } = await signedInAdmin();
    await open(page, '/admin/bookings', 'Manage Bookings');
    await page.getByRole('searchbox', { name: 'Student', exact: true }).fill(student.email);
    const row = page.locator(`tr[data-booking="${booking.publicId}"]`);
    await row.waitFor();
    await page.getByRole('button', { name: `Delete booking of ${student.fullName}`, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete Booking' }).click();
    await toast(page, 'Booking deleted successfully');
    await row.waitFor({ state: 'detached' });
    await page.getByLabel('Bookings', { exact: true }).selectOption('archive');
    await row.waitFor();
    expect(await row.textContent()).toContain('Archived');
    await context.close();
  });

  it('takes screenshots of the changed screens', { timeout: 240_000 }, async () => {
    const student = await ownStudent();
    const booking = await bookFor(student, await ownRoom('S'));
    await screenshots([
      ['booking-details', `/admin/bookings/p/${booking.publicId}`, 'Booking Details'],
      ['student-profile', `/admin/students/${student.id}`, student.fullName],
      ['bookings', '/admin/bookings', 'Manage Bookings'],
      ['students', '/admin/students', 'Manage Students'],
      ['rooms', '/admin/rooms', 'Manage Rooms'],
    ]);
  });
});
