import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  conditionItems,
  type BookingStay,
  type BookingStayForStudent,
  type Condition,
} from '../../../functions/contract/desk.ts';
import * as messages from '../../../functions/contract/messages.ts';
import { dynamo, tableName } from '../../../functions/data/dynamo.ts';
import { activeBookingMarkerKey, deskKey } from '../../../functions/data/keys.ts';
import { fileCheckInsOfRoomsLeft } from '../../../functions/domain/desk/check-ins-of-rooms-left.ts';
import { aRoom, aStudent, book, call } from '../../support/hostel.ts';
import { mailAbout } from '../../support/mail.ts';
import { beforeTheTransaction, beforeTheWrite, holding } from '../../support/racing.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';
import { anUploadedPhoto } from '../../support/uploads.ts';

/**
 * A move of a student already checked in (docs/decisions/0102): the check-in of the room they left goes
 * to the booking's history with how the room was left, its key and its condition, as a check-out records
 * them (0106), and the desk checks them in to the new room before it can check them out.
 */

const report = (worse: Partial<Record<(typeof conditionItems)[number], Condition>> = {}) =>
  conditionItems.map((item) => ({ item, condition: worse[item] ?? 'good', note: worse[item] ? 'Worn' : '' }));

/** How the room left was found at the move: its key back, every item good unless said otherwise. */
const leaving = (worse: Parameters<typeof report>[0] = {}, keyReturned = true) => ({
  keyReturned,
  items: report(worse),
});

let admin: SignedIn;

afterEach(() => {
  vi.restoreAllMocks();
});

beforeAll(async () => {
  admin = await signedInAs('admin');
});

async function aCheckedInStudent() {
  const student = await aStudent();
  const room = await aRoom();
  const booking = await book(student, room);
  const checkedIn = await checkIn(booking.id, { keyNumber: 'OLD-1', items: report({ Floor: 'damaged' }) });
  expect(checkedIn.status).toBe(200);
  return { student, room, booking };
}

/**
 * A room change the student asks for, and its approval into `roomId` by staff, with what `body` adds to
 * the decision (how the room left was handed back).
 */
async function roomChangeToApprove(student: SignedIn, bookingId: string, roomId: string) {
  const asked = await call(student, 'POST', '/booking-requests', {
    bookingId,
    kind: 'roomChange',
    reason: 'Too noisy',
  });
  return (body: Record<string, unknown>) =>
    call(admin, 'POST', `/booking-requests/${asked.body.request.id}/decision`, {
      outcome: 'approved',
      reason: 'A quieter room is free',
      roomId,
      ...body,
    });
}

/** A room handed back with its key kept and its wardrobe damaged, with a note and a photo. */
async function wardrobeLeftDamaged() {
  const photo = await anUploadedPhoto(admin, '/desk/photo-uploads');
  return {
    keyReturned: false,
    items: report({ Wardrobe: 'damaged' }).map((entry) =>
      entry.item === 'Wardrobe' ? { ...entry, note: 'Door off', photoKeys: [photo.key] } : entry,
    ),
  };
}

const checkIn = (bookingId: string, body: unknown = { keyNumber: 'NEW-2', items: report() }) =>
  call(admin, 'POST', `/bookings/${bookingId}/check-in`, body);
const move = (bookingId: string, roomId: string, left?: unknown) =>
  call(admin, 'PUT', `/bookings/${bookingId}/room`, { roomId, ...(left ? { leaving: left } : {}) });
const checkOut = (bookingId: string, items = report()) =>
  call(admin, 'POST', `/bookings/${bookingId}/check-out`, { keyReturned: true, items, deductions: [] });
const stayOf = async (who: SignedIn, bookingId: string) =>
  (await call(who, 'GET', `/bookings/${bookingId}/stay`)).body.stay as BookingStay;
const roomOf = async (bookingId: string) =>
  (await call(admin, 'GET', `/bookings/${bookingId}`)).body.booking.room.roomNumber as string;

