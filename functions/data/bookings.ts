import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Booking, BookingRoom, BookingStatus, BookingStudent } from '#contract/bookings';
import type { WaitlistOffer } from '#contract/waitlist';
import { defaultRoomType } from '#contract/hostel-defaults';
import type { PageQuery } from '#contract/pagination';
import { getMany } from './batch.ts';
import { dynamo, tableName } from './dynamo.ts';
import { nowSeconds } from './expiry.ts';
import { newInternalId, newPublicId } from './ids.ts';
import {
  activeBookingMarkerIndexKeys,
  activeBookingMarkerKey,
  activeBookingsPartition,
  archivedBookingIndexKeys,
  depositDueIndexKeys,
  depositsDuePartition,
  archivedBookingKey,
  bookingPartition,
  bookingPublicIdPartition,
  liveBookingIndexKeys,
  liveBookingKey,
  periodPartition,
  roomKey,
  roomOccupantsPartition,
  studentBookingsPartition,
  userKey,
} from './keys.ts';
import { queryAll, queryCount, queryFrom, queryPage, type QuerySpec } from './paging.ts';
import type { RoomRecord } from './room-record.ts';
import { maxTransactItems, transact, TransactionRefused, type TransactItem } from './transactions.ts';
import { Refused } from './refused.ts';
import { genderAsRead } from './conditional.ts';
import { setAttributes } from './set-attributes.ts';

/** Why a booking could not be made or moved; the operation turns each into its 409 message. */
export type BookingRefusal =
  | 'roomFull'
  | 'roomUnavailable'
  | 'genderMismatch'
  | 'alreadyBooked'
  | 'studentInactive'
  | 'bookingChanged'
  | 'heldForWaitlist'
  | 'offerPending'
  | 'roomChanged';

export class BookingRefused extends Refused<BookingRefusal> {}

const bookingFields = [
  'id',
  'publicId',
  'studentId',
  'roomId',
  'student',
  'room',
  'bookingDate',
  'academicYear',
  'semester',
  'status',
  'cancellationReason',
  'createdByAdmin',
  'createdAt',
  'depositDueBy',
  'archivedAt',
  'archivedBy',
  'archiveReason',
  'originalCreatedAt',
] as const;

export function bookingFromItem(item: Record<string, unknown>): Booking {
  const booking: Record<string, unknown> = {};
  for (const field of bookingFields) if (item[field] !== undefined) booking[field] = item[field];
  booking._id = booking.id;
  return booking as unknown as Booking;
}

export const bookingRoomOf = (room: RoomRecord): BookingRoom => ({
  id: room.id,
  publicId: room.publicId,
  roomNumber: room.roomNumber,
  roomType: room.roomType,
  capacity: room.capacity,
});

const liveItem = (booking: Booking) => ({
  ...liveBookingKey(booking.id),
  ...liveBookingIndexKeys(booking),
  type: 'booking',
  searchText: searchTextOf(booking),
  ...booking,
});

const searchTextOf = (booking: Booking) =>
  [booking.student.fullName, booking.student.email, booking.room.roomNumber].join(' ').toLowerCase();

/**
 * A condition that the booking's student is still named as read: a write of the search text (or of a
 * copy of the booking) from the read holds them, since a rename writes them (studentRenameItems).
 */
const studentAsRead = (booking: Booking) => ({
  expression: '#student.fullName = :name AND #student.email = :email',
  names: { '#student': 'student' },
  values: { ':name': booking.student.fullName, ':email': booking.student.email },
});

/**
 * A condition that the live booking is still in the room it was read in, under the number read, and its
 * student named as read: all a move or an ending carries on from the read (the move's search text and
 * mail, the ending's archive) that others write meanwhile (a move, a renumbering, a rename). A desk
 * write holds it too (data/desk.ts): its report is of the room read, its notice names it and the student.
 */
export function liveAsRead(booking: Booking) {
  const student = studentAsRead(booking);
  return {
    expression: `attribute_exists(PK) AND roomId = :readRoom AND #room.roomNumber = :readNumber AND ${student.expression}`,
    names: { '#room': 'room', ...student.names },
    values: { ':readRoom': booking.roomId, ':readNumber': booking.room.roomNumber, ...student.values },
  };
}

