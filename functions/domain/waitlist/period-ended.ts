import { appPaths } from '#contract/app-paths';
import * as messages from '#contract/messages';
import type { WaitlistEntry } from '#contract/waitlist';
import { systemActor } from '../../data/audit.ts';
import { endOffer, getEntry, removeWaitingEntry, WaitlistRefused, type Period } from '../../data/waitlist.ts';
import { noticeItems } from '../notifications/notices.ts';
import { waitlistNotice, waitlistPeriodEndedMail } from '../notifications/templates/waitlist.ts';
import { waitlistRemovalAudit } from './withdraw.ts';

/**
 * Takes `entry`, a place in the queue of a period the roll-over to `next` left behind, off that queue
 * (docs/spec.md §10): a waiting entry stops being counted, an offered one gives its held bed back, in one
 * transaction conditioned on the entry as read (its place, or its very offer), as an expiry is. The
 * student's notice is written in it (the outbox), and the trail records it by the system. An entry
 * changed meanwhile (offered, or given a new gender) is read again and ended as it is now; one gone
 * meanwhile (left, answered, expired) needs nothing. One that changes again in that moment is left as
 * it is, as the roll-over's archiving leaves a booking that keeps changing, rather than holding up the
 * roll-over: its settle pass comes back to it (domain/settings/roll-over.ts), and an offer still expires.
 */
export async function endPlaceWithPeriod(entry: WaitlistEntry, next: Period): Promise<void> {
  try {
    await end(entry, next);
  } catch (error) {
    if (!(error instanceof WaitlistRefused)) throw error;
    const current = await getEntry(entry, entry.studentId);
    if (!current) return;
    await end(current, next).catch((again: unknown) => {
      if (!(again instanceof WaitlistRefused)) throw again;
    });
  }
}

async function end(entry: WaitlistEntry, next: Period): Promise<void> {
  const items = [
    ...waitlistRemovalAudit(
      entry,
      systemActor,
      messages.archiveReasons.rollOver(next.academicYear, next.semester),
    ),
    ...noticeItems(waitlistNotice(entry, waitlistPeriodEndedMail(entry, next), appPaths.student.rooms)),
  ];
  await (entry.status === 'offered' ? endOffer(entry, items) : removeWaitingEntry(entry, items));
}
