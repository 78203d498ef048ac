/**
 * p50/p99 of recording a desk payment (POST /students/{id}/money/payments) under the load run's traffic
 * (issue #26's check): its own in-memory DynamoDB Local and local server on free ports, the seeded rooms
 * with the demo prices (so bookings write their charges to the ledger too), and the 180 students and 20
 * admins of tests/perf/load.ts browsing, booking and cancelling while `--desks` desk officers (2 by
 * default) record payments one after another until `--payments` (300) are timed. Every payment takes the
 * one receipt counter (decision 0027), so the desks compete for it as a hostel's desks do.
 *
 *   node tests/perf/desk-payment.ts [--payments 300] [--desks 2] [--students 180] [--admins 20]
 *
 * Fewer `--students` and `--admins` scale the traffic down on a machine that cannot carry the load run
 * (its Lambdas then pass their 10 s timeout and answer 500, which this bench reports as failures).
 *
 * Prints the figures and checks that every payment got its own receipt number with no gap and no 5xx.
 * Bounded: the traffic stops when the payments are done, or after `maxSeconds` whatever happens; the
 * script stops the server and DynamoDB Local before it exits.
 */
import { startLocalStack } from '../../infra/local/stack.ts';
import { loadTraffic } from '../support/load-traffic.ts';

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const payments = argument('--payments', 300);
const desks = argument('--desks', 2);
const studentCount = argument('--students', 180);
const adminCount = argument('--admins', 20);
const warmup = 20;
const maxSeconds = 180;

const tableName = 'desk';
const stack = await startLocalStack({ tableName, stage: 'local' });

// Imported after the environment is set: the functions read it on first use.
const { defaultSettings, putSettings } = await import('../../functions/data/settings.ts');
const { seedRooms } = await import('../../infra/local/seed/rooms.ts');
const { seedPrices } = await import('../../infra/local/seed/money.ts');
const { ledgerOf } = await import('../../functions/data/ledger.ts');
const traffic = await loadTraffic(stack.origin);

function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

try {
  const settings = defaultSettings();
  await putSettings(settings);
  await seedRooms();
  await seedPrices(
    { academicYear: settings.currentAcademicYear, semester: settings.currentSemester },
    new Date().toISOString().slice(0, 10),
  );
  const students = await traffic.seedUsers('student', studentCount);
  const admins = await traffic.seedUsers('admin', adminCount);
  // Who pays at the desk: students of their own, so their ledgers hold the desk's payments only.
  const payers = await traffic.seedUsers('student', 40, 1000);
  const officers = await traffic.seedUsers('admin', desks, 1000);
  const [studentTabs, adminTabs, deskTabs] = await Promise.all([
    Promise.all(students.map(traffic.signIn)),
    Promise.all(admins.map(traffic.signIn)),
    Promise.all(officers.map(traffic.signIn)),
  ]);

  let done = false;
  const hardStop = Date.now() + maxSeconds * 1000;
  const stop = () => done || Date.now() >= hardStop;
  const load = traffic.run(studentTabs, adminTabs, stop);

  const samples: number[] = [];
  const refused: string[] = [];
  let next = 0;
  const desk = async (tab: (typeof deskTabs)[number]) => {
    while (!stop() && next < warmup + payments) {
      const index = next++;
      const payer = payers[index % payers.length]!;
      const started = performance.now();
      const response = await fetch(`${tab.base}/students/${payer.id}/money/payments`, {
        method: 'POST',
        headers: tab.headers,
        body: JSON.stringify({ amount: 10_000 + index, method: 'mobileMoney', reference: `BENCH-${index}` }),
      }).catch((error: Error) => error);
      const elapsed = performance.now() - started;
      if (response instanceof Error) refused.push(response.message);
      else if (response.status !== 200)
        refused.push(`${response.status} ${(await response.text()).slice(0, 200)}`);
      else {
        await response.arrayBuffer();
        if (index >= warmup) samples.push(elapsed);
      }
    }
  };
  const started = performance.now();
  await Promise.all(deskTabs.map(desk));
  const elapsed = (performance.now() - started) / 1000;
  done = true;
  await load;

  const ledgers = await Promise.all(payers.map((payer) => ledgerOf(payer.id)));
  const receipts = ledgers
    .flatMap((ledger) => ledger.entries.map((entry) => Number(entry.receiptNumber?.slice(2))))
    .sort((a, b) => a - b);
  const gapless = receipts.every((number, i) => number === i + 1);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `${desks} desks recorded ${samples.length} timed payments (after ${warmup} warm-up) in ${elapsed.toFixed(1)} s, ` +
      `beside ${studentCount} students and ${adminCount} admins: ${traffic.counted.calls} load calls, ${traffic.created.size} bookings.`,
  );
  console.log('\n| Call | p50 | p99 | max |');
  console.log('| --- | ---: | ---: | ---: |');
  console.log(
    `| POST /students/{id}/money/payments | ${ms(percentile(samples, 50))} | ${ms(percentile(samples, 99))} | ${ms(samples.length ? Math.max(...samples) : Number.NaN)} |`,
  );
  const checks: [string, boolean][] = [
    [`payments refused: ${refused.length}`, refused.length === 0 && samples.length > 0],
    [`5xx answers of the load: ${traffic.serverErrors.length}`, traffic.serverErrors.length === 0],
    [`${receipts.length} receipt numbers, unique and without a gap: ${gapless}`, gapless],
  ];
  console.log('');
  for (const [text, ok] of checks) console.log(`- ${ok ? 'ok' : 'FAILED'}: ${text}`);
  for (const error of [...refused, ...traffic.serverErrors].slice(0, 5)) console.log(`  ${error}`);
  if (checks.some(([, ok]) => !ok)) process.exitCode = 1;
} finally {
  traffic.client.destroy();
  await stack.stop();
}
process.exit();
