import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Booking } from '#contract/bookings';
import type { WaitlistEntry, WaitlistOffer, WaitlistStudent } from '#contract/waitlist';
import { recordedAuditItems, waitlistEntity, waitlistStudent } from './audit.ts';
import {
  activeBookingItems,
  endHold,
  newBookingOf,
  roomRefusal,
  takeBed,
  type BookingGuard,
  type BookingRefusal,
} from './bookings.ts';
import { absent, genderAsRead, setIfPresent } from './conditional.ts';
import { dynamo, tableName } from './dynamo.ts';
import { newInternalId } from './ids.ts';
import {
  activeBookingMarkerKey,
  outstandingOffersPartition,
  userKey,
  roomHoldsPartition,
  waitlistCounterKey,
  waitlistCounterPartition,
  waitlistCounterSortKey,
  waitlistEntryKey,
  waitlistEntryPrefix,
  waitlistOfferIndexKeys,
  waitlistPartition,
} from './keys.ts';
import { queryAll, queryFrom } from './paging.ts';
import type { RoomRecord } from './room-record.ts';
import { getSettings } from './settings.ts';
import { transact, TransactionRefused, type TransactItem } from './transactions.ts';
import { Refused } from './refused.ts';

/**
 * The waitlist of an academic period, and the holds (offers) it puts on beds.
 *
 * An entry is one item per student and period. It is `waiting` in the queue, ordered by `rank` (the join
 * time in microseconds; a staff move swaps two neighbours' ranks), or `offered`: it then holds one bed,
 * named in `offer`, until the student accepts (the hold becomes a booking), declines or lets it expire.
 * A hold counts in the room's `currentOccupancy` exactly like a booking, so occupancy is always active
 * bookings plus live holds, and every booking condition (occupancy below capacity) already treats a held
 * bed as taken. A student never holds a bed and has a booking at once: an offer requires that the
 * student's active-booking marker does not exist, and accepting deletes the offered entry in the
 * transaction that creates the marker.
 *
 * The race between a bed freeing and a stranger booking it. Offers are made off the request path (the
 * offer-beds job), so between a cancellation and the job there is a moment when the bed is free. During
 * it, a student who is not waiting could book it and jump the queue. To close that gap a student's
 * booking carries guards in its own transaction (bookingGuards): the counters of waiting students for
 * that room's type, block and gender must be zero (not counting the student's own entry). So while
 * anyone eligible for a room waits, its free beds are bookable only through an offer. The counters
 * change in the same transactions that put entries in and out of the `waiting` state, so they are never
 * stale. A room nobody waits for books as before, and staff (a walk-in at the desk) are never guarded:
 * they see who waits (GET /waitlist/waiting) before they confirm. Deciding the offer inside the freeing
 * transaction instead would put the queue's read (a partition of up to 5,000 entries) in every
 * cancellation, check-out and room edit; the guard costs a booking two ConditionChecks.
 *
 * Counters: one per (period, room type, block or '*', gender or 'all'). A waiting entry adds one to
 * (type, block or '*', 'all') and, with a known gender, to (type, block or '*', gender), for each room
 * type it accepts. A room of type T in block B checks (T, '*', g) and (T, B, g), g being 'all' for a
 * mixed room and its designation otherwise: exactly the waiters who could be offered its bed.
 */

export type WaitlistRefusal =
  | 'alreadyWaiting'
  | 'alreadyBooked'
  | 'notWaiting'
  | 'offerChanged'
  | 'offerExpired'
  | 'studentInactive'
  | 'studentChanged'
  | 'entryChanged'
  | BookingRefusal;

export class WaitlistRefused extends Refused<WaitlistRefusal> {}

export interface Period {
  academicYear: string;
  semester: number;
}

const entryFields = [
  'studentId',
  'student',
  'gender',
  'academicYear',
  'semester',
  'roomTypes',
  'block',
  'rank',
  'joinedAt',
  'status',
  'offer',
] as const;

