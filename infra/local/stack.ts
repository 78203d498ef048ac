import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ensureTable } from './bootstrap.ts';
import { ensureFrontEndsBuilt } from './build.ts';
import { localConfig, setFunctionEnvironment, staticRoots } from './config.ts';
import { MissingJavaError, startDynamoDbLocal, type DynamoDbLoad } from './dynamodb-local.ts';
import { LocalMailbox } from './mail.ts';
import { createLocalS3 } from './s3.ts';
import type { DemoAccount } from './seed/demo-accounts.ts';
import { freePort } from './http-server.ts';
import { createLocalServer } from './server.ts';
import { removeExpiredItems, timeToLiveSweepMinutes } from './time-to-live.ts';

export interface LocalStackOptions {
  tableName: string;
  stage: 'local' | 'test';
  /** Fills a new table with what a first `npm start` seeds; the demo accounts come back as `accounts`. */
  seed?: boolean;
  /** Builds the front ends whose sources changed before the server starts (it serves them either way). */
  frontEnds?: boolean;
  /** Offers /ws, with the realtime Lambda's handler behind it. */
  realtime?: boolean;
  /**
   * The load DynamoDB Local is tuned for (dynamodb-local.ts): `light` for one person or one browser at a
   * time (`npm start`, an e2e lane); without it, the JVM's defaults (a benchmark's load).
   */
  dynamoDbLoad?: DynamoDbLoad;
  /** New password hashes take Argon2id's least cost: a test run's stack only (functions/platform/env.ts). */
  leastPasswordCost?: boolean;
  /**
   * Keeps the tables (`dynamodb/`), the mail (`mail/`) and the uploads (`uploads/`) in this folder
   * across runs. Without it, DynamoDB Local runs in memory and the mail and uploads go to temporary
   * folders that `stop()` removes.
   */
  dataDir?: string;
  /** Without one, a free port. */
  port?: number;
  /** Without one, a random secret: the sessions then end with the stack. */
  sessionSecret?: string;
  /** Where the front-end builds report what they do. */
  log?: (line: string) => void;
  /** Told before a new table is seeded, for a person waiting on the first start. */
  onSeeding?: () => void;
  /** Given the new demo accounts, before the front ends are built. */
  onSeeded?: (accounts: DemoAccount[]) => Promise<void>;
  /** Aborting stops whatever has started so far; a start still under way then rejects. */
  signal?: AbortSignal;
}

export interface LocalStack {
  /** http://127.0.0.1:{port}: the site, the management app, /api, /ws and /_dev/mail. */
  origin: string;
  /** http://127.0.0.1:{port}: the S3 stand-in holding the uploads bucket. */
  uploadsOrigin: string;
  port: number;
  dynamoDbEndpoint: string;
  /** The functions' environment the stack set, for code in another process that calls them directly. */
  environment: Record<string, string>;
  /** The demo accounts, when this start seeded the table. */
  accounts?: DemoAccount[];
  mailbox: LocalMailbox;
  mailDir: string;
  /** Stops the server and DynamoDB Local and removes a temporary mail folder; calling it again is harmless. */
  stop(): Promise<void>;
}

/** DynamoDB Local did not come up; the message says why, with its own output. */
export class DynamoDbLocalStartError extends Error {
  constructor(cause: Error) {
    super(`DynamoDB Local did not start: ${cause.message}`, { cause });
  }
}

