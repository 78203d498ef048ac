import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import * as messages from '#contract/messages';
import type { Room } from '#contract/rooms';
import type { Student } from '#contract/students';
import {
  baseUrl,
  demoAccount,
  describe,
  expect,
  it,
  screenshot,
  screenshotsAtEachSize,
  shotsWanted,
  type SignedInPage,
} from '../support/fixture.ts';
import { hasFocus } from '../support/focus.ts';
import { superAdminCalls, superAdminTab } from '../support/staff-session.ts';
import { newStudentDetails } from '../management/support.ts';

const admin = demoAccount('admin');

async function ownRoom(): Promise<Room> {
  const call = await superAdminTab();
  const roomNumber = `D${randomUUID().slice(0, 6)}`.toUpperCase();
  const body = { roomNumber, roomType: 'Double', capacity: 2, genderDesignation: 'mixed' };
  const answer = await call('POST', '/rooms', body);
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { room: Room }).room;
}

async function ownStudent(): Promise<Student> {
  const call = await superAdminTab();
  const answer = await call('POST', '/students', newStudentDetails('female'));
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { student: Student }).student;
}

/** The dialogs shown now (a dialog waiting under another is closed, so not shown). */
const shownDialogs = (page: Page) => page.locator('dialog[open]');

/** The buttons of the shown dialog that close it without acting. */
const dismissButtons = (page: Page) =>
  shownDialogs(page).getByRole('button', { name: /^(Close|Cancel|Close dialog|Keep as is)$/ });

/** On Manage Rooms (`signedInPage`'s `at: '/admin/rooms'`), opens the occupants of `room`. */
async function openOccupants(page: Page, room: Room) {
  await page.getByRole('heading', { level: 1, name: 'Manage Rooms' }).waitFor();
  await page.getByRole('searchbox', { name: 'Search rooms', exact: true }).fill(room.roomNumber);
  await page.getByRole('button', { name: `Occupants of room ${room.roomNumber}`, exact: true }).click();
  await page.getByRole('dialog', { name: `Occupants of Room ${room.roomNumber}` }).waitFor();
}

/** From the occupants, the dialog that books a student into `room`, searched down to `student`. */
async function findToBookInto(page: Page, room: Room, student: Student) {
  await page.getByRole('button', { name: 'Book a student into this room' }).click();
  const booking = page.getByRole('dialog', { name: `Book a student into Room ${room.roomNumber}` });
  await booking.getByRole('searchbox', { name: 'Find a student' }).fill(student.email);
  await booking.getByLabel(student.fullName).waitFor();
  return booking;
}

/** A walk-in chosen in the booking dialog of a room of the test's own, opened from its occupants. */
async function walkInChosen(signedInPage: SignedInPage) {
  const room = await ownRoom();
  const walkIn = await ownStudent();
  const page = await signedInPage(admin, { at: '/admin/rooms' });
  await openOccupants(page, room);
  const booking = await findToBookInto(page, room, walkIn);
  await booking.getByLabel(walkIn.fullName).check();
  return { page, booking, walkIn, room };
}

