import type { Announcement } from '#contract/announcements';
import { appPaths } from '#contract/app-paths';
import type { DeliveredNotice, jobPayloads } from '#contract/jobs';
import type * as z from '#contract/zod';
import { getAnnouncement, markAnnouncementSent, setAnnouncementStatus } from '../../data/announcements.ts';
import { derivedTimeOrderedId } from '../../data/ids.ts';
import { getSettings } from '../../data/settings.ts';
import { enqueue } from '../../platform/job-queue.ts';
import { deliverNotices } from '../notifications/notices.ts';
import { announcementMail } from '../notifications/templates/announcement.ts';
import { recipientsOf, type AnnouncementRecipient } from './audience.ts';

/** Recipients per delivery job: about 10 KB of message, a few seconds of work (deliverNotices). */
export const deliveryBatchSize = 100;

/** SQS holds a message back at most 15 minutes. */
const maxDelaySeconds = 900;

/** While a lockdown is on, announcements wait this long and look again: the lockdown has the worker. */
const lockdownPauseSeconds = 60;

async function lockdownOn(): Promise<boolean> {
  return (await getSettings()).emergencyLockdown.active;
}

/**
 * An announcement's fan-out, run by the jobs worker: before its time it queues itself again (held back up
 * to 15 minutes at a time); at its time it reads its audience and queues one delivery job per batch of
 * recipients, the lockdown's way, so the batches run side by side. While a lockdown is on it waits, so
 * it never takes the worker from the lockdown's own jobs. A repeated run queues the same batches again,
 * whose deliveries find their entries written and their mail sent.
 */
export async function fanOutAnnouncement({
  announcementId,
}: z.output<(typeof jobPayloads)['announcement-fan-out']>): Promise<void> {
  const announcement = await getAnnouncement(announcementId);
  if (!announcement || announcement.status === 'sent') return;
  const wait = Math.ceil((Date.parse(announcement.publishAt) - Date.now()) / 1000);
  if (wait > 0 || (await lockdownOn())) {
    await enqueue([{ kind: 'announcement-fan-out', payload: { announcementId } }], {
      delaySeconds: Math.min(maxDelaySeconds, wait > 0 ? wait : lockdownPauseSeconds),
    });
    return;
  }
  await setAnnouncementStatus(announcementId, 'sending');
  const recipients = await recipientsOf(announcement.audience);
  const batches: AnnouncementRecipient[][] = [];
  for (let start = 0; start < recipients.length; start += deliveryBatchSize)
    batches.push(recipients.slice(start, start + deliveryBatchSize));
  await enqueue(
    batches.map((batch) => ({
      kind: 'announcement-deliver' as const,
      payload: { announcementId, recipients: batch },
    })),
  );
  await markAnnouncementSent(announcementId, recipients.length);
}

/**
 * The id of an announcement's notice to a user: it follows from the announcement and the user, so a
 * repeated delivery finds its entry written, and a reader's own notice is found by its key.
 */
export const announcementNoticeId = (announcement: Announcement, userId: string) =>
  derivedTimeOrderedId(new Date(announcement.publishAt), `${announcement.id}#${userId}`);

/**
 * Where an announcement's notice and mail lead its recipient: its screen in their own area, a student's
 * or staff's (decision 0115); nowhere for a delivery queued before a recipient's role was kept.
 */
const announcementPath = (announcementId: string, recipient: AnnouncementRecipient) =>
  recipient.student === undefined
    ? undefined
    : recipient.student
      ? appPaths.student.announcement(announcementId)
      : appPaths.admin.announcement(announcementId);

/**
 * The notice of an announcement to one recipient, dated when it was published. It leads to the
 * announcement's screen, pinned or not; a pinned one also shows on a student's dashboard, from its entry.
 */
export function announcementNotice(
  announcement: Announcement,
  recipient: AnnouncementRecipient,
): DeliveredNotice {
  const link = announcementPath(announcement.id, recipient);
  return {
    id: announcementNoticeId(announcement, recipient.userId),
    at: announcement.publishAt,
    userId: recipient.userId,
    category: 'announcements',
    title: announcement.title,
    ...(link ? { link } : {}),
    mail: announcementMail(recipient, announcement, link),
    announcement: {
      id: announcement.id,
      text: announcement.text,
      pinned: announcement.pinned,
      ...(announcement.expiresAt ? { expiresAt: announcement.expiresAt } : {}),
    },
  };
}

/**
 * Delivers an announcement to one batch of recipients through the one notice path: each gets an entry
 * whose id follows from the announcement and the user, so a repeated batch writes nothing twice, a push
 * to their open tabs, and their mail, if they want it, on the mail line.
 */
export async function deliverAnnouncement({
  announcementId,
  recipients,
}: z.output<(typeof jobPayloads)['announcement-deliver']>): Promise<void> {
  if (await lockdownOn()) {
    await enqueue([{ kind: 'announcement-deliver', payload: { announcementId, recipients } }], {
      delaySeconds: lockdownPauseSeconds,
    });
    return;
  }
  const announcement = await getAnnouncement(announcementId);
  if (!announcement) return;
  await deliverNotices(
    recipients.map((recipient) => announcementNotice(announcement, recipient)),
    'announcement deliveries',
  );
}