/**
 * The room still as read, in the fields a booking or an offer of its bed records (bookingRoomOf, the
 * offer's room): its number, type and capacity, so that neither names the room by what it was called a
 * moment before (a renumbering committed meanwhile; decision 0085); and its block, the waitlist of which
 * a student's booking checked and for which an offer was made (decision 0078).
 */
function roomAsRead(room: RoomRecord) {
  // A room stored without a type reads as the default one (data/rooms.ts).
  const typeAsRead =
    room.roomType === defaultRoomType
      ? '(roomType = :roomType OR attribute_not_exists(roomType))'
      : 'roomType = :roomType';
  return {
    expression: `roomNumber = :roomNumber AND ${typeAsRead} AND #capacity = :capacityRead AND #block = :block`,
    names: { '#capacity': 'capacity', '#block': 'block' },
    values: {
      ':roomNumber': room.roomNumber,
      ':roomType': room.roomType,
      ':capacityRead': room.capacity,
      ':block': room.block,
    },
  };
}

/**
 * The room's set of the offers holding its beds (`offerIds`), as an offer takes its bed (ADD) or ends
 * (DELETE): an edit of the room's type or block waits until it is empty (data/rooms.ts updateRoom).
 */
const offerMark = (action: 'ADD' | 'DELETE', offerId: string) => ({
  expression: `${action} offerIds :offer`,
  values: { ':offer': new Set([offerId]) },
});

/**
 * The room-side condition of taking a bed: open, a free bed, and the student's gender allowed. It is
 * checked by DynamoDB inside the transaction, so two requests can never both take the last bed. The
 * room must still be as read (roomAsRead): the booking or offer records it so, a student's booking
 * checked the waitlist of its type and block (data/waitlist.ts bookingGuards), and a move is priced by
 * the type. A bed held for an offer (`offerId`) is named on the room until the offer ends (endHold).
 */
export function takeBed(room: RoomRecord, gender: string | null | undefined, offerId?: string): TransactItem {
  const asRead = roomAsRead(room);
  const mark = offerId ? offerMark('ADD', offerId) : null;
  return {
    Update: {
      TableName: tableName(),
      Key: roomKey(room.id),
      UpdateExpression: `SET currentOccupancy = currentOccupancy + :one${mark ? ` ${mark.expression}` : ''}`,
      ConditionExpression: `attribute_exists(PK) AND #status = :available AND currentOccupancy < #capacity AND genderDesignation IN (:mixed, :gender) AND ${asRead.expression}`,
      ExpressionAttributeNames: { '#status': 'status', ...asRead.names },
      ExpressionAttributeValues: {
        ':one': 1,
        ':available': 'available',
        ':mixed': 'mixed',
        ':gender': gender ?? 'mixed',
        ...asRead.values,
        ...mark?.values,
      },
    },
  };
}

/** Gives back `count` beds of a room; the condition keeps occupancy from going below zero. */
export function freeBeds(roomId: string, count: number): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: roomKey(roomId),
      UpdateExpression: 'SET currentOccupancy = currentOccupancy - :count',
      ConditionExpression: 'attribute_exists(PK) AND currentOccupancy >= :count',
      ExpressionAttributeValues: { ':count': count },
    },
  };
}

/**
 * The room's side of the end of an offer, whose bed takeBed held and named on the room: the room stops
 * naming it. Declined, expired or withdrawn, the bed is given back (freeBeds). Accepted (`bookedAs`, the
 * room as the acceptance read it), the bed stays taken, now by the booking, which the hold already
 * counted; the booking records the room as read, so the room must still be so (roomAsRead).
 */
export function endHold(offer: Pick<WaitlistOffer, 'id' | 'roomId'>, bookedAs?: RoomRecord): TransactItem {
  const mark = offerMark('DELETE', offer.id);
  if (!bookedAs) {
    const freed = freeBeds(offer.roomId, 1).Update!;
    return {
      Update: {
        ...freed,
        UpdateExpression: `${freed.UpdateExpression} ${mark.expression}`,
        ExpressionAttributeValues: { ...freed.ExpressionAttributeValues, ...mark.values },
      },
    };
  }
  const asRead = roomAsRead(bookedAs);
  return {
    Update: {
      TableName: tableName(),
      Key: roomKey(offer.roomId),
      UpdateExpression: mark.expression,
      ConditionExpression: `attribute_exists(PK) AND ${asRead.expression}`,
      ExpressionAttributeNames: asRead.names,
      ExpressionAttributeValues: { ...asRead.values, ...mark.values },
    },
  };
}

