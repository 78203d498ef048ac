import { describe, expect, it } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import { call } from '../../support/hostel.ts';
import { mailTo } from '../../support/mail.ts';
import { commentsPerStudent } from '../../../functions/domain/maintenance/comment-on-request.ts';
import { reportsPerStudent } from '../../../functions/domain/maintenance/receive-report.ts';
import { uploadFormsPerUser } from '../../../functions/domain/uploads/uploads.ts';
import { signedInAs } from '../../support/sessions.ts';
import { aResident, auditOf, report } from './support.ts';

/**
 * A resident's request, assigned to a staff member, on which a colleague wrote an internal comment
 * ("bill them"), then a public one.
 */
async function commentedInternallyThenPublicly() {
  const { student } = await aResident();
  const [admin, assignee] = await Promise.all([signedInAs('admin'), signedInAs('admin')]);
  const request = await report(student);
  await call(admin, 'PUT', `/maintenance/${request.id}/assignee`, { assigneeId: assignee.user.id });
  await call(admin, 'POST', `/maintenance/${request.id}/comments`, {
    text: 'Reporter broke it, bill them',
    internal: true,
  });
  await call(admin, 'POST', `/maintenance/${request.id}/comments`, {
    text: 'An electrician comes tomorrow',
  });
  return { student, admin, assignee, request };
}

