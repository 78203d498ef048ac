import {
  BatchGetCommand,
  BatchWriteCommand,
  QueryCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './dynamo.ts';

type Key = Record<string, unknown>;

/** BatchGetItem takes 100 keys at most. */
const batchSize = 100;

/** The items of many keys (missing ones left out), retrying what DynamoDB leaves unprocessed. */
export async function getMany(keys: Key[]): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  for (let start = 0; start < keys.length; start += batchSize) {
    let pending: Key[] = keys.slice(start, start + batchSize);
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
      const result = await dynamo().send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending } } }),
      );
      found.push(...(result.Responses?.[tableName()] ?? []));
      pending = (result.UnprocessedKeys?.[tableName()]?.Keys ?? []) as Key[];
    }
  }
  return found;
}

/** BatchWriteItem takes 25 requests at most. */
const writeBatchSize = 25;

/**
 * Deletes every item a query finds, page by page (the query names its index and key condition; the
 * table and the projection are filled in), retrying what DynamoDB leaves unprocessed. Answers how many.
 */
export async function deleteFound(
  query: Omit<QueryCommandInput, 'TableName' | 'ProjectionExpression' | 'ExclusiveStartKey'>,
): Promise<number> {
  let deleted = 0;
  let startKey: Key | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        ...query,
        TableName: tableName(),
        ProjectionExpression: 'PK, SK',
        ExclusiveStartKey: startKey,
      }),
    );
    const keys = (page.Items ?? []).map((item) => ({ PK: item.PK, SK: item.SK }));
    for (let start = 0; start < keys.length; start += writeBatchSize) {
      let requests = keys.slice(start, start + writeBatchSize).map((Key) => ({ DeleteRequest: { Key } }));
      while (requests.length > 0) {
        const result = await dynamo().send(
          new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }),
        );
        requests = (result.UnprocessedItems?.[tableName()] ?? []) as typeof requests;
      }
    }
    deleted += keys.length;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return deleted;
}
