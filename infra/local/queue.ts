import { createHash, randomUUID } from 'node:crypto';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { jobsFunction } from '../cdk/function-needs.ts';
import { lockdownBatchSize, lockdownMaxConcurrency } from '../cdk/push-rate.ts';
import { invokeWithin } from './lambda-runtime.ts';
import { serviceNow } from './service-clock.ts';

export type JobsHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse>;

interface Message {
  id: string;
  body: string;
  sentAt: number;
  receiveCount: number;
}

export interface LocalQueueOptions {
  /** The jobs worker, imported on first delivery (after the functions' environment is set). */
  worker: () => Promise<JobsHandler>;
  /** Receives before a message goes to the dead-letter list; the CDK app's redrive policy says the same. */
  maxReceiveCount?: number;
  /** How long a failed message stays invisible before it is tried again (the cloud's is minutes). */
  visibilityTimeoutMs?: number;
  /**
   * The most batches at once: the event source's maximum concurrency. Without one, Lambda's own
   * maximum; either way it starts lower and scales as Lambda does (`sqsEventSourceScaling`).
   */
  concurrency?: number;
  /** The queue's name, in its URL and its ARN (each record's eventSourceARN). */
  name?: string;
  /** Messages in one invocation at most, as the event source's batch size says. */
  batchSize?: number;
}

export interface SqsAnswer {
  status: number;
  body: unknown;
}

/** The bulk queue's name in its URL; the jobs queue is `jobs` (config.ts). */
export const bulkQueueName = 'bulk';

/**
 * Batches the bulk queue runs at once: its event source's maximum concurrency (infra/cdk/jobs-queue.ts)
 * scaled down to one machine, so bulk work leaves the jobs queue room here as it does there.
 */
export const localBulkConcurrency = 4;

/** The lockdown queue's name in its URL. */
export const lockdownQueueName = 'lockdown';

/** Batches the lockdown queue runs at once, and their size: the cloud's (infra/cdk/push-rate.ts). */
export const localLockdownConcurrency = lockdownMaxConcurrency;
export const localLockdownBatchSize = lockdownBatchSize;

/**
 * How Lambda scales an SQS event source ("Configuring scaling behavior for SQS event source mappings",
 * AWS Lambda Developer Guide): five batches at once, then, while messages are still waiting, up to 300
 * more a minute, to at most 1,000 batches at once; back to five when traffic is low.
 */
export const sqsEventSourceScaling = { initialBatches: 5, addedPerMinute: 300, maxBatches: 1000 };

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/**
 * The most a message, and a SendMessageBatch call's messages together, may carry, in bytes of UTF-8
 * (SendMessage and SendMessageBatch in the SQS API Reference): SQS refuses anything longer, and so does
 * the stand-in, so a sender that would pass it fails here first.
 */
export const sqsMaxPayloadBytes = 262_144;

const bytesOf = (text: string) => Buffer.byteLength(text, 'utf8');
const queueArn = (name: string) => `arn:aws:sqs:local:000000000000:${name}`;

/**
 * A message its sender held back this long or longer is work for later (a late sweep after a change,
 * decision 0074), not part of what the sender is doing now; shorter holds (a lockdown's closing, paced
 * mail, a retry) are.
 */
export const laterDelaySeconds = 60;

/** The job kind a message names, or what it is instead. */
function kindOf(message: Message): string {
  try {
    return String((JSON.parse(message.body) as { kind?: unknown }).kind ?? 'a message without a kind');
  } catch {
    return 'a message that is not JSON';
  }
}

/**
 * The local stand-in for the jobs queue, its event source mapping and its dead-letter queue. It speaks
 * the SQS JSON protocol for SendMessage and SendMessageBatch, so the functions use the same SQS client
 * as in the cloud, and it delivers messages to the jobs worker later, never inside the request that
 * sent them (nor before a message's DelaySeconds): in batches of up to ten, as many batches at once as
 * Lambda would run by then (`sqsEventSourceScaling`), each invocation held to the worker's configured
 * timeout. A message the worker reports as failed (or a whole batch that threw or timed out)
 * comes back after the visibility timeout; after the last receive it goes to the dead-letter list.
 */
