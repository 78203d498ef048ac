import { describe, expect, it } from 'vitest';
import { defaultPreferences } from '#contract/notifications';
import { userActor } from '../../../functions/data/audit.ts';
import { listNotices } from '../../../functions/data/notifications.ts';
import { getRequest } from '../../../functions/data/maintenance.ts';
import { receiveReport } from '../../../functions/domain/maintenance/receive-report.ts';
import { call } from '../../support/hostel.ts';
import { jobsSettled } from '../../support/jobs.ts';
import { mailTo } from '../../support/mail.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';
import { aResident, maintenanceNotices, report } from './support.ts';

// An urgent report's, and a raise's ("Urgent repair: …").
const subjectStart = 'Urgent repair';

/** The urgent-repair entries in a user's notification list, as its line and its link, once told. */
async function urgentNotices(tab: SignedIn) {
  // Staff are told by a job the report hands on: wait for the queue to run it.
  await jobsSettled();
  const response = await call(tab, 'GET', '/notifications?limit=100');
  expect(response.status).toBe(200);
  return (response.body.notifications as { category: string; title: string; link: string }[])
    .filter((entry) => entry.title.startsWith(subjectStart))
    .map(({ category, title, link }) => ({ category, title, link }));
}

const urgentMails = async (email: string) =>
  (await mailTo(email)).filter((mail) => mail.subject.startsWith(subjectStart));

const description = 'Water is pouring through the ceiling onto the desk.';

describe('an urgent maintenance report', () => {
  it('tells every active staff member, in their list and by mail, who reported what and where', async () => {
    const [admin, superAdmin] = await Promise.all([signedInAs('admin'), signedInAs('super_admin')]);
    const { student, room, block } = await aResident();

    const request = await report(student, { category: 'plumbing', urgency: 'urgent', description });

    const title = `Urgent repair reported: Plumbing: Room ${room.roomNumber}`;
    for (const member of [admin, superAdmin]) {
      expect(await urgentNotices(member)).toEqual([
        { category: 'maintenance', title, link: `/admin/maintenance/${request.id}` },
      ]);
      const mails = await urgentMails(member.user.email);
      expect(mails.map((mail) => mail.subject)).toEqual([title]);
      expect(mails[0]!.text).toContain(
        `${student.user.fullName} reported an urgent repair, “Plumbing: Room ${room.roomNumber}” (block ${block}),`,
      );
      expect(mails[0]!.text).toContain(`In their words:\n\n${description}`);
      expect(mails[0]!.text).toContain(`/management/admin/maintenance/${request.id}`);
    }
  });

  it('tells no staff member who is no longer active', async () => {
    const [active, inactive] = await Promise.all([
      signedInAs('admin'),
      signedInAs('admin', { isActive: false }),
    ]);
    const { student } = await aResident();

    await report(student, { urgency: 'urgent' });

    expect(await urgentNotices(active)).toHaveLength(1);
    const { notifications } = await listNotices(inactive.user.id, { page: 1, limit: 100 });
    expect(notifications).toEqual([]);
    expect(await urgentMails(inactive.user.email)).toEqual([]);
  });

  it('does not tell the student who reported it, only staff', async () => {
    const admin = await signedInAs('admin');
    const { student } = await aResident();

    await report(student, { urgency: 'urgent' });

    expect(await urgentNotices(admin)).toHaveLength(1);
    expect(await urgentNotices(student)).toEqual([]);
    expect(await urgentMails(student.user.email)).toEqual([]);
  });

  it('reaches only the list of a staff member who chose the app only for maintenance', async () => {
    const admin = await signedInAs('admin');
    const saved = await call(admin, 'PUT', '/notifications/preferences', {
      ...defaultPreferences,
      maintenance: 'app',
    });
    expect(saved.status).toBe(200);
    const { student } = await aResident();

    const request = await report(student, { urgency: 'urgent' });

    expect((await urgentNotices(admin)).map((entry) => entry.link)).toEqual([
      `/admin/maintenance/${request.id}`,
    ]);
    expect(await urgentMails(admin.user.email)).toEqual([]);
  });

  it('that is refused tells no one', async () => {
    const admin = await signedInAs('admin');
    const { student } = await aResident();
    const first = await report(student, { urgency: 'urgent' });
    const { request, history } = (await getRequest(first.id))!;

    // The same request stored twice: the second report's transaction is refused.
    const refused = receiveReport({ request, reported: history[0]!, actor: userActor(student.user) });

    await expect(refused).rejects.toThrow();
    expect(await urgentNotices(admin)).toHaveLength(1);
    expect(await urgentMails(admin.user.email)).toHaveLength(1);
  });
});

