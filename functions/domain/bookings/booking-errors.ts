import * as messages from '#contract/messages';
import { TransactionBusyError } from '../../data/transactions.ts';
import { conflict } from '../../platform/errors.ts';
import { BookingRefused } from '../../data/bookings.ts';

/** Runs a booking write, turning the transaction's refusals into 409 messages. */
export async function bookingWrite<T>(
  write: () => Promise<T>,
  context: { byStaff: boolean; designation?: string },
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof TransactionBusyError) throw conflict(messages.bookings.busy, { retry: true });
    if (!(error instanceof BookingRefused)) throw error;
    const message = {
      roomFull: messages.bookings.roomFull,
      roomUnavailable: messages.bookings.roomUnavailable,
      genderMismatch: messages.bookings.genderMismatch(context.designation ?? 'mixed'),
      alreadyBooked: context.byStaff
        ? messages.bookings.studentAlreadyBooked
        : messages.bookings.alreadyBooked,
      studentInactive: messages.bookings.studentInactive,
      bookingChanged: messages.bookings.concurrentChange,
      heldForWaitlist: messages.bookings.heldForWaitlist,
      offerPending: context.byStaff ? messages.bookings.studentOfferPending : messages.bookings.offerPending,
    }[error.reason];
    throw conflict(message, { reason: error.reason });
  }
}
