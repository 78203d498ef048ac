import { GetCommand, type TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import { currentBookingOf } from '../../../functions/data/bookings.ts';
import { dynamo, tableName } from '../../../functions/data/dynamo.ts';
import { roomKey, waitlistCounterKey, waitlistEntryKey } from '../../../functions/data/keys.ts';
import { getRoom, occupantIdsOf } from '../../../functions/data/rooms.ts';
import type { RoomRecord } from '../../../functions/data/room-record.ts';
import { getSettings } from '../../../functions/data/settings.ts';
import { getUserById } from '../../../functions/data/users.ts';
import { counterScopesOf, getEntry, holdersOf, queueOf } from '../../../functions/data/waitlist.ts';
import { offerFreeBeds } from '../../../functions/domain/waitlist/offer-beds.ts';
import { aRoom, aStudent, book, call } from '../../support/hostel.ts';
import { jobsSettled } from '../../support/jobs.ts';
import { beforeTheTransaction, holding } from '../../support/racing.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';
import { hostelHas, join, ledger } from '../../support/waitlist.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const period = async () => {
  const settings = await getSettings();
  return { academicYear: settings.currentAcademicYear, semester: settings.currentSemester };
};

const uniqueType = () => `Type-${Math.random().toString(36).slice(2, 8)}`;

/** Whether a transaction writes `key`'s item in any way. */
const writes = (command: TransactWriteCommand, key: { PK: string; SK: string }) =>
  holding((item) =>
    [item.Put?.Item, item.Update?.Key, item.Delete?.Key, item.ConditionCheck?.Key].some(
      (written) => written?.PK === key.PK && written.SK === key.SK,
    ),
  )(command);

/** Staff make the student female, just before the transaction `matches` picks is sent. */
function becomesFemaleBefore(student: SignedIn, matches: (command: TransactWriteCommand) => boolean) {
  beforeTheTransaction(matches, async () => {
    const admin = await signedInAs('admin');
    const changed = await call(admin, 'PUT', `/students/${student.user.id}`, { gender: 'female' });
    expect(changed.status).toBe(200);
  });
}

/**
 * Each counter of `roomType` (any block) holds exactly the waiting entries in its scope, read item by
 * item so that a counter below zero shows too.
 */
async function expectCountersToAgree(roomType: string) {
  const current = await period();
  const waiting = (await queueOf(current)).filter((entry) => entry.status === 'waiting');
  for (const gender of ['all', 'male', 'female']) {
    const scope = { roomType, block: '*', gender };
    const { Item } = await dynamo().send(
      new GetCommand({
        TableName: tableName(),
        Key: waitlistCounterKey(current.academicYear, current.semester, scope),
        ConsistentRead: true,
      }),
    );
    const expected = waiting.filter((entry) =>
      counterScopesOf(entry).some((s) => s.roomType === roomType && s.block === '*' && s.gender === gender),
    ).length;
    expect(Number(Item?.waiting ?? 0), `counter ${gender}`).toBe(expected);
  }
}

/** Occupancy equals active bookings plus live holds in every room. */
async function expectBooksToAgree() {
  for (const row of await ledger())
    expect(row.occupancy, `room ${row.room.roomNumber}`).toBe(row.booked + row.held);
}

/** Everyone booked in or holding a bed of a single-gender room is of its gender. */
async function expectNobodyOfTheOtherGenderIn(room: RoomRecord) {
  const ids = [...(await occupantIdsOf(room.id)), ...(await holdersOf(room.id))];
  for (const id of ids) expect((await getUserById(id))?.gender).toBe(room.genderDesignation);
}

