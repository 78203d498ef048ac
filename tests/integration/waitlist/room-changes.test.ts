import { afterEach, describe, expect, it, vi } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import { roomKey } from '../../../functions/data/keys.ts';
import { getRoom, updateRoom } from '../../../functions/data/rooms.ts';
import type { RoomRecord } from '../../../functions/data/room-record.ts';
import { getSettings } from '../../../functions/data/settings.ts';
import { getEntry } from '../../../functions/data/waitlist.ts';
import { aRoom, aStudent, book, call } from '../../support/hostel.ts';
import { jobsSettled } from '../../support/jobs.ts';
import { beforeTheTransaction, holding, type TransactionItem } from '../../support/racing.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';
import { join } from '../../support/waitlist.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const period = async () => {
  const settings = await getSettings();
  return { academicYear: settings.currentAcademicYear, semester: settings.currentSemester };
};

/** A block of its own, so each test's rooms and queue meet nobody else's. */
const aBlock = () => `Q${Math.random().toString(36).slice(2, 7).toUpperCase()}`;

/** Whether a transaction item takes a bed of `room` (a booking's or an offer's). */
const takesABedOf = (room: RoomRecord) => (item: TransactionItem) =>
  item.Update?.Key?.PK === roomKey(room.id).PK &&
  String(item.Update.UpdateExpression).includes('currentOccupancy + ');

/** Whether a transaction item writes `room`'s own item. */
const writesTheRoom = (room: RoomRecord) => (item: TransactionItem) =>
  item.Update?.Key?.PK === roomKey(room.id).PK;

/** Staff change a room's type, as the room form sends it. */
const retype = (admin: SignedIn, room: RoomRecord, roomType: string, capacity: number) =>
  call(admin, 'PUT', `/rooms/${room.id}`, { roomType, capacity });

/** A Double room in a block of its own whose one free bed is offered to a student waiting for it. */
async function anOfferedBed() {
  const admin = await signedInAs('admin');
  const block = aBlock();
  const room = await aRoom({ roomType: 'Double', capacity: 2, block });
  const leaving = await book(await aStudent(), room);
  await book(await aStudent(), room);
  const waiting = await aStudent();
  await join(waiting, ['Double'], block);
  await call(admin, 'POST', `/bookings/${leaving.id}/cancel`, { cancellationReason: 'Left' });
  await jobsSettled();
  expect((await getEntry(await period(), waiting.user.id))?.offer?.roomId).toBe(room.id);
  return { admin, room, block, waiting };
}

/** Staff changes of a room while the waitlist offers, or a student books, one of its beds. */
describe('the waitlist while staff change a room', () => {
  it('keeps the type and block of a room whose bed is offered until the offer is answered', async () => {
    const { admin, room, block, waiting } = await anOfferedBed();

    const retyped = await retype(admin, room, 'Triple', 3);
    const moved = await call(admin, 'PUT', `/rooms/${room.id}`, { block: aBlock() });
    // The offer, its mail and the student's panel name the room by its number.
    const renumbered = await call(admin, 'PUT', `/rooms/${room.id}`, { roomNumber: `${room.roomNumber}X` });

    expect([retyped.status, retyped.body.message]).toEqual([409, messages.rooms.offeredKeepsType]);
    expect([moved.status, moved.body.message]).toEqual([409, messages.rooms.offeredKeepsType]);
    expect([renumbered.status, renumbered.body.message]).toEqual([409, messages.rooms.offeredKeepsType]);
    expect(await getRoom(room.id)).toMatchObject({ roomType: 'Double', block, roomNumber: room.roomNumber });
    // The room form sends every field: the same type and block are no change.
    const edited = await call(admin, 'PUT', `/rooms/${room.id}`, {
      roomType: 'Double',
      capacity: 2,
      block,
      floor: 4,
    });
    expect(edited.status).toBe(200);

    expect((await call(waiting, 'POST', '/waitlist/offer/decline')).status).toBe(200);
    expect((await retype(admin, room, 'Triple', 3)).status).toBe(200);
    expect(
      (await call(admin, 'PUT', `/rooms/${room.id}`, { roomNumber: `${room.roomNumber}X` })).status,
    ).toBe(200);
  });

  it('refuses a change of type decided before the bed was offered, and lets it through once accepted', async () => {
    const admin = await signedInAs('admin');
    const block = aBlock();
    const room = await aRoom({ roomType: 'Double', capacity: 2, block });
    await book(await aStudent(), room);
    const waiting = await aStudent();
    beforeTheTransaction(holding(writesTheRoom(room)), async () => {
      await join(waiting, ['Double'], block);
      await jobsSettled();
      expect((await getEntry(await period(), waiting.user.id))?.status).toBe('offered');
    });

    const stale = await retype(admin, room, 'Triple', 3);

    expect([stale.status, stale.body.message]).toEqual([409, messages.rooms.offeredKeepsType]);
    expect((await getRoom(room.id))?.roomType).toBe('Double');
    const accepted = await call(waiting, 'POST', '/waitlist/offer/accept');
    expect(accepted.body.booking.room).toMatchObject({ id: room.id, roomType: 'Double' });
    expect((await retype(admin, room, 'Triple', 3)).status).toBe(200);
  });

  it('offers no bed of a room whose type changed after the offer run read it', async () => {
    const admin = await signedInAs('admin');
    const block = aBlock();
    const room = await aRoom({ roomType: 'Double', capacity: 2, block });
    await book(await aStudent(), room);
    const waiting = await aStudent();
    beforeTheTransaction(holding(takesABedOf(room)), async () => {
      expect((await retype(admin, room, 'Triple', 3)).status).toBe(200);
    });

    await join(waiting, ['Double'], block);
    await jobsSettled();

    expect((await getEntry(await period(), waiting.user.id))?.status).toBe('waiting');
    expect(await getRoom(room.id)).toMatchObject({ roomType: 'Triple', currentOccupancy: 1 });
  });

  it('refuses a booking whose waitlist check read the room before it became one others wait for', async () => {
    const block = aBlock();
    const room = await aRoom({ roomType: 'Double', capacity: 2, block, genderDesignation: 'mixed' });
    const waiting = await aStudent('female');
    await join(waiting, ['Triple'], block);
    await jobsSettled();
    const booking = await aStudent('female');
    // Staff make the empty room a women's Triple, as the room form writes it; the offer run that edit
    // queues is left out, so that the booking is sent before the waiting student is offered a bed.
    beforeTheTransaction(holding(takesABedOf(room)), async () => {
      const read = (await getRoom(room.id))!;
      await updateRoom(read, { roomType: 'Triple', capacity: 3, genderDesignation: 'female' }, () => []);
    });

    const response = await call(booking, 'POST', '/bookings', { roomId: room.id, termsAgreed: true });

    expect([response.status, response.body.message]).toEqual([409, messages.bookingRefusals.roomChanged]);
    expect((await getRoom(room.id))?.currentOccupancy).toBe(0);
    expect((await getEntry(await period(), waiting.user.id))?.status).toBe('waiting');
  });
});

