import { afterEach, describe, expect, it, vi } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import { rollOverStep } from '../../../functions/domain/settings/roll-over.ts';
import { systemActor } from '../../../functions/data/audit.ts';
import { activeBookingCount, getBooking } from '../../../functions/data/bookings.ts';
import { dynamo } from '../../../functions/data/dynamo.ts';
import { getRoom } from '../../../functions/data/rooms.ts';
import { getRollOver, newRollOver, rollOverStartItem } from '../../../functions/data/roll-over.ts';
import { rollOverKey, settingsKey } from '../../../functions/data/keys.ts';
import { defaultSettings, getSettings, putSettings } from '../../../functions/data/settings.ts';
import { racingWritesSettleSeconds } from '../../../functions/platform/settling.ts';
import { transact } from '../../../functions/data/transactions.ts';
import { queueOf, waitingCounters } from '../../../functions/data/waitlist.ts';
import { aRoom, askToCancel, aStudent, book, call } from '../../support/hostel.ts';
import { heldJobsRun, jobsSettled } from '../../support/jobs.ts';
import { mailTo } from '../../support/mail.ts';
import { join } from '../../support/waitlist.ts';
import { beforeTheRead, beforeTheTransaction, holding } from '../../support/racing.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

async function archiveOf(staff: SignedIn, studentId: string) {
  const response = await call(staff, 'GET', `/students/${studentId}/bookings/archived?page=1&limit=10`);
  return response.body.archives as { id: string; status: string; archiveReason: string }[];
}

/** A hostel in `period` with `count` active bookings spread over three rooms, and nothing else active. */
async function hostelWithBookings(period: { year: string; semester: 1 | 2 }, count: number) {
  const admin = await signedInAs('admin');
  // Other tests' bookings would be rolled over too; start from an empty active set.
  await call(admin, 'DELETE', '/bookings');
  await putSettings({
    ...defaultSettings(),
    currentAcademicYear: period.year,
    currentSemester: period.semester,
  });
  const rooms = await Promise.all(Array.from({ length: 3 }, () => aRoom({ capacity: 10 })));
  const students = await Promise.all(Array.from({ length: count }, () => aStudent()));
  for (const [i, student] of students.entries()) await book(student, rooms[i % 3]!);
  return { admin, rooms, students };
}

/**
 * Makes the next DynamoDB call that `matches` fail as if the worker had crashed there, once. The fault
 * sits in the one client the functions share, so the code under test runs unchanged.
 */
function crashOnce(matches: (input: Record<string, unknown>) => boolean) {
  const name = `crash-${Math.random()}`;
  let crashed = false;
  dynamo().middlewareStack.add(
    (next) => async (args) => {
      if (!crashed && matches(args.input as Record<string, unknown>)) {
        crashed = true;
        throw new Error('simulated crash');
      }
      return next(args);
    },
    { step: 'initialize', name },
  );
  return { crashed: () => crashed, remove: () => dynamo().middlewareStack.remove(name) };
}

/**
 * Runs roll-over `id` a step at a time, `pageSize` a page, the worker dying once after the second
 * step's work, before it moves the cursor; the retry starts again from the stored cursor, and the steps
 * carry on to the end, the settle pass included.
 */
async function stepsCrashingOnTheSecondPage(id: string, pageSize: number) {
  let advances = 0;
  const crash = crashOnce(
    (input) => String(input.UpdateExpression).startsWith('SET pages') && ++advances === 2,
  );
  try {
    expect(await rollOverStep(id, pageSize)).toBe(true);
    await expect(rollOverStep(id, pageSize)).rejects.toThrow('simulated crash');
  } finally {
    crash.remove();
  }
  expect(crash.crashed()).toBe(true);
  let steps = 0;
  while ((await rollOverStep(id, pageSize)) && steps < 10) steps += 1;
  // The first pass has queued the settle pass, held back until its time: it runs now.
  expect(await heldJobsRun('roll-over')).toMatchObject({ deadLetters: 0 });
}

