import type * as z from '#contract/zod';

/**
 * One kind of background work: the schema of what a message carries, and the function that does it.
 * The worker validates the payload before `run` sees it. `run` must be safe to repeat: SQS delivers at
 * least once, and a failed run is retried with the same payload.
 */
export interface JobDefinition<S extends z.ZodMiniType = z.ZodMiniType> {
  payload: S;
  run(payload: z.output<S>): Promise<void>;
}

export function defineJob<S extends z.ZodMiniType>(job: JobDefinition<S>): JobDefinition<S> {
  return job;
}
