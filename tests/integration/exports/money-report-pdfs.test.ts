import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../../functions/contract/amounts.ts';
import { formatUsDate } from '../../../functions/contract/shown-values.ts';
import * as messages from '../../../functions/contract/messages.ts';
import { entryOf, writeEntries } from '../../../functions/data/ledger.ts';
import { getSettings } from '../../../functions/data/settings.ts';
import type { User } from '../../../functions/data/users.ts';
import { studentsInBulk } from '../../support/bulk-users.ts';
import { aStudent, call } from '../../support/hostel.ts';
import { pay, reverse } from '../../support/money.ts';
import { owing } from '../../support/paystack.ts';
import { pdfPages, responseBytes } from '../../support/pdf-text.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';

/**
 * The Payments and Balances reports as PDF (issue #26 §6): read by the server, laid out as the Reports
 * screen's spreadsheets, for staff only.
 */

let admin: SignedIn;
let current: { academicYear: string; semester: number };
beforeAll(async () => {
  admin = await signedInAs('admin');
  const settings = await getSettings();
  current = { academicYear: settings.currentAcademicYear, semester: settings.currentSemester };
});

const pdfOf = async (who: SignedIn, path: string) => {
  const response = await call(who, 'GET', path);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  const pages = await pdfPages(responseBytes(response.raw));
  return { response, pages, text: pages.join('\n') };
};

const paymentsPath = (period: { academicYear: string; semester?: number }) =>
  `/export/payments/pdf?${new URLSearchParams({
    academicYear: period.academicYear,
    ...(period.semester && { semester: String(period.semester) }),
  }).toString()}`;

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe('the payments PDF', () => {
  it('lists the period’s payments with the spreadsheet’s headers, amounts in the currency and reversals marked', async () => {
    const student = await aStudent('female', { fullName: 'Payments Pdf Adwoa' });
    await owing(student, 300_000);
    const { entry: kept } = await pay(admin, student.user.id, 125_050, 'mobileMoney', 'MTN-PDF-77');
    const { entry: bounced } = await pay(admin, student.user.id, 40_000, 'bankTransfer', 'GCB-1');
    expect((await reverse(admin, student.user.id, bounced.id, 'Bounced transfer')).status).toBe(200);

    const { response, text } = await pdfOf(admin, paymentsPath(current));

    const year = current.academicYear.replace('/', '-');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Payments_Report_${year}_S${current.semester}.pdf"`,
    );
    expect(text).toContain(`Payments: ${current.academicYear} Semester ${current.semester}`);
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Date Student Receipt Number Method Reference Amount Reversed',
    );
    for (const shown of [
      'Payments Pdf Adwoa',
      kept.receiptNumber,
      bounced.receiptNumber,
      'Mobile money',
      'Bank transfer',
      'MTN-PDF-77',
      'GHS 1,250.50',
      'GHS 400.00',
      'of which GHS 400.00 since reversed',
    ])
      expect(text).toContain(shown);
    // Dates in the hostel's format (docs/spec.md §9), never as stored.
    expect(text).toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });

  it('keeps a payment to its period: another year has none, both semesters of this one have it', async () => {
    const student = await aStudent('male', { fullName: 'Payments Pdf Kwesi' });
    const { entry } = await pay(admin, student.user.id, 5_000);

    const other = await pdfOf(admin, paymentsPath({ academicYear: '2001/2002', semester: 1 }));
    expect(other.text).toContain('No payment was received in this period.');
    expect(other.text).not.toContain(entry.receiptNumber);

    const year = await pdfOf(admin, paymentsPath({ academicYear: current.academicYear }));
    expect(year.text).toContain(`${current.academicYear}, both semesters`);
    expect(year.text).toContain(entry.receiptNumber);
    expect(year.response.headers['content-disposition']).toContain(
      `Payments_Report_${current.academicYear.replace('/', '-')}.pdf`,
    );
  });

  it('prints a date of a two-digit day whole on one line of its cell', async () => {
    const student = await aStudent('female', { fullName: 'Payments Pdf Yaa' });
    const period = { academicYear: '2006/2007', semester: 2 } as const;
    await writeEntries([
      entryOf(
        {
          studentId: student.user.id,
          kind: 'payment',
          amount: -2_000,
          currency: 'GHS',
          description: 'Payment, cash',
          method: 'cash',
          recordedBy: { id: admin.user.id, role: 'admin' },
          period: `${period.academicYear}#${period.semester}`,
        },
        '2006-12-12T10:00:00.000Z',
      ),
    ]);

    const { text } = await pdfOf(admin, paymentsPath(period));

    expect(text).toContain('Dec 12, 2006');
  });

  it('holds every one of thousands of payments, read a batch of ledgers at a time', async () => {
    // 300 students of 8 payments each in a period of their own: more ledgers than one batch reads.
    const period = { academicYear: '2003/2004', semester: 2 } as const;
    const students = await studentsInBulk(300, (index) => ({
      email: `bulk-payer-${index}@pdf.example.edu`,
      fullName: `Bulk Payer ${String(index).padStart(3, '0')}`,
    }));
    const receipt = (student: number, payment: number) =>
      `BULK-${String(student).padStart(3, '0')}-${payment}`;
    const paymentsOf = (student: User, index: number) =>
      [0, 1, 2, 3, 4, 5, 6, 7].map((payment) => ({
        ...entryOf(
          {
            studentId: student.id,
            kind: 'payment',
            amount: -1_000,
            currency: 'GHS',
            description: 'Payment, cash',
            method: 'cash',
            recordedBy: { id: admin.user.id, role: 'admin' },
            period: `${period.academicYear}#${period.semester}`,
          },
          new Date(Date.UTC(2004, 1, 1 + (payment % 4), payment)).toISOString(),
        ),
        receiptNumber: receipt(index, payment),
      }));
    // Ten students a transaction (their 80 entries and 10 balances, within DynamoDB's 100 items).
    const transactions = Array.from({ length: students.length / 10 }, (_, group) =>
      students
        .slice(group * 10, group * 10 + 10)
        .flatMap((student, offset) => paymentsOf(student, group * 10 + offset)),
    );
    for (let start = 0; start < transactions.length; start += 5)
      await Promise.all(transactions.slice(start, start + 5).map((entries) => writeEntries(entries)));

    const { text, pages } = await pdfOf(admin, paymentsPath(period));

    expect(text).toContain('2,400 payments, GHS 24,000.00 received.');
    const listed = new Set(text.match(/BULK-\d{3}-\d/g));
    expect(listed.size).toBe(2_400);
    expect(pages.length).toBeGreaterThan(40);
    // Oldest first across every batch: all of the first day's payments come before the second day's.
    expect(text.indexOf('Feb 2, 2004')).toBeGreaterThan(text.lastIndexOf('Feb 1, 2004'));
  }, 120_000);
});

