import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { BookingRequest, RequestDecision } from '#contract/booking-requests';
import type { Booking } from '#contract/bookings';
import { auditItems, bookingEntity, bookingName, recordedAuditItems, type Actor } from './audit.ts';
import { currentBookingIs } from './bookings.ts';
import { absent, isConditionFailure } from './conditional.ts';
import { dynamo, tableName } from './dynamo.ts';
import { setAttributes } from './set-attributes.ts';
import { newInternalId } from './ids.ts';
import {
  bookingRequestIndexKeys,
  bookingRequestKey,
  bookingRequestQueuePartition,
  bookingRequestsPartition,
  openBookingRequestKey,
} from './keys.ts';
import { queryAll } from './paging.ts';
import { transact, TransactionRefused, type TransactItem } from './transactions.ts';
import { Refused } from './refused.ts';

/**
 * Booking requests (docs/decisions/0039-booking-requests.md). A request is one item; while it is open a
 * claim item keyed by its booking exists too, created only if none does, so a booking never has two open
 * requests however close together they come. Closing a request (withdrawn, approved, declined) rewrites
 * it on condition that it is still open and removes the claim, in the transaction of whatever closes it:
 * an approval's cancel or move, so a request is decided once and its effect happens once.
 */

/** Why a request write was refused. */
export class RequestRefused extends Refused<'alreadyOpen' | 'notOpen' | 'bookingChanged'> {}

const requestFields = [
  'id',
  'kind',
  'status',
  'booking',
  'student',
  'room',
  'reason',
  'preferences',
  'createdAt',
  'updatedAt',
  'withdrawnAt',
  'decision',
  'seenAt',
] as const;

function requestFromItem(item: Record<string, unknown>): BookingRequest {
  const request: Record<string, unknown> = {};
  for (const field of requestFields) request[field] = item[field] ?? null;
  return request as unknown as BookingRequest;
}

const requestItem = (request: BookingRequest) => ({
  ...bookingRequestKey(request.id),
  ...bookingRequestIndexKeys({
    id: request.id,
    bookingId: request.booking.id,
    createdAt: request.createdAt,
    closed: request.status !== 'open',
  }),
  type: 'bookingRequest',
  ...request,
});

/** The booking a request is about, as the audit trail names it, from what the request holds. */
export const requestAuditEntity = (request: BookingRequest) => ({
  type: 'booking',
  id: request.booking.id,
  name: bookingName(request),
  publicId: request.booking.publicId,
});

/** The audit entry of a request a student asks, at its time: what they ask for and why. */
export const askedAuditItems = (actor: Actor, booking: Booking, request: BookingRequest) =>
  recordedAuditItems({
    actor,
    action: 'booking.request',
    entity: bookingEntity(booking),
    after: { request: request.kind, reason: request.reason },
    at: request.createdAt,
  });

/**
 * The audit entry of a decision on a request: staff's own, or the one a direct change to its booking
 * made. Named by the booking as it is now, or by the request when the booking is gone.
 */
export const decisionAuditItems = (
  actor: Actor,
  request: BookingRequest,
  booking: Booking | null,
  decided: BookingRequest,
) =>
  auditItems({
    actor,
    action: decided.status === 'approved' ? 'booking.requestApprove' : 'booking.requestDecline',
    entity: booking ? bookingEntity(booking) : requestAuditEntity(request),
    before: { request: request.kind, status: request.status },
    after: { status: decided.status, reason: decided.decision!.reason },
    at: decided.decision!.at,
  });

/** A new open request on a booking, not yet written. */
export function newRequest(
  booking: Booking,
  input: Pick<BookingRequest, 'kind' | 'reason' | 'preferences'>,
  at = new Date().toISOString(),
): BookingRequest {
  return {
    id: newInternalId(),
    kind: input.kind,
    status: 'open',
    booking: { id: booking.id, publicId: booking.publicId },
    student: {
      id: booking.student.id,
      publicId: booking.student.publicId,
      fullName: booking.student.fullName,
    },
    room: { id: booking.room.id, roomNumber: booking.room.roomNumber, roomType: booking.room.roomType },
    reason: input.reason,
    preferences: input.preferences,
    createdAt: at,
    updatedAt: at,
    withdrawnAt: null,
    decision: null,
    seenAt: null,
  };
}

/**
 * Stores a new request with its audit entry: refused when the booking already has an open request, or
 * when it is no longer the student's current booking (ended or moved meanwhile).
 */
