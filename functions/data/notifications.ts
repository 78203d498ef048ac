import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PinnedAnnouncement } from '#contract/announcements';
import {
  defaultPreferences,
  notificationKeepDays,
  type ChoosableCategory,
  type NoticeCategory,
  type Notification,
  type NotificationPreferences,
} from '#contract/notifications';
import type { PageQuery } from '#contract/pagination';
import { deleteMany } from './batch.ts';
import { isConditionFailure, updateIfPresent } from './conditional.ts';
import { dynamo, tableName } from './dynamo.ts';
import { firstIdAt, lastIdAt, lastIdBefore } from './ids.ts';
import {
  announcedIndexKeys,
  announcedPartition,
  noticeKey,
  noticePreferencesKey,
  noticePrefix,
  noticesEnd,
  noticesPartition,
  readMarkKey,
} from './keys.ts';
import { queryAll, queryCount, queryInPages, queryPage, type QuerySpec } from './paging.ts';
import { transact, TransactionRefused, type TransactItem } from './transactions.ts';
import { userStillExists } from './users.ts';

/** A notice as the centre keeps it: its id is time-ordered (data/ids.ts newTimeOrderedId). */
export interface NoticeEntry {
  id: string;
  at: string;
  userId: string;
  category: NoticeCategory;
  title: string;
  link?: string;
  announcement?: NoticeAnnouncement;
}

export interface NoticeAnnouncement {
  id: string;
  text: string;
  pinned: boolean;
  /** Until when a pinned announcement shows. */
  expiresAt?: string;
}

const keepSeconds = notificationKeepDays * 24 * 60 * 60;

/** Where the list starts: entries older than the keep are past their TTL, whether or not yet deleted. */
const oldestKept = () => `${noticePrefix}${firstIdAt(new Date(Date.now() - keepSeconds * 1000))}`;

const itemOf = (entry: NoticeEntry) => ({
  ...noticeKey(entry.userId, entry.id),
  ...(entry.announcement ? announcedIndexKeys(entry.announcement.id, entry.userId) : {}),
  type: 'notice',
  ...entry,
  expiresAt: Math.floor(Date.parse(entry.at) / 1000) + keepSeconds,
});

/** The entry's put, for the transaction of the change it tells of (a job's offer, say). */
export function noticeEntryItem(entry: NoticeEntry): TransactItem {
  return {
    Put: { TableName: tableName(), Item: itemOf(entry), ConditionExpression: 'attribute_not_exists(PK)' },
  };
}

/**
 * Writes the entry unless it is there already: a delivery repeated by the queue, or one whose entry was
 * written with its change, leaves one entry and keeps whether it was read. True when it wrote it.
 */
export async function putNoticeEntry(entry: NoticeEntry): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: itemOf(entry),
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return false;
  }
}

/** The newest id "mark all read" covers; null before the first. */
async function readMarkOf(userId: string): Promise<string | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: readMarkKey(userId), ConsistentRead: true }),
  );
  return (Item?.upTo as string | undefined) ?? null;
}

const keptEntries = (userId: string, from = oldestKept()): QuerySpec => ({
  KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :end',
  ExpressionAttributeValues: { ':pk': noticesPartition(userId), ':from': from, ':end': noticesEnd },
});

function fromItem(item: Record<string, unknown>, readMark: string | null): Notification {
  const id = item.id as string;
  return {
    id,
    category: item.category as NoticeCategory,
    title: item.title as string,
    link: (item.link as string | undefined) ?? null,
    at: item.at as string,
    read: Boolean(item.readAt) || (readMark !== null && id <= readMark),
  };
}

/** A page of a user's notifications, newest first. */
export async function listNotices(
  userId: string,
  page: PageQuery,
): Promise<{ notifications: Notification[]; total: number }> {
  const [readMark, { items, total }] = await Promise.all([
    readMarkOf(userId),
    queryPage({ ...keptEntries(userId), ScanIndexForward: false }, page),
  ]);
  return { notifications: items.map((item) => fromItem(item, readMark)), total };
}

/** The entries after the read mark that are not marked read one by one: the unread ones. */
async function unreadSpec(userId: string): Promise<QuerySpec> {
  const readMark = await readMarkOf(userId);
  const afterMark = readMark ? `${noticePrefix}${readMark}~` : oldestKept();
  const from = afterMark > oldestKept() ? afterMark : oldestKept();
  return { ...keptEntries(userId, from), FilterExpression: 'attribute_not_exists(readAt)' };
}

/** How many of a user's notifications are unread: only those after the read mark are read. */
export async function unreadCount(userId: string): Promise<number> {
  return queryCount(await unreadSpec(userId));
}

