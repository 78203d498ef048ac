import { domainHandler } from '../http/pipeline.ts';
import { cancelBookingOperation } from './cancel-booking.ts';
import { clearBookings } from './clear-bookings.ts';
import { createBookingOperation } from './create-booking.ts';
import { deleteBookingOperation } from './delete-booking.ts';
import { getBookingOperation } from './get-booking.ts';
import { listBookingsOperation } from './list-bookings.ts';
import { moveBookingOperation } from './move-booking.ts';
import { updateBookingStatus } from './update-booking-status.ts';

export const operations = {
  listBookings: listBookingsOperation,
  getBooking: getBookingOperation,
  createBooking: createBookingOperation,
  moveBooking: moveBookingOperation,
  updateBookingStatus,
  cancelBooking: cancelBookingOperation,
  deleteBooking: deleteBookingOperation,
  clearBookings,
};

export const handler = domainHandler('bookings', operations);