/** Why a refused take-a-bed failed, read back after the transaction said no. */
export async function roomRefusal(
  room: RoomRecord,
  gender: string | null | undefined,
): Promise<BookingRefusal> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: roomKey(room.id), ConsistentRead: true }),
  );
  if (!Item || Item.status !== 'available') return 'roomUnavailable';
  if (Item.genderDesignation !== 'mixed' && Item.genderDesignation !== gender) return 'genderMismatch';
  const changed =
    Item.roomNumber !== room.roomNumber ||
    (Item.roomType ?? defaultRoomType) !== room.roomType ||
    Item.capacity !== room.capacity ||
    Item.block !== room.block;
  return changed ? 'roomChanged' : 'roomFull';
}

/**
 * Why a refused student check of a booking failed, read back: a gender changed since it was read is a
 * concurrent change (the bed was taken for the old one); otherwise the account closed.
 */
async function studentRefusal(studentId: string, gender: string | null | undefined): Promise<BookingRefusal> {
  const { Item: student } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: userKey(studentId), ConsistentRead: true }),
  );
  return student?.isActive === true && (student.gender ?? null) !== (gender ?? null)
    ? 'bookingChanged'
    : 'studentInactive';
}

/** A new active booking of a bed in `room`, not yet written. */
export function newBookingOf(input: {
  student: BookingStudent;
  room: RoomRecord;
  academicYear: string;
  semester: number;
  createdByAdmin: boolean;
  /** When it was made; now, except for history written after the fact (the demo seed). */
  at?: string;
  /** Until when the bed waits for the deposit, when the deposit deadline applies (domain/money/rules.ts). */
  depositDueBy?: string | null;
}): Booking {
  const now = input.at ?? new Date().toISOString();
  const id = newInternalId();
  return {
    id,
    _id: id,
    publicId: newPublicId(),
    studentId: input.student.id,
    roomId: input.room.id,
    student: {
      id: input.student.id,
      publicId: input.student.publicId,
      fullName: input.student.fullName,
      email: input.student.email,
    },
    room: bookingRoomOf(input.room),
    bookingDate: now,
    academicYear: input.academicYear,
    semester: input.semester,
    status: 'active',
    createdByAdmin: input.createdByAdmin,
    createdAt: now,
    ...(input.depositDueBy ? { depositDueBy: input.depositDueBy } : {}),
  };
}

/**
 * The items that make a booking active, except the bed itself (taken by takeBed, or already held by a
 * waitlist offer): the student's active-booking marker, created only if none exists; the student, who
 * must still exist, be active and not be a lapsed registration, and, when the bed was taken for the
 * gender read (`taken`), still be of it; and the live record. A registration nobody has verified that
 * staff book becomes a lasting record: it no longer expires (docs/spec.md §12).
 */
export function activeBookingItems(
  booking: Booking,
  taken?: { gender: string | null | undefined },
): [TransactItem, TransactItem, TransactItem] {
  const marker = { studentId: booking.studentId, roomId: booking.roomId, bookingId: booking.id };
  const gender = taken ? genderAsRead(taken.gender) : null;
  return [
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...activeBookingMarkerKey(booking.studentId),
          ...activeBookingMarkerIndexKeys(marker),
          ...(booking.depositDueBy
            ? depositDueIndexKeys({ ...booking, depositDueBy: booking.depositDueBy })
            : {}),
          type: 'activeBooking',
          ...marker,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: userKey(booking.studentId),
        UpdateExpression: 'REMOVE expiresAt',
        ConditionExpression: [
          'attribute_exists(PK) AND isActive = :true AND (attribute_not_exists(expiresAt) OR expiresAt > :now)',
          gender?.expression,
        ]
          .filter(Boolean)
          .join(' AND '),
        ExpressionAttributeValues: { ':true': true, ':now': nowSeconds(), ...gender?.values },
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: liveItem(booking),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  ];
}

/** An extra item of a booking's transaction and what its failing condition means. */
export interface BookingGuard {
  item: TransactItem;
  refusal: BookingRefusal;
}

/**
 * Books a bed in one transaction: the room's occupancy goes up only while below capacity (and the room
 * is open and allows the student's gender), the student's active-booking marker is created only if none
 * exists, the student must still exist and be active, and the booking is written. Any of these failing
 * cancels all of them. `guards` are the caller's own conditions in the same transaction (the waitlist's:
 * data/waitlist.ts bookingGuards), each naming the refusal its failure means.
 */