describe('the balances PDF', () => {
  it('ages everyone who owes as the outstanding list does, with what all of them owe', async () => {
    const student = await aStudent('female', { fullName: 'Balances Pdf Efua' });
    await owing(student, 100_000, daysAgo(100));
    await owing(student, 20_000, daysAgo(40));
    await owing(student, 7_500, daysAgo(2));
    await pay(admin, student.user.id, 60_000);

    const { response, text } = await pdfOf(admin, '/export/balances/pdf');

    expect(response.headers['content-disposition']).toBe('attachment; filename="Balances_Report.pdf"');
    expect(text).toContain('Balances as of');
    expect(text).toContain('Amounts in GHS');
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Student Email Owed Current 30 days 60 days 90+ days Oldest Due',
    );
    // Owed 675.00: the payment settled 600.00 of the oldest charge, whose other 400.00 is 90+ days late;
    // then Current, 30 days, 60 days (none) and 90+ days, and the oldest charge's due date.
    const row = text.slice(text.indexOf('Balances Pdf Efua'));
    expect(row).toMatch(
      new RegExp(
        String.raw`^Balances Pdf Efua[\s\S]{0,80}?675\.00\s*75\.00\s*200\.00\s*-\s*400\.00\s*${formatUsDate(daysAgo(100))}`,
      ),
    );
    expect(text).toContain('All students');

    const outstanding = await call(admin, 'GET', '/money/outstanding?limit=100');
    const totals = outstanding.body.totals as { due: number };
    expect(text).toContain(`owe ${formatMoney(totals.due, 'GHS')} in all`);
  });

  it('leaves out a student who has paid everything', async () => {
    const student = await aStudent('male', { fullName: 'Balances Pdf Paid Up' });
    await owing(student, 10_000, daysAgo(70));
    await pay(admin, student.user.id, 10_000);
    const { text } = await pdfOf(admin, '/export/balances/pdf');
    expect(text).not.toContain('Balances Pdf Paid Up');
  });
});

describe('the money report PDFs refuse', () => {
  it('students (403) and anonymous callers (401)', async () => {
    const student = await aStudent();
    await pay(admin, student.user.id, 1_000);
    for (const path of [paymentsPath(current), '/export/balances/pdf']) {
      expect((await call(student, 'GET', path)).status).toBe(403);
      expect((await call(null, 'GET', path)).status).toBe(401);
    }
  });

  it('a period that is not one, with the message', async () => {
    for (const [query, message] of [
      ['academicYear=2025-2026&semester=1', messages.settings.academicYearInvalid],
      ['academicYear=2025/2027&semester=1', messages.settings.academicYearInvalid],
      [
        `academicYear=${encodeURIComponent(current.academicYear)}&semester=3`,
        messages.settings.semesterInvalid,
      ],
      [
        `academicYear=${encodeURIComponent(current.academicYear)}&semester=one`,
        messages.settings.semesterInvalid,
      ],
    ] as const) {
      const response = await call(admin, 'GET', `/export/payments/pdf?${query}`);
      expect([response.status, response.body.message], query).toEqual([400, message]);
    }
    const missing = await call(admin, 'GET', '/export/payments/pdf');
    expect(missing.status).toBe(400);
  });
});
