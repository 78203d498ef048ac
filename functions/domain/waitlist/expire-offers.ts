import { appPaths } from '#contract/app-paths';
import type { WaitlistEntry } from '#contract/waitlist';
import { recordedAuditItems, systemActor, waitlistEntity } from '../../data/audit.ts';
import { endOffer, expiredOffers, WaitlistRefused } from '../../data/waitlist.ts';
import { noticeItems } from '../notifications/notices.ts';
import { waitlistExpiredMail, waitlistNotice } from '../notifications/templates/waitlist.ts';

/**
 * Ends every offer whose deadline has passed: the student leaves the queue and the bed is given back,
 * each in its own transaction conditioned on the entry still holding that very offer. A repeated or
 * overlapping run finds the offer gone (or is refused by the condition) and changes nothing, so each
 * expiry happens, and its notice is written, exactly once. Returns the offers this run ended.
 */
export async function expireOffers(now = new Date()): Promise<WaitlistEntry[]> {
  const due = await expiredOffers(now.toISOString());
  const ended: WaitlistEntry[] = [];
  for (const entry of due) {
    try {
      await endOffer(entry, [
        ...recordedAuditItems({
          actor: systemActor,
          action: 'waitlist.expire',
          entity: waitlistEntity(entry),
          before: { roomNumber: entry.offer!.roomNumber, expiresAt: entry.offer!.expiresAt },
        }),
        // Written with the expiry itself (data/outbox.ts), so the student is told even if this run dies.
        ...noticeItems(
          waitlistNotice(entry, waitlistExpiredMail(entry, entry.offer!), appPaths.student.rooms),
        ),
      ]);
      ended.push(entry);
    } catch (error) {
      if (!(error instanceof WaitlistRefused)) throw error;
    }
  }
  return ended;
}
