import type { Context, SQSEvent } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../../functions/platform/mail.ts', () => ({
  sendMail: vi.fn(async () => {}),
  isMailThrottled: () => false,
}));
const { sendMail } = await import('../../../functions/platform/mail.ts');
const { handler } = await import('../../../functions/jobs/handler.ts');

const record = (messageId: string, body: unknown) => ({
  messageId,
  body: JSON.stringify(body),
  attributes: { ApproximateReceiveCount: '1' },
});
/**
 * A chunk of the mail line, due now (not late, which would book it afresh), on its last attempt: a mail SES refuses then fails its job
 * rather than going back on the line.
 */
const paced = (mail: unknown) => ({
  kind: 'paced-mail',
  payload: { mails: [{ mail }], firstAt: Date.now(), spacingMs: 100, attempt: 2 },
});
const run = (...records: ReturnType<typeof record>[]) =>
  handler({ Records: records } as unknown as SQSEvent, {} as Context);

describe('the jobs worker', () => {
  it('runs each message’s job with its validated payload', async () => {
    const mail = { to: 'ada@example.edu', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' };
    await expect(run(record('m1', paced(mail)))).resolves.toEqual({
      batchItemFailures: [],
    });
    expect(sendMail).toHaveBeenCalledWith(mail);
  });

  it('hands back only the messages that failed, so SQS retries them and not the rest', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const good = { to: 'ada@example.edu', subject: 'Hello', text: 'Hi', html: '' };
    const result = await run(
      record('good', paced(good)),
      record('unknown', { kind: 'no-such-job', payload: {} }),
      record('invalid', paced({ to: 'not an address' })),
      { messageId: 'garbled', body: '{', attributes: { ApproximateReceiveCount: '1' } },
    );
    expect(result.batchItemFailures.map((failure) => failure.itemIdentifier).sort()).toEqual([
      'garbled',
      'invalid',
      'unknown',
    ]);
  });

  it('reports a job that failed in batchItemFailures and not the jobs that ran', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const mail = (to: string) => ({ to, subject: 'Hello', text: 'Hi', html: '' });
    vi.mocked(sendMail).mockImplementation(async ({ to }) => {
      if (to === 'down@example.edu') throw new Error('SES refused');
    });
    const result = await run(
      record('first', paced(mail('ada@example.edu'))),
      record('refused', paced(mail('down@example.edu'))),
      record('last', paced(mail('grace@example.edu'))),
    );
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: 'refused' }] });
    expect(sendMail).toHaveBeenCalledWith(mail('grace@example.edu'));
  });

  it('hands back every message of a batch that failed whole, rather than failing the invocation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = await run(record('a', { kind: 'no-such-job', payload: {} }), record('b', { kind: 'x' }));
    expect(result.batchItemFailures.map((failure) => failure.itemIdentifier).sort()).toEqual(['a', 'b']);
  });
});
