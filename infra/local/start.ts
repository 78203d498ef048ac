/**
 * `npm start`: the whole product on this machine. DynamoDB Local keeps its data under .data/, the first
 * run seeds demo data and prints the sign-in details, the front ends are built when their sources
 * changed, and one server on 127.0.0.1:3000 (PORT overrides) plays CloudFront, API Gateway and SES.
 * `npm start -- --reset` (or `npm run reset`) starts from an empty database.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { dataDir, localConfig } from './config.ts';
import { MissingJavaError } from './dynamodb-local.ts';
import type { DemoAccount } from './seed/demo-accounts.ts';
import { readyLines } from './ready-message.ts';
import { DynamoDbLocalStartError, startLocalStack } from './stack.ts';

const log = (line: string) => console.log(`[hostel] ${line}`);

function fail(message: string): never {
  console.error(`[hostel] ${message}`);
  process.exit(1);
}

/** Fails early, with one line, when another process holds the port. */
function assertPortFree(port: number, host: string): Promise<void> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      fail(
        error.code === 'EADDRINUSE'
          ? `Port ${port} is already in use. Stop the other process or choose another port: PORT=3001 npm start`
          : `Cannot listen on ${host}:${port}: ${error.message}`,
      ),
    );
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

async function sessionSecret(): Promise<string> {
  const path = join(dataDir, 'session-secret');
  if (existsSync(path)) return (await readFile(path, 'utf8')).trim();
  const secret = randomBytes(48).toString('base64url');
  await writeFile(path, secret, { mode: 0o600 });
  return secret;
}

async function main() {
  const { port, host, reset, tableName } = localConfig;
  await assertPortFree(port, host);
  if (reset) {
    log('Resetting: removing the local database, mail and demo accounts');
    for (const name of ['dynamodb', 'mail', 'demo-accounts.json'])
      await rm(join(dataDir, name), { recursive: true, force: true });
  }
  await mkdir(dataDir, { recursive: true });

  const accountsFile = join(dataDir, 'demo-accounts.json');
  // Ctrl-C stops whatever has started by then, DynamoDB Local included, and ends the process.
  const shutdown = new AbortController();
  const stop = () => {
    if (shutdown.signal.aborted) return;
    log('Stopping ...');
    shutdown.abort();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  log('Starting DynamoDB Local ...');
  const stack = await startLocalStack({
    tableName,
    stage: 'local',
    port,
    dataDir,
    sessionSecret: await sessionSecret(),
    seed: true,
    frontEnds: true,
    realtime: true,
    dynamoDbLoad: 'light',
    log,
    signal: shutdown.signal,
    onSeeding: () => log('New database: seeding demo data ...'),
    onSeeded: async (accounts) => {
      await writeFile(accountsFile, JSON.stringify(accounts, null, 2), { mode: 0o600 });
      log('Demo accounts created (saved in .data/demo-accounts.json).');
    },
  }).catch((error: Error) => {
    if (shutdown.signal.aborted) process.exit(0);
    fail(
      error instanceof MissingJavaError || error instanceof DynamoDbLocalStartError
        ? error.message
        : (error.stack ?? error.message),
    );
  });
  shutdown.signal.addEventListener('abort', () => void stack.stop().then(() => process.exit(0)));
  const { origin } = stack;
  // A fresh seed sets jobs off (the scheduled ones run once), and each logs as it ends: let them finish,
  // for a few seconds at most, so the sign-in details below are the last thing printed.
  await fetch(`${origin}/_dev/jobs/settled?within=15000`).catch(() => undefined);

  const accounts = existsSync(accountsFile)
    ? (JSON.parse(await readFile(accountsFile, 'utf8')) as DemoAccount[])
    : undefined;
  for (const line of readyLines(origin, accounts)) log(line);
}

main().catch((error: Error) => fail(error.stack ?? error.message));
