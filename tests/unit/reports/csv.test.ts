import { describe, expect, it } from 'vitest';
import { csvBlob, csvField, toCsv } from '../../../management/src/lib/reports/csv.ts';
import { bookingsTable } from '../../../management/src/lib/reports/spreadsheet-tables.ts';

describe('CSV export', () => {
  it('quotes fields with commas, quotes or line breaks and doubles the quotes (RFC 4180)', () => {
    expect(csvField('Owusu, Kofi')).toBe('"Owusu, Kofi"');
    expect(csvField('The "Annex"')).toBe('"The ""Annex"""');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('plain')).toBe('plain');
  });

  it('defuses text that a spreadsheet would run as a formula', () => {
    for (const dangerous of ['=HYPERLINK("http://evil.example")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd'])
      expect(csvField(dangerous).replace(/^"/, '')).toMatch(/^'/);
    expect(csvField('=1,2')).toBe(`"'=1,2"`);
  });

  it('leaves numbers, including negative ones, as numbers, and empty cells empty', () => {
    expect(csvField(-3)).toBe('-3');
    expect(csvField(300)).toBe('300');
    expect(csvField(null)).toBe('');
  });

  it('writes the bookings table with headers in words, CRLF line ends and dates as the screens show them', () => {
    const csv = toCsv(
      bookingsTable([
        {
          student: { fullName: 'Owusu, Kofi' },
          room: { roomNumber: 'A101', roomType: null },
          academicYear: '2025/2026',
          semester: 1,
          // Midday, so the day is the same in every time zone the test may run in.
          bookingDate: '2025-09-01T12:00:00.000Z',
          status: 'active',
        },
      ]),
    );

    expect(csv).toBe(
      'Student,Room,Academic Year,Semester,Room Type,Booking Date,Status\r\n' +
        '"Owusu, Kofi",A101,2025/2026,1,Standard,"Sep 1, 2025",Active\r\n',
    );
  });

  it('starts the file with a UTF-8 byte-order mark so Excel keeps accented names', async () => {
    const blob = csvBlob({ headers: ['Name'], rows: [['Zoë']] });
    const bytes = new Uint8Array(await blob.arrayBuffer());

    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.subarray(3))).toBe('Name\r\nZoë\r\n');
    expect(blob.type).toBe('text/csv;charset=utf-8');
  });
});
