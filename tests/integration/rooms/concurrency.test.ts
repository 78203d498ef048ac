import { afterEach, describe, expect, it, vi } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import { roomKey, settingsKey } from '../../../functions/data/keys.ts';
import { getRoom, listRooms, occupantIdsOf } from '../../../functions/data/rooms.ts';
import { getSettings } from '../../../functions/data/settings.ts';
import { aRoom, aStudent, book, call } from '../../support/hostel.ts';
import { beforeTheTransaction, holding } from '../../support/racing.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Runs `meanwhile` just before the next transaction that writes the room's own item is sent. */
function beforeTheRoomWrite(roomId: string, meanwhile: () => Promise<unknown>) {
  const room = roomKey(roomId);
  beforeTheTransaction(
    holding((item) => {
      const key = item.Update?.Key ?? item.Delete?.Key;
      return key?.PK === room.PK && key.SK === room.SK;
    }),
    meanwhile,
  );
}

/** Staff creating a room of this number, as the Add Room form sends it. */
const createRoom = (admin: SignedIn, roomNumber: string) =>
  call(admin, 'POST', '/rooms', { roomNumber, roomType: 'Double', capacity: 2, genderDesignation: 'mixed' });

const uniqueNumber = () => `G${Math.random().toString(36).slice(2, 8).toUpperCase()}`;

/** Staff edits of a room decided on one read, while another edit or a booking lands. */
describe('rooms under concurrency', () => {
  it('keeps a room made female and booked by a woman from being set male on an older read', async () => {
    const [admin, other] = await Promise.all([signedInAs('admin'), signedInAs('admin')]);
    const room = await aRoom({ roomType: 'Double', capacity: 2, genderDesignation: 'male' });
    const woman = await aStudent('female');
    beforeTheRoomWrite(room.id, async () => {
      expect((await call(other, 'PUT', `/rooms/${room.id}`, { genderDesignation: 'female' })).status).toBe(
        200,
      );
      await book(woman, room);
    });

    const stale = await call(admin, 'PUT', `/rooms/${room.id}`, { genderDesignation: 'male', capacity: 2 });

    expect([stale.status, stale.body.message]).toEqual([409, messages.rooms.changedMeanwhile]);
    expect((await getRoom(room.id))?.genderDesignation).toBe('female');
    expect(await occupantIdsOf(room.id)).toEqual([woman.user.id]);
  });

  it('leaves no number claimed by nobody when two renames of a room race', async () => {
    const [admin, other] = await Promise.all([signedInAs('admin'), signedInAs('admin')]);
    const room = await aRoom();
    const [first, second] = [uniqueNumber(), uniqueNumber()];
    beforeTheRoomWrite(room.id, async () => {
      expect((await call(other, 'PUT', `/rooms/${room.id}`, { roomNumber: second })).status).toBe(200);
    });

    const stale = await call(admin, 'PUT', `/rooms/${room.id}`, { roomNumber: first });

    expect([stale.status, stale.body.message]).toEqual([409, messages.rooms.changedMeanwhile]);
    expect((await getRoom(room.id))?.roomNumber).toBe(second);
    // The number the stale rename asked for is free; the one the room holds is still claimed by it.
    const fresh = await createRoom(admin, first);
    expect(fresh.status).toBe(201);
    const taken = await createRoom(admin, second);
    expect([taken.status, taken.body.message]).toEqual([409, messages.rooms.numberTaken]);
  });

  it('never frees the number a renamed room now holds when its deletion was decided before the rename', async () => {
    const [admin, other] = await Promise.all([signedInAs('admin'), signedInAs('admin')]);
    const room = await aRoom();
    const renamed = uniqueNumber();
    beforeTheRoomWrite(room.id, async () => {
      expect((await call(other, 'PUT', `/rooms/${room.id}`, { roomNumber: renamed })).status).toBe(200);
    });

    const stale = await call(admin, 'DELETE', `/rooms/${room.id}`);

    expect([stale.status, stale.body.message]).toEqual([409, messages.rooms.changedMeanwhile]);
    expect((await getRoom(room.id))?.roomNumber).toBe(renamed);
    const again = await call(admin, 'DELETE', `/rooms/${room.id}`);
    expect(again.status).toBe(200);
    const reused = await createRoom(admin, renamed);
    expect(reused.status).toBe(201);
  });
});

/** Runs `meanwhile` just before the next transaction that writes the settings item is sent. */
function beforeTheSettingsWrite(meanwhile: () => Promise<unknown>) {
  const settings = settingsKey();
  beforeTheTransaction(
    holding((item) => item.Update?.Key?.PK === settings.PK && item.Update.Key.SK === settings.SK),
    meanwhile,
  );
}

/** The hostel's room types as staff see them (name, capacity, description). */
async function roomTypes(admin: SignedIn) {
  const { settings } = (await call(admin, 'GET', '/settings')).body as {
    settings: { roomTypes: Array<{ name: string; capacity: number; description: string }> };
  };
  return settings.roomTypes.map(({ name, capacity, description }) => ({ name, capacity, description }));
}

