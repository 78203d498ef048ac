import { afterEach, describe, expect, it, vi } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import { roomKey } from '../../../functions/data/keys.ts';
import { getRoom, occupantIdsOf } from '../../../functions/data/rooms.ts';
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