describe('dialogs', () => {
  it('shows one dialog at a time: booking from the occupants takes their place and gives it back', async ({
    signedInPage,
  }) => {
    const room = await ownRoom();
    const walkIn = await ownStudent();
    const page = await signedInPage(admin, { at: '/admin/rooms' });
    await openOccupants(page, room);
    expect(await shownDialogs(page).count()).toBe(1);
    expect(await dismissButtons(page).allTextContents()).toEqual(['Close']);

    const booking = await findToBookInto(page, room, walkIn);
    expect(await shownDialogs(page).count()).toBe(1);
    expect(await page.getByRole('dialog').count()).toBe(1);
    // Beside an action, the one way out reads Cancel; the action sits next to it.
    expect(await dismissButtons(page).allTextContents()).toEqual(['Cancel']);

    await booking.getByRole('button', { name: 'Cancel' }).click();
    const occupants = page.getByRole('dialog', { name: `Occupants of Room ${room.roomNumber}` });
    await occupants.waitFor();
    expect(await shownDialogs(page).count()).toBe(1);
    await occupants.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => shownDialogs(page).count()).toBe(0);
  });

  it('gives a form in a dialog one Cancel, beside its submit button', async ({ signedInPage }) => {
    const page = await signedInPage(admin, { at: '/admin/rooms' });
    await page.getByRole('button', { name: 'Add Room' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Room' });
    await dialog.getByLabel('Room number').waitFor();
    expect(await dismissButtons(page).allTextContents()).toEqual(['Cancel']);
    await dialog.getByRole('button', { name: 'Create Room' }).waitFor();
    // The submit button sits in the dialog's footer, outside the form's element, and still submits it.
    await dialog.getByRole('button', { name: 'Create Room' }).click();
    await dialog
      .getByText(/required/i)
      .first()
      .waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => shownDialogs(page).count()).toBe(0);
  });

  it('says inside the dialog why the server refused its form, since the toast is under the backdrop', async ({
    signedInPage,
  }) => {
    const taken = await ownRoom();
    const page = await signedInPage(admin, { at: '/admin/rooms' });
    await page.getByRole('button', { name: 'Add Room' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Room' });
    await dialog.getByLabel('Room number').fill(taken.roomNumber);
    await dialog.getByRole('button', { name: 'Create Room' }).click();

    await expect
      .poll(() => dialog.getByRole('alert').allTextContents())
      .toEqual([messages.rooms.numberTaken]);
    // A new try that succeeds closes the dialog; the next one opens without the old refusal.
    await dialog.getByLabel('Room number').fill(`${taken.roomNumber}B`);
    await dialog.getByRole('button', { name: 'Create Room' }).click();
    await expect.poll(() => shownDialogs(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Add Room' }).click();
    await dialog.getByLabel('Room number').waitFor();
    expect(await dialog.getByRole('alert').count()).toBe(0);
  });

  it('looks right at 375 and 1280 px, light and dark', async ({ signedInPage }) => {
    if (!shotsWanted) return;
    const room = await ownRoom();
    for (const width of [1280, 375])
      for (const colorScheme of ['light', 'dark'] as const) {
        const page = await signedInPage(admin, {
          viewport: { width, height: 900 },
          colorScheme,
          at: '/admin/rooms',
        });
        await openOccupants(page, room);
        await screenshot(page, `dialog-occupants-${width}-${colorScheme}`);
        await page.getByRole('button', { name: 'Book a student into this room' }).click();
        await page.getByRole('dialog', { name: `Book a student into Room ${room.roomNumber}` }).waitFor();
        await page.waitForLoadState('networkidle');
        await screenshot(page, `dialog-book-into-room-${width}-${colorScheme}`);
        await page.goto(`${baseUrl}/management/admin/rooms`);
        await page.getByRole('button', { name: 'Add Room' }).click();
        await page.getByRole('dialog', { name: 'Add Room' }).waitFor();
        await screenshot(page, `dialog-add-room-${width}-${colorScheme}`);
        await page.context().close();
      }
  }, 240_000);
});

/** The question a dialog asks before it drops what its form holds (components/ui/dialog.tsx). */
const question = (page: Page) => page.getByRole('dialog', { name: 'Discard your changes?' });

/**
 * From the dashboard an admin lands on, Manage Rooms through the sidebar (so the back button has a screen
 * of the app to go to) and its Add Room dialog.
 */
async function openAddRoom(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Manage Rooms', exact: true })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Manage Rooms' }).waitFor();
  await page.getByRole('button', { name: 'Add Room' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Room' });
  await dialog.getByLabel('Room number').waitFor();
  return dialog;
}

/** Whether the focus is on `field`. */
const focusedOn = (field: ReturnType<Page['getByLabel']>) =>
  field.evaluate((element) => element === document.activeElement);

describe('a dialog whose form holds edits', () => {
  it('asks before Escape drops what was typed, and keeps it when told to', async ({ signedInPage }) => {
    const page = await signedInPage(admin);
    const dialog = await openAddRoom(page);
    const roomNumber = dialog.getByLabel('Room number');
    await roomNumber.fill('Z-typed');

    await page.keyboard.press('Escape');
    await question(page).getByText('Your changes in “Add Room” are not saved.').waitFor();
    expect(await shownDialogs(page).count()).toBe(1);
    await screenshotsAtEachSize(page, 'dialog-discard-question');
    await question(page).getByRole('button', { name: 'Keep as is' }).click();
    await question(page).waitFor({ state: 'detached' });
    await dialog.waitFor();
    expect(await roomNumber.inputValue()).toBe('Z-typed');
    await expect.poll(() => focusedOn(roomNumber)).toBe(true);

    await page.keyboard.press('Escape');
    await question(page).getByRole('button', { name: 'Discard changes' }).click();
    await expect.poll(() => shownDialogs(page).count()).toBe(0);
    await expect.poll(() => focusedOn(page.getByRole('button', { name: 'Add Room' }))).toBe(true);
    await page.getByRole('button', { name: 'Add Room' }).click();
    expect(await roomNumber.inputValue()).toBe('');
  });

  it('asks before a backdrop click or its Cancel drops what was typed', async ({ signedInPage }) => {
    const page = await signedInPage(admin);
    const dialog = await openAddRoom(page);
    await dialog.getByLabel('Block').fill('Z');

    await page.mouse.click(4, 4);
    await question(page).waitFor();
    await question(page).getByRole('button', { name: 'Keep as is' }).click();
    await dialog.waitFor();
    expect(await dialog.getByLabel('Block').inputValue()).toBe('Z');

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await question(page).getByRole('button', { name: 'Discard changes' }).click();
    await expect.poll(() => shownDialogs(page).count()).toBe(0);
  });

  it('closes at once on Escape when nothing was typed, or what was typed is undone', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(admin);
    const dialog = await openAddRoom(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => shownDialogs(page).count()).toBe(0);

    await page.getByRole('button', { name: 'Add Room' }).click();
    await dialog.getByLabel('Room number').fill('Z-undone');
    await dialog.getByLabel('Room number').fill('');
    await page.keyboard.press('Escape');
    await expect.poll(() => shownDialogs(page).count()).toBe(0);
    expect(await question(page).count()).toBe(0);
  });

  it('holds a student chosen to book into a room as an edit, and Discard changes goes back to the occupants', async ({
    signedInPage,
  }) => {
    const { page, booking, walkIn, room } = await walkInChosen(signedInPage);

    await page.keyboard.press('Escape');
    await question(page).getByRole('button', { name: 'Keep as is' }).click();
    await booking.waitFor();
    expect(await booking.getByLabel(walkIn.fullName).isChecked()).toBe(true);

    await page.keyboard.press('Escape');
    await question(page).getByRole('button', { name: 'Discard changes' }).click();
    await page.getByRole('dialog', { name: `Occupants of Room ${room.roomNumber}` }).waitFor();
    expect(await shownDialogs(page).count()).toBe(1);
  });

  it('still has the back button ask once, over the dialog, before leaving the screen', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(admin);
    const dialog = await openAddRoom(page);
    await dialog.getByLabel('Room number').fill('Z-leaving');
    const rooms = page.url();

    await page.goBack();
    await question(page).getByText('Your changes on this screen are not saved.').waitFor();
    expect(await shownDialogs(page).count()).toBe(1);
    expect(await question(page).count()).toBe(1);
    await question(page).getByRole('button', { name: 'Keep as is' }).click();
    await dialog.waitFor();
    expect(page.url()).toBe(rooms);
    expect(await dialog.getByLabel('Room number').inputValue()).toBe('Z-leaving');

    await page.goBack();
    await question(page).getByRole('button', { name: 'Discard changes' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await shownDialogs(page).count()).toBe(0);
  });

  it('turns the question into the one about leaving when the back button is pressed while it asks', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(admin);
    const dialog = await openAddRoom(page);
    const roomNumber = dialog.getByLabel('Room number');
    await roomNumber.fill('Z-asked');
    await page.keyboard.press('Escape');
    await question(page).getByText('Your changes in “Add Room” are not saved.').waitFor();
    const questions = page.locator('dialog', { hasText: 'Discard your changes?' });

    await page.goBack();
    await question(page).getByText('Your changes on this screen are not saved.').waitFor();
    await page.goBack();
    await question(page).getByText('Your changes on this screen are not saved.').waitFor();
    expect(await questions.count()).toBe(1);
    await question(page).getByRole('button', { name: 'Keep as is' }).click();
    await dialog.waitFor();
    expect(await questions.count()).toBe(0);
    expect(await roomNumber.inputValue()).toBe('Z-asked');
    await expect.poll(() => focusedOn(roomNumber)).toBe(true);

    await page.keyboard.press('Escape');
    await question(page).getByText('Your changes in “Add Room” are not saved.').waitFor();
    await page.goBack();
    await question(page).getByRole('button', { name: 'Discard changes' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await page.locator('dialog').count()).toBe(0);
  });
});

/**
 * Holds the app's POST /rooms until `release` is called, and tells when it has been sent: a save kept
 * on its way for as long as the test needs.
 */
/** Holds the page's next POST to `url` until released: a save on its way. */
async function holdPost(page: Page, url: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let sent!: () => void;
  const arrived = new Promise<void>((resolve) => (sent = resolve));
  await page.route(url, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    sent();
    await released;
    await route.continue();
  });
  return { arrived, release };
}

describe('a dialog whose form is sending', () => {
  it('stays open on Escape, a backdrop click and its Cancel until the save ends, then closes on success', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(admin);
    const dialog = await openAddRoom(page);
    await dialog.getByLabel('Room number').fill(`Z${randomUUID().slice(0, 6)}`.toUpperCase());
    const save = await holdPost(page, '**/rooms');
    await dialog.getByRole('button', { name: 'Create Room' }).click();
    await save.arrived;

    await page.keyboard.press('Escape');
    expect(await shownDialogs(page).count()).toBe(1);
    await page.mouse.click(4, 4);
    expect(await shownDialogs(page).count()).toBe(1);
    const cancel = dialog.getByRole('button', { name: 'Cancel' });
    // Escape and the backdrop wait from the submit on; Cancel is drawn as waiting a render later.
    await expect.poll(() => cancel.getAttribute('aria-disabled')).toBe('true');
    await cancel.focus();
    await page.keyboard.press('Enter');
    expect(await shownDialogs(page).count()).toBe(1);
    expect(await question(page).count()).toBe(0);
    await expect.poll(() => focusedOn(cancel)).toBe(true);

    save.release();
    await expect.poll(() => shownDialogs(page).count()).toBe(0);
  });

  it('holds the booking dialog open while its Book is on the way, though it is no schema form', async ({
    signedInPage,
  }) => {
    const { page, booking, walkIn } = await walkInChosen(signedInPage);
    const save = await holdPost(page, '**/bookings');
    await booking.getByRole('button', { name: `Book ${walkIn.fullName}` }).click();
    await save.arrived;

    await page.keyboard.press('Escape');
    expect(await booking.isVisible()).toBe(true);
    expect(await question(page).count()).toBe(0);
    save.release();
    await page.getByRole('heading', { level: 1, name: 'Booking Details' }).waitFor();
  });

  it('sends its form once when Create Room is pressed again before it is drawn as sending', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(admin);
    const dialog = await openAddRoom(page);
    await dialog.getByLabel('Room number').fill(`Z${randomUUID().slice(0, 6)}`.toUpperCase());
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/rooms'))
        posts.push(request.url());
    });
    // Two presses in one task, as a quick double click lands before the page draws the first as sending.
    await dialog.getByRole('button', { name: 'Create Room' }).evaluate((button: HTMLElement) => {
      button.click();
      button.click();
    });
    await expect.poll(() => shownDialogs(page).count()).toBe(0);
    await page.getByText(messages.rooms.created).first().waitFor();
    // The second press sent the room again, refused as a number taken.
    expect(posts).toHaveLength(1);
    expect(await page.getByText(messages.rooms.numberTaken).count()).toBe(0);
  });

  it('tells in the dialog that waited why its save was refused, and lets it close again', async ({
    signedInPage,
  }) => {
    const taken = await ownRoom();
    const page = await signedInPage(admin);
    const dialog = await openAddRoom(page);
    await dialog.getByLabel('Room number').fill(taken.roomNumber);
    const save = await holdPost(page, '**/rooms');
    await dialog.getByRole('button', { name: 'Create Room' }).click();
    await save.arrived;
    await page.keyboard.press('Escape');

    save.release();
    // A locator's wait, not a poll's one second: the refusal comes back through a loaded machine's server.
    await dialog.getByRole('alert').filter({ hasText: messages.rooms.numberTaken }).waitFor();
    expect(await dialog.getByRole('alert').allTextContents()).toEqual([messages.rooms.numberTaken]);
    const cancel = dialog.getByRole('button', { name: 'Cancel' });
    await expect.poll(() => cancel.getAttribute('aria-disabled')).toBeNull();
    await cancel.click();
    await question(page).getByRole('button', { name: 'Discard changes' }).click();
    await expect.poll(() => shownDialogs(page).count()).toBe(0);
  });
});

