import { stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';
import { lambdaEsbuildOptions } from '../../infra/cdk/bundling.ts';
import { projectRoot } from '../../infra/cdk/paths.ts';
import { domains } from '../../functions/routes.ts';

/** Every Lambda the CDK app deploys: one per domain of the route table, the WebSocket one and the jobs worker. */
export const lambdaEntries: { name: string; entry: string }[] = [
  ...domains.map((domain) => ({ name: domain, entry: `functions/api/${domain}/handler.ts` })),
  { name: 'websocket', entry: 'functions/realtime/handler.ts' },
  { name: 'jobs', entry: 'functions/jobs/handler.ts' },
];

/** Target of issue 11: every Lambda bundle at most this many bytes, minified. */
export const lambdaBundleTargetBytes = 400 * 1024;

/**
 * What `npm test` enforces today. Since the move to zod/mini (22 Nov 2026) every Lambda but exports is
 * within the target, so the target is their budget; exports, which carries pdf-lib, keeps its size
 * then plus a little room. Most of each bundle is the AWS SDK's core (see README, Performance); lower
 * the exports budget towards the target as it shrinks, never raise a budget to let a bundle grow.
 */
export function lambdaBundleBudgetBytes(name: string): number {
  return name === 'exports' ? 730 * 1024 : lambdaBundleTargetBytes;
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

/** Bundles a handler written here, the same way, into `outDir/<dir>/index.mjs`. */
async function bundleSource(name: string, dir: string, source: string, outDir: string) {
  const entry = join(outDir, `${dir}.ts`);
  await writeFile(entry, source);
  const file = join(outDir, dir, 'index.mjs');
  // The entry sits outside the project, so it is told where the project's packages are.
  await build({ ...lambdaEsbuildOptions(entry, file), nodePaths: [join(projectRoot, 'node_modules')] });
  return { name, file, bytes: (await stat(file)).size };
}

/** The smallest possible handler, bundled the same way: the baseline for cold import time. */
export function bundleEmptyHandler(outDir: string): Promise<LambdaBundle> {
  return bundleSource(
    'empty handler',
    'empty',
    'export const handler = async () => ({ statusCode: 200 });\n',
    outDir,
  );
}

/**
 * A handler that makes one DynamoDB client and reads one item, and nothing else: what the AWS SDK alone
 * costs every Lambda of ours, the floor under their sizes and import times.
 */
export function bundleDynamoDbOnlyHandler(outDir: string): Promise<LambdaBundle> {
  return bundleSource(
    'DynamoDB client only',
    'dynamodb-only',
    [
      "import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';",
      'const client = new DynamoDBClient({});',
      "export const handler = async () => client.send(new GetItemCommand({ TableName: 't', Key: { PK: { S: 'k' } } }));",
      '',
    ].join('\n'),
    outDir,
  );
}