/** Marks one of the user's own entries read; false when they have no such entry. */
export async function markNoticeRead(userId: string, id: string): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: noticeKey(userId, id),
        UpdateExpression: 'SET readAt = if_not_exists(readAt, :now)',
        ConditionExpression: 'attribute_exists(PK) AND expiresAt > :nowSeconds',
        ExpressionAttributeValues: {
          ':now': new Date().toISOString(),
          ':nowSeconds': Math.floor(Date.now() / 1000),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Marks every entry up to now read, as one write: the read mark. It only moves forward, so a slower
 * request of an older moment never unreads what a newer one covered; none is written for an account
 * deleted meanwhile.
 */
export async function markAllNoticesRead(userId: string, now = new Date()): Promise<void> {
  const upTo = lastIdAt(now);
  // An announcement's read count is read from its entries (announcementCounts), so those the mark
  // covers are marked one by one as well: a user's unread announcements, a handful.
  const spec = await unreadSpec(userId);
  const announcements = await queryAll({
    ...spec,
    FilterExpression: `${spec.FilterExpression} AND attribute_exists(announcement)`,
  });
  for (const item of announcements) await markNoticeRead(userId, item.id as string);
  // Held to the account, as a choice of mail is (savePreferences): a mark written after its erasure
  // would stay for good.
  await unlessAccountGone(userId, {
    Put: {
      TableName: tableName(),
      Item: { ...readMarkKey(userId), type: 'notice-read-mark', upTo },
      ConditionExpression: 'attribute_not_exists(upTo) OR upTo < :upTo',
      ExpressionAttributeValues: { ':upTo': upTo },
    },
  });
}

/**
 * Keeps unread an entry filed after its own moment: an announcement is dated when it published and an
 * urgent repair's notice to staff when it was reported, but each reaches a user when its delivery runs,
 * seconds later behind a fan-out to thousands, hours later after a lockdown. A "Mark all as read"
 * pressed in between moved the read mark past it before it existed, and it would arrive read; it is
 * later news (docs/spec.md §18). So the mark moves back to just before it, and the entries that move
 * leaves uncovered, which existed when the user marked them, are marked read one by one: the few of the
 * delivery's delay. The move holds only on the mark as read, and is tried again over another late
 * entry's move; a mark past the one first read is a later "Mark all as read", which saw this entry and
 * stands (decision 0097).
 */
export async function keepLateEntryUnread(userId: string, id: string): Promise<void> {
  let first: string | undefined;
  for (;;) {
    const mark = await readMarkOf(userId);
    if (mark === null || id > mark || (first !== undefined && mark > first)) return;
    first ??= mark;
    const before = lastIdBefore(id);
    const covered = await queryAll({
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :mark',
      FilterExpression: 'attribute_not_exists(readAt)',
      ExpressionAttributeValues: {
        ':pk': noticesPartition(userId),
        ':from': `${noticePrefix}${before}~`,
        ':mark': `${noticePrefix}${mark}`,
      },
    });
    for (const item of covered) if (item.id !== id) await markNoticeRead(userId, item.id as string);
    try {
      await dynamo().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...readMarkKey(userId), type: 'notice-read-mark', upTo: before },
          ConditionExpression: 'upTo = :mark',
          ExpressionAttributeValues: { ':mark': mark },
        }),
      );
      return;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
}

/**
 * How long a claim on a mail holds: longer than the jobs worker may run (60 s), so a claim this old
 * belongs to a run that died between claiming and sending, and the queue's retry may take it over.
 */
const mailClaimSeconds = 120;

/**
 * Takes the entry's mail for sending: a conditional write, so a delivery the queue repeats never mails
 * twice. Answers the entry's category, whose preference the sender reads as it sends; null when the mail
 * was sent already, or another run holds a live claim on it.
 */
export async function claimNoticeMail(userId: string, id: string): Promise<NoticeCategory | null> {
  const now = Date.now();
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: noticeKey(userId, id),
        UpdateExpression: 'SET mailClaimedAt = :now',
        ConditionExpression:
          'attribute_exists(PK) AND attribute_not_exists(mailedAt) AND (attribute_not_exists(mailClaimedAt) OR mailClaimedAt < :stale)',
        ExpressionAttributeValues: {
          ':now': new Date(now).toISOString(),
          ':stale': new Date(now - mailClaimSeconds * 1000).toISOString(),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes!.category as NoticeCategory;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/**
 * Records that SES took the entry's mail: no later run sends it again. An entry erased meanwhile with
 * its account (decision 0108) is left erased: there is nothing left to mark.
 */
export async function markNoticeMailed(userId: string, id: string): Promise<void> {
  await updateIfPresent(noticeKey(userId, id), {
    UpdateExpression: 'SET mailedAt = :now REMOVE mailClaimedAt',
    ExpressionAttributeValues: { ':now': new Date().toISOString() },
  });
}

/**
 * Gives the claim back when the mail could not be handed to SES, for the queue's retry. An entry erased
 * meanwhile with its account (decision 0108) has no claim left to give back.
 */
export async function releaseNoticeMail(userId: string, id: string): Promise<void> {
  await updateIfPresent(noticeKey(userId, id), { UpdateExpression: 'REMOVE mailClaimedAt' });
}

/**
 * A user's choices, the default for every category they never chose. Read consistently: a choice saved a
 * moment ago decides the next mail.
 */
export async function preferencesOf(userId: string): Promise<NotificationPreferences> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: noticePreferencesKey(userId), ConsistentRead: true }),
  );
  return { ...defaultPreferences, ...((Item?.preferences as Partial<NotificationPreferences>) ?? {}) };
}

