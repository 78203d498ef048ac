import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import * as messages from '#contract/messages';
import type { Room } from '#contract/rooms';
import { getUserByEmail } from '../../../functions/data/users.ts';
import { baseUrl, demoAccount, describe, expect, it, screenshotsAtEachSize } from '../support/fixture.ts';
import { hasFocus } from '../support/focus.ts';
import { signIn } from '../support/sign-in.ts';
import { superAdminCalls } from '../support/staff-session.ts';
import { verifiedStudent } from './support.ts';

/**
 * The management app with the keyboard alone: Tab, Enter and Escape, no pointer. Each test starts where
 * a keyboard user would stand (a control focused by Tab, or by `focus()` where many Tabs would only
 * walk the screen), then asserts where the focus went. A test per shared piece that held a keyboard user
 * back: the fields' ring, the phone's menu, the popovers, the dialogs, lists whose items move.
 */

/** The focused element: its tag, accessible name (its label, its words), and whether a ring is drawn. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const labelled =
      element.getAttribute('aria-label') ?? (element as HTMLInputElement).labels?.[0]?.textContent;
    const { outlineStyle, outlineWidth } = getComputedStyle(element);
    return {
      tag: element.tagName.toLowerCase(),
      name: (labelled ?? element.textContent ?? '').trim(),
      ring: outlineStyle !== 'none' && parseFloat(outlineWidth) >= 2,
    };
  });

/** Whether the focused element is drawn on top where it stands, not under a panel or a backdrop. */
const focusedInSight = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return top !== null && (element.contains(top) || top.contains(element));
  });

/** Tab until `control` has the focus, as a keyboard user walks to it. */
async function tabTo(page: Page, control: Locator, most = 40) {
  for (let step = 0; step < most; step += 1) {
    await page.keyboard.press('Tab');
    if (await hasFocus(control)) return;
  }
  throw new Error(`${most} Tabs did not reach ${control.toString()}`);
}

const phone = { viewport: { width: 375, height: 812 } };
const desktop = { viewport: { width: 1280, height: 900 } };

