import { afterEach, describe, expect, it, vi } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import type { PublicSettings } from '../../../functions/contract/settings.ts';
import type { UploadForm } from '../../../functions/contract/uploads.ts';
import { listAudit } from '../../../functions/data/audit.ts';
import { uploadFormsPerStaff } from '../../../functions/domain/uploads/uploads.ts';
import { getSettings, saveRoomTypes, SettingsChangedMeanwhile } from '../../../functions/data/settings.ts';
import { settingsKey } from '../../../functions/data/keys.ts';
import { aStudent, call } from '../../support/hostel.ts';
import { invoke } from '../../support/invoke.ts';
import { beforeTheTransaction, holding } from '../../support/racing.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';
import { anUploadedPhoto, fetchFromS3, photoBytes, postToForm } from '../../support/uploads.ts';

/**
 * Rooms show what they are (issue #30 point 6): staff set a room type's amenities and photos, which the
 * public settings carry to the app and the public rooms page, and the CDN serves the photos from the
 * uploads bucket's public prefix (decision 0044) and nothing else of it.
 */

afterEach(() => {
  vi.restoreAllMocks();
});

const cdn = process.env.PUBLIC_ORIGIN!;

const aRoomPhoto = (who: SignedIn, bytes?: ReturnType<typeof photoBytes>) =>
  anUploadedPhoto(who, '/settings/room-photo-uploads', bytes);

const photo = (key: string, alt = 'The desk by the window') => ({ key, alt, width: 1600, height: 1200 });

const publicTypes = async () =>
  ((await invoke({ path: '/api/settings/public' })).body as PublicSettings).roomTypes;

const typeNamed = async (name: string) => (await publicTypes()).find((type) => type.name === name)!;