/**
 * Two students of the test's own booked into a Double of its own, and a Single free to move them to,
 * on Manage Bookings searched down to the two rooms.
 */
async function twoBookedOnManageBookings(signedInPage: SignedInPage) {
  const staff = await superAdminCalls();
  const suffix = randomUUID().slice(0, 5).toUpperCase();
  const newRoom = (roomNumber: string, roomType: string, capacity: number) =>
    staff<{ room: Room }>('POST', '/rooms', {
      roomNumber,
      roomType,
      capacity,
      genderDesignation: 'mixed',
      status: 'available',
    }).then((answer) => answer.room);
  const [double, single, first, second] = await Promise.all([
    newRoom(`CD${suffix}`, 'Double', 2),
    newRoom(`CS${suffix}`, 'Single', 1),
    ownStudent(),
    ownStudent(),
  ]);
  for (const student of [first, second])
    await staff('POST', '/bookings', { roomId: double.id, studentId: student.id, termsAgreed: true });
  const page = await signedInPage(admin, {
    // Both rooms' numbers end in the suffix: a booking moved to the Single stays on the list.
    at: `/admin/bookings?search=${suffix}`,
    heading: 'Manage Bookings',
  });
  await page.getByRole('button', { name: `Cancel booking of ${second.fullName}`, exact: true }).waitFor();
  return { page, single, first, second };
}

