import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Parcel } from '#contract/parcels';
import { dynamo, tableName } from './dynamo.ts';
import {
  parcelIndexKeys,
  parcelKey,
  parcelQueuePartition,
  studentParcelsPartition,
  userKey,
} from './keys.ts';
import { queryAll } from './paging.ts';
import { transact, TransactionRefused, type TransactItem } from './transactions.ts';
import { Refused } from './refused.ts';

/**
 * Parcels at the desk (docs/decisions/0064-parcels-at-the-desk.md): one item each. Logging holds the
 * student active in the same transaction; collecting and removing hold the parcel still waiting, so two
 * desks at the same moment get one success and one refusal.
 */
export type ParcelRefusal = 'studentNotActive' | 'alreadyCollected' | 'gone';

export class ParcelRefused extends Refused<ParcelRefusal> {}

const parcelFields = [
  'id',
  'status',
  'student',
  'room',
  'carrier',
  'description',
  'shelf',
  'loggedAt',
  'loggedBy',
  'collected',
] as const;

function parcelFromItem(item: Record<string, unknown>): Parcel {
  const parcel: Record<string, unknown> = {};
  for (const field of parcelFields) parcel[field] = item[field] ?? null;
  return parcel as unknown as Parcel;
}

const parcelItem = (parcel: Parcel) => ({
  ...parcelKey(parcel.id),
  ...parcelIndexKeys({
    id: parcel.id,
    studentId: parcel.student.id,
    status: parcel.status,
    loggedAt: parcel.loggedAt,
    collectedAt: parcel.collected?.at ?? null,
  }),
  type: 'parcel',
  ...parcel,
});

const stillWaiting = {
  ConditionExpression: 'attribute_exists(PK) AND #status = :waiting',
  ExpressionAttributeNames: { '#status': 'status' },
  ExpressionAttributeValues: { ':waiting': 'waiting' },
};

export async function getParcel(id: string): Promise<Parcel | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: parcelKey(id), ConsistentRead: true }),
  );
  return Item ? parcelFromItem(Item) : null;
}

/**
 * The items of a newly logged parcel, for its transaction: refused unless its student is still an
 * active student, so a deactivation or a deletion at the same moment is never logged past.
 */
const loggedParcelItems = (parcel: Parcel): TransactItem[] => [
  {
    ConditionCheck: {
      TableName: tableName(),
      Key: userKey(parcel.student.id),
      ConditionExpression: 'attribute_exists(PK) AND isActive = :true AND #role = :student',
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: { ':true': true, ':student': 'student' },
    },
  },
  {
    Put: {
      TableName: tableName(),
      Item: parcelItem(parcel),
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  },
];

/** Stores a newly logged parcel with the caller's audit and notice items. */
export async function logParcel(parcel: Parcel, alongside: TransactItem[]): Promise<void> {
  try {
    await transact([...loggedParcelItems(parcel), ...alongside]);
  } catch (error) {
    if (error instanceof TransactionRefused) throw new ParcelRefused('studentNotActive');
    throw error;
  }
}

/** Why a write on a waiting parcel was refused: collected meanwhile, or removed. */
async function refusalOf(id: string): Promise<ParcelRefused> {
  return new ParcelRefused((await getParcel(id)) ? 'alreadyCollected' : 'gone');
}

/** The parcel as collected, with the caller's audit and notice items, once: it must still be waiting. */
export async function collectParcel(collected: Parcel, alongside: TransactItem[]): Promise<void> {
  try {
    await transact([
      { Put: { TableName: tableName(), Item: parcelItem(collected), ...stillWaiting } },
      ...alongside,
    ]);
  } catch (error) {
    if (error instanceof TransactionRefused) throw await refusalOf(collected.id);
    throw error;
  }
}

/** Removes a parcel logged by mistake, with the caller's audit and notice items, while it waits. */
export async function removeParcel(parcel: Parcel, alongside: TransactItem[]): Promise<void> {
  try {
    await transact([
      { Delete: { TableName: tableName(), Key: parcelKey(parcel.id), ...stillWaiting } },
      ...alongside,
    ]);
  } catch (error) {
    if (error instanceof TransactionRefused) throw await refusalOf(parcel.id);
    throw error;
  }
}

/** A student's parcels waiting at the desk, newest first. */
export async function parcelsWaitingFor(studentId: string): Promise<Parcel[]> {
  const items = await queryAll({
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk AND begins_with(GSI2SK, :waiting)',
    ExpressionAttributeValues: { ':pk': studentParcelsPartition(studentId), ':waiting': 'waiting#' },
    ScanIndexForward: false,
  });
  return items.map(parcelFromItem);
}

/** The desk's parcels: every one waiting, or those collected since `since` (ISO). */
export async function deskParcels(
  query: { status: 'waiting' } | { status: 'collected'; since: string },
): Promise<Parcel[]> {
  const items = await queryAll({
    IndexName: 'GSI3',
    KeyConditionExpression: query.status === 'waiting' ? 'GSI3PK = :pk' : 'GSI3PK = :pk AND GSI3SK >= :since',
    ExpressionAttributeValues: {
      ':pk': parcelQueuePartition(query.status),
      ...(query.status === 'collected' ? { ':since': query.since } : {}),
    },
  });
  return items.map(parcelFromItem);
}