describe("a room type's amenities and photos", () => {
  it('are saved by staff and shown to everyone, the photos through the CDN from the public prefix', async () => {
    const admin = await signedInAs('admin');
    const bytes = photoBytes(4000);
    const form = await aRoomPhoto(admin, bytes);

    const saved = await call(admin, 'PUT', '/settings/room-types/Double', {
      amenities: ['wifi', 'desk', 'air-conditioning'],
      otherAmenities: ['Balcony'],
      photos: [photo(form.key)],
    });
    const shown = await typeNamed('Double');
    const read = await fetchFromS3(`${cdn}/room-photos/${shown.photos[0]!.id}`);

    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(messages.rooms.detailsSaved('Double'));
    expect(shown.amenities).toEqual(['wifi', 'desk', 'air-conditioning']);
    expect(shown.otherAmenities).toEqual(['Balcony']);
    // Published under an id of its own, never the upload's, which a form posted again could refill.
    expect(shown.photos).toEqual([
      { id: expect.stringMatching(/^[\w-]{22}$/), alt: 'The desk by the window', width: 1600, height: 1200 },
    ]);
    expect(shown.photos[0]!.id).not.toBe(form.key.split('/').pop());
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/jpeg');
    expect(read.body.equals(bytes)).toBe(true);
    const { entries } = await listAudit({ action: 'settings.roomType' }, null, { page: 1, limit: 10 });
    expect(entries[0]).toMatchObject({
      entity: { name: 'Room type Double' },
      after: { amenities: 'wifi, desk, air-conditioning, Balcony', photos: 1 },
    });
  });

  it('keep their order as saved, and a photo taken off is no longer served', async () => {
    const admin = await signedInAs('admin');
    const forms = [await aRoomPhoto(admin), await aRoomPhoto(admin), await aRoomPhoto(admin)];
    await call(admin, 'PUT', '/settings/room-types/Triple', {
      amenities: [],
      photos: forms.map((form, index) => photo(form.key, `Photo ${index + 1}`)),
    });
    const [first, second, third] = (await typeNamed('Triple')).photos;

    const reordered = await call(admin, 'PUT', '/settings/room-types/Triple', {
      amenities: ['laundry'],
      photos: [photo(third!.id, 'Now first'), photo(first!.id, 'Photo 1')],
    });
    const after = await typeNamed('Triple');

    expect(reordered.status).toBe(200);
    expect(after.photos.map((each) => [each.id, each.alt])).toEqual([
      [third!.id, 'Now first'],
      [first!.id, 'Photo 1'],
    ]);
    expect((await fetchFromS3(`${cdn}/room-photos/${second!.id}`)).status).toBe(403);
    expect((await fetchFromS3(`${cdn}/room-photos/${third!.id}`)).status).toBe(200);
  });

  it('stay with a type when staff change the types in Settings, and a new type starts with none', async () => {
    const admin = await signedInAs('admin');
    await call(admin, 'PUT', '/settings/room-types/Quad', {
      amenities: ['fridge'],
      otherAmenities: ['Patio'],
    });
    const types = (await getSettings()).roomTypes.map(({ name, capacity, description }) => ({
      name,
      capacity,
      description,
    }));

    const saved = await call(admin, 'PUT', '/settings', {
      roomTypes: [...types, { name: 'Studio', capacity: 1, description: 'With its own kitchen.' }],
    });

    expect(saved.status).toBe(200);
    expect(await typeNamed('Quad')).toMatchObject({ amenities: ['fridge'], otherAmenities: ['Patio'] });
    expect(await typeNamed('Studio')).toMatchObject({ amenities: [], otherAmenities: [], photos: [] });
  });

  it("come with the current period's rent of each priced type, for the public rooms page", async () => {
    const admin = await signedInAs('admin');
    const { currentAcademicYear, currentSemester } = await getSettings();

    const priced = await call(admin, 'PUT', '/money/prices', {
      academicYear: currentAcademicYear,
      semester: currentSemester,
      currency: 'GHS',
      rentByRoomType: { Double: 150000 },
      roomOverrides: [],
      deposit: 0,
      paymentDueDays: 14,
      refundPolicy: { fullRefundUntil: null, shareAfterPercent: 0 },
    });
    const settings = (await invoke({ path: '/api/settings/public' })).body as PublicSettings;

    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    expect(settings.currency).toBe('GHS');
    expect(settings.rentByRoomType).toEqual({ Double: 150000 });
  });

  it('are not overwritten by a write of the types read before they changed', async () => {
    const admin = await signedInAs('admin');
    const stale = await getSettings();
    await call(admin, 'PUT', '/settings/room-types/Single', { amenities: ['private-bathroom'] });

    await expect(saveRoomTypes(stale, stale.roomTypes, [])).rejects.toBeInstanceOf(SettingsChangedMeanwhile);
    expect((await typeNamed('Single')).amenities).toEqual(['private-bathroom']);
  });

  it('are saved while another admin switches payment reminders, keeping both', async () => {
    const [admin, other] = await Promise.all([signedInAs('admin'), signedInAs('admin')]);
    const { paymentReminders } = await getSettings();
    const settings = settingsKey();
    beforeTheTransaction(
      holding((item) => item.Update?.Key?.PK === settings.PK && item.Update.Key.SK === settings.SK),
      async () => {
        const switched = await call(other, 'PUT', '/settings', {
          paymentReminders: { ...paymentReminders, enabled: !paymentReminders.enabled },
        });
        expect(switched.status).toBe(200);
      },
    );

    const saved = await call(admin, 'PUT', '/settings/room-types/Double', { amenities: ['fridge'] });

    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await typeNamed('Double')).amenities).toEqual(['fridge']);
    expect((await getSettings()).paymentReminders.enabled).toBe(!paymentReminders.enabled);
  });
});