export function entryFromItem(item: Record<string, unknown>): WaitlistEntry {
  const entry: Record<string, unknown> = {};
  for (const field of entryFields) if (item[field] !== undefined) entry[field] = item[field];
  entry.block ??= null;
  entry.gender ??= null;
  return entry as unknown as WaitlistEntry;
}

const entryKeyOf = (entry: Pick<WaitlistEntry, 'academicYear' | 'semester' | 'studentId'>) =>
  waitlistEntryKey(entry.academicYear, entry.semester, entry.studentId);

/** Queue order: rank, then join time and id, so two entries never tie. */
export const byQueueOrder = (a: WaitlistEntry, b: WaitlistEntry) =>
  a.rank - b.rank || a.joinedAt.localeCompare(b.joinedAt) || a.studentId.localeCompare(b.studentId);

/** Microseconds since the epoch at `at` plus a random tail: later joins rank after earlier ones. */
const rankAt = (at: string) => Date.parse(at) * 1000 + Math.floor(Math.random() * 1000);

/**
 * A student's place in the period's queue as they join it at `at` (now unless given): last in line,
 * waiting for the room types they accept, in their order, in the block they named if any.
 */
export function newEntry(
  student: WaitlistStudent & { gender?: WaitlistEntry['gender'] },
  period: Period,
  choice: { roomTypes: string[]; block: string | null },
  at = new Date().toISOString(),
): WaitlistEntry {
  return {
    studentId: student.id,
    student: { id: student.id, publicId: student.publicId, fullName: student.fullName, email: student.email },
    gender: student.gender ?? null,
    ...period,
    roomTypes: choice.roomTypes,
    block: choice.block,
    rank: rankAt(at),
    joinedAt: at,
    status: 'waiting',
  };
}

/** The audit entry of a student joining the queue, at its time: what they wait for. */
export const joinedAuditItems = (entry: WaitlistEntry) =>
  recordedAuditItems({
    actor: waitlistStudent(entry),
    action: 'waitlist.join',
    entity: waitlistEntity(entry),
    after: { roomTypes: entry.roomTypes, block: entry.block },
    at: entry.joinedAt,
  });

interface CounterScope {
  roomType: string;
  block: string;
  gender: string;
}

/** The counters a waiting entry adds one to (see the module comment). */
export function counterScopesOf(
  entry: Pick<WaitlistEntry, 'roomTypes' | 'block' | 'gender'>,
): CounterScope[] {
  const block = entry.block ?? '*';
  return entry.roomTypes.flatMap((roomType) => [
    { roomType, block, gender: 'all' },
    ...(entry.gender ? [{ roomType, block, gender: entry.gender }] : []),
  ]);
}

/** The counters that must be zero before someone not offered a bed of this room may book it. */
export function counterScopesOfRoom(room: Pick<RoomRecord, 'roomType' | 'block' | 'genderDesignation'>) {
  const gender = room.genderDesignation === 'mixed' ? 'all' : room.genderDesignation;
  return [
    { roomType: room.roomType, block: '*', gender },
    { roomType: room.roomType, block: room.block, gender },
  ];
}

const sameScope = (a: CounterScope, b: CounterScope) =>
  a.roomType === b.roomType && a.block === b.block && a.gender === b.gender;

/** A counter is free for someone at `:own` when at most `:own` students (them) wait in its scope. */
const nobodyElseWaits = 'attribute_not_exists(PK) OR waiting <= :own';

function counterUpdate(period: Period, scope: CounterScope, delta: 1 | -1): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: waitlistCounterKey(period.academicYear, period.semester, scope),
      UpdateExpression: 'ADD waiting :delta SET #type = :type',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':delta': delta, ':type': 'waitlistCounter' },
    },
  };
}

