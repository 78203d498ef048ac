import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { TestProject } from 'vitest/node';
import { handler as realtime } from '../../functions/realtime/handler.ts';
import { ensureTable } from '../../infra/local/bootstrap.ts';
import { ensureFrontEndsBuilt } from '../../infra/local/build.ts';
import { setFunctionEnvironment, staticRoots } from '../../infra/local/config.ts';
import { freePort, startDynamoDbLocal } from '../../infra/local/dynamodb-local.ts';
import { LocalMailbox } from '../../infra/local/mail.ts';
import type { DemoAccount } from '../../infra/local/seed/demo-accounts.ts';
import { createLocalServer } from '../../infra/local/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    demoAccounts: DemoAccount[];
  }
}

/**
 * The product as a user meets it: the built front ends and the real handlers on the local server, over
 * an in-memory DynamoDB Local seeded like a first `npm start`, on a free loopback port.
 */
export default async function setup(project: TestProject) {
  const dynamoDb = await startDynamoDbLocal();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const mailDir = await mkdtemp(join(tmpdir(), 'hostel-mail-'));
  const tableName = 'e2e';
  setFunctionEnvironment({
    origin,
    dynamoEndpoint: dynamoDb.endpoint,
    tableName,
    sessionSecret: randomBytes(48).toString('base64url'),
    stage: 'test',
  });
  const client = new DynamoDBClient({ endpoint: dynamoDb.endpoint, region: 'local' });
  await ensureTable(client, tableName);
  client.destroy();
  const { seed } = await import('../../infra/local/seed/index.ts');
  const accounts = await seed();
  await ensureFrontEndsBuilt((line) => console.log(`[e2e] ${line}`));

  const server = createLocalServer({ roots: staticRoots, mailbox: new LocalMailbox(mailDir), realtime });
  await server.listen(port);
  project.provide('baseUrl', origin);
  project.provide('demoAccounts', accounts);

  return async () => {
    await server.close();
    await dynamoDb.stop();
    await rm(mailDir, { recursive: true, force: true });
  };
}
