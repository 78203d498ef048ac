import { SQSClient, type SendMessageBatchCommandInput } from '@aws-sdk/client-sqs';
import { vi } from 'vitest';
import type { Job } from '../../functions/contract/jobs.ts';
import { continueRollOver, rollOverStep } from '../../functions/domain/settings/roll-over.ts';
import { jobsSettled } from './jobs.ts';

interface HeldRollOver {
  rollOverId: string;
  delaySeconds: number;
}

/**
 * Holds back the roll-over jobs the code queues (functions/domain/settings/roll-over.ts), which the
 * local queue would otherwise run, and runs them when the test says, as SQS would deliver them: one
 * queued with a delay runs that much later on the roll-over's clock (the `at` each run is given). So a
 * test runs the settle pass, which waits out the functions' longest timeout, without waiting, and can
 * act between two steps. With `delayedOnly`, the first pass runs in the local queue as usual (its
 * retries included), and only the settle pass is held. The test file restores the client after each
 * test (vi.restoreAllMocks).
 */
export function holdRollOvers({ delayedOnly = false } = {}) {
  const held: HeldRollOver[] = [];
  /** How far the roll-over's clock is ahead of the real one: the delays waited out so far. */
  let aheadMs = 0;
  const send = SQSClient.prototype.send as (this: SQSClient, command: unknown) => Promise<unknown>;
  const holding = function (this: SQSClient, command: { input: SendMessageBatchCommandInput }) {
    const entries = command.input.Entries ?? [];
    const jobs = entries.map((entry) => JSON.parse(entry.MessageBody!) as Job);
    // A roll-over job is queued on its own (continueRollOver, changeSettings). Once a delay has been
    // waited out here, the steps after it need the roll-over's clock too.
    const holds = (entry: (typeof entries)[number], job: Job) =>
      job.kind === 'roll-over' && (!delayedOnly || Boolean(entry.DelaySeconds) || aheadMs > 0);
    if (!entries.every((entry, i) => holds(entry, jobs[i]!))) return send.call(this, command);
    for (const [i, entry] of entries.entries()) {
      const job = jobs[i] as Extract<Job, { kind: 'roll-over' }>;
      held.push({ rollOverId: job.payload.rollOverId, delaySeconds: entry.DelaySeconds ?? 0 });
    }
    return Promise.resolve({ Successful: entries.map(({ Id }) => ({ Id })), Failed: [] });
  };
  vi.spyOn(SQSClient.prototype, 'send').mockImplementation(holding as never);

  const run = async ({ rollOverId, delaySeconds }: HeldRollOver) => {
    aheadMs += delaySeconds * 1000;
    await continueRollOver({ rollOverId }, new Date(Date.now() + aheadMs));
  };

  return {
    /** The roll-over jobs held and not yet run, in the order they were queued. */
    held,
    /** Runs the first job held: one step. */
    next: () => run(held.shift()!),
    /** Runs the held jobs due at once until only a delayed one is left (the first pass), then the rest of the work they queued. */
    async due() {
      while (held[0]?.delaySeconds === 0) await run(held.shift()!);
      return jobsSettled();
    },
    /** Runs every held job, a delayed one once its delay has passed, until the roll-over queues none, then the rest of the work they queued. */
    async all() {
      while (held.length) await run(held.shift()!);
      return jobsSettled();
    },
  };
}

/**
 * Runs roll-over `id` step by step to its end in the test itself, `pageSize` a page (the job's by
 * default), the settle pass once its time has come on the roll-over's clock. Its follow-up work (the
 * ended bookings' requests, the freed beds) is the job's, not run here.
 */
export async function stepToTheEnd(id: string, pageSize?: number): Promise<void> {
  let aheadMs = 0;
  for (let steps = 0; steps < 50; steps++) {
    const wait = await rollOverStep(id, pageSize, new Date(Date.now() + aheadMs));
    if (wait === null) return;
    aheadMs += wait * 1000;
  }
  throw new Error('The roll-over did not end within 50 steps');
}