export async function createBooking(input: {
  student: BookingStudent & { gender?: string | null };
  room: RoomRecord;
  academicYear: string;
  semester: number;
  createdByAdmin: boolean;
  audit: (booking: Booking) => TransactItem[];
  guards?: BookingGuard[];
  at?: string;
  depositDueBy?: string | null;
}): Promise<Booking> {
  const booking = newBookingOf(input);
  const guards = input.guards ?? [];
  try {
    await transact([
      takeBed(input.room, input.student.gender),
      ...activeBookingItems(booking, { gender: input.student.gender }),
      ...guards.map((guard) => guard.item),
      ...input.audit(booking),
    ]);
  } catch (error) {
    if (!(error instanceof TransactionRefused)) throw error;
    if (error.failed[1]) throw new BookingRefused('alreadyBooked');
    if (error.failed[2])
      throw new BookingRefused(await studentRefusal(booking.studentId, input.student.gender));
    const guard = guards.find((_, i) => error.failed[4 + i]);
    if (guard) throw new BookingRefused(guard.refusal);
    throw new BookingRefused(await roomRefusal(input.room, input.student.gender));
  }
  return booking;
}

/**
 * Moves an active booking to another room in one transaction: a bed is taken in the new room under the
 * same conditions as a new booking, one is given back in the old room, and the booking and the
 * student's marker follow, provided the booking is still active in the old room, under the number read,
 * and its student named as read (its search text is written anew).
 */
export async function moveBooking(input: {
  booking: Booking;
  to: RoomRecord;
  gender: string | null | undefined;
  audit: (moved: Booking) => TransactItem[];
  /** The caller's own items of the same transaction (a gender changed with the move). */
  extra?: TransactItem[];
}): Promise<Booking> {
  const { booking, to } = input;
  const moved: Booking = { ...booking, roomId: to.id, room: bookingRoomOf(to) };
  // Only what the move changes is written, so what others wrote since the read (a deposit paid) stays
  // (decision 0093). No index key of the live record names its room; the marker's does. The room left
  // must still have the number read: the move's mail, audit entry and rent difference name it.
  const moving = setAttributes({ roomId: moved.roomId, room: moved.room, searchText: searchTextOf(moved) });
  const asRead = liveAsRead(booking);
  try {
    await transact([
      takeBed(to, input.gender),
      freeBeds(booking.roomId, 1),
      {
        Update: {
          TableName: tableName(),
          Key: liveBookingKey(booking.id),
          UpdateExpression: `SET ${moving.set.join(', ')}`,
          ConditionExpression: asRead.expression,
          ExpressionAttributeNames: { ...moving.names, ...asRead.names },
          ExpressionAttributeValues: { ...moving.values, ...asRead.values },
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: activeBookingMarkerKey(booking.studentId),
          UpdateExpression: 'SET roomId = :to, GSI1PK = :occupants',
          ConditionExpression: 'bookingId = :booking',
          ExpressionAttributeValues: {
            ':to': to.id,
            ':occupants': activeBookingMarkerIndexKeys({ ...booking, roomId: to.id, bookingId: booking.id })
              .GSI1PK,
            ':booking': booking.id,
          },
        },
      },
      ...(input.extra ?? []),
      ...input.audit(moved),
    ]);
  } catch (error) {
    if (!(error instanceof TransactionRefused)) throw error;
    if (error.failed[0]) throw new BookingRefused(await roomRefusal(to, input.gender));
    throw new BookingRefused('bookingChanged');
  }
  return moved;
}

/** How a booking ended: its final status, why, and who ended it. */
export interface Ending {
  status: Exclude<BookingStatus, 'active'>;
  reason: string;
  by: string;
  cancellationReason?: string;
}

export function archivedOf(booking: Booking, ending: Ending, at: string): Booking {
  return {
    ...booking,
    status: ending.status,
    ...(ending.cancellationReason ? { cancellationReason: ending.cancellationReason } : {}),
    archivedAt: at,
    archivedBy: ending.by,
    archiveReason: ending.reason,
    originalCreatedAt: booking.createdAt,
  };
}

/**
 * A condition that the live record still awaits its deposit as it did when read (or still does not): a
 * deposit paid and a release for not paying it each require the other not to have happened
 * (docs/decisions/0052).
 */
