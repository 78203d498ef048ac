import { studentExportBookingSchema, studentExportSchema } from '#contract/exports';
import {
  bookingStatusLabel,
  capacityLabel,
  genderLabel,
  guardianRelationshipLabel,
  orMissing,
  roomTypeOrDefault,
  studentStatusLabel,
} from '#contract/shown-values';
import type * as z from '#contract/zod';
import { ReportWriter, type TableColumn } from './report-writer.ts';

/** The student and the bookings as the export request carries them (its schema checked them). */
type ProfileStudent = z.output<typeof studentExportSchema>;
type ProfileBooking = z.output<typeof studentExportBookingSchema>;

const historyColumns: TableColumn[] = [
  { header: 'Room', width: 52 },
  { header: 'Room Type', width: 68 },
  { header: 'Capacity', width: 62 },
  { header: 'Booking Date', width: 76 },
  { header: 'Academic Period', width: 104 },
  { header: 'Status', width: 71 },
  { header: 'Archived', width: 82 },
];

const roomOf = (booking: ProfileBooking) => ({
  number: booking.room?.roomNumber ?? booking.roomNumber,
  type: booking.room?.roomType ?? booking.roomType,
  capacity: booking.room?.capacity ?? booking.capacity,
});

/** docs/spec.md §2: '{academicYear} Semester {semester}'. */
function academicPeriod(booking: ProfileBooking): string {
  if (!booking.academicYear && !booking.semester) return orMissing(undefined);
  return `${orMissing(booking.academicYear)} Semester ${orMissing(booking.semester)}`;
}

const isActive = (booking: ProfileBooking) => booking.status?.toLowerCase() === 'active';

/**
 * The student profile PDF, laid out as the admin's student profile screen (docs/spec.md §2): summary cards,
 * then Current Booking, Personal Information, Academic Information, Guardian Information, and the booking
 * history.
 */
export async function buildStudentProfileReport(input: {
  student: ProfileStudent;
  bookings: readonly ProfileBooking[];
  generatedAt: Date;
  timeZone: string;
}): Promise<Uint8Array> {
  const { student, bookings } = input;
  const report = await ReportWriter.create('Student Profile', input.generatedAt, input.timeZone);
  const current = bookings.find(isActive);
  const currentRoom = current ? roomOf(current) : undefined;

  const studies = [student.programmeOfStudy, student.level && `Level ${student.level}`].filter(Boolean);
  report.heading(student.fullName, studies.join(' · ') || undefined);
  report.cards([
    { label: 'Status', value: studentStatusLabel(student.isActive) },
    { label: 'Email', value: orMissing(student.email), weight: 2.2 },
    { label: 'Phone', value: orMissing(student.phoneNumber), weight: 1.4 },
    { label: 'Room Status', value: currentRoom?.number ? `Room ${currentRoom.number}` : 'No Room' },
  ]);

  report.section('Current Booking');
  if (current && currentRoom) {
    report.fields(
      [
        ['Room Number', orMissing(currentRoom.number)],
        ['Room Type', roomTypeOrDefault(currentRoom.type)],
        ['Capacity', capacityLabel(currentRoom.capacity)],
        ['Booking Date', report.date(current.bookingDate)],
        ['Academic Period', academicPeriod(current)],
        ['Status', bookingStatusLabel(current.status)],
      ],
      3,
    );
  } else {
    report.note('No Active Booking');
  }

  report.section('Personal Information');
  report.fields([
    ['Full Name', student.fullName],
    ['Email', orMissing(student.email)],
    ['Gender', genderLabel(student.gender)],
    ['Phone Number', orMissing(student.phoneNumber)],
    ['Date of Birth', report.date(student.dateOfBirth)],
    ['Member Since', report.date(student.createdAt)],
  ]);

  report.section('Academic Information');
  report.fields([
    ['Student ID Number', orMissing(student.studentIdNumber)],
    ['Programme of Study', orMissing(student.programmeOfStudy)],
    ['Level', orMissing(student.level)],
  ]);

  report.section('Guardian Information');
  report.fields([
    ['Guardian Name', orMissing(student.guardianName)],
    ['Guardian Phone Number', orMissing(student.guardianPhoneNumber)],
    ['Relationship', guardianRelationshipLabel(student.guardianRelationship)],
  ]);

  report.section('Booking History');
  if (bookings.length === 0) {
    report.note('No bookings yet.');
  } else {
    report.table(
      historyColumns,
      bookings.map((booking) => {
        const room = roomOf(booking);
        return [
          orMissing(room.number),
          roomTypeOrDefault(room.type),
          capacityLabel(room.capacity),
          report.date(booking.bookingDate),
          academicPeriod(booking),
          bookingStatusLabel(booking.status),
          report.date(booking.archivedAt),
        ];
      }),
    );
  }
  return report.finish();
}
