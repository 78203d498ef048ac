import * as messages from '#contract/messages';
import { conflict } from '../../platform/errors.ts';
import { TransactionBusyError } from '../../data/transactions.ts';
import { WaitlistRefused } from '../../data/waitlist.ts';

/** Runs a waitlist write, turning the transaction's refusals into 409 messages. */
export async function waitlistWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof TransactionBusyError) throw conflict(messages.bookings.busy, { retry: true });
    if (!(error instanceof WaitlistRefused)) throw error;
    const message: Record<string, string> = {
      alreadyWaiting: messages.waitlist.alreadyWaiting,
      alreadyBooked: messages.waitlist.alreadyBooked,
      notWaiting: messages.waitlist.notWaiting,
      offerChanged: messages.waitlist.offerChanged,
      offerExpired: messages.waitlist.offerExpired,
      studentInactive: messages.bookings.studentInactive,
      entryChanged: messages.waitlist.offerChanged,
    };
    throw conflict(message[error.reason] ?? messages.waitlist.offerChanged, { reason: error.reason });
  }
}
