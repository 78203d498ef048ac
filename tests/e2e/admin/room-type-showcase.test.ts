import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as messages from '#contract/messages';
import type { RoomType } from '#contract/rooms';
import { baseUrl, demoAccount, describe, expect, it, screenshotsAtEachSize } from '../support/fixture.ts';
import { superAdminCalls } from '../support/staff-session.ts';

const desktop = { viewport: { width: 1280, height: 900 } };
const alt = 'Two beds and two desks under a wide window';

/**
 * Rooms show what they are (issue #30 point 6): staff add an amenity and a photo to a room type in
 * Settings, and the public rooms page, refreshed from the same settings, shows both; so does a room's
 * details in the app.
 */
describe("a room type's amenities and photos", () => {
  it(
    'added by staff in Settings, show on the public rooms page and in the app',
    { timeout: 240_000 },
    async ({ signedInPage, newPage }) => {
      const staff = await superAdminCalls();
      const { settings } = await staff<{ settings: { roomTypes: RoomType[] } }>('GET', '/settings');
      const before = settings.roomTypes.find((type) => type.name === 'Double')!;
      try {
        const admin = await signedInPage(demoAccount('admin'), { ...desktop, at: '/admin/settings' });
        await admin.getByLabel('Room type', { exact: true }).selectOption('Double');
        await admin.getByLabel('Air conditioning').check();
        await admin.getByLabel(/^Add (photos|another photo)$/).setInputFiles({
          name: 'double.jpg',
          mimeType: 'image/jpeg',
          buffer: await readFile(join(import.meta.dirname, '../../../site/src/assets/hero.jpg')),
        });
        await admin.getByLabel(`Description of photo ${before.photos.length + 1}`).fill(alt);
        await screenshotsAtEachSize(admin, 'settings-room-type-photos');
        await admin.getByRole('button', { name: 'Save amenities and photos' }).click();
        await admin.getByText(messages.rooms.detailsSaved('Double')).waitFor();

        const visitor = await newPage(desktop);
        await visitor.goto(`${baseUrl}/rooms`);
        const double = visitor.locator('[data-room-type="Double"]');
        await double.getByText('Air conditioning').waitFor();
        const photo = double.getByRole('img', { name: alt });
        await photo.scrollIntoViewIfNeeded();
        await expect
          .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
          .toBeGreaterThan(0);
        expect(await photo.getAttribute('loading')).toBe('lazy');
        expect(Number(await photo.getAttribute('width'))).toBeGreaterThan(0);
        expect(await photo.getAttribute('src')).toMatch(/^\/room-photos\/[A-Za-z0-9_-]{22}$/);
        // Beside the Double at 1280 px, the Single (no photos) is as tall as its own content.
        const single = visitor.locator('[data-room-type="Single"]');
        expect(await single.locator('img').count()).toBe(0);
        const spareBelow = await single.evaluate(
          (card) =>
            card.getBoundingClientRect().bottom - card.lastElementChild!.getBoundingClientRect().bottom,
        );
        expect(spareBelow).toBeLessThan(2);
        expect((await single.boundingBox())!.height).toBeLessThan((await double.boundingBox())!.height);
        await screenshotsAtEachSize(visitor, 'site-rooms-photos');

        const { rooms } = await staff<{ rooms: { publicId: string }[] }>(
          'GET',
          '/rooms?roomType=Double&limit=1',
        );
        const student = await signedInPage(demoAccount('student'), {
          ...desktop,
          at: `/student/rooms/p/${rooms[0]!.publicId}`,
        });
        await student.getByRole('heading', { name: 'What a Double room has' }).waitFor();
        expect(await student.getByText('Air conditioning').count()).toBe(1);
        const thumbnail = student.getByRole('img', { name: `${alt}, open larger` });
        await expect
          .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
          .toBeGreaterThan(0);
        await screenshotsAtEachSize(student, 'app-room-details-photos');
      } finally {
        await staff('PUT', '/settings/room-types/Double', {
          amenities: before.amenities,
          otherAmenities: before.otherAmenities,
          photos: before.photos.map(({ id, ...photo }) => ({ key: id, ...photo })),
        });
      }
    },
  );
});
