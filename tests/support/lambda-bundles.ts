import { stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';
import { lambdaEsbuildOptions } from '../../infra/cdk/bundling.ts';
import { projectRoot } from '../../infra/cdk/paths.ts';
import { domains } from '../../functions/routes.ts';

/** Every Lambda the CDK app deploys: one per domain of the route table, and the WebSocket one. */
export const lambdaEntries: { name: string; entry: string }[] = [
  ...domains.map((domain) => ({ name: domain, entry: `functions/api/${domain}/handler.ts` })),
  { name: 'websocket', entry: 'functions/realtime/handler.ts' },
];

/** Target of issue 11: every Lambda bundle at most this many bytes, minified. */
export const lambdaBundleTargetBytes = 400 * 1024;

/**
 * What `npm test` enforces today: each bundle's size when the budget was set (22 Nov 2026), plus a
 * little room. Most of each bundle is the AWS SDK's core and credential chain and zod, and pdf-lib in
 * exports (see README, Performance); lower these towards the target as those shrink, never raise them
 * to let a bundle grow.
 */
export function lambdaBundleBudgetBytes(name: string): number {
  return (name === 'exports' ? 940 : 590) * 1024;
}

export interface LambdaBundle {
  name: string;
  file: string;
  bytes: number;
}

/** Bundles one entry exactly as the CDK app does, into `outDir/<name>/index.mjs`. */
export async function bundleLambda(name: string, entry: string, outDir: string): Promise<LambdaBundle> {
  const file = join(outDir, name, 'index.mjs');
  await build(lambdaEsbuildOptions(join(projectRoot, entry), file));
  return { name, file, bytes: (await stat(file)).size };
}

/** The smallest possible handler, bundled the same way: the baseline for cold import time. */
export async function bundleEmptyHandler(outDir: string): Promise<LambdaBundle> {
  const entry = join(outDir, 'empty-handler.ts');
  await writeFile(entry, 'export const handler = async () => ({ statusCode: 200 });\n');
  const file = join(outDir, 'empty', 'index.mjs');
  await build(lambdaEsbuildOptions(entry, file));
  return { name: 'empty handler', file, bytes: (await stat(file)).size };
}
