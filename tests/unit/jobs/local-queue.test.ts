import { createHash } from 'node:crypto';
import type { SQSEvent } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalQueue, settleAll, type JobsHandler } from '../../../infra/local/queue.ts';
import {
  invokeWithin,
  LambdaResponseTooLargeError,
  LambdaTimeoutError,
  responsePayloadLimitBytes,
} from '../../../infra/local/lambda-runtime.ts';
import { serviceNow } from '../../../infra/local/service-clock.ts';

const sendBatch = (queue: LocalQueue, bodies: string[]) =>
  queue.receive(
    'AmazonSQS.SendMessageBatch',
    Buffer.from(
      JSON.stringify({ Entries: bodies.map((body, index) => ({ Id: String(index), MessageBody: body })) }),
    ),
  );

function queueWith(worker: JobsHandler, options: { maxReceiveCount?: number; concurrency?: number } = {}) {
  return new LocalQueue({ worker: async () => worker, visibilityTimeoutMs: 5, ...options });
}

/** A worker whose invocations all wait until `release`, counting how many run at once. */
function heldBatches() {
  let count = 0;
  const waiting: Array<() => void> = [];
  const worker: JobsHandler = async () => {
    count += 1;
    await new Promise<void>((resolve) => waiting.push(resolve));
    count -= 1;
    return { batchItemFailures: [] };
  };
  return { worker, running: () => count, release: () => waiting.forEach((resolve) => resolve()) };
}

