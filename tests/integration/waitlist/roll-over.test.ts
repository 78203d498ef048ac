import { afterEach, describe, expect, it, vi } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import { currentBookingOf, getBooking } from '../../../functions/data/bookings.ts';
import { systemActor } from '../../../functions/data/audit.ts';
import { newRollOver, rollOverStartItem } from '../../../functions/data/roll-over.ts';
import { getRoom } from '../../../functions/data/rooms.ts';
import { defaultSettings, putSettings } from '../../../functions/data/settings.ts';
import { transact, type TransactItem } from '../../../functions/data/transactions.ts';
import { getEntry, outstandingOffers, queueOf, waitingCounters } from '../../../functions/data/waitlist.ts';
import { continueRollOver, rollOverStep } from '../../../functions/domain/settings/roll-over.ts';
import { expireOffers } from '../../../functions/domain/waitlist/expire-offers.ts';
import { offerBedsAndTell } from '../../../functions/domain/waitlist/follow-up.ts';
import { offerFreeBeds } from '../../../functions/domain/waitlist/offer-beds.ts';
import { aRoom, aStudent, call } from '../../support/hostel.ts';
import { heldJobsRun, jobsSettled } from '../../support/jobs.ts';
import { mailTo } from '../../support/mail.ts';
import { beforeTheTransaction, holding } from '../../support/racing.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';
import { hostelHas, join } from '../../support/waitlist.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A room type of its own, so each test's queue is its own. */
const aRoomType = () => `Type-${Math.random().toString(36).slice(2, 8)}`;

/** The hostel in semester 1 of `academicYear`, the period each test rolls over from. */
async function inPeriod(academicYear: string) {
  await putSettings({ ...defaultSettings(), currentAcademicYear: academicYear, currentSemester: 1 });
  return { academicYear, semester: 1 };
}

/** Staff start semester 2 (the roll-over), the way the settings screen does. */
async function nextSemester(admin: SignedIn) {
  expect((await call(admin, 'PUT', '/settings', { currentSemester: 2 })).status).toBe(200);
}

/**
 * Semester 2 of `old`'s year starts as the settings change records it, without queueing its roll-over:
 * the test runs the steps. Answers the roll-over's id.
 */
async function periodChangedFrom(old: { academicYear: string; semester: number }) {
  const next = { academicYear: old.academicYear, semester: 2 };
  await putSettings({ ...defaultSettings(), currentAcademicYear: next.academicYear, currentSemester: 2 });
  const rollOver = newRollOver(next, systemActor, [old]);
  await transact([rollOverStartItem(rollOver)]);
  return rollOver.id;
}

/** Runs `meanwhile` after the write read the period, just before its transaction holding `matching` goes. */
const beforeTheWrite = <T>(matching: (item: TransactItem) => boolean, meanwhile: () => Promise<T>) =>
  beforeTheTransaction(holding(matching), meanwhile);

const bookingOf = (student: SignedIn) => (item: TransactItem) =>
  item.Put?.Item?.type === 'booking' && item.Put.Item.studentId === student.user.id;
const joinOf = (student: SignedIn) => (item: TransactItem) =>
  item.Put?.Item?.type === 'waitlistEntry' && item.Put.Item.studentId === student.user.id;
const offerTo = (student: SignedIn) => (item: TransactItem) =>
  item.Update?.Key?.SK === `ENTRY#${student.user.id}` &&
  String(item.Update.UpdateExpression).includes('offer = :offer');

