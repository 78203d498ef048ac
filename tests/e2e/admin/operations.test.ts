import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import type { Booking } from '#contract/bookings';
import * as messages from '#contract/messages';
import type { Room } from '#contract/rooms';
import type { Student } from '#contract/students';
import { baseUrl, beforeAll, demoAccount, describe, expect, it, type NewPage } from '../support/fixture.ts';
import { sidewaysScroll } from '../support/layout.ts';
import { showPage } from '../support/screens.ts';
import { superAdminTab } from '../support/staff-session.ts';
import { newStudentDetails, seriousViolations, toastShown } from '../management/support.ts';

const admin = demoAccount('admin');
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

/** A room of this test's own, with room for two. */
async function ownRoom(prefix: string): Promise<Room> {
  const roomNumber = `${prefix}${randomUUID().slice(0, 6)}`.toUpperCase();
  const body = { roomNumber, roomType: 'Double', capacity: 2, genderDesignation: 'mixed' };
  return (await json<{ room: Room }>(call('POST', '/rooms', body), 201)).room;
}

/** A student of this test's own, booked into the room by staff. */
async function bookedStudent(room: Room): Promise<{ student: Student; booking: Booking }> {
  const { student } = await json<{ student: Student }>(call('POST', '/students', newStudentDetails()), 201);
  const { booking } = await json<{ booking: Booking }>(
    call('POST', '/bookings', { roomId: room.id, termsAgreed: true, studentId: student.id }),
    201,
  );
  return { student, booking };
}

