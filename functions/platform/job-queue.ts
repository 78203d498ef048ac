import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { bulkJobKinds, lockdownJobKinds } from '#contract/job-queues';
import type { Job } from '#contract/jobs';
import * as messages from '#contract/messages';
import { env } from './env.ts';
import { serviceUnavailable } from './errors.ts';
import { logger, traced } from './observability.ts';

let client: SQSClient | undefined;

function sqs(): SQSClient {
  const { AWS_REGION, SQS_ENDPOINT } = env();
  client ??= traced(new SQSClient({ region: AWS_REGION, endpoint: SQS_ENDPOINT, maxAttempts: 3 }));
  return client;
}

/**
 * The queue a job goes on: bulk work and mail on the bulk queue, the lockdown's calls to the
 * management API on the lockdown queue, everything else on the jobs queue.
 */
function queueUrlOf(job: Job): string {
  const queue = bulkJobKinds.has(job.kind) ? 'BULK' : lockdownJobKinds.has(job.kind) ? 'LOCKDOWN' : 'JOBS';
  const url = env()[`${queue}_QUEUE_URL`];
  if (!url) throw new Error(`Invalid function configuration: set ${queue}_QUEUE_URL`);
  return url;
}

/** SendMessageBatch takes at most ten messages, of at most 256 KiB together (bytes of UTF-8). */
const batchSize = 10;
const batchBytes = 262_144;

/**
 * The queue's jobs as SendMessageBatch calls: ten at most, and no more bytes together than one call
 * carries (the mail line's chunks run to 150 KB each). A job alone past the limit goes alone, and SQS
 * refuses it.
 */
function batchesOf(jobs: readonly Job[]): string[][] {
  const batches: string[][] = [];
  let current: string[] = [];
  let bytes = 0;
  for (const job of jobs) {
    const body = JSON.stringify(job);
    const size = Buffer.byteLength(body, 'utf8');
    if (current.length === batchSize || (current.length > 0 && bytes + size > batchBytes)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(body);
    bytes += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/**
 * Hands work to the jobs worker (functions/jobs/handler.ts) through its queues, to run after this
 * request has answered. Call it after the write the work follows from has been committed. Resolves when
 * SQS holds every message; when it cannot take them (after the client's retries) the caller gets a 503,
 * as for any other store that is briefly unavailable. `delaySeconds` (SQS allows up to 900) holds the
 * work back that long, for work that should let other work go first.
 */
export async function enqueue(
  jobs: readonly Job[],
  { delaySeconds }: { delaySeconds?: number } = {},
): Promise<void> {
  const byQueue = new Map<string, Job[]>();
  for (const job of jobs) {
    const url = queueUrlOf(job);
    const queued = byQueue.get(url);
    if (queued) queued.push(job);
    else byQueue.set(url, [job]);
  }
  const batches = [...byQueue].flatMap(([queueUrl, queued]) =>
    batchesOf(queued).map((batch) => ({ queueUrl, batch })),
  );
  await Promise.all(
    batches.map(async ({ queueUrl, batch }) => {
      const result = await sqs().send(
        new SendMessageBatchCommand({
          QueueUrl: queueUrl,
          Entries: batch.map((body, index) => ({
            Id: String(index),
            MessageBody: body,
            ...(delaySeconds ? { DelaySeconds: delaySeconds } : {}),
          })),
        }),
      );
      if (result.Failed?.length) {
        logger.error('jobs not queued', { failed: result.Failed.map((entry) => entry.Code) });
        throw serviceUnavailable(messages.requests.unavailable);
      }
    }),
  );
}