function counterUpdates(entry: WaitlistEntry, delta: 1 | -1): TransactItem[] {
  return counterScopesOf(entry).map((scope) => counterUpdate(entry, scope, delta));
}

/** The entry as the table holds it: waiting entries carry no index keys, offered ones the sparse ones. */
function entryItem(entry: WaitlistEntry) {
  return {
    ...entryKeyOf(entry),
    ...(entry.offer ? waitlistOfferIndexKeys({ ...entry.offer, studentId: entry.studentId }) : {}),
    type: 'waitlistEntry',
    ...entry,
  };
}

/**
 * A waiting entry as it was read: its place, and the gender whose counters it was counted in, since a
 * gender change moves it between counters (regenderItems) and a write that read the old gender would
 * otherwise take it off the old gender's counters a second time, or offer it a bed of the old gender.
 */
function waitingCondition(entry: WaitlistEntry) {
  const gender = genderAsRead(entry.gender);
  return {
    ConditionExpression: `attribute_exists(PK) AND #status = :waiting AND #rank = :rank AND ${gender.expression}`,
    ExpressionAttributeNames: { '#status': 'status', '#rank': 'rank' },
    ExpressionAttributeValues: { ':waiting': 'waiting', ':rank': entry.rank, ...gender.values },
  };
}

const offeredCondition = (entry: WaitlistEntry) => ({
  ConditionExpression: 'attribute_exists(PK) AND #status = :offered AND offer.id = :offer',
  ExpressionAttributeNames: { '#status': 'status' },
  ExpressionAttributeValues: { ':offered': 'offered', ':offer': entry.offer!.id },
});

/** An entry's condition with the values of the update it guards added to its own. */
const guarding = (
  condition: ReturnType<typeof waitingCondition | typeof offeredCondition>,
  values: Record<string, unknown>,
) => ({ ...condition, ExpressionAttributeValues: { ...condition.ExpressionAttributeValues, ...values } });

const noActiveBooking = (studentId: string) => absent(activeBookingMarkerKey(studentId));

/**
 * Puts a student in the queue in one transaction: the entry is created only if the student has none in
 * this period and no active booking, and the counters count them. The student must still be an active
 * account of the gender the entry copied: a deactivation or deletion takes off the queue only the entry
 * it read, and a gender change that read no entry moves none (regenderItems), so a join that read the
 * student before either must not commit after it.
 */
export async function joinWaitlist(entry: WaitlistEntry, audit: TransactItem[]): Promise<WaitlistEntry> {
  const gender = genderAsRead(entry.gender);
  try {
    await transact([
      {
        Put: {
          TableName: tableName(),
          Item: entryItem(entry),
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      noActiveBooking(entry.studentId),
      {
        ConditionCheck: {
          TableName: tableName(),
          Key: userKey(entry.studentId),
          ConditionExpression: `attribute_exists(PK) AND isActive = :true AND ${gender.expression}`,
          ExpressionAttributeValues: { ':true': true, ...gender.values },
        },
      },
      ...counterUpdates(entry, 1),
      ...audit,
    ]);
  } catch (error) {
    if (!(error instanceof TransactionRefused)) throw error;
    if (error.failed[0]) throw new WaitlistRefused('alreadyWaiting');
    if (error.failed[1]) throw new WaitlistRefused('alreadyBooked');
    // The student changed meanwhile: gone or closed, else their gender.
    const { Item } = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: userKey(entry.studentId), ConsistentRead: true }),
    );
    throw new WaitlistRefused(Item?.isActive === true ? 'studentChanged' : 'studentInactive');
  }
  return entry;
}

/**
 * The items that take an entry out of the queue, for a caller's transaction: a waiting entry stops
 * being counted, an offered one gives its held bed back. Each is conditioned on the entry being as it
 * was read (its rank and gender, or its very offer), so a change made meanwhile refuses the whole
 * transaction.
 */
