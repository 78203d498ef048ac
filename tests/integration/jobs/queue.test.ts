import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { describe, expect, it, vi } from 'vitest';
import { enqueue } from '../../../functions/platform/job-queue.ts';
import { jobsSettled } from '../../support/jobs.ts';
import { lastMailTo } from '../../support/mail.ts';

describe('background jobs through the local queue', () => {
  it('runs an enqueued job after the call returns, through the same SQS client as the cloud', async () => {
    await enqueue([
      {
        kind: 'send-mail',
        payload: {
          to: 'queued@example.edu',
          subject: 'Queued',
          text: 'Sent later',
          html: '<p>Sent later</p>',
        },
      },
    ]);
    await expect(jobsSettled()).resolves.toEqual({ deadLetters: 0 });
    expect((await lastMailTo('queued@example.edu')).subject).toBe('Queued');
  });

  it('sends more than SQS takes in one batch', async () => {
    const addresses = Array.from({ length: 23 }, (_, i) => `many-${i}@example.edu`);
    await enqueue(
      addresses.map((to) => ({
        kind: 'send-mail' as const,
        payload: { to, subject: 'Many', text: '', html: '' },
      })),
    );
    await jobsSettled();
    for (const to of addresses) expect((await lastMailTo(to)).subject).toBe('Many');
  });

  it('sends long jobs that together pass what one SQS call carries, each still within one message', async () => {
    // Ten chunks of an announcement's mail, say, each well within a message, together four times a call.
    const addresses = Array.from({ length: 10 }, (_, i) => `long-${i}@example.edu`);
    const text = 'The water is off on Friday. '.repeat(4000);
    await enqueue(
      addresses.map((to) => ({
        kind: 'send-mail' as const,
        payload: { to, subject: 'Long', text, html: `<p>${text}</p>` },
      })),
    );
    await jobsSettled();
    for (const to of addresses) expect((await lastMailTo(to)).subject).toBe('Long');
  });

  it('ends a message no job can run in the dead-letter list instead of retrying it for ever', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const sqs = new SQSClient({ region: 'local', endpoint: process.env.SQS_ENDPOINT });
    await sqs.send(
      new SendMessageCommand({ QueueUrl: process.env.JOBS_QUEUE_URL, MessageBody: '{"kind":"no-such-job"}' }),
    );
    sqs.destroy();
    await expect(jobsSettled()).resolves.toEqual({ deadLetters: 1 });
  });
});
