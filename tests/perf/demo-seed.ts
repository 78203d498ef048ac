/**
 * How long the demo seed of a first `npm start` takes (infra/local/seed/index.ts), from its call to its
 * return: the front-end builds and the scheduled jobs that follow it are not in the figure. Each run is a
 * process of its own with a fresh DynamoDB Local keeping its data on disk and a local server, as a first
 * `npm start` has them (the functions keep their DynamoDB client for the life of the process). Prints
 * every run and the median. Run: npm run bench -- demo-seed, or node tests/perf/demo-seed.ts --runs 5
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalStack } from '../../infra/local/stack.ts';

const argument = (name: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};

if (process.argv.includes('--once')) {
  // On disk, as `npm start` keeps its data (.data/), which writes slower than DynamoDB Local in memory.
  const dataDir = await mkdtemp(join(tmpdir(), 'hostel-seed-'));
  const stack = await startLocalStack({ tableName: 'bench-seed', stage: 'local', dataDir });
  try {
    // Imported after the environment is set, as the local stack imports it.
    const { seed } = await import('../../infra/local/seed/index.ts');
    const { dynamo } = await import('../../functions/data/dynamo.ts');
    // The seed's DynamoDB calls by kind: a figure of its work that a busy machine does not change.
    const calls = new Map<string, number>();
    dynamo().middlewareStack.add(
      (next, context) => async (args) => {
        const command = context.commandName ?? 'unnamed';
        calls.set(command, (calls.get(command) ?? 0) + 1);
        return next(args);
      },
      { step: 'initialize', name: 'countSeedCalls' },
    );
    const started = performance.now();
    await seed();
    console.log(`seed-ms ${Math.round(performance.now() - started)}`);
    console.log(`seed-calls ${JSON.stringify(Object.fromEntries(calls))}`);
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
} else {
  const runs = Number(argument('--runs') ?? 3);
  const times: number[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const output = execFileSync(process.execPath, [import.meta.filename, '--once'], { encoding: 'utf8' });
    // The child's functions log too: its figures are the lines that name them.
    times.push(Number(/^seed-ms (\d+)$/m.exec(output)?.[1]));
    const calls = JSON.parse(/^seed-calls (.+)$/m.exec(output)?.[1] ?? '{}') as Record<string, number>;
    const total = Object.values(calls).reduce((sum, count) => sum + count, 0);
    const kinds = Object.entries(calls)
      .sort(([, a], [, b]) => b - a)
      .map(([name, count]) => `${name.replace(/Command$/, '')} ${count}`)
      .join(', ');
    console.log(
      `run ${run}: demo seed ${(times.at(-1)! / 1000).toFixed(2)} s, ${total} DynamoDB calls (${kinds})`,
    );
  }
  const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
  console.log(`demo seed: median ${(median / 1000).toFixed(2)} s over ${runs} runs`);
}
