import type { TestProject } from 'vitest/node';
import type { DemoAccount } from '../../infra/local/seed/demo-accounts.ts';
import { startLocalStack } from '../../infra/local/stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    demoAccounts: DemoAccount[];
  }
}

/**
 * The product as a user meets it: the built front ends and the real handlers on the local server, over
 * an in-memory DynamoDB Local seeded like a first `npm start`, on a free loopback port.
 */
export default async function setup(project: TestProject) {
  const stack = await startLocalStack({
    tableName: 'e2e',
    stage: 'test',
    seed: true,
    frontEnds: true,
    realtime: true,
    log: (line) => console.log(`[e2e] ${line}`),
  });
  project.provide('baseUrl', stack.origin);
  project.provide('demoAccounts', stack.accounts!);
  return stack.stop;
}
