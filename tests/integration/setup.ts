import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, inject, vi } from 'vitest';
import { setFunctionEnvironment, staticRoots } from '../../infra/local/config.ts';
import { ensureTable } from '../../infra/local/bootstrap.ts';
import { freePort } from '../../infra/local/http-server.ts';
import { LocalMailbox } from '../../infra/local/mail.ts';
import { createLocalS3 } from '../../infra/local/s3.ts';
import { createLocalServer } from '../../infra/local/server.ts';

// Runs before each test file, before it imports any handler: a fresh table, a local server of its own
// on a free port (its SES stand-in keeps the mail the handlers send: read it with tests/support/mail.ts),
// the S3 stand-in for the uploads bucket, and the functions' environment pointed at them.
const tableName = `test-${randomBytes(6).toString('hex')}`;
const dynamoEndpoint = inject('dynamoEndpoint');
const mailDir = await mkdtemp(join(tmpdir(), 'hostel-test-mail-'));
const uploadsDir = await mkdtemp(join(tmpdir(), 'hostel-test-uploads-'));
const uploadsPort = await freePort();
const server = createLocalServer({
  roots: staticRoots,
  mailbox: new LocalMailbox(mailDir),
  uploadsOrigin: `http://127.0.0.1:${uploadsPort}`,
});
const origin = await server.listen(0);
const s3 = createLocalS3({ dir: uploadsDir, siteOrigin: origin });
const s3Endpoint = await s3.listen(uploadsPort);
afterAll(async () => {
  await server.close();
  await s3.close();
  await rm(mailDir, { recursive: true, force: true });
  await rm(uploadsDir, { recursive: true, force: true });
  // The file's clock only went forward (tests/support/clock.ts). The real one comes back once the
  // server has closed, its jobs' last batches with it: set back under a running batch, the clock would
  // hold its mail for the moments booked on the later one, and the close with it.
  vi.useRealTimers();
});

setFunctionEnvironment({
  origin,
  s3Endpoint,
  dynamoEndpoint,
  tableName,
  sessionSecret: randomBytes(48).toString('base64url'),
  stage: 'test',
  leastPasswordCost: true,
});
const client = new DynamoDBClient({ endpoint: dynamoEndpoint, region: 'local' });
await ensureTable(client, tableName);
client.destroy();
