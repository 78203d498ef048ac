import type { WaitlistEntry } from '#contract/waitlist';
import { type Actor, recordedAuditItems, waitlistEntity } from '../../data/audit.ts';
import { getSettings } from '../../data/settings.ts';
import type { TransactItem } from '../../data/transactions.ts';
import { getEntry, withdrawalItems } from '../../data/waitlist.ts';

/** The student's entry in the current period's queue, waiting or offered, or null. */
export async function currentEntryOf(studentId: string): Promise<WaitlistEntry | null> {
  const settings = await getSettings();
  return getEntry(
    { academicYear: settings.currentAcademicYear, semester: settings.currentSemester },
    studentId,
  );
}

/**
 * The items that take a student off the waitlist when their account is deactivated or deleted, for
 * that write's own transaction (issue #25, issue #30): a waiting entry leaves the queue and its counters,
 * a held bed goes back. The caller then runs the offer job (bedsFreed) when the entry held a bed, so it
 * goes to the next student.
 */
export function withdrawalOnAccountChange(
  entry: WaitlistEntry | null,
  actor: Actor,
  reason: string,
): TransactItem[] {
  if (!entry) return [];
  return [...withdrawalItems(entry), ...waitlistRemovalAudit(entry, actor, reason)];
}

/** The audit record of a student taken off the waitlist, whoever took them off and why. */
export function waitlistRemovalAudit(entry: WaitlistEntry, actor: Actor, reason: string): TransactItem[] {
  return recordedAuditItems({
    actor,
    action: 'waitlist.remove',
    entity: waitlistEntity(entry),
    before: {
      status: entry.status,
      roomTypes: entry.roomTypes,
      ...(entry.offer ? { roomNumber: entry.offer.roomNumber } : {}),
    },
    after: { reason },
  });
}
