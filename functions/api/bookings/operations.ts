import type { Operation } from '../http/operation.ts';
import { askBookingRequest } from './ask-booking-request.ts';
import { bookingRequestQueue } from './booking-request-queue.ts';
import { decideBookingRequest } from './decide-booking-request.ts';
import { listBookingRequests } from './list-booking-requests.ts';
import { seeBookingRequest } from './see-booking-request.ts';
import { withdrawBookingRequest } from './withdraw-booking-request.ts';
import { cancelBookingOperation } from './cancel-booking.ts';
import { clearBookings } from './clear-bookings.ts';
import { createBookingOperation } from './create-booking.ts';
import { deleteBookingOperation } from './delete-booking.ts';
import { getBookingOperation } from './get-booking.ts';
import { getResidence } from './get-residence.ts';
import { listBookingsOperation } from './list-bookings.ts';
import { moveBookingOperation } from './move-booking.ts';
import { updateBookingStatus } from './update-booking-status.ts';

/**
 * Bookings: a student books for themself, reads their own and asks for changes to it; staff manage all
 * and decide the requests.
 */
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
  askBookingRequest,
  listBookingRequests,
  withdrawBookingRequest,
  seeBookingRequest,
  bookingRequestQueue,
  decideBookingRequest,
} satisfies Record<string, Operation>;
