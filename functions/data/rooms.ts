import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Room } from '#contract/rooms';
import { defaultRoomType } from '#contract/hostel-defaults';
import { auditItems, roomEntity, type Actor } from './audit.ts';
import { renumberedRequestItems } from './booking-requests.ts';
import { liveBookingsInRoom, occupantMarkersOf, renumberedBookingItems } from './bookings.ts';
import { getMany } from './batch.ts';
import { dynamo, tableName } from './dynamo.ts';
import { setAttributes } from './set-attributes.ts';
import { recordReader } from './records.ts';
import type { RoomRecord } from './room-record.ts';
import { newInternalId, newPublicId } from './ids.ts';
import {
  roomIndexKeys,
  roomKey,
  roomNumberKey,
  roomPublicIdPartition,
  roomsPartition,
  roomTypeRoomsKey,
} from './keys.ts';
import { queryAll } from './paging.ts';
import { roomTypesAsRead, SettingsChangedMeanwhile, type Settings } from './settings.ts';
import { transact, TransactionRefused, type TransactItem } from './transactions.ts';

export type NewRoom = Pick<
  RoomRecord,
  'roomNumber' | 'roomType' | 'capacity' | 'status' | 'genderDesignation'
> &
  Partial<Pick<RoomRecord, 'block' | 'floor'>>;

export type RoomChanges = Partial<
  Pick<
    RoomRecord,
    | 'roomNumber'
    | 'roomType'
    | 'capacity'
    | 'status'
    | 'genderDesignation'
    | 'block'
    | 'floor'
    | 'outOfService'
  >
>;

export class RoomNumberTakenError extends Error {}
export class RoomOccupiedError extends Error {}
export class CapacityBelowOccupancyError extends Error {}
export class DesignationOccupiedError extends Error {}
export class RoomGoneError extends Error {}
/** Someone else changed the room's own fields since it was read. */
export class RoomChangedError extends Error {}
/** A waitlist offer holds a bed in the room, so its type and block stay as offered (decision 0078). */
export class RoomOfferedError extends Error {}

/** The room types a room's type and capacity were checked against (data/settings.ts roomTypesAsRead). */
export type TypesAsRead = Pick<Settings, 'roomTypesVersion'>;

const fromItem = recordReader<RoomRecord>()(
  [
    'id',
    'publicId',
    'roomNumber',
    'roomType',
    'capacity',
    'currentOccupancy',
    'status',
    'genderDesignation',
    'block',
    'floor',
    'outOfService',
    'createdAt',
    'updatedAt',
  ],
  { roomType: defaultRoomType },
);

/** Block and floor from a room number such as B204: block B, floor 2. */
export function blockAndFloorOf(roomNumber: string): { block: string; floor: number } {
  const match = /^([A-Z]+)-?(\d)\d{2,}$/.exec(roomNumber.toUpperCase());
  return match ? { block: match[1]!, floor: Number(match[2]) } : { block: '-', floor: 0 };
}

/**
 * The API's view of a room: free beds and availability follow from the stored fields. A room that is
 * not available (out of service, closed) has no free bed: nobody can be booked or offered one there.
 */
export function toRoom(record: RoomRecord): Room {
  const freeBeds = record.status === 'available' ? Math.max(0, record.capacity - record.currentOccupancy) : 0;
  return {
    id: record.id,
    _id: record.id,
    publicId: record.publicId,
    roomNumber: record.roomNumber,
    roomType: record.roomType,
    capacity: record.capacity,
    currentOccupancy: record.currentOccupancy,
    freeBeds,
    status: record.status,
    isAvailable: freeBeds > 0,
    outOfService: record.outOfService ?? null,
    genderDesignation: record.genderDesignation,
    block: record.block,
    floor: record.floor,
    createdAt: record.createdAt,
  };
}

/** The trail's record of a room `actor` created, when it was created. */
export const roomCreatedAuditItems = (actor: Actor, room: RoomRecord): TransactItem[] =>
  auditItems({
    actor,
    action: 'room.create',
    entity: roomEntity(room),
    after: toRoom(room) as unknown as Record<string, unknown>,
    at: room.createdAt,
  });

