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
 * SDK alone costs), exports within 2.5×. One more row imports auth as a stage with `traceAwsCalls`
 * runs it, with Powertools' Tracer loaded, to show what the Tracer costs.
 * tests/unit/budgets/lambda-bundles.test.ts enforces the size budget in `npm test`.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import {
  bundleDynamoDbOnlyHandler,
  bundleEmptyHandler,
  bundleLambda,
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

/** Milliseconds a fresh Node process spends importing the bundle, median of `runs` processes. */
async function coldImportMs(bundle: LambdaBundle, env: NodeJS.ProcessEnv = {}): Promise<number> {
  const script = `const start = performance.now(); await import(${JSON.stringify(pathToFileURL(bundle.file).href)}); process.stdout.write(String(performance.now() - start));`;
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
      env: { ...process.env, ...env },
    });
    times.push(Number(stdout));
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(runs / 2)]!;
}

const outDir = await mkdtemp(join(tmpdir(), 'hostel-bench-bundles-'));
try {
  const empty = await bundleEmptyHandler(outDir);
  const emptyMs = await coldImportMs(empty);
  const rows = [`| ${empty.name} | ${(empty.bytes / 1024).toFixed(1)} | ${emptyMs.toFixed(1)} | 1.0× | | |`];
  const floor = await bundleDynamoDbOnlyHandler(outDir);
  const floorMs = await coldImportMs(floor);
  rows.push(
    `| ${floor.name} | ${(floor.bytes / 1024).toFixed(1)} | ${floorMs.toFixed(1)} | ${(floorMs / emptyMs).toFixed(1)}× | 1.00× | (floor) |`,
  );
  const row = (name: string, bytes: number, ms: number, ok: boolean) =>
    `| ${name} | ${(bytes / 1024).toFixed(1)} | ${ms.toFixed(1)} | ${(ms / emptyMs).toFixed(1)}× | ${(ms / floorMs).toFixed(2)}× | ${ok ? 'yes' : 'no'} |`;
  let failing = 0;
  for (const { name, entry } of lambdaEntries) {
    const bundle = await bundleLambda(name, entry, outDir);
    const ms = await coldImportMs(bundle);
    const ok = withinTarget(name, bundle.bytes, ms / floorMs);
    if (!ok) failing += 1;
    rows.push(row(name, bundle.bytes, ms, ok));
    if (name === 'auth') {
      const traced = await coldImportMs(bundle, { POWERTOOLS_TRACE_ENABLED: 'true' });
      rows.push(row('auth with the Tracer (traceAwsCalls)', bundle.bytes, traced, false));
    }
  }
  console.log(`Node ${process.version}, median of ${runs} fresh processes per bundle.\n`);
  console.log(
    '| Lambda | Bundle (KB, minified) | Cold import (ms) | × empty | × floor | Within target (≤ 400 KB, ≤ 1.5× floor; exports 2.5×) |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | --- |');
  for (const row of rows) console.log(row);
  console.log(`\n${lambdaEntries.length - failing} of ${lambdaEntries.length} Lambdas within target.`);
} finally {
  await rm(outDir, { recursive: true, force: true });
}
