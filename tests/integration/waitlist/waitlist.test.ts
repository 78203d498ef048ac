import { describe, expect, it } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import { currentBookingOf } from '../../../functions/data/bookings.ts';
import { getRoom } from '../../../functions/data/rooms.ts';
import { getSettings } from '../../../functions/data/settings.ts';
import { getEntry } from '../../../functions/data/waitlist.ts';
import { flushOutbox } from '../../../functions/domain/notifications/after-commit.ts';
import { expireOffers } from '../../../functions/domain/waitlist/expire-offers.ts';
import { offerBedsAndTell } from '../../../functions/domain/waitlist/follow-up.ts';
import { jobsSettled } from '../../support/jobs.ts';
import { aRoom, aStudent, book, call } from '../../support/hostel.ts';
import { mailTo } from '../../support/mail.ts';
import { signedInAs } from '../../support/sessions.ts';
import { join, ledger } from '../../support/waitlist.ts';

const period = async () => {
  const settings = await getSettings();
  return { academicYear: settings.currentAcademicYear, semester: settings.currentSemester };
};

/** A full room of a type of its own, so each test's queue is its own. */
async function fullRoom(capacity = 1, overrides: Parameters<typeof aRoom>[0] = {}) {
  const roomType = `Type-${Math.random().toString(36).slice(2, 8)}`;
  const room = await aRoom({ capacity, roomType, ...overrides });
  const occupants = [];
  for (let i = 0; i < capacity; i++) {
    const occupant = await aStudent();
    occupants.push({ student: occupant, booking: await book(occupant, room) });
  }
  return { room, roomType, occupants };
}