export class LocalQueue {
  readonly deadLetters: Array<{ id: string; body: string; receiveCount: number }> = [];
  private readonly ready: Message[] = [];
  private readonly running = new Set<Message>();
  private batchesRunning = 0;
  /** Batches Lambda runs at once by now: it grows while messages wait, up to `concurrency`. */
  private scaledTo: number;
  private scaling: NodeJS.Timeout | undefined;
  /**
   * Messages held invisible (a delayed send, or a failed one until its visibility timeout), with when
   * each shows (on the queue's own clock, `serviceNow`) and whether its sender held it back for later
   * (laterDelaySeconds or more).
   */
  private readonly held = new Map<Message, { showsAt: number; timer: NodeJS.Timeout; later: boolean }>();
  private closed = false;
  private settledWaiters: Array<{ until: number; resolve: () => void }> = [];
  private readonly maxReceiveCount: number;
  private readonly visibilityTimeoutMs: number;
  private readonly concurrency: number;
  private readonly options: LocalQueueOptions;

  constructor(options: LocalQueueOptions) {
    this.options = options;
    this.maxReceiveCount = options.maxReceiveCount ?? 3;
    this.visibilityTimeoutMs = options.visibilityTimeoutMs ?? 1000;
    this.concurrency = options.concurrency ?? sqsEventSourceScaling.maxBatches;
    this.scaledTo = Math.min(sqsEventSourceScaling.initialBatches, this.concurrency);
  }

  /** Answers one SQS API call (its X-Amz-Target and JSON body) as SQS would. */
  receive(target: string, rawBody: Buffer): SqsAnswer {
    const action = target.replace(/^AmazonSQS\./, '');
    let body: {
      Entries?: Array<{ Id: string; MessageBody: string; DelaySeconds?: number }>;
      MessageBody?: string;
      DelaySeconds?: number;
    };
    try {
      body = JSON.parse(rawBody.toString('utf8') || '{}');
    } catch {
      return { status: 400, body: { __type: 'com.amazon.coral.service#SerializationException' } };
    }
    if (action === 'SendMessage' && typeof body.MessageBody === 'string') {
      if (bytesOf(body.MessageBody) > sqsMaxPayloadBytes)
        return {
          status: 400,
          body: {
            __type: 'com.amazonaws.sqs#InvalidParameterValue',
            message: `Message must be shorter than ${sqsMaxPayloadBytes} bytes.`,
          },
        };
      const message = this.accept(body.MessageBody, body.DelaySeconds);
      return { status: 200, body: { MessageId: message.id, MD5OfMessageBody: md5(message.body) } };
    }
    if (action === 'SendMessageBatch' && Array.isArray(body.Entries)) {
      const bytes = body.Entries.reduce((sum, entry) => sum + bytesOf(entry.MessageBody), 0);
      if (bytes > sqsMaxPayloadBytes)
        return {
          status: 400,
          body: {
            __type: 'com.amazonaws.sqs#BatchRequestTooLong',
            message: `Batch requests cannot be longer than ${sqsMaxPayloadBytes} bytes.`,
          },
        };
      const successful = body.Entries.map((entry) => {
        const message = this.accept(entry.MessageBody, entry.DelaySeconds);
        return { Id: entry.Id, MessageId: message.id, MD5OfMessageBody: md5(message.body) };
      });
      return { status: 200, body: { Successful: successful, Failed: [] } };
    }
    return { status: 400, body: { __type: 'com.amazonaws.sqs#InvalidAction', message: action } };
  }

  /** Whether nothing is waiting, running or held back. */
  get idle(): boolean {
    return this.idleUntil(Infinity);
  }

