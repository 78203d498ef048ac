import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '../../../functions/contract/bookings.ts';
import * as messages from '../../../functions/contract/messages.ts';
import { openRequestOf } from '../../../functions/data/booking-requests.ts';
import { currentBookingOf, getLiveBooking } from '../../../functions/data/bookings.ts';
import { liveBookingKey } from '../../../functions/data/keys.ts';
import { getRoom, occupantIdsOf } from '../../../functions/data/rooms.ts';
import { uniqueEmail } from '../../support/auth.ts';
import { aRoom, aStudent, book, call } from '../../support/hostel.ts';
import { beforeTheTransaction, beforeTheWrite, holding } from '../../support/racing.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * Runs `meanwhile` just before the next transaction that deletes the booking's live record is sent: after
 * the operation ending it read the booking, before its write.
 */
function beforeTheEndingWrite(bookingId: string, meanwhile: () => Promise<unknown>) {
  const live = liveBookingKey(bookingId);
  beforeTheTransaction(
    holding((item) => item.Delete?.Key?.PK === live.PK && item.Delete.Key.SK === live.SK),
    meanwhile,
  );
}

/**
 * Runs `meanwhile` just before the next write of the booking's live record is sent, whether it rewrites
 * the record or updates it: after a move read the booking, before its write.
 */
function beforeTheMoveWrite(bookingId: string, meanwhile: () => Promise<unknown>) {
  const live = liveBookingKey(bookingId);
  beforeTheWrite((key) => key.PK === live.PK && key.SK === live.SK, meanwhile);
}

/** Staff give a student a new name and email address (Manage Students). */
async function renamed(admin: SignedIn, student: SignedIn) {
  const changes = { fullName: `Renamed ${randomBytes(4).toString('hex')}`, email: uniqueEmail('renamed') };
  expect((await call(admin, 'PUT', `/students/${student.user.id}`, changes)).status).toBe(200);
  return changes;
}

/** The ids of the bookings of the current period staff find by this search (Manage Bookings). */
async function bookingsFound(admin: SignedIn, search: string) {
  const response = await call(admin, 'GET', `/bookings?search=${encodeURIComponent(search)}&limit=100`);
  expect(response.status).toBe(200);
  return (response.body.bookings as Booking[]).map((booking) => booking.id).sort();
}