describe('the semester roll-over', () => {
  it('archives every active booking of the previous period and reports its progress as done', async () => {
    const { admin, rooms, students } = await hostelWithBookings({ year: '2041/2042', semester: 1 }, 5);

    const response = await call(admin, 'PUT', '/settings', { currentSemester: 2 });

    expect(response.status).toBe(200);
    expect(await jobsSettled()).toEqual({ deadLetters: 0 });
    expect(await heldJobsRun('roll-over')).toMatchObject({ deadLetters: 0 });
    const read = await call(admin, 'GET', '/settings');
    expect(read.body.rollOver).toMatchObject({
      academicYear: '2041/2042',
      semester: 2,
      status: 'done',
      archived: 5,
      checked: 5,
      total: 5,
      finishedAt: expect.any(String),
    });
    for (const student of students)
      expect(await archiveOf(admin, student.user.id)).toMatchObject([
        { status: 'archived', archiveReason: expect.stringMatching(/roll-over to 2041\/2042 semester 2/) },
      ]);
    for (const room of rooms) expect((await getRoom(room.id))?.currentOccupancy).toBe(0);
  });

  it('reports the roll-over in progress until its settle pass, held back past the settle time, has run', async () => {
    const { admin } = await hostelWithBookings({ year: '2055/2056', semester: 1 }, 2);

    await call(admin, 'PUT', '/settings', { currentSemester: 2 });
    expect(await jobsSettled()).toEqual({ deadLetters: 0 });

    // The first pass has archived everything; the settle pass waits in the queue for its time, which
    // the settings screen shows.
    const { startedAt, settlesAt } = (await getRollOver())!;
    expect((await call(admin, 'GET', '/settings')).body.rollOver).toMatchObject({
      status: 'running',
      archived: 2,
      checked: 2,
      total: 2,
      finishedAt: null,
      lastCheckAt: settlesAt,
    });
    expect(Date.parse(settlesAt!) - Date.parse(startedAt)).toBeGreaterThanOrEqual(
      racingWritesSettleSeconds * 1000,
    );

    expect(await heldJobsRun('roll-over')).toMatchObject({ deadLetters: 0 });

    expect((await call(admin, 'GET', '/settings')).body.rollOver).toMatchObject({
      status: 'done',
      archived: 2,
      checked: 2,
      total: 2,
      finishedAt: expect.any(String),
    });
  });

  it('archives in its settle pass a booking of the old period that landed after the first pass', async () => {
    const { rooms } = await hostelWithBookings({ year: '2057/2058', semester: 1 }, 1);
    const rollOver = newRollOver({ academicYear: '2057/2058', semester: 2 }, systemActor, []);
    await transact([rollOverStartItem(rollOver)]);
    while (await rollOverStep(rollOver.id));
    // A booking that read the old period (still the stored one here) lands after the first pass.
    const late = await book(await aStudent(), rooms[0]!);

    // The settle pass waits for its time: the queue runs everything else.
    expect(await jobsSettled()).toEqual({ deadLetters: 0 });
    expect(await getBooking(late.id)).toMatchObject({ status: 'active' });
    expect(await heldJobsRun('roll-over')).toMatchObject({ deadLetters: 0 });

    expect(await getBooking(late.id)).toMatchObject({
      status: 'archived',
      archiveReason: expect.stringMatching(/roll-over to 2057\/2058 semester 2/),
    });
    expect((await getRoom(rooms[0]!.id))?.currentOccupancy).toBe(0);
    expect(await getRollOver()).toMatchObject({ status: 'done', archived: 2 });
  });

  it('answers the open requests of the bookings it archived, as their ending does', async () => {
    const { admin, rooms } = await hostelWithBookings({ year: '2045/2046', semester: 1 }, 0);
    const student = await aStudent();
    const booking = await book(student, rooms[0]!);
    await askToCancel(student, booking, 'Leaving at the end of the semester');

    // Answered once the first pass is over, not only after the settle pass, still held back here.
    await call(admin, 'PUT', '/settings', { currentSemester: 2 });
    expect(await jobsSettled()).toEqual({ deadLetters: 0 });

    const [request] = (await call(student, 'GET', `/bookings/${booking.id}/requests`)).body.requests;
    expect(request).toMatchObject({
      status: 'approved',
      decision: {
        outcome: 'approved',
        reason: expect.stringMatching(/roll-over to 2045\/2046 semester 2/),
        // A student reads who decided by name (decision 0084): the admin who changed the period.
        by: { name: admin.user.fullName },
      },
    });
    expect(request.decision.by).not.toHaveProperty('id');
  });

  it('keeps the bookings already made in the new period', async () => {
    const { admin, rooms } = await hostelWithBookings({ year: '2043/2044', semester: 1 }, 2);
    await putSettings({ ...defaultSettings(), currentAcademicYear: '2043/2044', currentSemester: 2 });
    const early = await aStudent();
    const kept = await book(early, rooms[0]!);

    await call(admin, 'PUT', '/settings', { currentAcademicYear: '2043/2044', currentSemester: 2 });
    await jobsSettled();
    await heldJobsRun('roll-over');

    expect((await call(admin, 'GET', '/settings')).body.rollOver).toMatchObject({
      status: 'done',
      archived: 2,
    });
    expect((await call(early, 'GET', `/bookings/${kept.id}`)).body.booking).toMatchObject({
      status: 'active',
    });
    expect(await activeBookingCount()).toBe(1);
  });

  it('is retried by the queue after a crash, archiving and counting each booking once', async () => {
    const { admin, rooms, students } = await hostelWithBookings({ year: '2049/2050', semester: 1 }, 4);
    // The page is archived, then the worker dies before it can move the cursor past it.
    const crash = crashOnce((input) => String(input.UpdateExpression).startsWith('SET pages'));

    try {
      expect((await call(admin, 'PUT', '/settings', { currentSemester: 2 })).status).toBe(200);
      expect(await jobsSettled()).toEqual({ deadLetters: 0 });
    } finally {
      crash.remove();
    }
    expect(await heldJobsRun('roll-over')).toMatchObject({ deadLetters: 0 });

    expect(crash.crashed()).toBe(true);
    expect((await call(admin, 'GET', '/settings')).body.rollOver).toMatchObject({
      status: 'done',
      archived: 4,
    });
    for (const student of students) expect(await archiveOf(admin, student.user.id)).toHaveLength(1);
    for (const room of rooms) expect((await getRoom(room.id))?.currentOccupancy).toBe(0);
  });

  it('resumes a crash mid-way from the stored cursor, page after page', async () => {
    const { admin, rooms, students } = await hostelWithBookings({ year: '2045/2046', semester: 1 }, 7);
    await putSettings({ ...defaultSettings(), currentAcademicYear: '2045/2046', currentSemester: 2 });
    const rollOver = newRollOver({ academicYear: '2045/2046', semester: 2 }, systemActor, []);
    await transact([rollOverStartItem(rollOver)]);

    // The second page is archived, then the worker dies before it can move the cursor past it.
    await stepsCrashingOnTheSecondPage(rollOver.id, 3);

    expect(await getRollOver()).toMatchObject({ status: 'done', archived: 7 });
    for (const student of students) expect(await archiveOf(admin, student.user.id)).toHaveLength(1);
    for (const room of rooms) expect((await getRoom(room.id))?.currentOccupancy).toBe(0);
    expect(await activeBookingCount()).toBe(0);
  });

  it('stops a roll-over that a newer period change replaced', async () => {
    await hostelWithBookings({ year: '2047/2048', semester: 1 }, 2);
    const older = newRollOver({ academicYear: '2047/2048', semester: 2 }, systemActor, []);
    await transact([rollOverStartItem(older)]);
    const newer = newRollOver({ academicYear: '2048/2049', semester: 1 }, systemActor, []);
    await transact([rollOverStartItem(newer)]);

    expect(await rollOverStep(older.id)).toBe(false);

    expect(await getRollOver()).toMatchObject({ id: newer.id, archived: 0, pages: 0 });
    expect(await activeBookingCount()).toBe(2);
  });

  it('ends the old period’s waitlist page by page and, resumed after a crash, ends and records each place once', async () => {
    await hostelWithBookings({ year: '2051/2052', semester: 1 }, 0);
    const old = { academicYear: '2051/2052', semester: 1 };
    const roomType = `Type-${Math.random().toString(36).slice(2, 8)}`;
    // Two beds held by offers, three students waiting behind them.
    const room = await aRoom({ roomType, capacity: 2 });
    const students = await Promise.all(Array.from({ length: 5 }, () => aStudent()));
    for (const student of students) {
      await join(student, [roomType]);
      await jobsSettled();
    }
    expect((await getRoom(room.id))?.currentOccupancy).toBe(2);
    await putSettings({ ...defaultSettings(), currentAcademicYear: '2051/2052', currentSemester: 2 });
    const rollOver = newRollOver({ academicYear: '2051/2052', semester: 2 }, systemActor, [old]);
    await transact([rollOverStartItem(rollOver)]);

    // The first page of the queue is ended (the first page is the bookings', of which there are none),
    // then the worker dies before it can move the cursor past it.
    await stepsCrashingOnTheSecondPage(rollOver.id, 2);

    expect(await getRollOver()).toMatchObject({ status: 'done' });
    expect(await queueOf(old)).toEqual([]);
    expect(await waitingCounters(old)).toEqual([]);
    expect((await getRoom(room.id))?.currentOccupancy).toBe(0);
    const trail = await call(
      await signedInAs('super_admin'),
      'GET',
      '/audit?action=waitlist.remove&actorId=system&limit=100',
    );
    const removed = (trail.body.entries as { entity: { id: string } }[]).map((entry) => entry.entity.id);
    for (const student of students)
      expect(
        removed.filter((id) => id === student.user.id),
        student.user.email,
      ).toHaveLength(1);
  });

  it('also ends the queue that an unfinished roll-over it replaces had still to end', async () => {
    const { admin } = await hostelWithBookings({ year: '2053/2054', semester: 1 }, 0);
    const old = { academicYear: '2053/2054', semester: 1 };
    const student = await aStudent();
    await join(student, [`Type-${Math.random().toString(36).slice(2, 8)}`]);
    await jobsSettled();
    // A roll-over to semester 2 that has not reached the waitlist when staff change the period again.
    await putSettings({ ...defaultSettings(), currentAcademicYear: '2053/2054', currentSemester: 2 });
    await transact([
      rollOverStartItem(newRollOver({ academicYear: '2053/2054', semester: 2 }, systemActor, [old])),
    ]);

    const response = await call(admin, 'PUT', '/settings', {
      currentAcademicYear: '2054/2055',
      currentSemester: 1,
    });
    expect(await jobsSettled()).toEqual({ deadLetters: 0 });

    expect(response.status).toBe(200);
    expect(await queueOf(old)).toEqual([]);
    expect((await mailTo(student.user.email)).map((mail) => mail.subject)).toContain(
      'The waitlist of 2053/2054 semester 1 has closed',
    );
  });

  it('also ends the queues that a roll-over it replaces had already ended, where a late join may still land', async () => {
    const { admin } = await hostelWithBookings({ year: '2059/2060', semester: 1 }, 0);
    const old = { academicYear: '2059/2060', semester: 1 };
    const older = { academicYear: '2058/2059', semester: 2 };
    const replaced = newRollOver({ academicYear: '2059/2060', semester: 2 }, systemActor, [old, older]);
    await transact([rollOverStartItem(replaced)]);
    // Its first pass has gone through the bookings and the old period's queue, and is on the next one.
    expect(await rollOverStep(replaced.id)).toBe(true);
    expect(await rollOverStep(replaced.id)).toBe(true);
    expect(await getRollOver()).toMatchObject({ phase: 'waitlist', queues: [older] });
    // A join that read the old period (still the stored one here) lands in its queue after that.
    const student = await aStudent();
    await join(student, [`Type-${Math.random().toString(36).slice(2, 8)}`]);
    await putSettings({ ...defaultSettings(), currentAcademicYear: '2059/2060', currentSemester: 2 });

    const again = { currentAcademicYear: '2060/2061', currentSemester: 1 };
    expect((await call(admin, 'PUT', '/settings', again)).status).toBe(200);
    expect(await jobsSettled()).toEqual({ deadLetters: 0 });
    expect(await heldJobsRun('roll-over')).toMatchObject({ deadLetters: 0 });

    expect(await queueOf(old)).toEqual([]);
    expect((await mailTo(student.user.email)).map((mail) => mail.subject)).toContain(
      'The waitlist of 2059/2060 semester 1 has closed',
    );
  });
});