export async function createRequest(
  request: BookingRequest,
  booking: Booking,
  audit: TransactItem[],
): Promise<void> {
  try {
    await transact([
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...openBookingRequestKey(request.booking.id),
            type: 'openBookingRequest',
            requestId: request.id,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      currentBookingIs(booking.studentId, booking),
      {
        Put: {
          TableName: tableName(),
          Item: requestItem(request),
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      ...audit,
    ]);
  } catch (error) {
    if (!(error instanceof TransactionRefused)) throw error;
    throw new RequestRefused(error.failed[0] ? 'alreadyOpen' : 'bookingChanged');
  }
}

/** The request as it reads once closed: withdrawn by the student, or decided by staff. */
export function closedRequest(
  request: BookingRequest,
  change: { withdrawn: true } | { decision: RequestDecision },
  at = new Date().toISOString(),
): BookingRequest {
  return 'withdrawn' in change
    ? { ...request, status: 'withdrawn', withdrawnAt: at, updatedAt: at }
    : { ...request, status: change.decision.outcome, decision: change.decision, updatedAt: at };
}

/**
 * The items that close an open request, for the transaction of whatever closes it: each fails if the
 * request was closed meanwhile, so whatever comes with them (a cancel, a move) fails too. Only what
 * closing changes is written, so the room's new number a renumbering wrote on the open request after it
 * was read (decision 0091) stays.
 */
export function closeRequestItems(closed: BookingRequest): TransactItem[] {
  const queue = bookingRequestIndexKeys({
    id: closed.id,
    bookingId: closed.booking.id,
    createdAt: closed.createdAt,
    closed: true,
  });
  const closing = setAttributes({
    status: closed.status,
    withdrawnAt: closed.withdrawnAt,
    decision: closed.decision,
    updatedAt: closed.updatedAt,
    GSI3PK: queue.GSI3PK,
    GSI3SK: queue.GSI3SK,
  });
  return [
    {
      Update: {
        TableName: tableName(),
        Key: bookingRequestKey(closed.id),
        UpdateExpression: `SET ${closing.set.join(', ')}`,
        ConditionExpression: 'attribute_exists(PK) AND #status = :open',
        ExpressionAttributeNames: closing.names,
        ExpressionAttributeValues: { ...closing.values, ':open': 'open' },
      },
    },
    {
      Delete: {
        TableName: tableName(),
        Key: openBookingRequestKey(closed.booking.id),
        ConditionExpression: 'requestId = :request',
        ExpressionAttributeValues: { ':request': closed.id },
      },
    },
  ];
}

/**
 * A condition for a change to a booking that leaves its requests as they were read: still none open, or
 * still the one read. A request asked meanwhile then fails the change, to be read again, rather than
 * staying open on a booking that ended or moved.
 */
export function openRequestAsRead(bookingId: string, requestId: string | null): TransactItem {
  if (!requestId) return absent(openBookingRequestKey(bookingId));
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: openBookingRequestKey(bookingId),
      ConditionExpression: 'requestId = :request',
      ExpressionAttributeValues: { ':request': requestId },
    },
  };
}

/**
 * The items that give the room its new number in the open request of each of these bookings, the live
 * bookings of a room being renumbered, for the renumbering's own transaction (decision 0091): the queue
 * shows and searches a request by it. A request open when read is renamed while it is still open; a
 * booking with none must still have none, so one asked meanwhile refuses the renumbering rather than
 * keeping the old number. A booking has at most one open request, so these are one item a booking.
 */
export async function renumberedRequestItems(
  bookingIds: string[],
  roomNumber: string,
): Promise<TransactItem[]> {
  const requests = await Promise.all(bookingIds.map(openRequestOf));
  return bookingIds.map((bookingId, i) => {
    const request = requests[i];
    if (!request) return openRequestAsRead(bookingId, null);
    return {
      Update: {
        TableName: tableName(),
        Key: bookingRequestKey(request.id),
        UpdateExpression: 'SET #room.roomNumber = :roomNumber',
        ConditionExpression: 'attribute_exists(PK) AND #status = :open',
        ExpressionAttributeNames: { '#room': 'room', '#status': 'status' },
        ExpressionAttributeValues: { ':roomNumber': roomNumber, ':open': 'open' },
      },
    };
  });
}

/** Closes an open request on its own (withdrawn, declined), with its audit entry. */
export async function closeRequest(closed: BookingRequest, audit: TransactItem[]): Promise<void> {
  try {
    await transact([...closeRequestItems(closed), ...audit]);
  } catch (error) {
    if (error instanceof TransactionRefused) throw new RequestRefused('notOpen');
    throw error;
  }
}

/**
 * The student has seen staff's decision: the first time is kept (a request stores `seenAt` as null until
 * then). Only a decided request, on condition, so a request still open (whose item the decision rewrites
 * whole) is never marked.
 */
export async function markDecisionSeen(request: BookingRequest, at = new Date().toISOString()) {
  if (request.seenAt) return request;
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: bookingRequestKey(request.id),
        UpdateExpression: 'SET seenAt = :at',
        ConditionExpression: 'attribute_exists(PK) AND #status IN (:approved, :declined)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':at': at, ':approved': 'approved', ':declined': 'declined' },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return requestFromItem(Attributes!);
  } catch (error) {
    if (isConditionFailure(error)) throw new RequestRefused('notOpen');
    throw error;
  }
}

export async function getBookingRequest(id: string): Promise<BookingRequest | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: bookingRequestKey(id), ConsistentRead: true }),
  );
  return Item ? requestFromItem(Item) : null;
}

/** The booking's open request, if it has one (its claim names it). */
export async function openRequestOf(bookingId: string): Promise<BookingRequest | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: openBookingRequestKey(bookingId), ConsistentRead: true }),
  );
  return Item ? getBookingRequest(Item.requestId as string) : null;
}

/** A booking's requests, newest first. */
export async function requestsOfBooking(bookingId: string): Promise<BookingRequest[]> {
  const items = await queryAll({
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': bookingRequestsPartition(bookingId) },
    ScanIndexForward: false,
  });
  return items.map(requestFromItem);
}

/** The queue's requests: the open ones, or the closed ones. */
export async function queuedRequests(closed: boolean): Promise<BookingRequest[]> {
  const items = await queryAll({
    IndexName: 'GSI3',
    KeyConditionExpression: 'GSI3PK = :pk',
    ExpressionAttributeValues: { ':pk': bookingRequestQueuePartition(closed) },
  });
  return items.map(requestFromItem);
}
