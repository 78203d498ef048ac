import type { WaitlistEntry } from '#contract/waitlist';
import { sendMail, type Mail } from '../mail/send.ts';
import { waitlistExpiredMail, waitlistOfferMail } from '../mail/templates/waitlist.ts';
import { expireOffers } from './expire-offers.ts';
import { offerFreeBeds } from './offer-beds.ts';

/** The mails of offers just made. */
export const offerMails = (offers: WaitlistEntry[]): Mail[] =>
  offers.map((entry) => waitlistOfferMail(entry, entry.offer!));

/** One run of the offer job: offer the free beds, then tell each student offered one. */
export async function runOfferBeds(): Promise<void> {
  await sendAll(offerMails(await offerFreeBeds()));
}

/** One run of the expiry job: end overdue offers, tell their students, offer the beds to the next. */
export async function runExpireOffers(): Promise<void> {
  const expired = await expireOffers();
  await sendAll(expired.map((entry) => waitlistExpiredMail(entry, entry.offer!)));
  await runOfferBeds();
}

async function sendAll(mails: Mail[]) {
  for (const mail of mails) await sendMail(mail);
}

/**
 * Called after any write that may have freed a bed (a booking ended or moved, a room opened, created or
 * enlarged, an offer declined): the offer job runs after the request has answered.
 */
export async function bedsFreed(): Promise<void> {
  background(runOfferBeds(), 'offer job failed');
}

/** Mail about the waitlist, sent after the request has answered. */
export async function tell(mails: Mail[]): Promise<void> {
  background(sendAll(mails), 'waitlist mail failed');
}

const running = new Set<Promise<void>>();

function background(work: Promise<void>, failure: string) {
  const tracked = work
    .catch((error: Error) =>
      console.error(JSON.stringify({ level: 'error', message: failure, error: error.message })),
    )
    .finally(() => running.delete(tracked));
  running.add(tracked);
}

/** Resolves when the work started after earlier requests has finished (tests wait on it). */
export async function waitlistSettled(): Promise<void> {
  while (running.size) await Promise.all([...running]);
}