/** Staff add a one-bed room type of a name of its own to Settings, Room types; answers its name. */
async function aNewType(admin: SignedIn) {
  const name = `Studio-${Math.random().toString(36).slice(2, 7)}`;
  const types = [...(await roomTypes(admin)), { name, capacity: 1, description: 'One bed.' }];
  expect((await call(admin, 'PUT', '/settings', { roomTypes: types })).status).toBe(200);
  return name;
}

/** Staff remove a room type in Settings, Room types, as the screen sends it: the other types whole. */
const removeType = async (admin: SignedIn, name: string) =>
  call(admin, 'PUT', '/settings', {
    roomTypes: (await roomTypes(admin)).filter((type) => type.name !== name),
  });

/** Staff save a setting other than the room types (Settings, Residents), as it already was. */
const saveAnotherSetting = async (admin: SignedIn) =>
  call(admin, 'PUT', '/settings', { showRoommates: (await getSettings()).showRoommates });

/** A change of the room types and a room's write, each decided on a read the other overtook. */
describe('room types under concurrency', () => {
  it('refuses a room created with a type that was removed while it was being written', async () => {
    const [admin, other] = await Promise.all([signedInAs('admin'), signedInAs('admin')]);
    const studio = await aNewType(admin);
    beforeTheTransaction(
      holding((item) => item.Put?.Item?.type === 'room'),
      async () => expect((await removeType(other, studio)).status).toBe(200),
    );

    const created = await call(admin, 'POST', '/rooms', {
      roomNumber: uniqueNumber(),
      roomType: studio,
      capacity: 1,
    });

    expect([created.status, created.body.message]).toEqual([409, messages.rooms.typeChangedMeanwhile]);
    expect((await listRooms()).filter((room) => room.roomType === studio)).toEqual([]);
  });

  it('refuses an edit to a type that was removed while the edit was being written', async () => {
    const [admin, other] = await Promise.all([signedInAs('admin'), signedInAs('admin')]);
    const studio = await aNewType(admin);
    const room = await aRoom({ roomType: 'Single', capacity: 1 });
    beforeTheRoomWrite(room.id, async () => expect((await removeType(other, studio)).status).toBe(200));

    const edited = await call(admin, 'PUT', `/rooms/${room.id}`, { roomType: studio });

    expect([edited.status, edited.body.message]).toEqual([409, messages.rooms.typeChangedMeanwhile]);
    expect((await getRoom(room.id))?.roomType).toBe('Single');
  });

  it('keeps an edit of a room’s type while another setting is saved', async () => {
    const [admin, other] = await Promise.all([signedInAs('admin'), signedInAs('admin')]);
    const room = await aRoom({ roomType: 'Single', capacity: 1 });
    beforeTheRoomWrite(room.id, async () => expect((await saveAnotherSetting(other)).status).toBe(200));

    const edited = await call(admin, 'PUT', `/rooms/${room.id}`, { roomType: 'Double', capacity: 2 });

    expect(edited.status).toBe(200);
    expect(await getRoom(room.id)).toMatchObject({ roomType: 'Double', capacity: 2 });
  });

  it('creates a room while a room type is added, since that takes no type away', async () => {
    const [admin, other] = await Promise.all([signedInAs('admin'), signedInAs('admin')]);
    beforeTheTransaction(
      holding((item) => item.Put?.Item?.type === 'room'),
      async () => await aNewType(other),
    );

    const created = await call(admin, 'POST', '/rooms', {
      roomNumber: uniqueNumber(),
      roomType: 'Double',
      capacity: 2,
    });

    expect(created.status).toBe(201);
  });

  it('refuses to remove a type a room was given while the removal was being written, naming the room', async () => {
    const [admin, other] = await Promise.all([signedInAs('admin'), signedInAs('admin')]);
    const studio = await aNewType(admin);
    const created = await call(admin, 'POST', '/rooms', {
      roomNumber: uniqueNumber(),
      roomType: 'Single',
      capacity: 1,
    });
    const room = created.body.room as { id: string; roomNumber: string };
    beforeTheSettingsWrite(async () => {
      const edited = await call(other, 'PUT', `/rooms/${room.id}`, { roomType: studio });
      expect(edited.status).toBe(200);
    });

    const removed = await removeType(admin, studio);

    expect([removed.status, removed.body.message]).toEqual([
      409,
      messages.rooms.typesInUse(`${room.roomNumber} (${studio}, 1)`),
    ]);
    expect((await roomTypes(admin)).map((type) => type.name)).toContain(studio);
    expect((await getRoom(room.id))?.roomType).toBe(studio);
  });

  it('refuses to remove a type a room was created with while the removal was being written', async () => {
    const [admin, other] = await Promise.all([signedInAs('admin'), signedInAs('admin')]);
    const studio = await aNewType(admin);
    const roomNumber = uniqueNumber();
    beforeTheSettingsWrite(async () => {
      const created = await call(other, 'POST', '/rooms', { roomNumber, roomType: studio, capacity: 1 });
      expect(created.status).toBe(201);
    });

    const removed = await removeType(admin, studio);

    expect([removed.status, removed.body.message]).toEqual([
      409,
      messages.rooms.typesInUse(`${roomNumber} (${studio}, 1)`),
    ]);
    expect((await roomTypes(admin)).map((type) => type.name)).toContain(studio);
  });

  it('lets a type go once its rooms have another type or are deleted', async () => {
    const admin = await signedInAs('admin');
    const studio = await aNewType(admin);
    const [kept, deleted] = await Promise.all(
      [uniqueNumber(), uniqueNumber()].map(async (roomNumber) => {
        const created = await call(admin, 'POST', '/rooms', { roomNumber, roomType: studio, capacity: 1 });
        expect(created.status).toBe(201);
        return created.body.room as { id: string };
      }),
    );
    expect((await removeType(admin, studio)).status).toBe(409);

    expect((await call(admin, 'PUT', `/rooms/${kept!.id}`, { roomType: 'Single' })).status).toBe(200);
    expect((await call(admin, 'DELETE', `/rooms/${deleted!.id}`)).status).toBe(200);
    const removed = await removeType(admin, studio);

    expect([removed.status, removed.body.message]).toEqual([200, messages.rooms.typesSaved]);
    expect((await roomTypes(admin)).map((type) => type.name)).not.toContain(studio);
  });
});