describe('a move of a student checked in', () => {
  it('keeps the old room’s check-in on the history and leaves the booking to check in to the new room', async () => {
    const { student, room, booking } = await aCheckedInStudent();
    const to = await aRoom();

    expect((await move(booking.id, to.id, leaving())).status).toBe(200);

    const stay = await stayOf(admin, booking.id);
    expect(stay.checkIn).toBeNull();
    expect(stay.earlierCheckIns).toEqual([
      expect.objectContaining({
        keyNumber: 'OLD-1',
        room: { roomNumber: room.roomNumber },
        movedTo: { roomNumber: to.roomNumber },
        movedAt: expect.any(String),
      }),
    ]);
    // The student sees no report as their current room's, nor answers the old one.
    expect((await stayOf(student, booking.id)).checkIn).toBeNull();
    expect((await call(student, 'GET', '/residence')).body.residence.checkIn).toBeNull();
    const answer = await call(student, 'POST', `/bookings/${booking.id}/check-in/answer`, { disputes: [] });
    expect(answer.status).toBe(409);
  });

  it('is listed at the desk to check in to the new room, whatever its days', async () => {
    const { booking } = await aCheckedInStudent();
    await move(booking.id, (await aRoom()).id, leaving());

    const today = (await call(admin, 'GET', '/desk/today')).body;

    expect(today.moved).toContainEqual(expect.objectContaining({ bookingId: booking.id, checkedIn: false }));
  });

  it('refuses the check-out until the desk checks the student in to the new room', async () => {
    const { booking } = await aCheckedInStudent();
    const to = await aRoom();
    await move(booking.id, to.id, leaving());

    const response = await checkOut(booking.id);

    expect(response.status).toBe(409);
    expect(response.body.message).toBe(messages.desk.checkInAfterMove(to.roomNumber));
    expect((await call(admin, 'GET', `/bookings/${booking.id}`)).body.booking.status).toBe('active');
  });

  it('compares the check-out with the new room’s check-in only, and keeps the old one on the history', async () => {
    const { booking } = await aCheckedInStudent();
    const to = await aRoom();
    await move(booking.id, to.id, leaving());

    const again = await checkIn(booking.id, { keyNumber: 'NEW-2', items: report() });
    expect(again.status).toBe(200);
    const response = await checkOut(booking.id, report({ Floor: 'damaged' }));

    // The old room's floor was damaged at its check-in; the new room's was good, so it is a change.
    expect(response.status).toBe(200);
    expect(response.body.stay.checkIn).toMatchObject({ keyNumber: 'NEW-2' });
    const stay = await stayOf(admin, booking.id);
    expect(stay.checkIn).toMatchObject({ keyNumber: 'NEW-2' });
    expect(stay.earlierCheckIns.map((earlier) => earlier.keyNumber)).toEqual(['OLD-1']);
    expect(stay.checkOut).toMatchObject({ keyReturned: true });
  });

  it('is refused when a check-in commits between its read and its write, and the check-in stands', async () => {
    const student = await aStudent();
    const room = await aRoom();
    const booking = await book(student, room);
    const to = await aRoom();
    const marker = activeBookingMarkerKey(student.user.id);
    beforeTheWrite(
      (key) => key.PK === marker.PK && key.SK === marker.SK,
      async () =>
        expect((await checkIn(booking.id, { keyNumber: 'OLD-1', items: report() })).status).toBe(200),
    );

    // The move read no check-in: going through, it would leave the old room's key and report as the
    // check-in of the room it moves the student to.
    const moved = await move(booking.id, to.id);

    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe(messages.bookingRefusals.concurrentChange);
    expect((await stayOf(admin, booking.id)).checkIn).toMatchObject({ keyNumber: 'OLD-1' });
    // Made again, the move reads the check-in, so it asks how the room was left.
    const again = await move(booking.id, to.id);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(messages.desk.leavingRequired(room.roomNumber));
    expect((await move(booking.id, to.id, leaving())).status).toBe(200);
    expect((await stayOf(admin, booking.id)).earlierCheckIns).toHaveLength(1);
  });

  it('is refused when the student answers the report between its read and its write, and keeps the answer', async () => {
    const { student, booking } = await aCheckedInStudent();
    const to = await aRoom();
    const marker = activeBookingMarkerKey(student.user.id);
    const dispute = { disputes: [{ item: 'Floor', note: 'Only scuffed' }] };
    beforeTheWrite(
      (key) => key.PK === marker.PK && key.SK === marker.SK,
      async () =>
        expect((await call(student, 'POST', `/bookings/${booking.id}/check-in/answer`, dispute)).status).toBe(
          200,
        ),
    );

    // The move copies the check-in it read to the history: going through, it would drop the answer.
    // Refused, it leaves nothing of how the room was left, and the student in it, checked in.
    expect((await move(booking.id, to.id, leaving({ Wardrobe: 'damaged' }, false))).status).toBe(409);
    const refused = await stayOf(admin, booking.id);
    expect(refused.earlierCheckIns).toEqual([]);
    expect(refused.checkIn).toMatchObject({ keyNumber: 'OLD-1', answer: { disputes: dispute.disputes } });
    expect(await roomOf(booking.id)).not.toBe(to.roomNumber);
    expect((await move(booking.id, to.id, leaving({ Wardrobe: 'damaged' }, false))).status).toBe(200);

    const [earlier] = (await stayOf(admin, booking.id)).earlierCheckIns;
    expect(earlier!.answer).toMatchObject({ disputes: dispute.disputes });
    expect(earlier!.leaving).toMatchObject({ keyReturned: false });
  });

  it('refuses a check-in that read the booking before the move, as 0098 does', async () => {
    const student = await aStudent();
    const booking = await book(student, await aRoom());
    const to = await aRoom();
    const desk = deskKey(booking.id);
    beforeTheWrite(
      (key) => key.PK === desk.PK && key.SK === desk.SK,
      async () => expect((await move(booking.id, to.id)).status).toBe(200),
    );

    const response = await checkIn(booking.id);

    expect(response.status).toBe(409);
    expect(response.body.message).toBe(messages.bookingRefusals.concurrentChange);
    expect((await stayOf(admin, booking.id)).checkIn).toBeNull();
  });
});