describe("attacks on a room type's amenities and photos", () => {
  it('a student may neither change them nor get an upload form for them', async () => {
    const student = await aStudent();
    const before = await typeNamed('Double');

    const changed = await call(student, 'PUT', '/settings/room-types/Double', { amenities: ['fridge'] });
    const form = await call(student, 'POST', '/settings/room-photo-uploads', { contentType: 'image/jpeg' });

    expect(changed.status).toBe(403);
    expect(form.status).toBe(403);
    expect(await typeNamed('Double')).toEqual(before);
  });

  it("a staff member cannot publish another's upload, a student's repair photo, or a kept file", async () => {
    const admin = await signedInAs('admin');
    const other = await signedInAs('admin');
    const student = await aStudent();
    const theirs = await aRoomPhoto(other);
    const repair = (await call(student, 'POST', '/maintenance/photo-uploads', { contentType: 'image/jpeg' }))
      .body.upload as UploadForm;
    await postToForm(repair, photoBytes());
    const before = await typeNamed('Single');

    const attempts = [
      { key: theirs.key, message: messages.uploads.notUploaded },
      { key: repair.key, message: messages.uploads.notUploaded },
      { key: theirs.key.replace(/^incoming\//, 'attached/'), message: messages.rooms.photoUnknown },
      { key: `public/room-photos/${'A'.repeat(22)}`, message: messages.rooms.photoUnknown },
      { key: `${theirs.key}/../x`, message: messages.uploads.notUploaded },
    ];
    for (const attempt of attempts) {
      const answer = await call(admin, 'PUT', '/settings/room-types/Single', {
        amenities: ['desk'],
        photos: [photo(attempt.key)],
      });
      expect(answer.status, attempt.key).toBe(400);
      expect(answer.body.message, attempt.key).toBe(attempt.message);
    }
    expect(await typeNamed('Single')).toEqual(before);
  });

  it("a photo of another type cannot be named as this one's", async () => {
    const admin = await signedInAs('admin');
    const form = await aRoomPhoto(admin);
    await call(admin, 'PUT', '/settings/room-types/Quad', { amenities: [], photos: [photo(form.key)] });
    const quadPhoto = (await typeNamed('Quad')).photos[0]!;

    const answer = await call(admin, 'PUT', '/settings/room-types/Double', {
      amenities: [],
      photos: [photo(quadPhoto.id)],
    });

    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(messages.rooms.photoUnknown);
  });

  it('the CDN serves nothing of the bucket but the public prefix', async () => {
    const student = await aStudent();
    const repair = (await call(student, 'POST', '/maintenance/photo-uploads', { contentType: 'image/jpeg' }))
      .body.upload as UploadForm;
    await postToForm(repair, photoBytes());
    const id = repair.key.split('/').pop()!;

    const paths = [`/room-photos/${id}`, `/room-photos/..%2F..%2F${repair.key.replace(/\//g, '%2F')}`];
    for (const path of paths) {
      const answer = await fetchFromS3(`${cdn}${path}`);
      expect([403, 404], path).toContain(answer.status);
      expect(answer.body.equals(photoBytes()), path).toBe(false);
    }
  });

  it('refuses a flood of upload forms with 429, as every upload form is limited (staff at their own limit)', async () => {
    const staff = await signedInAs('admin');
    const answers = await Promise.all(
      Array.from({ length: uploadFormsPerStaff.limit + 2 }, () =>
        call(staff, 'POST', '/settings/room-photo-uploads', { contentType: 'image/jpeg' }),
      ),
    );

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(uploadFormsPerStaff.limit);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.body.message).toBe(messages.requests.tooManyRequests);
  });

  it('refuses too many photos, repeats, unknown amenities and missing descriptions, each with its message', async () => {
    const admin = await signedInAs('admin');
    const forms = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => aRoomPhoto(admin)));
    const cases: [unknown, string][] = [
      [{ amenities: [], photos: forms.map((form) => photo(form.key)) }, messages.uploads.tooMany(6)],
      [{ amenities: [], photos: [photo(forms[0]!.key), photo(forms[0]!.key)] }, messages.uploads.repeated],
      [{ amenities: ['jacuzzi'] }, messages.rooms.amenityUnknown],
      [{ amenities: ['wifi', 'wifi'] }, messages.rooms.amenitiesRepeat],
      [{ amenities: [], otherAmenities: ['x'.repeat(41)] }, messages.rooms.otherAmenityLength(40)],
      [
        { amenities: [], otherAmenities: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] },
        messages.rooms.otherAmenitiesTooMany(6),
      ],
      [{ amenities: [], photos: [photo(forms[0]!.key, ' ')] }, messages.rooms.photoAltRequired],
      [
        { amenities: [], photos: [{ ...photo(forms[0]!.key), width: 5000 }] },
        messages.rooms.photoSizeInvalid,
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await call(admin, 'PUT', '/settings/room-types/Double', body);
      expect(answer.status, message).toBe(400);
      expect(answer.body.message, message).toBe(message);
    }
    const missing = await call(admin, 'PUT', '/settings/room-types/Penthouse', { amenities: [] });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(messages.rooms.typeNotFound);
  });
});
