import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './dynamo.ts';

/** Now in epoch seconds: the unit of `expiresAt`, the table's TTL attribute (functions/table.ts). */
export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** What is left of a lifetime ending at `expiresAt`, in seconds (a cookie's Max-Age), never below 0. */
export const secondsUntil = (expiresAt: number) => Math.max(0, expiresAt - nowSeconds());

/**
 * The item at this key while it lives. DynamoDB deletes an expired item only some time after its
 * `expiresAt` (up to days), so every reader of an expiring item checks the time itself. `consistent`
 * reads what the last write left, for a reader that decides on it (a token about to be rotated).
 */
export async function getLiveItem(
  key: Record<string, unknown>,
  { consistent = false } = {},
): Promise<Record<string, unknown> | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: consistent }),
  );
  return Item && (Item.expiresAt as number) > nowSeconds() ? Item : null;
}
