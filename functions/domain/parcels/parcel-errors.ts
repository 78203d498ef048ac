import * as messages from '#contract/messages';
import { ParcelRefused } from '../../data/parcels.ts';
import { TransactionBusyError } from '../../data/transactions.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';

/**
 * Runs a parcel write, turning its refusals into the desk's 4xx messages; `whenCollected` is the 409's
 * message for a parcel found collected meanwhile (a removal says why it cannot be removed).
 */
export async function parcelWrite<T>(
  write: () => Promise<T>,
  whenCollected: string = messages.parcels.alreadyCollected,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof TransactionBusyError) throw conflict(messages.bookingRefusals.busy, { retry: true });
    if (!(error instanceof ParcelRefused)) throw error;
    if (error.reason === 'studentNotActive') throw badRequest(messages.parcels.studentNotActive);
    if (error.reason === 'gone') throw notFound(messages.parcels.notFound);
    throw conflict(whenCollected, { reason: error.reason });
  }
}
