import { readFileSync } from 'node:fs';
import readExcelFile from 'read-excel-file/universal';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from '../../../management/src/lib/dates.ts';
import { toCsv } from '../../../management/src/lib/reports/csv.ts';
import {
  balancesTable,
  bookingsTable,
  paymentsTable,
  roomStatusLabel,
  roomsTable,
  studentsTable,
} from '../../../management/src/lib/reports/spreadsheet-tables.ts';
import { xlsxBlob } from '../../../management/src/lib/reports/xlsx.ts';

const students = [
  {
    fullName: 'Zoë Ọ̀ṣun',
    email: 'zoe@example.edu',
    gender: 'female',
    phoneNumber: '+233201234567',
    programmeOfStudy: 'BSc Computer Engineering',
    level: '300',
    guardianName: 'Adébáyọ̀ Ọ̀ṣun',
    guardianPhoneNumber: '+233241112223',
    guardianRelationship: 'otherRelative',
    studentIdNumber: 'UG/2023/04512',
    isActive: true,
    room: { roomNumber: 'A101' },
  },
  { fullName: 'Kofi Owusu', email: 'kofi@example.edu', gender: 'male', isActive: false, room: null },
];

const bookings = [
  {
    student: { fullName: 'Zoë Ọ̀ṣun' },
    room: { roomNumber: 'A101', roomType: 'Double' },
    academicYear: '2025/2026',
    semester: 1,
    // Midday, so the day is the same in every time zone the test may run in.
    bookingDate: '2025-09-01T12:00:00.000Z',
    status: 'active',
  },
  {
    student: { fullName: 'Kofi Owusu' },
    room: { roomNumber: 'B12' },
    academicYear: '2024/2025',
    semester: 2,
    status: 'inactive',
  },
];

const rooms = [
  {
    roomNumber: 'A101',
    roomType: 'Double',
    capacity: 2,
    currentOccupancy: 1,
    freeBeds: 1,
    status: 'available',
  },
  {
    roomNumber: 'A102',
    roomType: 'Single',
    capacity: 1,
    currentOccupancy: 1,
    freeBeds: 0,
    status: 'available',
  },
  { roomNumber: 'B201', capacity: 4, currentOccupancy: 0, status: 'maintenance' },
];

/** The day an .xlsx date cell shows: a spreadsheet date has no zone, so its UTC day is what it reads. */
const dayShown = (cell: unknown) => (cell as Date).toISOString().slice(0, 10);

async function readBack(blob: Blob) {
  const sheets = await readExcelFile(blob);
  expect(sheets).toHaveLength(1);
  return sheets[0]!;
}

