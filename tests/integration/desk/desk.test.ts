import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { conditionItems, type BookingStay, type Condition } from '../../../functions/contract/desk.ts';
import { dayIn, dayStartIn } from '../../../functions/contract/days.ts';
import * as messages from '../../../functions/contract/messages.ts';
import { deskKey } from '../../../functions/data/keys.ts';
import { clockAt, nextAtUtc } from '../../support/clock.ts';
import { aRoom, aStudent, book, call } from '../../support/hostel.ts';
import { mailAbout, mailTo } from '../../support/mail.ts';
import { moneyOf, priceCurrentPeriod, reverse } from '../../support/money.ts';
import { beforeTheWrite } from '../../support/racing.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';

/** A full condition report: every item good, except those given. */
const report = (worse: Partial<Record<(typeof conditionItems)[number], Condition>> = {}) =>
  conditionItems.map((item) => ({
    item,
    condition: worse[item] ?? 'good',
    note: worse[item] ? 'Scratched' : '',
  }));

const deposit = 50_000;
/**
 * Signed in as the file starts. A test that moves the clock on past a staff session's 30 idle minutes
 * signs in its own, as does every test after it.
 */
let admin: SignedIn;

afterEach(() => {
  vi.restoreAllMocks();
});

beforeAll(async () => {
  admin = await signedInAs('admin');
  await priceCurrentPeriod(admin, { rentByRoomType: { Double: 200_000 }, deposit });
});

async function aBooking() {
  const student = await aStudent();
  const room = await aRoom();
  const booking = await book(student, room);
  return { student, room, booking };
}

const checkIn = (
  who: SignedIn | null,
  bookingId: string,
  body: unknown = { keyNumber: 'K-12', items: report() },
) => call(who, 'POST', `/bookings/${bookingId}/check-in`, body);
const checkOut = (who: SignedIn | null, bookingId: string, body: Record<string, unknown> = {}) =>
  call(who, 'POST', `/bookings/${bookingId}/check-out`, {
    keyReturned: true,
    items: report(),
    deductions: [],
    ...body,
  });
const stayOf = async (who: SignedIn, bookingId: string) =>
  (await call(who, 'GET', `/bookings/${bookingId}/stay`)).body.stay as BookingStay;

