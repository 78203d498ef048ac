import { Duration, Validations } from 'aws-cdk-lib';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { ApiFunction, type FunctionBindings } from './api-function.ts';
import { jobsFunction, timeoutSecondsOf } from './function-needs.ts';
import { lockdownBatchSize, lockdownMaxConcurrency } from './push-rate.ts';

/** Receives before a job goes to the dead-letter queue; the local queue (infra/local/queue.ts) uses the same. */
export const jobsMaxReceiveCount = 3;

/**
 * Concurrent batches the worker may run from the bulk queue: bulk work never takes more of the
 * account's Lambda concurrency than this, so the jobs and lockdown queues always find room
 * (docs/decisions/0047-a-bulk-queue-beside-the-jobs-queue.md). The local bulk queue runs a machine's
 * share of it (infra/local/queue.ts localBulkConcurrency).
 */
export const bulkMaxConcurrency = 20;

/**
 * The background work of functions/jobs: the jobs queue every function may send to, the bulk queue for
 * work that grows with an audience and for the mail line (contract/job-queues.ts bulkJobKinds), the lockdown
 * queue for the lockdown's calls to the management API (lockdownJobKinds), the worker Lambda that
 * consumes all three in batches, and one dead-letter queue for messages that failed every receive.
 */
export class JobsQueue extends Construct {
  readonly queue: Queue;
  readonly bulkQueue: Queue;
  readonly lockdownQueue: Queue;
  readonly deadLetters: Queue;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.deadLetters = new Queue(this, 'DeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.deadLetters).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        'This is the dead-letter queue of the jobs queue; what fails here stays for an operator to read.',
    });
    Validations.of(this.deadLetters).acknowledge({
      id: 'Serverless-SQSRedrivePolicy',
      reason:
        'This is the dead-letter queue of the jobs queue; nothing consumes it, so nothing redrives from it.',
    });
    this.queue = new Queue(this, 'Queue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // AWS's advice for a Lambda event source: six times the function's timeout, so a slow batch is
      // not delivered again while it still runs.
      visibilityTimeout: Duration.seconds(6 * timeoutSecondsOf(jobsFunction)),
      deadLetterQueue: { queue: this.deadLetters, maxReceiveCount: jobsMaxReceiveCount },
    });
    this.bulkQueue = new Queue(this, 'BulkQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: Duration.seconds(6 * timeoutSecondsOf(jobsFunction)),
      deadLetterQueue: { queue: this.deadLetters, maxReceiveCount: jobsMaxReceiveCount },
    });
    this.lockdownQueue = new Queue(this, 'LockdownQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: Duration.seconds(6 * timeoutSecondsOf(jobsFunction)),
      deadLetterQueue: { queue: this.deadLetters, maxReceiveCount: jobsMaxReceiveCount },
    });
  }

  /**
   * The jobs worker (functions/jobs/handler.ts), fed by the three queues: the jobs queue ten messages
   * at a time as fast as Lambda scales, the bulk queue likewise but at most `bulkMaxConcurrency`
   * batches at once, the lockdown queue `lockdownBatchSize` at a time and at most
   * `lockdownMaxConcurrency` batches: the batches SQS starts with, each worker at its PUSH_RATE, so the
   * lockdown is at full speed at once and within the stage's share of API Gateway (push-rate.ts).
   */
  addWorker(bindings: FunctionBindings): ApiFunction {
    const worker = new ApiFunction(this, 'Worker', {
      name: jobsFunction,
      entry: 'functions/jobs/handler.ts',
      bindings,
    });
    worker.function.addEventSource(
      new SqsEventSource(this.queue, { batchSize: 10, reportBatchItemFailures: true }),
    );
    worker.function.addEventSource(
      new SqsEventSource(this.bulkQueue, {
        batchSize: 10,
        reportBatchItemFailures: true,
        maxConcurrency: bulkMaxConcurrency,
      }),
    );
    worker.function.addEventSource(
      new SqsEventSource(this.lockdownQueue, {
        batchSize: lockdownBatchSize,
        reportBatchItemFailures: true,
        maxConcurrency: lockdownMaxConcurrency,
      }),
    );
    Validations.of(worker).acknowledge({
      id: 'Serverless-LambdaEventSourceMappingDestination',
      reason:
        "An SQS event source takes no on-failure destination: the queue's redrive policy moves what keeps failing to its dead-letter queue.",
    });
    return worker;
  }
}
