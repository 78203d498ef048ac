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

/** Deletes many items (BatchWriteItem takes 25 at most), retrying what DynamoDB leaves unprocessed. */
export async function deleteMany(keys: Key[]): Promise<void> {
  for (let start = 0; start < keys.length; start += 25) {
    let requests = keys.slice(start, start + 25).map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 0; requests.length > 0; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
      const result = await dynamo().send(
        new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }),
      );
      requests = (result.UnprocessedItems?.[tableName()] ?? []) as typeof requests;
    }
  }
}