describe('arrival and departure', () => {
  it('follow the semester until staff give the booking its own, and again after they clear them', async () => {
    const { student, room, booking } = await aBooking();
    await call(admin, 'PUT', '/settings', { stayDates: { arrival: '2026-09-01', departure: '2026-12-18' } });
    expect(await stayOf(student, booking.id)).toMatchObject({
      arrival: '2026-09-01',
      departure: '2026-12-18',
      ownDates: false,
    });

    const saved = await call(admin, 'PUT', `/bookings/${booking.id}/dates`, {
      dates: { arrival: '2026-09-05', departure: '2026-12-10' },
    });

    expect(saved.status).toBe(200);
    expect(await stayOf(student, booking.id)).toMatchObject({ arrival: '2026-09-05', ownDates: true });
    expect((await call(student, 'GET', '/residence')).body.residence).toMatchObject({
      arrival: '2026-09-05',
      departure: '2026-12-10',
    });
    const moved = await mailAbout(student.user.email, `New dates for your stay in Room ${room.roomNumber}`);
    expect(moved.text).toContain('Arrival: September 5, 2026. Departure: December 10, 2026.');
    await call(admin, 'PUT', `/bookings/${booking.id}/dates`, { dates: null });
    expect(await stayOf(student, booking.id)).toMatchObject({ arrival: '2026-09-01', ownDates: false });
    expect((await mailTo(student.user.email))[0]!.text).toContain('Arrival: September 1, 2026.');
    // Saving the days the booking already has tells nobody anything.
    const told = (await mailTo(student.user.email)).length;
    await call(admin, 'PUT', `/bookings/${booking.id}/dates`, { dates: null });
    expect(await mailTo(student.user.email)).toHaveLength(told);
  });

  it('refuses days out of order, unreal, too long a stay or far from the semester, each with its message', async () => {
    const { booking } = await aBooking();
    await call(admin, 'PUT', '/settings', { stayDates: { arrival: '2026-09-01', departure: '2026-12-18' } });
    const put = (dates: unknown) => call(admin, 'PUT', `/bookings/${booking.id}/dates`, { dates });

    const backwards = await put({ arrival: '2026-12-01', departure: '2026-11-01' });
    const unreal = await put({ arrival: '2026-02-30', departure: '2026-12-01' });
    const tooLong = await put({ arrival: '2026-09-01', departure: '2027-12-01' });
    const far = await put({ arrival: '2026-01-02', departure: '2026-03-01' });
    const missing = await call(admin, 'PUT', `/bookings/${booking.id}/dates`, {});

    expect([backwards.status, unreal.status, tooLong.status, far.status, missing.status]).toEqual([
      400, 400, 400, 400, 400,
    ]);
    expect(backwards.body.errors['dates.departure']).toBe(messages.desk.departureBeforeArrival);
    expect(unreal.body.errors['dates.arrival']).toBe(messages.desk.dateInvalid);
    expect(tooLong.body.errors['dates.departure']).toBe(messages.desk.stayTooLong(366));
    expect(far.body.message).toBe(messages.desk.datesFarFromSemester(90));
    expect(missing.body.errors.dates).toBe(messages.desk.datesRequired);
  });

  it('are not saved over days another desk gave the booking after this one read them', async () => {
    const { student, room, booking } = await aBooking();
    await call(admin, 'PUT', '/settings', { stayDates: { arrival: '2026-09-01', departure: '2026-12-18' } });
    const desk = deskKey(booking.id);
    beforeTheWrite(
      (key) => key.PK === desk.PK && key.SK === desk.SK,
      async () => {
        const other = await call(admin, 'PUT', `/bookings/${booking.id}/dates`, {
          dates: { arrival: '2026-09-05', departure: '2026-12-10' },
        });
        expect(other.status).toBe(200);
      },
    );

    // This desk read the semester's days, so clearing them looked like no change: nobody would be
    // told, and the student would keep the other desk's days from its mail.
    const cleared = await call(admin, 'PUT', `/bookings/${booking.id}/dates`, { dates: null });

    expect(cleared.status).toBe(409);
    expect(cleared.body.message).toBe(messages.bookingRefusals.concurrentChange);
    expect(await stayOf(student, booking.id)).toMatchObject({ arrival: '2026-09-05', ownDates: true });
    expect((await call(admin, 'PUT', `/bookings/${booking.id}/dates`, { dates: null })).status).toBe(200);
    const latest = (await mailTo(student.user.email)).find((mail) =>
      mail.subject.includes(`New dates for your stay in Room ${room.roomNumber}`),
    );
    expect(latest!.text).toContain('Arrival: September 1, 2026. Departure: December 18, 2026.');
  });

  it('cannot be changed by the student', async () => {
    const { student, booking } = await aBooking();
    const response = await call(student, 'PUT', `/bookings/${booking.id}/dates`, {
      dates: { arrival: '2026-09-05', departure: '2026-12-10' },
    });
    expect(response.status).toBe(403);
  });
});