const depositAsRead = (booking: Booking) =>
  booking.depositDueBy
    ? { expression: 'depositDueBy = :depositDueBy', values: { ':depositDueBy': booking.depositDueBy } }
    : { expression: 'attribute_not_exists(depositDueBy)', values: {} };

/**
 * The items that end one active booking, except the room's bed, which callers give back per room: on
 * condition that it is still in the room it was read in, so a move committed meanwhile fails the ending
 * rather than giving a bed back to the room the student left. The archive is the booking as read, so
 * what others write on the live record must also be as read: the student's name and email (a rename)
 * and the room's number (a renumbering), or the archive would bring the old ones back (decision 0093).
 */
function endingItems(booking: Booking, archived: Booking): TransactItem[] {
  const deposit = booking.depositDueBy ? depositAsRead(booking) : null;
  const asRead = liveAsRead(booking);
  return [
    {
      Delete: {
        TableName: tableName(),
        Key: liveBookingKey(booking.id),
        ConditionExpression: [asRead.expression, deposit?.expression].filter(Boolean).join(' AND '),
        ExpressionAttributeNames: asRead.names,
        ExpressionAttributeValues: { ...asRead.values, ...deposit?.values },
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...archivedBookingKey(archived.id),
          ...archivedBookingIndexKeys({ ...archived, archivedAt: archived.archivedAt! }),
          type: 'archivedBooking',
          searchText: searchTextOf(archived),
          ...archived,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    {
      Delete: {
        TableName: tableName(),
        Key: activeBookingMarkerKey(booking.studentId),
        ConditionExpression: 'bookingId = :booking',
        ExpressionAttributeValues: { ':booking': booking.id },
      },
    },
  ];
}

/**
 * Ends an active booking in one transaction: the live record is replaced by its archive record (with
 * when, who and why), the bed is given back and the student's marker removed. `extra` lets a caller add
 * its own items, e.g. deleting the student, to the same transaction.
 */
export async function endBooking(
  booking: Booking,
  ending: Ending,
  audit: (archived: Booking) => TransactItem[],
  extra: TransactItem[] = [],
  /** When it ended; now, except for history written after the fact (the demo seed). */
  at = new Date().toISOString(),
): Promise<Booking> {
  const archived = archivedOf(booking, ending, at);
  try {
    await transact([
      ...endingItems(booking, archived),
      freeBeds(booking.roomId, 1),
      ...extra,
      ...audit(archived),
    ]);
  } catch (error) {
    if (error instanceof TransactionRefused) throw new BookingRefused('bookingChanged');
    throw error;
  }
  return archived;
}

/** Bookings ended per transaction by clear-all and roll-over: 3 items each plus one room update each, an audit item, well below 100. */
export const endingBatchSize = Math.floor((maxTransactItems - 1) / 4);

/**
 * Ends many active bookings in batches, each batch one transaction (DynamoDB takes 100 items at most).
 * A booking that changed meanwhile (moved, or ended by someone else) fails only its own batch; that
 * batch's bookings are then ended one by one so the others still go. Returns how many were archived.
 */
export async function endBookings(
  bookings: Booking[],
  ending: Ending,
  audit: (archived: Booking[]) => TransactItem[],
): Promise<number> {
  let archivedCount = 0;
  for (let start = 0; start < bookings.length; start += endingBatchSize) {
    const batch = bookings.slice(start, start + endingBatchSize);
    const at = new Date().toISOString();
    const archived = batch.map((booking) => archivedOf(booking, ending, at));
    const bedsPerRoom = new Map<string, number>();
    for (const booking of batch) bedsPerRoom.set(booking.roomId, (bedsPerRoom.get(booking.roomId) ?? 0) + 1);
    try {
      await transact([
        ...batch.flatMap((booking, i) => endingItems(booking, archived[i]!)),
        ...[...bedsPerRoom].map(([roomId, count]) => freeBeds(roomId, count)),
        ...audit(archived),
      ]);
      archivedCount += batch.length;
    } catch (error) {
      if (!(error instanceof TransactionRefused)) throw error;
      for (const booking of batch) {
        const current = await getLiveBooking(booking.id);
        if (!current) continue;
        try {
          await endBooking(current, ending, (one) => audit([one]));
          archivedCount += 1;
        } catch (single) {
          if (!(single instanceof BookingRefused)) throw single;
        }
      }
    }
  }
  return archivedCount;
}

export async function getLiveBooking(id: string): Promise<Booking | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: liveBookingKey(id), ConsistentRead: true }),
  );
  return Item ? bookingFromItem(Item) : null;
}

