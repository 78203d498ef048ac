import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { DeliveredNotice, Job } from '#contract/jobs';
import type { Mail } from '../platform/mail.ts';
import { isConditionFailure } from './conditional.ts';
import { dynamo, tableName } from './dynamo.ts';
import { nowSeconds } from './expiry.ts';
import { newInternalId } from './ids.ts';
import { outboxKey, outboxPartition } from './keys.ts';
import type { TransactItem } from './transactions.ts';

/**
 * A notice (or, from before notices, a bare mail), or a job that follows from a change (an
 * announcement's fan-out), written in the same transaction as the change it tells of (the transactional
 * outbox): if the process dies after the commit, it is still on record and the next flush hands it on,
 * so a change is never left untold. Items expire after a week through the table's TTL, should nothing
 * flush them.
 */
export type OutboxMessage = { notice: DeliveredNotice } | { mail: Mail } | { job: Job };

export interface OutboxEntry {
  key: { PK: string; SK: string };
  message: OutboxMessage;
}

const keepSeconds = 7 * 24 * 60 * 60;

const itemOf = (key: OutboxEntry['key'], message: OutboxMessage) => ({
  ...key,
  type: 'outbox',
  ...message,
  expiresAt: nowSeconds() + keepSeconds,
});

/** A new outbox entry for a message, with its key, so the writer can hand it on itself after the commit. */
export const newOutboxEntry = (message: OutboxMessage): OutboxEntry => ({
  key: outboxKey(new Date().toISOString(), newInternalId()),
  message,
});

/** The put of an outbox entry, to add to the transaction of the change it follows from. */
export const outboxPut = (entry: OutboxEntry): TransactItem => ({
  Put: { TableName: tableName(), Item: itemOf(entry.key, entry.message) },
});

/** The outbox item for a notice, to add to the transaction of the change it tells of. */
export const outboxItem = (notice: DeliveredNotice): TransactItem => outboxPut(newOutboxEntry({ notice }));

/** What waits in the outbox, oldest first (one page: a flush runs often, so the outbox stays small). */
export async function pendingOutbox(limit = 100): Promise<OutboxEntry[]> {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': outboxPartition },
      Limit: limit,
      ConsistentRead: true,
    }),
  );
  return Items.map((item) => ({
    key: { PK: item.PK as string, SK: item.SK as string },
    // Entries written before notices hold a bare mail; they are still sent as they are.
    message: item.notice
      ? { notice: item.notice as DeliveredNotice }
      : item.job
        ? { job: item.job as Job }
        : { mail: item.mail as Mail },
  }));
}

/**
 * Takes an entry out of the outbox for sending: a conditional delete, so of two flushes at once only one
 * gets each mail. False when another flush took it first.
 */
export async function claimOutboxEntry(entry: OutboxEntry): Promise<boolean> {
  try {
    await dynamo().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: entry.key,
        ConditionExpression: 'attribute_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Puts claimed entries back when they could not be handed on, for the next flush. */
export async function returnOutboxEntries(entries: OutboxEntry[]): Promise<void> {
  for (const entry of entries)
    await dynamo().send(new PutCommand({ TableName: tableName(), Item: itemOf(entry.key, entry.message) }));
}