describe('how the room left was left, at a move of a student checked in (0106)', () => {
  it('is filed with the room’s check-in, its photos shown as links, in the move’s transaction', async () => {
    const { room, booking } = await aCheckedInStudent();
    const to = await aRoom();
    const left = await wardrobeLeftDamaged();

    const moved = await move(booking.id, to.id, left);

    expect(moved.status).toBe(200);
    expect(moved.body.booking.room.roomNumber).toBe(to.roomNumber);
    const stay = await stayOf(admin, booking.id);
    const [earlier] = stay.earlierCheckIns;
    expect(earlier).toMatchObject({ keyNumber: 'OLD-1', room: { roomNumber: room.roomNumber } });
    expect(earlier!.leaving).toMatchObject({
      by: { id: admin.user.id },
      keyReturned: false,
    });
    const wardrobe = earlier!.leaving!.items.find((entry) => entry.item === 'Wardrobe')!;
    expect(wardrobe).toMatchObject({ condition: 'damaged', note: 'Door off' });
    expect(wardrobe.photos).toHaveLength(1);
    expect(JSON.stringify(stay)).not.toContain('photoKeys');
    // The trail's move says how the room was left, as a check-out's says.
    const trail = await call(await signedInAs('super_admin'), 'GET', '/audit?action=booking.move&limit=100');
    const entry = (trail.body.entries as { entity: { id: string }; after: Record<string, unknown> }[]).find(
      (each) => each.entity.id === booking.id,
    );
    expect(entry!.after).toMatchObject({
      roomNumber: to.roomNumber,
      keyReturned: false,
      damaged: ['Wardrobe'],
      photos: 1,
    });
  });

  it('is required: a move of a student checked in without it is refused, and nothing moves', async () => {
    const { room, booking } = await aCheckedInStudent();
    const to = await aRoom();

    const response = await move(booking.id, to.id);

    expect(response.status).toBe(400);
    expect(response.body.message).toBe(messages.desk.leavingRequired(room.roomNumber));
    expect(response.body.errors).toEqual({ leaving: messages.desk.leavingRequired(room.roomNumber) });
    expect(await roomOf(booking.id)).toBe(room.roomNumber);
    expect((await stayOf(admin, booking.id)).checkIn).toMatchObject({ keyNumber: 'OLD-1' });
  });

  it('is refused with check-out’s messages when it says too little', async () => {
    const { room, booking } = await aCheckedInStudent();
    const to = await aRoom();

    const response = await move(booking.id, to.id, { items: report().slice(1) });

    expect(response.status).toBe(400);
    expect(response.body.errors).toMatchObject({
      'leaving.keyReturned': messages.desk.keyReturnedRequired,
      'leaving.items': messages.desk.itemsIncomplete,
    });
    expect(await roomOf(booking.id)).toBe(room.roomNumber);
  });

  it('is refused for a student not checked in, whose move asks nothing of the room', async () => {
    const student = await aStudent();
    const room = await aRoom();
    const booking = await book(student, room);
    const to = await aRoom();

    const given = await move(booking.id, to.id, leaving());

    expect(given.status).toBe(409);
    expect(given.body.message).toBe(messages.desk.notCheckedIn);
    expect(await roomOf(booking.id)).toBe(room.roomNumber);
    expect((await move(booking.id, to.id)).status).toBe(200);
    expect((await stayOf(admin, booking.id)).earlierCheckIns).toEqual([]);
  });

  it('is asked of an approved room change too, which moves the student as staff do', async () => {
    const { student, room, booking } = await aCheckedInStudent();
    const to = await aRoom();
    const decide = await roomChangeToApprove(student, booking.id, to.id);

    const without = await decide({});
    const approved = await decide({ leaving: leaving({ Floor: 'damaged' }) });

    expect(without.status).toBe(400);
    expect(without.body.message).toBe(messages.desk.leavingRequired(room.roomNumber));
    expect(approved.status).toBe(200);
    const [earlier] = (await stayOf(admin, booking.id)).earlierCheckIns;
    expect(earlier).toMatchObject({ room: { roomNumber: room.roomNumber }, leaving: { keyReturned: true } });
  });

  it('reads as not recorded on a check-in filed before it, which the desk then checks out as any', async () => {
    const { booking } = await aCheckedInStudent();
    await move(booking.id, (await aRoom()).id, leaving());
    // The desk record as a move before 0106 left it: the room left's check-in without how it was left.
    const { Item } = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: deskKey(booking.id) }),
    );
    const { leaving: _left, ...filed } = Item!.earlierCheckIns[0];
    await dynamo().send(
      new PutCommand({ TableName: tableName(), Item: { ...Item, earlierCheckIns: [filed] } }),
    );

    const [earlier] = (await stayOf(admin, booking.id)).earlierCheckIns;
    expect(earlier).toMatchObject({ keyNumber: 'OLD-1', leaving: null });
    expect((await checkIn(booking.id)).status).toBe(200);
    expect((await checkOut(booking.id)).status).toBe(200);
  });
});

