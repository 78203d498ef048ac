import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import * as messages from '#contract/messages';
import { getUserByEmail } from '../../../functions/data/users.ts';
import { jobsSettled } from '../../support/jobs.ts';
import { baseUrl, demoAccount, describe, expect, it, screenshotsAtEachSize } from '../support/fixture.ts';
import { superAdminTab } from '../support/staff-session.ts';
import { seriousViolations, verifiedStudent } from './support.ts';

const shoot = (page: Page, name: string) => screenshotsAtEachSize(page, `waitlist-${name}`);

type StaffCall = Awaited<ReturnType<typeof superAdminTab>>;

/**
 * A room type of the test's own, one bed, added to the hostel's types (rooms must be of one of them),
 * so that its waitlist queue holds only this test's students.
 */
async function ownRoomType(staff: StaffCall, prefix: string): Promise<string> {
  const name = `${prefix}-${randomUUID().slice(0, 6)}`;
  const { settings } = (await (await staff('GET', '/settings')).json()) as {
    settings: { roomTypes: { name: string; capacity: number; description: string }[] };
  };
  const saved = await staff('PUT', '/settings', {
    roomTypes: [...settings.roomTypes, { name, capacity: 1, description: '' }],
  });
  if (!saved.ok) throw new Error(`adding room type ${name}: ${saved.status} ${await saved.text()}`);
  return name;
}

