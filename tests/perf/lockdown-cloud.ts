/**
 * The lockdown in the cloud, simulated: how long 1,000, 5,000 and 20,000 open tabs wait to be told,
 * with API Gateway's account throttle shared with everyone else's calls, SQS's and Lambda's scaling
 * and the product's own pace, batches and retries (tests/support/lockdown-cloud.ts names each figure's
 * source). Figures of the model, not of a deployment: the machine's speed plays no part.
 * Run: npm run bench -- lockdown-cloud (or -- lockdown, with the local bench).
 */
import { defaultShare, simulateLockdown } from '../support/lockdown-cloud.ts';

const sizes = [1_000, 5_000, 20_000];
const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'never');

console.log(
  `Simulated lockdown in the cloud: the fan-out's share ${defaultShare} calls/s of API Gateway's 10,000, ` +
    'everyone else at the rest; median of 5 seeded runs each.\n',
);
console.log(
  '| tabs | p50 | p99 | last | not told | busiest second (calls) | beyond its share | throttled pushes | others throttled |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const connections of sizes) {
  const runs = [1, 2, 3, 4, 5]
    .map((seed) => simulateLockdown({ connections, seed }))
    .sort((a, b) => a.p99Ms - b.p99Ms);
  const run = runs[2]!;
  console.log(
    `| ${connections} | ${seconds(run.p50Ms)} | ${seconds(run.p99Ms)} | ${seconds(run.lastMs)} | ${run.failed} | ${run.mostCallsInASecond} | ${run.beyondShare} | ${run.throttledPushes} | ${run.throttledOthers} |`,
  );
}
