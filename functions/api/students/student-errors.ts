import * as messages from '#contract/messages';
import { formatMoney } from '#contract/amounts';
import { TransactionBusyError } from '../../data/transactions.ts';
import { conflict } from '../../platform/errors.ts';
import { BookingRefused } from '../../data/bookings.ts';
import { StudentChangedError, StudentHoldsMoney, StudentIdNumberTakenError } from '../../data/students.ts';
import { EmailTakenError } from '../../data/users.ts';

const taken = (field: string, message: string) => conflict(message, { errors: { [field]: message } });

/** Runs a student write, turning the data layer's refusals into 409 messages. */
export async function studentWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof TransactionBusyError) throw conflict(messages.bookingRefusals.busy, { retry: true });
    // On the field to correct, as a server's field errors are shown (lib/form.ts in the app).
    if (error instanceof EmailTakenError) throw taken('email', messages.students.emailTaken);
    if (error instanceof StudentIdNumberTakenError)
      throw taken('studentIdNumber', messages.students.studentIdNumberTaken);
    if (error instanceof StudentHoldsMoney)
      throw conflict(
        error.balance > 0
          ? messages.students.owesMoney(formatMoney(error.balance, error.currency))
          : messages.students.inCredit(formatMoney(-error.balance, error.currency)),
      );
    if (error instanceof StudentChangedError || error instanceof BookingRefused)
      throw conflict(messages.bookingRefusals.concurrentChange);
    throw error;
  }
}