export function withdrawalItems(entry: WaitlistEntry): TransactItem[] {
  if (entry.status === 'offered')
    return [
      { Delete: { TableName: tableName(), Key: entryKeyOf(entry), ...offeredCondition(entry) } },
      endHold(entry.offer!),
    ];
  return [
    {
      Delete: {
        TableName: tableName(),
        Key: entryKeyOf(entry),
        ...waitingCondition(entry),
      },
    },
    ...counterUpdates(entry, -1),
  ];
}

/**
 * The items that record a student's new gender on their entry, for the transaction that changes the
 * student: the entry is matched to rooms by it (offers, and the counters that hold beds for the queue),
 * so a waiting entry moves from the old gender's counters to the new one's. An offered entry counts in
 * no counter; the caller refuses the change when its held bed is in a single-gender room.
 */
export function regenderItems(entry: WaitlistEntry, gender: string): TransactItem[] {
  const update: TransactItem = {
    Update: {
      TableName: tableName(),
      Key: entryKeyOf(entry),
      UpdateExpression: 'SET gender = :gender',
      ...guarding(entry.status === 'offered' ? offeredCondition(entry) : waitingCondition(entry), {
        ':gender': gender,
      }),
    },
  };
  if (entry.status === 'offered') return [update];
  const block = entry.block ?? '*';
  // Only the gendered counters change; the 'all' ones count the entry either way.
  return [
    update,
    ...entry.roomTypes.flatMap((roomType) => [
      ...(entry.gender ? [counterUpdate(entry, { roomType, block, gender: entry.gender }, -1)] : []),
      counterUpdate(entry, { roomType, block, gender }, 1),
    ]),
  ];
}

/** Takes a waiting entry out of the queue (the student leaves, staff remove it, or it is stale). */
export async function removeWaitingEntry(entry: WaitlistEntry, audit: TransactItem[]): Promise<void> {
  try {
    await transact([...withdrawalItems(entry), ...audit]);
  } catch (error) {
    if (error instanceof TransactionRefused) throw new WaitlistRefused('entryChanged');
    throw error;
  }
}

/**
 * Offers `room`'s free bed to a waiting student, in one transaction: the room's occupancy goes up under
 * the same conditions as a booking (open, below capacity, gender allowed), the entry goes from waiting
 * to offered (unchanged since it was read), the student must have no active booking and be an active
 * account, and the counters stop counting the entry. So a bed is never held twice, nor held and booked at once.
 */
export async function offerBed(
  entry: WaitlistEntry,
  room: RoomRecord,
  lifetimeHours: number,
  audit: (offer: WaitlistOffer) => TransactItem[],
): Promise<WaitlistEntry> {
  const now = new Date();
  const offer: WaitlistOffer = {
    id: newInternalId(),
    roomId: room.id,
    roomPublicId: room.publicId,
    roomNumber: room.roomNumber,
    roomType: room.roomType,
    block: room.block,
    offeredAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + lifetimeHours * 3_600_000).toISOString(),
  };
  const offered: WaitlistEntry = { ...entry, status: 'offered', offer };
  const index = waitlistOfferIndexKeys({ ...offer, studentId: entry.studentId });
  try {
    await transact([
      takeBed(room, entry.gender, offer.id),
      {
        Update: {
          TableName: tableName(),
          Key: entryKeyOf(entry),
          UpdateExpression:
            'SET #status = :offered, offer = :offer, GSI1PK = :g1pk, GSI1SK = :g1sk, GSI2PK = :g2pk, GSI2SK = :g2sk',
          ...guarding(waitingCondition(entry), {
            ':offered': 'offered',
            ':offer': offer,
            ':g1pk': index.GSI1PK,
            ':g1sk': index.GSI1SK,
            ':g2pk': index.GSI2PK,
            ':g2sk': index.GSI2SK,
          }),
        },
      },
      noActiveBooking(entry.studentId),
      // A deactivated or deleted student is never offered a bed (issue #25): the hold would be kept
      // for nobody while the next student waits.
      {
        ConditionCheck: {
          TableName: tableName(),
          Key: userKey(entry.studentId),
          ConditionExpression: 'attribute_exists(PK) AND isActive = :true',
          ExpressionAttributeValues: { ':true': true },
        },
      },
      ...counterUpdates(entry, -1),
      ...audit(offer),
    ]);
  } catch (error) {
    if (!(error instanceof TransactionRefused)) throw error;
    if (error.failed[1]) throw new WaitlistRefused('entryChanged');
    if (error.failed[2]) throw new WaitlistRefused('alreadyBooked');
    if (error.failed[3]) throw new WaitlistRefused('studentInactive');
    throw new WaitlistRefused(await roomRefusal(room, entry.gender));
  }
  return offered;
}

