/**
 * Lambda bundles: each Lambda bundled exactly as the CDK app bundles it (infra/cdk/bundling.ts), its
 * size, and the time a fresh Node 24 process takes to import it (the module-loading part of a cold
 * start), next to an empty handler bundled the same way in the same run. Median of several fresh
 * processes per bundle.
 *
 *   node tests/perf/lambda-bundles.ts
 *
 * Targets (issue 29): every bundle ≤ 400 KB minified except exports (pdf-lib); every import within
 * 1.5× of the "DynamoDB client only" floor (one client, one GetItem, nothing of ours: what the AWS
 * SDK alone costs), exports within 2.5×, on the wall clock. Beside it, the CPU time each import took,
 * which other engineers' load on a shared machine does not inflate as it does the wall clock. Each
 * bundle's processes alternate with as many of the floor's, and its ratios are to the floor of those
 * same minutes: a floor measured once, at the start, made every later ratio follow the load's drift.
 * One more row imports auth as a stage with `traceAwsCalls` runs it, with Powertools' Tracer loaded,
 * to show what the Tracer costs. Two reference rows, not counted against the target, show what is left
 * of it for the product's own code: the API pipeline with no operation, and bookings with one.
 * tests/unit/budgets/lambda-bundles.test.ts enforces the size budget in `npm test`.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import {
  bundleDynamoDbOnlyHandler,
  bundleEmptyHandler,
  bundleLambda,
  bundleReferenceHandlers,
  lambdaBundleTargetBytes,
  lambdaEntries,
  type LambdaBundle,
} from '../support/lambda-bundles.ts';

const run = promisify(execFile);

/** The targets: pdf-lib makes exports the one exception, in size and in import time. */
function withinTarget(name: string, bytes: number, timesFloor: number): boolean {
  if (name === 'exports') return timesFloor <= 2.5;
  return bytes <= lambdaBundleTargetBytes && timesFloor <= 1.5;
}
const runs = 7;

interface ImportTime {
  /** Wall-clock milliseconds, median of `runs` processes. */
  ms: number;
  /**
   * CPU milliseconds (user and system, every thread of the process: the compiler's and the collector's
   * too), median of `runs` processes. On a machine others load, the wall clock also counts the waits for
   * a core; the CPU a cold import takes does not change with the load, so its ratio is the steadier one.
   */
  cpuMs: number;
}

/** The time one fresh Node process spends importing the bundle. */
async function importOnce(bundle: LambdaBundle, env: NodeJS.ProcessEnv): Promise<ImportTime> {
  const script = `const cpu = process.cpuUsage(); const start = performance.now(); await import(${JSON.stringify(pathToFileURL(bundle.file).href)}); const ms = performance.now() - start; const used = process.cpuUsage(cpu); process.stdout.write(JSON.stringify({ ms, cpuMs: (used.user + used.system) / 1000 }));`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, ...env },
  });
  return JSON.parse(stdout) as ImportTime;
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const medianTime = (times: ImportTime[]): ImportTime => ({
  ms: median(times.map((t) => t.ms)),
  cpuMs: median(times.map((t) => t.cpuMs)),
});

/**
 * The bundle's cold import and the floor's, `runs` fresh processes each, one of the floor's before each
 * of the bundle's: medians of each.
 */
async function coldImportBesideFloor(
  bundle: LambdaBundle,
  floor: LambdaBundle,
  env: NodeJS.ProcessEnv = {},
): Promise<{ time: ImportTime; floorTime: ImportTime }> {
  const times: ImportTime[] = [];
  const floorTimes: ImportTime[] = [];
  for (let i = 0; i < runs; i += 1) {
    floorTimes.push(await importOnce(floor, {}));
    times.push(await importOnce(bundle, env));
  }
  return { time: medianTime(times), floorTime: medianTime(floorTimes) };
}

const outDir = await mkdtemp(join(tmpdir(), 'hostel-bench-bundles-'));
try {
  const empty = await bundleEmptyHandler(outDir);
  const floor = await bundleDynamoDbOnlyHandler(outDir);
  const { time: emptyTime, floorTime: firstFloorTime } = await coldImportBesideFloor(empty, floor);
  const row = (name: string, bytes: number, time: ImportTime, floorTime: ImportTime, within: string) =>
    `| ${name} | ${(bytes / 1024).toFixed(1)} | ${time.ms.toFixed(1)} | ${floorTime.ms.toFixed(1)} | ${(time.ms / floorTime.ms).toFixed(2)}× | ${time.cpuMs.toFixed(1)} | ${floorTime.cpuMs.toFixed(1)} | ${(time.cpuMs / floorTime.cpuMs).toFixed(2)}× | ${within} |`;
  const rows = [
    row(empty.name, empty.bytes, emptyTime, firstFloorTime, ''),
    row(floor.name, floor.bytes, firstFloorTime, firstFloorTime, '(floor)'),
  ];
  for (const reference of await bundleReferenceHandlers(outDir)) {
    const { time, floorTime } = await coldImportBesideFloor(reference, floor);
    rows.push(row(reference.name, reference.bytes, time, floorTime, '(reference)'));
  }
  let failing = 0;
  for (const { name, entry } of lambdaEntries) {
    const bundle = await bundleLambda(name, entry, outDir);
    const { time, floorTime } = await coldImportBesideFloor(bundle, floor);
    const ok = withinTarget(name, bundle.bytes, time.ms / floorTime.ms);
    if (!ok) failing += 1;
    rows.push(row(name, bundle.bytes, time, floorTime, ok ? 'yes' : 'no'));
    if (name === 'auth') {
      const traced = await coldImportBesideFloor(bundle, floor, { POWERTOOLS_TRACE_ENABLED: 'true' });
      rows.push(
        row('auth with the Tracer (traceAwsCalls)', bundle.bytes, traced.time, traced.floorTime, 'no'),
      );
    }
  }
  console.log(
    `Node ${process.version}, median of ${runs} fresh processes per bundle, each after one of the floor's; load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')} at the end.\n`,
  );
  console.log(
    '| Lambda | Bundle (KB, minified) | Cold import (ms) | Floor beside it (ms) | × floor | CPU (ms) | Floor CPU beside it (ms) | CPU × floor | Within target (≤ 400 KB, ≤ 1.5× floor; exports 2.5×) |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const row of rows) console.log(row);
  console.log(`\n${lambdaEntries.length - failing} of ${lambdaEntries.length} Lambdas within target.`);
} finally {
  await rm(outDir, { recursive: true, force: true });
}
