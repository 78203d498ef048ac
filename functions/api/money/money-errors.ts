import * as messages from '#contract/messages';
import { LedgerBusy, LedgerRefused } from '../../data/ledger.ts';
import { TransactionRefused } from '../../data/transactions.ts';
import { getUserById } from '../../data/users.ts';
import { conflict, notFound } from '../../platform/errors.ts';

/**
 * Runs staff's write to a student's ledger, turning its refusals into 409 messages. Its transaction
 * holds `userStillExists` for the student: a deletion that commits between the student's read and this
 * write refuses it, and the answer is the 404 a read after the deletion would have given, not money on a
 * ledger no one owns (docs/spec.md §7).
 */
export async function studentLedgerWrite<T>(studentId: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof LedgerBusy) throw conflict(messages.money.busy, { retry: true });
    if (error instanceof LedgerRefused) throw conflict(messages.money[error.reason]);
    if (error instanceof TransactionRefused && !(await getUserById(studentId)))
      throw notFound(messages.students.notFound);
    throw error;
  }
}