/**
 * Turns a held bed into the student's booking, in one transaction: the offered entry is deleted (it must
 * still hold this offer, unexpired), and the booking, the student's marker and the student's check are
 * those of any booking. The room's occupancy does not move: the hold already counted the bed; the room
 * stops naming the offer (endHold), so its type and block may change again, and must still be as `room`
 * read it, which the booking records (a room renumbered meanwhile refuses it: 'roomChanged').
 */
export async function acceptOffer(
  entry: WaitlistEntry,
  room: RoomRecord,
  audit: (booking: Booking) => TransactItem[],
  /** When it is accepted, and until when the bed then waits for the deposit (newBookingOf). */
  made: { at: string; depositDueBy: string | null },
): Promise<Booking> {
  const offer = entry.offer!;
  const booking = newBookingOf({
    student: entry.student,
    room,
    academicYear: entry.academicYear,
    semester: entry.semester,
    createdByAdmin: false,
    ...made,
  });
  const condition = offeredCondition(entry);
  try {
    await transact([
      {
        Delete: {
          TableName: tableName(),
          Key: entryKeyOf(entry),
          ConditionExpression: `${condition.ConditionExpression} AND offer.expiresAt > :now`,
          ExpressionAttributeNames: condition.ExpressionAttributeNames,
          ExpressionAttributeValues: {
            ...condition.ExpressionAttributeValues,
            ':now': new Date().toISOString(),
          },
        },
      },
      ...activeBookingItems(booking),
      endHold(offer, room),
      ...audit(booking),
    ]);
  } catch (error) {
    if (!(error instanceof TransactionRefused)) throw error;
    if (error.failed[0]) {
      const current = await getEntry(entry, entry.studentId);
      throw new WaitlistRefused(current?.offer?.id === offer.id ? 'offerExpired' : 'offerChanged');
    }
    if (error.failed[1]) throw new WaitlistRefused('alreadyBooked');
    // The room holds the offered bed, so it cannot have been deleted: it was changed.
    if (error.failed[4]) throw new WaitlistRefused('roomChanged');
    throw new WaitlistRefused('studentInactive');
  }
  return booking;
}

/**
 * Ends an offer without a booking (declined, expired, or removed by staff), in one transaction: the
 * entry leaves the queue and the held bed is given back. Conditioned on the entry still holding this
 * very offer, so of two runs (an expiry sweep overlapping another, or a decline racing the sweep) only
 * the first changes anything; the second is refused and changes nothing.
 */
export async function endOffer(entry: WaitlistEntry, audit: TransactItem[]): Promise<void> {
  try {
    await transact([...withdrawalItems(entry), ...audit]);
  } catch (error) {
    if (error instanceof TransactionRefused) throw new WaitlistRefused('offerChanged');
    throw error;
  }
}

/**
 * Swaps two neighbours' places in the queue, both still waiting in the places read: one offered a bed
 * meanwhile waits no more, so there is no place to swap with, and the trail would record a move that
 * changed nobody's turn.
 */