/** Whether a key is this item's. */
const is = (key: { PK: string; SK: string }) => (other: Record<string, unknown>) =>
  other.PK === key.PK && other.SK === key.SK;

/** Two changes of the period by two staff members, each decided on what it read. */
describe('changes of the period at the same moment', () => {
  it('refuses a change of the semester decided on the year another change replaced meanwhile', async () => {
    const { admin } = await hostelWithBookings({ year: '2063/2064', semester: 1 }, 0);
    const other = await signedInAs('admin');
    beforeTheTransaction(
      holding((item) => item.Update?.Key !== undefined && is(settingsKey())(item.Update.Key)),
      async () =>
        expect((await call(other, 'PUT', '/settings', { currentAcademicYear: '2064/2065' })).status).toBe(
          200,
        ),
    );

    const stale = await call(admin, 'PUT', '/settings', { currentSemester: 2 });
    expect(await jobsSettled()).toEqual({ deadLetters: 0 });

    expect([stale.status, stale.body.message]).toEqual([409, messages.settings.periodChangedMeanwhile]);
    expect(await getSettings()).toMatchObject({ currentAcademicYear: '2064/2065', currentSemester: 1 });
    expect(await getRollOver()).toMatchObject({ academicYear: '2064/2065', semester: 1 });
  });

  it('refuses a change of the period that read the roll-over another change replaced meanwhile', async () => {
    const { admin } = await hostelWithBookings({ year: '2065/2066', semester: 1 }, 0);
    const old = { academicYear: '2065/2066', semester: 1 };
    const student = await aStudent();
    await join(student, [`Type-${Math.random().toString(36).slice(2, 8)}`]);
    const other = await signedInAs('admin');
    // After the change has read the roll-over it replaces, before it reads the settings: the other
    // change rolls over from the old period, whose queue only its roll-over closes.
    beforeTheRead(is(rollOverKey()), async () =>
      beforeTheRead(is(settingsKey()), async () =>
        expect((await call(other, 'PUT', '/settings', { currentSemester: 2 })).status).toBe(200),
      ),
    );

    const stale = await call(admin, 'PUT', '/settings', {
      currentAcademicYear: '2066/2067',
      currentSemester: 1,
    });
    expect(await jobsSettled()).toEqual({ deadLetters: 0 });

    expect([stale.status, stale.body.message]).toEqual([409, messages.settings.periodChangedMeanwhile]);
    expect(await getRollOver()).toMatchObject({ academicYear: '2065/2066', semester: 2 });
    expect(await queueOf(old)).toEqual([]);
  });
});
