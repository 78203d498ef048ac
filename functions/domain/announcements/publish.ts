import type { Announcement, publishAnnouncementSchema } from '#contract/announcements';
import type * as z from '#contract/zod';
import { announcementPut } from '../../data/announcements.ts';
import { auditItems, type Actor } from '../../data/audit.ts';
import { newTimeOrderedId } from '../../data/ids.ts';
import { newOutboxEntry, outboxPut } from '../../data/outbox.ts';
import { transact } from '../../data/transactions.ts';
import { handOnAfterCommit } from '../notifications/after-commit.ts';

/**
 * Stores the announcement, its audit record and its fan-out job in the outbox in one transaction, then
 * hands the fan-out to the jobs queue, held back until its time when it is scheduled (the fan-out job
 * holds itself back further past SQS's 15 minutes). If the queue refuses, or the process dies first, the
 * `flush-outbox` sweep queues the fan-out, which waits for its time itself: an announcement is never
 * left "sending" or "scheduled" with nothing to send it.
 */
export async function publishAnnouncement(
  input: z.output<typeof publishAnnouncementSchema>,
  actor: Actor,
): Promise<Announcement> {
  const now = new Date();
  const publishAt = input.publishAt ? new Date(input.publishAt) : now;
  const announcement: Announcement = {
    id: newTimeOrderedId(now),
    title: input.title,
    text: input.text,
    audience: input.audience,
    pinned: input.pinned,
    publishAt: publishAt.toISOString(),
    // Normalised to UTC: the pinned list compares it as text (data/notifications.ts).
    expiresAt: input.expiresAt ? new Date(input.expiresAt).toISOString() : null,
    createdAt: now.toISOString(),
    createdBy: { id: actor.id, name: actor.name ?? null },
    status: input.publishAt ? 'scheduled' : 'sending',
    recipients: null,
  };
  const fanOut = newOutboxEntry({
    job: { kind: 'announcement-fan-out', payload: { announcementId: announcement.id } },
  });
  await transact([
    announcementPut(announcement),
    ...auditItems({
      actor,
      action: 'announcement.publish',
      entity: { type: 'announcement', id: announcement.id, name: announcement.title },
      after: {
        audience: announcement.audience,
        publishAt: announcement.publishAt,
        pinned: announcement.pinned,
      },
    }),
    outboxPut(fanOut),
  ]);
  const wait = Math.ceil((publishAt.getTime() - now.getTime()) / 1000);
  await handOnAfterCommit([fanOut], wait > 0 ? { delaySeconds: Math.min(900, wait) } : {});
  return announcement;
}