describe('a record of the room handed back, made against a check-in another desk has since replaced', () => {
  /**
   * A dialog's read: the check-in it shows staff to compare the room with. Then another desk moves the
   * student and checks them in to the new room, and the dialog sends its record naming what it read.
   */
  async function readThenReplaced() {
    const { student, room, booking } = await aCheckedInStudent();
    const read = (await stayOf(admin, booking.id)).checkIn!;
    const there = await aRoom();
    expect((await move(booking.id, there.id, leaving())).status).toBe(200);
    expect((await checkIn(booking.id, { keyNumber: 'NEW-2', items: report() })).status).toBe(200);
    return { student, room, there, booking, checkedInAt: read.at };
  }

  /** Nothing of the stale record was kept: the check-in of the new room stands, the room left's as filed. */
  async function untouched(bookingId: string, roomNumber: string) {
    expect(await roomOf(bookingId)).toBe(roomNumber);
    const stay = await stayOf(admin, bookingId);
    expect(stay.checkIn).toMatchObject({ keyNumber: 'NEW-2' });
    expect(stay.checkOut).toBeNull();
    expect(stay.earlierCheckIns).toHaveLength(1);
    expect(stay.earlierCheckIns[0]!.leaving).toMatchObject({ keyReturned: true });
  }

  it('refuses the check-out, which would compare the new room with the old room’s report', async () => {
    const { there, booking, checkedInAt } = await readThenReplaced();

    const response = await call(admin, 'POST', `/bookings/${booking.id}/check-out`, {
      keyReturned: false,
      items: report({ Floor: 'damaged' }),
      deductions: [],
      checkedInAt,
    });

    expect(response.status).toBe(409);
    expect(response.body.message).toBe(messages.desk.stayChanged);
    expect((await call(admin, 'GET', `/bookings/${booking.id}`)).body.booking.status).toBe('active');
    await untouched(booking.id, there.roomNumber);
  });

  it('refuses the move, which would file the record with the new room’s check-in', async () => {
    const { there, booking, checkedInAt } = await readThenReplaced();

    const response = await move(booking.id, (await aRoom()).id, {
      ...leaving({ Wardrobe: 'damaged' }, false),
      checkedInAt,
    });

    expect(response.status).toBe(409);
    expect(response.body.message).toBe(messages.desk.stayChanged);
    await untouched(booking.id, there.roomNumber);
  });

  it('refuses the approval of a room change, which moves as staff do, and the request stays open', async () => {
    const { student, there, booking, checkedInAt } = await readThenReplaced();
    const to = await aRoom();
    const approve = await roomChangeToApprove(student, booking.id, to.id);
    const decide = (named: string) =>
      approve({ leaving: { ...leaving({ Wardrobe: 'damaged' }, false), checkedInAt: named } });

    const response = await decide(checkedInAt);

    expect(response.status).toBe(409);
    expect(response.body.message).toBe(messages.desk.stayChanged);
    await untouched(booking.id, there.roomNumber);
    // Read again, the dialog names the check-in there is now, and the approval goes through.
    const now = (await stayOf(admin, booking.id)).checkIn!;
    expect((await decide(now.at)).status).toBe(200);
    expect(await roomOf(booking.id)).toBe(to.roomNumber);
  });

  it('refuses a check-in named from another booking, at check-out and at a move', async () => {
    const { booking } = await aCheckedInStudent();
    const other = await aCheckedInStudent();
    const elsewhere = (await stayOf(admin, other.booking.id)).checkIn!.at;

    const moved = await move(booking.id, (await aRoom()).id, { ...leaving(), checkedInAt: elsewhere });
    const checkedOut = await call(admin, 'POST', `/bookings/${booking.id}/check-out`, {
      ...leaving(),
      deductions: [],
      checkedInAt: elsewhere,
    });

    expect([moved.status, checkedOut.status]).toEqual([409, 409]);
    expect([moved.body.message, checkedOut.body.message]).toEqual([
      messages.desk.stayChanged,
      messages.desk.stayChanged,
    ]);
    const stay = await stayOf(admin, booking.id);
    expect(stay).toMatchObject({ checkIn: { keyNumber: 'OLD-1' }, earlierCheckIns: [], checkOut: null });
  });

  it('refuses a check-in named in words other than its time, as bad input', async () => {
    const { booking } = await aCheckedInStudent();

    const response = await move(booking.id, (await aRoom()).id, { ...leaving(), checkedInAt: 'yesterday' });

    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ 'leaving.checkedInAt': messages.desk.checkedInAtInvalid });
  });

  it('takes the record naming the check-in there is, at a move and at check-out', async () => {
    const { booking } = await aCheckedInStudent();
    const first = (await stayOf(admin, booking.id)).checkIn!;

    const moved = await move(booking.id, (await aRoom()).id, { ...leaving(), checkedInAt: first.at });
    await checkIn(booking.id, { keyNumber: 'NEW-2', items: report() });
    const now = (await stayOf(admin, booking.id)).checkIn!;
    const checkedOut = await call(admin, 'POST', `/bookings/${booking.id}/check-out`, {
      ...leaving(),
      deductions: [],
      checkedInAt: now.at,
    });

    expect([moved.status, checkedOut.status]).toEqual([200, 200]);
    expect(checkedOut.body.stay.checkIn).toMatchObject({ keyNumber: 'NEW-2' });
  });

  it('is refused at check-out when the student is moved away and back and checked in again between its read and its write', async () => {
    const { room, booking } = await aCheckedInStudent();
    const desk = deskKey(booking.id);
    beforeTheTransaction(
      holding((item) => item.Update?.Key?.SK === desk.SK && item.Update.Key.PK === desk.PK),
      async () => {
        expect((await move(booking.id, (await aRoom()).id, leaving())).status).toBe(200);
        expect((await checkIn(booking.id, { keyNumber: 'AWAY-2', items: report() })).status).toBe(200);
        expect((await move(booking.id, room.id, leaving())).status).toBe(200);
        expect((await checkIn(booking.id, { keyNumber: 'BACK-3', items: report() })).status).toBe(200);
      },
    );

    // The booking is in the room the check-out read, under its number: only its check-in tells the
    // report the check-out compared with (OLD-1's) from the one the room holds now.
    const response = await checkOut(booking.id, report({ Floor: 'damaged' }));

    expect(response.status).toBe(409);
    expect(response.body.message).toBe(messages.bookingRefusals.concurrentChange);
    const stay = await stayOf(admin, booking.id);
    expect(stay.checkIn).toMatchObject({ keyNumber: 'BACK-3' });
    expect(stay.checkOut).toBeNull();
    expect((await call(admin, 'GET', `/bookings/${booking.id}`)).body.booking.status).toBe('active');
  });
});

