import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { bulkJobKinds, lockdownJobKinds, type Job } from '#contract/jobs';
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

/** SendMessageBatch takes at most ten messages. */
const batchSize = 10;

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
  const batches: Array<{ queueUrl: string; batch: Job[] }> = [];
  for (const [queueUrl, queued] of byQueue)
    for (let start = 0; start < queued.length; start += batchSize)
      batches.push({ queueUrl, batch: queued.slice(start, start + batchSize) });
  await Promise.all(
    batches.map(async ({ queueUrl, batch }) => {
      const result = await sqs().send(
        new SendMessageBatchCommand({
          QueueUrl: queueUrl,
          Entries: batch.map((job, index) => ({
            Id: String(index),
            MessageBody: JSON.stringify(job),
            ...(delaySeconds ? { DelaySeconds: delaySeconds } : {}),
          })),
        }),
      );
      if (result.Failed?.length) {
        logger.error('jobs not queued', { failed: result.Failed.map((entry) => entry.Code) });
        throw serviceUnavailable(messages.common.unavailable);
      }
    }),
  );
}
