import { describe, expect, it } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import { todayUtc } from '../../../functions/contract/days.ts';
import { call } from '../../support/hostel.ts';
import { pdfPages, responseBytes } from '../../support/pdf-text.ts';
import { signedInAs } from '../../support/sessions.ts';
import { aResident, report, reportedAt } from './support.ts';

const today = todayUtc();
const reportPath = (from: string, to: string) => `/maintenance/report?from=${from}&to=${to}`;

/** How many requests of the block the report of `from` to `to` counts, read in `timeZone` when given. */
async function countedOfBlock(block: string, from: string, to: string, timeZone?: string) {
  const admin = await signedInAs('admin');
  const zone = timeZone ? `&timeZone=${encodeURIComponent(timeZone)}` : '';
  const response = await call(admin, 'GET', `${reportPath(from, to)}${zone}`);
  expect(response.status).toBe(200);
  const ofBlock = response.body.byBlock.find((group: { group: string }) => group.group === block);
  return ofBlock?.requests ?? 0;
}

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

  it('counts a request on the day it was in Tokyo, and on its UTC day without a zone', async () => {
    const resident = await aResident();
    // 00:30 on December 2 in Tokyo (UTC+9).
    await reportedAt(resident, '2025-12-01T15:30:00.000Z');

    expect(await countedOfBlock(resident.block, '2025-12-02', '2025-12-02', 'Asia/Tokyo')).toBe(1);
    expect(await countedOfBlock(resident.block, '2025-12-01', '2025-12-01', 'Asia/Tokyo')).toBe(0);
    expect(await countedOfBlock(resident.block, '2025-12-01', '2025-12-01')).toBe(1);
    expect(await countedOfBlock(resident.block, '2025-12-01', '2025-12-01', 'UTC')).toBe(1);
    expect(await countedOfBlock(resident.block, '2025-12-02', '2025-12-02')).toBe(0);
  });

  it('counts a request on the day it was in Los Angeles, behind UTC', async () => {
    const resident = await aResident();
    // 23:30 on December 1 in Los Angeles (UTC-8).
    await reportedAt(resident, '2025-12-02T07:30:00.000Z');

    expect(await countedOfBlock(resident.block, '2025-12-01', '2025-12-01', 'America/Los_Angeles')).toBe(1);
    expect(await countedOfBlock(resident.block, '2025-12-02', '2025-12-02', 'America/Los_Angeles')).toBe(0);
  });

  it('ends the day London moves its clocks forward at its own midnight, an hour short', async () => {
    const resident = await aResident();
    // March 29, 2026 is 23 hours long in London: GMT until 01:00 UTC, then BST (UTC+1).
    await reportedAt(resident, '2026-03-29T00:30:00.000Z'); // 00:30 GMT, March 29
    await reportedAt(resident, '2026-03-29T23:30:00.000Z'); // 00:30 BST, March 30

    expect(await countedOfBlock(resident.block, '2026-03-29', '2026-03-29', 'Europe/London')).toBe(1);
    expect(await countedOfBlock(resident.block, '2026-03-30', '2026-03-30', 'Europe/London')).toBe(1);
    expect(await countedOfBlock(resident.block, '2026-03-28', '2026-03-30', 'Europe/London')).toBe(2);
  });

  it('starts and ends the day London moves its clocks back at their own midnights, an hour long', async () => {
    const resident = await aResident();
    // October 26, 2025 is 25 hours long in London: BST (UTC+1) until 01:00 UTC, then GMT.
    await reportedAt(resident, '2025-10-25T23:30:00.000Z'); // 00:30 BST, October 26
    await reportedAt(resident, '2025-10-26T23:30:00.000Z'); // 23:30 GMT, October 26

    expect(await countedOfBlock(resident.block, '2025-10-25', '2025-10-25', 'Europe/London')).toBe(0);
    expect(await countedOfBlock(resident.block, '2025-10-26', '2025-10-26', 'Europe/London')).toBe(2);
    expect(await countedOfBlock(resident.block, '2025-10-27', '2025-10-27', 'Europe/London')).toBe(0);
  });

  it('starts a day whose midnight the clocks skip at its first hour (Santiago)', async () => {
    const resident = await aResident();
    // At 00:00 on September 7, 2025 Santiago went from UTC-4 to UTC-3: the day began at 01:00, 04:00 UTC.
    await reportedAt(resident, '2025-09-07T03:30:00.000Z'); // 23:30 on September 6
    await reportedAt(resident, '2025-09-07T04:30:00.000Z'); // 01:30 on September 7

    expect(await countedOfBlock(resident.block, '2025-09-06', '2025-09-06', 'America/Santiago')).toBe(1);
    expect(await countedOfBlock(resident.block, '2025-09-07', '2025-09-07', 'America/Santiago')).toBe(1);
  });

  it.each([
    ['no zone on Earth', 'Mars/Base'],
    ['a path', '../etc'],
    ['300 characters', 'x'.repeat(300)],
    ['an empty one', ''],
  ])(
    'refuses a time zone that is not one with a 400 and the message of the PDFs: %s',
    async (_, timeZone) => {
      const admin = await signedInAs('admin');
      const response = await call(
        admin,
        'GET',
        `${reportPath('2025-12-01', '2025-12-31')}&timeZone=${encodeURIComponent(timeZone)}`,
      );
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(messages.exports.timeZoneInvalid);
    },
  );

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
