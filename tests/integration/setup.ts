import { randomBytes } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { inject } from 'vitest';
import { setFunctionEnvironment } from '../../infra/local/config.ts';
import { ensureTable } from '../../infra/local/bootstrap.ts';

// Runs before each test file, before it imports any handler: a fresh table, and the functions'
// environment pointed at it.
const tableName = `test-${randomBytes(6).toString('hex')}`;
const dynamoEndpoint = inject('dynamoEndpoint');
setFunctionEnvironment({
  origin: 'http://127.0.0.1:3999',
  dynamoEndpoint,
  tableName,
  sessionSecret: randomBytes(48).toString('base64url'),
  stage: 'test',
});
const client = new DynamoDBClient({ endpoint: dynamoEndpoint, region: 'local' });
await ensureTable(client, tableName);
client.destroy();
