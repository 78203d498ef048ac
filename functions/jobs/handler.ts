import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import middy from '@middy/core';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type { JobKind } from '#contract/jobs';
import { logger, observed } from '../platform/observability.ts';
import { jobKinds } from './registry.ts';

/** Runs one message's job; throws when the message is malformed or the job fails, so SQS retries it. */
async function runJob(record: SQSRecord): Promise<void> {
  const { kind, payload } = JSON.parse(record.body) as { kind?: string; payload?: unknown };
  const job = jobKinds[kind as JobKind];
  if (!job) throw new Error(`Unknown job kind: ${String(kind)}`);
  const parsed = job.payload.safeParse(payload);
  if (!parsed.success) throw new Error(`Invalid payload for job ${kind}`);
  await job.run(parsed.data as never);
}

/** The record handler: a failed job is logged (never its payload) and handed back to the processor. */
async function runRecord(record: SQSRecord): Promise<void> {
  try {
    await runJob(record);
  } catch (error) {
    logger.error('job failed', {
      messageId: record.messageId,
      receiveCount: record.attributes.ApproximateReceiveCount,
      error: (error as Error)?.message,
    });
    throw error;
  }
}

const processor = new BatchProcessor(EventType.SQS);

/**
 * The jobs worker: SQS hands it up to ten messages at a time, and it runs them side by side. Only the
 * messages that failed go back to the queue (Powertools' partial batch response); SQS retries them
 * after the visibility timeout and, after the last receive, moves them to the dead-letter queue. A
 * malformed message fails every time, so it ends there too, where an operator can read it. A batch
 * that failed whole is answered like any other (not thrown), so it is logged and counted the same way.
 */
const worker = middy<SQSEvent, SQSBatchResponse>().handler(
  (event, context) =>
    processPartialResponse(event, runRecord, processor, {
      context,
      processInParallel: true,
      throwOnFullBatchFailure: false,
    }) as Promise<SQSBatchResponse>,
);

/** One log line per batch: how many jobs ran and how many go back to the queue; never a payload. */
export const handler = observed(
  worker as unknown as (event: SQSEvent, context: Context) => Promise<SQSBatchResponse>,
  {
    after: (request) => {
      const failed = request.response?.batchItemFailures.length ?? 0;
      logger.info('jobs', { jobs: request.event.Records.length, failed, outcome: failed ? 'retried' : 'ok' });
    },
  },
);