describe('the roll-over and the waitlist', () => {
  it('ends the old period’s queue: held beds go back, each student is told, the trail names the system, and the beds go to the new queue', async () => {
    const old = await inPeriod('2061/2062');
    const admin = await signedInAs('admin');
    const roomType = aRoomType();
    // The room's one bed is offered to the first student; the second waits behind them.
    const room = await aRoom({ roomType, capacity: 1 });
    const offered = await aStudent();
    const waiting = await aStudent();
    await join(offered, [roomType]);
    await jobsSettled();
    await join(waiting, [roomType]);
    await jobsSettled();
    expect((await getEntry(old, offered.user.id))?.status).toBe('offered');

    await nextSemester(admin);
    const newcomer = await aStudent();
    await join(newcomer, [roomType]);
    expect(await jobsSettled()).toEqual({ deadLetters: 0 });

    expect(await queueOf(old)).toEqual([]);
    expect(await waitingCounters(old)).toEqual([]);
    expect(
      (await outstandingOffers())
        .filter((entry) => entry.offer!.roomId === room.id)
        .map((entry) => [entry.studentId, entry.semester]),
    ).toEqual([[newcomer.user.id, 2]]);
    expect((await getRoom(room.id))?.currentOccupancy).toBe(1);
    for (const student of [offered, waiting])
      expect((await mailTo(student.user.email)).map((mail) => mail.subject)).toContain(
        'The waitlist of 2061/2062 semester 1 has closed',
      );
    const trail = await call(
      await signedInAs('super_admin'),
      'GET',
      '/audit?action=waitlist.remove&actorId=system&limit=100',
    );
    const removals = (trail.body.entries as { entity: { id: string }; after: { reason: string } }[]).filter(
      (entry) => [offered.user.id, waiting.user.id].includes(entry.entity.id),
    );
    expect(removals).toHaveLength(2);
    for (const removal of removals)
      expect(removal.after.reason).toMatch(/roll-over to 2061\/2062 semester 2/);
  });

  it('archives in its settle pass the booking of an offer accepted after the roll-over had passed the bookings', async () => {
    const old = await inPeriod('2063/2064');
    const roomType = aRoomType();
    const room = await aRoom({ roomType, capacity: 1 });
    const student = await aStudent();
    await join(student, [roomType]);
    await jobsSettled();
    // The acceptance commits once the roll-over has gone through the bookings, before it reaches the
    // queue, where the accepted entry is gone: the first pass never sees the booking.
    const rollOver = beforeTheWrite(bookingOf(student), async () => {
      const id = await periodChangedFrom(old);
      expect(await rollOverStep(id)).toBe(true);
      return id;
    });

    const accepted = await call(student, 'POST', '/waitlist/offer/accept');
    expect(accepted.status).toBe(200);
    // The roll-over's job carries on from there, and its settle pass runs once its time has come.
    await continueRollOver({ rollOverId: rollOver.value! });
    expect(await jobsSettled()).toEqual({ deadLetters: 0 });
    expect(await heldJobsRun('roll-over')).toMatchObject({ deadLetters: 0 });

    expect(await getBooking(accepted.body.booking.id)).toMatchObject({
      status: 'archived',
      ...old,
      archiveReason: messages.archiveReasons.rollOver('2063/2064', 2),
    });
    expect(await currentBookingOf(student.user.id)).toBeNull();
    expect((await getRoom(room.id))?.currentOccupancy).toBe(0);
  });

  it('ends an offer of the old period made while its queue closes: the bed goes back and the student is told', async () => {
    const old = await inPeriod('2065/2066');
    const roomType = aRoomType();
    const student = await aStudent();
    await join(student, [roomType]);
    await jobsSettled();
    // A bed of the type opens without queueing the offer job: this run is the one that finds it.
    const room = await aRoom({ roomType, capacity: 1 });
    const rollOver = beforeTheWrite(offerTo(student), async () => {
      const id = await periodChangedFrom(old);
      expect(await rollOverStep(id)).toBe(true);
      return id;
    });

    const offers = await offerFreeBeds();
    expect(offers.map((entry) => entry.studentId)).toEqual([student.user.id]);
    // The roll-over's job carries on from there: its first pass ends the offer.
    await continueRollOver({ rollOverId: rollOver.value! });
    expect(await jobsSettled()).toEqual({ deadLetters: 0 });

    expect(await getEntry(old, student.user.id)).toBeNull();
    expect((await getRoom(room.id))?.currentOccupancy).toBe(0);
    const closed = (await mailTo(student.user.email)).find(
      (mail) => mail.subject === 'The waitlist of 2065/2066 semester 1 has closed',
    );
    expect(closed?.text).toContain(`The bed in room ${room.roomNumber} that was held for you`);
  });

  it('closes in its settle pass a join of the old period’s queue that committed after the first pass', async () => {
    const old = await inPeriod('2067/2068');
    const admin = await signedInAs('admin');
    const student = await aStudent();
    beforeTheWrite(joinOf(student), async () => {
      await nextSemester(admin);
      await jobsSettled();
    });

    const joined = await call(student, 'POST', '/waitlist', { roomTypes: [await hostelHas(aRoomType())] });
    expect(joined.status).toBe(201);
    expect(await heldJobsRun('roll-over')).toMatchObject({ deadLetters: 0 });

    expect(await getEntry(old, student.user.id)).toBeNull();
    expect(await waitingCounters(old)).toEqual([]);
    expect((await mailTo(student.user.email)).map((mail) => mail.subject)).toContain(
      'The waitlist of 2067/2068 semester 1 has closed',
    );
  });

  it('closes a late join of a queue whose roll-over was replaced while it waited for its settle pass', async () => {
    const old = await inPeriod('2073/2074');
    const admin = await signedInAs('admin');
    const student = await aStudent();
    // Semester 2 starts, its roll-over's first pass runs; then staff move on again before its settle
    // pass, and the new roll-over's first pass runs too. Only then does the join commit.
    beforeTheWrite(joinOf(student), async () => {
      await nextSemester(admin);
      await jobsSettled();
      const again = { currentAcademicYear: '2074/2075', currentSemester: 1 };
      expect((await call(admin, 'PUT', '/settings', again)).status).toBe(200);
      await jobsSettled();
    });

    expect(
      (await call(student, 'POST', '/waitlist', { roomTypes: [await hostelHas(aRoomType())] })).status,
    ).toBe(201);
    // Both settle passes: the replaced roll-over's stops, the one that replaced it closes the queue.
    expect(await heldJobsRun('roll-over')).toMatchObject({ deadLetters: 0 });

    expect(await getEntry(old, student.user.id)).toBeNull();
    expect((await mailTo(student.user.email)).map((mail) => mail.subject)).toContain(
      'The waitlist of 2073/2074 semester 1 has closed',
    );
  });

  it('leaves an offer that expired meanwhile to its expiry: the student is told and the bed given back once', async () => {
    await inPeriod('2069/2070');
    const roomType = aRoomType();
    const room = await aRoom({ roomType, capacity: 1 });
    const student = await aStudent();
    await join(student, [roomType]);
    await jobsSettled();
    await putSettings({ ...defaultSettings(), currentAcademicYear: '2069/2070', currentSemester: 2 });
    const rollOver = newRollOver({ academicYear: '2069/2070', semester: 2 }, systemActor, [
      { academicYear: '2069/2070', semester: 1 },
    ]);
    await transact([rollOverStartItem(rollOver)]);
    // The offer expires after the roll-over read the queue, before it ends the entry.
    beforeTheWrite(
      (item) => item.Delete?.Key?.SK === `ENTRY#${student.user.id}`,
      () => expireOffers(new Date(Date.now() + 337 * 3_600_000)),
    );

    let steps = 0;
    while ((await rollOverStep(rollOver.id)) && steps < 10) steps += 1;
    await heldJobsRun('roll-over');
    await offerBedsAndTell();

    expect((await getRoom(room.id))?.currentOccupancy).toBe(0);
    const subjects = (await mailTo(student.user.email)).map((mail) => mail.subject);
    expect(subjects).toContain(`Your offer of room ${room.roomNumber} has expired`);
    expect(subjects).not.toContain('The waitlist of 2069/2070 semester 1 has closed');
    const trail = await call(await signedInAs('super_admin'), 'GET', '/audit?actorId=system&limit=100');
    expect(
      (trail.body.entries as { action: string; entity: { id: string } }[])
        .filter((entry) => entry.entity.id === student.user.id)
        .map((entry) => entry.action),
    ).toEqual(['waitlist.expire', 'waitlist.offer']);
  });
});