/** Staff give a room another number, as the room form sends it; answers the new number. */
async function renumber(admin: SignedIn, room: RoomRecord) {
  const roomNumber = `${room.block}${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
  expect((await call(admin, 'PUT', `/rooms/${room.id}`, { roomNumber })).status).toBe(200);
  return roomNumber;
}

/** A booking or an offer records its room's number: the number the room has when it commits. */
describe('a room renumbered while its bed is taken', () => {
  it('keeps the number of a room whose offered bed is being accepted: the booking names it as offered', async () => {
    const { admin, room, waiting } = await anOfferedBed();
    const renumbered = beforeTheTransaction(holding(writesTheRoom(room)), () =>
      call(admin, 'PUT', `/rooms/${room.id}`, { roomNumber: `${room.roomNumber}X` }),
    );

    const accepted = await call(waiting, 'POST', '/waitlist/offer/accept');

    expect([renumbered.value?.status, renumbered.value?.body.message]).toEqual([
      409,
      messages.rooms.offeredKeepsType,
    ]);
    expect(accepted.status).toBe(200);
    expect(accepted.body.booking.room).toMatchObject({ id: room.id, roomNumber: room.roomNumber });
  });

  it('books a bed under the number its room has when the booking commits', async () => {
    const admin = await signedInAs('admin');
    const room = await aRoom({ roomType: 'Double', capacity: 2, block: aBlock() });
    const student = await aStudent();
    const renumbered = beforeTheTransaction(holding(takesABedOf(room)), () => renumber(admin, room));

    const stale = await call(student, 'POST', '/bookings', { roomId: room.id, termsAgreed: true });

    expect([stale.status, stale.body.message]).toEqual([409, messages.bookingRefusals.roomChanged]);
    expect((await getRoom(room.id))?.currentOccupancy).toBe(0);
    const booked = await call(student, 'POST', '/bookings', { roomId: room.id, termsAgreed: true });
    expect(booked.body.booking.room).toMatchObject({ id: room.id, roomNumber: renumbered.value });
  });

  it('offers a bed under the number its room has when the offer is made', async () => {
    const admin = await signedInAs('admin');
    const block = aBlock();
    const room = await aRoom({ roomType: 'Double', capacity: 2, block });
    await book(await aStudent(), room);
    const waiting = await aStudent();
    const renumbered = beforeTheTransaction(holding(takesABedOf(room)), () => renumber(admin, room));

    await join(waiting, ['Double'], block);
    await jobsSettled();

    expect((await getEntry(await period(), waiting.user.id))?.offer).toMatchObject({
      roomId: room.id,
      roomNumber: renumbered.value,
    });
  });
});
