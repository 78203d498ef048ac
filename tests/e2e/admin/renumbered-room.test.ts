import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { Booking } from '#contract/bookings';
import type { Room } from '#contract/rooms';
import type { Student } from '#contract/students';
import { beforeAll, demoAccount, describe, expect, it } from '../support/fixture.ts';
import { showPage } from '../support/screens.ts';
import { superAdminCalls } from '../support/staff-session.ts';
import { newStudentDetails, toastShown } from '../management/support.ts';

/**
 * A room renumbered in Manage Rooms (decision 0091) is called by its new number on every staff screen
 * that shows its resident, in the same tab and without a reload: the screens read before the renumbering
 * do not keep the old number from the cache.
 */

let room: Room;
let student: Student;
let booking: Booking;

beforeAll(async () => {
  const call = await superAdminCalls();
  const body = {
    roomNumber: `R${randomUUID().slice(0, 6)}`.toUpperCase(),
    roomType: 'Double',
    capacity: 2,
    genderDesignation: 'mixed',
  };
  room = (await call<{ room: Room }>('POST', '/rooms', body)).room;
  student = (await call<{ student: Student }>('POST', '/students', newStudentDetails())).student;
  booking = (
    await call<{ booking: Booking }>('POST', '/bookings', {
      roomId: room.id,
      termsAgreed: true,
      studentId: student.id,
    })
  ).booking;
  await call('POST', '/parcels', { studentId: student.id, carrier: 'DHL' });
});

/** The staff screens that show the resident's room, each as a search for the resident and their room cell. */
const screens = [
  {
    path: () => `/management/admin/bookings?search=${encodeURIComponent(student.email)}`,
    heading: 'Manage Bookings',
    room: (page: Page) => page.locator(`tr[data-booking="${booking.publicId}"] td[data-label="Room"]`),
  },
  {
    path: () => `/management/admin/students?search=${encodeURIComponent(student.email)}`,
    heading: 'Manage Students',
    room: (page: Page) =>
      page.getByRole('row', { name: new RegExp(student.fullName) }).locator('td[data-label="Room"]'),
  },
  {
    path: () => `/management/admin/parcels?search=${encodeURIComponent(student.fullName)}`,
    heading: 'Parcels',
    room: (page: Page) =>
      page.getByRole('row', { name: new RegExp(student.fullName) }).locator('td[data-label="Room"]'),
  },
];

describe('a renumbered room', () => {
  it('is shown by its new number on the staff screens the tab read before, once it goes back to them', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(demoAccount('admin'), { at: '/admin/rooms', heading: 'Manage Rooms' });
    for (const screen of screens) {
      await showPage(page, screen.path(), screen.heading);
      expect(await screen.room(page).innerText()).toContain(room.roomNumber);
    }

    const renumbered = `N${randomUUID().slice(0, 6)}`.toUpperCase();
    await showPage(page, '/management/admin/rooms', 'Manage Rooms');
    await page.getByRole('searchbox', { name: 'Search rooms', exact: true }).fill(room.roomNumber);
    await page.getByRole('button', { name: `Edit room ${room.roomNumber}`, exact: true }).click();
    const form = page.getByRole('dialog', { name: `Edit Room ${room.roomNumber}` });
    await form.getByLabel('Room number').fill(renumbered);
    await form.getByRole('button', { name: 'Save Room' }).click();
    await toastShown(page, 'Room updated successfully');

    for (const screen of screens) {
      // Through the app's router, as its links go: no page load reads the screen afresh.
      await showPage(page, screen.path(), screen.heading);
      expect(await screen.room(page).innerText(), screen.heading).toContain(renumbered);
    }
  });
});
