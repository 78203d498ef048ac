import * as messages from '#contract/messages';
import { conflict } from '../../platform/errors.ts';
import { TransactionBusyError } from '../../data/transactions.ts';
import { WaitlistRefused } from '../../data/waitlist.ts';

/** Runs a waitlist write, turning the transaction's refusals into 409 messages. */
export async function waitlistWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof TransactionBusyError) throw conflict(messages.bookingRefusals.busy, { retry: true });
    if (!(error instanceof WaitlistRefused)) throw error;
    const m = messages.waitlist;
    const message: Record<string, string> = {
      alreadyWaiting: m.alreadyWaiting,
      alreadyBooked: m.alreadyBooked,
      notWaiting: m.notWaiting,
      offerChanged: m.offerChanged,
      offerExpired: m.offerExpired,
      studentInactive: messages.bookingRefusals.studentInactive,
      roomUnavailable: messages.bookingRefusals.roomUnavailable,
      roomChanged: messages.bookingRefusals.roomChanged,
      studentChanged: messages.bookingRefusals.concurrentChange,
      entryChanged: m.entryChanged,
    };
    throw conflict(message[error.reason] ?? m.offerChanged, { reason: error.reason });
  }
}
