import { BatchGetCommand, BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './dynamo.ts';

type Key = Record<string, unknown>;

/** BatchGetItem takes 100 keys at most. */
const batchSize = 100;

/**
 * The items of many keys (missing ones left out), retrying what DynamoDB leaves unprocessed.
 * `consistent` reads what the last write left, for a reader that decides on it.
 */
export async function getMany(keys: Key[], { consistent = false } = {}): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  for (let start = 0; start < keys.length; start += batchSize) {
    let pending: Key[] = keys.slice(start, start + batchSize);
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
      const result = await dynamo().send(
        new BatchGetCommand({
          RequestItems: { [tableName()]: { Keys: pending, ConsistentRead: consistent } },
        }),
      );
      found.push(...(result.Responses?.[tableName()] ?? []));
      pending = (result.UnprocessedKeys?.[tableName()]?.Keys ?? []) as Key[];
    }
  }
  return found;
}

/** One put or delete of a BatchWriteItem. */
export type WriteRequest =
  { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: Key } };

/**
 * Puts and deletes many items (BatchWriteItem takes 25 at most), retrying what DynamoDB leaves
 * unprocessed after a pause that grows, as it asks: retried at once, a throttled table refuses again.
 */
export async function writeMany(requests: readonly WriteRequest[]): Promise<void> {
  for (let start = 0; start < requests.length; start += 25) {
    let pending = requests.slice(start, start + 25);
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
      const result = await dynamo().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
      pending = (result.UnprocessedItems?.[tableName()] ?? []) as WriteRequest[];
    }
  }
}

/** Deletes many items (writeMany). */
export const deleteMany = (keys: readonly Key[]): Promise<void> =>
  writeMany(keys.map((Key) => ({ DeleteRequest: { Key } })));
