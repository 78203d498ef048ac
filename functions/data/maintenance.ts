import type {
  MaintenanceEvent,
  MaintenanceLocation,
  MaintenanceRequest,
  MaintenanceStatus,
} from '#contract/maintenance';
import { shownToReporter } from '#contract/maintenance-labels';
import { tableName } from './dynamo.ts';
import { setAttributes } from './set-attributes.ts';
import { nowSeconds } from './expiry.ts';
import { newInternalId } from './ids.ts';
import {
  maintenanceEventKey,
  maintenanceEventPrefix,
  maintenanceQueuePartition,
  maintenanceReporterPartition,
  maintenanceRequestIndexKeys,
  maintenanceRequestKey,
  maintenanceRequestPartition,
  repairSummaryMarkKey,
} from './keys.ts';
import { queryAll } from './paging.ts';
import type { RoomRecord } from './room-record.ts';
import { transact, TransactionRefused, type TransactItem } from './transactions.ts';

/**
 * Maintenance requests and their history. A request is one item; each thing that happens to it (the
 * report, a move, an assignment, a priority, a comment) is an event item in the same partition, written
 * in the transaction that changes the request, so the history never misses a change and never records
 * one that did not happen. Every change is conditioned on the request's `updatedAt` as it was read, so
 * two staff acting at once cannot overwrite each other: the second is refused and reads again.
 */

/** A change was refused: the request changed meanwhile, or it is gone. */
export class MaintenanceChanged extends Error {}

const requestFields = [
  'id',
  'reporter',
  'category',
  'urgency',
  'priority',
  'description',
  'location',
  'status',
  'assignee',
  'createdAt',
  'updatedAt',
  'resolvedAt',
  'rating',
] as const;

function requestFromItem(item: Record<string, unknown>): MaintenanceRequest {
  const request: Record<string, unknown> = {};
  for (const field of requestFields) request[field] = item[field] ?? null;
  // Requests reported before photos existed have none.
  request.photoKeys = item.photoKeys ?? [];
  // Requests last changed before the reporter's time was kept: what their reporter was shown until then.
  request.reporterUpdatedAt = item.reporterUpdatedAt ?? item.updatedAt;
  return request as unknown as MaintenanceRequest;
}

function eventFromItem(item: Record<string, unknown>): MaintenanceEvent {
  const { id, at, kind, by, internal, text, from, to, rating } = item as unknown as MaintenanceEvent;
  return {
    id,
    at,
    kind,
    by,
    internal: internal === true,
    text: text ?? null,
    ...(from !== undefined && { from }),
    ...(to !== undefined && { to }),
    ...(rating !== undefined && { rating }),
  };
}

const requestItem = (request: MaintenanceRequest) => ({
  ...maintenanceRequestKey(request.id),
  ...maintenanceRequestIndexKeys({
    id: request.id,
    reporterId: request.reporter.id,
    createdAt: request.createdAt,
    closed: request.status === 'closed',
  }),
  type: 'maintenanceRequest',
  ...request,
});

/** A new event of a request, stamped now. */
export const newEvent = (event: Omit<MaintenanceEvent, 'id' | 'at'>, at = new Date().toISOString()) => ({
  id: newInternalId(),
  at,
  ...event,
});

const eventPut = (requestId: string, event: MaintenanceEvent): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: { ...maintenanceEventKey(requestId, event.at, event.id), type: 'maintenanceEvent', ...event },
    ConditionExpression: 'attribute_not_exists(PK)',
  },
});

/** Where a problem in a room is, from the room as stored. */
export const roomLocation = (room: Pick<RoomRecord, 'id' | 'roomNumber' | 'block'>): MaintenanceLocation => ({
  kind: 'room',
  roomId: room.id,
  roomNumber: room.roomNumber,
  block: room.block,
  area: null,
});

/**
 * A request as its reporter makes it, with the event that records the report: it starts new,
 * unassigned, its priority the reporter's urgency until staff set one.
 */
export function reportedRequest(
  input: Pick<MaintenanceRequest, 'reporter' | 'category' | 'urgency' | 'description' | 'location'> &
    Partial<Pick<MaintenanceRequest, 'photoKeys'>>,
  at = new Date().toISOString(),
): { request: MaintenanceRequest; reported: MaintenanceEvent } {
  const { reporter } = input;
  const reported = newEvent(
    {
      kind: 'reported',
      by: { id: reporter.id, fullName: reporter.fullName, role: 'student' },
      internal: false,
      text: null,
    },
    at,
  );
  const request: MaintenanceRequest = {
    id: newInternalId(),
    status: 'new',
    assignee: null,
    photoKeys: [],
    rating: null,
    ...input,
    priority: input.urgency,
    createdAt: at,
    updatedAt: at,
    reporterUpdatedAt: at,
    resolvedAt: null,
  };
  return { request, reported };
}

/** Stores a new request with its first event and the audit entry, together or not at all. */
export async function createRequest(
  request: MaintenanceRequest,
  reported: MaintenanceEvent,
  audit: TransactItem[],
): Promise<void> {
  await transact([
    {
      Put: {
        TableName: tableName(),
        Item: requestItem(request),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    eventPut(request.id, reported),
    ...audit,
  ]);
}

/** A request and its history, oldest first; null when there is no such request. */
export async function getRequest(
  id: string,
): Promise<{ request: MaintenanceRequest; history: MaintenanceEvent[] } | null> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': maintenanceRequestPartition(id) },
    ConsistentRead: true,
  });
  const request = items.find((item) => item.SK === 'REQUEST');
  if (!request) return null;
  const history = items
    .filter((item) => String(item.SK).startsWith(maintenanceEventPrefix))
    .map(eventFromItem);
  return { request: requestFromItem(request), history };
}