describe('the local jobs queue', () => {
  afterEach(() => vi.useRealTimers());

  it('answers SendMessageBatch with each message id and the MD5 of its body, as SQS does', async () => {
    const queue = queueWith(async () => ({ batchItemFailures: [] }));
    const answer = sendBatch(queue, ['{"a":1}']);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      Successful: [{ Id: '0', MD5OfMessageBody: createHash('md5').update('{"a":1}').digest('hex') }],
      Failed: [],
    });
    await queue.close();
  });

  it('never runs the worker inside the call that sent the message', async () => {
    const worker = vi.fn<JobsHandler>(async () => ({ batchItemFailures: [] }));
    const queue = queueWith(worker);
    sendBatch(queue, ['one']);
    expect(worker).not.toHaveBeenCalled();
    await queue.settled();
    expect(worker).toHaveBeenCalledTimes(1);
  });

  it('holds a message sent with DelaySeconds back that long, and counts it as not yet settled', async () => {
    const delivered: string[] = [];
    const queue = queueWith(async (event: SQSEvent) => {
      delivered.push(...event.Records.map((record) => record.body));
      return { batchItemFailures: [] };
    });
    const sentAt = Date.now();
    queue.receive(
      'AmazonSQS.SendMessageBatch',
      Buffer.from(JSON.stringify({ Entries: [{ Id: '0', MessageBody: 'later', DelaySeconds: 1 }] })),
    );
    sendBatch(queue, ['now']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(delivered).toEqual(['now']);
    await queue.settled();
    expect(delivered).toEqual(['now', 'later']);
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(1000);
  });

  it('settles before work held back past the wait, and names what keeps it busy', async () => {
    const delivered: string[] = [];
    const queue = queueWith(async (event: SQSEvent) => {
      delivered.push(...event.Records.map((record) => record.body));
      return { batchItemFailures: [] };
    });
    const delayed = (body: string, DelaySeconds: number) =>
      queue.receive(
        'AmazonSQS.SendMessageBatch',
        Buffer.from(JSON.stringify({ Entries: [{ Id: '0', MessageBody: body, DelaySeconds }] })),
      );
    delayed('{"kind":"announcement-fan-out"}', 900);
    delayed('{"kind":"lockdown-close"}', 1);
    expect(queue.idleUntil(serviceNow() + 2000)).toBe(false);
    expect(queue.pendingWork()).toEqual([
      'announcement-fan-out held for 900 s',
      'lockdown-close held for 1 s',
    ]);
    await queue.settled(serviceNow() + 60_000);
    expect(delivered).toEqual(['{"kind":"lockdown-close"}']);
    expect(queue.idle).toBe(false);
    expect(queue.pendingWork()).toEqual([expect.stringMatching(/^announcement-fan-out held for 89\d s$/)]);
    await queue.close();
  });

  it('does not hold a wait for work its sender held back for later, which comes due within it, and shows it on demand', async () => {
    vi.useFakeTimers();
    const delivered: string[] = [];
    const queue = queueWith(async (event: SQSEvent) => {
      delivered.push(...event.Records.map((record) => record.body));
      return { batchItemFailures: [] };
    });
    const sweep = '{"kind":"end-late-sessions"}';
    queue.receive(
      'AmazonSQS.SendMessageBatch',
      Buffer.from(JSON.stringify({ Entries: [{ Id: '0', MessageBody: sweep, DelaySeconds: 90 }] })),
    );
    // An earlier test's late sweep, due 30 s into this test's wait of 45 s.
    await vi.advanceTimersByTimeAsync(60_000);

    expect(queue.idleUntil(serviceNow() + 45_000)).toBe(true);
    expect(queue.idle).toBe(false);
    expect(queue.showHeld('end-late-sessions')).toBe(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(delivered).toEqual([sweep]);
    vi.useRealTimers();
    await queue.close();
  });

  it('holds a message for its delay on its own clock, which the functions’ clock set back does not move', async () => {
    const delivered: string[] = [];
    const queue = queueWith(async (event: SQSEvent) => {
      delivered.push(...event.Records.map((record) => record.body));
      return { batchItemFailures: [] };
    });
    // Sent while a test has the functions' clock (vitest's fake Date, in this process) a day ahead...
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 86_400_000);
    queue.receive(
      'AmazonSQS.SendMessageBatch',
      Buffer.from(JSON.stringify({ Entries: [{ Id: '0', MessageBody: 'paced', DelaySeconds: 1 }] })),
    );
    // ...and waited for once it is back: the message shows in a second, within the wait.
    vi.useRealTimers();

    expect(await settleAll([queue], 5000)).toEqual([]);
    expect(delivered).toEqual(['paced']);
  });

  it('does not count a message held past the wait as due once the functions’ clock has moved on', async () => {
    const queue = queueWith(async () => ({ batchItemFailures: [] }));
    queue.receive(
      'AmazonSQS.SendMessageBatch',
      Buffer.from(
        JSON.stringify({ Entries: [{ Id: '0', MessageBody: '{"kind":"paced-mail"}', DelaySeconds: 30 }] }),
      ),
    );
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 86_400_000);

    expect(await settleAll([queue], 100)).toEqual([]);
    expect(queue.pendingWork()).toEqual([expect.stringMatching(/^paced-mail held for (29|30) s$/)]);
    await queue.close();
  });

  it('gives up a wait for every queue at its end, with the work still pending', async () => {
    const { release, worker } = heldBatches();
    const busy = queueWith(worker);
    const quiet = queueWith(async () => ({ batchItemFailures: [] }));
    sendBatch(busy, ['{"kind":"send-mail"}']);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await settleAll([busy, quiet], 50)).toEqual(['send-mail running']);
    release();
    expect(await settleAll([busy, quiet], 1000)).toEqual([]);
  });

  it('delivers in batches of at most ten messages', async () => {
    const sizes: number[] = [];
    const queue = queueWith(async (event: SQSEvent) => {
      sizes.push(event.Records.length);
      return { batchItemFailures: [] };
    });
    sendBatch(
      queue,
      Array.from({ length: 10 }, (_, i) => `a${i}`),
    );
    sendBatch(
      queue,
      Array.from({ length: 10 }, (_, i) => `b${i}`),
    );
    sendBatch(queue, ['c0', 'c1', 'c2']);
    await queue.settled();
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(23);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(10);
  });

  it('runs five batches at once at first and one more every 200 ms while messages wait, as Lambda scales an SQS source', async () => {
    vi.useFakeTimers();
    const { running, release, worker } = heldBatches();
    const queue = queueWith(worker);
    sendBatch(
      queue,
      Array.from({ length: 100 }, (_, i) => `m${i}`),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(running()).toBe(5);
    await vi.advanceTimersByTimeAsync(200);
    expect(running()).toBe(6);
    await vi.advanceTimersByTimeAsync(800);
    expect(running()).toBe(10);
    release();
    await queue.close();
  });

  it('never runs more batches at once than the event source’s maximum concurrency', async () => {
    vi.useFakeTimers();
    const { running, release, worker } = heldBatches();
    const queue = queueWith(worker, { concurrency: 4 });
    sendBatch(
      queue,
      Array.from({ length: 100 }, (_, i) => `m${i}`),
    );
    await vi.advanceTimersByTimeAsync(5000);
    expect(running()).toBe(4);
    release();
    await queue.close();
  });

  it('closes once the batches already running have ended, and drops what still waits', async () => {
    const { running, release, worker } = heldBatches();
    const queue = queueWith(worker);
    sendBatch(
      queue,
      Array.from({ length: 60 }, (_, i) => `m${i}`),
    );
    await vi.waitFor(() => expect(running()).toBe(5));
    let closed = false;
    const closing = queue.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(closed).toBe(false);
    release();
    await closing;
    expect(running()).toBe(0);
    expect(queue.idle).toBe(true);
  });

  it('retries only the messages the worker reports as failed, with a growing receive count', async () => {
    const seen: Array<[string, string]> = [];
    const queue = queueWith(async (event: SQSEvent) => {
      for (const record of event.Records) seen.push([record.body, record.attributes.ApproximateReceiveCount]);
      const failures = event.Records.filter(
        (record) => record.body === 'flaky' && record.attributes.ApproximateReceiveCount === '1',
      );
      return { batchItemFailures: failures.map((record) => ({ itemIdentifier: record.messageId })) };
    });
    sendBatch(queue, ['fine', 'flaky']);
    await queue.settled();
    expect(seen).toEqual([
      ['fine', '1'],
      ['flaky', '1'],
      ['flaky', '2'],
    ]);
    expect(queue.deadLetters).toEqual([]);
  });

  it('moves a message that keeps failing to the dead-letter list after the last receive', async () => {
    const worker = vi.fn<JobsHandler>(async () => {
      throw new Error('the worker crashed');
    });
    const queue = queueWith(worker, { maxReceiveCount: 3 });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    sendBatch(queue, ['poison']);
    await queue.settled();
    expect(worker).toHaveBeenCalledTimes(3);
    expect(queue.deadLetters).toMatchObject([{ body: 'poison', receiveCount: 3 }]);
  });
});

