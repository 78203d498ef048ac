/**
 * How long the demo seed of a first `npm start` takes (infra/local/seed/index.ts), from its call to its
 * return: the front-end builds and the scheduled jobs that follow it are not in the figure. Each run is a
 * process of its own with a fresh in-memory DynamoDB Local and local server, as a first `npm start` has
 * them (the functions keep their DynamoDB client for the life of the process). Prints every run and the
 * median. Run: npm run bench -- demo-seed, or node tests/perf/demo-seed.ts --runs 5
 */
import { execFileSync } from 'node:child_process';
import { startLocalStack } from '../../infra/local/stack.ts';

const argument = (name: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};

if (process.argv.includes('--once')) {
  const stack = await startLocalStack({ tableName: 'bench-seed', stage: 'local' });
  try {
    // Imported after the environment is set, as the local stack imports it.
    const { seed } = await import('../../infra/local/seed/index.ts');
    const started = performance.now();
    await seed();
    console.log(`seed-ms ${Math.round(performance.now() - started)}`);
  } finally {
    await stack.stop();
  }
} else {
  const runs = Number(argument('--runs') ?? 3);
  const times: number[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const output = execFileSync(process.execPath, [import.meta.filename, '--once'], { encoding: 'utf8' });
    // The child's functions log too: its figure is the line that names it.
    times.push(Number(/^seed-ms (\d+)$/m.exec(output)?.[1]));
    console.log(`run ${run}: demo seed ${(times.at(-1)! / 1000).toFixed(2)} s`);
  }
  const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
  console.log(`demo seed: median ${(median / 1000).toFixed(2)} s over ${runs} runs`);
}
