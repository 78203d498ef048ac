import { roomLeftSchema } from './desk.ts';
import * as messages from './messages.ts';
import { pageQuerySchema, type Pagination, searchQuery } from './pagination.ts';
import { recordIdParam } from './record-ids.ts';
import { sortQuery, type SortValues } from './sorting.ts';
import * as z from './zod.ts';
import { boundedText, requiredText } from './text-fields.ts';
import { namedOnly, type NamedOnly } from './staff-names.ts';
import {
  requestKindLabels,
  requestKinds,
  type RequestKind,
  type RequestStatus,
} from './booking-request-labels.ts';

/**
 * Students ask, staff decide (issue #30 §2, docs/decisions/0039-booking-requests.md). A student with a
 * booking asks for its cancellation or a change of room; staff approve or decline with a reason.
 * Approving does what staff's own cancel or move does, in the same transaction as the decision.
 * A booking has at most one open request at a time; the student may withdraw it while it is open.
 * Its kinds and statuses are in booking-request-labels.ts.
 */
export {
  requestKindLabels,
  requestKinds,
  requestStatuses,
  requestStatusLabels,
} from './booking-request-labels.ts';
export type { RequestKind, RequestStatus } from './booking-request-labels.ts';

/** What a student would like instead, for a room change: each is optional. */
export interface RoomPreferences {
  roomType: string | null;
  block: string | null;
  /** A specific room the student names, as it was when they asked. */
  room: { id: string; roomNumber: string } | null;
  note: string | null;
}

export interface RequestDecision {
  outcome: 'approved' | 'declined';
  reason: string;
  by: { id: string; name: string | null };
  at: string;
  /** The room an approved change moved the booking to. */
  roomNumber: string | null;
}

export interface BookingRequest {
  id: string;
  kind: RequestKind;
  status: RequestStatus;
  booking: { id: string; publicId: string };
  student: { id: string; publicId: string; fullName: string };
  /** The booking's room when the student asked. */
  room: { id: string; roomNumber: string; roomType: string };
  reason: string;
  /** Null for a cancellation. */
  preferences: RoomPreferences | null;
  createdAt: string;
  updatedAt: string;
  withdrawnAt: string | null;
  decision: RequestDecision | null;
  /** When the student marked the decision seen on their dashboard, which shows it until then. */
  seenAt: string | null;
}

/**
 * A request as its student reads it: staff's decision with the name of who decided, not their id
 * (contract/staff-names.ts).
 */
export type BookingRequestForStudent = Omit<BookingRequest, 'decision'> & {
  decision: (Omit<RequestDecision, 'by'> & { by: NamedOnly<RequestDecision['by']> }) | null;
};

export function bookingRequestForStudent(request: BookingRequest): BookingRequestForStudent {
  const { decision } = request;
  return { ...request, decision: decision && { ...decision, by: namedOnly(decision.by) } };
}

const reason = requiredText({
  max: 500,
  required: messages.bookingRequests.reasonRequired,
  tooLong: messages.bookingRequests.reasonLong,
});

/**
 * POST /booking-requests (the booking's student): the booking by its id or public id. The preferences
 * are read for a room change only; empty text means "no preference".
 */
export const createRequestSchema = z.object({
  bookingId: requiredText({
    max: 64,
    required: messages.bookingRequests.bookingRequired,
    tooLong: messages.bookingRequests.bookingRequired,
  }),
  kind: z.enum(requestKinds, messages.bookingRequests.kindInvalid),
  reason,
  roomType: z._default(boundedText(40, messages.bookingRequests.preferenceLong), ''),
  block: z._default(boundedText(10, messages.bookingRequests.preferenceLong), ''),
  roomId: z._default(boundedText(64, messages.bookingRequests.roomUnknown), ''),
  note: z._default(boundedText(500, messages.bookingRequests.noteLong), ''),
});
export type CreateRequest = z.input<typeof createRequestSchema>;

/**
 * POST /booking-requests/{id}/decision (staff): approve or decline, with the reason the student reads.
 * Approving a room change names the room the booking moves to and, for a student checked in, how the
 * room left was handed back (`leaving`, as a move takes it: docs/decisions/0106).
 */
export const decideRequestSchema = z.object({
  outcome: z.enum(['approved', 'declined'], messages.bookingRequests.outcomeInvalid),
  reason,
  roomId: z._default(boundedText(64, messages.bookings.roomRequired), ''),
  leaving: z.optional(roomLeftSchema),
});
export type DecideRequest = z.input<typeof decideRequestSchema>;

export const requestParamsSchema = z.object({ id: recordIdParam() });

/** What the queue's columns sort by, on the server and in the app. */
export const requestSortValues: SortValues<BookingRequest> = {
  asked: (request) => request.createdAt,
  student: (request) => request.student.fullName,
  room: (request) => request.room.roomNumber,
  kind: (request) => requestKindLabels[request.kind],
};

/**
 * GET /booking-requests (staff): the open requests, oldest first unless sorted; `closed` lists the
 * ones staff approved or declined and those withdrawn, newest first.
 */
export const requestQueueQuerySchema = z.extend(pageQuerySchema, {
  sort: sortQuery(requestSortValues),
  state: z._default(z.enum(['open', 'closed'], messages.bookingRequests.stateInvalid), 'open'),
  kind: z.optional(z.enum(requestKinds, messages.bookingRequests.kindInvalid)),
  search: searchQuery,
});
export type RequestQueueQuery = z.output<typeof requestQueueQuerySchema>;

export interface RequestQueueResponse {
  requests: BookingRequest[];
  pagination: Pagination;
}

/** GET /bookings/{id}/requests: the booking's requests, newest first, as staff or its student read them. */
export interface BookingRequestsResponse<Seen extends BookingRequestForStudent = BookingRequest> {
  requests: Seen[];
}

/** The answer to the student's own writes: asking, withdrawing, marking the decision seen. */
export interface RequestWriteResponse {
  request: BookingRequestForStudent;
  message: string;
}