describe('spreadsheet exports read back from .xlsx', () => {
  it('writes the Students sheet with the columns of docs/spec.md §3, the room held now, the ID number, the guardian relationship and Active/Inactive', async () => {
    const { sheet, data } = await readBack(await xlsxBlob(studentsTable(students)));

    expect(sheet).toBe('Students');
    expect(data).toEqual([
      [
        'Name',
        'Student ID Number',
        'Email',
        'Gender',
        'Phone',
        'Programme',
        'Level',
        'Room',
        'Guardian Name',
        'Guardian Phone',
        'Guardian Relationship',
        'Status',
      ],
      [
        'Zoë Ọ̀ṣun',
        'UG/2023/04512',
        'zoe@example.edu',
        'Female',
        '+233201234567',
        'BSc Computer Engineering',
        300,
        'A101',
        'Adébáyọ̀ Ọ̀ṣun',
        '+233241112223',
        'Other relative',
        'Active',
      ],
      [
        'Kofi Owusu',
        'N/A',
        'kofi@example.edu',
        'Male',
        'N/A',
        'N/A',
        'N/A',
        'No Room',
        'N/A',
        'N/A',
        'N/A',
        'Inactive',
      ],
    ]);
  });

  it('writes the Bookings sheet with Standard for a missing room type and the date as a date', async () => {
    const { sheet, data } = await readBack(await xlsxBlob(bookingsTable(bookings)));

    expect(sheet).toBe('Bookings');
    expect(data).toEqual([
      ['Student', 'Room', 'Academic Year', 'Semester', 'Room Type', 'Booking Date', 'Status'],
      ['Zoë Ọ̀ṣun', 'A101', '2025/2026', 1, 'Double', expect.any(Date), 'Active'],
      ['Kofi Owusu', 'B12', '2024/2025', 2, 'Standard', 'N/A', 'Completed'],
    ]);
    expect(dayShown(data[1]![5])).toBe('2025-09-01');
  });

  it('writes the Rooms sheet with Available, Occupied or the status value', async () => {
    const { sheet, data } = await readBack(await xlsxBlob(roomsTable(rooms)));

    expect(sheet).toBe('Rooms');
    expect(data).toEqual([
      ['Room Number', 'Type', 'Capacity', 'Current Occupancy', 'Status'],
      ['A101', 'Double', 2, 1, 'Available'],
      ['A102', 'Single', 1, 1, 'Occupied'],
      ['B201', 'Standard', 4, 0, 'Maintenance'],
    ]);
  });

  it('writes just the header row for an empty list', async () => {
    const { data } = await readBack(await xlsxBlob(roomsTable([])));

    expect(data).toEqual([['Room Number', 'Type', 'Capacity', 'Current Occupancy', 'Status']]);
  });

  it('writes every header in words, never as a field name', () => {
    const headers = [studentsTable([]), bookingsTable([]), roomsTable([])].flatMap((table) => table.headers);

    expect(headers.filter((header) => /[a-z][A-Z]/.test(header))).toEqual([]);
  });

  it('writes the room column of a student whose list entry has a room, and No Room otherwise', () => {
    const { headers, rows } = studentsTable(students);
    const room = headers.indexOf('Room');

    expect(rows.map((row) => row[room])).toEqual(['A101', 'No Room']);
  });

  it('counts a room without free beds as Occupied even when only occupancy and capacity are known', () => {
    expect(roomStatusLabel({ status: 'available', capacity: 2, currentOccupancy: 2 })).toBe('Occupied');
    expect(roomStatusLabel({ status: 'available', capacity: 2, currentOccupancy: 1 })).toBe('Available');
    expect(roomStatusLabel({ status: 'closed' })).toBe('Closed');
  });

  it('loads the spreadsheet writer only when an export starts', () => {
    const folder = new URL('../../../management/src/lib/reports/', import.meta.url);
    for (const file of ['spreadsheet-tables.ts', 'csv.ts', 'xlsx.ts', 'download.ts', 'pdf-download.ts']) {
      const source = readFileSync(new URL(file, folder), 'utf8');
      expect(source, file).not.toMatch(/^import[^;]*from 'write-excel-file/m);
    }
    expect(readFileSync(new URL('xlsx.ts', folder), 'utf8')).toContain(
      "await import('write-excel-file/universal')",
    );
  });
});

describe('dates in a file, wherever the user is', () => {
  const zoneOfTheRun = process.env.TZ;
  /** Runs the rest of the test as a browser in `zone` would (Node follows TZ as it changes). */
  const inZone = (zone: string) => {
    process.env.TZ = zone;
  };
  afterEach(() => {
    if (zoneOfTheRun === undefined) delete process.env.TZ;
    else process.env.TZ = zoneOfTheRun;
  });

  const owing = {
    student: { fullName: 'Kofi Boateng', email: 'kofi@example.edu' },
    currency: 'GHS',
    due: 90_000,
    buckets: { current: 90_000, days30: 0, days60: 0, days90: 0 },
    oldestDueDate: '2026-01-15',
  };

  it('keep a due date on its own day west of UTC, in CSV as in Excel and on screen', async () => {
    inZone('America/New_York');
    const table = balancesTable([owing]);

    expect(formatDate(owing.oldestDueDate)).toBe('Jan 15, 2026');
    expect(toCsv(table).split('\r\n')[1]).toContain('"Jan 15, 2026"');
    const { data } = await readBack(await xlsxBlob(table));
    expect(dayShown(data[1]![7])).toBe('2026-01-15');
  });

  it('put a payment made after midnight east of UTC on the user’s day, in Excel as in CSV and on screen', async () => {
    inZone('Africa/Nairobi');
    // 01:30 on Jan 5 in Nairobi.
    const at = '2026-01-04T22:30:00.000Z';
    const table = paymentsTable([
      {
        at,
        student: { fullName: 'Amina Njeri' },
        receiptNumber: 'R-000042',
        method: 'online',
        reference: 'hostel-0123',
        amount: 50_000,
        currency: 'KES',
        reversed: false,
      },
    ]);

    expect(formatDate(at)).toBe('Jan 5, 2026');
    expect(toCsv(table).split('\r\n')[1]).toMatch(/^"Jan 5, 2026"/);
    const { data } = await readBack(await xlsxBlob(table));
    expect(dayShown(data[1]![0])).toBe('2026-01-05');
  });
});
