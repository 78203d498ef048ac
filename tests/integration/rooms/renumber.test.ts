import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingRequest } from '../../../functions/contract/booking-requests.ts';
import type { Booking } from '../../../functions/contract/bookings.ts';
import * as messages from '../../../functions/contract/messages.ts';
import { bookingRequestKey, liveBookingKey, roomKey, userKey } from '../../../functions/data/keys.ts';
import { getRoom } from '../../../functions/data/rooms.ts';
import { indexReadsLagBehind } from '../../support/eventual-reads.ts';
import { mailAbout } from '../../support/mail.ts';
import { aNewNumber, aRoom, askToCancel, aStudent, book, call, renumber } from '../../support/hostel.ts';
import { beforeTheTransaction, beforeTheWrite, holding } from '../../support/racing.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Runs `meanwhile` just before the next transaction that writes the room's own item is sent. */
function beforeTheRoomWrite(roomId: string, meanwhile: () => Promise<unknown>) {
  const room = roomKey(roomId);
  beforeTheTransaction(
    holding((item) => item.Update?.Key?.PK === room.PK && item.Update.Key.SK === room.SK),
    meanwhile,
  );
}

/** The room number a student's own current booking names, as their dashboard reads it. */
async function ownRoomNumber(student: SignedIn) {
  const response = await call(student, 'GET', `/students/${student.user.id}/bookings/current`);
  expect(response.status).toBe(200);
  return (response.body.booking as Booking).room.roomNumber;
}

/** The ids of the bookings of the current period staff find by this search (Manage Bookings). */
async function bookingsFound(admin: SignedIn, search: string) {
  const response = await call(admin, 'GET', `/bookings?search=${encodeURIComponent(search)}&limit=100`);
  expect(response.status).toBe(200);
  return (response.body.bookings as Booking[]).map((booking) => booking.id).sort();
}

const roomNumberOf = async (roomId: string) => (await getRoom(roomId))?.roomNumber;

describe('renumbering a room its students live in', () => {
  it('names the room by its new number in its residents’ bookings, searches, the students list and the desk’s parcels; an ended stay keeps the old one', async () => {
    const admin = await signedInAs('admin');
    const room = await aRoom({ capacity: 2 });
    const [past, resident] = await Promise.all([aStudent(), aStudent()]);
    const ended = await book(past, room);
    expect(
      (await call(admin, 'POST', `/bookings/${ended.id}/cancel`, { cancellationReason: 'Left early' }))
        .status,
    ).toBe(200);
    const live = await book(resident, room);
    const parcel = await call(admin, 'POST', '/parcels', { studentId: resident.user.id, carrier: 'DHL' });
    expect(parcel.status).toBe(201);
    const renumbered = aNewNumber();

    const response = await renumber(admin, room, renumbered);

    expect(response.status).toBe(200);
    expect(await ownRoomNumber(resident)).toBe(renumbered);
    const own = await call(resident, 'GET', `/bookings/${live.id}`);
    expect(own.body.booking.room).toMatchObject({ roomNumber: renumbered, roomType: room.roomType });
    expect(await bookingsFound(admin, renumbered.toLowerCase())).toEqual([live.id]);
    expect(await bookingsFound(admin, room.roomNumber)).toEqual([ended.id]);
    const history = await call(admin, 'GET', `/bookings/${ended.id}`);
    expect(history.body.booking.room.roomNumber).toBe(room.roomNumber);
    const students = await call(admin, 'GET', `/students?search=${renumbered}`);
    expect(students.body.students).toMatchObject([
      { id: resident.user.id, room: { roomNumber: renumbered } },
    ]);
    const desk = await call(admin, 'GET', `/parcels?search=${renumbered}&limit=100`);
    expect(desk.body.parcels).toMatchObject([
      { id: parcel.body.parcel.id, room: { roomNumber: renumbered } },
    ]);
  });

  it('names the room by its new number in a resident’s open request, in the queue and its search', async () => {
    const admin = await signedInAs('admin');
    const room = await aRoom({ capacity: 2 });
    const resident = await aStudent();
    const booking = await book(resident, room);
    const asked = await askToCancel(resident, booking);
    const renumbered = aNewNumber();

    expect((await renumber(admin, room, renumbered)).status).toBe(200);

    const queue = await call(admin, 'GET', `/booking-requests?search=${renumbered}&limit=100`);
    expect((queue.body.requests as BookingRequest[]).map((request) => [request.id, request.room])).toEqual([
      [asked.id, { id: room.id, roomNumber: renumbered, roomType: room.roomType }],
    ]);
  });
});

