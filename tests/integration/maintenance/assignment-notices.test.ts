import { describe, expect, it } from 'vitest';
import { call } from '../../support/hostel.ts';
import { mailAbout, mailTo } from '../../support/mail.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';
import { aResident, maintenanceNotices, report } from './support.ts';

const assign = (tab: SignedIn, requestId: string, assignee: SignedIn) =>
  call(tab, 'PUT', `/maintenance/${requestId}/assignee`, { assigneeId: assignee.user.id });

const assignedMails = async (tab: SignedIn) =>
  (await mailTo(tab.user.email)).filter((mail) => mail.subject.startsWith('Assigned to you'));

describe('assigning a maintenance request', () => {
  it('tells the colleague it is given to, in their list and by mail, with the reporter’s words', async () => {
    const [lead, worker] = await Promise.all([signedInAs('admin'), signedInAs('admin')]);
    const { student, room } = await aResident();
    const request = await report(student, { description: 'The ceiling fan stopped turning.' });

    const assigned = await assign(lead, request.id, worker);

    expect(assigned.status).toBe(200);
    const title = `Assigned to you: Electrical: Room ${room.roomNumber}`;
    expect(await maintenanceNotices(worker)).toEqual([{ title, link: `/admin/maintenance/${request.id}` }]);
    const mail = await mailAbout(worker.user.email, 'Assigned to you');
    expect(mail.subject).toBe(title);
    expect(mail.text).toContain(`${lead.user.fullName} assigned you the maintenance request`);
    expect(mail.text).toContain('The ceiling fan stopped turning.');
    expect(await maintenanceNotices(lead)).toEqual([]);
  });

  it('tells only whoever it newly changes hands to: not one taking it themselves, nor one who has it', async () => {
    const [first, second] = await Promise.all([signedInAs('admin'), signedInAs('admin')]);
    const { student } = await aResident();
    const request = await report(student);

    await assign(first, request.id, first);
    await call(first, 'PUT', `/maintenance/${request.id}/status`, { status: 'in_progress' });
    await assign(first, request.id, second);
    await assign(first, request.id, second);

    expect(await assignedMails(first)).toEqual([]);
    expect(await maintenanceNotices(first)).toEqual([]);
    expect(await assignedMails(second)).toHaveLength(1);
    expect(await maintenanceNotices(second)).toEqual([
      { title: expect.stringMatching(/^Assigned to you: /), link: `/admin/maintenance/${request.id}` },
    ]);
  });
});