/** A student's requests, newest first. */
export async function requestsOfReporter(studentId: string): Promise<MaintenanceRequest[]> {
  const items = await queryAll({
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': maintenanceReporterPartition(studentId) },
    ScanIndexForward: false,
  });
  return items.map(requestFromItem);
}

/**
 * The queue's requests: those not closed, or the closed ones; `reportedBefore` (an ISO time) keeps only
 * those reported earlier, as a condition on the key.
 */
export async function queueRequests(closed: boolean, reportedBefore?: string): Promise<MaintenanceRequest[]> {
  const values: Record<string, unknown> = { ':pk': maintenanceQueuePartition(closed) };
  if (reportedBefore) values[':before'] = reportedBefore;
  const items = await queryAll({
    IndexName: 'GSI3',
    KeyConditionExpression: reportedBefore ? 'GSI3PK = :pk AND GSI3SK < :before' : 'GSI3PK = :pk',
    ExpressionAttributeValues: values,
  });
  return items.map(requestFromItem);
}

/** The requests reported from `from` until before `to` (ISO times), open and closed alike. */
export async function requestsReportedBetween(from: string, to: string): Promise<MaintenanceRequest[]> {
  // GSI3SK is {createdAt}#{id}: `{to}#…` sorts after `to`, so BETWEEN leaves out a report at `to` itself.
  const read = (closed: boolean) =>
    queryAll({
      IndexName: 'GSI3',
      KeyConditionExpression: 'GSI3PK = :pk AND GSI3SK BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': maintenanceQueuePartition(closed), ':from': from, ':to': to },
    });
  const [open, closed] = await Promise.all([read(false), read(true)]);
  return [...open, ...closed].map(requestFromItem);
}

/**
 * The closed requests resolved or rated at `since` (an ISO time) or later, whenever they were reported:
 * a reporter may confirm, and rate, long after staff resolved the repair.
 */
export async function closedRequestsSince(since: string): Promise<MaintenanceRequest[]> {
  const items = await queryAll({
    IndexName: 'GSI3',
    KeyConditionExpression: 'GSI3PK = :pk',
    FilterExpression: 'resolvedAt >= :since OR rating.#at >= :since',
    ExpressionAttributeNames: { '#at': 'at' },
    ExpressionAttributeValues: { ':pk': maintenanceQueuePartition(true), ':since': since },
  });
  return items.map(requestFromItem);
}

/** Marks kept long enough for any repeat of a week's summary, then removed by TTL. */
const summaryMarkLifetimeSeconds = 30 * 24 * 60 * 60;

/** The mark that a staff member's summary of `week` is written; a second one for that week is refused. */
export const summaryMarkItem = (week: string, userId: string): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: {
      ...repairSummaryMarkKey(week, userId),
      type: 'repairSummaryMark',
      expiresAt: nowSeconds() + summaryMarkLifetimeSeconds,
    },
    ConditionExpression: 'attribute_not_exists(PK)',
  },
});

export type RequestChanges = Partial<
  Pick<MaintenanceRequest, 'status' | 'assignee' | 'priority' | 'resolvedAt' | 'rating'>
>;

/**
 * Applies `changes` to a request as it was read (its `updatedAt`), with the events that record them and
 * the audit entry, in one transaction. Refused with MaintenanceChanged when anyone changed it since; a
 * condition of the caller's own items (`audit`) refuses it with TransactionRefused, for the caller to
 * say why. The reporter's time moves with it only when the reporter reads one of its events.
 */
export async function changeRequest(
  request: MaintenanceRequest,
  changes: RequestChanges,
  events: MaintenanceEvent[],
  audit: TransactItem[],
): Promise<MaintenanceRequest> {
  const updatedAt = events[0]?.at ?? new Date().toISOString();
  const reporterUpdatedAt = events.some(shownToReporter) ? updatedAt : request.reporterUpdatedAt;
  const changed: MaintenanceRequest = { ...request, ...changes, updatedAt, reporterUpdatedAt };
  const { set: sets, names, values } = setAttributes({ ...changes, updatedAt, reporterUpdatedAt });
  values[':read'] = request.updatedAt;
  if (changes.status && (changes.status === 'closed') !== (request.status === 'closed')) {
    values[':queue'] = maintenanceQueuePartition(changes.status === 'closed');
    sets.push('GSI3PK = :queue');
  }
  try {
    await transact([
      {
        Update: {
          TableName: tableName(),
          Key: maintenanceRequestKey(request.id),
          UpdateExpression: `SET ${sets.join(', ')}`,
          ConditionExpression: 'attribute_exists(PK) AND #updatedAt = :read',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        },
      },
      ...events.map((event) => eventPut(request.id, event)),
      ...audit,
    ]);
  } catch (error) {
    if (error instanceof TransactionRefused && error.failed[0]) throw new MaintenanceChanged(request.id);
    throw error;
  }
  return changed;
}

/** The status a request has after a move, with the time it was resolved kept or cleared. */
export const movedTo = (
  status: MaintenanceStatus,
  at: string,
  request: MaintenanceRequest,
): RequestChanges => ({
  status,
  resolvedAt: status === 'resolved' ? at : status === 'closed' ? (request.resolvedAt ?? at) : null,
});
