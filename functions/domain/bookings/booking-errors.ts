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
    if (error instanceof TransactionBusyError) throw conflict(messages.bookingRefusals.busy, { retry: true });
    if (!(error instanceof BookingRefused)) throw error;
    const m = messages.bookingRefusals;
    const message = {
      roomFull: m.roomFull,
      roomUnavailable: m.roomUnavailable,
      genderMismatch: m.genderMismatch(context.designation ?? 'mixed'),
      alreadyBooked: context.byStaff ? m.studentAlreadyBooked : m.alreadyBooked,
      studentInactive: m.studentInactive,
      bookingChanged: m.concurrentChange,
      heldForWaitlist: m.heldForWaitlist,
      offerPending: context.byStaff ? m.studentOfferPending : m.offerPending,
      roomChanged: m.roomChanged,
    }[error.reason];
    throw conflict(message, { reason: error.reason });
  }
}