describe('a confirmation’s answers', () => {
  it('come back when it is opened again for the same booking after Escape, until the screen is left', async ({
    signedInPage,
  }) => {
    const { page, first, second } = await twoBookedOnManageBookings(signedInPage);
    const cancelOf = (student: Student) =>
      page.getByRole('button', { name: `Cancel booking of ${student.fullName}`, exact: true });
    const dialogOf = (student: Student) =>
      page.getByRole('dialog', { name: `Cancel ${student.fullName}'s booking` });
    const reasonOf = (student: Student) => dialogOf(student).getByLabel('Cancellation reason');

    await cancelOf(first).click();
    await reasonOf(first).fill('Leaves for an exchange semester');
    await page.keyboard.press('Escape');
    await dialogOf(first).waitFor({ state: 'detached' });
    // Something checked on the screen, then the same question again: the reason is as it was left.
    await cancelOf(first).click();
    expect(await reasonOf(first).inputValue()).toBe('Leaves for an exchange semester');
    await screenshotsAtEachSize(page, 'confirmation-answer-kept');
    await dialogOf(first).getByRole('button', { name: 'Keep as is' }).click();

    // Another booking's question starts empty, and does not take the first one's answer away.
    await cancelOf(second).click();
    expect(await reasonOf(second).inputValue()).toBe('');
    await page.keyboard.press('Escape');
    await cancelOf(first).click();
    expect(await reasonOf(first).inputValue()).toBe('Leaves for an exchange semester');
    await page.keyboard.press('Escape');

    // Left and opened again, the screen asks afresh.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.goBack();
    await cancelOf(first).click();
    expect(await reasonOf(first).inputValue()).toBe('');
  });

  it('come back for the same rows in a bulk action’s confirmation, whose reason then reaches each', async ({
    signedInPage,
  }) => {
    const { page, first, second } = await twoBookedOnManageBookings(signedInPage);
    for (const student of [first, second])
      await page.getByRole('checkbox', { name: `Select booking of ${student.fullName}` }).check();
    const dialog = page.getByRole('dialog', { name: 'Cancel 2 bookings?' });
    const reason = dialog.getByLabel('Cancellation reason');

    await page.getByRole('button', { name: 'Cancel selected' }).click();
    await reason.fill('The block closes for repairs');
    await dialog.getByRole('button', { name: 'Keep as is' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Cancel selected' }).click();
    expect(await reason.inputValue()).toBe('The block closes for repairs');
    await dialog.getByRole('button', { name: 'Cancel bookings' }).click();

    const summary = page.getByRole('dialog', { name: 'Cancellation' });
    await summary.getByText('2 done, 0 refused.').waitFor();
    const archived = await (
      await superAdminCalls()
    )<{ archives: { cancellationReason?: string }[] }>(
      'GET',
      `/students/${first.id}/bookings/archived?page=1&limit=10`,
    );
    expect(archived.archives.map((booking) => booking.cancellationReason)).toEqual([
      'The block closes for repairs',
    ]);
  });

  it('come back through a walk forwards and back, and start afresh once the action is done', async ({
    signedInPage,
  }) => {
    const { page, single, first } = await twoBookedOnManageBookings(signedInPage);
    const moveOf = page.getByRole('button', { name: `Move booking of ${first.fullName}`, exact: true });
    const dialog = page.getByRole('dialog', { name: `Move ${first.fullName}` });
    const gender = dialog.getByLabel('Gender');
    const room = dialog.getByLabel('New room');
    const chosen = async () => [await gender.inputValue(), await room.inputValue()];

    // Forwards through the fields, back to the first, forwards again: each keeps its answer.
    await moveOf.click();
    await room.waitFor();
    await dialog.getByText('Change the student’s gender with the move').click();
    await gender.focus();
    await page.keyboard.press('Tab');
    expect(await hasFocus(room)).toBe(true);
    await room.selectOption(single.id);
    await page.keyboard.press('Shift+Tab');
    expect(await hasFocus(gender)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await chosen()).toEqual(['', single.id]);

    // Escape, then the same question again: the room chosen is still chosen.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await moveOf.click();
    await room.waitFor();
    expect(await chosen()).toEqual(['', single.id]);
    await dialog.getByRole('button', { name: 'Move Booking' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Done: asked again, it starts from nothing chosen.
    await page.getByRole('button', { name: `Move booking of ${first.fullName}`, exact: true }).click();
    await room.waitFor();
    expect(await chosen()).toEqual(['', '']);
  });
});

describe('a confirmation with a field left empty', () => {
  it('says so on the field and takes the focus there, until it is filled: Move Booking’s room, Cancel Booking’s reason', async ({
    signedInPage,
  }) => {
    const { page, single, first } = await twoBookedOnManageBookings(signedInPage);
    await page.getByRole('button', { name: `Move booking of ${first.fullName}`, exact: true }).click();
    const moving = page.getByRole('dialog', { name: `Move ${first.fullName}` });
    const room = moving.getByLabel('New room');
    await room.waitFor();

    // Pressed with no room chosen, Move Booking did nothing at all.
    await moving.getByRole('button', { name: 'Move Booking' }).click();
    await moving.getByText(messages.bookings.roomRequired).waitFor();
    await expect.poll(() => hasFocus(room)).toBe(true);
    expect(await room.getAttribute('aria-invalid')).toBe('true');
    await room.selectOption(single.id);
    expect(await moving.getByText(messages.bookings.roomRequired).count()).toBe(0);
    await moving.getByRole('button', { name: 'Keep as is' }).click();

    await page.getByRole('button', { name: `Cancel booking of ${first.fullName}`, exact: true }).click();
    const cancelling = page.getByRole('dialog', { name: `Cancel ${first.fullName}'s booking` });
    const reason = cancelling.getByLabel('Cancellation reason');
    await cancelling.getByRole('button', { name: 'Cancel Booking' }).click();
    await cancelling.getByText(messages.bookings.cancellationReasonRequired).waitFor();
    await expect.poll(() => hasFocus(reason)).toBe(true);
    await reason.fill('Leaves for an exchange semester');
    expect(await cancelling.getByText(messages.bookings.cancellationReasonRequired).count()).toBe(0);
  });
});

describe('Move to Another Room', () => {
  it('opens on New room, the field a move is for, with a new gender behind a disclosure, open once one is chosen', async ({
    signedInPage,
  }) => {
    const { page, first } = await twoBookedOnManageBookings(signedInPage);
    await page.getByRole('button', { name: `Move booking of ${first.fullName}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Move ${first.fullName}` });
    const room = dialog.getByLabel('New room');
    await room.waitFor();
    // The rare answer (a gender that travels with the move) took the focus first, above the room.
    await expect.poll(() => hasFocus(room)).toBe(true);
    expect(await dialog.getByLabel('Gender').isVisible()).toBe(false);

    await dialog.getByText('Change the student’s gender with the move').click();
    await dialog.getByLabel('Gender').selectOption('male');
    await dialog.getByRole('button', { name: 'Keep as is' }).click();
    // Opened again, the gender chosen shows, its disclosure open.
    await page.getByRole('button', { name: `Move booking of ${first.fullName}`, exact: true }).click();
    await room.waitFor();
    expect(await dialog.getByLabel('Gender').inputValue()).toBe('male');
    expect(await dialog.getByLabel('Gender').isVisible()).toBe(true);
  });
});