/** A booking by id, live or archived. */
export async function getBooking(id: string): Promise<Booking | null> {
  const { Items } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': bookingPartition(id) },
      ConsistentRead: true,
    }),
  );
  const item = Items?.find((i) => i.SK === 'LIVE') ?? Items?.[0];
  return item ? bookingFromItem(item) : null;
}

export async function getBookingByPublicId(publicId: string): Promise<Booking | null> {
  const { Items } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': bookingPublicIdPartition(publicId) },
    }),
  );
  const item = Items?.find((i) => i.GSI1SK === 'LIVE') ?? Items?.[0];
  return item ? bookingFromItem(item) : null;
}

/** The student's active booking, read through the marker so it is never stale. */
export async function currentBookingOf(studentId: string): Promise<Booking | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: activeBookingMarkerKey(studentId), ConsistentRead: true }),
  );
  return Item ? getLiveBooking(Item.bookingId as string) : null;
}

/**
 * The items that write a student's current name and email on every booking of theirs, live and
 * archived, so lists, searches, PDFs and spreadsheets read who the student is now (one truth per fact).
 * Each item requires its booking to still exist, so a booking that ended meanwhile refuses the rename
 * rather than leaving a stray record; the caller retries with what is there now.
 */
export async function studentRenameItems(
  studentId: string,
  student: Pick<BookingStudent, 'fullName' | 'email'>,
): Promise<TransactItem[]> {
  const bookings = await bookingsOfStudent(studentId);
  return bookings.map((booking) => ({
    Update: {
      TableName: tableName(),
      Key: booking.archivedAt ? archivedBookingKey(booking.id) : liveBookingKey(booking.id),
      UpdateExpression: 'SET #student.fullName = :name, #student.email = :email, searchText = :search',
      // The search text holds the room's number too, as read: a renumbering written since (decision
      // 0091) refuses the rename rather than being searched by the old number again.
      ConditionExpression: 'attribute_exists(PK) AND #room.roomNumber = :roomNumber',
      ExpressionAttributeNames: { '#student': 'student', '#room': 'room' },
      ExpressionAttributeValues: {
        ':name': student.fullName,
        ':email': student.email,
        ':search': searchTextOf({ ...booking, student: { ...booking.student, ...student } }),
        ':roomNumber': booking.room.roomNumber,
      },
    },
  }));
}

/**
 * The active-booking markers of the students holding a bed in a room, through their index (GSI1), which
 * may not yet show a bed taken a moment ago.
 */
export const occupantMarkersOf = (roomId: string) =>
  queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': roomOccupantsPartition(roomId) },
  });

/**
 * The live bookings of a room, each read as stored: through the occupants' markers, then read
 * consistently, keeping those still in the room. A bed taken a moment ago may be missing (the markers'
 * index lags); a caller that must reach every resident holds the room's occupancy to how many it found.
 */
export async function liveBookingsInRoom(roomId: string): Promise<Booking[]> {
  const markers = await occupantMarkersOf(roomId);
  const items = await getMany(
    markers.map((marker) => liveBookingKey(marker.bookingId as string)),
    { consistent: true },
  );
  return items.map(bookingFromItem).filter((booking) => booking.roomId === roomId);
}

/**
 * The items that give the room its new number in these live bookings, read by liveBookingsInRoom, for
 * the renumbering's own transaction (data/rooms.ts updateRoom, decision 0091): the number each booking
 * shows and is searched by. The room's type and capacity stay as booked. Each holds while the booking is
 * still live in the room, and while its student's name and email, which its search text holds too, are
 * as read (a rename writes them: studentRenameItems).
 */
export function renumberedBookingItems(bookings: Booking[], roomNumber: string): TransactItem[] {
  return bookings.map((booking) => {
    const student = studentAsRead(booking);
    return {
      Update: {
        TableName: tableName(),
        Key: liveBookingKey(booking.id),
        UpdateExpression: 'SET #room.roomNumber = :roomNumber, searchText = :search',
        ConditionExpression: `attribute_exists(PK) AND roomId = :room AND ${student.expression}`,
        ExpressionAttributeNames: { '#room': 'room', ...student.names },
        ExpressionAttributeValues: {
          ':roomNumber': roomNumber,
          ':search': searchTextOf({ ...booking, room: { ...booking.room, roomNumber } }),
          ':room': booking.roomId,
          ...student.values,
        },
      },
    };
  });
}

