import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { dynamo, tableName } from '../../../functions/data/dynamo.ts';
import { maintenanceRequestKey } from '../../../functions/data/keys.ts';
import { sendWeeklySummary } from '../../../functions/domain/maintenance/weekly-summary.ts';
import { repairSummaryJob } from '../../../functions/jobs/kinds/repair-summary.ts';
import { call } from '../../support/hostel.ts';
import { mailTo } from '../../support/mail.ts';
import { signedInAs } from '../../support/sessions.ts';
import { aResident, report, reportedAgo } from './support.ts';

const hourMs = 3_600_000;

const summariesTo = async (email: string) =>
  (await mailTo(email)).filter((mail) => mail.subject.startsWith('Maintenance this week'));

describe('the weekly maintenance summary', () => {
  it('mails every active staff member the late requests with room, category, priority and lateness', async () => {
    const now = new Date();
    const [admin, superAdmin, inactive] = await Promise.all([
      signedInAs('admin'),
      signedInAs('super_admin'),
      signedInAs('admin', { isActive: false }),
    ]);
    const resident = await aResident();
    // Urgent: due 4 h after the report, so 26 h late; normal: due after 24 h, in time.
    await reportedAgo(resident, 30, { urgency: 'urgent', category: 'plumbing' }, now);
    await reportedAgo(resident, 2, { urgency: 'normal', category: 'electrical' }, now);

    await sendWeeklySummary(now);

    const [toAdmin] = await summariesTo(admin.user.email);
    expect(toAdmin!.text).toContain(
      `Plumbing: Room ${resident.room.roomNumber} (block ${resident.block}) — urgent priority, 1 day 2 hours late.`,
    );
    expect(toAdmin!.text).not.toContain(`Electrical: Room`);
    expect(await summariesTo(superAdmin.user.email)).toHaveLength(1);
    expect(await summariesTo(inactive.user.email)).toHaveLength(0);
    expect(await summariesTo(resident.student.user.email)).toHaveLength(0);
    const centre = await call(admin, 'GET', '/notifications');
    expect(centre.body.notifications[0]).toMatchObject({
      category: 'summaries',
      title: toAdmin!.subject,
      link: '/admin/maintenance',
    });
  });

  it('tells each staff member once a week, however often the job runs', async () => {
    const admin = await signedInAs('admin');

    await repairSummaryJob.run({});
    await repairSummaryJob.run({});
    await Promise.all([repairSummaryJob.run({}), repairSummaryJob.run({})]);

    expect(await summariesTo(admin.user.email)).toHaveLength(1);
    // A new week is a new summary.
    await sendWeeklySummary(new Date(Date.now() + 7 * 24 * hourMs));
    expect(await summariesTo(admin.user.email)).toHaveLength(2);
  });

  it('reaches only the bell of a staff member who chose the app for summaries', async () => {
    const admin = await signedInAs('admin');
    const saved = await call(admin, 'PUT', '/notifications/preferences', {
      bookings: 'app-and-mail',
      waitlist: 'app-and-mail',
      payments: 'app-and-mail',
      maintenance: 'app-and-mail',
      announcements: 'app-and-mail',
      summaries: 'app',
    });
    expect(saved.status).toBe(200);

    await sendWeeklySummary(new Date(Date.now() + 14 * 24 * hourMs));

    expect(await summariesTo(admin.user.email)).toHaveLength(0);
    const centre = await call(admin, 'GET', '/notifications');
    expect(centre.body.notifications.map((entry: { category: string }) => entry.category)).toEqual([
      'summaries',
    ]);
  });

  it('counts a repair rated in the week although it was resolved before it, and leads to the poor ones', async () => {
    const staff = await signedInAs('admin');
    const resident = await aResident();
    const request = await report(resident.student);
    await call(staff, 'PUT', `/maintenance/${request.id}/assignee`, { assigneeId: staff.user.id });
    await call(staff, 'PUT', `/maintenance/${request.id}/status`, { status: 'resolved' });
    const confirmed = await call(resident.student, 'POST', `/maintenance/${request.id}/confirm`, {
      rating: 2,
    });
    expect(confirmed.status).toBe(200);
    // The run is years ahead, so no other test's ratings fall in its week: the reporter confirmed a
    // day before it, ten days after staff resolved the repair.
    const now = new Date(Date.now() + (2000 + Math.floor(Math.random() * 5000)) * 24 * hourMs);
    const daysBefore = (days: number) => new Date(now.getTime() - days * 24 * hourMs).toISOString();
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: maintenanceRequestKey(request.id),
        UpdateExpression: 'SET resolvedAt = :resolved, rating.#at = :rated',
        ExpressionAttributeNames: { '#at': 'at' },
        ExpressionAttributeValues: { ':resolved': daysBefore(11), ':rated': daysBefore(1) },
      }),
    );

    await sendWeeklySummary(now);

    const [summary] = await summariesTo(staff.user.email);
    expect(summary!.text).toContain(
      'Rated in the last seven days: 2 of 5 from 1 repair, 1 of them 2 or less.',
    );
    expect(summary!.text).toContain('/management/admin/maintenance?rated=poor');
  });
});
