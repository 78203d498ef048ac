import * as z from 'zod';
import { messages } from './messages.ts';
import { pageQuerySchema, type Pagination } from './pagination.ts';
import { academicYearSchema } from './settings.ts';

/**
 * Booking statuses and the moves between them (also in README, "Booking statuses"):
 * - active: the student holds a bed in the room. Only active bookings are live records.
 * - inactive (shown as Completed): the stay ended by check-out or a status change.
 * - cancelled: ended early with a cancellation reason.
 * - archived: ended by deletion, clear-all, the student's deletion or the academic period's roll-over.
 * Every ending moves the booking to the archive in the same transaction that frees its bed, so only
 * active → inactive, active → cancelled and active → archived exist; an ended booking never changes.
 */
export const bookingStatuses = ['active', 'inactive', 'cancelled', 'archived'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

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
  archivedAt?: string;
  /** Who ended it: the user's id, or 'system'. */
  archivedBy?: string;
  archiveReason?: string;
  originalCreatedAt?: string;
}

/** POST /bookings. Staff booking for a student name the student; a student books for themself. */
export const createBookingSchema = z.object({
  roomId: z.string(messages.bookings.roomRequired).trim().min(1, messages.bookings.roomRequired),
  termsAgreed: z.literal(true, messages.bookings.termsRequired),
  studentId: z.string().trim().min(1).optional(),
});
export type CreateBooking = z.input<typeof createBookingSchema>;

export const moveBookingSchema = z.object({
  roomId: z.string(messages.bookings.roomRequired).trim().min(1, messages.bookings.roomRequired),
});

export const bookingStatusSchema = z.object({
  status: z.enum(bookingStatuses, messages.bookings.statusInvalid),
  reason: z.string().trim().max(500).optional(),
});

export const cancelBookingSchema = z.object({
  cancellationReason: z
    .string(messages.bookings.cancellationReasonRequired)
    .trim()
    .min(1, messages.bookings.cancellationReasonRequired)
    .max(500),
});

export const semesterSchema = z.coerce
  .number()
  .int()
  .refine((value) => value === 1 || value === 2, messages.settings.semesterInvalid);

/**
 * GET /bookings filters. Lists read one academic period at a time, the current one unless academicYear
 * (and optionally semester) is given.
 */
export const bookingListQuerySchema = pageQuerySchema.extend({
  status: z.enum(bookingStatuses).optional(),
  academicYear: academicYearSchema.optional(),
  semester: semesterSchema.optional(),
  roomId: z.string().trim().optional(),
  studentId: z.string().trim().optional(),
  search: z.string().trim().max(100).optional(),
});

export const archivedQuerySchema = pageQuerySchema.extend({
  limit: pageQuerySchema.shape.limit.default(10),
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
}
