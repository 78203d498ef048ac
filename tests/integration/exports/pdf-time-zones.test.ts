import { beforeAll, describe, expect, it } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import { entryOf, writeEntries } from '../../../functions/data/ledger.ts';
import { aStudent, call } from '../../support/hostel.ts';
import { owing } from '../../support/paystack.ts';
import { pdfPages, responseBytes } from '../../support/pdf-text.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';

/**
 * The server's PDFs print a moment (a payment's time, the time a PDF was made, when a student joined) on
 * the day and at the time it was where the reader is, the zone the app sends with each export; a calendar
 * day (a due date, a date of birth) is that day wherever they are (decision 0105).
 */

let admin: SignedIn;
beforeAll(async () => {
  admin = await signedInAs('admin');
});

const withZone = (path: string, timeZone?: string) =>
  timeZone === undefined
    ? path
    : `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams({ timeZone }).toString()}`;

/** The PDF's text, its spaces and line breaks as single spaces (a date may wrap in a narrow cell). */
const pdfText = async (response: Awaited<ReturnType<typeof call>>) => {
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return (await pdfPages(responseBytes(response.raw))).join('\n').replace(/\s+/g, ' ');
};

/** A payment of `student`'s made at 23:30 UTC on Mar 9, 2005, in a period no other test pays in. */
async function paidLateAtNight(student: SignedIn, receiptNumber: string) {
  const period = { academicYear: '2005/2006', semester: 1 } as const;
  await writeEntries([
    {
      ...entryOf(
        {
          studentId: student.user.id,
          kind: 'payment',
          amount: -12_500,
          currency: 'GHS',
          description: 'Payment, cash',
          method: 'cash',
          recordedBy: { id: admin.user.id, role: 'admin' },
          period: `${period.academicYear}#${period.semester}`,
        },
        '2005-03-09T23:30:00.000Z',
      ),
      receiptNumber,
    },
  ]);
  return `/export/payments/pdf?${new URLSearchParams({
    academicYear: period.academicYear,
    semester: String(period.semester),
  }).toString()}`;
}

describe('a payment made at 23:30 UTC', () => {
  it('is printed on the next day in Asia/Tokyo, and on its own day in UTC or when no zone is sent', async () => {
    const student = await aStudent('female', { fullName: 'Time Zone Tokyo Payer' });
    const path = await paidLateAtNight(student, `TZ-${student.user.id.slice(-6)}`);

    const tokyo = await pdfText(await call(admin, 'GET', withZone(path, 'Asia/Tokyo')));
    const utc = await pdfText(await call(admin, 'GET', withZone(path, 'UTC')));
    const none = await pdfText(await call(admin, 'GET', path));

    expect(tokyo).toContain('Mar 10, 2005');
    expect(tokyo).not.toContain('Mar 9, 2005');
    expect(tokyo).toMatch(/Generated .+ Asia\/Tokyo/);
    for (const text of [utc, none]) {
      expect(text).toContain('Mar 9, 2005');
      expect(text).not.toContain('Mar 10, 2005');
      expect(text).toMatch(/Generated .+ UTC/);
    }
  });

  it('is dated the next day on the student’s statement and receipt read in Asia/Tokyo', async () => {
    const student = await aStudent('male', { fullName: 'Time Zone Receipt Holder' });
    const receiptNumber = `TZR-${student.user.id.slice(-6)}`;
    await paidLateAtNight(student, receiptNumber);
    const money = `/students/${student.user.id}/money`;

    for (const path of [`${money}/statement`, `${money}/receipts/${receiptNumber}`]) {
      const tokyo = await pdfText(await call(student, 'GET', withZone(path, 'Asia/Tokyo')));
      const utc = await pdfText(await call(student, 'GET', withZone(path, 'UTC')));
      expect(tokyo, path).toContain('Mar 10, 2005');
      expect(tokyo, path).not.toContain('Mar 9, 2005');
      expect(utc, path).toContain('Mar 9, 2005');
    }
  });
});