/** What a student might try against maintenance requests that are not theirs (OWASP ASVS V4, V13). */
describe('maintenance requests under attack', () => {
  it('hide another student’s request as if it did not exist', async () => {
    const owner = await aResident();
    const intruder = await aResident();
    const request = await report(owner.student);

    const read = await call(intruder.student, 'GET', `/maintenance/${request.id}`);
    const missing = await call(intruder.student, 'GET', '/maintenance/ffffffffffffffffffffffff');

    expect(read.status).toBe(404);
    expect(read.body).toEqual(missing.body);
    expect(read.body.message).toBe(messages.maintenance.notFound);
  });

  it('refuse another student’s comment, confirmation and reopening, and change nothing', async () => {
    const owner = await aResident();
    const intruder = await aResident();
    const admin = await signedInAs('admin');
    const request = await report(owner.student);
    await call(admin, 'PUT', `/maintenance/${request.id}/status`, { status: 'resolved' });

    const comment = await call(intruder.student, 'POST', `/maintenance/${request.id}/comments`, {
      text: 'Mine now',
    });
    const confirm = await call(intruder.student, 'POST', `/maintenance/${request.id}/confirm`);
    const reopen = await call(intruder.student, 'POST', `/maintenance/${request.id}/reopen`, {
      reason: 'Spite',
    });

    expect([comment.status, confirm.status, reopen.status]).toEqual([404, 404, 404]);
    const seen = (await call(owner.student, 'GET', `/maintenance/${request.id}`)).body;
    expect(seen.request.status).toBe('resolved');
    expect(seen.history.filter((event: { kind: string }) => event.kind === 'comment')).toEqual([]);
  });

  it('never show a student the internal comments on their own request', async () => {
    const { student, admin, request } = await commentedInternallyThenPublicly();

    const studentView = await call(student, 'GET', `/maintenance/${request.id}`);
    const staffView = await call(admin, 'GET', `/maintenance/${request.id}`);
    const texts = (view: typeof studentView) =>
      view.body.history
        .filter((e: { kind: string }) => e.kind === 'comment')
        .map((e: { text: string }) => e.text);
    expect(texts(studentView)).toEqual(['An electrician comes tomorrow']);
    expect(JSON.stringify(studentView.body)).not.toContain('bill them');
    expect(texts(staffView)).toEqual(['Reporter broke it, bill them', 'An electrician comes tomorrow']);
  });

  it('never tell a student a word of an internal comment, in their notifications or their mail', async () => {
    const { student, assignee } = await commentedInternallyThenPublicly();

    // Its words do travel, to the assignee, who is staff: the path that could leak them ran.
    const toStaff = await mailTo(assignee.user.email);
    expect(toStaff.filter((mail) => mail.text.includes('bill them'))).toHaveLength(1);
    const centre = (await call(student, 'GET', '/notifications?limit=100')).body;
    const mails = await mailTo(student.user.email);
    // The public comment is told, so the path ran; the internal one adds not a word to what it told.
    const told = mails.filter((mail) => mail.subject.startsWith('New comment'));
    expect(told.map((mail) => mail.text)).toEqual([expect.stringContaining('An electrician comes tomorrow')]);
    expect(
      centre.notifications.filter((entry: { title: string }) => entry.title.startsWith('New comment')),
    ).toHaveLength(1);
    expect(JSON.stringify(centre)).not.toContain('bill them');
    for (const mail of mails) expect(JSON.stringify(mail)).not.toContain('bill them');
  });

  it('refuse a student’s internal comment instead of publishing it', async () => {
    const { student } = await aResident();
    const request = await report(student);

    const response = await call(student, 'POST', `/maintenance/${request.id}/comments`, {
      text: 'Secret',
      internal: true,
    });

    expect(response.status).toBe(403);
    expect(response.body.message).toBe(messages.maintenance.internalForStaff);
  });

  it('keep the queue and staff changes from students', async () => {
    const { student } = await aResident();
    const request = await report(student);

    const queue = await call(student, 'GET', '/maintenance');
    const resolve = await call(student, 'PUT', `/maintenance/${request.id}/status`, { status: 'resolved' });
    const priority = await call(student, 'PUT', `/maintenance/${request.id}/priority`, {
      priority: 'urgent',
    });

    expect([queue.status, resolve.status, priority.status]).toEqual([403, 403, 403]);
    const admin = await signedInAs('admin');
    expect((await call(admin, 'GET', `/maintenance/${request.id}`)).body.request).toMatchObject({
      status: 'new',
      priority: 'high',
    });
  });

  it('list only the student’s own requests as theirs', async () => {
    const owner = await aResident();
    const other = await aResident();
    const own = await report(owner.student);
    await report(other.student);

    const mine = await call(owner.student, 'GET', '/maintenance/mine');

    expect(mine.body.requests.map((r: { id: string }) => r.id)).toEqual([own.id]);
    expect(mine.body.room).toEqual({ roomNumber: owner.room.roomNumber, block: owner.room.block });
  });

  it('take the room from the student’s booking, never from what the request claims', async () => {
    const { student, room } = await aResident();
    const elsewhere = await aResident();

    const request = await report(student, {
      roomId: elsewhere.room.id,
      location: { kind: 'room', roomId: elsewhere.room.id, block: elsewhere.block },
      reporter: { id: elsewhere.student.user.id },
      status: 'resolved',
    });

    expect(request).toMatchObject({
      status: 'new',
      location: { roomId: room.id },
      reporter: { id: student.user.id },
    });
  });

  it('refuse a replayed confirmation once the request is closed, recording it once', async () => {
    const { student } = await aResident();
    const admin = await signedInAs('admin');
    const request = await report(student);
    await call(admin, 'PUT', `/maintenance/${request.id}/status`, { status: 'resolved' });

    const first = await call(student, 'POST', `/maintenance/${request.id}/confirm`);
    const replay = await call(student, 'POST', `/maintenance/${request.id}/confirm`);

    expect(first.status).toBe(200);
    expect(replay.status).toBe(409);
    expect((await auditOf(request.id)).filter((entry) => entry.after?.status === 'closed')).toHaveLength(1);
  });

  type Resident = Awaited<ReturnType<typeof aResident>>;
  const floods = [
    {
      what: 'upload forms',
      rule: uploadFormsPerUser,
      oneByOne: false,
      post: async () => ({ path: '/maintenance/photo-uploads', body: { contentType: 'image/jpeg' } }),
    },
    {
      what: 'reports',
      rule: reportsPerStudent,
      oneByOne: false,
      post: async () => ({
        path: '/maintenance',
        body: { category: 'electrical', urgency: 'low', description: 'Sparks again.', where: 'room' },
      }),
    },
    {
      what: 'comments',
      rule: commentsPerStudent,
      // Each comment rewrites its request on condition, so most of a burst meets 409: a script would
      // send them one after another.
      oneByOne: true,
      post: async ({ student }: Resident) => ({
        path: `/maintenance/${(await report(student)).id}/comments`,
        body: { text: 'Any news?' },
      }),
    },
  ];

  it.each(floods)(
    'refuse a flood of $what with 429 and a wait, without slowing another student',
    async (flood) => {
      const sender = async (resident: Resident) => {
        const { path, body } = await flood.post(resident);
        return () => call(resident.student, 'POST', path, body);
      };
      const [send, neighbourSends] = await Promise.all([aResident().then(sender), aResident().then(sender)]);

      const times = flood.rule.limit + 5;
      const answers = [];
      if (flood.oneByOne) for (let i = 0; i < times; i++) answers.push(await send());
      // All at once, as a script would: the counter is an atomic add, so none slips through.
      else answers.push(...(await Promise.all(Array.from({ length: times }, send))));
      const neighbours = await neighbourSends();

      expect(answers.filter((answer) => answer.status < 300)).toHaveLength(flood.rule.limit);
      const refused = answers.filter((answer) => answer.status === 429);
      expect(refused).toHaveLength(5);
      expect(refused[0]!.body).toEqual({ message: messages.requests.tooManyRequests });
      expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
      expect(neighbours.status).toBeLessThan(300);
    },
  );
});
