import { isDay } from './days.ts';
import * as messages from './messages.ts';
import { maxAmount } from './amounts.ts';
import * as z from './zod.ts';
import { boundedText, requiredText } from './text-fields.ts';
import { conditionItems, conditions, maxConditionPhotos, type ConditionEntry } from './conditions.ts';
import { uploadKeysSchema } from './uploads.ts';

export * from './conditions.ts';

/**
 * The desk (issue #30 §1): a booking's arrival and departure, its check-in with the room's condition
 * item by item, the student's answer to that report, and its check-out with the deposit's deductions.
 * docs/decisions/0038-desk-record-beside-the-booking.md says where it is kept and why.
 */

/** The longest stay a booking may have, and how far its days may stray from the semester's. */
export const maxStayDays = 366;
export const datesSlackDays = 90;

const dayText = z.string(messages.desk.dateInvalid).check(z.refine(isDay, messages.desk.dateInvalid));
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** PUT /bookings/{id}/dates (staff): the booking's own days, or null to follow the semester's again. */
export const bookingDatesSchema = z.object({
  dates: z.nullable(
    z.object({ arrival: dayText, departure: dayText }, messages.desk.datesRequired).check(
      z.refine(
        (dates) => !isDay(dates.arrival) || !isDay(dates.departure) || dates.departure > dates.arrival,
        {
          message: messages.desk.departureBeforeArrival,
          path: ['departure'],
        },
      ),
      z.refine(
        (dates) =>
          !isDay(dates.arrival) ||
          !isDay(dates.departure) ||
          dayNumber(dates.departure) - dayNumber(dates.arrival) <= maxStayDays,
        { message: messages.desk.stayTooLong(maxStayDays), path: ['departure'] },
      ),
    ),
  ),
});
export type BookingDates = z.infer<typeof bookingDatesSchema>;

/** Whether booking days lie within the slack around the semester's (the days may be null: no bound). */
export function datesNearSemester(
  dates: { arrival: string; departure: string },
  semester: { arrival: string; departure: string } | null,
): boolean {
  if (!semester) return true;
  return (
    dayNumber(dates.arrival) >= dayNumber(semester.arrival) - datesSlackDays &&
    dayNumber(dates.departure) <= dayNumber(semester.departure) + datesSlackDays
  );
}

const note = boundedText(500, messages.desk.noteInvalid);

const conditionEntry = z.object({
  item: z.enum(conditionItems, messages.desk.itemUnknown),
  condition: z.enum(conditions, messages.desk.conditionInvalid),
  note: z._default(note, ''),
  photoKeys: uploadKeysSchema(maxConditionPhotos),
});

/** Every item of the room once, in any order; a photo belongs to one item. */
const report = z.array(conditionEntry, messages.desk.itemsIncomplete).check(
  z.refine(
    (entries) =>
      entries.length === conditionItems.length &&
      conditionItems.every((name) => entries.some((entry) => entry.item === name)),
    messages.desk.itemsIncomplete,
  ),
  z.refine((entries) => {
    const keys = entries.flatMap((entry) => entry.photoKeys);
    return new Set(keys).size === keys.length;
  }, messages.uploads.repeated),
);

/** POST /bookings/{id}/check-in (staff). */
export const checkInSchema = z.object({
  keyNumber: requiredText({
    max: 40,
    required: messages.desk.keyRequired,
    tooLong: messages.desk.keyRequired,
  }),
  items: report,
});
export type CheckInInput = z.infer<typeof checkInSchema>;

/**
 * POST /bookings/{id}/check-in/answer (the student): the items they dispute, each with why; none (or no
 * list) confirms the whole report.
 */
export const checkInAnswerSchema = z.object({
  disputes: z._default(
    z
      .array(
        z.object({
          item: z.enum(conditionItems, messages.desk.itemUnknown),
          note: requiredText({
            max: 500,
            required: messages.desk.disputeNoteRequired,
            tooLong: messages.desk.noteInvalid,
          }),
        }),
        messages.desk.disputesInvalid,
      )
      .check(
        z.refine(
          (disputes) => new Set(disputes.map((dispute) => dispute.item)).size === disputes.length,
          messages.desk.disputesInvalid,
        ),
      ),
    [],
  ),
});
export type CheckInAnswerInput = z.infer<typeof checkInAnswerSchema>;

export const maxDeductions = 10;

/**
 * A moment as the desk stores it (Date's toISOString, in UTC): checked by its shape, as z.iso.datetime
 * would add 2 KB to the bookings and desk Lambdas for no more than this.
 */
const storedTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?Z$/;

/**
 * A room handed back to the desk: its key or card returned or not, and its condition item by item. At
 * check-out, and at a move of a student checked in, as `leaving` of the move (docs/decisions/0106).
 * `checkedInAt` names the check-in the condition was compared with, by its time (a booking's check-ins
 * have no other name): one that is no longer the booking's is refused rather than filed with the one
 * there is now. Optional for the clients of the release before it, which sent none.
 */
export const roomLeftSchema = z.object({
  keyReturned: z.boolean(messages.desk.keyReturnedRequired),
  items: report,
  checkedInAt: z.optional(
    z.string(messages.desk.checkedInAtInvalid).check(z.regex(storedTime, messages.desk.checkedInAtInvalid)),
  ),
});
export type RoomLeftInput = z.infer<typeof roomLeftSchema>;

/** POST /bookings/{id}/check-out (staff). */
export const checkOutSchema = z.extend(roomLeftSchema, {
  deductions: z._default(
    z
      .array(
        z.object({
          reason: requiredText({
            max: 200,
            required: messages.desk.deductionReasonRequired,
            tooLong: messages.desk.deductionReasonRequired,
          }),
          amount: z
            .number(messages.desk.deductionAmountInvalid)
            .check(
              z.int(messages.desk.deductionAmountInvalid),
              z.gte(1, messages.desk.deductionAmountInvalid),
              z.lte(maxAmount, messages.desk.deductionAmountInvalid),
            ),
        }),
        messages.desk.deductionsInvalid,
      )
      .check(z.maxLength(maxDeductions, messages.desk.deductionsInvalid)),
    [],
  ),
});
export type CheckOutInput = z.infer<typeof checkOutSchema>;

/** The items whose condition at check-out is worse than, or differs from, check-in's. */
export function conditionChanges(checkIn: readonly ConditionEntry[], checkOut: readonly ConditionEntry[]) {
  return checkOut
    .map((after) => ({
      item: after.item,
      before: checkIn.find((e) => e.item === after.item)?.condition,
      after,
    }))
    .filter((change) => change.before !== change.after.condition)
    .map((change) => ({ item: change.item, before: change.before ?? null, after: change.after.condition }));
}

/** One booking of today's desk list (GET /desk/today). */
export interface DeskBooking {
  bookingId: string;
  publicId: string;
  student: { id: string; fullName: string };
  room: { roomNumber: string };
  arrival: string | null;
  departure: string | null;
  checkedIn: boolean;
  /** Moved to this room after a check-in to another: to check in here (docs/decisions/0102). */
  movedSinceCheckIn: boolean;
}

export interface DeskTodayResponse {
  /** Today in the reader's zone (`timeZone`; UTC's without one, decision 0109). */
  day: string;
  /** When that day ends there (an ISO time): the next day's start, when the dashboard reads it again. */
  dayEndsAt: string;
  arrivals: DeskBooking[];
  departures: DeskBooking[];
  /** Bookings moved after their check-in and not yet checked in to their new room, whatever their days. */
  moved: DeskBooking[];
}
