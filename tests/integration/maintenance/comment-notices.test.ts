import { describe, expect, it } from 'vitest';
import { defaultPreferences } from '#contract/notifications';
import { setStaffActive } from '../../../functions/data/users.ts';
import { commentOnRequest } from '../../../functions/domain/maintenance/comment-on-request.ts';
import { call } from '../../support/hostel.ts';
import { mailAbout, mailTo } from '../../support/mail.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';
import { aResident, maintenanceNotices, report } from './support.ts';

const commentMails = async (email: string, words: string) =>
  (await mailTo(email)).filter((mail) => mail.subject.includes(words));

/** A resident's request assigned to a staff member, as staff would assign it. */
async function anAssignedRequest() {
  const resident = await aResident();
  const assignee = await signedInAs('admin');
  const request = await report(resident.student);
  await call(assignee, 'PUT', `/maintenance/${request.id}/assignee`, { assigneeId: assignee.user.id });
  const title = `Electrical: Room ${resident.room.roomNumber}`;
  return { ...resident, assignee, request, title };
}

const comment = (tab: SignedIn, requestId: string, body: { text: string; internal?: boolean }) =>
  call(tab, 'POST', `/maintenance/${requestId}/comments`, body);

describe('a comment on a maintenance request', () => {
  it('by staff tells the reporter, in their list and by mail, quoting it with who wrote it', async () => {
    const { student, assignee, request, title } = await anAssignedRequest();

    const commented = await comment(assignee, request.id, {
      text: 'Is the leak under the sink or behind it?',
    });

    expect(commented.status).toBe(201);
    const subject = `New comment on your maintenance request “${title}”`;
    expect(await maintenanceNotices(student)).toContainEqual({
      title: subject,
      link: `/student/maintenance/${request.id}`,
    });
    const mail = await mailAbout(student.user.email, 'New comment');
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(
      `${assignee.user.fullName} of the hostel staff commented on your maintenance request “${title}”:\n\nIs the leak under the sink or behind it?`,
    );
    expect(mail.text).toContain(`/management/student/maintenance/${request.id}`);
    // The assignee wrote it: nobody is told of their own comment.
    expect(await maintenanceNotices(assignee)).toEqual([]);
  });

  it('by the reporter tells the staff member it is assigned to, in their list and by mail', async () => {
    const { student, assignee, request, title } = await anAssignedRequest();

    const commented = await comment(student, request.id, { text: 'Under the sink, near the pipe.' });

    expect(commented.status).toBe(201);
    const subject = `${student.user.fullName} commented on “${title}”`;
    expect(await maintenanceNotices(assignee)).toEqual([
      { title: subject, link: `/admin/maintenance/${request.id}` },
    ]);
    const mail = await mailAbout(assignee.user.email, 'commented on');
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain('Under the sink, near the pipe.');
    expect(mail.text).toContain(`/management/admin/maintenance/${request.id}`);
    expect(await commentMails(student.user.email, 'comment')).toEqual([]);
  });

  it('by the reporter tells no one while the request is unassigned, and its assignee once it has one', async () => {
    const { student } = await aResident();
    const admin = await signedInAs('admin');
    const request = await report(student);

    await comment(student, request.id, { text: 'Nobody has come yet.' });
    await call(admin, 'PUT', `/maintenance/${request.id}/assignee`, { assigneeId: admin.user.id });
    await comment(student, request.id, { text: 'Still waiting, thank you.' });

    const mails = await commentMails(admin.user.email, 'commented on');
    expect(mails.map((mail) => mail.text)).toEqual([expect.stringContaining('Still waiting, thank you.')]);
    expect(await maintenanceNotices(admin)).toHaveLength(1);
  });

  it('by a colleague tells the staff member it is assigned to as well as the reporter', async () => {
    const { student, assignee, request, title } = await anAssignedRequest();
    const colleague = await signedInAs('admin');

    const commented = await comment(colleague, request.id, { text: 'I ordered a new washer.' });

    expect(commented.status).toBe(201);
    const subject = `${colleague.user.fullName} commented on “${title}”`;
    expect(await maintenanceNotices(assignee)).toEqual([
      { title: subject, link: `/admin/maintenance/${request.id}` },
    ]);
    const mail = await mailAbout(assignee.user.email, 'commented on');
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain('publicly: its reporter reads it too:\n\nI ordered a new washer.');
    expect(await commentMails(student.user.email, 'New comment')).toHaveLength(1);
    expect(await maintenanceNotices(colleague)).toEqual([]);
  });

  it('internal tells the assignee its words, unless they wrote it, and never the reporter', async () => {
    const { student, assignee, request, title } = await anAssignedRequest();
    const colleague = await signedInAs('admin');

    await comment(colleague, request.id, { text: 'The pipe was cut on purpose.', internal: true });
    await comment(assignee, request.id, { text: 'Then the damage is billed.', internal: true });

    const subject = `${colleague.user.fullName} commented internally on “${title}”`;
    expect(await maintenanceNotices(assignee)).toEqual([
      { title: subject, link: `/admin/maintenance/${request.id}` },
    ]);
    const mails = await commentMails(assignee.user.email, 'commented internally');
    expect(mails.map((mail) => mail.text)).toEqual([
      expect.stringContaining('internally: only staff read it:\n\nThe pipe was cut on purpose.'),
    ]);
    // The assignee's own internal comment: the request is not the colleague's, so nobody is told.
    expect(await maintenanceNotices(colleague)).toEqual([]);
    expect(await commentMails(student.user.email, 'comment')).toEqual([]);
    expect((await maintenanceNotices(student)).filter((entry) => entry.title.includes('comment'))).toEqual(
      [],
    );
  });

  it('by the reporter no longer tells an assignee who has left the staff', async () => {
    const { student, assignee, request } = await anAssignedRequest();
    const superAdmin = await signedInAs('super_admin');
    await comment(student, request.id, { text: 'The fan hums now.' });

    await setStaffActive(assignee.user.id, false, superAdmin.user.id, []);
    await comment(student, request.id, { text: 'And now it sparks.' });

    const mails = await commentMails(assignee.user.email, 'commented on');
    expect(mails.map((mail) => mail.text)).toEqual([expect.stringContaining('The fan hums now.')]);
  });

  it('reaches only the list of a reporter who chose the app only for maintenance', async () => {
    const { student, assignee, request, title } = await anAssignedRequest();
    const saved = await call(student, 'PUT', '/notifications/preferences', {
      ...defaultPreferences,
      maintenance: 'app',
    });
    expect(saved.status).toBe(200);

    await comment(assignee, request.id, { text: 'We come on Tuesday.' });

    expect(await maintenanceNotices(student)).toContainEqual({
      title: `New comment on your maintenance request “${title}”`,
      link: `/student/maintenance/${request.id}`,
    });
    expect(await commentMails(student.user.email, 'New comment')).toEqual([]);
  });

  it('that is refused because the request changed meanwhile tells no one', async () => {
    const { student, assignee, request } = await anAssignedRequest();
    // The request as read before a colleague changed its priority.
    const { request: stale } = (await call(assignee, 'GET', `/maintenance/${request.id}`)).body;
    await call(assignee, 'PUT', `/maintenance/${request.id}/priority`, { priority: 'urgent' });

    const refused = commentOnRequest({
      request: stale,
      actor: { id: assignee.user.id, role: 'admin', name: assignee.user.fullName },
      text: 'Written on an old copy.',
      internal: false,
    });

    await expect(refused).rejects.toMatchObject({ status: 409 });
    expect(await commentMails(student.user.email, 'New comment')).toEqual([]);
    expect(
      (await maintenanceNotices(student)).filter((entry) => entry.title.startsWith('New comment')),
    ).toEqual([]);
    const { request: fresh } = (await call(assignee, 'GET', `/maintenance/${request.id}`)).body;
    await commentOnRequest({
      request: fresh,
      actor: { id: assignee.user.id, role: 'admin', name: assignee.user.fullName },
      text: 'Written on the current one.',
      internal: false,
    });
    expect(await commentMails(student.user.email, 'New comment')).toHaveLength(1);
  });
});
