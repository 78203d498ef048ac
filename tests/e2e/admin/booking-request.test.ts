import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { conditionItems } from '#contract/desk';
import * as messages from '#contract/messages';
import { basename, paths } from '../../../management/src/config/paths.ts';
import { getUserByEmail } from '../../../functions/data/users.ts';
import { requestHeaders, signedInTab } from '../../support/sessions.ts';
import { itemRecorded, lastMailTo, seriousViolations, verifiedStudent } from '../management/support.ts';
import { baseUrl, demoAccount, describe, expect, it, screenshotsAtEachSize } from '../support/fixture.ts';
import { hasFocus } from '../support/focus.ts';
import { sidewaysScroll } from '../support/layout.ts';
import { superAdminCalls } from '../support/staff-session.ts';

const phone = { viewport: { width: 375, height: 812 } };
const desk = { viewport: { width: 1280, height: 900 } };

describe('a room change asked for on a phone and approved at the desk', () => {
  it(
    'moves the student into the room staff pick, and charges the dearer room’s difference',
    { timeout: 120_000 },
    async ({ signedInPage }) => {
      // A student in a Double, booked at the desk; a Single is free (the demo prices: 2,600 and 3,800
      // cedis).
      const { suffix, single, resident } = await aStudentInADouble();

      // The student asks on their booking's screen, on a phone, reached from the dashboard.
      const student = await signedInPage(resident, phone);
      await student.getByRole('link', { name: 'Details and changes' }).click();
      const focused = () => student.evaluate(() => document.activeElement?.textContent);
      await student.getByRole('button', { name: 'Ask for a change' }).click();
      // The form that takes the button's place takes the focus, and gives it to the panel once sent.
      await expect.poll(focused).toMatch(/^Choose…/);
      await student.getByLabel('What would you like?').selectOption('roomChange');
      await student.getByLabel('Why?').fill('My roommate and I keep very different hours.');
      await student.getByLabel('Room type').selectOption('Single');
      await student.getByLabel('Anything else').fill('A quiet floor if possible');
      expect(await seriousViolations(student), 'request form').toEqual([]);
      await student.getByRole('button', { name: 'Send the request' }).click();
      await student.getByText('Waiting for the office').waitFor();
      await expect.poll(focused).toBe('Changes to this booking');
      expect(await sidewaysScroll(student), 'student booking with a request').toBe(0);
      await screenshotsAtEachSize(student, 'booking-request-student-open');
      // Back on the dashboard, without a reload, the request shows as waiting.
      await student.getByRole('link', { name: 'Back to dashboard' }).click();
      const news = student.getByRole('region', {
        name: 'Your room change request is waiting for the office',
      });
      await news.getByText('My roommate and I keep very different hours.').waitFor();
      await screenshotsAtEachSize(student, 'dashboard-request-open');
      await news.getByRole('link', { name: 'Requests on the booking' }).click();

      // Staff find it in the queue and approve it into a move to the Single.
      const admin = await signedInPage(demoAccount('admin'), {
        ...desk,
        at: `/admin/booking-requests?search=RD${suffix}`,
      });
      await admin.getByRole('link', { name: resident.fullName }).click();
      await admin.getByRole('heading', { name: 'Requests from the student' }).waitFor();
      expect(await sidewaysScroll(admin), 'staff booking details').toBe(0);
      await admin.getByRole('button', { name: 'Approve', exact: true }).focus();
      await admin.keyboard.press('Enter');
      await admin.getByLabel('New room').selectOption(single.room.id);
      await admin.getByLabel('Reason the student reads').fill('A single room is free on the second floor.');
      expect(await seriousViolations(admin), 'approve dialog').toEqual([]);
      await admin.getByRole('button', { name: 'Approve and move' }).click();
      await admin.getByText('Request approved').first().waitFor();
      await admin.getByText(`moved to Room RS${suffix}`).waitFor();
      // Approve, which the dialog gave the focus back to, has gone with the open request: the focus goes
      // on to the screen's heading, not to the page's body.
      await expect
        .poll(() => admin.evaluate(() => document.activeElement?.textContent))
        .toBe('Booking Details');

      // The student is told, sees their new room and the difference on their money screen.
      expect((await lastMailTo(baseUrl, resident.email)).subject).toBe(
        'Your room change request was approved',
      );
      await student.reload();
      await student.getByText(`RS${suffix}`).first().waitFor();
      await student.getByText('Approved', { exact: true }).first().waitFor();
      await screenshotsAtEachSize(student, 'booking-request-student-approved');
      // The dashboard tells the outcome with staff's reason until the student puts it away.
      await student.getByRole('link', { name: 'Back to dashboard' }).click();
      const outcome = student.getByRole('region', { name: 'The office approved your room change request' });
      await outcome.getByText(/A single room is free on the second floor\./).waitFor();
      expect(await sidewaysScroll(student), 'dashboard with an answered request').toBe(0);
      await screenshotsAtEachSize(student, 'dashboard-request-approved');
      await outcome.getByRole('button', { name: 'Got it' }).click();
      await outcome.waitFor({ state: 'detached' });
      await student.goto(`${baseUrl}/management/student/money`);
      const difference = student
        .getByText(`Rent difference, move from Room RD${suffix} to Room RS${suffix}`)
        .first();
      await difference.waitFor();
      // The 1,200 cedis between the rents, for the share of the semester's nights left when the
      // semester has stay dates (the seed gives it some; another test may have cleared them).
      const nights = /\((\d+) of (\d+) nights left\)/.exec(await difference.innerText());
      const due = nights ? Math.trunc((120_000 * Number(nights[1])) / Number(nights[2])) : 120_000;
      const cedis = (due / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
      expect(await student.getByText(`GHS ${cedis}`).count()).toBeGreaterThan(0);
      expect(await sidewaysScroll(student), 'student money').toBe(0);
    },
  );
});

describe('a room change of a student checked in, approved with the room left recorded', () => {
  it(
    'asks staff how the student leaves the room, and shows the student on My Residence how they left it',
    { timeout: 150_000 },
    async ({ signedInPage }) => {
      // A student checked in to a Double at the desk, with a Single free.
      const { staff, suffix, single, resident, booking } = await aStudentInADouble();
      await staff('POST', `/bookings/${booking.id}/check-in`, {
        keyNumber: `K-${suffix}`,
        items: conditionItems.map((item) => ({ item, condition: 'good', note: '' })),
      });

      // The student asks for a room change on their booking's screen, on a phone.
      const student = await signedInPage(resident, phone);
      await student.getByRole('link', { name: 'Details and changes' }).click();
      await student.getByRole('button', { name: 'Ask for a change' }).click();
      await student.getByLabel('What would you like?').selectOption('roomChange');
      await student.getByLabel('Why?').fill('The radiator in my room has not worked for a week.');
      await student.getByRole('button', { name: 'Send the request' }).click();
      await student.getByText('Waiting for the office').waitFor();

      // Staff approve it into the Single, recording the key kept and the wardrobe damaged, with a photo.
      const admin = await signedInPage(demoAccount('admin'), {
        ...desk,
        at: `/admin/bookings/${booking.id}`,
      });
      await admin.getByRole('heading', { name: 'Requests from the student' }).waitFor();
      await admin.getByRole('button', { name: 'Approve', exact: true }).click();
      const dialog = admin.getByRole('dialog', { name: 'Approve the room change request' });
      const leaving = dialog.getByRole('region', { name: `Room RD${suffix} as the student leaves it` });
      await leaving.getByText(`${resident.fullName} is checked in here, key K-${suffix}.`).waitFor();
      // Pressed with nothing filled, it says all there is to put right at once (§5), the focus on the
      // first: it said the reason, and the room only on the next press.
      await dialog.getByRole('button', { name: 'Approve and move' }).click();
      await dialog.getByText(messages.bookingRequests.reasonRequired).waitFor();
      await dialog.getByText(messages.bookingRequests.roomRequired).waitFor();
      await expect.poll(() => hasFocus(dialog.getByLabel('New room'))).toBe(true);
      await dialog.getByLabel('New room').selectOption(single.room.id);
      await dialog.getByLabel('Reason the student reads').fill('The Single on the second floor is warm.');
      await leaving.getByLabel('Key or card returned').uncheck();
      const wardrobe = leaving.getByRole('group', { name: 'Wardrobe' });
      await itemRecorded(wardrobe, 'damaged', 'Door off its hinge');
      await dialog.getByRole('button', { name: 'Approve and move' }).click();
      await admin.getByText('Request approved').first().waitFor();
      await admin.getByText(`moved to Room RS${suffix}`).first().waitFor();

      // The decision's mail says the key was recorded as not returned.
      const mail = await lastMailTo(baseUrl, resident.email, 'Your room change request was approved');
      expect(mail.text).toContain(
        `The hostel office recorded your key to Room RD${suffix} as not returned. Please return it to the office.`,
      );

      // My Residence shows the room left as the office recorded it, and no report of the new room yet.
      await student.goto(`${baseUrl}${basename}${paths.student.residence}`);
      const roomsLeft = student.getByRole('region', { name: 'Rooms you left' });
      await roomsLeft
        .getByText(
          new RegExp(
            `Checked in to Room RD${suffix} .* key K-${suffix}; moved to Room RS${suffix} .*, key not returned\\.`,
          ),
        )
        .waitFor();
      await roomsLeft.getByText('Wardrobe: Good at check-in, Damaged when left').waitFor();
      await roomsLeft.getByText('(Door off its hinge)').waitFor();
      await roomsLeft.getByRole('img', { name: 'Photo 1 of 1, open larger' }).waitFor();
      expect(await student.getByRole('region', { name: 'Room condition at check-in' }).count()).toBe(0);
      expect(await seriousViolations(student), 'My Residence with a room left').toEqual([]);
      expect(await sidewaysScroll(student), 'My Residence with a room left').toBe(0);
      await screenshotsAtEachSize(student, 'residence-rooms-left');
    },
  );
});

describe('withdrawing a request', () => {
  it('keeps the question open with the reason when the withdrawal fails, and a second try works', async ({
    signedInPage,
  }) => {
    const staff = await superAdminCalls();
    const { room } = await staff<{ room: { id: string } }>('POST', '/rooms', {
      roomNumber: `RW${randomUUID().slice(0, 4).toUpperCase()}`,
      roomType: 'Single',
      capacity: 1,
      genderDesignation: 'mixed',
      status: 'available',
    });
    const resident = await verifiedStudent(baseUrl);
    const studentId = (await getUserByEmail(resident.email))!.id;
    await staff('POST', '/bookings', { roomId: room.id, studentId, termsAgreed: true });
    const student = await signedInPage(resident);
    await student.getByRole('link', { name: 'Details and changes' }).click();
    await student.getByRole('button', { name: 'Ask for a change' }).click();
    await student.getByLabel('What would you like?').selectOption('cancellation');
    await student.getByLabel('Why?').fill('I found a flat nearer the campus.');
    await student.getByRole('button', { name: 'Send the request' }).click();
    await student.getByText('Waiting for the office').waitFor();
    await student.route('**/booking-requests/*/withdraw', (route) => route.abort('internetdisconnected'));

    await student.getByRole('button', { name: 'Withdraw request' }).click();
    const confirm = student.getByRole('dialog', { name: 'Withdraw your request?' });
    await confirm.getByRole('button', { name: 'Withdraw' }).click();

    await expect
      .poll(() => confirm.getByRole('alert').allTextContents())
      .toEqual([messages.bookingRequests.withdrawFailed]);
    await student.unrouteAll();
    await confirm.getByRole('button', { name: 'Withdraw' }).click();
    await confirm.waitFor({ state: 'detached' });
    await student.getByRole('button', { name: 'Ask for a change' }).waitFor();
  });
});

/**
 * A student of the test's own, verified, booked by staff into a new Double (RD{suffix}), with a new
 * Single (RS{suffix}) free beside it to move them to.
 */
async function aStudentInADouble() {
  const staff = await superAdminCalls();
  const suffix = randomUUID().slice(0, 4).toUpperCase();
  const newRoom = (roomNumber: string, roomType: string, capacity: number) =>
    staff<{ room: { id: string; roomNumber: string } }>('POST', '/rooms', {
      roomNumber,
      roomType,
      capacity,
      genderDesignation: 'mixed',
      status: 'available',
    });
  const [double, single] = await Promise.all([
    newRoom(`RD${suffix}`, 'Double', 2),
    newRoom(`RS${suffix}`, 'Single', 1),
  ]);
  const resident = await verifiedStudent(baseUrl);
  const studentId = (await getUserByEmail(resident.email))!.id;
  const { booking } = await staff<{ booking: { id: string; publicId: string } }>('POST', '/bookings', {
    roomId: double.room.id,
    studentId,
    termsAgreed: true,
  });
  return { staff, suffix, single, resident, booking };
}

/**
 * A student of the test's own in a Double, with a room change asked for through their own tab, and a
 * free Single to move them to: the booking's id and the Single's number.
 */
async function roomChangeAsked() {
  const { single, resident, booking } = await aStudentInADouble();
  const tab = await signedInTab((await getUserByEmail(resident.email))!);
  const asked = await fetch(`${baseUrl}${tab.base}/booking-requests`, {
    method: 'POST',
    headers: { ...requestHeaders(tab), 'content-type': 'application/json' },
    body: JSON.stringify({
      bookingId: booking.id,
      kind: 'roomChange',
      reason: 'My roommate and I keep very different hours.',
      roomType: 'Single',
    }),
  });
  if (!asked.ok) throw new Error(`The request was refused: ${asked.status} ${await asked.text()}`);
  return { bookingId: booking.id, single: single.room };
}

/** The focused element's tag and accessible name (its label, else its words). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const label = (element as HTMLInputElement).labels?.[0]?.textContent ?? element.textContent;
    return `${element.tagName.toLowerCase()}: ${(label ?? '').trim()}`;
  });

/**
 * Opens Approve on the booking's room change request while the rooms a move may go to are held on their
 * way, as a slow connection holds them; `release` lets them through.
 */
async function approvingWhileRoomsLoad(admin: Page) {
  await admin.getByRole('heading', { name: 'Requests from the student' }).waitFor();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await admin.route(/\/rooms\?.*available=true/, async (route) => {
    await held;
    await route.continue();
  });
  await admin.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = admin.getByRole('dialog', { name: 'Approve the room change request' });
  await dialog.getByText('Loading rooms').waitFor();
  return { dialog, release };
}

describe('approving a room change', () => {
  it('opens on its heading while the rooms load, then on the room choice, the first field staff fill', async ({
    signedInPage,
  }) => {
    const { bookingId, single } = await roomChangeAsked();
    const admin = await signedInPage(demoAccount('admin'), { ...desk, at: `/admin/bookings/${bookingId}` });
    const { dialog, release } = await approvingWhileRoomsLoad(admin);
    expect(await focused(admin)).toBe('h2: Approve the room change request');
    await screenshotsAtEachSize(admin, 'approve-room-change-loading');
    release();
    await expect.poll(() => focused(admin)).toBe('select: New room');
    await screenshotsAtEachSize(admin, 'approve-room-change-loaded');

    // Forwards through the form, back to the room, and forwards again: each field keeps what was put in.
    const room = dialog.getByLabel('New room');
    await room.selectOption(single.id);
    await admin.keyboard.press('Tab');
    expect(await focused(admin)).toBe('textarea: Reason the student reads');
    await admin.keyboard.type('A single room is free on the second floor.');
    await admin.keyboard.press('Shift+Tab');
    expect(await focused(admin)).toBe('select: New room');
    expect(await room.inputValue()).toBe(single.id);
    await admin.keyboard.press('Tab');
    expect(await dialog.getByLabel('Reason the student reads').inputValue()).toBe(
      'A single room is free on the second floor.',
    );
    await admin.keyboard.press('Tab');
    await admin.keyboard.press('Tab');
    expect(await focused(admin)).toBe('button: Approve and move');
    await admin.keyboard.press('Enter');
    await admin.getByText(`moved to Room ${single.roomNumber}`).waitFor();
  });

  it('keeps Shift+Tab from its heading inside, and leaves the focus where the user put it once the rooms come', async ({
    signedInPage,
  }) => {
    const { bookingId } = await roomChangeAsked();
    const admin = await signedInPage(demoAccount('admin'), { ...desk, at: `/admin/bookings/${bookingId}` });
    const { dialog, release } = await approvingWhileRoomsLoad(admin);
    expect(await focused(admin)).toBe('h2: Approve the room change request');
    await admin.keyboard.press('Shift+Tab');
    expect(await focused(admin)).toBe('button: Approve and move');
    release();
    await dialog.getByLabel('New room').waitFor();
    await dialog.getByText('Loading rooms').waitFor({ state: 'detached' });
    expect(await focused(admin)).toBe('button: Approve and move');
  });
});

describe('a booking with a request waiting for staff', () => {
  it('shows the request first, above the booking, on a phone as at the desk; decided, it goes below', async ({
    signedInPage,
  }) => {
    const { bookingId } = await roomChangeAsked();
    const admin = await signedInPage(demoAccount('admin'), { ...phone, at: `/admin/bookings/${bookingId}` });
    const requests = admin.getByRole('heading', { name: 'Requests from the student' });
    const booking = admin.getByText('Room Information', { exact: true });
    await requests.waitFor();
    await booking.waitFor();
    const top = (element: typeof requests) => element.evaluate((node) => node.getBoundingClientRect().top);
    // It sat at the very end, below the booking, the desk and every action: on a phone, 2,000 px down.
    expect(await top(requests)).toBeLessThan(await top(booking));
    expect(await top(requests)).toBeLessThan(phone.viewport.height);
    await screenshotsAtEachSize(admin, 'booking-request-waiting-staff');

    await admin.getByRole('button', { name: 'Decline', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: 'Decline the room change request' });
    await dialog.getByLabel('Reason the student reads').fill('No single room is free this semester.');
    await dialog.getByRole('button', { name: 'Decline', exact: true }).click();
    await admin
      .getByRole('term')
      .filter({ hasText: /^Declined$/ })
      .waitFor();
    expect(await top(requests)).toBeGreaterThan(await top(booking));
  });
});
