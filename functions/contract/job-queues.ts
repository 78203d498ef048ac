import type { JobKind } from './jobs.ts';

/**
 * Which queue each kind of job goes on, kept apart from the payloads' schemas in ./jobs.ts: every Lambda
 * that queues a job reads this (functions/platform/job-queue.ts), and would otherwise carry those
 * schemas, which only the jobs worker validates with.
 */

/**
 * The kinds that go on the bulk queue rather than the jobs queue: work that grows with an audience and
 * mail, which waits for its turn on the mail line anyway. The lockdown's jobs are never queued behind
 * them (docs/decisions/0047-a-bulk-queue-beside-the-jobs-queue.md).
 */
export const bulkJobKinds: ReadonlySet<string> = new Set([
  'announcement-fan-out',
  'announcement-deliver',
  'paced-mail',
] satisfies JobKind[]);

/**
 * The kinds that go on the lockdown queue: every call the lockdown makes to the management API. Its
 * event source runs at most as many workers as SQS starts with, each at its share of the account's API
 * Gateway rate (docs/decisions/0053-lockdown-pushes-within-the-api-gateway-rate.md).
 */
export const lockdownJobKinds: ReadonlySet<string> = new Set([
  'lockdown-fan-out',
  'lockdown-push',
  'lockdown-close',
] satisfies JobKind[]);
