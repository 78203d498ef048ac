import type { DeliveredNotice } from '#contract/jobs';
import type { NoticeAnnouncement } from '../../data/notifications.ts';
import { mailsFor, type NoticeCategory } from '#contract/notifications';
import type { RealtimeEvent } from '#contract/realtime';
import { newTimeOrderedId } from '../../data/ids.ts';
import {
  noticeEntryItem,
  preferencesOf,
  putNoticeEntry,
  type NoticeEntry,
} from '../../data/notifications.ts';
import { outboxItem } from '../../data/outbox.ts';
import type { TransactItem } from '../../data/transactions.ts';
import { enqueue } from '../../platform/job-queue.ts';
import type { Mail } from '../../platform/mail.ts';
import { logger } from '../../platform/observability.ts';
import { pushToUser } from '../realtime/broadcast.ts';
import { mailOnTheLine, type LineMail } from './mail-line.ts';

/**
 * The one path by which the product tells a user that something concerns them (issue #28): a booking,
 * an offer, a payment, a repair, an announcement. Every producer hands a notice here, once its change is
 * committed, and never sends its own mail; what a notice becomes (an entry in the user's notification
 * centre, a push to their open tabs, a mail, as the user's preferences say) is decided here alone.
 */
export type { NoticeCategory };

export interface Notice {
  userId: string;
  category: NoticeCategory;
  /** One line for the notification list. */
  title: string;
  /** Where in the app the notice leads, a path below /management. */
  link?: string;
  mail: Mail;
  /** The announcement a notice brings, kept with its entry for the dashboard's pinned announcements. */
  announcement?: NoticeAnnouncement;
}

/** A notice whose line in the list is its mail's subject, which already says what happened in one line. */
export const noticeOf = (userId: string, category: NoticeCategory, mail: Mail, link?: string): Notice => ({
  userId,
  category,
  title: mail.subject,
  ...(link ? { link } : {}),
  mail,
});

/** The notice with its entry's id and moment, fixed once so every retry delivers the same entry. */
function stamped(notice: Notice, at = new Date()): DeliveredNotice {
  return { ...notice, id: newTimeOrderedId(at), at: at.toISOString() };
}

const entryOf = ({ id, at, userId, category, title, link, announcement }: DeliveredNotice): NoticeEntry => ({
  id,
  at,
  userId,
  category,
  title,
  ...(link ? { link } : {}),
  ...(announcement ? { announcement } : {}),
});

/**
 * Tells each user of a committed change: each notice is a deliver-notice job, run by the jobs worker and
 * retried by the queue. A notice that cannot be delivered never undoes the change: if even the queue
 * refuses, the change stands and the lost notice is logged.
 */
export async function tellAfterCommit(notices: readonly Notice[]): Promise<void> {
  if (notices.length === 0) return;
  try {
    await enqueue(notices.map((notice) => ({ kind: 'deliver-notice' as const, payload: stamped(notice) })));
  } catch (error) {
    logger.error('notices not queued', { notices: notices.length, error: (error as Error).message });
  }
}

/**
 * The notice's part of a background job's transaction (the waitlist's offers and expiries): its entry,
 * so the change and its place in the centre land together, and its outbox item, which the job's flush
 * (after-commit.ts flushOutbox) hands on for the push and the mail, once.
 */
export function noticeItems(notice: Notice): TransactItem[] {
  const delivered = stamped(notice);
  return [noticeEntryItem(entryOf(delivered)), outboxItem(delivered)];
}

const noticeEvent = (notice: DeliveredNotice): RealtimeEvent => ({
  event: 'notification',
  data: { id: notice.id, category: notice.category, title: notice.title },
});

/**
 * Puts a notice in its user's centre and tells their open tabs, safe to repeat: the entry is written
 * once (a repeat finds it), and a tab told twice refreshes its count twice. Answers the notice's mail
 * when the user's preference for its category asks for it, for the mail line.
 */
export async function fileAndPush(notice: DeliveredNotice): Promise<LineMail | null> {
  await putNoticeEntry(entryOf(notice));
  await pushToUser(notice.userId, noticeEvent(notice));
  if (!mailsFor(await preferencesOf(notice.userId), notice.category)) return null;
  return { mail: notice.mail, notice: { userId: notice.userId, id: notice.id } };
}

/**
 * Delivers one notice, safe to repeat: its entry and pushes (fileAndPush), then its mail, if any, on
 * the mail line (mail-line.ts), which claims it on the entry before it goes and marks it sent after, so
 * a repeat never mails twice.
 */
export async function deliverNotice(notice: DeliveredNotice): Promise<void> {
  const mail = await fileAndPush(notice);
  if (mail) await mailOnTheLine([mail]);
}
