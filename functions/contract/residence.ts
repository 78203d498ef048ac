import type { CheckInForStudent } from './desk.ts';
import type { DocumentContent } from './public-content/schemas.ts';

/**
 * The resident's page (docs/spec.md §2, "My Residence"): what a student with a current booking sees of
 * their stay. Roommates are first names only, never anything else of another student.
 */
export interface Residence {
  /** The resident's own number, as their letter prints it; null until they give it on My Profile. */
  studentIdNumber: string | null;
  booking: { publicId: string; bookingDate: string; academicYear: string; semester: number };
  room: { roomNumber: string; roomType: string; block: string; floor: number };
  /** Arrival and departure days (YYYY-MM-DD): the booking's own, else the semester's; null until staff set them. */
  arrival: string | null;
  departure: string | null;
  /** The desk's check-in with its condition report for the student to answer; null before check-in. */
  checkIn: CheckInForStudent | null;
  /** The other residents of the room by first name, or null when staff have turned this off. */
  roommates: { firstName: string }[] | null;
  /** The house rules as the public /rules page shows them (one text, edited under Public Content). */
  houseRules: DocumentContent;
}

/** GET /residence: null without a current booking. */
export interface ResidenceResponse {
  residence: Residence | null;
}