  /**
   * Whether nothing is waiting or running, and nothing held back shows before `until` (epoch ms on the
   * queue's own clock, `serviceNow`: a function's clock a test moved does not move SQS's), work
   * its sender held back for later aside: a late sweep queued by an earlier test must not hold up the
   * wait of the test that runs when it comes due (tests run it with `heldJobsRun`).
   */
  idleUntil(until: number): boolean {
    if (this.ready.length > 0 || this.running.size > 0) return false;
    for (const { showsAt, later } of this.held.values())
      if (showsAt < until && !(later && until !== Infinity)) return false;
    return true;
  }

  /**
   * Resolves once every job handed over so far has run or died, retries included. With `until` (epoch
   * ms on the queue's clock, as `idleUntil` takes it), work held back past it does not count: an announcement scheduled for tomorrow re-queues itself
   * all day, and a caller waiting for the work it caused must not wait for that too.
   */
  settled(until = Infinity): Promise<void> {
    if (this.idleUntil(until)) return Promise.resolve();
    return new Promise((resolve) => this.settledWaiters.push({ until, resolve }));
  }

  /** What still keeps the queue busy, by job kind: what a wait that gave up reports. */
  pendingWork(): string[] {
    const now = serviceNow();
    return [
      ...[...this.running].map((message) => `${kindOf(message)} running`),
      ...this.ready.map((message) => `${kindOf(message)} waiting`),
      ...[...this.held].map(
        ([message, { showsAt }]) => `${kindOf(message)} held for ${Math.ceil((showsAt - now) / 1000)} s`,
      ),
    ];
  }

  /**
   * Stops delivering; messages still queued are dropped with the process, as the local queue keeps none.
   * Resolves once the batches already running have ended (each within the worker's timeout), so the
   * server stops its stand-ins only after them: a job's mail must not find SES gone, which the cloud
   * never does to a running invocation.
   */
  close(): Promise<void> {
    this.closed = true;
    clearInterval(this.scaling);
    for (const { timer } of this.held.values()) clearTimeout(timer);
    this.held.clear();
    this.ready.length = 0;
    this.notifyIfIdle();
    return this.settled();
  }

  /**
   * Shows now the messages of `kind` held back by their DelaySeconds, as if that time had passed, and
   * says how many: for a test of work queued for minutes later, which must not wait minutes.
   */
  showHeld(kind: string): number {
    const due = [...this.held.keys()].filter((message) => kindOf(message) === kind);
    for (const message of due) this.show(message);
    if (due.length > 0) setImmediate(() => this.pump());
    return due.length;
  }

  /** A message sent with DelaySeconds stays invisible that long, as SQS keeps it. */
  private accept(body: string, delaySeconds = 0): Message {
    const message = { id: randomUUID(), body, sentAt: Date.now(), receiveCount: 0 };
    if (this.closed) return message;
    if (delaySeconds > 0) {
      this.readyLater(message, delaySeconds * 1000, delaySeconds >= laterDelaySeconds);
      return message;
    }
    this.ready.push(message);
    // Never inside the sender's request: the worker starts on a later turn of the event loop.
    setImmediate(() => this.pump());
    return message;
  }

  private notifyIfIdle(): void {
    if (this.idle) this.scaledTo = Math.min(sqsEventSourceScaling.initialBatches, this.concurrency);
    const done = this.settledWaiters.filter((waiter) => this.idleUntil(waiter.until));
    if (done.length === 0) return;
    this.settledWaiters = this.settledWaiters.filter((waiter) => !done.includes(waiter));
    for (const { resolve } of done) resolve();
  }

  private pump(): void {
    while (!this.closed && this.batchesRunning < this.scaledTo && this.ready.length > 0) {
      const batch = this.ready.splice(0, this.options.batchSize ?? 10);
      this.batchesRunning += 1;
      for (const message of batch) this.running.add(message);
      void this.deliver(batch).finally(() => {
        this.batchesRunning -= 1;
        for (const message of batch) this.running.delete(message);
        this.pump();
        this.notifyIfIdle();
      });
    }
    this.scaleWhileWaiting();
  }

