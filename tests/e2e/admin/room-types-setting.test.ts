import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as messages from '#contract/messages';
import { roomAmenities, type RoomType } from '#contract/rooms';
import { demoAccount, describe, expect, it, screenshotsAtEachSize } from '../support/fixture.ts';
import { superAdminCalls } from '../support/staff-session.ts';

const desktop = { viewport: { width: 1280, height: 900 } };

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
    const typeOf = async () =>
      (await staff<{ settings: { roomTypes: RoomType[] } }>('GET', '/settings')).settings.roomTypes.find(
        (type) => type.name === 'Single',
      )!;
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
      await admin.getByLabel(/^Add (photos|another photo)$/).setInputFiles({
        name: 'single.jpg',
        mimeType: 'image/jpeg',
        buffer: await readFile(join(import.meta.dirname, '../../../site/src/assets/hero.jpg')),
      });
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
      await staff('PUT', '/settings/room-types/Single', {
        amenities: before.amenities,
        otherAmenities: before.otherAmenities,
        photos: before.photos.map(({ id, ...photo }) => ({ key: id, ...photo })),
      });
    }
  });
});
