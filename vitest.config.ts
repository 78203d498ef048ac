import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Three kinds of test, one run: unit (pure logic, AWS clients mocked), integration (handlers over a
 * real DynamoDB Local, a fresh table per file) and e2e (the built app on the real local server, driven
 * in Debian's Chromium).
 */
export default defineConfig({
  test: {
    // Two files at a time whatever the core count (vitest's default on two cores is one): the tests wait
    // on DynamoDB Local, the server and Chromium more than they compute. Each e2e worker slot has a
    // local stack of its own (tests/e2e/global-setup.ts).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, 'tests/unit/infra/**'],
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        // The CDK app's unit tests, which mock no module (the linter holds them to it): a worker runs them
        // file after file in one module graph, so aws-cdk-lib and the product's constructs are imported
        // once per worker, not once per file. On the 19 files, 237 s of the processor to 148 s, and 121 s
        // to 78 s of wall time (docs/testing.md).
        test: {
          name: 'unit-infra',
          include: ['tests/unit/infra/**/*.test.ts'],
          isolate: false,
          setupFiles: ['tests/unit/setup.ts', 'tests/unit/infra/setup.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/global-setup.ts'],
          setupFiles: ['tests/integration/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // A worker runs file after file on its own lane and keeps its modules (Playwright, the support
          // code, the functions a test sets a scene with) and its Chromium between them: on 14 files, two
          // lanes, 190 s to 165 s, the processor 367 s to 319 s (docs/testing.md). An e2e file shares no
          // state but the lane, which is its worker's anyway, and mocks nothing.
          isolate: false,
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A page read can take over a second on a busy two-core machine; expect.poll's own default is 1 s.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