describe('check-in', () => {
  it('records the key and the room item by item, tells the student and the trail', async () => {
    const { student, booking } = await aBooking();

    const response = await checkIn(admin, booking.id, {
      keyNumber: 'K-204',
      items: report({ 'Desk and chair': 'damaged' }),
    });

    expect(response.status).toBe(200);
    const stay = await stayOf(student, booking.id);
    // The student reads who checked them in by name; staff read their id.
    expect(stay.checkIn).toMatchObject({
      keyNumber: 'K-204',
      by: { name: admin.user.fullName },
      answer: null,
    });
    expect(stay.checkIn!.by).not.toHaveProperty('id');
    expect((await stayOf(admin, booking.id)).checkIn!.by).toEqual({
      id: admin.user.id,
      name: admin.user.fullName,
    });
    expect(stay.checkIn!.items.find((entry) => entry.item === 'Desk and chair')).toEqual({
      item: 'Desk and chair',
      condition: 'damaged',
      note: 'Scratched',
    });
    expect((await call(student, 'GET', '/residence')).body.residence.checkIn.keyNumber).toBe('K-204');
    const mail = await mailAbout(student.user.email, 'please check the condition report');
    expect(mail.text).toContain('Desk and chair: Damaged (Scratched)');
    const trail = await call(await signedInAs('super_admin'), 'GET', '/audit?action=booking.checkIn');
    expect(trail.body.entries[0]).toMatchObject({
      actor: { id: admin.user.id },
      entity: { type: 'booking', id: booking.id },
      after: { keyNumber: 'K-204' },
    });
  });

  it('happens once even when two desks check the same student in at the same moment', async () => {
    const { student, booking } = await aBooking();
    const other = await signedInAs('admin');

    const answers = await Promise.all([
      checkIn(admin, booking.id, { keyNumber: 'K-1', items: report() }),
      checkIn(other, booking.id, { keyNumber: 'K-2', items: report() }),
    ]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect([messages.desk.alreadyCheckedIn, messages.bookingRefusals.busy]).toContain(refused.body.message);
    const winner = answers.findIndex((answer) => answer.status === 200);
    expect((await stayOf(student, booking.id)).checkIn!.keyNumber).toBe(winner === 0 ? 'K-1' : 'K-2');
    expect((await checkIn(admin, booking.id)).body.message).toBe(messages.desk.alreadyCheckedIn);
  });

  it('is refused when staff move the student to another room between its read and its write', async () => {
    const { student, booking } = await aBooking();
    const elsewhere = await aRoom();
    const desk = deskKey(booking.id);
    beforeTheWrite(
      (key) => key.PK === desk.PK && key.SK === desk.SK,
      async () => {
        const moved = await call(admin, 'PUT', `/bookings/${booking.id}/room`, { roomId: elsewhere.id });
        expect(moved.status).toBe(200);
      },
    );

    const response = await checkIn(admin, booking.id);

    // The report and the key are of the room the student left: not kept for the room they now hold,
    // nor mailed to them as their welcome to the room they left.
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(messages.bookingRefusals.concurrentChange);
    expect((await stayOf(student, booking.id)).checkIn).toBeNull();
    const again = await checkIn(admin, booking.id);
    expect(again.status).toBe(200);
    const welcomes = (await mailTo(student.user.email)).filter((mail) =>
      mail.subject.includes('please check the condition report'),
    );
    expect(welcomes.map((mail) => mail.subject)).toEqual([
      `Welcome to Room ${elsewhere.roomNumber}: please check the condition report`,
    ]);
  });

  it('refuses a cancelled booking', async () => {
    const { booking } = await aBooking();
    await call(admin, 'POST', `/bookings/${booking.id}/cancel`, { cancellationReason: 'Changed plans' });

    const response = await checkIn(admin, booking.id);

    expect(response.status).toBe(409);
    expect(response.body.message).toBe(messages.bookingRefusals.ended);
  });

  it('cannot be done by a student, not even on their own booking', async () => {
    const { student, booking } = await aBooking();
    const response = await checkIn(student, booking.id);
    expect(response.status).toBe(403);
    expect((await stayOf(student, booking.id)).checkIn).toBeNull();
  });

  it('refuses a report without every item, with an unknown condition, or without a key', async () => {
    const { booking } = await aBooking();
    const short = await checkIn(admin, booking.id, { keyNumber: 'K-1', items: report().slice(1) });
    const twice = await checkIn(admin, booking.id, {
      keyNumber: 'K-1',
      items: [...report().slice(1), report()[1]],
    });
    const worn = await checkIn(admin, booking.id, {
      keyNumber: 'K-1',
      items: report().map((entry, i) => (i === 0 ? { ...entry, condition: 'worn' } : entry)),
    });
    const keyless = await checkIn(admin, booking.id, { keyNumber: '  ', items: report() });

    expect(short.body.errors.items).toBe(messages.desk.itemsIncomplete);
    expect(twice.body.errors.items).toBe(messages.desk.itemsIncomplete);
    expect(worn.body.errors['items.0.condition']).toBe(messages.desk.conditionInvalid);
    expect(keyless.body.errors.keyNumber).toBe(messages.desk.keyRequired);
    expect([short.status, twice.status, worn.status, keyless.status]).toEqual([400, 400, 400, 400]);
  });
});

describe("the student's answer to the condition report", () => {
  it('confirms the report, disputing an item with a note, once', async () => {
    const { student, room, booking } = await aBooking();
    await checkIn(admin, booking.id);

    const answered = await call(student, 'POST', `/bookings/${booking.id}/check-in/answer`, {
      disputes: [{ item: 'Wardrobe', note: 'The door is off its hinge' }],
    });
    const again = await call(student, 'POST', `/bookings/${booking.id}/check-in/answer`, { disputes: [] });

    expect(answered.status).toBe(200);
    expect((await stayOf(admin, booking.id)).checkIn!.answer).toMatchObject({
      disputes: [{ item: 'Wardrobe', note: 'The door is off its hinge' }],
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(messages.desk.alreadyAnswered);
    const told = (await mailTo(admin.user.email)).filter((mail) =>
      mail.subject.startsWith(student.user.fullName),
    );
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toBe(
      `${student.user.fullName} disputes the check-in report of Room ${room.roomNumber}`,
    );
    expect(told[0]!.text).toContain('Wardrobe: The door is off its hinge');
    const trail = await call(await signedInAs('super_admin'), 'GET', '/audit?action=booking.checkInAnswer');
    expect(trail.body.entries[0]).toMatchObject({
      actor: { id: student.user.id },
      entity: { id: booking.id },
    });
  });

  it("is refused on another student's booking, and before check-in", async () => {
    const { booking } = await aBooking();
    const intruder = await aStudent();
    const early = await aBooking();
    await checkIn(admin, booking.id);

    const forged = await call(intruder, 'POST', `/bookings/${booking.id}/check-in/answer`, { disputes: [] });
    const tooSoon = await call(early.student, 'POST', `/bookings/${early.booking.id}/check-in/answer`, {
      disputes: [],
    });

    expect(forged.status).toBe(403);
    expect((await stayOf(admin, booking.id)).checkIn!.answer).toBeNull();
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.body.message).toBe(messages.desk.notCheckedIn);
  });

  it('needs a note for each disputed item, and each item at most once', async () => {
    const { student, booking } = await aBooking();
    await checkIn(admin, booking.id);
    const answer = (disputes: unknown) =>
      call(student, 'POST', `/bookings/${booking.id}/check-in/answer`, { disputes });

    const noNote = await answer([{ item: 'Floor', note: ' ' }]);
    const twice = await answer([
      { item: 'Floor', note: 'Stain' },
      { item: 'Floor', note: 'Another' },
    ]);
    const unknown = await answer([{ item: 'Balcony', note: 'Missing' }]);

    expect(noNote.body.errors['disputes.0.note']).toBe(messages.desk.disputeNoteRequired);
    expect(twice.body.errors.disputes).toBe(messages.desk.disputesInvalid);
    expect(unknown.body.errors['disputes.0.item']).toBe(messages.desk.itemUnknown);
    expect([noNote.status, twice.status, unknown.status]).toEqual([400, 400, 400]);
  });
});

describe('check-out', () => {
  it('ends the booking, frees the bed and refunds the deposit less deductions in the ledger', async () => {
    const { student, booking } = await aBooking();
    await checkIn(admin, booking.id);

    const response = await checkOut(admin, booking.id, {
      items: report({ 'Desk and chair': 'damaged' }),
      deductions: [{ reason: 'Broken chair', amount: 12_000 }],
    });

    expect(response.status).toBe(200);
    expect(response.body.booking).toMatchObject({ status: 'inactive' });
    const stay = await stayOf(admin, booking.id);
    expect(stay.checkOut).toMatchObject({ keyReturned: true, depositHeld: deposit, refunded: 38_000 });
    const money = await moneyOf(student, student.user.id);
    const refund = money.entries.find((entry) => entry.kind === 'refund')!;
    expect(refund).toMatchObject({ amount: -38_000, description: messages.desk.depositReturned });
    expect(refund.reason).toContain('Broken chair');
    expect(money.balance).toBe(200_000 + deposit - 38_000);
    expect((await call(admin, 'GET', `/rooms/${booking.roomId}`)).body.room.currentOccupancy).toBe(0);
    const mail = await mailAbout(student.user.email, 'checked out');
    expect(mail.text).toContain('Broken chair');
    const trail = await call(await signedInAs('super_admin'), 'GET', '/audit?action=booking.checkOut');
    expect(trail.body.entries[0]).toMatchObject({ actor: { id: admin.user.id }, entity: { id: booking.id } });
  });

  it('gives the whole deposit back without deductions', async () => {
    const { student, booking } = await aBooking();
    await checkIn(admin, booking.id);
    await checkOut(admin, booking.id);
    const money = await moneyOf(admin, student.user.id);
    expect(money.entries.filter((entry) => entry.kind === 'refund').map((entry) => entry.amount)).toEqual([
      -deposit,
    ]);
  });

  it('refuses deductions over the deposit held, and writes nothing', async () => {
    const { student, booking } = await aBooking();
    await checkIn(admin, booking.id);

    const response = await checkOut(admin, booking.id, {
      deductions: [
        { reason: 'Broken chair', amount: 30_000 },
        { reason: 'Lost key', amount: 30_000 },
      ],
    });

    expect(response.status).toBe(400);
    expect(response.body.message).toBe(messages.desk.deductionsOverDeposit('GHS 500.00'));
    expect((await stayOf(admin, booking.id)).checkOut).toBeNull();
    expect((await call(admin, 'GET', `/bookings/${booking.id}`)).body.booking.status).toBe('active');
    expect((await moneyOf(admin, student.user.id)).entries.some((entry) => entry.kind === 'refund')).toBe(
      false,
    );
  });

  it('counts a reversed deposit as not held', async () => {
    const { student, booking } = await aBooking();
    await checkIn(admin, booking.id);
    const charge = (await moneyOf(admin, student.user.id)).entries.find((entry) => entry.kind === 'deposit')!;
    await reverse(admin, student.user.id, charge.id, 'Waived');

    const response = await checkOut(admin, booking.id, { deductions: [{ reason: 'Cleaning', amount: 1 }] });

    expect(response.status).toBe(400);
  });

  it('happens once when two desks check the same student out at the same moment', async () => {
    const { student, booking } = await aBooking();
    await checkIn(admin, booking.id);
    const other = await signedInAs('admin');

    const answers = await Promise.all([checkOut(admin, booking.id), checkOut(other, booking.id)]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const money = await moneyOf(admin, student.user.id);
    expect(money.entries.filter((entry) => entry.kind === 'refund')).toHaveLength(1);
    expect(money.balance).toBe(200_000);
  });

  it('refuses a booking never checked in, a student, and bad deductions', async () => {
    const { student, booking } = await aBooking();

    const early = await checkOut(admin, booking.id);
    await checkIn(admin, booking.id);
    const bySelf = await checkOut(student, booking.id);
    const noReason = await checkOut(admin, booking.id, { deductions: [{ reason: '', amount: 100 }] });
    const fraction = await checkOut(admin, booking.id, { deductions: [{ reason: 'Chair', amount: 1.5 }] });
    const negative = await checkOut(admin, booking.id, { deductions: [{ reason: 'Chair', amount: -100 }] });
    const noKey = await call(admin, 'POST', `/bookings/${booking.id}/check-out`, { items: report() });

    expect(early.status).toBe(409);
    expect(early.body.message).toBe(messages.desk.notCheckedIn);
    expect(bySelf.status).toBe(403);
    expect(noReason.body.errors['deductions.0.reason']).toBe(messages.desk.deductionReasonRequired);
    expect(fraction.body.errors['deductions.0.amount']).toBe(messages.desk.deductionAmountInvalid);
    expect(negative.body.errors['deductions.0.amount']).toBe(messages.desk.deductionAmountInvalid);
    expect(noKey.body.errors.keyReturned).toBe(messages.desk.keyReturnedRequired);
    expect((await call(admin, 'GET', `/bookings/${booking.id}`)).body.booking.status).toBe('active');
  });
});

/** The way staff check out without the desk's inspection, each as its screen calls it. */
const quickCheckOuts = {
  'the status Completed': (booking: { id: string }) =>
    call(admin, 'PUT', `/bookings/${booking.id}/status`, { status: 'inactive' }),
  "the lists' Check Out (one or in bulk)": (_: unknown, student: SignedIn) =>
    call(admin, 'POST', `/students/${student.user.id}/check-out`),
  'deactivating the student with their booking ended': (_: unknown, student: SignedIn) =>
    call(admin, 'PUT', `/students/${student.user.id}/status`, { isActive: false, endBooking: true }),
};

describe('a check-out without the desk (decision 0050)', () => {
  for (const [path, quickCheckOut] of Object.entries(quickCheckOuts)) {
    it(`by ${path} is on the desk record, the trail and the mail like the desk's, the key not recorded`, async () => {
      const { student, room, booking } = await aBooking();
      await checkIn(admin, booking.id);

      const response = await quickCheckOut(booking, student);

      expect(response.status).toBe(200);
      const stay = await stayOf(admin, booking.id);
      expect(stay.checkIn).not.toBeNull();
      expect(stay.checkOut).toMatchObject({
        by: { id: admin.user.id },
        keyReturned: null,
        items: [],
        deductions: [],
        depositHeld: deposit,
        refunded: deposit,
        currency: 'GHS',
      });
      const trail = await call(
        await signedInAs('super_admin'),
        'GET',
        '/audit?action=booking.checkOut&limit=100',
      );
      const entry = trail.body.entries.find((e: { entity: { id: string } }) => e.entity.id === booking.id);
      expect(entry).toMatchObject({
        actor: { id: admin.user.id },
        after: { status: 'inactive', keyReturned: null },
      });
      const subject = `You have been checked out of Room ${room.roomNumber}`;
      const mail = (await mailTo(student.user.email)).find((each) => each.subject === subject);
      expect(mail!.text).toContain('Your deposit of GHS 500.00 is returned in full.');
      const refunds = (await moneyOf(admin, student.user.id)).entries.filter((e) => e.kind === 'refund');
      expect(refunds.map((refund) => refund.amount)).toEqual([-deposit]);
    });
  }

  it('is recorded for a booking never checked in, and leaves nothing for the desk to check out again', async () => {
    const { student, booking } = await aBooking();

    const response = await quickCheckOuts["the lists' Check Out (one or in bulk)"](booking, student);

    expect(response.status).toBe(200);
    const stay = await stayOf(admin, booking.id);
    expect(stay.checkIn).toBeNull();
    expect(stay.checkOut).toMatchObject({ keyReturned: null, items: [], refunded: deposit });
    const again = await checkOut(admin, booking.id);
    expect(again.status).toBe(409);
    expect((await moneyOf(admin, student.user.id)).balance).toBe(200_000);
  });

  it('happens once when the desk and a list check the same student out at the same moment', async () => {
    const { student, booking } = await aBooking();
    await checkIn(admin, booking.id);
    const other = await signedInAs('admin');

    const answers = await Promise.all([
      checkOut(admin, booking.id, { keyReturned: true }),
      call(other, 'POST', `/students/${student.user.id}/check-out`),
    ]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const money = await moneyOf(admin, student.user.id);
    expect(money.entries.filter((entry) => entry.kind === 'refund')).toHaveLength(1);
    expect((await stayOf(admin, booking.id)).checkOut).not.toBeNull();
  });
});

describe("today's desk", () => {
  it('lists the bookings arriving and leaving today, marked once checked in', async () => {
    const { booking } = await aBooking();
    const leaving = await aBooking();
    const today = new Date().toISOString().slice(0, 10);
    const later = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const earlier = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    await call(admin, 'PUT', '/settings', { stayDates: null });
    await call(admin, 'PUT', `/bookings/${booking.id}/dates`, {
      dates: { arrival: today, departure: later },
    });
    await call(admin, 'PUT', `/bookings/${leaving.booking.id}/dates`, {
      dates: { arrival: earlier, departure: today },
    });
    await checkIn(admin, booking.id);

    const response = await call(admin, 'GET', '/desk/today');

    expect(response.status).toBe(200);
    expect(response.body.day).toBe(today);
    expect(response.body.arrivals).toContainEqual(
      expect.objectContaining({ bookingId: booking.id, checkedIn: true }),
    );
    expect(response.body.departures).toContainEqual(
      expect.objectContaining({ bookingId: leaving.booking.id, checkedIn: false }),
    );
    expect(response.body.arrivals.map((row: { bookingId: string }) => row.bookingId)).not.toContain(
      leaving.booking.id,
    );
    expect((await call(leaving.student, 'GET', '/desk/today')).status).toBe(403);
  });

  /** Gives a booking its own arrival and departure. */
  async function staying(desk: SignedIn, bookingId: string, arrival: string, departure: string) {
    const response = await call(desk, 'PUT', `/bookings/${bookingId}/dates`, {
      dates: { arrival, departure },
    });
    expect(response.status).toBe(200);
  }
  const daysFrom = (day: string, days: number) =>
    new Date(Date.parse(day) + days * 86_400_000).toISOString().slice(0, 10);
  const bookingIds = (rows: { bookingId: string }[]) => rows.map((row) => row.bookingId);

  it("is the reader's day in Tokyo, ahead of UTC: at 00:30 there, that day's arrivals and departures", async () => {
    const arriving = await aBooking();
    const leaving = await aBooking();
    // 00:30 in Tokyo (UTC+9) is 15:30 UTC, the day before.
    const at = nextAtUtc('15:30');
    const inTokyo = dayIn(at, 'Asia/Tokyo');
    clockAt(at);
    const desk = await signedInAs('admin');
    await call(desk, 'PUT', '/settings', { stayDates: null });
    await staying(desk, arriving.booking.id, inTokyo, daysFrom(inTokyo, 30));
    await staying(desk, leaving.booking.id, daysFrom(inTokyo, -30), inTokyo);

    const tokyo = await call(desk, 'GET', '/desk/today?timeZone=Asia%2FTokyo');
    const utc = await call(desk, 'GET', '/desk/today');

    expect(tokyo.status).toBe(200);
    expect(tokyo.body.day).toBe(inTokyo);
    // Its midnight there, 23 hours and a half on: when the dashboard reads the next day.
    expect(tokyo.body.dayEndsAt).toBe(new Date(at.getTime() + 23.5 * 3_600_000).toISOString());
    expect(bookingIds(tokyo.body.arrivals)).toContain(arriving.booking.id);
    expect(bookingIds(tokyo.body.departures)).toContain(leaving.booking.id);
    // Without a zone the day is UTC's, the day before Tokyo's, as before.
    expect(utc.body.day).toBe(dayIn(at, 'UTC'));
    expect(utc.body.dayEndsAt).toBe(dayStartIn(inTokyo, 'UTC'));
    expect(bookingIds(utc.body.arrivals)).not.toContain(arriving.booking.id);
    expect(bookingIds(utc.body.departures)).not.toContain(leaving.booking.id);
  });

  it("is the reader's day in Los Angeles, behind UTC: at 17:00 there, not yet tomorrow's", async () => {
    const today = await aBooking();
    const tomorrow = await aBooking();
    // 01:00 UTC is 17:00 (or 18:00 in summer) in Los Angeles, the day before.
    const at = nextAtUtc('01:00');
    const inLosAngeles = dayIn(at, 'America/Los_Angeles');
    clockAt(at);
    const desk = await signedInAs('admin');
    await call(desk, 'PUT', '/settings', { stayDates: null });
    await staying(desk, today.booking.id, inLosAngeles, daysFrom(inLosAngeles, 30));
    await staying(desk, tomorrow.booking.id, daysFrom(inLosAngeles, 1), daysFrom(inLosAngeles, 31));

    const response = await call(desk, 'GET', '/desk/today?timeZone=America%2FLos_Angeles');

    expect(response.body.day).toBe(inLosAngeles);
    expect(response.body.dayEndsAt).toBe(dayStartIn(daysFrom(inLosAngeles, 1), 'America/Los_Angeles'));
    expect(bookingIds(response.body.arrivals)).toContain(today.booking.id);
    expect(bookingIds(response.body.arrivals)).not.toContain(tomorrow.booking.id);
  });

  it('refuses a time zone that is not one with a 400 and the message of the PDFs', async () => {
    const response = await call(await signedInAs('admin'), 'GET', '/desk/today?timeZone=Mars%2FBase');

    expect(response.status).toBe(400);
    expect(response.body.message).toBe(messages.exports.timeZoneInvalid);
  });
});
