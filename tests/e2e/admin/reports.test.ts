import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import readExcelFile from 'read-excel-file/universal';
import type { Booking } from '#contract/bookings';
import * as messages from '#contract/messages';
import { formatMoney } from '#contract/money';
import type { PeriodTotalsResponse } from '#contract/money-reports';
import type { Room } from '#contract/rooms';
import type { SettingsResponse } from '#contract/settings';
import type { Student } from '#contract/students';
import { beforeAll, demoAccount, describe, expect, it, screenshot } from '../support/fixture.ts';
import { hasFocus } from '../support/focus.ts';
import { sidewaysScroll } from '../support/layout.ts';
import { superAdminCalls } from '../support/staff-session.ts';
import { newStudentDetails } from '../management/support.ts';
import { pdfPages } from '../../support/pdf-text.ts';

/**
 * The Reports screen (issue #30, point 4): staff reach every export from one place, choose the period,
 * and get files named by the one rule, with headers in words and the students' rooms.
 */

const admin = demoAccount('admin');
let student: Student;
let room: Room;
let period: { academicYear: string; semester: number };

beforeAll(async () => {
  const call = await superAdminCalls();
  // A room and a booked student of this file's own: the seed fills most beds and other tests change theirs.
  room = (
    await call<{ room: Room }>('POST', '/rooms', {
      roomNumber: `R${randomUUID().slice(0, 6)}`.toUpperCase(),
      roomType: 'Double',
      capacity: 2,
      genderDesignation: 'mixed',
    })
  ).room;
  student = (await call<{ student: Student }>('POST', '/students', newStudentDetails('female'))).student;
  await call<{ booking: Booking }>('POST', '/bookings', {
    roomId: room.id,
    termsAgreed: true,
    studentId: student.id,
  });
  const { settings } = await call<SettingsResponse>('GET', '/settings');
  period = { academicYear: settings.currentAcademicYear, semester: settings.currentSemester };
});

const day = String.raw`\d{4}-\d{2}-\d{2}`;

async function downloadOf(page: Page, button: string): Promise<Download> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  return download;
}

