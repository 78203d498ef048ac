import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { dynamo, tableName } from '../../../functions/data/dynamo.ts';
import { env } from '../../../functions/platform/env.ts';
import { removeExpiredItems } from '../../../infra/local/time-to-live.ts';

const client = new DynamoDBClient({ endpoint: env().DYNAMODB_ENDPOINT, region: 'local' });
afterAll(() => client.destroy());

const now = () => Math.floor(Date.now() / 1000);
const put = (PK: string, item: Record<string, unknown>) =>
  dynamo().send(new PutCommand({ TableName: tableName(), Item: { PK, SK: 'TTL', ...item } }));
const exists = async (PK: string) =>
  Boolean((await dynamo().send(new GetCommand({ TableName: tableName(), Key: { PK, SK: 'TTL' } }))).Item);

describe('the local stack’s stand-in for DynamoDB TTL', () => {
  it('removes the items whose expiresAt has passed, as the cloud does, and leaves every other', async () => {
    await put('TTL#past', { expiresAt: now() - 5 });
    await put('TTL#future', { expiresAt: now() + 3600 });
    await put('TTL#none', {});
    await put('TTL#nested', { offer: { expiresAt: '2000-01-01T00:00:00.000Z' } });

    expect(await removeExpiredItems(client, tableName())).toBeGreaterThanOrEqual(1);

    expect(await exists('TTL#past')).toBe(false);
    expect(await exists('TTL#future')).toBe(true);
    expect(await exists('TTL#none')).toBe(true);
    expect(await exists('TTL#nested')).toBe(true);
  });
});
