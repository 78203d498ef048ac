import { SQSClient, type SendMessageBatchCommandInput } from '@aws-sdk/client-sqs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Job, jobPayloads } from '#contract/jobs';
import type * as z from '#contract/zod';
import { handChunkToSes } from '../../../functions/domain/notifications/mail-line.ts';
import { aStudent, call } from '../../support/hostel.ts';
import { jobsSettled } from '../../support/jobs.ts';
import { mailTo } from '../../support/mail.ts';
import { signedInAs } from '../../support/sessions.ts';

type PacedMail = z.output<(typeof jobPayloads)['paced-mail']>;

/**
 * The mail a deactivation and a reactivation send (docs/spec.md §4) reaches the student once, however
 * often the queue delivers the chunk of the mail line that carries it: SQS delivers at least once, and a
 * chunk whose run failed after sending is run again.
 */
afterEach(() => vi.restoreAllMocks());

/** Notes every chunk of the mail line the code queues, and lets each through to the queue as it is. */
function noteChunks(): PacedMail[] {
  const noted: PacedMail[] = [];
  const sendOf = SQSClient.prototype.send as (this: SQSClient, command: unknown) => Promise<unknown>;
  const noting = function (this: SQSClient, command: { input: SendMessageBatchCommandInput }) {
    for (const entry of command.input.Entries ?? []) {
      const job = JSON.parse(entry.MessageBody ?? '{}') as Job;
      if (job.kind === 'paced-mail') noted.push(job.payload);
    }
    return sendOf.call(this, command);
  };
  vi.spyOn(SQSClient.prototype, 'send').mockImplementation(noting as never);
  return noted;
}

const subjectsTo = async (address: string, words: string) =>
  (await mailTo(address)).map((mail) => mail.subject).filter((subject) => subject.includes(words));

describe('a deactivation and a reactivation', () => {
  it('each mail the student once when the queue runs their chunk of the mail line again', async () => {
    const admin = await signedInAs('admin');
    const student = await aStudent();
    const chunks = noteChunks();
    const setActive = (isActive: boolean) =>
      call(admin, 'PUT', `/students/${student.user.id}/status`, { isActive });

    expect((await setActive(false)).status).toBe(200);
    expect((await setActive(true)).status).toBe(200);
    await jobsSettled();
    const theirs = chunks.filter((chunk) => chunk.mails.some(({ mail }) => mail.to === student.user.email));
    expect(theirs).toHaveLength(2);

    for (const chunk of theirs) await handChunkToSes(chunk);

    expect(await subjectsTo(student.user.email, 'was deactivated')).toHaveLength(1);
    expect(await subjectsTo(student.user.email, 'is active again')).toHaveLength(1);
  });
});
