import { describe, expect, it } from 'vitest';
import { bookingExportRowOf, bookingsPdfRequestSchema } from '../../../functions/contract/exports.ts';
import {
  bookingStatusLabel,
  capacityLabel,
  formatUsDate,
  orMissing,
  roomTypeOrDefault,
} from '../../../functions/contract/shown-values.ts';

describe('values shown in reports', () => {
  it('writes dates in US English without moving a date-only value a day', () => {
    expect(formatUsDate('2004-02-29')).toBe('Feb 29, 2004');
    expect(formatUsDate('2025-09-01T23:30:00.000Z')).toBe('Sep 1, 2025');
  });

  it("writes a moment on the reader's day and a calendar date on its own, whatever the zone", () => {
    expect(formatUsDate('2025-09-01T23:30:00.000Z', 'Asia/Tokyo')).toBe('Sep 2, 2025');
    expect(formatUsDate('2025-09-01T03:00:00.000Z', 'America/Los_Angeles')).toBe('Aug 31, 2025');
    expect(formatUsDate('2004-02-29', 'Pacific/Honolulu')).toBe('Feb 29, 2004');
    expect(formatUsDate('2004-02-29', 'Pacific/Kiritimati')).toBe('Feb 29, 2004');
  });

  it('shows a value that is no date as given, and N/A for none', () => {
    expect(formatUsDate('next Monday')).toBe('next Monday');
    expect(formatUsDate(undefined)).toBe('N/A');
  });

  it("shows 'Standard' for a missing room type and 'N/A' for other missing values", () => {
    expect(roomTypeOrDefault('  ')).toBe('Standard');
    expect(roomTypeOrDefault('Double')).toBe('Double');
    expect(orMissing(null)).toBe('N/A');
    expect(orMissing(0)).toBe('0');
  });

  it('labels booking statuses as the screens do, inactive as Completed', () => {
    expect(['active', 'inactive', 'cancelled', 'archived', 'pending'].map(bookingStatusLabel)).toEqual([
      'Active',
      'Completed',
      'Cancelled',
      'Archived',
      'Pending',
    ]);
  });

  it("reads capacity as '1 student' or 'N students'", () => {
    expect([1, '3', null].map(capacityLabel)).toEqual(['1 student', '3 students', 'N/A']);
  });

  it('turns a booking of the API into a row the bookings PDF accepts', () => {
    const row = bookingExportRowOf({
      student: { fullName: 'Ama Mensah' },
      room: { roomNumber: 'A101', roomType: 'Double' },
      bookingDate: '2025-09-01T08:00:00.000Z',
      academicYear: '2025/2026',
      semester: 1,
      status: 'active',
    });

    expect(bookingsPdfRequestSchema.parse({ bookings: [row] }).bookings).toEqual([
      {
        studentName: 'Ama Mensah',
        roomNumber: 'A101',
        roomType: 'Double',
        bookingDate: '2025-09-01T08:00:00.000Z',
        academicYear: '2025/2026',
        semester: '1',
        status: 'active',
      },
    ]);
  });
});