describe('bookings under concurrency', () => {
  it('gives the last free bed to exactly one of 50 students racing for it', async () => {
    const room = await aRoom({ capacity: 3 });
    await book(await aStudent(), room);
    await book(await aStudent(), room);
    const racers = await Promise.all(Array.from({ length: 50 }, () => aStudent()));

    const responses = await Promise.all(
      racers.map((student) => call(student, 'POST', '/bookings', { roomId: room.id, termsAgreed: true })),
    );

    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(49);
    expect((await getRoom(room.id))?.currentOccupancy).toBe(3);
    expect(await occupantIdsOf(room.id)).toHaveLength(3);
  });

  it('leaves one student sending 10 simultaneous bookings with exactly one active booking', async () => {
    const student = await aStudent();
    const rooms = await Promise.all(Array.from({ length: 10 }, () => aRoom({ capacity: 4 })));

    const responses = await Promise.all(
      rooms.map((room) => call(student, 'POST', '/bookings', { roomId: room.id, termsAgreed: true })),
    );

    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    const occupancies = await Promise.all(
      rooms.map(async (room) => (await getRoom(room.id))!.currentOccupancy),
    );
    expect(occupancies.reduce((a, b) => a + b, 0)).toBe(1);
    const current = await currentBookingOf(student.user.id);
    expect(current?.id).toBe(responses.find((r) => r.status === 201)!.body.booking.id);
  });

  it('never moves more students into a nearly full room than it has beds', async () => {
    const admin = await signedInAs('admin');
    const target = await aRoom({ capacity: 4 });
    await book(await aStudent(), target);
    await book(await aStudent(), target);
    const movers = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const from = await aRoom({ capacity: 1 });
        return { from, booking: await book(await aStudent(), from) };
      }),
    );

    const responses = await Promise.all(
      movers.map(({ booking }) => call(admin, 'PUT', `/bookings/${booking.id}/room`, { roomId: target.id })),
    );

    expect(responses.filter((r) => r.status === 200)).toHaveLength(2);
    expect(responses.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect((await getRoom(target.id))?.currentOccupancy).toBe(4);
    const fromOccupancy = await Promise.all(
      movers.map(async ({ from }) => (await getRoom(from.id))!.currentOccupancy),
    );
    expect(fromOccupancy.filter((n) => n === 0)).toHaveLength(2);
    expect(fromOccupancy.filter((n) => n === 1)).toHaveLength(6);
  });

  it('keeps occupancy at zero, never below, when the same booking is cancelled twice at once', async () => {
    const admin = await signedInAs('admin');
    const room = await aRoom({ capacity: 2 });
    const booking = await book(await aStudent(), room);

    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(admin, 'POST', `/bookings/${booking.id}/cancel`, { cancellationReason: 'Left the university' }),
      ),
    );

    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    expect((await getRoom(room.id))?.currentOccupancy).toBe(0);
  });

  it('gives no bed back to the room a booking left while its cancellation was on the way', async () => {
    const admin = await signedInAs('admin');
    const from = await aRoom({ capacity: 2 });
    const to = await aRoom({ capacity: 2 });
    await book(await aStudent(), from);
    const booking = await book(await aStudent(), from);
    const cancel = { cancellationReason: 'Left the university' };
    beforeTheEndingWrite(booking.id, async () => {
      const moved = await call(admin, 'PUT', `/bookings/${booking.id}/room`, { roomId: to.id });
      expect(moved.status).toBe(200);
    });

    const raced = await call(admin, 'POST', `/bookings/${booking.id}/cancel`, cancel);

    expect([raced.status, raced.body.message]).toEqual([409, messages.bookingRefusals.concurrentChange]);
    expect((await getLiveBooking(booking.id))?.roomId).toBe(to.id);
    expect([(await getRoom(from.id))?.currentOccupancy, (await getRoom(to.id))?.currentOccupancy]).toEqual([
      1, 1,
    ]);

    const again = await call(admin, 'POST', `/bookings/${booking.id}/cancel`, cancel);

    expect(again.status).toBe(200);
    expect([(await getRoom(from.id))?.currentOccupancy, (await getRoom(to.id))?.currentOccupancy]).toEqual([
      1, 0,
    ]);
  });

  it('leaves no request open on a booking whose cancellation it raced', async () => {
    const admin = await signedInAs('admin');
    const student = await aStudent();
    const booking = await book(student, await aRoom({ capacity: 2 }));
    const cancel = { cancellationReason: 'Left the university' };
    beforeTheEndingWrite(booking.id, async () => {
      const asked = await call(student, 'POST', '/booking-requests', {
        bookingId: booking.id,
        kind: 'roomChange',
        reason: 'Too noisy',
      });
      expect(asked.status).toBe(201);
    });

    const raced = await call(admin, 'POST', `/bookings/${booking.id}/cancel`, cancel);

    expect([raced.status, raced.body.message]).toEqual([409, messages.bookingRefusals.concurrentChange]);

    const again = await call(admin, 'POST', `/bookings/${booking.id}/cancel`, cancel);

    expect(again.status).toBe(200);
    expect(await openRequestOf(booking.id)).toBeNull();
  });

  it('refuses a move when the student is renamed between its read and its write, then moves them under the new name', async () => {
    const admin = await signedInAs('admin');
    const [from, to] = await Promise.all([aRoom({ capacity: 2 }), aRoom({ capacity: 2 })]);
    const student = await aStudent();
    const booking = await book(student, from);
    let now = { fullName: '', email: '' };
    beforeTheMoveWrite(booking.id, async () => {
      now = await renamed(admin, student);
    });

    const raced = await call(admin, 'PUT', `/bookings/${booking.id}/room`, { roomId: to.id });

    expect([raced.status, raced.body.message]).toEqual([409, messages.bookingRefusals.concurrentChange]);
    expect((await getLiveBooking(booking.id))?.student).toMatchObject(now);
    expect(await bookingsFound(admin, now.fullName)).toEqual([booking.id]);
    expect((await getRoom(from.id))?.currentOccupancy).toBe(1);

    const again = await call(admin, 'PUT', `/bookings/${booking.id}/room`, { roomId: to.id });

    expect(again.status).toBe(200);
    expect(await getLiveBooking(booking.id)).toMatchObject({ roomId: to.id, student: now });
    expect(await bookingsFound(admin, now.fullName)).toEqual([booking.id]);
    expect(await bookingsFound(admin, now.email)).toEqual([booking.id]);
    expect(await bookingsFound(admin, to.roomNumber)).toEqual([booking.id]);
  });

  it('refuses a cancellation when the student is renamed between its read and its write, then archives it under the new name', async () => {
    const admin = await signedInAs('admin');
    const student = await aStudent();
    const booking = await book(student, await aRoom({ capacity: 2 }));
    const cancel = { cancellationReason: 'Left the university' };
    let now = { fullName: '', email: '' };
    beforeTheEndingWrite(booking.id, async () => {
      now = await renamed(admin, student);
    });

    const raced = await call(admin, 'POST', `/bookings/${booking.id}/cancel`, cancel);

    expect([raced.status, raced.body.message]).toEqual([409, messages.bookingRefusals.concurrentChange]);

    const again = await call(admin, 'POST', `/bookings/${booking.id}/cancel`, cancel);

    expect(again.status).toBe(200);
    const archived = await call(admin, 'GET', `/bookings/${booking.id}`);
    expect(archived.body.booking).toMatchObject({ status: 'cancelled', student: now });
    expect(await bookingsFound(admin, now.fullName)).toEqual([booking.id]);
    expect(await bookingsFound(admin, now.email)).toEqual([booking.id]);
  });
});
