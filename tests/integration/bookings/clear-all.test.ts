import { describe, expect, it } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import { clearStep, type Clearing } from '../../../functions/domain/bookings/clear-bookings.ts';
import type { BookingRequest } from '../../../functions/contract/booking-requests.ts';
import { getBookingRequest } from '../../../functions/data/booking-requests.ts';
import { activeBookingCount, getLiveBooking } from '../../../functions/data/bookings.ts';
import { closeRequestsOfEndedBookings } from '../../../functions/domain/booking-requests/overtaken.ts';
import { listAudit } from '../../../functions/data/audit.ts';
import { getRoom } from '../../../functions/data/rooms.ts';
import { clearBookingsJob } from '../../../functions/jobs/kinds/clear-bookings.ts';
import { aRoom, aStudent, book, call } from '../../support/hostel.ts';
import { jobsSettled } from '../../support/jobs.ts';
import { signedInAs } from '../../support/sessions.ts';

/** `count` active bookings over rooms of four beds. */
async function hostelWith(count: number) {
  const rooms = await Promise.all(Array.from({ length: Math.ceil(count / 4) }, () => aRoom({ capacity: 4 })));
  const students = await Promise.all(Array.from({ length: count }, () => aStudent()));
  const bookings = [];
  for (const [i, student] of students.entries())
    bookings.push(await book(student, rooms[Math.floor(i / 4)]!));
  return { rooms, bookings };
}

const bedsTaken = async (rooms: Array<{ id: string }>) =>
  (await Promise.all(rooms.map((room) => getRoom(room.id)))).reduce(
    (sum, room) => sum + (room?.currentOccupancy ?? 0),
    0,
  );

describe('clearing every booking, a page at a time', () => {
  it('goes on in the background from where the request stopped, and keeps bookings made after the click', async () => {
    const admin = await signedInAs('admin');
    const { rooms } = await hostelWith(22);
    const clearing: Clearing = { by: { id: admin.user.id, role: 'admin' }, before: new Date().toISOString() };
    const late = await book(await aStudent(), await aRoom({ capacity: 1 }));

    // The request's first step, on a small page, and the job for the rest, as the request hands it on.
    const first = await clearStep(clearing, null, 10);
    expect(first.archived).toBeGreaterThan(0);
    expect(first.next).toBeDefined();
    await clearBookingsJob.run({ ...clearing, cursor: first.next! });
    await jobsSettled();

    expect(await activeBookingCount()).toBe(1);
    expect(await getLiveBooking(late.id)).not.toBeNull();
    expect(await bedsTaken(rooms)).toBe(0);
    const { entries } = await listAudit({ action: 'booking.clearAll' }, null, { page: 1, limit: 100 });
    const cleared = entries.reduce(
      (sum, entry) => sum + ((entry.after as { archived: number }).archived ?? 0),
      0,
    );
    expect(cleared).toBe(22);
  });

  it('archives nothing twice when a step runs again on the same page', async () => {
    const admin = await signedInAs('admin');
    const { rooms } = await hostelWith(8);
    // With what earlier tests left active.
    const active = await activeBookingCount();
    const clearing: Clearing = { by: { id: admin.user.id, role: 'admin' }, before: new Date().toISOString() };

    const once = await clearStep(clearing, null);
    const again = await clearStep(clearing, null);

    expect(once.archived).toBe(active);
    expect(again.archived).toBe(0);
    expect(await bedsTaken(rooms)).toBe(0);
  });

  it('answers DELETE /bookings with how many were archived, and nothing is left active', async () => {
    const admin = await signedInAs('admin');
    const { rooms } = await hostelWith(6);
    const active = await activeBookingCount();

    const response = await call(admin, 'DELETE', '/bookings');

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      message: messages.bookings.cleared(active),
      archived: active,
      pending: false,
    });
    expect(await activeBookingCount()).toBe(0);
    expect(await bedsTaken(rooms)).toBe(0);
  });

  it('answers the cleared bookings’ open requests: a cancellation approved, a room change declined as moot', async () => {
    const admin = await signedInAs('admin');
    const room = await aRoom({ capacity: 2 });
    const ask = async (body: Record<string, unknown>) => {
      const student = await aStudent();
      const booking = await book(student, room);
      const response = await call(student, 'POST', '/booking-requests', { bookingId: booking.id, ...body });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body.request as BookingRequest;
    };
    const cancellation = await ask({ kind: 'cancellation', reason: 'Leaving early' });
    const roomChange = await ask({ kind: 'roomChange', reason: 'Too noisy' });

    expect((await call(admin, 'DELETE', '/bookings')).body.pending).toBe(false);

    expect(await getBookingRequest(cancellation.id)).toMatchObject({
      status: 'approved',
      decision: {
        outcome: 'approved',
        reason: messages.archiveReasons.cleared,
        by: { id: admin.user.id },
      },
    });
    const declined = await getBookingRequest(roomChange.id);
    expect(declined!.status).toBe('declined');
    expect(declined!.decision!.reason).toMatch(/^The booking ended before a decision/);
    expect((await call(admin, 'GET', '/booking-requests?limit=100')).body.requests).toEqual([]);
    const decisions = async () =>
      (await listAudit({ action: 'booking.requestDecline' }, null, { page: 1, limit: 100 })).entries.filter(
        (entry) => entry.entity.id === roomChange.booking.id,
      );
    expect(await decisions()).toHaveLength(1);

    // The job's last step runs it again after a retry: nothing changes.
    await closeRequestsOfEndedBookings({ id: admin.user.id, role: 'admin' });
    expect(await decisions()).toHaveLength(1);
    expect((await getBookingRequest(cancellation.id))!.updatedAt).toBe(
      (await getBookingRequest(cancellation.id))!.decision!.at,
    );
  });
});