export async function swapRanks(a: WaitlistEntry, b: WaitlistEntry, audit: TransactItem[]): Promise<void> {
  const swap = (entry: WaitlistEntry, rank: number): TransactItem => ({
    Update: {
      TableName: tableName(),
      Key: entryKeyOf(entry),
      UpdateExpression: 'SET #rank = :to',
      ConditionExpression: 'attribute_exists(PK) AND #rank = :from AND #status = :waiting',
      ExpressionAttributeNames: { '#rank': 'rank', '#status': 'status' },
      ExpressionAttributeValues: { ':from': entry.rank, ':to': rank, ':waiting': 'waiting' },
    },
  });
  try {
    await transact([swap(a, b.rank), swap(b, a.rank), ...audit]);
  } catch (error) {
    if (error instanceof TransactionRefused) throw new WaitlistRefused('entryChanged');
    throw error;
  }
}

export async function getEntry(period: Period, studentId: string): Promise<WaitlistEntry | null> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: waitlistEntryKey(period.academicYear, period.semester, studentId),
      ConsistentRead: true,
    }),
  );
  return Item ? entryFromItem(Item) : null;
}

/**
 * Writes a student's current name and email on their entry in the current period's queue, if they have
 * one (docs/spec.md §11, Names stay current): offer, expiry and removal mails go to the entry's address,
 * and an accepted offer books the bed in the entry's name. An entry that left the queue stays gone.
 */
export async function renameEntry(student: WaitlistStudent): Promise<void> {
  const settings = await getSettings();
  await setIfPresent(waitlistEntryKey(settings.currentAcademicYear, settings.currentSemester, student.id), {
    student: { id: student.id, publicId: student.publicId, fullName: student.fullName, email: student.email },
  });
}

/** The whole queue of a period, in queue order: waiting and offered entries alike. */
export async function queueOf(period: Period): Promise<WaitlistEntry[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :entry)',
    ExpressionAttributeValues: {
      ':pk': waitlistPartition(period.academicYear, period.semester),
      ':entry': waitlistEntryPrefix,
    },
    ConsistentRead: true,
  });
  return items.map(entryFromItem).sort(byQueueOrder);
}

/**
 * One page of a period's queue in key order, not queue order, for work that goes through a queue a page
 * at a time (the roll-over ending it): `cursor` is where the page starts (the key of the last entry of
 * the page before), `next` where the one after starts, absent after the last page.
 */
export async function queuePage(
  period: Period,
  cursor: Record<string, unknown> | null,
  limit: number,
): Promise<{ entries: WaitlistEntry[]; next?: Record<string, unknown> }> {
  const { items, next } = await queryFrom(
    {
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :entry)',
      ExpressionAttributeValues: {
        ':pk': waitlistPartition(period.academicYear, period.semester),
        ':entry': waitlistEntryPrefix,
      },
      ConsistentRead: true,
    },
    cursor,
    limit,
  );
  return { entries: items.map(entryFromItem), ...(next ? { next } : {}) };
}

/** A counter above zero, by its sort key (keys.ts waitlistCounterSortKey). */
export interface WaitingCounter {
  key: string;
  waiting: number;
}

/**
 * The counters of a period that are above zero. Each is named by its key, never split back into a
 * scope: a room type or block may hold '#' (a student's waitlist choice is their own text), so a split
 * could read one student's counter as another room's scope and hide that room from everyone else.
 */
export async function waitingCounters(period: Period): Promise<WaitingCounter[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    FilterExpression: 'waiting > :zero',
    ExpressionAttributeValues: {
      ':pk': waitlistCounterPartition(period.academicYear, period.semester),
      ':zero': 0,
    },
    ConsistentRead: true,
  });
  return items.map((item) => ({ key: String(item.SK), waiting: Number(item.waiting) }));
}

/**
 * Whether anyone (other than `except`) waits for a bed of this room, given the period's counters: the
 * counters a booking of it checks in its transaction (bookingGuards), looked up by the same keys.
 */