describe('the Reports screen', () => {
  it('downloads the chosen period’s bookings as Excel and the students as CSV, named by the rule, headers in words', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(admin, { acceptDownloads: true, viewport: { width: 1280, height: 900 } });
    await page.getByRole('link', { name: 'Reports', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    await page.getByRole('combobox', { name: 'Academic year' }).selectOption(period.academicYear);
    await page.getByRole('combobox', { name: 'Semester' }).selectOption(String(period.semester));

    const bookings = await downloadOf(page, 'Download Bookings Excel');
    const students = await downloadOf(page, 'Download Students CSV');

    const year = period.academicYear.replace('/', '-');
    expect(bookings.suggestedFilename()).toMatch(
      new RegExp(`^Bookings_${year}_S${period.semester}_${day}\\.xlsx$`),
    );
    const [sheet] = await readExcelFile(new Blob([await readFile((await bookings.path())!)]));
    expect(sheet!.sheet).toBe('Bookings');
    expect(sheet!.data[0]).toEqual([
      'Student',
      'Room',
      'Academic Year',
      'Semester',
      'Room Type',
      'Booking Date',
      'Status',
    ]);
    expect(sheet!.data).toContainEqual([
      student.fullName,
      room.roomNumber,
      period.academicYear,
      period.semester,
      'Double',
      expect.any(Date),
      'Active',
    ]);

    expect(students.suggestedFilename()).toMatch(new RegExp(`^Students_${day}\\.csv$`));
    const csv = (await readFile((await students.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const [header, ...rows] = csv.split('\r\n');
    expect(header).toBe(
      'Name,Student ID Number,Email,Gender,Phone,Programme,Level,Room,Guardian Name,Guardian Phone,Guardian Relationship,Status',
    );
    const row = rows.find((line) => line.includes(student.email));
    expect(row?.split(',')[header!.split(',').indexOf('Room')]).toBe(room.roomNumber);
    await screenshot(page, 'reports-1280');
  });

  it('downloads the rooms as they are today, whatever the period chosen, with the beds each has taken', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(admin, {
      acceptDownloads: true,
      viewport: { width: 1280, height: 900 },
      at: '/admin/reports',
    });
    // The screen says which reports the period changes: Rooms sits among those of today.
    const today = page.getByRole('region', { name: 'As things are today' });
    for (const report of ['Students', 'Rooms', 'Balances'])
      await today.getByRole('button', { name: `Download ${report} Excel`, exact: true }).waitFor();
    const ofPeriod = page.getByRole('region', { name: 'For a period' });
    await ofPeriod.getByRole('combobox', { name: 'Semester' }).selectOption({ label: 'Both semesters' });

    // From the keyboard: the button keeps the focus while its file is made and after, where disabling it
    // dropped the focus to the page's body.
    const roomsExcel = page.getByRole('button', { name: 'Download Rooms Excel', exact: true });
    await roomsExcel.focus();
    const [rooms] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    await page.getByText(messages.exports.downloaded).first().waitFor();
    expect(await hasFocus(roomsExcel)).toBe(true);

    expect(rooms.suggestedFilename()).toMatch(new RegExp(`^Rooms_${day}\\.xlsx$`));
    const [sheet] = await readExcelFile(new Blob([await readFile((await rooms.path())!)]));
    expect(sheet!.sheet).toBe('Rooms');
    expect(sheet!.data[0]).toEqual(['Room Number', 'Type', 'Capacity', 'Current Occupancy', 'Status']);
    // This file's room: two beds, one taken by its student's booking.
    expect(sheet!.data).toContainEqual([room.roomNumber, 'Double', 2, 1, 'Available']);
  });

  it('downloads the maintenance report of the last 30 days as Excel and PDF, per category and block', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(admin, {
      acceptDownloads: true,
      viewport: { width: 1280, height: 900 },
      at: '/admin/reports',
    });

    const [report, excel] = await Promise.all([
      page.waitForResponse((answer) => new URL(answer.url()).pathname.endsWith('/maintenance/report')),
      downloadOf(page, 'Download Maintenance Excel'),
    ]);
    const pdf = await downloadOf(page, 'Download Maintenance PDF');

    // The days chosen are the browser's, and so are the days the server counts (decision 0105).
    expect(new URL(report.url()).searchParams.get('timeZone')).toBe(
      await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
    );

    expect(excel.suggestedFilename()).toMatch(new RegExp(`^Maintenance_${day}\\.xlsx$`));
    const [sheet] = await readExcelFile(new Blob([await readFile((await excel.path())!)]));
    expect(sheet!.sheet).toBe('Maintenance');
    expect(sheet!.data[0]).toEqual([
      'Grouped By',
      'Group',
      'Requests',
      'New',
      'Assigned',
      'In progress',
      'Waiting for parts',
      'Resolved',
      'Closed',
      'Median Hours to Resolve',
      '90th Percentile Hours to Resolve',
    ]);
    // The seed's repairs were reported in the last two weeks, one of them resolved.
    const all = sheet!.data.find((row) => row[0] === 'All')!;
    expect(all[1]).toBe('All requests');
    expect(all[2]).toBeGreaterThanOrEqual(5);
    expect(sheet!.data.some((row) => row[0] === 'Block')).toBe(true);
    expect(pdf.suggestedFilename()).toMatch(new RegExp(`^Maintenance_${day}\\.pdf$`));
    expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('takes staff from the outstanding list to the balances spreadsheet and PDF, with the same students, and the period’s payments as PDF', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(admin, { acceptDownloads: true, viewport: { width: 1280, height: 900 } });
    await page.getByRole('link', { name: 'Outstanding Balances', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Outstanding Balances' }).waitFor();
    const owing = page.getByRole('table', { name: 'Outstanding balances' }).getByRole('link').first();
    const name = (await owing.innerText()).trim();

    await page.getByRole('link', { name: 'Reports', exact: true }).click();
    const balances = await downloadOf(page, 'Download Balances Excel');
    expect(balances.suggestedFilename()).toMatch(new RegExp(`^Balances_${day}\\.xlsx$`));
    const [sheet] = await readExcelFile(new Blob([await readFile((await balances.path())!)]));
    expect(sheet!.data[0]).toEqual([
      'Student',
      'Email',
      'Owed',
      'Current',
      '30 days',
      '60 days',
      '90+ days',
      'Oldest Due',
      'Currency',
    ]);
    expect(sheet!.data.some((row) => row[0] === name && typeof row[2] === 'number' && row[2] > 0)).toBe(true);

    const balancesPdf = await downloadOf(page, 'Download Balances PDF');
    expect(balancesPdf.suggestedFilename()).toMatch(new RegExp(`^Balances_${day}\\.pdf$`));
    const balancesText = (await pdfPages(await readFile((await balancesPdf.path())!)))
      .join('\n')
      .replace(/\s+/g, ' ');
    // Whoever owes most on the list is on the PDF, under the spreadsheet's headers.
    expect(balancesText).toContain('Owed Current 30 days 60 days 90+ days Oldest Due');
    expect(balancesText).toContain(name);

    // The seed's desk payments count in the current period, which the screen starts on.
    const paymentsPdf = await downloadOf(page, 'Download Payments PDF');
    const year = period.academicYear.replace('/', '-');
    expect(paymentsPdf.suggestedFilename()).toMatch(
      new RegExp(`^Payments_${year}_S${period.semester}_${day}\\.pdf$`),
    );
    const paymentsText = (await pdfPages(await readFile((await paymentsPdf.path())!))).join('\n');
    expect(paymentsText).toContain(`Payments: ${period.academicYear} Semester ${period.semester}`);
    expect(paymentsText).toMatch(/R-\d{6}/);
  });

  it('downloads the period’s payments as Excel, one row per receipt with the amount received', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(admin, {
      acceptDownloads: true,
      viewport: { width: 1280, height: 900 },
      at: '/admin/reports',
    });
    const payments = await downloadOf(page, 'Download Payments Excel');
    const year = period.academicYear.replace('/', '-');
    expect(payments.suggestedFilename()).toMatch(
      new RegExp(`^Payments_${year}_S${period.semester}_${day}\\.xlsx$`),
    );
    const [sheet] = await readExcelFile(new Blob([await readFile((await payments.path())!)]));
    const [header, ...rows] = sheet!.data;
    expect(header).toEqual([
      'Date',
      'Student',
      'Receipt Number',
      'Method',
      'Reference',
      'Amount',
      'Currency',
      'Reversed',
    ]);
    // The seed's desk payments count in the current period, which the screen starts on.
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(String(row[2])).toMatch(/^R-\d{6}$/);
      expect(typeof row[5] === 'number' && row[5] > 0).toBe(true);
      expect(row[6]).toBe('GHS');
    }
  });

  it('shows the period’s money on the staff dashboard, and a payment recorded since in what was received', async ({
    signedInPage,
  }) => {
    const call = await superAdminCalls();
    const totalsNow = async () => (await call<PeriodTotalsResponse>('GET', '/money/totals')).totals;
    const page = await signedInPage(admin, { viewport: { width: 1280, height: 900 } });
    const card = page
      .getByRole('heading', { level: 2, name: /^Money this period/ })
      .locator('xpath=ancestor::div[contains(@class, "rounded-xl")][1]');
    const figure = (label: string) =>
      card.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
    const shown = async () =>
      Object.fromEntries(
        await Promise.all(
          ['Charged', 'Received', 'Refunded', 'Paid out', 'Outstanding now'].map(
            async (label) => [label, (await figure(label).innerText()).trim()] as const,
          ),
        ),
      );
    const expected = (totals: PeriodTotalsResponse['totals']) => ({
      Charged: formatMoney(totals.charged, 'GHS'),
      Received: formatMoney(totals.paid, 'GHS'),
      Refunded: formatMoney(totals.refunded, 'GHS'),
      'Paid out': formatMoney(totals.paidOut, 'GHS'),
      'Outstanding now': formatMoney(totals.outstanding, 'GHS'),
    });

    await figure('Received').waitFor();
    expect(await shown()).toEqual(expected(await totalsNow()));

    const before = await totalsNow();
    await call('POST', `/students/${student.id}/money/payments`, { amount: 12_345, method: 'cash' });
    await page.reload();
    await figure('Received')
      .getByText(formatMoney(before.paid + 12_345, 'GHS'))
      .waitFor();
    expect(await shown()).toEqual(expected(await totalsNow()));
    await page.getByRole('link', { name: /outstanding: see who owes$/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Outstanding Balances' }).waitFor();
  });

  it('fits a 375 px phone: nothing scrolls sideways', async ({ signedInPage }) => {
    const page = await signedInPage(admin, { viewport: { width: 375, height: 800 }, at: '/admin/reports' });
    await page.getByRole('button', { name: 'Download Bookings PDF', exact: true }).waitFor();

    expect(await sidewaysScroll(page)).toBe(0);
    await screenshot(page, 'reports-375');
  });
});