describe('the waitlist', () => {
  it('offers a freed bed to the first waiting student, holds it, and books it on accept', async () => {
    const admin = await signedInAs('admin');
    const { room, roomType, occupants } = await fullRoom();
    const first = await aStudent();
    const second = await aStudent();
    await join(first, [roomType]);
    await join(second, [roomType]);

    await call(admin, 'POST', `/bookings/${occupants[0]!.booking.id}/cancel`, { cancellationReason: 'Left' });
    await jobsSettled();

    const mine = await call(first, 'GET', '/waitlist/me');
    expect(mine.body.entry.status).toBe('offered');
    expect(mine.body.entry.offer.roomId).toBe(room.id);
    expect((await call(second, 'GET', '/waitlist/me')).body.positions).toEqual([
      { roomType, position: 1, waiting: 1 },
    ]);
    expect((await getRoom(room.id))!.currentOccupancy).toBe(1);
    expect((await mailTo(first.user.email))[0]?.subject).toContain(room.roomNumber);

    const accepted = await call(first, 'POST', '/waitlist/offer/accept');

    expect(accepted.status).toBe(200);
    expect((await currentBookingOf(first.user.id))?.roomId).toBe(room.id);
    expect(await getEntry(await period(), first.user.id)).toBeNull();
    expect((await getRoom(room.id))!.currentOccupancy).toBe(1);
  });

  it('keeps a freed bed from a student who is not waiting while others wait for it', async () => {
    const { room, roomType, occupants } = await fullRoom();
    const admin = await signedInAs('admin');
    const waiting = await aStudent();
    await join(waiting, [roomType]);
    const stranger = await aStudent();

    // The bed frees; before the offer job runs, a stranger tries to take it.
    const archived = await call(admin, 'POST', `/bookings/${occupants[0]!.booking.id}/cancel`, {
      cancellationReason: 'Left',
    });
    expect(archived.status).toBe(200);
    const attempt = await call(stranger, 'POST', '/bookings', { roomId: room.id, termsAgreed: true });
    await jobsSettled();

    // Either the offer was already made (room full) or the bed was held back for the queue.
    expect(attempt.status).toBe(409);
    expect([messages.bookingRefusals.heldForWaitlist, messages.bookingRefusals.roomFull]).toContain(
      attempt.body.message,
    );
    expect((await getEntry(await period(), waiting.user.id))?.status).toBe('offered');
  });

  it('lets a student book a room of a type nobody waits for', async () => {
    const { roomType } = await fullRoom();
    await join(await aStudent(), [roomType]);
    const other = await aRoom({ roomType: 'Other-type', capacity: 2 });

    const response = await call(await aStudent(), 'POST', '/bookings', {
      roomId: other.id,
      termsAgreed: true,
    });

    expect(response.status).toBe(201);
  });

  it('lets the only student waiting for a type book a free bed of it, and leaves the queue in the same step', async () => {
    // Other test files free beds meanwhile, and the offer job each queues looks at every type: it may
    // offer this bed before the student books it (then 409 offerPending, as it should). So the scene is
    // set again, with a new type, until the student reaches the bed first.
    const attempt = async () => {
      const { roomType } = await fullRoom();
      const waiting = await aStudent();
      await join(waiting, [roomType]);
      const opened = await aRoom({ roomType, capacity: 1 });
      const response = await call(waiting, 'POST', '/bookings', { roomId: opened.id, termsAgreed: true });
      return { roomType, waiting, opened, response };
    };
    let scene = await attempt();
    for (let retry = 0; retry < 3 && scene.response.body.reason === 'offerPending'; retry += 1)
      scene = await attempt();
    const { roomType, waiting, opened, response } = scene;

    expect(response.body).toMatchObject({ booking: { roomId: opened.id } });
    expect(response.status).toBe(201);
    expect(await getEntry(await period(), waiting.user.id)).toBeNull();
    const later = await aStudent();
    await join(later, [roomType]);
    expect((await call(later, 'GET', '/waitlist/me')).body.positions).toEqual([
      { roomType, position: 1, waiting: 1 },
    ]);
  });

  it('refuses a waiting student a free bed of their type while someone waits ahead of them', async () => {
    const { roomType } = await fullRoom();
    const first = await aStudent();
    const second = await aStudent();
    await join(first, [roomType]);
    await join(second, [roomType]);
    // Each join queues an offer run; let them finish first, or a late one offers the new room to `first`.
    await jobsSettled();
    const opened = await aRoom({ roomType, capacity: 1 });

    const response = await call(second, 'POST', '/bookings', { roomId: opened.id, termsAgreed: true });

    expect(response.status).toBe(409);
    expect(response.body.message).toBe(messages.bookingRefusals.heldForWaitlist);
    expect((await getEntry(await period(), second.user.id))?.status).toBe('waiting');
  });

  it('respects gender designations: a female room is offered to the first waiting woman', async () => {
    const admin = await signedInAs('admin');
    const { room, roomType, occupants } = await fullRoom(1, { genderDesignation: 'female' });
    const man = await aStudent('male');
    const woman = await aStudent('female');
    await join(man, [roomType]);
    await join(woman, [roomType]);

    await call(admin, 'POST', `/bookings/${occupants[0]!.booking.id}/cancel`, { cancellationReason: 'Left' });
    await jobsSettled();

    expect((await getEntry(await period(), man.user.id))?.status).toBe('waiting');
    expect((await getEntry(await period(), woman.user.id))?.offer?.roomId).toBe(room.id);
  });

  it('tells a student how many beds they may take are free, so the dashboard offers the queue only at none', async () => {
    const student = await aStudent();
    const freeBeds = async () => (await call(student, 'GET', '/waitlist/me')).body.freeBeds as number;
    const before = await freeBeds();
    await aRoom({ capacity: 3, genderDesignation: 'mixed' });
    await aRoom({ capacity: 2, status: 'maintenance' });
    await aRoom({ capacity: 2, genderDesignation: 'male' });
    expect(await freeBeds()).toBe(before + 3);
  });

  it('refuses to let a student with an active booking join', async () => {
    const student = await aStudent();
    await book(student, await aRoom());

    const response = await call(student, 'POST', '/waitlist', { roomTypes: ['Double'] });

    expect(response.status).toBe(409);
    expect(response.body.message).toBe(messages.waitlist.alreadyBooked);
  });

  it('refuses a second entry for the same student', async () => {
    const { roomType } = await fullRoom();
    const student = await aStudent();
    await join(student, [roomType]);

    const response = await call(student, 'POST', '/waitlist', { roomTypes: [roomType] });

    expect(response.status).toBe(409);
  });

  it('lets a student leave, and a declined offer goes to the next student', async () => {
    const admin = await signedInAs('admin');
    const { room, roomType, occupants } = await fullRoom();
    const [a, b, c] = [await aStudent(), await aStudent(), await aStudent()];
    for (const student of [a, b, c]) await join(student, [roomType]);
    expect((await call(b, 'DELETE', '/waitlist')).status).toBe(200);

    await call(admin, 'POST', `/bookings/${occupants[0]!.booking.id}/cancel`, { cancellationReason: 'Left' });
    await jobsSettled();
    expect((await call(a, 'POST', '/waitlist/offer/decline')).status).toBe(200);
    await jobsSettled();

    expect(await getEntry(await period(), a.user.id)).toBeNull();
    expect((await getEntry(await period(), c.user.id))?.offer?.roomId).toBe(room.id);
    expect((await mailTo(a.user.email))[0]?.subject).toContain('declined');
  });

  it('expires an overdue offer once, however often the sweep runs, and offers the bed to the next', async () => {
    const admin = await signedInAs('admin');
    const { room, roomType, occupants } = await fullRoom();
    const [late, next] = [await aStudent(), await aStudent()];
    await join(late, [roomType]);
    await join(next, [roomType]);
    await call(admin, 'POST', `/bookings/${occupants[0]!.booking.id}/cancel`, { cancellationReason: 'Left' });
    await jobsSettled();
    const deadline = new Date(
      Date.parse((await getEntry(await period(), late.user.id))!.offer!.expiresAt) + 1000,
    );

    const runs = await Promise.all([expireOffers(deadline), expireOffers(deadline), expireOffers(deadline)]);
    const again = await expireOffers(deadline);

    expect(runs.flat().filter((entry) => entry.studentId === late.user.id)).toHaveLength(1);
    expect(again.filter((entry) => entry.studentId === late.user.id)).toHaveLength(0);
    expect(await getEntry(await period(), late.user.id)).toBeNull();
    expect((await getRoom(room.id))!.currentOccupancy).toBe(0);
    await offerBedsAndTell();
    expect((await getEntry(await period(), next.user.id))?.offer?.roomId).toBe(room.id);
    const rows = await ledger();
    const row = rows.find((r) => r.room.id === room.id)!;
    expect(row.occupancy).toBe(row.booked + row.held);
  });

  it('tells the student of an expiry even when the run dies after its commit, once, from the outbox', async () => {
    const admin = await signedInAs('admin');
    const { room, roomType, occupants } = await fullRoom();
    const late = await aStudent();
    await join(late, [roomType]);
    await call(admin, 'POST', `/bookings/${occupants[0]!.booking.id}/cancel`, { cancellationReason: 'Left' });
    await jobsSettled();
    const deadline = new Date(
      Date.parse((await getEntry(await period(), late.user.id))!.offer!.expiresAt) + 1000,
    );
    const expiredMail = `Your offer of room ${room.roomNumber} has expired`;
    const expiryMails = async () =>
      (await mailTo(late.user.email)).filter((mail) => mail.subject === expiredMail);

    // The run commits the expiry, then dies before handing its mail on: the mail waits in the outbox.
    await expireOffers(deadline);
    expect(await getEntry(await period(), late.user.id)).toBeNull();
    expect(await expiryMails()).toEqual([]);

    // The next runs (two at once) send it, and only once.
    const flushed = await Promise.all([flushOutbox(), flushOutbox()]);
    expect(flushed[0] + flushed[1]).toBeGreaterThanOrEqual(1);
    expect(await expiryMails()).toHaveLength(1);
    await flushOutbox();
    expect(await expiryMails()).toHaveLength(1);
  });

  it('lets staff see the queue, move an entry with a reason and remove one with a reason the student is told', async () => {
    const admin = await signedInAs('admin');
    const { roomType } = await fullRoom();
    const [a, b] = [await aStudent(), await aStudent()];
    await join(a, [roomType]);
    await join(b, [roomType]);

    const moved = await call(admin, 'POST', `/waitlist/entries/${b.user.id}/move`, {
      direction: 'up',
      reason: 'Medical priority',
    });
    const queue = await call(admin, 'GET', `/waitlist/queue?roomType=${roomType}`);
    const removed = await call(admin, 'POST', `/waitlist/entries/${a.user.id}/remove`, {
      reason: 'Found housing elsewhere',
    });
    await jobsSettled();

    expect(moved.status).toBe(200);
    expect(
      queue.body.entries.map((e: { studentId: string; position: number }) => [e.studentId, e.position]),
    ).toEqual([
      [b.user.id, 1],
      [a.user.id, 2],
    ]);
    expect(removed.status).toBe(200);
    expect((await mailTo(a.user.email))[0]?.text).toContain('Found housing elsewhere');
    const audit = await call(await signedInAs('super_admin'), 'GET', '/audit?limit=50');
    const actions = audit.body.entries.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['waitlist.join', 'waitlist.move', 'waitlist.remove']));
  });

  it('tells staff who waits for a room before they book a walk-in', async () => {
    const admin = await signedInAs('admin');
    const { room, roomType } = await fullRoom(2);
    const waiting = await aStudent();
    await join(waiting, [roomType]);

    const response = await call(admin, 'GET', `/waitlist/waiting?roomId=${room.id}`);

    expect(response.status).toBe(200);
    expect(response.body.waiting).toEqual([
      expect.objectContaining({ position: 1, student: expect.objectContaining({ id: waiting.user.id }) }),
    ]);
  });

  it('tells staff, in staff words, that a student holding an offer answers it before being given another bed', async () => {
    const admin = await signedInAs('admin');
    const { roomType, occupants } = await fullRoom();
    const offered = await aStudent();
    await join(offered, [roomType]);
    await call(admin, 'POST', `/bookings/${occupants[0]!.booking.id}/cancel`, { cancellationReason: 'Left' });
    await jobsSettled();
    expect((await getEntry(await period(), offered.user.id))?.status).toBe('offered');

    const walkIn = await call(admin, 'POST', '/bookings', {
      roomId: (await aRoom({ capacity: 2 })).id,
      studentId: offered.user.id,
      termsAgreed: true,
    });
    expect(walkIn.status).toBe(409);
    expect(walkIn.body).toMatchObject({
      message: messages.bookingRefusals.studentOfferPending,
      reason: 'offerPending',
    });

    const own = await call(offered, 'POST', '/bookings', {
      roomId: (await aRoom({ capacity: 2 })).id,
      termsAgreed: true,
    });
    expect(own.body.message).toBe(messages.bookingRefusals.offerPending);
  });
});