/**
 * The room and booking each of these students holds now, read through their markers (a page of a list:
 * two batch reads, whatever the page's size).
 */
export async function currentRoomsOf(
  studentIds: string[],
): Promise<Map<string, { room: BookingRoom; bookingId: string; bookingPublicId: string }>> {
  const markers = await getMany(studentIds.map(activeBookingMarkerKey));
  const bookings = await getMany(markers.map((marker) => liveBookingKey(marker.bookingId as string)));
  return new Map(
    bookings
      .map(bookingFromItem)
      .map((booking) => [
        booking.studentId,
        { room: booking.room, bookingId: booking.id, bookingPublicId: booking.publicId },
      ]),
  );
}

/** All of a student's bookings: the current one first, then the archive, newest first. */
export async function bookingsOfStudent(studentId: string): Promise<Booking[]> {
  const items = await queryAll({
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': studentBookingsPartition(studentId) },
    // LIVE# sorts after ARCHIVE#, so descending order puts the current booking first.
    ScanIndexForward: false,
  });
  return items.map(bookingFromItem);
}

const archiveOfStudent = (studentId: string): QuerySpec => ({
  IndexName: 'GSI2',
  KeyConditionExpression: 'GSI2PK = :pk AND begins_with(GSI2SK, :archive)',
  ExpressionAttributeValues: { ':pk': studentBookingsPartition(studentId), ':archive': 'ARCHIVE#' },
  ScanIndexForward: false,
});

export async function archivedBookingsOfStudent(
  studentId: string,
  page: PageQuery,
): Promise<{ archives: Booking[]; total: number }> {
  const { items, total } = await queryPage(archiveOfStudent(studentId), page);
  return { archives: items.map(bookingFromItem), total };
}

export const archivedCountOfStudent = (studentId: string) => queryCount(archiveOfStudent(studentId));

export interface BookingFilters {
  status?: BookingStatus;
  scope?: 'live' | 'archive';
  roomId?: string;
  studentId?: string;
  search?: string;
}

function filterOf(filters: BookingFilters): Pick<
  QuerySpec,
  'FilterExpression' | 'ExpressionAttributeNames'
> & {
  values: Record<string, unknown>;
} {
  const clauses: string[] = [];
  const values: Record<string, unknown> = {};
  const names: Record<string, string> = {};
  if (filters.status) {
    clauses.push('#status = :status');
    names['#status'] = 'status';
    values[':status'] = filters.status;
  }
  if (filters.scope) {
    // Only active bookings are live records; every other status is an archived one (contract/bookings.ts).
    clauses.push(filters.scope === 'live' ? '#status = :active' : '#status <> :active');
    names['#status'] = 'status';
    values[':active'] = 'active';
  }
  if (filters.roomId) {
    clauses.push('roomId = :roomId');
    values[':roomId'] = filters.roomId;
  }
  if (filters.studentId) {
    clauses.push('studentId = :studentId');
    values[':studentId'] = filters.studentId;
  }
  if (filters.search) {
    clauses.push('contains(searchText, :search)');
    values[':search'] = filters.search.toLowerCase();
  }
  return {
    ...(clauses.length ? { FilterExpression: clauses.join(' AND ') } : {}),
    ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
    values,
  };
}

/**
 * A page of the bookings of one or more academic periods, newest first, or in `order` when given. One
 * period in the default order is read a page at a time; several periods, or another order, read the
 * periods whole (one period is bounded by the hostel's beds: a few thousand bookings) and page in
 * memory, so page 2 continues page 1's order.
 */
