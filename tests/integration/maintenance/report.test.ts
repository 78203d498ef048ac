import { describe, expect, it } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import { todayUtc } from '../../../functions/contract/days.ts';
import { call } from '../../support/hostel.ts';
import { pdfPages, responseBytes } from '../../support/pdf-text.ts';
import { signedInAs } from '../../support/sessions.ts';
import { aResident, report } from './support.ts';

const today = todayUtc();
const reportPath = (from: string, to: string) => `/maintenance/report?from=${from}&to=${to}`;

describe('the maintenance report', () => {
  it('gives staff the requests of the range per category and block, with states and times to resolve', async () => {
    const { student, block } = await aResident();
    const admin = await signedInAs('admin');
    const fixed = await report(student, { category: 'pest' });
    await report(student, { category: 'pest' });
    await call(admin, 'PUT', `/maintenance/${fixed.id}/status`, { status: 'resolved' });

    const response = await call(admin, 'GET', reportPath(today, today));

    expect(response.status).toBe(200);
    const ofBlock = response.body.byBlock.find((group: { group: string }) => group.group === block);
    expect(ofBlock).toMatchObject({
      requests: 2,
      resolved: 1,
      byStatus: { new: 1, resolved: 1, closed: 0 },
    });
    expect(ofBlock.medianHours).toBeGreaterThanOrEqual(0);
    expect(ofBlock.medianHours).toBeLessThan(1);
    const pests = response.body.byCategory.find((group: { group: string }) => group.group === 'Pest');
    expect(pests.requests).toBeGreaterThanOrEqual(2);
  });

  it('leaves out the requests reported outside the range', async () => {
    const { student, block } = await aResident();
    const admin = await signedInAs('admin');
    await report(student);

    const response = await call(admin, 'GET', reportPath('2020-01-01', '2020-12-31'));

    expect(response.status).toBe(200);
    expect(response.body.byBlock.map((group: { group: string }) => group.group)).not.toContain(block);
  });

  it('is refused to a student', async () => {
    const { student } = await aResident();
    const response = await call(student, 'GET', reportPath(today, today));
    expect(response.status).toBe(403);
  });

  it.each([
    ['no days', '/maintenance/report', messages.maintenance.reportDayInvalid],
    ['a day that is no date', reportPath('2026-02-30', '2026-03-01'), messages.maintenance.reportDayInvalid],
    [
      'an end before the start',
      reportPath('2026-10-02', '2026-10-01'),
      messages.maintenance.reportRangeBackwards,
    ],
    ['more than a year', reportPath('2024-01-01', '2026-01-01'), messages.maintenance.reportRangeTooLong],
  ])('refuses %s with a 400 and its message', async (_, path, message) => {
    const admin = await signedInAs('admin');
    const response = await call(admin, 'GET', path);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('comes as a PDF from the report the screen holds, with its range and groups in words', async () => {
    const { student, block } = await aResident();
    const admin = await signedInAs('super_admin');
    await report(student, { category: 'furniture' });
    const figures = (await call(admin, 'GET', reportPath('2026-01-01', today))).body;

    const response = await call(admin, 'POST', '/export/maintenance/pdf', figures);

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Maintenance_Report.pdf"');
    const text = (await pdfPages(responseBytes(response.raw))).join('\n');
    for (const expected of [
      'Maintenance Report',
      'Requests reported Jan 1, 2026 to',
      'By category',
      'By block',
      'Furniture',
      block,
      'Waiting for parts',
      '90th percentile',
      'All requests',
    ])
      expect(text).toContain(expected);
  });

  it('refuses a PDF of figures that are not a report, with the message', async () => {
    const admin = await signedInAs('admin');
    const response = await call(admin, 'POST', '/export/maintenance/pdf', {
      from: '2026-01-01',
      to: '2026-01-31',
      all: { group: 'All requests', requests: -1 },
      byCategory: [],
      byBlock: [],
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(messages.exports.maintenanceRowsInvalid);
  });
});