/**
 * The product on this machine, as `npm start`, the e2e tests and the benchmarks run it: DynamoDB Local,
 * the functions' environment pointed at it and at the local server, the table, and the server on
 * 127.0.0.1 (never another interface). The environment is set before anything here imports a function
 * module, and a caller's own `await import(...)` of one after this returns sees it too.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const { signal } = options;
  const undo: Array<() => Promise<void>> = [];
  let stopped = Promise.resolve();
  // Undoes, newest first, what has started by the time it runs; a later call undoes what came after.
  const stop = () =>
    (stopped = stopped.then(async () => {
      for (let next = undo.pop(); next; next = undo.pop()) await next();
    }));
  signal?.addEventListener('abort', () => void stop(), { once: true });

  // The front ends build beside the database's start and the seed: a first start's image encoding keeps
  // one core busy while the other would wait (a first `npm start` took 47 to 53 s, now 34 to 40 s, on
  // two cores). A start that fails (no Java, say) stops the build, which would print on after the error.
  const building = new AbortController();
  undo.push(async () => building.abort());
  const frontEndsBuilt = options.frontEnds
    ? ensureFrontEndsBuilt(options.log ?? (() => {}), building.signal)
    : undefined;
  // Read below; until then a failed build must not end the process as an unheard rejection.
  frontEndsBuilt?.catch(() => undefined);
  try {
    signal?.throwIfAborted();
    const dynamoDbDir = options.dataDir && join(options.dataDir, 'dynamodb');
    if (dynamoDbDir) await mkdir(dynamoDbDir, { recursive: true });
    const dynamoDb = await startDynamoDbLocal({ dataDir: dynamoDbDir, load: options.dynamoDbLoad }).catch(
      (error: Error) => {
        throw error instanceof MissingJavaError ? error : new DynamoDbLocalStartError(error);
      },
    );
    undo.push(() => dynamoDb.stop());
    signal?.throwIfAborted();

    const mailDir = options.dataDir
      ? join(options.dataDir, 'mail')
      : await mkdtemp(join(tmpdir(), 'hostel-mail-'));
    if (!options.dataDir) undo.push(() => rm(mailDir, { recursive: true, force: true }));
    const uploadsDir = options.dataDir
      ? join(options.dataDir, 'uploads')
      : await mkdtemp(join(tmpdir(), 'hostel-uploads-'));
    if (!options.dataDir) undo.push(() => rm(uploadsDir, { recursive: true, force: true }));
    const port = options.port ?? (await freePort());
    const origin = `http://${localConfig.host}:${port}`;
    const uploadsOrigin = `http://${localConfig.host}:${await freePort()}`;
    const environment = setFunctionEnvironment({
      origin,
      s3Endpoint: uploadsOrigin,
      dynamoEndpoint: dynamoDb.endpoint,
      tableName: options.tableName,
      sessionSecret: options.sessionSecret ?? randomBytes(48).toString('base64url'),
      stage: options.stage,
      leastPasswordCost: options.leastPasswordCost,
    });

    const client = new DynamoDBClient({ endpoint: dynamoDb.endpoint, region: 'local' });
    const table = await ensureTable(client, options.tableName).finally(() => client.destroy());
    // Before the seed, which uploads a demo photo.
    const s3 = createLocalS3({ dir: uploadsDir, siteOrigin: origin });
    await s3.listen(Number(new URL(uploadsOrigin).port), localConfig.host);
    undo.push(() => s3.close());
    // A start over an existing table stands in for a deploy over old data: the operator's one-off
    // moves of a release run here (docs/operations.md, "After a deploy").
    if (table === 'existing') {
      const { movePasswordHashes } = await import('../../functions/data/credentials.ts');
      await movePasswordHashes();
      const { moveSecretIndexKeys } = await import('../../functions/data/user-index.ts');
      await moveSecretIndexKeys();
      const { indexOnlinePaymentsFromBefore } =
        await import('../../functions/domain/money/index-online-payments.ts');
      await indexOnlinePaymentsFromBefore();
      const { fileCheckInsOfRoomsLeft } =
        await import('../../functions/domain/desk/check-ins-of-rooms-left.ts');
      await fileCheckInsOfRoomsLeft();
      const { keepChargesOnBalances } = await import('../../functions/data/ledger.ts');
      await keepChargesOnBalances();
    }
    // Before the seed too: its changes hand their notices to the jobs queue, which the server holds.
    const realtime = options.realtime
      ? (await import('../../functions/api/realtime/socket-handler.ts')).handler
      : undefined;
    const mailbox = new LocalMailbox(mailDir);
    const server = createLocalServer({ roots: staticRoots, mailbox, realtime, uploadsOrigin });
    await server.listen(port, localConfig.host);
    undo.push(() => server.close());
    signal?.throwIfAborted();
    let accounts: DemoAccount[] | undefined;
    if (options.seed && table === 'created') {
      options.onSeeding?.();
      // Imported only now: the data layer reads the environment set above.
      const { seed } = await import('./seed/index.ts');
      accounts = await seed();
      await options.onSeeded?.(accounts);
    }
    signal?.throwIfAborted();
    await frontEndsBuilt;
    signal?.throwIfAborted();

    // The jobs that run on a clock, on the cloud's schedules (infra/cdk/job-schedules.ts): the same
    // messages on the same queue. Imported only now: the queue module reads the environment set above.
    const { enqueue } = await import('../../functions/platform/job-queue.ts');
    const { jobSchedules } = await import('../../functions/jobs/schedules.ts');
    // Like a rate rule, each runs first one interval after the start. A table seeded just now runs each
    // once at once, so a first look shows what the clock makes of the demo data (the weekly staff
    // summary in the mail viewer) rather than a week later; every scheduled job is safe to run twice.
    if (accounts)
      await enqueue(jobSchedules.map((schedule) => schedule.job)).catch((error: Error) =>
        console.error(`Scheduled jobs not queued after the seed: ${error.message}`),
      );
    for (const schedule of jobSchedules) {
      const timer = setInterval(() => {
        enqueue([schedule.job]).catch((error: Error) =>
          console.error(`Scheduled job ${schedule.id} not queued: ${error.message}`),
        );
      }, schedule.everyMinutes * 60_000);
      timer.unref();
      undo.push(async () => clearInterval(timer));
    }

    // DynamoDB Local keeps items past their TTL; the cloud removes them (time-to-live.ts).
    const ttlClient = new DynamoDBClient({ endpoint: dynamoDb.endpoint, region: 'local' });
    const ttlSweep = setInterval(() => {
      removeExpiredItems(ttlClient, options.tableName).catch((error: Error) =>
        console.error(`Expired items not removed: ${error.message}`),
      );
    }, timeToLiveSweepMinutes * 60_000);
    ttlSweep.unref();
    undo.push(async () => {
      clearInterval(ttlSweep);
      ttlClient.destroy();
    });

    return {
      origin,
      uploadsOrigin,
      port,
      dynamoDbEndpoint: dynamoDb.endpoint,
      environment,
      accounts,
      mailbox,
      mailDir,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
