import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as messages from '#contract/messages';
import { roomAmenities, type RoomType } from '#contract/rooms';
import { demoAccount, describe, expect, it, screenshotsAtEachSize } from '../support/fixture.ts';
import { hasFocus } from '../support/focus.ts';
import { superAdminCalls } from '../support/staff-session.ts';

const desktop = { viewport: { width: 1280, height: 900 } };
const aPhoto = async () => ({
  name: 'single.jpg',
  mimeType: 'image/jpeg',
  buffer: await readFile(join(import.meta.dirname, '../../../site/src/assets/hero.jpg')),
});

type StaffCalls = Awaited<ReturnType<typeof superAdminCalls>>;

/** The Single type as stored. */
const singleType = async (staff: StaffCalls) =>
  (await staff<{ settings: { roomTypes: RoomType[] } }>('GET', '/settings')).settings.roomTypes.find(
    (type) => type.name === 'Single',
  )!;

/** The Single type put back as it was, for the files after this one. */
const putBack = (staff: StaffCalls, before: RoomType) =>
  staff('PUT', '/settings/room-types/Single', {
    amenities: before.amenities,
    otherAmenities: before.otherAmenities,
    photos: before.photos.map(({ id, ...photo }) => ({ key: id, ...photo })),
  });

/**
 * Settings' room types (docs/spec.md §3): the list is checked with the contract's schema before it is
 * sent, the first thing to fix standing above the rows, and a list that passes is saved. The type saved
 * here has no rooms and is removed again, so no other test's rooms change.
 */
describe("Settings' room types", () => {
  it('refuse two types of one name above the rows, then save the list once it is fixed', async ({
    signedInPage,
  }) => {
    const admin = await signedInPage(demoAccount('admin'), { ...desktop, at: '/admin/settings' });
    const save = admin.getByRole('button', { name: 'Save room types' });
    const form = admin.locator('form').filter({ has: save });
    await form.getByRole('listitem').first().waitFor();
    const types = await form.getByRole('listitem').count();
    await admin.getByRole('button', { name: 'Add room type' }).click();
    const added = form.getByRole('listitem').last();
    await added.getByLabel(/^Room type \d+$/).fill('double');
    await added.getByLabel('Beds').fill('2');
    await save.click();
    await admin.getByRole('alert').filter({ hasText: messages.rooms.typeNamesRepeat }).waitFor();
    await screenshotsAtEachSize(admin, 'settings-room-types-refused');

    await added.getByLabel(/^Room type \d+$/).fill('Family');
    await save.click();
    await admin.getByText(messages.rooms.typesSaved).first().waitFor();
    await admin
      .getByRole('alert')
      .filter({ hasText: messages.rooms.typeNamesRepeat })
      .waitFor({ state: 'detached' });
    expect(await save.isDisabled(), 'Save once saved').toBe(true);

    // The lane's hostel as it was for the files after this one: the new type has no rooms, so it goes.
    await added.getByRole('button', { name: 'Remove room type Family' }).click();
    await save.click();
    await expect.poll(() => save.isDisabled()).toBe(true);
    await expect.poll(() => form.getByRole('listitem').count()).toBe(types);
  });
});

describe("a room type's photo still uploading", () => {
  it('is not left out of the save: Save waits for the upload, then saves the photo with the rest', async ({
    signedInPage,
  }) => {
    const staff = await superAdminCalls();
    const typeOf = () => singleType(staff);
    const before = await typeOf();
    try {
      const admin = await signedInPage(demoAccount('admin'), { ...desktop, at: '/admin/settings' });
      const saves: { photos: unknown[] }[] = [];
      admin.on('request', (request) => {
        if (request.method() === 'PUT' && request.url().endsWith('/settings/room-types/Single'))
          saves.push(request.postDataJSON() as { photos: unknown[] });
      });
      await admin.getByLabel('Room type', { exact: true }).selectOption('Single');
      await admin.getByLabel(roomAmenities.fridge).setChecked(!before.amenities.includes('fridge'));
      // The bucket takes the photo only once Save has been pressed, as on a slow connection.
      let pressed!: () => void;
      const savePressed = new Promise<void>((resolve) => (pressed = resolve));
      await admin.route(
        (url) => url.pathname.startsWith('/hostel-uploads'),
        async (route) => {
          if (route.request().method() === 'POST') await savePressed;
          await route.continue();
        },
      );
      await admin.getByLabel(/^Add (photos|another photo)$/).setInputFiles(await aPhoto());
      await admin.getByText('Uploading a photo').waitFor();
      const save = admin.getByRole('button', { name: 'Save amenities and photos' });

      // Pressed at once (forced: Playwright waits for a busy button), then the photo arrives.
      await save.click({ force: true });
      pressed();
      await admin
        .getByLabel(`Description of photo ${before.photos.length + 1}`)
        .fill('A bed under the window');
      await save.click();

      // One save, with the photo.
      await admin.getByText(messages.rooms.detailsSaved('Single')).first().waitFor();
      await expect.poll(async () => (await typeOf()).photos.length).toBe(before.photos.length + 1);
      expect(saves.map((saved) => saved.photos.length)).toEqual([before.photos.length + 1]);
    } finally {
      await putBack(staff, before);
    }
  });
});

