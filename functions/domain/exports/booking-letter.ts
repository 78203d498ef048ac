import { brand } from '#contract/brand';
import { orMissing, roomTypeOrDefault } from '#contract/shown-values';
import type { Stay } from '../residence/stay.ts';
import { ReportWriter } from './report-writer.ts';

/** The first sentence of a text, for the rules' summary. */
const firstSentence = (text: string) => /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;

/**
 * The booking letter a resident downloads from their page: the hostel confirms who holds which bed for
 * which period and days, with the house rules in short (one line a rule, the whole text on /rules).
 */
export async function buildBookingLetter(input: {
  student: { fullName: string; studentIdNumber?: string };
  stay: Stay;
  generatedAt: Date;
  timeZone: string;
}): Promise<Uint8Array> {
  const { student, stay } = input;
  const { booking, room } = stay;
  const period = `${booking.academicYear} Semester ${booking.semester}`;
  const letter = await ReportWriter.create('Booking Letter', input.generatedAt, input.timeZone);
  letter.heading(student.fullName, `Student ID number ${orMissing(student.studentIdNumber)}`);
  letter.paragraph(
    `${brand.name} confirms that ${student.fullName} holds a bed in Room ${room.roomNumber} for the academic period ${period}.`,
  );
  letter.section('Your Room');
  letter.fields(
    [
      ['Room', room.roomNumber],
      ['Room Type', roomTypeOrDefault(room.roomType)],
      ['Block', orMissing(room.block)],
      ['Floor', String(room.floor)],
    ],
    4,
  );
  letter.section('Your Stay');
  letter.fields(
    [
      ['Academic Period', period],
      ['Booked On', letter.date(booking.bookingDate)],
      ['Arrival', letter.date(stay.arrival)],
      ['Departure', letter.date(stay.departure)],
    ],
    4,
  );
  letter.section(stay.houseRules.title);
  for (const rule of stay.houseRules.sections)
    letter.paragraph(`${rule.heading}: ${firstSentence(rule.paragraphs[0] ?? '')}`);
  letter.note(
    'These are the rules in short. The full house rules, part of your booking terms, are on our website.',
  );
  return letter.finish();
}
