import type { Announcement, publishAnnouncementSchema } from '#contract/announcements';
import type * as z from '#contract/zod';
import { putAnnouncement } from '../../data/announcements.ts';
import { recordAudit, type Actor } from '../../data/audit.ts';
import { newTimeOrderedId } from '../../data/ids.ts';
import { enqueue } from '../../platform/job-queue.ts';

/**
 * Stores the announcement, then hands its fan-out to the jobs queue, held back until its time when it
 * is scheduled (the fan-out job holds itself back further past SQS's 15 minutes).
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
  };
  await putAnnouncement(announcement);
  await recordAudit({
    actor,
    action: 'announcement.publish',
    entity: { type: 'announcement', id: announcement.id, name: announcement.title },
    after: {
      audience: announcement.audience,
      publishAt: announcement.publishAt,
      pinned: announcement.pinned,
    },
  });
  const wait = Math.ceil((publishAt.getTime() - now.getTime()) / 1000);
  await enqueue([{ kind: 'announcement-fan-out', payload: { announcementId: announcement.id } }], {
    ...(wait > 0 ? { delaySeconds: Math.min(900, wait) } : {}),
  });
  return announcement;
}