describe("a room type's form while its save is on its way", () => {
  it('wait for its answer, which would drop a change made meanwhile, and can change again once it is in', async ({
    signedInPage,
  }) => {
    const staff = await superAdminCalls();
    const before = await singleType(staff);
    try {
      const admin = await signedInPage(demoAccount('admin'), { ...desktop, at: '/admin/settings' });
      await admin.getByLabel('Room type', { exact: true }).selectOption('Single');
      // The save's answer is held until the form has been looked at, as on a slow connection.
      let sent!: () => void;
      const saveSent = new Promise<void>((resolve) => (sent = resolve));
      let answer!: () => void;
      const answerAllowed = new Promise<void>((resolve) => (answer = resolve));
      await admin.route(
        (url) => url.pathname.endsWith('/settings/room-types/Single'),
        async (route) => {
          if (route.request().method() === 'PUT') {
            sent();
            await answerAllowed;
          }
          await route.continue();
        },
      );
      const add = admin.getByLabel(/^Add (photos|another photo)$/);
      await add.setInputFiles(await aPhoto());
      const added = before.photos.length + 1;
      const description = admin.getByLabel(`Description of photo ${added}`);
      await description.fill('A bed under the window');
      const save = admin.getByRole('button', { name: 'Save amenities and photos' });
      // Sent from the description, which is then held still too.
      await description.press('Enter');
      await saveSent;

      // Nothing of the photos changes while the save is on its way, and Add photos says why.
      await expect.poll(() => add.isDisabled(), { message: 'Add photos while saving' }).toBe(true);
      const told = await add.evaluate((input) =>
        (input.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent)
          .join(' '),
      );
      expect(told).toContain(messages.uploads.waitForTheSave);
      expect(await description.isDisabled(), 'a description while saving').toBe(true);
      expect(await admin.getByRole('button', { name: `Remove photo ${added}` }).isDisabled()).toBe(true);
      // The focus left the description for the busy Save, as if that had been pressed.
      expect(await hasFocus(save), 'Save has the focus').toBe(true);
      await screenshotsAtEachSize(admin, 'settings-room-type-photos-saving');
      // Words typed now stay as typed, and are not taken for saved once the answer is in, unsent.
      const others = admin.getByLabel('Other amenities');
      await others.fill('Typed while saving');
      answer();

      // Once saved they can change again: a photo added now is a change still to save.
      await admin.getByText(messages.rooms.detailsSaved('Single')).first().waitFor();
      await expect.poll(() => add.isDisabled()).toBe(false);
      const saved = await singleType(staff);
      expect(saved.photos.length).toBe(added);
      expect(saved.otherAmenities).not.toContain('Typed while saving');
      expect(await others.inputValue(), 'words typed while saving').toBe('Typed while saving');
      expect(await save.isDisabled(), 'Save with words typed while saving').toBe(false);
      await save.click();
      await expect
        .poll(async () => (await singleType(staff)).otherAmenities, { message: 'saved at the next Save' })
        .toEqual(['Typed while saving']);
      await expect.poll(() => save.isDisabled(), { message: 'Save once they are saved' }).toBe(true);
      await add.setInputFiles(await aPhoto());
      await admin.getByLabel(`Description of photo ${added + 1}`).waitFor();
      expect(await save.isDisabled(), 'Save with a photo added since').toBe(false);
    } finally {
      await putBack(staff, before);
    }
  });
});
