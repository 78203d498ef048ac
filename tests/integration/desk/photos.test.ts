import { beforeAll, describe, expect, it } from 'vitest';
import { conditionItems } from '../../../functions/contract/desk.ts';
import * as messages from '../../../functions/contract/messages.ts';
import { aRoom, aStudent, book, call } from '../../support/hostel.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';
import { anUploadedPhoto, fetchFromS3, photoBytes } from '../../support/uploads.ts';

/**
 * Photos of a condition report's items (issue #30 §1), through the uploads piece as a repair's are
 * (decision 0037): staff upload, the check-in or check-out names the keys with their item, staff and the
 * booking's student read them through signed links.
 */

let admin: SignedIn;
beforeAll(async () => {
  admin = await signedInAs('admin');
});

const aPhoto = (who: SignedIn, bytes?: ReturnType<typeof photoBytes>) =>
  anUploadedPhoto(who, '/desk/photo-uploads', bytes);

/** Every item good, the photos given with their item. */
const report = (photos: Partial<Record<(typeof conditionItems)[number], string[]>> = {}) =>
  conditionItems.map((item) => ({ item, condition: 'good', note: '', photoKeys: photos[item] ?? [] }));

async function aBooking() {
  const student = await aStudent();
  const booking = await book(student, await aRoom());
  return { student, booking };
}

const checkIn = (who: SignedIn, bookingId: string, items: unknown) =>
  call(who, 'POST', `/bookings/${bookingId}/check-in`, { keyNumber: 'K-1', items });
const itemOf = (stay: { checkIn: { items: { item: string }[] } }, item: string) =>
  stay.checkIn.items.find((entry) => entry.item === item) as { photos?: { url: string }[] };

describe('photos of the condition report', () => {
  it('are kept with their item and shown to staff and the booking’s student through signed links, never as keys', async () => {
    const { student, booking } = await aBooking();
    const bytes = photoBytes(2500);
    const [first, second] = [await aPhoto(admin, bytes), await aPhoto(admin)];

    const response = await checkIn(admin, booking.id, report({ Wardrobe: [first.key, second.key] }));

    expect(response.status).toBe(200);
    for (const who of [admin, student]) {
      const stay = (await call(who, 'GET', `/bookings/${booking.id}/stay`)).body.stay;
      const wardrobe = itemOf(stay, 'Wardrobe');
      expect(wardrobe.photos).toHaveLength(2);
      const read = await fetchFromS3(wardrobe.photos![0]!.url);
      expect(read.status).toBe(200);
      expect(read.body.equals(bytes)).toBe(true);
      expect(JSON.stringify(stay)).not.toContain('photoKeys');
    }
    // The links name the photo, not who took it: the student learns no staff member's id from them.
    const ownStay = (await call(student, 'GET', `/bookings/${booking.id}/stay`)).body.stay;
    expect(JSON.stringify(ownStay)).not.toContain(admin.user.id);
    const residence = await call(student, 'GET', '/residence');
    expect(JSON.stringify(residence.body)).not.toContain('condition-photos');
  });

  it('at check-out sit beside check-in’s', async () => {
    const { booking } = await aBooking();
    const before = await aPhoto(admin);
    await checkIn(admin, booking.id, report({ Floor: [before.key] }));
    const after = await aPhoto(admin);

    const response = await call(admin, 'POST', `/bookings/${booking.id}/check-out`, {
      keyReturned: true,
      items: report({ Floor: [after.key] }),
    });

    expect(response.status).toBe(200);
    const stay = (await call(admin, 'GET', `/bookings/${booking.id}/stay`)).body.stay;
    const floorAt = (report: { items: { item: string; photos?: unknown[] }[] }) =>
      report.items.find((entry) => entry.item === 'Floor')!.photos;
    expect(floorAt(stay.checkIn)).toHaveLength(1);
    expect(floorAt(stay.checkOut)).toHaveLength(1);
    expect(floorAt(response.body.stay.checkOut)).toHaveLength(1);
  });
});

describe('what the photos of a report refuse', () => {
  it('another student reads none of them', async () => {
    const { booking } = await aBooking();
    const photo = await aPhoto(admin);
    await checkIn(admin, booking.id, report({ Floor: [photo.key] }));
    const intruder = await aStudent();

    const read = await call(intruder, 'GET', `/bookings/${booking.id}/stay`);

    expect(read.status).toBe(403);
    expect(JSON.stringify(read.body)).not.toContain('X-Amz-Signature');
  });

  it('a student can neither get an upload form nor attach a photo to a report', async () => {
    const { student, booking } = await aBooking();

    const form = await call(student, 'POST', '/desk/photo-uploads', { contentType: 'image/jpeg' });
    const attach = await checkIn(student, booking.id, report());

    expect(form.status).toBe(403);
    expect(attach.status).toBe(403);
  });

  it('a photo kept with another booking’s report, or another staff member’s upload, is refused and nothing is stored', async () => {
    const first = await aBooking();
    const second = await aBooking();
    const photo = await aPhoto(admin);
    await checkIn(admin, first.booking.id, report({ Floor: [photo.key] }));
    const otherStaff = await signedInAs('admin');
    const theirs = await aPhoto(otherStaff);

    const reused = await checkIn(admin, second.booking.id, report({ Floor: [photo.key] }));
    const kept = await checkIn(
      admin,
      second.booking.id,
      report({ Floor: [photo.key.replace(/^incoming\//, 'attached/')] }),
    );
    const borrowed = await checkIn(admin, second.booking.id, report({ Floor: [theirs.key] }));

    for (const refused of [reused, kept, borrowed]) {
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(messages.uploads.notUploaded);
    }
    expect((await call(admin, 'GET', `/bookings/${second.booking.id}/stay`)).body.stay.checkIn).toBeNull();
  });

  it('more than three photos on an item, or one photo on two items, is refused with its message', async () => {
    const { booking } = await aBooking();
    const photos = await Promise.all([1, 2, 3, 4].map(() => aPhoto(admin)));
    const keys = photos.map((photo) => photo.key);

    const tooMany = await checkIn(admin, booking.id, report({ Wardrobe: keys }));
    const twice = await checkIn(admin, booking.id, report({ Wardrobe: [keys[0]!], Floor: [keys[0]!] }));

    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors[`items.${conditionItems.indexOf('Wardrobe')}.photoKeys`]).toBe(
      messages.uploads.tooMany(3),
    );
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe(messages.uploads.repeated);
    expect((await call(admin, 'GET', `/bookings/${booking.id}/stay`)).body.stay.checkIn).toBeNull();
  });
});