/**
 * The room joins or leaves its type's set of rooms, which a change of the room types requires to be
 * empty for a type it takes away or resizes (data/settings.ts, decision 0078). A room written before the
 * sets is in none: leaving a set it is not in changes nothing.
 */
const typeRooms = (roomType: string, roomId: string, action: 'ADD' | 'DELETE'): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: roomTypeRoomsKey(roomType),
    UpdateExpression: `${action} roomIds :room SET #type = :type`,
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: { ':room': new Set([roomId]), ':type': 'roomTypeRooms' },
  },
});

/**
 * Creates a room and claims its number in one transaction, so two rooms never share a number; the room
 * joins its type's set of rooms. With `typesAsRead`, no type may have been taken away or resized since the
 * types its type was checked against were read (SettingsChangedMeanwhile). `at` dates it (ISO; now when not given), for the
 * demo data.
 */
export async function createRoom(
  input: NewRoom,
  audit: (room: RoomRecord) => TransactItem[],
  options: { at?: string; typesAsRead?: TypesAsRead } = {},
): Promise<RoomRecord> {
  const now = options.at ?? new Date().toISOString();
  const derived = blockAndFloorOf(input.roomNumber);
  const room: RoomRecord = {
    id: newInternalId(),
    publicId: newPublicId(),
    ...input,
    block: input.block ?? derived.block,
    floor: input.floor ?? derived.floor,
    currentOccupancy: 0,
    createdAt: now,
    updatedAt: now,
  };
  try {
    await transact([
      {
        Put: {
          TableName: tableName(),
          Item: { ...roomNumberKey(room.roomNumber), type: 'roomNumber', roomId: room.id },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Put: {
          TableName: tableName(),
          Item: { ...roomKey(room.id), ...roomIndexKeys(room), type: 'room', ...room },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      typeRooms(room.roomType, room.id, 'ADD'),
      ...(options.typesAsRead ? [roomTypesAsRead(options.typesAsRead)] : []),
      ...audit(room),
    ]);
  } catch (error) {
    if (!(error instanceof TransactionRefused)) throw error;
    if (options.typesAsRead && error.failed[3]) throw new SettingsChangedMeanwhile();
    throw new RoomNumberTakenError(room.roomNumber);
  }
  return room;
}

/** The room's item as stored, with what is kept beside the record (the offers holding its beds). */
async function roomItem(id: string) {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: roomKey(id), ConsistentRead: true }),
  );
  return Item;
}

export async function getRoom(id: string): Promise<RoomRecord | null> {
  const item = await roomItem(id);
  return item ? fromItem(item) : null;
}

export async function getRoomByPublicId(publicId: string): Promise<RoomRecord | null> {
  const { Items } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': roomPublicIdPartition(publicId) },
    }),
  );
  return Items?.[0] ? fromItem(Items[0]) : null;
}

/**
 * The number each of these rooms has now, by id, for records that name a room by its id and show it as
 * it is now; a room deleted since is left out. One batch read per 100 distinct rooms.
 */
export async function roomNumbersNow(ids: readonly string[]): Promise<Map<string, string>> {
  const items = await getMany([...new Set(ids)].map(roomKey));
  return new Map(items.map((item) => [item.id as string, item.roomNumber as string]));
}

/** Every room, by number: one partition, bounded by the hostel's size (see keys.ts). */
export async function listRooms(): Promise<RoomRecord[]> {
  const items = await queryAll({
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': roomsPartition },
  });
  return items.map(fromItem);
}

/** Rooms open for a booking (optionally only those a student of this gender may take), by number. */
export async function listBookableRooms(): Promise<RoomRecord[]> {
  const items = await queryAll({
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk',
    FilterExpression: '#status = :available AND currentOccupancy < #capacity',
    ExpressionAttributeNames: { '#status': 'status', '#capacity': 'capacity' },
    ExpressionAttributeValues: { ':pk': roomsPartition, ':available': 'available' },
  });
  return items.map(fromItem);
}

