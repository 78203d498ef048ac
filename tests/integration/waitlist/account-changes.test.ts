import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '../../../functions/contract/audit.ts';
import * as messages from '../../../functions/contract/messages.ts';
import { getRoom } from '../../../functions/data/rooms.ts';
import { getSettings } from '../../../functions/data/settings.ts';
import { getEntry, queueOf } from '../../../functions/data/waitlist.ts';
import { aRoom, aStudent, book, call } from '../../support/hostel.ts';
import { jobsSettled } from '../../support/jobs.ts';
import { mailTo } from '../../support/mail.ts';
import { beforeTheTransaction, holding } from '../../support/racing.ts';
import { signedInAs } from '../../support/sessions.ts';
import { join } from '../../support/waitlist.ts';

const period = async () => {
  const settings = await getSettings();
  return { academicYear: settings.currentAcademicYear, semester: settings.currentSemester };
};

const uniqueType = () => `Type-${Math.random().toString(36).slice(2, 8)}`;

/** A full room of a type of its own, so each test's queue is its own. */
async function fullRoom() {
  const roomType = uniqueType();
  const room = await aRoom({ capacity: 1, roomType });
  const booking = await book(await aStudent(), room);
  return { room, roomType, booking };
}

/** The student ids waiting for a room type, in queue order. */
const queueFor = async (roomType: string) =>
  (await queueOf(await period()))
    .filter((entry) => entry.status === 'waiting' && entry.roomTypes.includes(roomType))
    .map((entry) => entry.studentId);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the waitlist as accounts and staff change it (issue #30)', () => {
  it('confirms an accepted offer by mail, like any other booking', async () => {
    const admin = await signedInAs('admin');
    const { room, roomType, booking } = await fullRoom();
    const student = await aStudent();
    await join(student, [roomType]);
    await call(admin, 'POST', `/bookings/${booking.id}/cancel`, { cancellationReason: 'Left' });
    await jobsSettled();

    expect((await call(student, 'POST', '/waitlist/offer/accept')).status).toBe(200);

    const [mail] = await mailTo(student.user.email);
    expect(mail?.subject).toBe(`Your room is booked: Room ${room.roomNumber}`);
    expect(mail?.text).toContain('is confirmed');
  });

  it('moves a student up within their room type’s own queue, past one waiting for it, not past one waiting for another type', async () => {
    const admin = await signedInAs('admin');
    const [typeA, typeB] = [uniqueType(), uniqueType()];
    const [first, other, third] = [await aStudent(), await aStudent(), await aStudent()];
    await join(first, [typeA]);
    await join(other, [typeB]);
    await join(third, [typeA]);

    const move = await call(admin, 'POST', `/waitlist/entries/${third.user.id}/move`, {
      direction: 'up',
      reason: 'Medical priority',
      roomType: typeA,
    });

    expect(move.status).toBe(200);
    expect(await queueFor(typeA)).toEqual([third.user.id, first.user.id]);
    expect(await queueFor(typeB)).toEqual([other.user.id]);
  });

  it('refuses a move past a student who was offered a bed meanwhile, so the trail never records one', async () => {
    const admin = await signedInAs('admin');
    const { roomType, booking } = await fullRoom();
    const [first, second] = [await aStudent(), await aStudent()];
    await join(first, [roomType]);
    await join(second, [roomType]);
    const ranked = await queueOf(await period());
    const firstRank = ranked.find((entry) => entry.studentId === first.user.id)!.rank;
    beforeTheTransaction(
      holding((item) => item.Update?.UpdateExpression === 'SET #rank = :to'),
      async () => {
        await call(admin, 'POST', `/bookings/${booking.id}/cancel`, { cancellationReason: 'Left' });
        await jobsSettled();
        expect((await getEntry(await period(), first.user.id))?.status).toBe('offered');
      },
    );

    const move = await call(admin, 'POST', `/waitlist/entries/${second.user.id}/move`, {
      direction: 'up',
      reason: 'Medical priority',
      roomType,
    });

    // The student moved past holds a bed and waits no more: there is nobody to swap places with. Staff are
    // told of the entry, not of "this offer", which is the student's word.
    expect(move.status).toBe(409);
    expect(move.body.message).toBe('This waitlist entry changed meanwhile. Reload and try again.');
    expect((await getEntry(await period(), first.user.id))?.rank).toBe(firstRank);
    const trail = await call(await signedInAs('super_admin'), 'GET', '/audit?action=waitlist.move&limit=100');
    expect(
      (trail.body.entries as AuditEntry[]).filter((entry) => entry.entity.id === second.user.id),
    ).toEqual([]);
  });

  it('refuses to move the first of a room type’s queue further up', async () => {
    const admin = await signedInAs('admin');
    const [typeA, typeB] = [uniqueType(), uniqueType()];
    const [other, first] = [await aStudent(), await aStudent()];
    await join(other, [typeB]);
    await join(first, [typeA]);

    const move = await call(admin, 'POST', `/waitlist/entries/${first.user.id}/move`, {
      direction: 'up',
      reason: 'Medical priority',
      roomType: typeA,
    });

    expect(move.status).toBe(409);
    expect(move.body.message).toBe(messages.waitlist.cannotMove);
    const queue = (await queueOf(await period())).map((entry) => entry.studentId);
    expect(queue.indexOf(other.user.id)).toBeLessThan(queue.indexOf(first.user.id));
  });

  it('takes a deleted student off the waitlist', async () => {
    const admin = await signedInAs('admin');
    const roomType = uniqueType();
    const student = await aStudent();
    await join(student, [roomType]);

    expect((await call(admin, 'DELETE', `/students/${student.user.id}`)).status).toBe(200);

    expect(await getEntry(await period(), student.user.id)).toBeNull();
    // Nobody waits any more, so a free bed of the type is anyone's to book.
    const opened = await aRoom({ roomType, capacity: 1 });
    expect(
      (await call(await aStudent(), 'POST', '/bookings', { roomId: opened.id, termsAgreed: true })).status,
    ).toBe(201);
  });

  it('passes a bed offered to a deleted student on to the next student, instead of holding it for nobody', async () => {
    const admin = await signedInAs('admin');
    const { room, roomType, booking } = await fullRoom();
    const [offered, next] = [await aStudent(), await aStudent()];
    await join(offered, [roomType]);
    await join(next, [roomType]);
    await call(admin, 'POST', `/bookings/${booking.id}/cancel`, { cancellationReason: 'Left' });
    await jobsSettled();
    expect((await getEntry(await period(), offered.user.id))?.status).toBe('offered');

    expect((await call(admin, 'DELETE', `/students/${offered.user.id}`)).status).toBe(200);
    await jobsSettled();

    expect(await getEntry(await period(), offered.user.id)).toBeNull();
    expect((await getEntry(await period(), next.user.id))?.offer?.roomId).toBe(room.id);
    expect((await getRoom(room.id))?.currentOccupancy).toBe(1);
  });
});