/** Another admin switches payment reminders in Settings, Money: a setting that is not the room types. */
const switchPaymentReminders = async (admin: SignedIn) => {
  const { paymentReminders } = await getSettings();
  const saved = await call(admin, 'PUT', '/settings', {
    paymentReminders: { ...paymentReminders, enabled: !paymentReminders.enabled },
  });
  expect(saved.status).toBe(200);
  return !paymentReminders.enabled;
};

/** A change of the room types and another write of the settings, each decided on a read the other overtook. */
describe('changes of the room types under concurrency', () => {
  it('adds a room type while another admin switches payment reminders, keeping both', async () => {
    const [admin, other] = await Promise.all([signedInAs('admin'), signedInAs('admin')]);
    const name = `Studio-${Math.random().toString(36).slice(2, 7)}`;
    const types = [...(await roomTypes(admin)), { name, capacity: 1, description: 'One bed.' }];
    let reminders: boolean | undefined;
    beforeTheSettingsWrite(async () => (reminders = await switchPaymentReminders(other)));

    const saved = await call(admin, 'PUT', '/settings', { roomTypes: types });

    expect([saved.status, saved.body.message]).toEqual([200, messages.rooms.typesSaved]);
    expect((await roomTypes(admin)).map((type) => type.name)).toContain(name);
    expect((await getSettings()).paymentReminders.enabled).toBe(reminders);
  });

  it('removes a room type while another setting is saved, and rooms checked against it before still hold', async () => {
    const [admin, other] = await Promise.all([signedInAs('admin'), signedInAs('admin')]);
    const studio = await aNewType(admin);
    const { roomTypesVersion } = await getSettings();
    beforeTheSettingsWrite(async () => await switchPaymentReminders(other));

    const removed = await removeType(admin, studio);

    expect([removed.status, removed.body.message]).toEqual([200, messages.rooms.typesSaved]);
    expect((await roomTypes(admin)).map((type) => type.name)).not.toContain(studio);
    expect((await getSettings()).roomTypesVersion).toBe(roomTypesVersion + 1);
  });

  it('refuses the second of two changes of the room types at once, keeping the first', async () => {
    const [admin, other] = await Promise.all([signedInAs('admin'), signedInAs('admin')]);
    const mine = `Studio-${Math.random().toString(36).slice(2, 7)}`;
    const types = [...(await roomTypes(admin)), { name: mine, capacity: 1, description: 'One bed.' }];
    let theirs = '';
    beforeTheSettingsWrite(async () => (theirs = await aNewType(other)));

    const stale = await call(admin, 'PUT', '/settings', { roomTypes: types });

    expect([stale.status, stale.body.message]).toEqual([409, messages.rooms.typeChangedMeanwhile]);
    const names = (await roomTypes(admin)).map((type) => type.name);
    expect(names).toContain(theirs);
    expect(names).not.toContain(mine);
  });

  it("refuses a change of the room types over a type's amenities saved meanwhile, keeping them", async () => {
    const [admin, other] = await Promise.all([signedInAs('admin'), signedInAs('admin')]);
    const types = await roomTypes(admin);
    beforeTheSettingsWrite(async () => {
      const saved = await call(other, 'PUT', '/settings/room-types/Single', { amenities: ['fridge'] });
      expect(saved.status).toBe(200);
    });

    const stale = await call(admin, 'PUT', '/settings', {
      roomTypes: types.map((type) => (type.name === 'Single' ? { ...type, description: 'Quiet.' } : type)),
    });

    expect([stale.status, stale.body.message]).toEqual([409, messages.rooms.typeChangedMeanwhile]);
    const single = (await getSettings()).roomTypes.find((type) => type.name === 'Single');
    expect(single).toMatchObject({ amenities: ['fridge'] });
    expect(single?.description).not.toBe('Quiet.');
  });
});
