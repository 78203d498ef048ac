import { describe, expect, it } from 'vitest';
import { reportFileName } from '../../../functions/contract/exports.ts';
import {
  attachment,
  balancesReportFileName,
  bookingsReportFileName,
  paymentsReportFileName,
  studentProfileFileName,
} from '../../../functions/domain/exports/file-names.ts';

describe('PDF download names', () => {
  it('names the default bookings report Bookings_Report.pdf', () => {
    expect(attachment(bookingsReportFileName('Bookings Report'))).toBe(
      'attachment; filename="Bookings_Report.pdf"',
    );
  });

  it('names a student profile after the student, spaces as underscores', () => {
    expect(attachment(studentProfileFileName('  Ama   Serwaa Mensah '))).toBe(
      'attachment; filename="Student_Profile_Ama_Serwaa_Mensah.pdf"',
    );
  });

  it('keeps an accented name in filename* and an ASCII one in filename', () => {
    const name = studentProfileFileName('Zoë Ọ̀ṣun 李');

    expect(name).toEqual({
      ascii: 'Student_Profile_Zoe_Osun.pdf',
      unicode: 'Student_Profile_Zoë_Ọ̀ṣun_李.pdf'.normalize('NFC'),
    });
    expect(attachment(name)).toMatch(
      /^attachment; filename="Student_Profile_Zoe_Osun.pdf"; filename\*=UTF-8''Student_Profile_Zo%C3%AB_/,
    );
  });

  it('cuts a long name between characters, never through an emoji', () => {
    // 'Student_Profile_' is 16 characters: the cut at 120 falls on the emoji's second half.
    const name = studentProfileFileName(`${'A'.repeat(103)}😀 Mensah`);

    expect(name.unicode).toBe(`Student_Profile_${'A'.repeat(103)}😀.pdf`);
    expect(attachment(name)).toContain(`filename*=UTF-8''Student_Profile_${'A'.repeat(103)}%F0%9F%98%80.pdf`);
  });

  it('never lets a name carry quotes, folders or header breaks', () => {
    const header = attachment(studentProfileFileName('../"evil"\r\nSet-Cookie: x=1'));

    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(
      'attachment; filename="Student_Profile_..evilSet-Cookie_x1.pdf"; filename*=UTF-8\'\'Student_Profile_..evilSet-Cookie_x%3D1.pdf',
    );
  });

  it('names the payments report by its period, and the balances report plainly', () => {
    expect(paymentsReportFileName({ academicYear: '2025/2026', semester: 1 }).ascii).toBe(
      'Payments_Report_2025-2026_S1.pdf',
    );
    expect(paymentsReportFileName({ academicYear: '2025/2026' }).ascii).toBe('Payments_Report_2025-2026.pdf');
    expect(attachment(balancesReportFileName())).toBe('attachment; filename="Balances_Report.pdf"');
  });

  it('falls back to the default stem when nothing of the title is left', () => {
    expect(bookingsReportFileName('***').ascii).toBe('Bookings_Report.pdf');
  });
});

describe('report file names (docs/spec.md §9)', () => {
  const on = new Date(2026, 10, 24, 23, 59);

  it('names a report of one semester by the report, the year, the semester and the day', () => {
    expect(
      reportFileName('bookings', 'xlsx', { period: { academicYear: '2025/2026', semester: 1 }, on }),
    ).toBe('Bookings_2025-2026_S1_2026-11-24.xlsx');
  });

  it('leaves the semester out of a report of the whole year', () => {
    expect(
      reportFileName('bookings', 'pdf', { period: { academicYear: '2025/2026', semester: '' }, on }),
    ).toBe('Bookings_2025-2026_2026-11-24.pdf');
  });

  it('names a report that covers no period by the report and the day', () => {
    expect(reportFileName('students', 'csv', { on })).toBe('Students_2026-11-24.csv');
    expect(reportFileName('rooms', 'xlsx', { period: null, on })).toBe('Rooms_2026-11-24.xlsx');
  });

  it("takes the day from the user's own calendar, not from UTC", () => {
    const lateEvening = new Date(2026, 0, 5, 23, 30);

    expect(reportFileName('rooms', 'csv', { on: lateEvening })).toBe('Rooms_2026-01-05.csv');
  });
});