/** Whether a room may house a student of this gender: a mixed room anyone, the others their own. */
export const housesGender = (
  room: Pick<RoomRecord, 'genderDesignation'>,
  gender: string | null | undefined,
) => room.genderDesignation === 'mixed' || room.genderDesignation === gender;

/**
 * Changes a room's own fields (never its occupancy) in one transaction: a new number swaps the number
 * claim; capacity may not drop below the students in it, and a single-gender designation may only be set
 * on an empty room, whatever bookings run at the same moment. It holds only while the room's own fields
 * are as read (its `updatedAt`; bookings move only its occupancy), so an edit made meanwhile (another
 * designation, number or status) is never undone by one decided on the older read. A new number, type
 * or block waits until no waitlist offer holds a bed in the room (`offerIds`, data/bookings.ts takeBed):
 * the offer was made, mailed and shown by its number, and will be booked, for the room as it was. A new type moves the room between the
 * types' sets of rooms; with `typesAsRead`, a new type or capacity holds only while no type has been
 * taken away or resized since the types it was checked against were read (SettingsChangedMeanwhile).
 * A new number is written, in the same transaction, on the live bookings of the students living in the
 * room and on their open requests, which show and are searched by it; it holds only while the room's
 * occupancy is the number of bookings found (with no offer holding a bed, occupancy counts bookings
 * only), so a stay begun, ended or changed since they were read refuses it (RoomChangedError). Their
 * type and capacity stay as booked: the rent was charged for them. Decisions 0078, 0085, 0091.
 */