async function open(page: Page, path: string, heading: string) {
  await page.goto(`${baseUrl}/management${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** The public site's Register button as a new visitor sees it, once the page has read the settings. */
async function publicRegisterLabel(newPage: NewPage): Promise<string | null> {
  const page = await newPage();
  await page.goto(`${baseUrl}/`);
  const register = page.locator('nav[aria-label=Main] [data-register-link]');
  await page.waitForFunction(() => document.readyState === 'complete');
  // The button starts as the static page renders it and follows /api/settings/public once read.
  await page.waitForLoadState('networkidle');
  const label = await register.textContent();
  await page.context().close();
  return label?.trim() ?? null;
}

describe('admin operations', () => {
  it('creates a room and moves a booking into it, cancels another with a reason, and exports a PDF', async ({
    signedInPage,
  }) => {
    const source = await ownRoom('S');
    const moving = await bookedStudent(source);
    const cancelling = await bookedStudent(source);
    const page = await signedInPage(admin, { at: '/admin/rooms', heading: 'Manage Rooms' });
    expect(await seriousViolations(page)).toEqual([]);
    const roomNumber = `M${randomUUID().slice(0, 6)}`.toUpperCase();
    await page.getByRole('button', { name: 'Add Room' }).click();
    const form = page.getByRole('dialog', { name: 'Add Room' });
    await form.getByLabel('Room number').fill(roomNumber);
    await form.getByLabel('Room type').selectOption('Triple');
    expect(await form.getByLabel('Capacity').inputValue()).toBe('3');
    await form.getByRole('button', { name: 'Create Room' }).click();
    await toastShown(page, 'Room created successfully');
    await page.getByRole('searchbox', { name: 'Search rooms', exact: true }).fill(roomNumber);
    const row = page.locator(`tr[data-room="${roomNumber}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain('3 of 3');

    // The source room still has a student: deleting it is refused with the API's reason, said in the
    // confirmation, which stays open.
    await page.getByRole('searchbox', { name: 'Search rooms', exact: true }).fill(source.roomNumber);
    await page.getByRole('button', { name: `Delete room ${source.roomNumber}`, exact: true }).click();
    const deleting = page.getByRole('dialog', { name: `Delete Room ${source.roomNumber}?` });
    await deleting.getByRole('button', { name: 'Delete Room' }).click();
    await deleting.getByRole('alert').getByText(messages.rooms.occupiedDelete, { exact: true }).waitFor();
    await deleting.getByRole('button', { name: 'Keep as is' }).click();
    await deleting.waitFor({ state: 'detached' });

    await open(page, `/admin/bookings/p/${moving.booking.publicId}`, 'Booking Details');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Move to Another Room' }).click();
    const moveDialog = page.getByRole('dialog', { name: `Move ${moving.student.fullName}` });
    const target = moveDialog.getByLabel('New room');
    await target.waitFor();
    const offered = await target.locator('option').allTextContents();
    expect(offered.some((label) => label.startsWith(`${roomNumber} `))).toBe(true);
    expect(offered.some((label) => label.startsWith(`${source.roomNumber} `))).toBe(false);
    await target.selectOption({ label: offered.find((label) => label.startsWith(`${roomNumber} `))! });
    await moveDialog.getByRole('button', { name: 'Move Booking' }).click();
    await toastShown(page, 'Booking updated successfully');
    const moved = await json<{ booking: Booking }>(call('GET', `/bookings/p/${moving.booking.publicId}`));
    expect(moved.booking.room.roomNumber).toBe(roomNumber);

    await open(page, '/admin/bookings', 'Manage Bookings');
    await page.getByRole('searchbox', { name: 'Student', exact: true }).fill(cancelling.student.email);
    await page.locator(`tr[data-booking="${cancelling.booking.publicId}"]`).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page
      .getByRole('button', { name: `Cancel booking of ${cancelling.student.fullName}`, exact: true })
      .click();
    const cancelDialog = page.getByRole('dialog', {
      name: `Cancel ${cancelling.student.fullName}'s booking`,
    });
    await cancelDialog.getByRole('button', { name: 'Cancel Booking' }).click();
    await cancelDialog.getByText('Cancellation reason is required').waitFor();
    await cancelDialog.getByLabel('Cancellation reason').fill('Moved out of town');
    await cancelDialog.getByRole('button', { name: 'Cancel Booking' }).click();
    await toastShown(page, 'Booking cancelled successfully');
    const archive = await json<{ archives: Booking[] }>(
      call('GET', `/students/${cancelling.student.id}/bookings/archived?page=1&limit=10`),
    );
    expect(archive.archives).toEqual([
      expect.objectContaining({
        publicId: cancelling.booking.publicId,
        status: 'cancelled',
        cancellationReason: 'Moved out of town',
      }),
    ]);

    await page.getByRole('searchbox', { name: 'Student', exact: true }).fill(moving.student.email);
    await page.locator(`tr[data-booking="${moving.booking.publicId}"]`).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    await toastShown(page, 'Download successful!');
  });

  it('deletes an empty room after asking, and Undo builds it again', async ({ signedInPage }) => {
    const room = await ownRoom('D');
    const page = await signedInPage(admin, { at: '/admin/rooms', heading: 'Manage Rooms' });
    await page.getByRole('searchbox', { name: 'Search rooms', exact: true }).fill(room.roomNumber);
    await page.getByRole('button', { name: `Delete room ${room.roomNumber}`, exact: true }).click();
    await page
      .getByRole('dialog', { name: `Delete Room ${room.roomNumber}?` })
      .getByRole('button', { name: 'Delete Room' })
      .click();
    await toastShown(page, 'Room deleted successfully');
    const listed = async () =>
      (await json<{ rooms: Room[] }>(call('GET', `/rooms?search=${room.roomNumber}`))).rooms.map(
        (found) => found.roomNumber,
      );
    expect(await listed()).toEqual([]);
    await page.locator('[data-sonner-toaster]').getByRole('button', { name: 'Undo' }).click();
    await toastShown(page, 'Room created successfully');
    expect(await listed()).toEqual([room.roomNumber]);
  });

  it('asks for the typed word before clearing every booking', async ({ signedInPage }) => {
    const page = await signedInPage(admin, { at: '/admin/bookings', heading: 'Manage Bookings' });
    await page.getByRole('button', { name: 'Clear All' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clear all bookings?' });
    const confirm = dialog.getByRole('button', { name: 'Clear All Bookings' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Type CLEAR to confirm').fill('clear');
    expect(await confirm.isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Keep as is' }).click();
  });

  it('closes registration and the public site says so; the profile and settings pass axe', async ({
    newPage,
    signedInPage,
  }) => {
    const page = await signedInPage(admin, { at: '/admin/settings', heading: 'Settings' });
    try {
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Close Registration' }).click();
      await toastShown(page, 'Registration closed successfully!');
      await page.getByRole('button', { name: 'Open Registration' }).waitFor();

      expect(await publicRegisterLabel(newPage)).toBe('Registration Closed');

      await page.getByRole('button', { name: 'Open Registration' }).click();
      await toastShown(page, 'Registration opened successfully!');
      expect(await publicRegisterLabel(newPage)).not.toBe('Registration Closed');

      await open(page, '/admin/profile', 'My Profile');
      // The address shows in the profile's facts and again in the change of email's words.
      await page.locator('#main dl').getByText(admin.email, { exact: true }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await call('PUT', '/settings/registration', { isOpen: true });
    }
  });

  it('fits a 375 px phone without sideways scrolling', async ({ signedInPage }) => {
    const room = await ownRoom('P');
    await bookedStudent(room);
    const page = await signedInPage(admin, { viewport: { width: 375, height: 812 } });
    for (const [path, heading] of [
      ['/admin/rooms', 'Manage Rooms'],
      ['/admin/bookings', 'Manage Bookings'],
      ['/admin/settings', 'Settings'],
      ['/admin/profile', 'My Profile'],
    ] as const) {
      await showPage(page, `/management${path}`, heading);
      expect(await sidewaysScroll(page), path).toBe(0);
    }
  });
});
