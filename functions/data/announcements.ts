import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Announcement } from '#contract/announcements';
import { setIfPresent } from './conditional.ts';
import { dynamo, tableName } from './dynamo.ts';
import { recordReader } from './records.ts';
import type { TransactItem } from './transactions.ts';
import { announcementIndexKeys, announcementKey, announcementsPartition } from './keys.ts';

const itemOf = (announcement: Announcement) => ({
  ...announcementKey(announcement.id),
  ...announcementIndexKeys(announcement),
  type: 'announcement',
  ...announcement,
});

const fromItem = recordReader<Announcement>()(
  [
    'id',
    'title',
    'text',
    'audience',
    'pinned',
    'publishAt',
    'expiresAt',
    'createdAt',
    'createdBy',
    'status',
    'recipients',
  ],
  { pinned: false, expiresAt: null, recipients: null },
);

export async function putAnnouncement(announcement: Announcement): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: itemOf(announcement) }));
}

/** The put of a new announcement, for the transaction that publishes it with its fan-out's outbox item. */
export const announcementPut = (announcement: Announcement): TransactItem => ({
  Put: { TableName: tableName(), Item: itemOf(announcement) },
});

export async function getAnnouncement(id: string): Promise<Announcement | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: announcementKey(id), ConsistentRead: true }),
  );
  return Item ? fromItem(Item) : null;
}

export async function setAnnouncementStatus(id: string, status: Announcement['status']): Promise<void> {
  await setIfPresent(announcementKey(id), { status });
}

/** Its fan-out has queued a delivery to each of the `recipients` its audience held. */
export async function markAnnouncementSent(id: string, recipients: number): Promise<void> {
  await setIfPresent(announcementKey(id), { status: 'sent', recipients });
}

/** The newest announcements, scheduled ones first (they publish latest). */
export async function latestAnnouncements(limit: number): Promise<Announcement[]> {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk',
      ExpressionAttributeValues: { ':pk': announcementsPartition },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.map(fromItem);
}