describe('a payout made at 23:30 UTC', () => {
  it('has a voucher dated and named by the next day in Asia/Tokyo, by its own day in UTC', async () => {
    const student = await aStudent('female', { fullName: 'Time Zone Payout Taker' });
    const payout = entryOf(
      {
        studentId: student.user.id,
        kind: 'payout',
        amount: 3_000,
        currency: 'GHS',
        description: 'Credit paid out, cash',
        method: 'cash',
        recordedBy: { id: admin.user.id, role: 'admin' },
        period: null,
      },
      '2005-03-09T23:30:00.000Z',
    );
    await writeEntries([payout]);
    const path = `/students/${student.user.id}/money/payouts/${payout.id}/voucher`;

    const tokyo = await call(student, 'GET', withZone(path, 'Asia/Tokyo'));
    const utc = await call(student, 'GET', withZone(path, 'UTC'));

    expect(await pdfText(tokyo)).toContain('Mar 10, 2005');
    expect(tokyo.headers['content-disposition']).toMatch(/_2005-03-10\.pdf"$/);
    expect(await pdfText(utc)).toContain('Mar 9, 2005');
    expect(utc.headers['content-disposition']).toMatch(/_2005-03-09\.pdf"$/);
  });
});

describe('a calendar date', () => {
  it('stays its day west and east of UTC, while a moment beside it moves to the reader’s day', async () => {
    const body = {
      student: {
        fullName: 'Time Zone Profile Student',
        dateOfBirth: '2004-03-09',
        createdAt: '2004-03-09T23:30:00.000Z',
      },
    };

    const honolulu = await pdfText(
      await call(admin, 'POST', withZone('/export/student/pdf', 'Pacific/Honolulu'), body),
    );
    const tokyo = await pdfText(
      await call(admin, 'POST', withZone('/export/student/pdf', 'Asia/Tokyo'), body),
    );

    // Read as a moment, the date of birth (midnight UTC) would fall on Mar 8 in Honolulu.
    expect(honolulu).toContain('Mar 9, 2004');
    expect(honolulu).not.toContain('Mar 8, 2004');
    expect(tokyo).toContain('Mar 9, 2004');
    // Member Since: the account was made on Mar 10 in Tokyo.
    expect(tokyo).toContain('Mar 10, 2004');
  });

  it('is a due date the balances PDF prints on its day west of UTC', async () => {
    const student = await aStudent('female', { fullName: 'Tz Owing Efe' });
    await owing(student, 4_200, '2005-03-09');

    const text = await pdfText(
      await call(admin, 'GET', withZone('/export/balances/pdf', 'Pacific/Honolulu')),
    );

    const row = text.slice(text.indexOf('Tz Owing Efe'));
    expect(row).toMatch(/^Tz Owing Efe[\s\S]{0,160}?Mar 9, 2005/);
  });
});

describe('a time zone that is not one', () => {
  it.each([
    ['no zone on Earth', 'Mars/Base'],
    ['300 characters', 'x'.repeat(300)],
    ['a path', '../etc'],
  ])('is refused with a 400 and its message by every PDF export: %s', async (_, timeZone) => {
    const student = await aStudent();
    const money = `/students/${student.user.id}/money`;
    const asked: [SignedIn, string, string, unknown?][] = [
      [admin, 'GET', '/export/payments/pdf?academicYear=2005%2F2006&semester=1'],
      [admin, 'GET', '/export/balances/pdf'],
      [student, 'GET', `${money}/statement`],
      [student, 'GET', `${money}/receipts/R-000001`],
      [student, 'GET', `${money}/payouts/some-entry/voucher`],
      [student, 'GET', '/export/booking-letter'],
      [admin, 'POST', '/export/bookings/pdf', { bookings: [] }],
      [admin, 'POST', '/export/student/pdf', { student: { fullName: 'Time Zone Refused' } }],
      [
        admin,
        'POST',
        '/export/maintenance/pdf',
        {
          from: '2026-01-01',
          to: '2026-01-31',
          all: noRequests('All requests'),
          byCategory: [],
          byBlock: [],
        },
      ],
    ];
    for (const [who, method, path, body] of asked) {
      const response = await call(who, method, withZone(path, timeZone), body);
      expect([response.status, response.body.message], `${method} ${path}`).toEqual([
        400,
        messages.exports.timeZoneInvalid,
      ]);
    }
  });
});

function noRequests(group: string) {
  return {
    group,
    requests: 0,
    byStatus: { new: 0, assigned: 0, in_progress: 0, waiting_for_parts: 0, resolved: 0, closed: 0 },
    resolved: 0,
    medianHours: null,
    p90Hours: null,
  };
}