describe('the rooms a student left by a move, as the student reads them (0106)', () => {
  /** A move out of the room checked in to, its wardrobe left damaged with a note and a photo. */
  async function movedWithTheWardrobeDamaged() {
    const moving = await aCheckedInStudent();
    const to = await aRoom();
    const left = await wardrobeLeftDamaged();
    expect((await move(moving.booking.id, to.id, left)).status).toBe(200);
    return { ...moving, to };
  }

  it('shows the student each room left, its check-in and how it was left, naming staff without their ids', async () => {
    const { student, room, booking, to } = await movedWithTheWardrobeDamaged();

    const response = await call(student, 'GET', `/bookings/p/${booking.publicId}/stay`);

    expect(response.status).toBe(200);
    const stay = response.body.stay as BookingStayForStudent;
    // Still no report of the room they hold now: the earlier one is history, not theirs to answer.
    expect(stay.checkIn).toBeNull();
    const [left] = stay.earlierCheckIns;
    expect(left).toMatchObject({
      keyNumber: 'OLD-1',
      room: { roomNumber: room.roomNumber },
      movedTo: { roomNumber: to.roomNumber },
      by: { name: admin.user.fullName },
      leaving: { by: { name: admin.user.fullName }, keyReturned: false },
    });
    expect(left!.by).not.toHaveProperty('id');
    expect(left!.leaving!.by).not.toHaveProperty('id');
    const wardrobe = left!.leaving!.items.find((entry) => entry.item === 'Wardrobe')!;
    expect(wardrobe).toMatchObject({ condition: 'damaged', note: 'Door off' });
    expect(wardrobe.photos).toHaveLength(1);
    expect(JSON.stringify(stay)).not.toContain('photoKeys');
  });

  it('is refused to another student, by the booking’s id and by its public id', async () => {
    const { booking } = await movedWithTheWardrobeDamaged();
    const other = await aStudent();
    await book(other, await aRoom());

    const byId = await call(other, 'GET', `/bookings/${booking.id}/stay`);
    const byPublicId = await call(other, 'GET', `/bookings/p/${booking.publicId}/stay`);

    for (const response of [byId, byPublicId]) {
      expect(response.status).toBe(403);
      expect(JSON.stringify(response.body)).not.toContain('Door off');
    }
  });

  it('is told by the move’s mail: the key received, and where to read how the room was left', async () => {
    const { student, room, booking } = await aCheckedInStudent();
    const to = await aRoom();

    expect((await move(booking.id, to.id, leaving())).status).toBe(200);

    const mail = await mailAbout(student.user.email, `Your booking moved to Room ${to.roomNumber}`);
    expect(mail.text).toContain(`The hostel office received your key to Room ${room.roomNumber}.`);
    expect(mail.text).toContain(
      `What the office recorded of Room ${room.roomNumber} as you left it is on My Residence.`,
    );
  });

  it('is told by the approval’s mail of a room change that the key was recorded as not returned', async () => {
    const { student, room, booking } = await aCheckedInStudent();
    const to = await aRoom();
    const approve = await roomChangeToApprove(student, booking.id, to.id);

    const approved = await approve({ leaving: leaving({}, false) });

    expect(approved.status).toBe(200);
    const mail = await mailAbout(student.user.email, 'Your room change request was approved');
    expect(mail.text).toContain(
      `The hostel office recorded your key to Room ${room.roomNumber} as not returned. Please return it to the office.`,
    );
    expect(mail.text).toContain(
      `What the office recorded of Room ${room.roomNumber} as you left it is on My Residence.`,
    );
  });

  it('says nothing of a key in the mail of a move of a student not checked in', async () => {
    const student = await aStudent();
    const room = await aRoom();
    const booking = await book(student, room);
    const to = await aRoom();

    expect((await move(booking.id, to.id)).status).toBe(200);

    const mail = await mailAbout(student.user.email, `Your booking moved to Room ${to.roomNumber}`);
    expect(mail.text).not.toContain('key');
    expect(mail.text).not.toContain('My Residence');
  });
});

