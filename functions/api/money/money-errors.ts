import * as messages from '#contract/messages';
import { LedgerBusy, LedgerRefused } from '../../data/ledger.ts';
import { conflict } from '../../platform/errors.ts';

/** Runs a ledger write, turning its refusals into 409 messages. */
export async function ledgerWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof LedgerBusy) throw conflict(messages.money.busy, { retry: true });
    if (!(error instanceof LedgerRefused)) throw error;
    throw conflict(messages.money[error.reason]);
  }
}
