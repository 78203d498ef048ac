import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { ensureFrontEndsBuilt } from '../../infra/local/build.ts';
import type { DemoAccount } from '../../infra/local/seed/demo-accounts.ts';
import type { LaneMessage } from './support/lane.ts';

export interface Lane {
  baseUrl: string;
  /** The functions' environment pointed at this lane, for tests that set a scene through them. */
  environment: Record<string, string>;
  demoAccounts: DemoAccount[];
}

declare module 'vitest' {
  export interface ProvidedContext {
    lanes: Lane[];
  }
}

const laneEntry = fileURLToPath(new URL('./support/lane.ts', import.meta.url));

/** Lanes that ended before the run did, and why: each of their later files fails only to connect. */
const deaths: string[] = [];
let stopping = false;

function startLane(number: number, started: ChildProcess[]): Promise<Lane> {
  const child = fork(laneEntry, [String(number)], {
    execArgv: [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  started.push(child);
  let cause = 'no error reported';
  return new Promise((resolve, reject) => {
    child.on('message', (message: LaneMessage) => {
      if ('died' in message) cause = message.died;
      else if ('error' in message) reject(new Error(`e2e lane ${number} did not start: ${message.error}`));
      else
        resolve({
          baseUrl: message.origin,
          environment: message.environment,
          demoAccounts: message.accounts,
        });
    });
    child.once('exit', (code) => {
      reject(new Error(`e2e lane ${number} exited (${code}) before it started: ${cause}`));
      if (!stopping) deaths.push(`e2e lane ${number} ended during the run (exit ${code}): ${cause}`);
    });
  });
}

function stopLane(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * The product as a user meets it: the built front ends and the real handlers on the local server, over
 * an in-memory DynamoDB Local seeded like a first `npm start`. One such stack per worker (a lane), so
 * the e2e files run side by side without sharing data, a lockdown or a switch: each file uses the lane
 * of the worker slot it runs in (support/fixture.ts). The front ends are built once, while the lanes
 * start.
 */
export default async function setup(project: TestProject) {
  const started: ChildProcess[] = [];
  // A lane that fails to start stops the build too, as a failed `npm start` does (infra/local/stack.ts).
  const building = new AbortController();
  const stop = () => {
    stopping = true;
    building.abort();
    return Promise.all(started.map(stopLane)).then(() => undefined);
  };
  try {
    const count = project.config.maxWorkers;
    // The lanes start while the front ends build: they serve the built files only when a test asks.
    const [lanes] = await Promise.all([
      Promise.all(Array.from({ length: count }, (_, index) => startLane(index + 1, started))),
      ensureFrontEndsBuilt((line) => console.log(`[e2e] ${line}`), building.signal),
    ]);
    project.provide('lanes', lanes);
  } catch (error) {
    await stop();
    throw error;
  }
  return async () => {
    await stop();
    if (deaths.length > 0) throw new Error(deaths.join('\n'));
  };
}
