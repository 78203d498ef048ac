import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page, Response } from 'playwright-core';
import type { Booking } from '#contract/bookings';
import { dayIn } from '#contract/days';
import { conditionItems } from '#contract/desk';
import * as messages from '#contract/messages';
import type { Room } from '#contract/rooms';
import type { Student } from '#contract/students';
import { readUrlSeconds, type UploadForm } from '#contract/uploads';
import { basename, paths } from '../../../management/src/config/paths.ts';
import { newTimeOrderedId } from '../../../functions/data/ids.ts';
import { putNoticeEntry } from '../../../functions/data/notifications.ts';
import { staffWithTotp } from '../../support/auth.ts';
import {
  baseUrl,
  beforeAll,
  demoAccount,
  describe,
  expect,
  it,
  screenshotsAtEachSize,
  type ContextOptions,
  type SignedInPage,
} from '../support/fixture.ts';
import { hasFocus } from '../support/focus.ts';
import { inSight, sidewaysScroll } from '../support/layout.ts';
import { openSignedInTab } from '../support/sign-in.ts';
import { superAdminCalls } from '../support/staff-session.ts';
import {
  itemRecorded,
  newStudentDetails,
  seriousViolations,
  toastShown,
  type TestStudent,
} from './support.ts';

/**
 * The desk (issue #30 §1) end to end: staff check a student in from the dashboard's arrivals with a
 * condition report, the student confirms it on a 375 px phone, staff check them out with a deduction,
 * and the deposit's remainder shows on the student's money screen. One file, two sign-ins reused
 * throughout, and one accessibility scan (the student's phone screen, the new one a resident sees), to
 * keep the suite's time. The shorter tests after it each book a student of their own.
 */

const phone = { viewport: { width: 375, height: 812 } };
const desktop = { viewport: { width: 1280, height: 900 } };
const aPhoto = async () => readFile(join(import.meta.dirname, '../../../site/src/assets/hero.jpg'));
let resident: TestStudent & { id: string };
let booking: Booking;
let call: Awaited<ReturnType<typeof superAdminCalls>>;

const aRoom = async () =>
  (
    await call<{ room: Room }>('POST', '/rooms', {
      roomNumber: `D${randomUUID().slice(0, 6)}`.toUpperCase(),
      roomType: 'Double',
      capacity: 2,
      genderDesignation: 'mixed',
    })
  ).room;

async function aBooking() {
  const room = await aRoom();
  const details = newStudentDetails('female');
  const created = (await call<{ student: Student }>('POST', '/students', details)).student;
  const booked = (
    await call<{ booking: Booking }>('POST', '/bookings', {
      roomId: room.id,
      termsAgreed: true,
      studentId: created.id,
    })
  ).booking;
  return { room, student: { ...details, id: created.id }, booking: booked };
}

/** The booking checked in at the desk, its desk and chair with a photo, as the dialog would send it. */
async function checkedInWithAPhoto(booked: Booking) {
  const { upload } = await call<{ upload: UploadForm }>('POST', '/desk/photo-uploads', {
    contentType: 'image/jpeg',
  });
  const data = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) data.append(name, value);
  data.append('file', new Blob([new Uint8Array(await aPhoto())], { type: 'image/jpeg' }), 'chair.jpg');
  const posted = await fetch(new URL(upload.url, baseUrl), { method: 'POST', body: data });
  expect(posted.ok).toBe(true);
  await call('POST', `/bookings/${booked.id}/check-in`, {
    keyNumber: 'K-5',
    items: conditionItems.map((item) => ({
      item,
      condition: 'good',
      note: '',
      photoKeys: item === 'Desk and chair' ? [upload.key] : [],
    })),
  });
}

/** The next read of the booking's stay, by its id or its public id, and what it answered. */
const nextStayRead = (page: Page, booked: Booking) =>
  page.waitForResponse((response) => {
    const { pathname } = new URL(response.url());
    return (
      response.request().method() === 'GET' &&
      pathname.startsWith('/api/') &&
      (pathname.endsWith(`/bookings/${booked.id}/stay`) ||
        pathname.endsWith(`/bookings/p/${booked.publicId}/stay`))
    );
  });

