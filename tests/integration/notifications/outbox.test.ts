import { SQSClient, type SendMessageBatchCommandInput } from '@aws-sdk/client-sqs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enqueue } from '../../../functions/platform/job-queue.ts';
import { pendingOutbox } from '../../../functions/data/outbox.ts';
import { aRoom, aStudent, book, call } from '../../support/hostel.ts';
import { jobsSettled } from '../../support/jobs.ts';
import { mailTo } from '../../support/mail.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';
import { aResident, report } from '../maintenance/support.ts';

/**
 * Issue #28 §4: each notice exactly once, end to end. A request writes its notices (and an
 * announcement its fan-out) in the transaction of its change; if the hand-on to the queue fails after
 * the commit (the queue refuses, or the Lambda dies), the outbox sweep delivers them, once.
 */

const sendOf = SQSClient.prototype.send as (this: SQSClient, command: unknown) => Promise<unknown>;

/** The queue refuses every message of these kinds, as if the Lambda died after its commit. */
function queueRefuses(...kinds: string[]) {
  const refusing = function (this: SQSClient, command: { input: SendMessageBatchCommandInput }) {
    const entries = command.input.Entries ?? [];
    if (entries.some((entry) => kinds.some((kind) => entry.MessageBody?.includes(`"kind":"${kind}"`))))
      return Promise.reject(new Error('queue unavailable'));
    return sendOf.call(this, command);
  };
  return vi.spyOn(SQSClient.prototype, 'send').mockImplementation(refusing as never);
}

afterEach(() => {
  vi.restoreAllMocks();
});

/** Runs the outbox sweep through the queue, as its schedule does, twice at once. */
async function sweep() {
  await enqueue([
    { kind: 'flush-outbox', payload: {} },
    { kind: 'flush-outbox', payload: {} },
  ]);
  await jobsSettled();
}

const entriesOf = async (tab: SignedIn, category: string) => {
  await jobsSettled();
  const { body } = await call(tab, 'GET', '/notifications?limit=100');
  return (body.notifications as { category: string; title: string }[]).filter(
    (entry) => entry.category === category,
  );
};

const maintenanceMails = async (email: string) =>
  (await mailTo(email)).filter((mail) => mail.subject.startsWith('Your maintenance request'));

describe('a notice whose hand-on to the queue fails after its commit', () => {
  it('is in the centre at once, and the sweep delivers its mail once', async () => {
    const { student } = await aResident();
    const admin = await signedInAs('admin');
    const request = await report(student);
    await call(admin, 'PUT', `/maintenance/${request.id}/assignee`, { assigneeId: admin.user.id });
    await jobsSettled();
    const before = (await maintenanceMails(student.user.email)).length;

    queueRefuses('deliver-notice');
    const moved = await call(admin, 'PUT', `/maintenance/${request.id}/status`, {
      status: 'in_progress',
      note: 'Parts ordered',
    });
    vi.restoreAllMocks();

    // The change stands and its notice is on record, though nothing was queued.
    expect(moved.status).toBe(200);
    await jobsSettled();
    expect(await maintenanceMails(student.user.email)).toHaveLength(before);
    expect((await pendingOutbox()).length).toBeGreaterThanOrEqual(1);
    const told = `Your maintenance request “Electrical: Room ${request.location.roomNumber}” is now in progress`;
    expect((await entriesOf(student, 'maintenance')).map((entry) => entry.title)).toContain(told);

    await sweep();
    await sweep();

    const mails = await maintenanceMails(student.user.email);
    expect(mails.filter((mail) => mail.subject === told)).toHaveLength(1);
    expect((await entriesOf(student, 'maintenance')).filter((entry) => entry.title === told)).toHaveLength(1);
    expect(await pendingOutbox()).toEqual([]);
  });

  it('leaves nothing for the sweep on the normal path, so it never delivers twice', async () => {
    const admin = await signedInAs('admin');
    const student = await aStudent();
    const room = await aRoom();
    const booking = await book(student, room);
    expect(
      (await call(admin, 'POST', `/bookings/${booking.id}/cancel`, { cancellationReason: 'Left' })).status,
    ).toBe(200);
    await jobsSettled();

    await sweep();

    const cancelled = (await mailTo(student.user.email)).filter((mail) =>
      mail.subject.endsWith('was cancelled'),
    );
    expect(cancelled).toHaveLength(1);
    expect(
      (await entriesOf(student, 'bookings')).filter((entry) => entry.title.endsWith('was cancelled')),
    ).toHaveLength(1);
  });
});

describe('an announcement whose fan-out the queue refused after it was published', () => {
  it('is sent by the sweep, once to each recipient, and is not left "sending"', async () => {
    const admin = await signedInAs('admin');
    const student = await aStudent();
    const title = `Water off ${Math.random().toString(36).slice(2, 8)}`;

    queueRefuses('announcement-fan-out');
    const published = await call(admin, 'POST', '/announcements', {
      title,
      text: 'Tuesday 9 to 12.',
      audience: { kind: 'everyone' },
    });
    vi.restoreAllMocks();
    expect(published.status).toBe(201);
    await jobsSettled();
    expect(await entriesOf(student, 'announcements')).toEqual([]);

    await sweep();
    await sweep();

    expect((await entriesOf(student, 'announcements')).map((entry) => entry.title)).toEqual([title]);
    expect((await mailTo(student.user.email)).filter((mail) => mail.subject === title)).toHaveLength(1);
    const listed = await call(admin, 'GET', '/announcements');
    expect(
      (listed.body.announcements as { id: string; status: string }[]).find(
        (entry) => entry.id === published.body.announcement.id,
      )?.status,
    ).toBe('sent');
  });
});
