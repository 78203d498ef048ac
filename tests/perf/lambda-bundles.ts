/**
 * Lambda bundles: each Lambda bundled exactly as the CDK app bundles it (infra/cdk/bundling.ts), its
 * size, and the time a fresh Node 24 process takes to import it (the module-loading part of a cold
 * start), next to an empty handler bundled the same way in the same run. Median of several fresh
 * processes per bundle.
 *
 *   node tests/perf/lambda-bundles.ts
 *
 * Targets (issue 11): every bundle ≤ 400 KB minified; its import ≤ 3× the empty handler's. The row
 * "DynamoDB client only" (one client, one GetItem, nothing of ours) shows what the AWS SDK alone costs.
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
const runs = 7;

/** Milliseconds a fresh Node process spends importing the bundle, median of `runs` processes. */
async function coldImportMs(bundle: LambdaBundle): Promise<number> {
  const script = `const start = performance.now(); await import(${JSON.stringify(pathToFileURL(bundle.file).href)}); process.stdout.write(String(performance.now() - start));`;
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script]);
    times.push(Number(stdout));
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(runs / 2)]!;
}

const outDir = await mkdtemp(join(tmpdir(), 'hostel-bench-bundles-'));
try {
  const empty = await bundleEmptyHandler(outDir);
  const emptyMs = await coldImportMs(empty);
  const rows = [`| ${empty.name} | ${(empty.bytes / 1024).toFixed(1)} | ${emptyMs.toFixed(1)} | 1.0× | |`];
  const floor = await bundleDynamoDbOnlyHandler(outDir);
  const floorMs = await coldImportMs(floor);
  rows.push(
    `| ${floor.name} | ${(floor.bytes / 1024).toFixed(1)} | ${floorMs.toFixed(1)} | ${(floorMs / emptyMs).toFixed(1)}× | (reference) |`,
  );
  let failing = 0;
  for (const { name, entry } of lambdaEntries) {
    const bundle = await bundleLambda(name, entry, outDir);
    const ms = await coldImportMs(bundle);
    const ratio = ms / emptyMs;
    const ok = bundle.bytes <= lambdaBundleTargetBytes && ratio <= 3;
    if (!ok) failing += 1;
    rows.push(
      `| ${name} | ${(bundle.bytes / 1024).toFixed(1)} | ${ms.toFixed(1)} | ${ratio.toFixed(1)}× | ${ok ? 'yes' : 'no'} |`,
    );
  }
  console.log(`Node ${process.version}, median of ${runs} fresh processes per bundle.\n`);
  console.log(
    '| Lambda | Bundle (KB, minified) | Cold import (ms) | × empty | Within target (≤ 400 KB, ≤ 3×) |',
  );
  console.log('| --- | ---: | ---: | ---: | --- |');
  for (const row of rows) console.log(row);
  console.log(`\n${lambdaEntries.length - failing} of ${lambdaEntries.length} Lambdas within target.`);
} finally {
  await rm(outDir, { recursive: true, force: true });
}
