import type { DeliveredNotice } from '#contract/jobs';
import type { NoticeAnnouncement } from '../../data/notifications.ts';
import { mailsFor, type NoticeCategory } from '#contract/notifications';
import type { RealtimeEvent } from '#contract/realtime';
import { connectionsOf } from '../../data/connections.ts';
import { newTimeOrderedId } from '../../data/ids.ts';
import {
  claimNoticeMail,
  markNoticeMailed,
  noticeEntryItem,
  preferencesOf,
  putNoticeEntry,
  releaseNoticeMail,
  type NoticeEntry,
} from '../../data/notifications.ts';
import { outboxItem } from '../../data/outbox.ts';
import type { TransactItem } from '../../data/transactions.ts';
import { enqueue } from '../../platform/job-queue.ts';
import { sendMail, type Mail } from '../../platform/mail.ts';
import { logger } from '../../platform/observability.ts';
import { pushTo } from '../realtime/broadcast.ts';

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
 * Delivers one notice, safe to repeat: the entry is written once (a repeat finds it), the user's open
 * tabs are told (a tab told twice refreshes its count twice) and the mail, when the user's preference
 * for its category asks for it, is claimed on the entry before it goes and marked sent after, so a
 * repeat never mails twice. A mail SES refuses gives its claim back and fails the job, for the queue's
 * retry; a claim left by a run that died before sending lapses (data/notifications.ts) for the next.
 */
export async function deliverNotice(notice: DeliveredNotice): Promise<void> {
  await putNoticeEntry(entryOf(notice));
  const event = noticeEvent(notice);
  const recipients = await connectionsOf(notice.userId);
  if (recipients.length > 0)
    await pushTo(recipients, { staff: event, student: event, closeStudentSockets: false });
  if (!mailsFor(await preferencesOf(notice.userId), notice.category)) return;
  if (!(await claimNoticeMail(notice.userId, notice.id))) return;
  try {
    await sendMail(notice.mail);
  } catch (error) {
    await releaseNoticeMail(notice.userId, notice.id);
    throw error;
  }
  await markNoticeMailed(notice.userId, notice.id);
}