describe('the waitlist in the management app', () => {
  it(
    'offers a freed bed in a full room to the student who joined, who accepts it and gets the bed',
    { timeout: 180_000 },
    async ({ signedInPage }) => {
      const staff = await superAdminTab();
      const roomType = await ownRoomType(staff, 'Waitlist');
      const roomNumber = `W${randomUUID().slice(0, 4).toUpperCase()}`;
      const created = await staff('POST', '/rooms', {
        roomNumber,
        roomType,
        capacity: 1,
        genderDesignation: 'mixed',
        status: 'available',
      });
      const room = ((await created.json()) as { room: { id: string } }).room;
      const occupant = await verifiedStudent(baseUrl);
      const occupantId = (await getUserByEmail(occupant.email))!.id;
      const booked = await staff('POST', '/bookings', {
        roomId: room.id,
        studentId: occupantId,
        termsAgreed: true,
      });
      const booking = ((await booked.json()) as { booking: { id: string } }).booking;

      const waiting = await verifiedStudent(baseUrl);
      const page = await signedInPage(waiting, { at: '/student/rooms' });
      const join = page.getByTestId('waitlist-join');
      await join.getByLabel(roomType).check();
      await join.getByRole('button', { name: 'Join the waitlist' }).click();
      const position = page.getByTestId('waitlist-position');
      await position.getByText(`${roomType}: number 1 of 1 waiting`).waitFor();
      expect(await seriousViolations(page), 'waiting').toEqual([]);

      // Another student's booking ends: the offer job offers the bed to the one waiting.
      expect(
        (await staff('POST', `/bookings/${booking.id}/cancel`, { cancellationReason: 'Moved out' })).status,
      ).toBe(200);
      // The offer job runs once the cancellation has answered: the dashboard read after it holds the offer.
      await jobsSettled(baseUrl);
      await page.goto(`${baseUrl}/management/student`);
      const offer = page.getByTestId('waitlist-offer');
      await offer.getByText(`A bed is offered to you: room ${roomNumber}`).waitFor();
      expect(await offer.getByText(/left$/).isVisible()).toBe(true);
      expect(await seriousViolations(page), 'offer').toEqual([]);
      await shoot(page, 'student-offer');

      await offer.getByRole('button', { name: 'Accept' }).click();
      await offer.waitFor({ state: 'detached' });
      await page.reload();
      await page.getByText(`Room ${roomNumber}`).first().waitFor();
    },
  );

  it('lets a waiting student leave the waitlist from its card, which gives way to the form to join', async ({
    signedInPage,
  }) => {
    const staff = await superAdminTab();
    // Its one room is closed for repairs: no bed free, so a student may wait for one.
    const roomType = await ownRoomType(staff, 'Leave');
    await staff('POST', '/rooms', {
      roomNumber: `L${randomUUID().slice(0, 4).toUpperCase()}`,
      roomType,
      capacity: 1,
      genderDesignation: 'mixed',
      status: 'maintenance',
    });
    const page = await signedInPage(await verifiedStudent(baseUrl), { at: '/student/rooms' });
    const join = page.getByTestId('waitlist-join');
    await join.getByLabel(roomType).check();
    await join.getByRole('button', { name: 'Join the waitlist' }).click();
    const position = page.getByTestId('waitlist-position');
    await position.getByRole('button', { name: 'Leave the waitlist' }).click();
    await page.locator('[data-sonner-toaster]').getByText(messages.waitlist.left, { exact: true }).waitFor();
    await position.waitFor({ state: 'detached' });
    await join.waitFor();
  });

  it(
    'shows the booking on the dashboard as soon as the student accepts an offer, without a reload',
    { timeout: 180_000 },
    async ({ signedInPage }) => {
      const staff = await superAdminTab();
      const roomType = await ownRoomType(staff, 'Accept');
      const roomNumber = `A${randomUUID().slice(0, 4).toUpperCase()}`;
      const created = await staff('POST', '/rooms', {
        roomNumber,
        roomType,
        capacity: 1,
        genderDesignation: 'mixed',
        status: 'available',
      });
      const room = ((await created.json()) as { room: { id: string } }).room;
      const occupant = await verifiedStudent(baseUrl);
      const booked = await staff('POST', '/bookings', {
        roomId: room.id,
        studentId: (await getUserByEmail(occupant.email))!.id,
        termsAgreed: true,
      });
      const booking = ((await booked.json()) as { booking: { id: string } }).booking;
      const waiting = await verifiedStudent(baseUrl);
      const page = await signedInPage(waiting, { at: '/student/rooms' });
      const join = page.getByTestId('waitlist-join');
      await join.getByLabel(roomType).check();
      await join.getByRole('button', { name: 'Join the waitlist' }).click();
      await page.getByTestId('waitlist-position').waitFor();
      await staff('POST', `/bookings/${booking.id}/cancel`, { cancellationReason: 'Moved out' });
      await jobsSettled(baseUrl);
      await page.goto(`${baseUrl}/management/student`);
      const offer = page.getByTestId('waitlist-offer');
      await offer.getByRole('button', { name: 'Accept' }).waitFor();
      await page.getByRole('heading', { name: 'You have no room booked yet' }).waitFor();

      await offer.getByRole('button', { name: 'Accept' }).click();

      const current = page.getByRole('region', { name: 'Current booking' });
      await current.getByText(`Room ${roomNumber}`).waitFor({ timeout: 10_000 });
      expect(await page.getByRole('heading', { name: 'You have no room booked yet' }).count()).toBe(0);
    },
  );

  it(
    'shows staff the queue with places and lets them move an entry with a reason',
    { timeout: 180_000 },
    async ({ signedInPage }) => {
      const staff = await superAdminTab();
      const roomType = await ownRoomType(staff, 'Queue');
      await staff('POST', '/rooms', {
        roomNumber: `Q${randomUUID().slice(0, 4).toUpperCase()}`,
        roomType,
        capacity: 1,
        genderDesignation: 'mixed',
        status: 'maintenance',
      });
      const students = [await verifiedStudent(baseUrl), await verifiedStudent(baseUrl)];
      for (const student of students) {
        const page = await signedInPage(student, { at: '/student/rooms' });
        const join = page.getByTestId('waitlist-join');
        await join.getByLabel(roomType).check();
        await join.getByRole('button', { name: 'Join the waitlist' }).click();
        await page.getByTestId('waitlist-position').waitFor();
        if (student === students[1]) await shoot(page, 'student-waiting');
        await page.context().close();
      }

      const page = await signedInPage(demoAccount('admin'));
      await page.getByRole('link', { name: 'Waitlist' }).click();
      await page.getByRole('heading', { name: 'Waitlist' }).waitFor();
      await page.getByLabel('Room type').selectOption(roomType);
      const second = (await getUserByEmail(students[1]!.email))!;
      await page.getByRole('button', { name: `Move up ${second.fullName}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Move up one place' });
      await dialog.getByLabel('Reason').fill('Medical priority');
      await dialog.getByRole('button', { name: 'Move up one place' }).click();
      await dialog.waitFor({ state: 'detached' });
      // The queue's first row (after the header row) is the student moved up.
      await page
        .getByRole('table', { name: 'Waitlist' })
        .getByRole('row')
        .nth(1)
        .getByText(second.fullName)
        .waitFor();
      expect(await seriousViolations(page), 'staff queue').toEqual([]);
      await shoot(page, 'staff-queue');
    },
  );

  it("leads from the queue's offer lifetime to Settings, where staff change it", async ({ signedInPage }) => {
    const staff = await superAdminTab();
    const roomType = await ownRoomType(staff, 'Lifetime');
    // A type the hostel has a room of, none free: the waitlist is what a student can join.
    await staff('POST', '/rooms', {
      roomNumber: `L${randomUUID().slice(0, 4).toUpperCase()}`,
      roomType,
      capacity: 1,
      genderDesignation: 'mixed',
      status: 'maintenance',
    });
    const student = await verifiedStudent(baseUrl);
    const own = await signedInPage(student, { at: '/student/rooms' });
    const join = own.getByTestId('waitlist-join');
    await join.getByLabel(roomType).check();
    await join.getByRole('button', { name: 'Join the waitlist' }).click();
    await own.getByTestId('waitlist-position').waitFor();

    const page = await signedInPage(demoAccount('admin'), {
      at: `/admin/waitlist?roomType=${encodeURIComponent(roomType)}`,
    });
    await page
      .getByText(/offers last \d+ h, as set in/)
      .getByRole('link', { name: 'Settings' })
      .click();
    await page.waitForURL(`${baseUrl}/management/admin/settings`);
    await page.getByLabel('Offer lifetime (hours)').waitFor();
  });
});