describe('the keyboard alone', () => {
  it('shows the one focus ring on a text field reached by Tab, not a faint one', async ({ page }) => {
    await page.goto(`${baseUrl}/management/login`);
    await tabTo(page, page.getByLabel('Email'));
    expect(await focused(page)).toEqual({ tag: 'input', name: 'Email', ring: true });
    await screenshotsAtEachSize(page, 'keyboard-field-ring');
  });

  it('keeps the focus in the form once Save, turned off by its save, lets it go: on the first choice', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(await verifiedStudent(baseUrl), { ...desktop, at: '/student/profile' });
    const save = page.getByRole('button', { name: 'Save preferences' });
    // A choice changed with the keyboard, as Save stays off until one is.
    const bookings = page.getByRole('combobox', { name: 'Bookings' });
    await bookings.focus();
    await page.keyboard.press('ArrowDown');
    await tabTo(page, save);
    await page.keyboard.press('Enter');
    await page
      .locator('[data-sonner-toast]')
      .filter({ hasText: messages.notifications.preferencesSaved })
      .waitFor();
    await expect.poll(() => save.isDisabled()).toBe(true);
    await expect.poll(() => hasFocus(bookings)).toBe(true);
  });

  it('shows the one focus ring on a toast reached by its shortcut and Tab', async ({ newPage }) => {
    // The toast is the sign-in's own.
    const page = await newPage(desktop);
    await signIn(page, baseUrl, await verifiedStudent(baseUrl));
    const toast = page.locator('[data-sonner-toast]').first();
    await toast.waitFor();
    // The toast comes before the dashboard takes the focus to its heading (the arrival after a sign-in):
    // a shortcut pressed between the two lost its focus to the heading on a busy machine.
    await expect.poll(() => hasFocus(page.getByRole('heading', { level: 1, name: 'Dashboard' }))).toBe(true);
    // Sonner's own shortcut to its toasts, then into the newest one.
    await page.keyboard.press('Alt+T');
    await tabTo(page, toast, 3);
    expect(await toast.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
  });

  it('takes the focus into the phone’s menu, keeps it there, and gives it back to the menu button', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(await verifiedStudent(baseUrl), phone);
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await tabTo(page, menuButton);
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toMatchObject({ name: 'Close menu' });

    // Every Tab, past the last entry and round again, stays in the menu (or on a toast, drawn above it):
    // the page behind is out of reach.
    const sidebar = page.locator('#app-sidebar');
    const stops = (await sidebar.locator('a:visible, button:visible').count()) + 2;
    for (let step = 0; step < stops; step += 1) {
      await page.keyboard.press('Tab');
      const inMenu = await page.evaluate(() => {
        const element = document.activeElement;
        return (
          element === document.body ||
          document.getElementById('app-sidebar')!.contains(element) ||
          element?.closest('[data-sonner-toaster]') !== null
        );
      });
      expect(inMenu, `Tab ${step + 1} left the menu for "${(await focused(page)).name}"`).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect.poll(() => hasFocus(menuButton)).toBe(true);
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');

    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toMatchObject({ name: 'Close menu' });
    await page.keyboard.press('Tab');
    await screenshotsAtEachSize(page, 'keyboard-phone-menu');
  });

  it('closes the bell’s panel when the focus is tabbed past it, so it covers nothing focused', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(await verifiedStudent(baseUrl), phone);
    const bell = page.getByRole('button', { name: 'Notifications', exact: true });
    await tabTo(page, bell);
    await page.keyboard.press('Enter');
    const panel = page.getByRole('region', { name: 'Notifications', exact: true });
    await panel.getByText('No notifications yet.').waitFor();
    await screenshotsAtEachSize(page, 'keyboard-bell');
    await page.setViewportSize(phone.viewport);

    await page.keyboard.press('Tab');
    await panel.waitFor({ state: 'detached' });
    expect(await bell.getAttribute('aria-expanded')).toBe('false');
    expect(await focusedInSight(page)).toBe(true);
  });

  it('closes the account menu when the focus is tabbed past its last entry', async ({ signedInPage }) => {
    const page = await signedInPage(await verifiedStudent(baseUrl), desktop);
    await tabTo(page, page.getByRole('button', { name: 'Account menu' }));
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Account' });
    await page.keyboard.press('Tab');
    expect(await hasFocus(menu.getByRole('link', { name: 'My Profile' }))).toBe(true);
    await screenshotsAtEachSize(page, 'keyboard-account-menu');
    await page.keyboard.press('Tab');
    expect(await hasFocus(menu.getByRole('button', { name: 'Sign out' }))).toBe(true);

    await page.keyboard.press('Tab');
    await menu.waitFor({ state: 'detached' });
    expect(await focusedInSight(page)).toBe(true);
  });

  it('opens a dialog with a form on its first field', async ({ signedInPage }) => {
    const page = await signedInPage(demoAccount('admin'), { ...desktop, at: '/admin/rooms' });
    await page.getByRole('button', { name: 'Add Room' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Add Room' }).getByLabel('Room number').waitFor();
    expect(await focused(page)).toMatchObject({ tag: 'input', name: 'Room number' });
  });

  it('keeps Tab inside a dialog, round from its last control to its first and back', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(demoAccount('admin'), { ...desktop, at: '/admin/rooms' });
    await page.getByRole('button', { name: 'Add Room' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add Room' });
    const create = dialog.getByRole('button', { name: 'Create Room' });
    await create.waitFor();
    // Before the first field, the dialog's body is a stop of its own (it scrolls): its first control.
    await page.keyboard.press('Shift+Tab');
    const first = dialog.getByRole('region', { name: 'Add Room' });
    expect(await hasFocus(first)).toBe(true);

    await page.keyboard.press('Shift+Tab');
    expect(await hasFocus(create)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await hasFocus(first)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => hasFocus(page.getByRole('button', { name: 'Add Room' }))).toBe(true);
  });

  it('gives the focus back to the button in a dialog that opened another, once that one closes', async ({
    signedInPage,
  }) => {
    const room = await ownRoom();
    const page = await signedInPage(demoAccount('admin'), { ...desktop, at: '/admin/rooms' });
    await showRoom(page, room);
    const occupantsButton = page.getByRole('button', {
      name: `Occupants of room ${room.roomNumber}`,
      exact: true,
    });
    await occupantsButton.focus();
    await page.keyboard.press('Enter');
    const occupants = page.getByRole('dialog', { name: `Occupants of Room ${room.roomNumber}` });
    const bookInto = occupants.getByRole('button', { name: 'Book a student into this room' });
    await tabTo(page, bookInto);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: `Book a student into Room ${room.roomNumber}` }).waitFor();
    await page.keyboard.press('Escape');

    await occupants.waitFor();
    await expect.poll(() => hasFocus(bookInto)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => hasFocus(occupantsButton)).toBe(true);
  });

  it('puts the focus on the screen’s heading when the button that opened a dialog has gone', async ({
    signedInPage,
  }) => {
    const room = await ownRoom();
    const page = await signedInPage(demoAccount('admin'), { ...desktop, at: '/admin/rooms' });
    await showRoom(page, room);
    await page.getByRole('button', { name: `Delete room ${room.roomNumber}`, exact: true }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: `Delete Room ${room.roomNumber}?` });
    await confirm.waitFor();
    expect(await focused(page)).toMatchObject({ name: 'Keep as is' });

    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ name: 'Delete Room' });
    await page.keyboard.press('Enter');
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'h1', name: 'Manage Rooms' });
  });

  it('keeps the focus on a list item’s button as the item moves, and on the next item’s after a removal', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(demoAccount('super_admin'), {
      ...desktop,
      at: '/admin/super/public-content?key=faq',
    });
    const items = page.getByRole('main').getByRole('group', { name: 'Items' });
    const firstQuestion = items.getByRole('textbox', { name: 'Question' }).first();
    const question = await firstQuestion.inputValue();

    await items.getByRole('button', { name: 'Move item 1 down' }).focus();
    await page.keyboard.press('Enter');
    expect(await focused(page)).toMatchObject({ name: 'Move item 2 down' });
    await page.keyboard.press('Enter');
    expect(await focused(page)).toMatchObject({ name: 'Move item 3 down' });
    expect(await items.getByRole('textbox', { name: 'Question' }).nth(2).inputValue()).toBe(question);
    // Back to the top: at the first place Move up can no longer be pressed, and Move down takes the focus.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    expect(await focused(page)).toMatchObject({ name: 'Move item 1 down' });
    expect(await firstQuestion.inputValue()).toBe(question);

    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ name: 'Remove item 1' });
    await page.keyboard.press('Enter');
    expect(await focused(page)).toMatchObject({ name: 'Remove item 1' });
    expect(await firstQuestion.inputValue()).not.toBe(question);
  });

  it('takes the focus from a list’s Add to the first field of the item it added', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(demoAccount('super_admin'), {
      ...desktop,
      at: '/admin/super/public-content?key=faq',
    });
    const items = page.getByRole('main').getByRole('group', { name: 'Items' });
    const questions = items.getByRole('textbox', { name: 'Question' });
    await questions.first().waitFor();
    const before = await questions.count();

    await items.getByRole('button', { name: 'Add item' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => hasFocus(questions.nth(before))).toBe(true);
    await page.keyboard.type('Is there parking?');
    expect(await questions.nth(before).inputValue()).toBe('Is there parking?');
  });

  it('shows the ring on Add photos and moves the focus to the next photo’s Remove after one is removed', async ({
    signedInPage,
  }) => {
    const resident = await livingStudent();
    const page = await signedInPage(resident, { ...phone, at: '/student/maintenance/new' });
    const main = page.getByRole('main');
    const addPhotos = main.getByLabel('Add photos');
    await tabTo(page, addPhotos);
    const label = main.locator('label').filter({ has: page.locator('input[type="file"]') });
    expect(await label.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
    await screenshotsAtEachSize(page, 'keyboard-add-photos');

    const photo = await readFile(join(import.meta.dirname, '../../../site/src/assets/hero.jpg'));
    await addPhotos.setInputFiles([
      { name: 'one.jpg', mimeType: 'image/jpeg', buffer: photo },
      { name: 'two.jpg', mimeType: 'image/jpeg', buffer: photo },
    ]);
    await main.getByRole('img', { name: 'Photo 2' }).waitFor();
    await main.getByRole('button', { name: 'Remove photo 1' }).focus();
    await page.keyboard.press('Enter');
    await main.getByRole('img', { name: 'Photo 2' }).waitFor({ state: 'detached' });
    expect(await focused(page)).toMatchObject({ name: 'Remove photo 1' });
    await page.keyboard.press('Enter');
    await expect.poll(() => hasFocus(main.getByLabel('Add photos'))).toBe(true);
  });

  it('moves the focus to Add photos once the last photo of a room type is removed', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(demoAccount('admin'), { ...desktop, at: '/admin/settings' });
    // The seed gives the Double rooms a photo; the form is left unsaved, so the type keeps it.
    await page.getByLabel('Room type', { exact: true }).selectOption('Double');
    const main = page.getByRole('main');
    const removes = main.getByRole('button', { name: /^Remove photo \d+$/ });
    await removes.first().focus();
    for (let left = await removes.count(); left > 1; left -= 1) {
      await page.keyboard.press('Enter');
      await expect.poll(() => removes.count()).toBe(left - 1);
      expect(await focused(page)).toMatchObject({ name: 'Remove photo 1' });
    }
    await page.keyboard.press('Enter');
    await expect.poll(() => hasFocus(main.getByLabel('Add photos'))).toBe(true);
  });
});

/** A room of this test's own, empty (the seed fills most beds). */
async function ownRoom(): Promise<Room> {
  const call = await superAdminCalls();
  const roomNumber = `K${randomUUID().slice(0, 6)}`.toUpperCase();
  const body = { roomNumber, roomType: 'Double', capacity: 2, genderDesignation: 'mixed' };
  return (await call<{ room: Room }>('POST', '/rooms', body)).room;
}

/** Manage Rooms (`signedInPage`'s `at: '/admin/rooms'`), searched down to `room`. */
async function showRoom(page: Page, room: Room) {
  await page.getByRole('searchbox', { name: 'Search rooms', exact: true }).fill(room.roomNumber);
}

/** A verified student booked at the desk into a room of their own, who can report a problem in it. */
async function livingStudent() {
  const room = await ownRoom();
  const resident = await verifiedStudent(baseUrl);
  const studentId = (await getUserByEmail(resident.email))!.id;
  const call = await superAdminCalls();
  await call('POST', '/bookings', { roomId: room.id, studentId, termsAgreed: true });
  return resident;
}