export async function listBookings(
  periods: Array<{ academicYear: string; semester: number }>,
  filters: BookingFilters,
  page: PageQuery,
  order?: (bookings: Booking[]) => Booking[],
): Promise<{ bookings: Booking[]; total: number }> {
  const { values, ...filter } = filterOf(filters);
  const query = (period: { academicYear: string; semester: number }) => ({
    IndexName: 'GSI3',
    KeyConditionExpression: 'GSI3PK = :pk',
    ExpressionAttributeValues: { ':pk': periodPartition(period.academicYear, period.semester), ...values },
    ...filter,
  });
  if (periods.length === 1 && !order) {
    const { items, total } = await queryPage({ ...query(periods[0]!), ScanIndexForward: false }, page);
    return { bookings: items.map(bookingFromItem), total };
  }
  const newestFirst = (await Promise.all(periods.map((period) => queryAll(query(period)))))
    .flat()
    .sort((a, b) => String(b.GSI3SK).localeCompare(String(a.GSI3SK)))
    .map(bookingFromItem);
  const all = order ? order(newestFirst) : newestFirst;
  const start = (page.page - 1) * page.limit;
  return { bookings: all.slice(start, start + page.limit), total: all.length };
}

/** Where the next page of active bookings starts: the index key of the last marker read. */
export type ActiveBookingCursor = Record<string, unknown>;

/**
 * One page of active bookings, through the sparse marker items, for work that goes through them all a
 * page at a time (the roll-over, clear-all). `checked` is how many markers the page held; `next` is
 * absent after the last page. A marker whose booking ended meanwhile yields no booking.
 */
export async function activeBookingPage(
  cursor: ActiveBookingCursor | null,
  limit: number,
): Promise<{ bookings: Booking[]; checked: number; next?: ActiveBookingCursor }> {
  const { items: markers, next } = await queryFrom(
    {
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk',
      ExpressionAttributeValues: { ':pk': activeBookingsPartition },
    },
    cursor,
    limit,
  );
  const items = await getMany(markers.map((marker) => liveBookingKey(marker.bookingId as string)));
  return { bookings: items.map(bookingFromItem), checked: markers.length, ...(next ? { next } : {}) };
}

/** How many bookings are active now, without reading them. */
export const activeBookingCount = () =>
  queryCount({
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': activeBookingsPartition },
  });

/** Every active booking at once, through the sparse marker items: for checks across the whole hostel. */
export async function activeBookings(): Promise<Booking[]> {
  const markers = await queryAll({
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': activeBookingsPartition },
  });
  const items = await getMany(markers.map((marker) => liveBookingKey(marker.bookingId as string)));
  return items.map(bookingFromItem);
}

/**
 * A condition, for a caller's transaction, that the student's current booking is still the one read
 * (same booking, same room) or, when none was read, that they still hold none.
 */
export function currentBookingIs(studentId: string, booking: Booking | null): TransactItem {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: activeBookingMarkerKey(studentId),
      ...(booking
        ? {
            ConditionExpression: 'bookingId = :booking AND roomId = :room',
            ExpressionAttributeValues: { ':booking': booking.id, ':room': booking.roomId },
          }
        : { ConditionExpression: 'attribute_not_exists(PK)' }),
    },
  };
}

/**
 * The items that confirm a booking whose deposit is paid, for the payment's own transaction: the live
 * record and the student's marker lose the deadline, on condition that the booking still awaits it as
 * read. A release for the unpaid deposit removes both, so after one the payment's write is refused and
 * the caller records the payment alone (docs/decisions/0052).
 */
export function depositPaidItems(booking: Booking & { depositDueBy: string }): TransactItem[] {
  return [
    {
      Update: {
        TableName: tableName(),
        Key: liveBookingKey(booking.id),
        UpdateExpression: 'REMOVE depositDueBy',
        ConditionExpression: 'depositDueBy = :due',
        ExpressionAttributeValues: { ':due': booking.depositDueBy },
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: activeBookingMarkerKey(booking.studentId),
        UpdateExpression: 'REMOVE GSI3PK, GSI3SK',
        ConditionExpression: 'bookingId = :booking',
        ExpressionAttributeValues: { ':booking': booking.id },
      },
    },
  ];
}

/** Active bookings whose deposit deadline is before `now`, through the markers' sparse GSI3 keys. */
export async function bookingsPastDepositDeadline(now: string): Promise<Booking[]> {
  const markers = await queryAll({
    IndexName: 'GSI3',
    KeyConditionExpression: 'GSI3PK = :pk AND GSI3SK < :now',
    ExpressionAttributeValues: { ':pk': depositsDuePartition, ':now': now },
  });
  const items = await getMany(markers.map((marker) => liveBookingKey(marker.bookingId as string)));
  return items.map(bookingFromItem).filter((booking) => booking.depositDueBy && booking.depositDueBy < now);
}
