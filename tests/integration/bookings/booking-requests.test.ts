import { beforeAll, describe, expect, it } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import type {
  BookingRequest,
  BookingRequestForStudent,
} from '../../../functions/contract/booking-requests.ts';
import { getLiveBooking } from '../../../functions/data/bookings.ts';
import { getRoom } from '../../../functions/data/rooms.ts';
import { lastMailTo } from '../../support/mail.ts';
import { aRoom, aStudent, book, call } from '../../support/hostel.ts';
import { moneyOf, priceCurrentPeriod } from '../../support/money.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';

let admin: SignedIn;
let otherAdmin: SignedIn;
let superAdmin: SignedIn;
beforeAll(async () => {
  [admin, otherAdmin, superAdmin] = await Promise.all([
    signedInAs('admin'),
    signedInAs('admin'),
    signedInAs('super_admin'),
  ]);
});

const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A student with a booking of a fresh room. */
async function aResident(room?: { id: string }) {
  const student = await aStudent();
  const booking = await book(student, room ?? (await aRoom({ capacity: 2 })));
  return { student, booking };
}

const ask = (who: SignedIn, bookingId: string, body: Record<string, unknown>) =>
  call(who, 'POST', '/booking-requests', { bookingId, ...body });
const decide = (who: SignedIn, requestId: string, body: Record<string, unknown>) =>
  call(who, 'POST', `/booking-requests/${requestId}/decision`, body);