  /** While messages wait for a free batch, Lambda adds one more batch at a time, 300 a minute. */
  private scaleWhileWaiting(): void {
    if (this.scaling || this.closed || this.ready.length === 0 || this.scaledTo >= this.concurrency) return;
    this.scaling = setInterval(() => {
      if (this.closed || this.ready.length === 0 || this.scaledTo >= this.concurrency) {
        clearInterval(this.scaling);
        this.scaling = undefined;
        return;
      }
      this.scaledTo += 1;
      this.pump();
    }, 60_000 / sqsEventSourceScaling.addedPerMinute);
  }

  private async deliver(batch: Message[]): Promise<void> {
    for (const message of batch) message.receiveCount += 1;
    let failedIds: Set<string>;
    try {
      const worker = await this.options.worker();
      const arn = queueArn(this.options.name ?? 'jobs');
      const response = await invokeWithin(jobsFunction, () =>
        worker({ Records: batch.map((message) => toRecord(message, arn)) }, {
          functionName: 'jobs',
          awsRequestId: randomUUID(),
        } as Context),
      );
      failedIds = new Set((response?.batchItemFailures ?? []).map((failure) => failure.itemIdentifier));
    } catch (error) {
      console.error(`[jobs] batch of ${batch.length} failed: ${(error as Error).message}`);
      failedIds = new Set(batch.map((message) => message.id));
    }
    for (const message of batch) {
      if (!failedIds.has(message.id)) continue;
      if (message.receiveCount >= this.maxReceiveCount) {
        this.deadLetters.push({ id: message.id, body: message.body, receiveCount: message.receiveCount });
        console.error(`[jobs] message ${message.id} moved to the dead-letter list`);
        continue;
      }
      this.readyLater(message, this.visibilityTimeoutMs);
    }
  }

  /** Holds a message invisible (a delayed send, or a failed one until its visibility timeout ends). */
  private readyLater(message: Message, ms: number, later = false): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.show(message);
      this.pump();
    }, ms);
    this.held.set(message, { showsAt: serviceNow() + ms, timer, later });
  }

  /** Ends a message's hold: it waits for the worker with the others. */
  private show(message: Message): void {
    clearTimeout(this.held.get(message)?.timer);
    this.held.delete(message);
    this.ready.push(message);
  }
}

/**
 * Waits until every queue has run the work due within `withinMs` at once (a job on one queue may queue
 * work on another), giving up after that long; then says what still keeps them busy, if anything. Work
 * held back past the wait's end (a schedule) is not waited for: it is not what the caller caused.
 */
export async function settleAll(queues: readonly LocalQueue[], withinMs: number): Promise<string[]> {
  const until = serviceNow() + withinMs;
  const allIdle = () => queues.every((each) => each.idleUntil(until));
  while (!allIdle() && serviceNow() < until) {
    let timer: NodeJS.Timeout | undefined;
    const givenUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, until - serviceNow())));
    await Promise.race([Promise.all(queues.map((each) => each.settled(until))), givenUp]);
    clearTimeout(timer);
  }
  return allIdle() ? [] : queues.flatMap((each) => each.pendingWork());
}

function toRecord(message: Message, eventSourceARN: string): SQSRecord {
  return {
    messageId: message.id,
    receiptHandle: message.id,
    body: message.body,
    attributes: {
      ApproximateReceiveCount: String(message.receiveCount),
      SentTimestamp: String(message.sentAt),
      SenderId: 'local',
      ApproximateFirstReceiveTimestamp: String(message.sentAt),
    },
    messageAttributes: {},
    md5OfBody: md5(message.body),
    eventSource: 'aws:sqs',
    eventSourceARN,
    awsRegion: 'local',
  };
}