describe('a booking moved after its check-in before decision 0102', () => {
  /** The desk record as the release before left it: the old room's check-in kept as the current one. */
  async function asLeftBefore(bookingId: string) {
    const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: deskKey(bookingId) }));
    const { earlierCheckIns, ...desk } = Item!;
    const { room: _room, movedAt: _at, movedTo: _to, leaving: _left, ...checkIn } = earlierCheckIns[0];
    await dynamo().send(new PutCommand({ TableName: tableName(), Item: { ...desk, checkIn } }));
  }

  it('has the old room’s check-in filed on its history by the operator’s command, once', async () => {
    const { room, booking } = await aCheckedInStudent();
    const to = await aRoom();
    await move(booking.id, to.id, leaving());
    await asLeftBefore(booking.id);
    expect((await stayOf(admin, booking.id)).checkIn).toMatchObject({ keyNumber: 'OLD-1' });

    expect(await fileCheckInsOfRoomsLeft()).toBeGreaterThanOrEqual(1);

    const stay = await stayOf(admin, booking.id);
    expect(stay.checkIn).toBeNull();
    // Nobody inspected the room at those moves: how it was left is not known.
    expect(stay.earlierCheckIns).toEqual([
      expect.objectContaining({
        keyNumber: 'OLD-1',
        room: { roomNumber: room.roomNumber },
        movedTo: { roomNumber: to.roomNumber },
        leaving: null,
      }),
    ]);
    await fileCheckInsOfRoomsLeft();
    expect((await stayOf(admin, booking.id)).earlierCheckIns).toHaveLength(1);
    expect((await checkOut(booking.id)).body.message).toBe(messages.desk.checkInAfterMove(to.roomNumber));
  });

  it('leaves a check-in made after the booking’s last move as the current one', async () => {
    const student = await aStudent();
    const booking = await book(student, await aRoom());
    await move(booking.id, (await aRoom()).id);
    expect((await checkIn(booking.id)).status).toBe(200);

    await fileCheckInsOfRoomsLeft();

    expect((await stayOf(admin, booking.id)).checkIn).toMatchObject({ keyNumber: 'NEW-2' });
  });
});