/** A renumbering decided on one read of the room's residents, while a stay begins or ends. */
describe('renumbering a room under concurrency', () => {
  it('refuses a renumbering when a student books a bed between its read and its write, then renames both', async () => {
    const admin = await signedInAs('admin');
    const room = await aRoom({ capacity: 2 });
    const [resident, newcomer] = await Promise.all([aStudent(), aStudent()]);
    await book(resident, room);
    const renumbered = aNewNumber();
    beforeTheRoomWrite(room.id, () => book(newcomer, room));

    const stale = await renumber(admin, room, renumbered);

    expect([stale.status, stale.body.message]).toEqual([409, messages.rooms.changedMeanwhile]);
    expect(await roomNumberOf(room.id)).toBe(room.roomNumber);
    expect(await ownRoomNumber(newcomer)).toBe(room.roomNumber);
    expect((await renumber(admin, room, renumbered)).status).toBe(200);
    expect([await ownRoomNumber(resident), await ownRoomNumber(newcomer)]).toEqual([renumbered, renumbered]);
  });

  it('refuses a renumbering when a resident’s stay ends between its read and its write; the ended stay keeps the old number', async () => {
    const admin = await signedInAs('admin');
    const room = await aRoom({ capacity: 2 });
    const [leaving, staying] = await Promise.all([aStudent(), aStudent()]);
    const left = await book(leaving, room);
    await book(staying, room);
    const renumbered = aNewNumber();
    beforeTheRoomWrite(room.id, async () =>
      expect((await call(admin, 'POST', `/students/${leaving.user.id}/check-out`)).status).toBe(200),
    );

    const stale = await renumber(admin, room, renumbered);

    expect([stale.status, stale.body.message]).toEqual([409, messages.rooms.changedMeanwhile]);
    expect(await roomNumberOf(room.id)).toBe(room.roomNumber);
    expect(await ownRoomNumber(staying)).toBe(room.roomNumber);
    expect((await renumber(admin, room, renumbered)).status).toBe(200);
    expect(await ownRoomNumber(staying)).toBe(renumbered);
    expect((await call(admin, 'GET', `/bookings/${left.id}`)).body.booking.room.roomNumber).toBe(
      room.roomNumber,
    );
  });

  it('refuses a renumbering while the index does not yet show a bed booked a moment before, then renames it once it does', async () => {
    const admin = await signedInAs('admin');
    const room = await aRoom({ capacity: 2 });
    const [resident, newcomer] = await Promise.all([aStudent(), aStudent()]);
    await book(resident, room);
    await book(newcomer, room);
    const lag = indexReadsLagBehind(
      (item) => item.type === 'activeBooking' && item.studentId === newcomer.user.id,
    );
    const renumbered = aNewNumber();

    const early = await renumber(admin, room, renumbered);

    expect([early.status, early.body.message]).toEqual([409, messages.rooms.changedMeanwhile]);
    expect(await roomNumberOf(room.id)).toBe(room.roomNumber);
    expect(await ownRoomNumber(newcomer)).toBe(room.roomNumber);
    lag.caughtUp();
    expect((await renumber(admin, room, renumbered)).status).toBe(200);
    expect([await ownRoomNumber(resident), await ownRoomNumber(newcomer)]).toEqual([renumbered, renumbered]);
  });

  it('refuses a renumbering when a resident asks for a change between its read and its write', async () => {
    const admin = await signedInAs('admin');
    const room = await aRoom({ capacity: 2 });
    const resident = await aStudent();
    const booking = await book(resident, room);
    const renumbered = aNewNumber();
    let requestId = '';
    beforeTheRoomWrite(room.id, async () => {
      requestId = (await askToCancel(resident, booking)).id;
    });

    const stale = await renumber(admin, room, renumbered);

    expect([stale.status, stale.body.message]).toEqual([409, messages.rooms.changedMeanwhile]);
    expect((await renumber(admin, room, renumbered)).status).toBe(200);
    const queue = await call(admin, 'GET', `/booking-requests?search=${renumbered}&limit=100`);
    expect((queue.body.requests as BookingRequest[]).map((request) => request.id)).toEqual([requestId]);
  });

  it('keeps the new number on a request declined on a read from before the renumbering', async () => {
    const admin = await signedInAs('admin');
    const room = await aRoom({ capacity: 2 });
    const resident = await aStudent();
    const booking = await book(resident, room);
    const requestId = (await askToCancel(resident, booking)).id;
    const renumbered = aNewNumber();
    const stored = bookingRequestKey(requestId);
    beforeTheWrite(
      (key) => key.PK === stored.PK && key.SK === stored.SK,
      async () => expect((await renumber(admin, room, renumbered)).status).toBe(200),
    );

    const declined = await call(admin, 'POST', `/booking-requests/${requestId}/decision`, {
      outcome: 'declined',
      reason: 'Term is not over',
    });

    expect(declined.status).toBe(200);
    const closed = await call(admin, 'GET', `/booking-requests?state=closed&search=${renumbered}&limit=100`);
    expect((closed.body.requests as BookingRequest[]).map((request) => [request.id, request.status])).toEqual(
      [[requestId, 'declined']],
    );
  });

  it('refuses a renumbering when a resident is renamed between its read and its write, then finds them by both', async () => {
    const admin = await signedInAs('admin');
    const room = await aRoom({ capacity: 2 });
    const resident = await aStudent();
    const booking = await book(resident, room);
    const renumbered = aNewNumber();
    const newName = `Renamed ${randomBytes(4).toString('hex')}`;
    beforeTheRoomWrite(room.id, async () =>
      expect((await call(admin, 'PUT', `/students/${resident.user.id}`, { fullName: newName })).status).toBe(
        200,
      ),
    );

    const stale = await renumber(admin, room, renumbered);

    expect([stale.status, stale.body.message]).toEqual([409, messages.rooms.changedMeanwhile]);
    expect((await renumber(admin, room, renumbered)).status).toBe(200);
    expect(await bookingsFound(admin, newName)).toEqual([booking.id]);
    expect(await bookingsFound(admin, renumbered)).toEqual([booking.id]);
  });

  it('refuses a rename of a resident whose room is renumbered between its read and its write, then finds them by both', async () => {
    const admin = await signedInAs('admin');
    const room = await aRoom({ capacity: 2 });
    const resident = await aStudent();
    const booking = await book(resident, room);
    const renumbered = aNewNumber();
    const newName = `Renamed ${randomBytes(4).toString('hex')}`;
    const profile = userKey(resident.user.id);
    beforeTheTransaction(
      holding((item) => item.Put?.Item?.PK === profile.PK && item.Put.Item.SK === profile.SK),
      async () => expect((await renumber(admin, room, renumbered)).status).toBe(200),
    );

    const stale = await call(admin, 'PUT', `/students/${resident.user.id}`, { fullName: newName });

    expect([stale.status, stale.body.message]).toEqual([409, messages.bookingRefusals.concurrentChange]);
    expect((await call(admin, 'PUT', `/students/${resident.user.id}`, { fullName: newName })).status).toBe(
      200,
    );
    expect(await bookingsFound(admin, newName)).toEqual([booking.id]);
    expect(await bookingsFound(admin, renumbered)).toEqual([booking.id]);
  });

  it('refuses a cancellation when the room is renumbered between its read and its write, then archives it under the new number', async () => {
    const admin = await signedInAs('admin');
    const room = await aRoom({ capacity: 2 });
    const booking = await book(await aStudent(), room);
    const renumbered = aNewNumber();
    const cancel = { cancellationReason: 'Left the university' };
    const live = liveBookingKey(booking.id);
    beforeTheWrite(
      (key) => key.PK === live.PK && key.SK === live.SK,
      async () => expect((await renumber(admin, room, renumbered)).status).toBe(200),
    );

    const stale = await call(admin, 'POST', `/bookings/${booking.id}/cancel`, cancel);

    expect([stale.status, stale.body.message]).toEqual([409, messages.bookingRefusals.concurrentChange]);
    expect((await call(admin, 'POST', `/bookings/${booking.id}/cancel`, cancel)).status).toBe(200);
    const history = await call(admin, 'GET', `/bookings/${booking.id}`);
    expect(history.body.booking).toMatchObject({ status: 'cancelled', room: { roomNumber: renumbered } });
    expect(await bookingsFound(admin, renumbered)).toEqual([booking.id]);
  });

  it('refuses a move out of a room renumbered between its read and its write, then tells the student the room they left by its new number', async () => {
    const admin = await signedInAs('admin');
    const [room, to] = await Promise.all([aRoom({ capacity: 2 }), aRoom({ capacity: 2 })]);
    const resident = await aStudent();
    const booking = await book(resident, room);
    const renumbered = aNewNumber();
    const live = liveBookingKey(booking.id);
    beforeTheWrite(
      (key) => key.PK === live.PK && key.SK === live.SK,
      async () => expect((await renumber(admin, room, renumbered)).status).toBe(200),
    );

    const stale = await call(admin, 'PUT', `/bookings/${booking.id}/room`, { roomId: to.id });

    expect([stale.status, stale.body.message]).toEqual([409, messages.bookingRefusals.concurrentChange]);
    expect((await call(admin, 'PUT', `/bookings/${booking.id}/room`, { roomId: to.id })).status).toBe(200);
    const mail = await mailAbout(resident.user.email, `moved to Room ${to.roomNumber}`);
    expect(mail.text).toContain(`from Room ${renumbered} `);
  });
});
