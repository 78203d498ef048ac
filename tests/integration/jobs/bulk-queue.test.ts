import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SQSEvent } from 'aws-lambda';
import { afterAll, describe, expect, it } from 'vitest';
import { staticRoots } from '../../../infra/local/config.ts';
import { LocalMailbox } from '../../../infra/local/mail.ts';
import { createLocalServer } from '../../../infra/local/server.ts';
import { enqueue } from '../../../functions/platform/job-queue.ts';

// This file's queues are a local server of its own, whose worker only notes each job as it finishes:
// bulk work takes a while, as a batch of 100 recipients does. Pointed at before the first job is sent.
const finished: Array<{ kind: string; queue: string }> = [];
const mailDir = await mkdtemp(join(tmpdir(), 'hostel-bulk-mail-'));
const server = createLocalServer({
  roots: staticRoots,
  mailbox: new LocalMailbox(mailDir),
  jobs: async () => async (event: SQSEvent) => {
    await Promise.all(
      event.Records.map(async (record) => {
        const { kind } = JSON.parse(record.body) as { kind: string };
        if (kind.startsWith('announcement')) await new Promise((resolve) => setTimeout(resolve, 300));
        finished.push({ kind, queue: record.eventSourceARN.split(':').at(-1)! });
      }),
    );
    return { batchItemFailures: [] };
  },
});
const origin = await server.listen(0, '127.0.0.1');
process.env.SQS_ENDPOINT = origin;
process.env.JOBS_QUEUE_URL = `${origin}/000000000000/jobs`;
process.env.BULK_QUEUE_URL = `${origin}/000000000000/bulk`;
process.env.LOCKDOWN_QUEUE_URL = `${origin}/000000000000/lockdown`;
afterAll(async () => {
  await server.close();
  await rm(mailDir, { recursive: true, force: true });
});

const announced = { active: true, reason: 'Fire', changedAt: new Date().toISOString() };

describe('bulk work has a queue of its own', () => {
  it("runs the lockdown's pushes before an announcement's batches queued ahead of them", async () => {
    // More batches than the worker runs at once from either queue: on one queue the lockdown would wait.
    await enqueue(
      Array.from({ length: 200 }, (_, index) => ({
        kind: 'announcement-deliver' as const,
        payload: { announcementId: `a${index}`, recipients: [] },
      })),
    );
    await enqueue([{ kind: 'lockdown-push', payload: { announced, recipients: [] } }]);
    await Promise.all([server.queue.settled(), server.bulkQueue.settled(), server.lockdownQueue.settled()]);

    // At most the bulk batches already running when it was queued finish first: one round of the bulk
    // queue's four batches of ten. Behind the backlog on one queue, it would be near the 200th.
    const lockdownAt = finished.findIndex((job) => job.kind === 'lockdown-push');
    expect(finished[lockdownAt]).toEqual({ kind: 'lockdown-push', queue: 'lockdown' });
    expect(lockdownAt).toBeLessThanOrEqual(40);
    expect(finished.filter((job) => job.kind === 'announcement-deliver')).toHaveLength(200);
    expect(finished.filter((job) => job.queue === 'bulk').map((job) => job.kind)).toEqual(
      Array.from({ length: 200 }, () => 'announcement-deliver'),
    );
  });

  it("sends the mail line's chunks and announcements' fan-outs to the bulk queue, the lockdown's to its own, the rest to the jobs queue", async () => {
    finished.length = 0;
    const mail = { to: 'ada@example.edu', subject: 'Hi', text: 'Hi', html: '' };
    await enqueue([
      { kind: 'paced-mail', payload: { mails: [{ mail }], firstAt: 0, spacingMs: 100, attempt: 0 } },
      { kind: 'announcement-fan-out', payload: { announcementId: 'a' } },
      { kind: 'send-mail', payload: mail },
      { kind: 'lockdown-fan-out', payload: { announced } },
    ]);
    await Promise.all([server.queue.settled(), server.bulkQueue.settled(), server.lockdownQueue.settled()]);

    const queueOf = Object.fromEntries(finished.map((job) => [job.kind, job.queue]));
    expect(queueOf).toEqual({
      'paced-mail': 'bulk',
      'announcement-fan-out': 'bulk',
      'send-mail': 'jobs',
      'lockdown-fan-out': 'lockdown',
    });
  });
});