describe('a gender change racing a waitlist write', () => {
  it('refuses a student leaving the queue as the gender staff just changed, then lets them leave', async () => {
    const roomType = uniqueType();
    const student = await aStudent('male');
    await join(student, [roomType]);
    const { academicYear, semester } = await period();
    const entryKey = waitlistEntryKey(academicYear, semester, student.user.id);
    becomesFemaleBefore(student, (command) => writes(command, entryKey));

    const raced = await call(student, 'DELETE', '/waitlist');

    expect([raced.status, raced.body.message]).toEqual([409, messages.waitlist.entryChanged]);
    expect((await getEntry(await period(), student.user.id))?.gender).toBe('female');
    await expectCountersToAgree(roomType);

    expect((await call(student, 'DELETE', '/waitlist')).status).toBe(200);
    await expectCountersToAgree(roomType);
  });

  it('offers no bed of a male room to a student who became female while the offer job read the queue', async () => {
    const roomType = uniqueType();
    const student = await aStudent('male');
    await join(student, [roomType]);
    await jobsSettled();
    const room = await aRoom({ roomType, capacity: 1, genderDesignation: 'male' });
    becomesFemaleBefore(student, (command) => writes(command, roomKey(room.id)));

    const offers = await offerFreeBeds();

    expect(offers).toEqual([]);
    expect(await getEntry(await period(), student.user.id)).toMatchObject({
      status: 'waiting',
      gender: 'female',
    });
    expect((await getRoom(room.id))?.currentOccupancy).toBe(0);
    await expectNobodyOfTheOtherGenderIn(room);
    await expectCountersToAgree(roomType);
    await expectBooksToAgree();
  });

  it('refuses a join made as the gender staff just changed, so no entry waits as the old one', async () => {
    const roomType = await hostelHas(uniqueType());
    const student = await aStudent('male');
    const { academicYear, semester } = await period();
    const entryKey = waitlistEntryKey(academicYear, semester, student.user.id);
    becomesFemaleBefore(student, (command) => writes(command, entryKey));

    const raced = await call(student, 'POST', '/waitlist', { roomTypes: [roomType] });

    expect([raced.status, raced.body.message]).toEqual([409, messages.bookingRefusals.concurrentChange]);
    expect(await getEntry(await period(), student.user.id)).toBeNull();
    await expectCountersToAgree(roomType);

    await join(student, [roomType]);

    expect((await getEntry(await period(), student.user.id))?.gender).toBe('female');
    await expectCountersToAgree(roomType);
  });
});

describe('a gender change racing a booking', () => {
  it('refuses a booking of a male room by a student who became female while it was on the way', async () => {
    const student = await aStudent('male');
    const room = await aRoom({ capacity: 2, genderDesignation: 'male' });
    becomesFemaleBefore(student, (command) => writes(command, roomKey(room.id)));

    const raced = await call(student, 'POST', '/bookings', { roomId: room.id, termsAgreed: true });

    expect([raced.status, raced.body.message]).toEqual([409, messages.bookingRefusals.concurrentChange]);
    expect(await currentBookingOf(student.user.id)).toBeNull();
    expect((await getRoom(room.id))?.currentOccupancy).toBe(0);
    await expectNobodyOfTheOtherGenderIn(room);
    await expectBooksToAgree();
  });

  it('refuses a move into a male room of a student who became female while it was on the way', async () => {
    const admin = await signedInAs('admin');
    const student = await aStudent('male');
    const from = await aRoom({ capacity: 2, genderDesignation: 'mixed' });
    const to = await aRoom({ capacity: 2, genderDesignation: 'male' });
    const booking = await book(student, from);
    becomesFemaleBefore(student, (command) => writes(command, roomKey(to.id)));

    const raced = await call(admin, 'PUT', `/bookings/${booking.id}/room`, { roomId: to.id });

    expect([raced.status, raced.body.message]).toEqual([409, messages.bookingRefusals.concurrentChange]);
    expect((await currentBookingOf(student.user.id))?.roomId).toBe(from.id);
    expect([(await getRoom(from.id))?.currentOccupancy, (await getRoom(to.id))?.currentOccupancy]).toEqual([
      1, 0,
    ]);
    await expectNobodyOfTheOtherGenderIn(to);
    await expectBooksToAgree();
  });
});
