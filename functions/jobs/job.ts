import { jobPayloads, type JobKind } from '#contract/jobs';
import type * as z from '#contract/zod';

/**
 * One kind of background work: the schema of what its message carries (functions/contract/jobs.ts),
 * and the function that does it. The worker validates the payload before `run` sees it. `run` must be
 * safe to repeat: SQS delivers at least once, and a failed run is retried with the same payload.
 */
export interface JobDefinition<S extends z.ZodMiniType = z.ZodMiniType> {
  payload: S;
  run(payload: z.output<S>): Promise<void>;
}

export function defineJob<K extends JobKind>(
  kind: K,
  run: (payload: z.output<(typeof jobPayloads)[K]>) => Promise<void>,
): JobDefinition<(typeof jobPayloads)[K]> {
  return { payload: jobPayloads[kind], run };
}
