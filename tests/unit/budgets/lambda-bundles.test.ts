import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleLambda, lambdaBundleBudgetBytes, lambdaEntries } from '../../support/lambda-bundles.ts';

/**
 * The bundle-size budget: each Lambda, bundled with the CDK app's own esbuild options, stays within its
 * budget (tests/support/lambda-bundles.ts), so a heavy import added to a handler fails CI rather than
 * slowing every cold start. `npm run bench` prints the sizes and cold import times.
 */
const outDir = await mkdtemp(join(tmpdir(), 'hostel-bundles-'));
afterAll(() => rm(outDir, { recursive: true, force: true }));

describe('Lambda bundle budgets', () => {
  for (const { name, entry } of lambdaEntries) {
    it(`${name} stays within its bundle budget`, async () => {
      const bundle = await bundleLambda(name, entry, outDir);
      expect(bundle.bytes, `${name}: ${(bundle.bytes / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(
        lambdaBundleBudgetBytes(name),
      );
    }, 30_000);
  }
});