async function asked(who: SignedIn, bookingId: string, body: Record<string, unknown>) {
  const response = await ask(who, bookingId, body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.request as BookingRequest;
}

const auditActions = async (action: string) => {
  const response = await call(superAdmin, 'GET', `/audit?action=${action}&limit=100`);
  return response.body.entries as { entity: { id: string }; after: Record<string, unknown> | null }[];
};

describe('a student asks for a change to their booking', () => {
  it('asks for a room change with preferences, and sees it open on the booking', async () => {
    const { student, booking } = await aResident();
    const wanted = await aRoom({ roomType: 'Single', capacity: 1, block: 'B' });

    const response = await ask(student, booking.id, {
      kind: 'roomChange',
      reason: 'My roommate and I keep different hours',
      roomType: 'Single',
      block: 'b',
      roomId: wanted.publicId,
      note: 'A quiet floor if possible',
    });

    expect(response.status).toBe(201);
    expect(response.body.message).toBe(messages.bookingRequests.created('room change'));
    expect(response.body.request).toMatchObject({
      kind: 'roomChange',
      status: 'open',
      booking: { id: booking.id, publicId: booking.publicId },
      preferences: {
        roomType: 'Single',
        block: 'B',
        room: { id: wanted.id, roomNumber: wanted.roomNumber },
        note: 'A quiet floor if possible',
      },
    });
    const listed = await call(student, 'GET', `/bookings/p/${booking.publicId}/requests`);
    expect(listed.body.requests.map((request: BookingRequest) => request.status)).toEqual(['open']);
    const queue = await call(admin, 'GET', '/booking-requests?kind=roomChange&limit=100');
    expect(queue.body.requests.map((request: BookingRequest) => request.id)).toContain(
      response.body.request.id,
    );
    expect((await auditActions('booking.request')).map((entry) => entry.entity.id)).toContain(booking.id);
  });

  it('keeps no preferences on a cancellation request', async () => {
    const { student, booking } = await aResident();
    const request = await asked(student, booking.id, {
      kind: 'cancellation',
      reason: 'I am leaving the university',
      roomType: 'Single',
    });
    expect(request.preferences).toBeNull();
  });

  it('refuses a second open request on the same booking, even two at once', async () => {
    const { student, booking } = await aResident();
    const answers = await Promise.all([
      ask(student, booking.id, { kind: 'cancellation', reason: 'Leaving' }),
      ask(student, booking.id, { kind: 'roomChange', reason: 'Too noisy' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe(
      messages.bookingRequests.alreadyOpen,
    );
    const listed = await call(student, 'GET', `/bookings/${booking.id}/requests`);
    expect(listed.body.requests).toHaveLength(1);
  });

  it('lets the student withdraw an open request, and then ask again', async () => {
    const { student, booking } = await aResident();
    const request = await asked(student, booking.id, { kind: 'cancellation', reason: 'Leaving' });

    const withdrawn = await call(student, 'POST', `/booking-requests/${request.id}/withdraw`);

    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.request).toMatchObject({ status: 'withdrawn' });
    expect(withdrawn.body.request.withdrawnAt).toEqual(expect.any(String));
    const again = await call(student, 'POST', `/booking-requests/${request.id}/withdraw`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(messages.bookingRequests.notOpen);
    await asked(student, booking.id, { kind: 'roomChange', reason: 'Changed my mind' });
    const queue = await call(admin, 'GET', '/booking-requests?state=closed&limit=100');
    expect(queue.body.requests.map((one: BookingRequest) => one.id)).toContain(request.id);
  });

  it('refuses bad input with the message, storing nothing', async () => {
    const { student, booking } = await aResident();
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'roomChange' }, messages.bookingRequests.reasonRequired],
      [{ kind: 'roomChange', reason: '   ' }, messages.bookingRequests.reasonRequired],
      [{ kind: 'refund', reason: 'Money back' }, messages.bookingRequests.kindInvalid],
      [{ kind: 'roomChange', reason: 'x'.repeat(501) }, messages.bookingRequests.reasonLong],
      [{ kind: 'roomChange', reason: 'Noise', note: 'x'.repeat(501) }, messages.bookingRequests.noteLong],
      [
        { kind: 'roomChange', reason: 'Noise', roomId: 'ffffffffffffffffffffffff' },
        messages.bookingRequests.roomUnknown,
      ],
      [{ kind: 'roomChange', reason: 'Noise', roomType: 42 }, messages.requests.mustBeText],
      [{ kind: 'roomChange', reason: 'Noise', bookingId: '' }, messages.bookingRequests.bookingRequired],
    ];
    for (const [body, message] of cases) {
      const response = await ask(student, booking.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message, JSON.stringify(body)).toBe(message);
    }
    const listed = await call(student, 'GET', `/bookings/${booking.id}/requests`);
    expect(listed.body.requests).toEqual([]);
  });
});

describe('what a student may not do with requests', () => {
  it('cannot ask about another student’s booking, nor read its requests', async () => {
    const { booking } = await aResident();
    const intruder = await aStudent();
    const response = await ask(intruder, booking.id, { kind: 'cancellation', reason: 'Mischief' });
    expect(response.status).toBe(403);
    const byPublicId = await ask(intruder, booking.publicId, { kind: 'cancellation', reason: 'Mischief' });
    expect(byPublicId.status).toBe(403);
    const nobody = await ask(intruder, 'ffffffffffffffffffffffff', { kind: 'cancellation', reason: 'Probe' });
    // A booking that does not exist answers as another's does, so ids cannot be probed.
    expect(nobody.status).toBe(403);
    expect((await call(intruder, 'GET', `/bookings/${booking.id}/requests`)).status).toBe(403);
    expect((await call(admin, 'GET', `/bookings/${booking.id}/requests`)).body.requests).toEqual([]);
  });

  it('cannot ask about an ended booking', async () => {
    const { student, booking } = await aResident();
    await call(admin, 'POST', `/bookings/${booking.id}/cancel`, { cancellationReason: 'Left' });
    const response = await ask(student, booking.id, { kind: 'roomChange', reason: 'Noise' });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(messages.bookingRefusals.ended);
  });

  it('cannot withdraw another student’s request: it answers as if there were none', async () => {
    const { student, booking } = await aResident();
    const request = await asked(student, booking.id, { kind: 'cancellation', reason: 'Leaving' });
    const intruder = await aStudent();

    const response = await call(intruder, 'POST', `/booking-requests/${request.id}/withdraw`);

    expect(response.status).toBe(404);
    expect(response.body.message).toBe(messages.bookingRequests.notFound);
    const listed = await call(student, 'GET', `/bookings/${booking.id}/requests`);
    expect(listed.body.requests[0].status).toBe('open');
  });

  it('cannot decide their own request, nor read the queue', async () => {
    const { student, booking } = await aResident();
    const request = await asked(student, booking.id, { kind: 'cancellation', reason: 'Leaving' });

    const response = await decide(student, request.id, { outcome: 'approved', reason: 'Approved by me' });

    expect(response.status).toBe(403);
    expect((await call(student, 'GET', '/booking-requests')).status).toBe(403);
    expect((await getLiveBooking(booking.id))?.status).toBe('active');
  });
});

describe('staff decide', () => {
  it('decline with a reason: the booking stays, the student is told', async () => {
    const { student, booking } = await aResident();
    const request = await asked(student, booking.id, { kind: 'roomChange', reason: 'Noise' });

    const response = await decide(admin, request.id, {
      outcome: 'declined',
      reason: 'No single room is free',
    });

    expect(response.status).toBe(200);
    expect(response.body.message).toBe(messages.bookingRequests.declined);
    expect(response.body.request).toMatchObject({
      status: 'declined',
      decision: { outcome: 'declined', reason: 'No single room is free', by: { id: admin.user.id } },
    });
    expect((await getLiveBooking(booking.id))?.roomId).toBe(booking.roomId);
    const mail = await lastMailTo(student.user.email);
    expect(mail.subject).toBe('Your room change request was declined');
    expect(mail.text).toContain('Reason given: No single room is free');
    expect((await auditActions('booking.requestDecline')).map((entry) => entry.entity.id)).toContain(
      booking.id,
    );
  });

  it('approve a cancellation: the booking is cancelled with the refund policy, the student is told', async () => {
    await priceCurrentPeriod(admin, {
      rentByRoomType: { Double: 240_000 },
      deposit: 50_000,
      refundPolicy: { fullRefundUntil: dayOffset(30), shareAfterPercent: 0 },
    });
    const room = await aRoom({ roomType: 'Double', capacity: 2 });
    const { student, booking } = await aResident(room);
    const request = await asked(student, booking.id, { kind: 'cancellation', reason: 'Leaving' });

    const response = await decide(admin, request.id, { outcome: 'approved', reason: 'Safe travels' });

    expect(response.status).toBe(200);
    expect(response.body.booking).toMatchObject({ status: 'cancelled', cancellationReason: 'Safe travels' });
    expect(await getLiveBooking(booking.id)).toBeNull();
    expect((await getRoom(room.id))?.currentOccupancy).toBe(0);
    const money = await moneyOf(admin, student.user.id);
    expect(money.balance).toBe(0);
    expect(money.entries.filter((entry) => entry.kind === 'refund')).toHaveLength(2);
    const listed = await call(student, 'GET', `/bookings/${booking.id}/requests`);
    expect(listed.body.requests[0]).toMatchObject({
      status: 'approved',
      decision: { reason: 'Safe travels' },
    });
    const mail = await lastMailTo(student.user.email);
    expect(mail.subject).toBe('Your cancellation request was approved');
    expect((await auditActions('booking.cancel')).map((entry) => entry.entity.id)).toContain(booking.id);
    expect((await auditActions('booking.requestApprove')).map((entry) => entry.entity.id)).toContain(
      booking.id,
    );
  });

  it('approve a room change: the booking moves and the dearer room’s difference is charged for the nights left', async () => {
    // 100 nights, 90 of them left today.
    const settings = await call(admin, 'PUT', '/settings', {
      stayDates: { arrival: dayOffset(-10), departure: dayOffset(90) },
    });
    expect(settings.status).toBe(200);
    await priceCurrentPeriod(admin, { rentByRoomType: { Double: 240_000, Single: 380_000 } });
    const from = await aRoom({ roomType: 'Double', capacity: 2 });
    const to = await aRoom({ roomType: 'Single', capacity: 1 });
    const { student, booking } = await aResident(from);
    const request = await asked(student, booking.id, {
      kind: 'roomChange',
      reason: 'Noise',
      roomType: 'Single',
    });

    const response = await decide(admin, request.id, {
      outcome: 'approved',
      reason: 'A single is free',
      roomId: to.id,
    });

    expect(response.status).toBe(200);
    expect(response.body.request.decision).toMatchObject({ outcome: 'approved', roomNumber: to.roomNumber });
    expect((await getLiveBooking(booking.id))?.roomId).toBe(to.id);
    expect((await getRoom(from.id))?.currentOccupancy).toBe(0);
    expect((await getRoom(to.id))?.currentOccupancy).toBe(1);
    const money = await moneyOf(student, student.user.id);
    const difference = money.entries.filter((entry) => entry.description.startsWith('Rent difference'));
    expect(difference.map((entry) => [entry.kind, entry.amount, entry.bookingId])).toEqual([
      ['rent', 126_000, booking.id],
    ]);
    expect(difference[0]?.description).toContain('90 of 100 nights left');
    expect(money.balance).toBe(240_000 + 126_000);
    const mail = await lastMailTo(student.user.email);
    expect(mail.subject).toBe('Your room change request was approved');
    expect(mail.text).toContain(`moved to Room ${to.roomNumber}`);
    expect((await auditActions('booking.move')).map((entry) => entry.entity.id)).toContain(booking.id);
    expect(
      (await auditActions('money.charge')).map((entry) => String(entry.after?.description ?? '')),
    ).toContain(difference[0]?.description);
  });

  it('a staff move to a cheaper room credits the difference, written with the move', async () => {
    await call(admin, 'PUT', '/settings', {
      stayDates: { arrival: dayOffset(-10), departure: dayOffset(90) },
    });
    await priceCurrentPeriod(admin, { rentByRoomType: { Double: 240_000, Single: 380_000 } });
    const from = await aRoom({ roomType: 'Single', capacity: 1 });
    const to = await aRoom({ roomType: 'Double', capacity: 2 });
    const { student, booking } = await aResident(from);

    const response = await call(admin, 'PUT', `/bookings/${booking.id}/room`, { roomId: to.id });

    expect(response.status).toBe(200);
    const money = await moneyOf(admin, student.user.id);
    expect(money.entries.map((entry) => entry.amount)).toEqual([380_000, -126_000]);
    expect(money.balance).toBe(254_000);
    const credit = money.entries[1]!;
    expect(credit.description).toBe(
      `Rent difference, move from Room ${from.roomNumber} to Room ${to.roomNumber} (90 of 100 nights left)`,
    );
    expect(
      (await auditActions('money.refund')).map((entry) => String(entry.after?.description ?? '')),
    ).toContain(credit.description);
  });

  it('a move between rooms of the same price writes no money', async () => {
    await priceCurrentPeriod(admin, { rentByRoomType: { Double: 240_000 } });
    const { student, booking } = await aResident(await aRoom({ roomType: 'Double' }));
    const to = await aRoom({ roomType: 'Double' });
    expect((await call(admin, 'PUT', `/bookings/${booking.id}/room`, { roomId: to.id })).status).toBe(200);
    expect((await moneyOf(admin, student.user.id)).entries.map((entry) => entry.amount)).toEqual([240_000]);
  });

  it('refuses to approve a room change without a room, or into the room the booking is in', async () => {
    const { student, booking } = await aResident();
    const request = await asked(student, booking.id, { kind: 'roomChange', reason: 'Noise' });

    const noRoom = await decide(admin, request.id, { outcome: 'approved', reason: 'Yes' });
    expect(noRoom.status).toBe(400);
    expect(noRoom.body.message).toBe(messages.bookingRequests.roomRequired);
    const same = await decide(admin, request.id, {
      outcome: 'approved',
      reason: 'Yes',
      roomId: booking.roomId,
    });
    expect(same.status).toBe(409);
    expect(same.body.message).toBe(messages.bookingRefusals.sameRoom);
    const bad = await decide(admin, request.id, { outcome: 'maybe', reason: 'Hmm' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(messages.bookingRequests.outcomeInvalid);
    const noReason = await decide(admin, request.id, { outcome: 'declined' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe(messages.bookingRequests.reasonRequired);
    const listed = await call(student, 'GET', `/bookings/${booking.id}/requests`);
    expect(listed.body.requests[0].status).toBe('open');
  });

  it('refuses to decide a withdrawn request', async () => {
    const { student, booking } = await aResident();
    const request = await asked(student, booking.id, { kind: 'cancellation', reason: 'Leaving' });
    await call(student, 'POST', `/booking-requests/${request.id}/withdraw`);

    const response = await decide(admin, request.id, { outcome: 'approved', reason: 'Too late' });

    expect(response.status).toBe(409);
    expect(response.body.message).toBe(messages.bookingRequests.notOpen);
    expect((await getLiveBooking(booking.id))?.status).toBe('active');
  });

  it('decides a room change once when two staff approve it at the same moment', async () => {
    await priceCurrentPeriod(admin, { rentByRoomType: { Double: 240_000, Single: 380_000 } });
    const { student, booking } = await aResident(await aRoom({ roomType: 'Double' }));
    const [first, second] = await Promise.all([
      aRoom({ roomType: 'Single', capacity: 1 }),
      aRoom({ roomType: 'Single', capacity: 1 }),
    ]);
    const request = await asked(student, booking.id, { kind: 'roomChange', reason: 'Noise' });

    const answers = await Promise.all([
      decide(admin, request.id, { outcome: 'approved', reason: 'First', roomId: first.id }),
      decide(otherAdmin, request.id, { outcome: 'approved', reason: 'Second', roomId: second.id }),
    ]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe(
      messages.bookingRequests.notOpen,
    );
    const winner = answers.find((answer) => answer.status === 200)!.body.request as BookingRequest;
    const target = winner.decision!.reason === 'First' ? first : second;
    const other = target === first ? second : first;
    expect((await getLiveBooking(booking.id))?.roomId).toBe(target.id);
    expect((await getRoom(target.id))?.currentOccupancy).toBe(1);
    expect((await getRoom(other.id))?.currentOccupancy).toBe(0);
    const money = await moneyOf(admin, student.user.id);
    expect(money.entries.filter((entry) => entry.description.startsWith('Rent difference'))).toHaveLength(1);
  });

  it('decides a cancellation once when one staff approves as another declines', async () => {
    const { student, booking } = await aResident();
    const request = await asked(student, booking.id, { kind: 'cancellation', reason: 'Leaving' });

    const answers = await Promise.all([
      decide(admin, request.id, { outcome: 'approved', reason: 'Yes' }),
      decide(otherAdmin, request.id, { outcome: 'declined', reason: 'No' }),
    ]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const listed = await call(student, 'GET', `/bookings/${booking.id}/requests`);
    const decided = listed.body.requests[0] as BookingRequest;
    expect(decided.status).toBe(answers[0]!.status === 200 ? 'approved' : 'declined');
    expect((await getLiveBooking(booking.id)) === null).toBe(decided.status === 'approved');
  });
});

describe("the student marks staff's decision seen, for their dashboard", () => {
  const seen = (who: SignedIn, requestId: string) => call(who, 'POST', `/booking-requests/${requestId}/seen`);
  const requestsOf = async (who: SignedIn, bookingId: string) =>
    (await call(who, 'GET', `/bookings/${bookingId}/requests`)).body.requests as BookingRequest[];

  it('keeps the decision unseen until the student says so, then keeps the first time', async () => {
    const { student, booking } = await aResident();
    const request = await asked(student, booking.id, { kind: 'roomChange', reason: 'Noise' });
    await decide(admin, request.id, { outcome: 'declined', reason: 'No room is free' });
    expect((await requestsOf(student, booking.id))[0]).toMatchObject({ status: 'declined', seenAt: null });

    const first = await seen(student, request.id);
    const second = await seen(student, request.id);

    expect(first.status).toBe(200);
    expect(first.body.message).toBe(messages.bookingRequests.seen);
    expect(first.body.request.seenAt).toEqual(expect.any(String));
    expect(second.body.request.seenAt).toBe(first.body.request.seenAt);
    expect((await requestsOf(admin, booking.id))[0]).toMatchObject({
      status: 'declined',
      seenAt: first.body.request.seenAt,
      decision: { reason: 'No room is free' },
    });
  });

  it('refuses a request not decided yet, another student’s, and staff, changing nothing', async () => {
    const { student, booking } = await aResident();
    const request = await asked(student, booking.id, { kind: 'cancellation', reason: 'Leaving' });
    const intruder = await aStudent();

    const early = await seen(student, request.id);
    await decide(admin, request.id, { outcome: 'declined', reason: 'Stay until the exams' });
    const byIntruder = await seen(intruder, request.id);
    const byStaff = await seen(admin, request.id);
    const unknown = await seen(student, 'not-a-request');

    expect(early.status).toBe(409);
    expect(early.body.message).toBe(messages.bookingRequests.notDecided);
    expect(byIntruder.status).toBe(404);
    expect(byIntruder.body.message).toBe(messages.bookingRequests.notFound);
    expect(byStaff.status).toBe(403);
    expect(unknown.status).toBe(404);
    expect((await requestsOf(student, booking.id))[0]!.seenAt).toBeNull();
  });
});

describe('staff change the booking directly while a request is open', () => {
  const requestOf = async (student: SignedIn, bookingId: string) =>
    (await call(student, 'GET', `/bookings/${bookingId}/requests`)).body
      .requests[0] as BookingRequestForStudent;

  it('a direct move answers a room change: approved with the new room, and the student may ask again', async () => {
    const { student, booking } = await aResident();
    await asked(student, booking.id, { kind: 'roomChange', reason: 'Too noisy' });
    const to = await aRoom({ capacity: 1 });

    expect((await call(admin, 'PUT', `/bookings/${booking.id}/room`, { roomId: to.id })).status).toBe(200);

    // The student reads who decided by name; staff's id stays with staff.
    expect(await requestOf(student, booking.id)).toMatchObject({
      status: 'approved',
      decision: { outcome: 'approved', roomNumber: to.roomNumber, by: { name: admin.user.fullName } },
    });
    expect((await requestOf(student, booking.id)).decision!.by).not.toHaveProperty('id');
    const queue = await call(admin, 'GET', '/booking-requests?limit=100');
    expect(queue.body.requests.map((request: BookingRequest) => request.booking.id)).not.toContain(
      booking.id,
    );
    await asked(student, booking.id, { kind: 'cancellation', reason: 'Leaving after all' });
  });

  it('a direct move leaves a cancellation request open: the student still wants to leave', async () => {
    const { student, booking } = await aResident();
    await asked(student, booking.id, { kind: 'cancellation', reason: 'Leaving' });

    expect(
      (await call(admin, 'PUT', `/bookings/${booking.id}/room`, { roomId: (await aRoom()).id })).status,
    ).toBe(200);

    expect((await requestOf(student, booking.id)).status).toBe('open');
  });

  it('a direct cancellation answers a cancellation request with the staff’s reason', async () => {
    const { student, booking } = await aResident();
    await asked(student, booking.id, { kind: 'cancellation', reason: 'Leaving' });

    const cancelled = await call(admin, 'POST', `/bookings/${booking.id}/cancel`, {
      cancellationReason: 'Agreed by phone',
    });

    expect(cancelled.status).toBe(200);
    expect(await requestOf(student, booking.id)).toMatchObject({
      status: 'approved',
      decision: { outcome: 'approved', reason: 'Agreed by phone' },
    });
  });

  it('a check-out makes a room change moot: declined, saying why', async () => {
    const { student, booking } = await aResident();
    await asked(student, booking.id, { kind: 'roomChange', reason: 'Too noisy' });

    const ended = await call(admin, 'PUT', `/bookings/${booking.id}/status`, {
      status: 'inactive',
      reason: 'End of semester',
    });

    expect(ended.status).toBe(200);
    const request = await requestOf(student, booking.id);
    expect(request.status).toBe('declined');
    expect(request.decision!.reason).toMatch(/^The booking ended before a decision/);
  });

  it('deactivating the student with their booking closes the request with it', async () => {
    const { student, booking } = await aResident();
    await asked(student, booking.id, { kind: 'roomChange', reason: 'Too noisy' });

    const response = await call(admin, 'PUT', `/students/${booking.studentId}/status`, {
      isActive: false,
      endBooking: true,
    });

    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect((await requestOf(admin, booking.id)).status).toBe('declined');
  });
});