const chairPhotoUrl = async (stayRead: Promise<Response>) => {
  const { stay } = (await (await stayRead).json()) as {
    stay: { checkIn: { items: { item: string; photos?: { url: string }[] }[] } };
  };
  return stay.checkIn.items.find((entry) => entry.item === 'Desk and chair')!.photos![0]!.url;
};

/**
 * The desk's browser is 14 hours ahead of UTC, where today is UTC's tomorrow from 10:00 UTC: the
 * dashboard's arrivals are of its today, the reader's (decision 0109).
 */
const deskZone = 'Pacific/Kiritimati';

beforeAll(async () => {
  call = await superAdminCalls();
  ({ student: resident, booking } = await aBooking());
  const today = dayIn(new Date(), deskZone);
  const later = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  await call('PUT', `/bookings/${booking.id}/dates`, { dates: { arrival: today, departure: later } });
});

describe('the desk', () => {
  // The time allowed is for the screenshots E2E_SHOTS asks for; without them the walk takes a fraction.
  it(
    'checks a student in with a condition report and photos, has it confirmed on a phone, and checks them out with a deduction',
    {
      timeout: 180_000,
    },
    async ({ signedInPage }) => {
      const staff = await signedInPage(demoAccount('admin'), {
        viewport: { width: 1280, height: 900 },
        timezoneId: deskZone,
      });
      const arrivals = staff.getByRole('region', { name: 'Arriving today' });
      const row = arrivals.getByRole('listitem').filter({ hasText: resident.fullName });
      await row.getByRole('link', { name: 'Check in' }).click();
      const checkIn = staff.getByRole('dialog', { name: new RegExp(`^Check in: ${resident.fullName}`) });
      await checkIn.getByLabel('Key or card number').fill('K-77');
      const desk = checkIn.getByRole('group', { name: 'Desk and chair' });
      await itemRecorded(desk, 'fair', 'Chair wobbles');
      await screenshotsAtEachSize(staff, 'desk-check-in-photos');
      await checkIn.getByRole('button', { name: 'Check in', exact: true }).click();
      await toastShown(staff, 'Checked in');
      await staff.getByText('has not answered the report yet').waitFor();
      // On the booking's timeline too, without a reload.
      await staff
        .getByRole('term')
        .filter({ hasText: /^Checked in$/ })
        .waitFor();

      const student = await signedInPage(resident, { ...phone, at: '/student/residence' });
      const report = student.getByRole('region', { name: 'Room condition at check-in' });
      await report.getByText('Chair wobbles').waitFor();
      const chairPhoto = report.getByRole('img', { name: 'Photo 1 of 1, open larger' });
      await expect
        .poll(() => chairPhoto.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      expect(await sidewaysScroll(student)).toBe(0);
      expect(await seriousViolations(student)).toEqual([]);
      await screenshotsAtEachSize(student, 'desk-condition-report');
      await student.setViewportSize(phone.viewport);
      await report.getByRole('button', { name: 'Confirm the report' }).click();
      await toastShown(student, 'Thank you: your answer is recorded.');
      await report.getByText(/You confirmed this report/).waitFor();

      await staff.reload();
      await staff.getByText(/confirmed the report/).waitFor();
      await staff.getByRole('button', { name: 'Check out at the desk' }).click();
      const checkOut = staff.getByRole('dialog', { name: new RegExp(`^Check out: ${resident.fullName}`) });
      const chairAtCheckOut = checkOut.getByRole('group', { name: 'Desk and chair' });
      await chairAtCheckOut.getByLabel('Condition').selectOption('damaged');
      await chairAtCheckOut
        .getByRole('list', { name: 'Photos of the desk and chair at check-in' })
        .getByRole('img')
        .waitFor();
      await screenshotsAtEachSize(staff, 'desk-check-out-photos');
      // A deduction removed from the keyboard hands the focus on, to the row before, then to Add: on the
      // button that went with its row it fell out of the dialog's controls.
      const addDeduction = checkOut.getByRole('button', { name: 'Add a deduction' });
      await addDeduction.click();
      await addDeduction.click();
      // Each row's amount is named for its row, as its reason is: two fields both named "Amount (GHS)"
      // left a screen reader unable to tell them apart.
      const rowFields = await checkOut
        .getByRole('region', { name: 'Deductions from the deposit' })
        .getByRole('textbox')
        .evaluateAll((fields: HTMLInputElement[]) => fields.map((field) => field.labels?.[0]?.textContent));
      expect(rowFields).toEqual(['Reason 1', 'Amount 1 (GHS)', 'Reason 2', 'Amount 2 (GHS)']);
      await checkOut.getByRole('button', { name: 'Remove deduction 2' }).focus();
      await staff.keyboard.press('Enter');
      await expect
        .poll(() => hasFocus(checkOut.getByRole('button', { name: 'Remove deduction 1' })))
        .toBe(true);
      await staff.keyboard.press('Enter');
      await expect.poll(() => hasFocus(addDeduction)).toBe(true);
      await staff.keyboard.press('Enter');
      // The row added takes the focus to its reason, the field there is to fill.
      await expect.poll(() => hasFocus(checkOut.getByLabel('Reason 1'))).toBe(true);
      await staff.keyboard.type('Broken chair');
      expect(await checkOut.getByLabel('Reason 1').inputValue()).toBe('Broken chair');
      // A mistyped amount is told in cedis, as the desk types it, not in the API's pesewas.
      await checkOut.getByLabel('Amount 1 (GHS)').fill('fifty');
      await checkOut.getByRole('button', { name: 'Check out', exact: true }).click();
      await checkOut
        .getByText(messages.money.amountTypedInvalid('GHS', '150 or 150.50', 'GHS 1,000,000.00'))
        .waitFor();
      await checkOut.getByLabel('Amount 1 (GHS)').fill('50');
      await checkOut.getByRole('button', { name: 'Check out', exact: true }).click();
      await toastShown(staff, 'Checked out');
      await staff.getByText('Deducted GHS 50.00: Broken chair').waitFor();
      const refunded = staff.locator('p', {
        hasText:
          'Refunded GHS 450.00 of the deposit to the student’s account (Money tab, where staff pay out credit).',
      });
      await refunded.waitFor();
      await staff
        .getByRole('term')
        .filter({ hasText: /^Checked out$/ })
        .waitFor();
      // The way to the money it left: the student's Money tab (which offers Pay out credit to a student in
      // credit; this one still owes the rent, which the deposit's return took from).
      await refunded.getByRole('link', { name: 'Money tab' }).click();
      await staff.getByRole('tab', { name: 'Money', selected: true }).waitFor();
      await staff.getByRole('row', { name: /Deposit returned at check-out/ }).waitFor();

      await student.goto(`${baseUrl}/management/student/money`);
      const refund = student.locator('tr').filter({ hasText: 'Deposit returned at check-out' });
      await refund.waitFor();
      expect(await refund.textContent()).toContain('450.00');
    },
  );

  it(
    'moves a student checked in with how they left the room, asks for a check-in to the new room, and deducts for the room left at check-out',
    { timeout: 180_000 },
    async ({ signedInPage }) => {
      const { room, student, booking: moving } = await aBooking();
      await checkedInWithAPhoto(moving);
      const to = await aRoom();

      // The move asks how the student leaves the room they are checked in to, as check-out asks (0106).
      const staff = await signedInPage(demoAccount('admin'), {
        ...desktop,
        at: paths.admin.booking(moving.publicId),
      });
      const { moveDialog, leaving } = await movingOutOf(staff, student, room);
      await moveDialog.getByLabel('New room').selectOption({ value: to.id });
      await leaving.getByLabel('Key or card returned').uncheck();
      const wardrobe = leaving.getByRole('group', { name: 'Wardrobe' });
      await itemRecorded(wardrobe, 'damaged', 'Door off its hinge');
      // Check-in's photo beside its item, as at check-out.
      await leaving
        .getByRole('group', { name: 'Desk and chair' })
        .getByRole('list', { name: 'Photos of the desk and chair at check-in' })
        .getByRole('img')
        .waitFor();
      await leaving.getByRole('heading').scrollIntoViewIfNeeded();
      await screenshotsAtEachSize(staff, 'desk-move-room-left');
      await moveDialog.getByRole('button', { name: 'Move Booking' }).click();
      await toastShown(staff, messages.bookings.updated);

      // The booking's history keeps the old room's check-in with how it was left.
      const history = staff.getByRole('region', { name: 'Check-in' });
      await history.getByText(`Check in to the new room, Room ${to.roomNumber}`).waitFor();
      await history
        .getByText(
          new RegExp(
            `Checked in to Room ${room.roomNumber} .* key K-5; moved to Room ${to.roomNumber} .*, key not returned\\.`,
          ),
        )
        .waitFor();
      await history.getByText('Wardrobe: Good at check-in, Damaged when left').waitFor();
      await history.getByRole('img', { name: 'Photo 1 of 1, open larger' }).waitFor();
      await screenshotsAtEachSize(staff, 'desk-after-move');

      // The dashboard asks for the check-in to the new room.
      await staff.goto(`${baseUrl}${basename}${paths.admin.dashboard}`);
      const moved = staff
        .getByRole('region', { name: 'Moved: check in to the new room' })
        .getByRole('listitem')
        .filter({ hasText: `${student.fullName}, Room ${to.roomNumber}` });
      await moved.waitFor();
      await screenshotsAtEachSize(staff, 'desk-dashboard-moved');
      await moved.getByRole('link', { name: 'Check in to the new room' }).click();
      const checkIn = staff.getByRole('dialog', {
        name: new RegExp(`^Check in: ${student.fullName}, Room ${to.roomNumber}`),
      });
      await checkIn.getByLabel('Key or card number').fill('NEW-2');
      await checkIn.getByRole('button', { name: 'Check in', exact: true }).click();
      await toastShown(staff, 'Checked in');
      await staff.getByText('has not answered the report yet').waitFor();
      await expect
        .poll(() => staff.getByText(`Check in to the new room, Room ${to.roomNumber}`).count())
        .toBe(0);

      // Check-out compares with the new room's check-in, and shows the room left's too, to deduct for it.
      await staff.getByRole('button', { name: 'Check out at the desk' }).click();
      const checkOut = staff.getByRole('dialog', { name: new RegExp(`^Check out: ${student.fullName}`) });
      const roomsLeft = checkOut.getByRole('region', { name: 'Rooms left before' });
      await roomsLeft.getByText('Wardrobe: Good at check-in, Damaged when left').waitFor();
      await roomsLeft.scrollIntoViewIfNeeded();
      await screenshotsAtEachSize(staff, 'desk-check-out-rooms-left');
      await checkOut.getByRole('button', { name: 'Add a deduction' }).click();
      await checkOut.getByLabel('Reason 1').fill(`Wardrobe door, Room ${room.roomNumber}`);
      await checkOut.getByLabel('Amount 1 (GHS)').fill('80');
      await checkOut.getByRole('button', { name: 'Check out', exact: true }).click();
      await toastShown(staff, 'Checked out');
      await staff.getByText(`Deducted GHS 80.00: Wardrobe door, Room ${room.roomNumber}`).waitFor();
    },
  );
});

/**
 * Move to Another Room opened on the booking page of a student checked in to `room` with key K-5: the
 * dialog, and its part asking how they leave the room (0106).
 */
async function movingOutOf(
  staff: Page,
  student: { fullName: string },
  room: { roomNumber: string },
): Promise<{ moveDialog: Locator; leaving: Locator }> {
  await staff.getByRole('button', { name: 'Move to Another Room' }).click();
  const moveDialog = staff.getByRole('dialog', { name: `Move ${student.fullName}` });
  const leaving = moveDialog.getByRole('region', {
    name: `Room ${room.roomNumber} as the student leaves it`,
  });
  await leaving.getByText(`${student.fullName} is checked in here, key K-5.`).waitFor();
  return { moveDialog, leaving };
}

describe('a move dialog open while another desk moves the student and checks them in again', () => {
  it('is refused with the message to open it again, and opened again it moves them from the room they are in', async ({
    signedInPage,
  }) => {
    const { room, student, booking: moving } = await aBooking();
    await checkedInWithAPhoto(moving);
    const [to, there] = [await aRoom(), await aRoom()];
    const staff = await signedInPage(demoAccount('admin'), {
      ...desktop,
      at: paths.admin.booking(moving.publicId),
    });
    const { moveDialog, leaving } = await movingOutOf(staff, student, room);
    await moveDialog.getByLabel('New room').selectOption({ value: to.id });
    await leaving.getByRole('group', { name: 'Wardrobe' }).getByLabel('Condition').selectOption('damaged');

    // Another desk moves the student and checks them in to that room: the dialog compared Room
    // {room}'s report, which its record must not be filed against the new check-in as.
    const good = conditionItems.map((item) => ({ item, condition: 'good', note: '' }));
    await call('PUT', `/bookings/${moving.id}/room`, {
      roomId: there.id,
      leaving: { keyReturned: true, items: good },
    });
    await call('POST', `/bookings/${moving.id}/check-in`, { keyNumber: 'OTHER-9', items: good });
    await moveDialog.getByRole('button', { name: 'Move Booking' }).click();

    await moveDialog.getByText(messages.desk.stayChanged).waitFor();
    const { booking: now } = await call<{ booking: Booking }>('GET', `/bookings/${moving.id}`);
    expect(now.room.roomNumber).toBe(there.roomNumber);
    // Opened again, it shows the check-in there is now and starts afresh from its report: the answers
    // put aside were of the room left before.
    await moveDialog.getByRole('button', { name: 'Keep as is' }).click();
    await staff.getByRole('button', { name: 'Move to Another Room' }).click();
    await moveDialog.getByText(`${student.fullName} is checked in here, key OTHER-9.`).waitFor();
    const wardrobe = moveDialog.getByRole('group', { name: 'Wardrobe' }).getByLabel('Condition');
    expect(await wardrobe.inputValue()).toBe('good');
    await moveDialog.getByRole('button', { name: 'Move Booking' }).click();
    await toastShown(staff, messages.bookings.updated);
  });
});

/**
 * Staff checking out a student of their own, checked in, with one deduction of `amount` typed: Check
 * out pressed, and the dialog.
 */
async function checkingOutWithADeduction(signedInPage: SignedInPage, size: ContextOptions, amount: string) {
  const { booking: booked } = await aBooking();
  await checkedInWithAPhoto(booked);
  const staff = await signedInPage(demoAccount('admin'), {
    ...size,
    at: paths.admin.booking(booked.publicId),
  });
  await staff.getByRole('button', { name: 'Check out at the desk' }).click();
  const checkOut = staff.getByRole('dialog', { name: /^Check out: / });
  await checkOut.getByRole('button', { name: 'Add a deduction' }).click();
  await checkOut.getByLabel('Reason 1').fill('Lost key');
  await checkOut.getByLabel('Amount 1 (GHS)').fill(amount);
  await checkOut.getByRole('button', { name: 'Check out', exact: true }).click();
  return { staff, checkOut };
}

describe('a check-out refused on a phone', () => {
  it('shows why where the desk is looking: deductions over the deposit', async ({ signedInPage }) => {
    const { staff, checkOut } = await checkingOutWithADeduction(signedInPage, phone, '600');

    // The refusal is no one field's: left on Check out, the focus kept the dialog's body scrolled to
    // the amount, and the message was out of sight. It is said once, under the deductions it is about:
    // it was said above the fields too.
    const over = messages.desk.deductionsOverDeposit('GHS 500.00');
    const why = checkOut
      .getByRole('region', { name: 'Deductions from the deposit' })
      .getByRole('alert')
      .filter({ hasText: over });
    await expect.poll(() => hasFocus(why)).toBe(true);
    expect(await inSight(why)).toBe(true);
    expect(await checkOut.getByText(over).count()).toBe(1);
    await screenshotsAtEachSize(staff, 'check-out-over-deposit');
  });
});

describe('a deduction with a message under one of its fields', () => {
  /** Where each part of the row stands: the labels', the boxes' and Remove's top and left edges. */
  const partsOf = async (dialog: Locator) => {
    const box = async (part: Locator) => (await part.boundingBox())!;
    const [reasonLabel, amountLabel, reason, amount, remove] = await Promise.all([
      box(dialog.getByText('Reason 1', { exact: true })),
      box(dialog.getByText('Amount 1 (GHS)', { exact: true })),
      box(dialog.getByLabel('Reason 1')),
      box(dialog.getByLabel('Amount 1 (GHS)')),
      box(dialog.getByRole('button', { name: 'Remove deduction 1' })),
    ]);
    return { reasonLabel, amountLabel, reason, amount, remove };
  };

  it('keeps the row lined up: labels with labels, boxes with boxes, Remove beside the boxes or under them', async ({
    signedInPage,
  }) => {
    const { staff, checkOut } = await checkingOutWithADeduction(signedInPage, desktop, 'a lot');
    await checkOut.getByText(/^Type an amount in GHS/).waitFor();

    // Side by side, lined up by their bottoms, the amount's message lifted its label and box above the
    // reason's, and Remove stood level with the message.
    const wide = await partsOf(checkOut);
    expect(wide.amountLabel.y).toBe(wide.reasonLabel.y);
    expect(wide.amount.y).toBe(wide.reason.y);
    expect(Math.abs(wide.remove.y - wide.amount.y)).toBeLessThanOrEqual(2);
    await screenshotsAtEachSize(staff, 'check-out-deduction-message');

    // Stacked on a phone, Remove follows the fields at their start: stretched across the row, it stood
    // in the middle of the dialog, apart from both.
    await staff.setViewportSize(phone.viewport);
    await expect.poll(async () => (await partsOf(checkOut)).amount.y).toBeGreaterThan(wide.amount.y);
    const narrow = await partsOf(checkOut);
    expect(narrow.remove.y).toBeGreaterThan(narrow.amount.y + narrow.amount.height);
    expect(narrow.remove.x).toBe(narrow.amount.x);
    expect(narrow.remove.width).toBeLessThan(narrow.amount.width / 2);
  });
});

describe('a booking’s page left for another booking’s', () => {
  it('leaves the desk’s dialog and what was typed in it behind', async ({ newPage }) => {
    const [first, second] = await Promise.all([aBooking(), aBooking()]);
    const admin = await staffWithTotp();
    // A notice in the bell leads from one booking's page straight to another's, as a disputed check-in's does.
    await putNoticeEntry({
      id: newTimeOrderedId(),
      at: new Date().toISOString(),
      userId: admin.id,
      category: 'bookings',
      title: `${second.student.fullName} disputes the check-in report`,
      link: paths.admin.booking(second.booking.publicId),
    });
    const page = await newPage(desktop);
    await openSignedInTab(
      page,
      baseUrl,
      { email: admin.email, password: admin.password, role: 'admin' },
      { at: paths.admin.booking(first.booking.publicId) },
    );
    const checkInButton = page.getByRole('button', { name: 'Check in', exact: true });
    await checkInButton.waitFor();
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('button', { name: new RegExp(`^${second.student.fullName} disputes`) }).click();
    await page.getByRole('link', { name: second.student.fullName }).waitFor();

    // The second student's check-in begun, then Back to the first booking, its page still in memory.
    await checkInButton.click();
    await page
      .getByRole('dialog', { name: new RegExp(`^Check in: ${second.student.fullName}`) })
      .getByLabel('Key or card number')
      .fill('K-2ND');
    await page.goBack();
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await page.getByRole('link', { name: first.student.fullName }).waitFor();
    await page.getByText('Not checked in.').waitFor();

    // No check-in of the first student with the key typed for the second: no dialog at all.
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});

describe('a desk report with a photo still uploading', () => {
  it('is not saved without it: Check in and Check out wait for the upload', async ({ signedInPage }) => {
    const { booking: booked } = await aBooking();
    const staff = await signedInPage(demoAccount('admin'), {
      ...desktop,
      at: paths.admin.booking(booked.publicId),
    });
    // The bucket takes each photo only once the dialog's button has been pressed, as on a slow connection.
    let buttonPressed = Promise.resolve();
    await staff.route(
      (url) => url.pathname.startsWith('/hostel-uploads'),
      async (route) => {
        if (route.request().method() === 'POST') await buttonPressed;
        await route.continue();
      },
    );
    const saveWithAPhotoOnItsWay = async (opening: string, dialogName: RegExp, button: string) => {
      let pressed!: () => void;
      buttonPressed = new Promise<void>((resolve) => (pressed = resolve));
      await staff.getByRole('button', { name: opening, exact: true }).click();
      const dialog = staff.getByRole('dialog', { name: dialogName });
      if (button === 'Check in') await dialog.getByLabel('Key or card number').fill('K-9');
      const desk = dialog.getByRole('group', { name: 'Desk and chair' });
      await desk.getByLabel('Add photos').setInputFiles({
        name: 'chair.jpg',
        mimeType: 'image/jpeg',
        buffer: await aPhoto(),
      });
      await desk.getByText('Uploading a photo').waitFor();
      // Pressed at once (forced: Playwright waits for a busy button), then the photo arrives.
      await dialog.getByRole('button', { name: button, exact: true }).click({ force: true });
      pressed();
      // Still in the dialog once the photo is in, and saved with it.
      await desk.getByRole('img', { name: 'Photo 1' }).waitFor();
      await dialog.getByRole('button', { name: button, exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
    };

    await saveWithAPhotoOnItsWay('Check in', /^Check in: /, 'Check in');
    await staff
      .getByRole('region', { name: 'Check-in' })
      .getByRole('img', { name: 'Photo 1 of 1, open larger' })
      .waitFor();
    await saveWithAPhotoOnItsWay('Check out at the desk', /^Check out: /, 'Check out');
    await staff
      .getByRole('region', { name: 'Check-out' })
      .getByRole('img', { name: 'Photo 1 of 1, open larger' })
      .waitFor();
  });
});

describe('a desk report’s photos uploading while the report is written', () => {
  it('keep what was typed meanwhile, and every photo chosen together', async ({ signedInPage }) => {
    const { booking: booked } = await aBooking();
    const staff = await signedInPage(demoAccount('admin'), {
      ...desktop,
      at: paths.admin.booking(booked.publicId),
    });
    // The bucket takes the photos only once the note is typed.
    let typed!: () => void;
    const noteTyped = new Promise<void>((resolve) => (typed = resolve));
    await staff.route(
      (url) => url.pathname.startsWith('/hostel-uploads'),
      async (route) => {
        if (route.request().method() === 'POST') await noteTyped;
        await route.continue();
      },
    );
    await staff.getByRole('button', { name: 'Check in', exact: true }).click();
    const desk = staff
      .getByRole('dialog', { name: /^Check in: / })
      .getByRole('group', { name: 'Desk and chair' });
    const photo = { mimeType: 'image/jpeg', buffer: await aPhoto() };
    await desk.getByLabel('Add photos').setInputFiles([
      { name: 'chair.jpg', ...photo },
      { name: 'desk.jpg', ...photo },
    ]);
    await desk.getByText('Uploading a photo').waitFor();

    await desk.getByLabel('Note').fill('Chair wobbles');
    typed();
    await desk.getByText('Uploading a photo').waitFor({ state: 'detached' });

    expect(await desk.getByLabel('Note').inputValue()).toBe('Chair wobbles');
    expect(await desk.getByRole('img', { name: /^Photo \d$/ }).count()).toBe(2);
  });
});

describe('a desk report’s photos on a page left open', () => {
  // The tab's clock jumps towards the end of the links' life rather than the test waiting it out.
  const leftOpen = async (page: Page, booked: Booking, photo: ReturnType<Page['getByRole']>) => {
    await photo.waitFor();
    const askedAgain = nextStayRead(page, booked);
    await page.clock.fastForward((readUrlSeconds - 60) * 1000);
    // The page asks again before the links it shows expire, and shows the new ones.
    const url = await chairPhotoUrl(askedAgain);
    await expect.poll(() => photo.getAttribute('src')).toBe(url);
  };

  it('come with fresh links on the booking’s page', async ({ newPage }) => {
    const { booking: booked } = await aBooking();
    await checkedInWithAPhoto(booked);
    const staff = await newPage(desktop);
    await staff.clock.install();
    await openSignedInTab(staff, baseUrl, demoAccount('admin'), { at: paths.admin.booking(booked.publicId) });

    await leftOpen(
      staff,
      booked,
      staff.getByRole('region', { name: 'Check-in' }).getByRole('img', { name: 'Photo 1 of 1, open larger' }),
    );
  });

  it('come with fresh links on the resident’s page', async ({ newPage }) => {
    const { student, booking: booked } = await aBooking();
    await checkedInWithAPhoto(booked);
    const page = await newPage(phone);
    await page.clock.install();
    await openSignedInTab(page, baseUrl, student, { at: paths.student.residence });

    await leftOpen(
      page,
      booked,
      page
        .getByRole('region', { name: 'Room condition at check-in' })
        .getByRole('img', { name: 'Photo 1 of 1, open larger' }),
    );
  });
});
