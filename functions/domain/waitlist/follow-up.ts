import type { WaitlistEntry } from '#contract/waitlist';
import { enqueue } from '../../platform/job-queue.ts';
import { flushOutbox } from '../notifications/after-commit.ts';
import { expireOffers } from './expire-offers.ts';
import { offerFreeBeds } from './offer-beds.ts';

/** The offer job's work: offer the free beds, then send the offers' mail from the outbox. */
export async function offerBedsAndTell(): Promise<WaitlistEntry[]> {
  const offers = await offerFreeBeds();
  await flushOutbox();
  return offers;
}

/**
 * The scheduled expiry job's work: end overdue offers, offer the beds to the next students, and send
 * the outbox, including any mail a run that died after its commit left behind.
 */
export async function expireOffersAndTell(): Promise<void> {
  await expireOffers();
  await offerBedsAndTell();
}

/**
 * Called after any write that may have freed a bed (a booking ended or moved, a room opened, created or
 * enlarged, an offer declined or taken back): the offer job runs after the request has answered. Until
 * it does, the booking guards (data/waitlist.ts) keep the bed from anyone not waiting for it.
 */
export async function bedsFreed(): Promise<void> {
  await enqueue([{ kind: 'offer-beds', payload: { freedAt: new Date().toISOString() } }]);
}