describe('a maintenance report that is not urgent', () => {
  it('tells no staff member: the queue and the weekly summary show it', async () => {
    const admin = await signedInAs('admin');
    const { student } = await aResident();

    const high = await report(student, { urgency: 'high' });
    const urgent = await report(student, { urgency: 'urgent' });

    const links = (await urgentNotices(admin)).map((entry) => entry.link);
    expect(links).toEqual([`/admin/maintenance/${urgent.id}`]);
    expect(links).not.toContain(`/admin/maintenance/${high.id}`);
    const { notifications } = await listNotices(admin.user.id, { page: 1, limit: 100 });
    expect(notifications).toHaveLength(1);
    expect(await mailTo(admin.user.email)).toHaveLength(1);
  });
});

describe('a priority raised to urgent by staff', () => {
  const raise = (tab: SignedIn, requestId: string, priority: string) =>
    call(tab, 'PUT', `/maintenance/${requestId}/priority`, { priority });

  it('tells every other active staff member, in their list and by mail, but not who raised it nor the reporter', async () => {
    const [raiser, admin, superAdmin] = await Promise.all([
      signedInAs('admin'),
      signedInAs('admin'),
      signedInAs('super_admin'),
    ]);
    const { student, room } = await aResident();
    const request = await report(student, { category: 'plumbing', urgency: 'normal', description });

    const raised = await raise(raiser, request.id, 'urgent');

    expect(raised.status).toBe(200);
    const title = `Urgent repair: Plumbing: Room ${room.roomNumber}`;
    for (const member of [admin, superAdmin]) {
      expect(await urgentNotices(member)).toEqual([
        { category: 'maintenance', title, link: `/admin/maintenance/${request.id}` },
      ]);
      const mails = await urgentMails(member.user.email);
      expect(mails.map((mail) => mail.subject)).toEqual([title]);
      expect(mails[0]!.text).toContain(`${raiser.user.fullName} raised the maintenance request`);
      expect(mails[0]!.text).toContain(`in their words:\n\n${description}`);
    }
    expect(await urgentNotices(raiser)).toEqual([]);
    expect(await urgentMails(raiser.user.email)).toEqual([]);
    // Priority is staff's own: the reporter hears nothing of it.
    expect(await maintenanceNotices(student)).toEqual([]);
    expect((await mailTo(student.user.email)).filter((mail) => /urgent/i.test(mail.text))).toEqual([]);
  });

  it('tells staff of a request once, however often it goes down and up again', async () => {
    const [raiser, admin] = await Promise.all([signedInAs('admin'), signedInAs('admin')]);
    const { student } = await aResident();
    const reportedHigh = await report(student, { urgency: 'high' });
    const reportedUrgent = await report(student, { urgency: 'urgent' });

    for (const request of [reportedHigh, reportedUrgent])
      for (const priority of ['urgent', 'normal', 'urgent']) {
        expect((await raise(raiser, request.id, priority)).status).toBe(200);
      }

    const links = (await urgentNotices(admin)).map((entry) => entry.link);
    expect(links.sort()).toEqual(
      [`/admin/maintenance/${reportedHigh.id}`, `/admin/maintenance/${reportedUrgent.id}`].sort(),
    );
    expect(await urgentMails(admin.user.email)).toHaveLength(2);
  });
});
