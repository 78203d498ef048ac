import * as messages from '#contract/messages';
import { DeskRefused } from '../../data/desk.ts';
import { TransactionBusyError } from '../../data/transactions.ts';
import { conflict } from '../../platform/errors.ts';

/** Runs a desk write, turning its refusals into 409 messages. */
export async function deskWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof TransactionBusyError) throw conflict(messages.bookingRefusals.busy, { retry: true });
    if (!(error instanceof DeskRefused)) throw error;
    const message = {
      bookingEnded: messages.bookingRefusals.ended,
      bookingChanged: messages.bookingRefusals.concurrentChange,
      alreadyCheckedIn: messages.desk.alreadyCheckedIn,
      notCheckedIn: messages.desk.notCheckedIn,
      alreadyAnswered: messages.desk.alreadyAnswered,
      alreadyCheckedOut: messages.desk.alreadyCheckedOut,
    }[error.reason];
    throw conflict(message, { reason: error.reason });
  }
}
