import type { Announcement, publishAnnouncementSchema } from '#contract/announcements';
import type * as z from '#contract/zod';
import { announcementPut } from '../../data/announcements.ts';
import { auditItems, type Actor } from '../../data/audit.ts';
import { newTimeOrderedId } from '../../data/ids.ts';
import { newOutboxEntry, outboxPut } from '../../data/outbox.ts';
import { transact } from '../../data/transactions.ts';
import { handOnAfterCommit } from '../notifications/after-commit.ts';

/** An announcement as staff publish it at `now`: sending at once, or scheduled for its time. */
export function newAnnouncement(
  input: z.output<typeof publishAnnouncementSchema>,
  actor: Actor,
  now = new Date(),
): Announcement {
  return {
    id: newTimeOrderedId(now),
    title: input.title,
    text: input.text,
    audience: input.audience,
    pinned: input.pinned,
    publishAt: (input.publishAt ? new Date(input.publishAt) : now).toISOString(),
    // Normalised to UTC: the pinned list compares it as text (data/notifications.ts).
    expiresAt: input.expiresAt ? new Date(input.expiresAt).toISOString() : null,
    createdAt: now.toISOString(),
    createdBy: { id: actor.id, name: actor.name ?? null },
    status: input.publishAt ? 'scheduled' : 'sending',
    recipients: null,
  };
}

/** The announcement's item and its audit record, dated when it was made, for the transaction that stores it. */
export const publishedItems = (announcement: Announcement, actor: Actor) => [
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
    at: announcement.createdAt,
  }),
];

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
  const announcement = newAnnouncement(input, actor);
  const fanOut = newOutboxEntry({
    job: { kind: 'announcement-fan-out', payload: { announcementId: announcement.id } },
  });
  await transact([...publishedItems(announcement, actor), outboxPut(fanOut)]);
  const wait = Math.ceil((Date.parse(announcement.publishAt) - Date.parse(announcement.createdAt)) / 1000);
  await handOnAfterCommit([fanOut], wait > 0 ? { delaySeconds: Math.min(900, wait) } : {});
  return announcement;
}
