import type { Operation } from '../http/operation.ts';
import { cancelBookingOperation } from './cancel-booking.ts';
import { clearBookings } from './clear-bookings.ts';
import { createBookingOperation } from './create-booking.ts';
import { deleteBookingOperation } from './delete-booking.ts';
import { getBookingOperation } from './get-booking.ts';
import { getResidence } from './get-residence.ts';
import { listBookingsOperation } from './list-bookings.ts';
import { moveBookingOperation } from './move-booking.ts';
import { updateBookingStatus } from './update-booking-status.ts';

/** Bookings: a student books for themself and reads their own; staff manage all. */
export const operations = {
  listBookings: listBookingsOperation,
  getBooking: getBookingOperation,
  createBooking: createBookingOperation,
  moveBooking: moveBookingOperation,
  updateBookingStatus,
  cancelBooking: cancelBookingOperation,
  deleteBooking: deleteBookingOperation,
  clearBookings,
  getResidence,
} satisfies Record<string, Operation>;
