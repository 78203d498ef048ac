import type { WaitlistEntry } from '#contract/waitlist';
import { enqueue } from '../jobs/queue.ts';
import type { Mail } from '../mail/send.ts';
import { waitlistExpiredMail, waitlistOfferMail } from '../mail/templates/waitlist.ts';
import { expireOffers } from './expire-offers.ts';
import { offerFreeBeds } from './offer-beds.ts';

/** Mail about the waitlist, sent by the jobs worker after the write it tells of has been committed. */
export async function tell(mails: Mail[]): Promise<void> {
  if (mails.length) await enqueue(mails.map((mail) => ({ kind: 'send-mail' as const, payload: mail })));
}

const offerMails = (offers: WaitlistEntry[]) => offers.map((entry) => waitlistOfferMail(entry, entry.offer!));

/** The offer job's work: offer the free beds, then queue a mail to each student offered one. */
export async function offerBedsAndTell(): Promise<WaitlistEntry[]> {
  const offers = await offerFreeBeds();
  await tell(offerMails(offers));
  return offers;
}

/** The expiry job's work: end overdue offers, tell their students, offer the beds to the next. */
export async function expireOffersAndTell(): Promise<void> {
  const expired = await expireOffers();
  await tell(expired.map((entry) => waitlistExpiredMail(entry, entry.offer!)));
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