export function roomHeldForWaitlist(
  room: Pick<RoomRecord, 'roomType' | 'block' | 'genderDesignation'>,
  counters: WaitingCounter[],
  except?: WaitlistEntry | null,
): boolean {
  const own = except && except.status === 'waiting' ? counterScopesOf(except) : [];
  return counterScopesOfRoom(room).some((scope) => {
    const counter = counters.find((c) => c.key === waitlistCounterSortKey(scope));
    const mine = own.filter((s) => sameScope(s, scope)).length;
    return (counter?.waiting ?? 0) > mine;
  });
}

/**
 * The guards a student's own booking carries (see the module comment): nobody else eligible waits for
 * this room, and the student holds no offer. A student who is waiting and books a bed directly leaves
 * the queue in the same transaction.
 */
export function bookingGuards(
  room: RoomRecord,
  period: Period,
  studentId: string,
  own: WaitlistEntry | null,
  options: { queueApplies: boolean },
): BookingGuard[] {
  const roomScopes = options.queueApplies ? counterScopesOfRoom(room) : [];
  const waiting = own?.status === 'waiting' ? own : null;
  const ownScopes = waiting ? counterScopesOf(waiting) : [];
  const countsIn = (scope: CounterScope) => ownScopes.some((o) => sameScope(o, scope));
  // A counter the student counts in is checked on their own decrement below, not by a second check:
  // one DynamoDB transaction may not touch an item twice.
  const guards: BookingGuard[] = roomScopes
    .filter((scope) => !countsIn(scope))
    .map((scope) => ({
      item: {
        ConditionCheck: {
          TableName: tableName(),
          Key: waitlistCounterKey(period.academicYear, period.semester, scope),
          ConditionExpression: nobodyElseWaits,
          ExpressionAttributeValues: { ':own': 0 },
        },
      },
      refusal: 'heldForWaitlist',
    }));
  if (!waiting) {
    // No entry when read: one must not appear (an offer made meanwhile) before this booking commits.
    // An offered entry: the student answers the offer first.
    guards.push({
      item: absent(waitlistEntryKey(period.academicYear, period.semester, studentId)),
      refusal: 'offerPending',
    });
    return guards;
  }
  guards.push(
    {
      item: {
        Delete: {
          TableName: tableName(),
          Key: entryKeyOf(waiting),
          ...waitingCondition(waiting),
        },
      },
      refusal: 'offerPending',
    },
    ...ownScopes.map((scope): BookingGuard => {
      const { Update: update } = counterUpdate(period, scope, -1);
      if (!roomScopes.some((s) => sameScope(s, scope)))
        return { item: { Update: update }, refusal: 'offerPending' };
      // Before the decrement the counter still counts this student: nobody else may be waiting.
      return {
        item: {
          Update: {
            ...update!,
            ConditionExpression: nobodyElseWaits,
            ExpressionAttributeValues: { ...update!.ExpressionAttributeValues, ':own': 1 },
          },
        },
        refusal: 'heldForWaitlist',
      };
    }),
  );
  return guards;
}

/** Outstanding offers whose deadline is before `now`, oldest first. */
export async function expiredOffers(now: string): Promise<WaitlistEntry[]> {
  const items = await queryAll({
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK < :now',
    ExpressionAttributeValues: { ':pk': outstandingOffersPartition, ':now': now },
  });
  return items.map(entryFromItem);
}

/** Every outstanding offer, by deadline. */
export async function outstandingOffers(): Promise<WaitlistEntry[]> {
  const items = await queryAll({
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': outstandingOffersPartition },
  });
  return items.map(entryFromItem);
}

/** The students holding a bed of this room through an offer. */
export async function holdersOf(roomId: string): Promise<string[]> {
  const items = await queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': roomHoldsPartition(roomId) },
  });
  return items.map((item) => item.studentId as string);
}
