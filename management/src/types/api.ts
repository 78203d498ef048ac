/**
 * The shapes the API answers with, from the shared contract (type-only imports: no schema code reaches
 * the browser through this module).
 */
export type { Role } from '#contract/roles';
export type { AuthUser as User } from '#contract/auth';
export type { Student } from '#contract/students';
export type { Room, RoomForStudent, RoomStatus, GenderDesignation } from '#contract/rooms';
export type { Booking, BookingStatus } from '#contract/bookings';
export type { Pagination } from '#contract/pagination';
export type { PublicSettings } from '#contract/settings';

/** A write's answer when it carries only what to tell the user. */
export interface Message {
  message: string;
}