/**
 * Saves a user's choices, holding their profile: a request that read its session a moment before the
 * account was deleted writes nothing, where a put would leave choices after the account's erasure
 * (decision 0108) that nothing removes.
 */
export async function savePreferences(userId: string, preferences: NotificationPreferences): Promise<void> {
  await unlessAccountGone(userId, {
    Put: {
      TableName: tableName(),
      Item: { ...noticePreferencesKey(userId), type: 'notice-preferences', preferences },
    },
  });
}

/**
 * Writes one item of a user's centre with a check that their account still exists, in one transaction:
 * refused (their account deleted, or the item's own condition), it writes nothing and is no fault.
 */
async function unlessAccountGone(userId: string, write: TransactItem): Promise<void> {
  try {
    await transact([userStillExists(userId), write]);
  } catch (error) {
    if (!(error instanceof TransactionRefused)) throw error;
  }
}

/**
 * Sets one category to the app only, leaving the user's other choices as they are, whatever a save of
 * the whole form does meanwhile: the one attribute is written in place when the user has saved choices,
 * or an item holding only it is created when they have none (the defaults fill in the rest). A save
 * that creates the item between the two is met by writing in place again. Each write holds the user's
 * profile too: for a user deleted since (an unsubscribe link outlives its account by up to a year),
 * nothing is written, where a put would leave preferences that no deletion removes.
 */
export async function turnCategoryMailOff(userId: string, category: ChoosableCategory): Promise<void> {
  const key = noticePreferencesKey(userId);
  const writes: TransactItem[] = [
    {
      Update: {
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET preferences.#category = :app',
        ConditionExpression: 'attribute_exists(preferences)',
        ExpressionAttributeNames: { '#category': category },
        ExpressionAttributeValues: { ':app': 'app' },
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: { ...key, type: 'notice-preferences', preferences: { [category]: 'app' } },
        ConditionExpression: 'attribute_not_exists(preferences)',
      },
    },
  ];
  for (;;) {
    for (const write of writes) {
      try {
        await transact([userStillExists(userId), write]);
        return;
      } catch (error) {
        if (!(error instanceof TransactionRefused)) throw error;
        if (error.failed[0]) return;
      }
    }
  }
}

/** The pinned announcements that reached a user and have not expired, newest first. */
export async function pinnedAnnouncementsOf(userId: string): Promise<PinnedAnnouncement[]> {
  const spec = keptEntries(userId);
  const items = await queryAll({
    ...spec,
    ScanIndexForward: false,
    FilterExpression:
      'announcement.pinned = :pinned AND (attribute_not_exists(announcement.expiresAt) OR announcement.expiresAt > :now)',
    ExpressionAttributeValues: {
      ...spec.ExpressionAttributeValues,
      ':pinned': true,
      ':now': new Date().toISOString(),
    },
  });
  return items.map((item) => {
    const announcement = item.announcement as NoticeAnnouncement;
    return {
      id: announcement.id,
      title: item.title as string,
      text: announcement.text,
      at: item.at as string,
    };
  });
}

/** How many users an announcement reached, and how many of them read it. */
export async function announcementCounts(
  announcementId: string,
): Promise<{ received: number; read: number }> {
  const spec: QuerySpec = {
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': announcedPartition(announcementId) },
  };
  const [received, read] = await Promise.all([
    queryCount(spec),
    queryCount({ ...spec, FilterExpression: 'attribute_exists(readAt)' }),
  ]);
  return { received, read };
}

/**
 * Whether the user's centre still keeps the entry `id`: read by its key, consistently, so a notice
 * opened the moment it arrives is found. Past its keep it has left the centre, whether or not
 * DynamoDB's TTL has deleted it yet.
 */
export async function noticeKept(userId: string, id: string): Promise<boolean> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: noticeKey(userId, id),
      ProjectionExpression: 'expiresAt',
      ConsistentRead: true,
    }),
  );
  return Item !== undefined && (Item.expiresAt as number) > Math.floor(Date.now() / 1000);
}

/** A page of a centre's keys per read and delete: four batches of 25 deletes. */
const erasurePageSize = 100;

/**
 * Deletes a user's whole notification centre, their notices, read mark and choices of mail, for their
 * deleted account (decision 0108), a page at a time so a centre of any size is held in memory a page at
 * most. Read consistently, so a notice filed just before the deletion is found; safe to repeat.
 */
export async function deleteNoticeCentreOf(userId: string): Promise<void> {
  const pages = queryInPages(
    {
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': noticesPartition(userId) },
      ProjectionExpression: 'PK, SK',
      ConsistentRead: true,
    },
    erasurePageSize,
  );
  for await (const keys of pages) await deleteMany(keys);
}