export async function updateRoom(
  room: RoomRecord,
  changes: RoomChanges,
  audit: (updated: RoomRecord) => TransactItem[],
  typesAsRead?: TypesAsRead,
): Promise<RoomRecord> {
  // A room that leaves maintenance (opened or closed) is no longer out of service for a repair.
  if (changes.status && changes.status !== 'maintenance' && room.outOfService)
    changes = { ...changes, outOfService: null };
  const updated: RoomRecord = { ...room, ...changes, updatedAt: new Date().toISOString() };
  const { set: sets, names, values } = setAttributes({ ...changes, updatedAt: updated.updatedAt });
  const renumbered = changes.roomNumber !== undefined && changes.roomNumber !== room.roomNumber;
  if (renumbered) {
    Object.assign(values, { ':gsi2sk': updated.roomNumber });
    sets.push('GSI2SK = :gsi2sk');
  }
  const retyped = updated.roomType !== room.roomType;
  const conditions = ['attribute_exists(PK)', 'updatedAt = :seen'];
  values[':seen'] = room.updatedAt;
  const checks: Array<'capacity' | 'designation' | 'offers' | 'residents'> = [];
  if (changes.capacity !== undefined) {
    conditions.push('currentOccupancy <= :capacity');
    checks.push('capacity');
  }
  if (changes.genderDesignation !== undefined && changes.genderDesignation !== 'mixed') {
    if (changes.genderDesignation !== room.genderDesignation) {
      conditions.push('currentOccupancy = :zero');
      values[':zero'] = 0;
      checks.push('designation');
    }
  }
  if (renumbered || retyped || updated.block !== room.block) {
    conditions.push('attribute_not_exists(offerIds)');
    checks.push('offers');
  }
  // The residents are found through an index, which may not yet show a bed taken a moment ago: the
  // occupancy held to their count makes the set complete when the transaction commits. At most
  // maxRoomCapacity (12) bookings and as many requests: the transaction stays far below DynamoDB's 100.
  const residents = renumbered ? await liveBookingsInRoom(room.id) : [];
  if (renumbered) {
    conditions.push('currentOccupancy = :residents');
    values[':residents'] = residents.length;
    checks.push('residents');
  }
  const items: TransactItem[] = [
    {
      Update: {
        TableName: tableName(),
        Key: roomKey(room.id),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: conditions.join(' AND '),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    },
  ];
  if (renumbered) {
    items.push(
      {
        Put: {
          TableName: tableName(),
          Item: { ...roomNumberKey(updated.roomNumber), type: 'roomNumber', roomId: room.id },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Delete: {
          TableName: tableName(),
          Key: roomNumberKey(room.roomNumber),
          ConditionExpression: 'roomId = :room',
          ExpressionAttributeValues: { ':room': room.id },
        },
      },
      ...renumberedBookingItems(residents, updated.roomNumber),
      ...(await renumberedRequestItems(
        residents.map((booking) => booking.id),
        updated.roomNumber,
      )),
    );
  }
  if (retyped)
    items.push(typeRooms(room.roomType, room.id, 'DELETE'), typeRooms(updated.roomType, room.id, 'ADD'));
  const typesChecked =
    typesAsRead && (retyped || updated.capacity !== room.capacity) ? roomTypesAsRead(typesAsRead) : null;
  if (typesChecked) items.push(typesChecked);
  items.push(...audit(updated));
  try {
    await transact(items);
  } catch (error) {
    if (!(error instanceof TransactionRefused)) throw error;
    if (renumbered && error.failed[1]) throw new RoomNumberTakenError(updated.roomNumber);
    if (typesChecked && error.failed[items.indexOf(typesChecked)]) throw new SettingsChangedMeanwhile();
    const item = await roomItem(room.id);
    if (!item) throw new RoomGoneError(room.id);
    const current = fromItem(item);
    if (current.updatedAt !== room.updatedAt) throw new RoomChangedError(room.id);
    if (checks.includes('capacity') && current.currentOccupancy > updated.capacity)
      throw new CapacityBelowOccupancyError(room.id);
    if (checks.includes('offers') && item.offerIds) throw new RoomOfferedError(room.id);
    if (checks.includes('designation') && current.currentOccupancy > 0)
      throw new DesignationOccupiedError(room.id);
    // A resident's stay, open request or name changed since they were read: the number is written on them.
    if (checks.includes('residents')) throw new RoomChangedError(room.id);
    throw new DesignationOccupiedError(room.id);
  }
  return (await getRoom(room.id)) ?? updated;
}

/**
 * Deletes an empty room and frees its number; refused while anyone lives in it, or when the room was
 * changed since it was read (a new number: the claim freed must be the one the room holds).
 */
export async function deleteRoom(room: RoomRecord, audit: TransactItem[]): Promise<void> {
  try {
    await transact([
      {
        Delete: {
          TableName: tableName(),
          Key: roomKey(room.id),
          ConditionExpression: 'attribute_exists(PK) AND currentOccupancy = :zero AND updatedAt = :seen',
          ExpressionAttributeValues: { ':zero': 0, ':seen': room.updatedAt },
        },
      },
      {
        Delete: {
          TableName: tableName(),
          Key: roomNumberKey(room.roomNumber),
          ConditionExpression: 'roomId = :room',
          ExpressionAttributeValues: { ':room': room.id },
        },
      },
      typeRooms(room.roomType, room.id, 'DELETE'),
      ...audit,
    ]);
  } catch (error) {
    if (error instanceof TransactionRefused) {
      const current = await getRoom(room.id);
      if (!current) throw new RoomGoneError(room.id);
      if (current.updatedAt !== room.updatedAt) throw new RoomChangedError(room.id);
      throw new RoomOccupiedError(room.id);
    }
    throw error;
  }
}

/** The ids of the students holding a bed in a room (their active-booking markers). */
export async function occupantIdsOf(roomId: string): Promise<string[]> {
  return (await occupantMarkersOf(roomId)).map((marker) => marker.studentId as string);
}

/**
 * The ids of the students holding a bed in the room of this number, in any case (a parcel's label says
 * "a101"); none when no room has it. One read of the number's claim, then the room's occupant markers.
 */
export async function occupantIdsOfRoomNumber(roomNumber: string): Promise<string[]> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: roomNumberKey(roomNumber) }),
  );
  return Item ? occupantIdsOf(Item.roomId as string) : [];
}
