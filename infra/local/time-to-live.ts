import { BatchWriteItemCommand, ScanCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { tableDefinition } from '../../functions/table.ts';

/**
 * DynamoDB deletes an item some time after its TTL attribute passes (typically within minutes, at most a
 * few days); DynamoDB Local accepts the TTL setting and never deletes anything. This does what the cloud
 * does, on an interval: it removes every item whose `expiresAt` (epoch seconds) has passed. It holds no
 * rule of the product: the functions treat an item past its time as gone whether or not it is still there.
 */
export async function removeExpiredItems(client: DynamoDBClient, tableName: string): Promise<number> {
  const attribute = tableDefinition.timeToLiveAttribute;
  let removed = 0;
  let startKey: Record<string, never> | undefined;
  do {
    const page = await client.send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression: '#ttl < :now',
        ExpressionAttributeNames: { '#ttl': attribute, '#pk': 'PK', '#sk': 'SK' },
        ExpressionAttributeValues: { ':now': { N: String(Math.floor(Date.now() / 1000)) } },
        ProjectionExpression: '#pk, #sk',
        ExclusiveStartKey: startKey,
      }),
    );
    const keys = page.Items ?? [];
    // BatchWriteItem takes 25 requests at most.
    for (let i = 0; i < keys.length; i += 25) {
      let requests = keys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
      while (requests.length > 0) {
        const result = await client.send(
          new BatchWriteItemCommand({ RequestItems: { [tableName]: requests } }),
        );
        requests = (result.UnprocessedItems?.[tableName] ?? []) as typeof requests;
      }
    }
    removed += keys.length;
    startKey = page.LastEvaluatedKey as typeof startKey;
  } while (startKey);
  return removed;
}

/** How often the local stack removes expired items: often enough to look like the cloud's TTL. */
export const timeToLiveSweepMinutes = 10;
