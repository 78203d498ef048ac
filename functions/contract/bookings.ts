import * as z from './zod.ts';
import { roomLeftSchema } from './desk.ts';
import * as messages from './messages.ts';
import { pageQuerySchema, type Pagination, searchQuery } from './pagination.ts';
import { recordIdFilter } from './record-ids.ts';
import { boundedText, requiredText } from './text-fields.ts';
import { academicYearSchema, semesterQuerySchema } from './periods.ts';
import { bookingStatuses, bookingStatusWording, type BookingStatus } from './booking-statuses.ts';
import { sortQuery, type SortValues } from './sorting.ts';
import { genderField } from './gender-field.ts';

export * from './booking-statuses.ts';

/**
 * Booking statuses and the moves between them (also in README, "Booking statuses"):
 * - active: the student holds a bed in the room. Only active bookings are live records.
 * - inactive (shown as Completed): the stay ended by check-out or a status change.
 * - cancelled: ended early with a cancellation reason.
 * - archived: ended by deletion, clear-all, the student's deletion or the academic period's roll-over.
 * Every ending moves the booking to the archive in the same transaction that frees its bed, so only
 * active → inactive, active → cancelled and active → archived exist; an ended booking never changes.
 */
export const bookingTransitions: Record<BookingStatus, readonly BookingStatus[]> = {
  active: ['inactive', 'cancelled', 'archived'],
  inactive: [],
  cancelled: [],
  archived: [],
};

export const canTransition = (from: BookingStatus, to: BookingStatus) =>
  bookingTransitions[from].includes(to);

export const semesters = [1, 2] as const;

export interface BookingStudent {
  id: string;
  publicId: string;
  fullName: string;
  email: string;
}
export interface BookingRoom {
  id: string;
  publicId: string;
  roomNumber: string;
  roomType: string;
  capacity: number;
}

export interface Booking {
  id: string;
  /** The same 24-hex id under the name docs/spec.md §3 gives it, for clients written against that name. */
  _id: string;
  publicId: string;
  studentId: string;
  roomId: string;
  student: BookingStudent;
  room: BookingRoom;
  bookingDate: string;
  academicYear: string;
  semester: number;
  status: BookingStatus;
  cancellationReason?: string;
  createdByAdmin: boolean;
  createdAt: string;
  /**
   * Until when the bed is held for the deposit (ISO time), while the deposit deadline applies and the
   * deposit is unpaid; absent once paid, or when the rule did not apply. Kept on the archive record.
   */
  depositDueBy?: string;
  archivedAt?: string;
  /** Who ended it: the user's id, or 'system'. Staff's answers only (BookingForStudent). */
  archivedBy?: string;
  archiveReason?: string;
  originalCreatedAt?: string;
}

/**
 * A booking as its student reads it: without the id of the staff member who ended it, which is staff's
 * own key (contract/staff-names.ts); why it ended is `archiveReason`.
 */
export type BookingForStudent = Omit<Booking, 'archivedBy'>;

export function bookingForStudent(booking: Booking): BookingForStudent {
  const { archivedBy: _staffsKey, ...seen } = booking;
  return seen;
}

/** Bookings as their student reads them. */
export const bookingsForStudent = (bookings: Booking[]) => bookings.map(bookingForStudent);

const roomId = z
  .string(messages.bookings.roomRequired)
  .check(z.trim(), z.minLength(1, messages.bookings.roomRequired));

/** POST /bookings. Staff booking for a student name the student; a student books for themself. */
export const createBookingSchema = z.object({
  roomId,
  termsAgreed: z.literal(true, messages.bookings.termsRequired),
  studentId: z.optional(z.string().check(z.trim(), z.minLength(1, messages.bookings.studentRequired))),
});
export type CreateBooking = z.input<typeof createBookingSchema>;

/**
 * PUT /bookings/{id}/room (staff). `gender` changes the student's gender with the move, in the same
 * transaction: the one way to change it while they hold a bed in a single-gender room (issue #25).
 * `leaving` is how the room left was handed back, which a move of a student checked in needs and any
 * other move refuses (docs/decisions/0106).
 */
export const moveBookingSchema = z.object({
  roomId,
  gender: z.optional(genderField),
  leaving: z.optional(roomLeftSchema),
});

export const bookingStatusSchema = z.object({
  status: z.enum(bookingStatuses, messages.bookings.statusInvalid),
  reason: z.optional(boundedText(500, messages.common.textTooLong(500))),
});

export const cancelBookingSchema = z.object({
  cancellationReason: requiredText({
    max: 500,
    required: messages.bookings.cancellationReasonRequired,
    tooLong: messages.bookings.cancellationReasonLong,
  }),
});

/**
 * GET /bookings filters. Lists read one academic period at a time, the current one unless academicYear
 * (and optionally semester) is given.
 */
export const bookingScopes = ['live', 'archive'] as const;

/** What the bookings list's columns sort by (contract/sorting.ts), on the server and in the app. */
export const bookingSortValues: SortValues<Booking> = {
  student: (booking) => booking.student.fullName,
  room: (booking) => booking.room.roomNumber,
  booked: (booking) => booking.bookingDate,
  status: (booking) => bookingStatusWording[booking.status].label,
};

export const bookingListQuerySchema = z.extend(pageQuerySchema, {
  sort: sortQuery(bookingSortValues),
  status: z.optional(z.enum(bookingStatuses, messages.bookings.statusInvalid)),
  /** live: the bookings holding a bed now; archive: the ended ones. Both when absent. */
  scope: z.optional(z.enum(bookingScopes, messages.bookings.scopeInvalid)),
  academicYear: z.optional(academicYearSchema),
  semester: z.optional(semesterQuerySchema),
  roomId: recordIdFilter,
  studentId: recordIdFilter,
  search: searchQuery,
});

export const archivedQuerySchema = z.extend(pageQuerySchema, {
  limit: z._default(pageQuerySchema.shape.limit, 10),
});

export interface BookingListResponse {
  bookings: Booking[];
  pagination: Pagination;
}
export interface BookingResponse {
  booking: Booking;
}
export interface BookingWriteResponse {
  booking: Booking;
  message: string;
}
export interface StudentBookingsResponse {
  bookings: Booking[];
}
export interface CurrentBookingResponse {
  booking: Booking | null;
}
export interface ArchivedBookingsResponse {
  archives: Booking[];
  pagination: Pagination;
}
export interface BookingSummaryResponse {
  summary: { current: Booking | null; archived: { count: number } };
}
export interface ClearBookingsResponse {
  message: string;
  archived: number;
  /** True while the rest are archived in the background (more than one request has time for). */
  pending: boolean;
}
