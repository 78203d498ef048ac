import { appPaths } from '#contract/app-paths';
import type { DeliveredNotice } from '#contract/jobs';
import type { NoticeAnnouncement } from '../../data/notifications.ts';
import { mailsFor, type NoticeCategory } from '#contract/notifications';
import type { RealtimeEvent } from '#contract/realtime';
import { newTimeOrderedId } from '../../data/ids.ts';
import {
  noticeEntryItem,
  keepLateEntryUnread,
  preferencesOf,
  putNoticeEntry,
  type NoticeEntry,
} from '../../data/notifications.ts';
import { newOutboxEntry, outboxItem, outboxPut, type OutboxEntry } from '../../data/outbox.ts';
import { transact, type TransactItem } from '../../data/transactions.ts';
import { handOnAfterCommit } from './after-commit.ts';
import type { Mail } from '../../platform/mail.ts';
import { pushToUser } from '../realtime/broadcast.ts';
import { mailOnTheLine, type LineMail } from './mail-line.ts';

/**
 * The one path by which the product tells a user that something concerns them (issue #28): a booking,
 * an offer, a payment, a repair, an announcement. Every producer writes its notices in the transaction of
 * its change (`Telling`, or `noticeItems` in a background job) and never sends its own mail; what a notice becomes (an entry in the user's notification
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

/** A user's own account page: where they see and end their sign-ins, or My Profile (their passkeys). */
export const accountPageOf = (user: { role: string }, page: 'sessions' | 'profile') =>
  user.role === 'student' ? appPaths.student[page] : appPaths.admin[page];

/**
 * A security notice about a user's own account (a password changed, a copied sign-in used, a passkey
 * added): always mailed, whatever the user chose (contract/notifications.ts `mailsFor`), and in their
 * centre under `account`, leading to where they see and end their sign-ins, or to `page`. Mails that
 * carry a link's secret, or go to an address that is not the account's, are not notices (docs/spec.md
 * §18).
 */
export const accountNotice = (
  user: { id: string; role: string },
  mail: Mail,
  page: 'sessions' | 'profile' = 'sessions',
): Notice => noticeOf(user.id, 'account', mail, accountPageOf(user, page));

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
 * The notices of one request's change, written in the change's own transaction and handed on after it
 * commits (issue #28: each notice exactly once, end to end). `items` gives a transaction each notice's
 * entry and an outbox item carrying it; `afterCommit` claims those outbox items and queues their
 * deliveries. A process that dies between the two leaves the items in the outbox, where the
 * `flush-outbox` sweep finds them; the claim lets only one of the two queue each notice, and the claim on
 * the entry (decision 0033) mails it once. `items` may be called again when a transaction is retried:
 * what a refused attempt never wrote is simply not there to claim.
 */
export class Telling {
  readonly #written: OutboxEntry[] = [];

  /**
   * Each notice's entry and outbox item, to add at the end of the change's transaction, dated `at` (the
   * change's time, ISO) when given, else now.
   */
  items(notices: readonly Notice[], at?: string): TransactItem[] {
    return notices.flatMap((notice) => {
      const delivered = stamped(notice, at ? new Date(at) : undefined);
      const entry = newOutboxEntry({ notice: delivered });
      this.#written.push(entry);
      return [noticeEntryItem(entryOf(delivered)), outboxPut(entry)];
    });
  }

  /** Queues the deliveries once the change has committed; never throws (the sweep has what it could not). */
  async afterCommit(): Promise<void> {
    await handOnAfterCommit(this.#written.splice(0));
  }
}

/**
 * Tells users of a change that is committed already and was not a transaction the notices could join
 * (a password, kept in its secret partition, changed by its own write): the notices' entries and outbox
 * items in a transaction of their own, then handed on. A process dying between the change and this
 * loses the notice; every other producer writes its notices with its change (`Telling`).
 */
export async function tellOfCommitted(notices: readonly Notice[]): Promise<void> {
  const telling = new Telling();
  await transact(telling.items(notices));
  await telling.afterCommit();
}

/**
 * The notice's part of a background job's transaction (the waitlist's offers and expiries): its entry,
 * so the change and its place in the centre land together, and its outbox item, which the job's flush
 * (after-commit.ts flushOutbox) hands on for the push and the mail, once. Also a request's in a Lambda
 * that carries no queue client (second-factor: a passkey added, decision 0068), whose outbox item the
 * `flush-outbox` sweep hands on within a minute.
 */
export function noticeItems(notice: Notice): TransactItem[] {
  const delivered = stamped(notice);
  return [noticeEntryItem(entryOf(delivered)), outboxItem(delivered)];
}

/**
 * Notices filed in their users' centres at `at` (ISO) with nothing left to deliver: history written
 * after the fact (the demo seed), whose pushes and mails went out when it happened.
 */
export const filedItems = (notices: readonly Notice[], at: string): TransactItem[] =>
  notices.map((notice) => noticeEntryItem(entryOf(stamped(notice, new Date(at)))));

const noticeEvent = (notice: DeliveredNotice): RealtimeEvent => ({
  event: 'notification',
  data: { id: notice.id, category: notice.category, title: notice.title },
});

/**
 * Puts a notice in its user's centre and tells their open tabs, safe to repeat: the entry is written
 * once (a repeat finds it), unread even when dated before a "Mark all as read" of its user, and a tab
 * told twice refreshes its count twice. Answers the notice's mail when the user's preference for its
 * category asks for it, for the mail line.
 */
export async function fileAndPush(notice: DeliveredNotice): Promise<LineMail | null> {
  if (await putNoticeEntry(entryOf(notice))) await keepLateEntryUnread(notice.userId, notice.id);
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

/** Deliveries of one batch in flight at once. */
const inFlight = 10;

/**
 * Delivers a batch of notices (a background job's fan-out), each safe to repeat as deliverNotice's: their
 * entries and pushes, `inFlight` at a time, then their mails booked on the line as one run. One notice
 * whose entry or push fails costs only its own delivery: the rest carry on, and the batch then fails
 * (named `what`) for the queue's retry, which finds everyone else's entry written and mail claimed.
 */
export async function deliverNotices(notices: readonly DeliveredNotice[], what: string): Promise<void> {
  let next = 0;
  let failed = 0;
  const mails: LineMail[] = [];
  const worker = async () => {
    while (next < notices.length) {
      await fileAndPush(notices[next++]!).then(
        (mail) => {
          if (mail) mails.push(mail);
        },
        () => {
          failed += 1;
        },
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(inFlight, notices.length) }, worker));
  await mailOnTheLine(mails);
  if (failed > 0) throw new Error(`${failed} of ${notices.length} ${what} failed`);
}