describe('a local invocation', () => {
  afterEach(() => vi.useRealTimers());

  it('fails once it runs past the function’s configured timeout, as Lambda ends it', async () => {
    vi.useFakeTimers();
    const never = invokeWithin('auth', () => new Promise<never>(() => {}));
    const outcome = expect(never).rejects.toBeInstanceOf(LambdaTimeoutError);
    await vi.advanceTimersByTimeAsync(10_000);
    await outcome;
  });

  it('fails when its answer is larger than Lambda returns, as the cloud refuses it', async () => {
    const answer = (bytes: number) => ({ statusCode: 200, body: 'x'.repeat(bytes) });
    const overhead = Buffer.byteLength(JSON.stringify(answer(0)));

    await expect(
      invokeWithin('exports', async () => answer(responsePayloadLimitBytes - overhead)),
    ).resolves.toMatchObject({ statusCode: 200 });
    await expect(
      invokeWithin('exports', async () => answer(responsePayloadLimitBytes - overhead + 1)),
    ).rejects.toBeInstanceOf(LambdaResponseTooLargeError);
  });

  it('answers as usual when it ends within the timeout', async () => {
    vi.useFakeTimers();
    const quick = invokeWithin(
      'exports',
      () => new Promise((resolve) => setTimeout(() => resolve('done'), 29_000)),
    );
    await vi.advanceTimersByTimeAsync(29_000);
    await expect(quick).resolves.toBe('done');
  });
});
