/**
 * The desk's records as every screen shows them (issue #30 §1), without the validation library, so a
 * screen that only shows them (the resident's page, the dashboard) does not load it. The schemas that
 * write them are in desk.ts.
 */
import { namedOnly, type NamedOnly } from './staff-names.ts';
import type { PhotoLink } from './uploads.ts';

/** What the desk looks at in every room, in the order a walk through the room meets them. */
export const conditionItems = [
  'Door and lock',
  'Walls and ceiling',
  'Floor',
  'Window and curtains',
  'Lights and sockets',
  'Bed and mattress',
  'Desk and chair',
  'Wardrobe',
] as const;
export type ConditionItemName = (typeof conditionItems)[number];

export const conditions = ['good', 'fair', 'damaged'] as const;
export type Condition = (typeof conditions)[number];
export const conditionLabels: Record<Condition, string> = { good: 'Good', fair: 'Fair', damaged: 'Damaged' };

/** The photos staff may add to one item of a report, as many as a repair report takes. */
export const maxConditionPhotos = 3;

/**
 * One item of a condition report. An object rather than a pair, so its photos joined it as optional
 * fields without rewriting the reports already stored.
 */
export interface ConditionEntry {
  item: ConditionItemName;
  condition: Condition;
  /** Staff's words on the item; empty when there is nothing to say. */
  note: string;
  /**
   * The item's photos as uploads' keys: in a check-in or check-out, those staff uploaded; stored, those
   * kept. Never sent to a screen, which gets `photos`.
   */
  photoKeys?: string[];
  /** The item's photos as a reader gets them: short-lived signed links. */
  photos?: PhotoLink[];
}

/** Who did something at the desk, as their name was then. */
export interface DeskActor {
  id: string;
  name: string | null;
}

/** A desk record as its student reads it: who did it by name, not by id (contract/staff-names.ts). */
type ForStudent<Done extends { by: DeskActor }> = Omit<Done, 'by'> & { by: NamedOnly<DeskActor> };

/** The student's answer to the check-in report: every item agreed, except those disputed with a note. */
export interface CheckInAnswer {
  at: string;
  disputes: { item: ConditionItemName; note: string }[];
}

export interface CheckIn {
  at: string;
  by: DeskActor;
  /** The key or card handed out. */
  keyNumber: string;
  items: ConditionEntry[];
  /** Null until the student confirms or disputes the report. */
  answer: CheckInAnswer | null;
}

/**
 * How a room was handed back at a move, as a check-out records it: the key or card returned or not, and
 * the room's condition item by item (docs/decisions/0106). Its time is the move's.
 */
export interface RoomLeft {
  by: DeskActor;
  keyReturned: boolean;
  items: ConditionEntry[];
}

/**
 * A check-in of a room the student has since left: a move of a student checked in keeps it on the
 * booking's history rather than as the check-in of the room they moved to (docs/decisions/0102).
 */
export interface CheckInLeft extends CheckIn {
  /** The room it was of, by the number it had then. */
  room: { roomNumber: string };
  movedAt: string;
  movedTo: { roomNumber: string };
  /** How the room was left; null for a move before 0106 or one the operator's command filed. */
  leaving: RoomLeft | null;
}

export interface Deduction {
  reason: string;
  /** Minor units of the deposit's currency. */
  amount: number;
}

export interface CheckOut {
  at: string;
  by: DeskActor;
  /** Null: not recorded, a check-out without the desk's inspection (its `items` are then empty). */
  keyReturned: boolean | null;
  items: ConditionEntry[];
  deductions: Deduction[];
  /** The deposit the booking held, what was given back, and their currency (null: no deposit held). */
  depositHeld: number;
  refunded: number;
  currency: string | null;
}

/**
 * A booking's stay as the desk keeps it (GET /bookings/{id}/stay). The days are the booking's own when
 * staff set them (`ownDates`), else the semester's for a booking of the current period, else null.
 */
export interface BookingStay {
  bookingId: string;
  arrival: string | null;
  departure: string | null;
  ownDates: boolean;
  /** The check-in of the room the booking holds now; null until the desk checks the student in to it. */
  checkIn: CheckIn | null;
  /**
   * Check-ins of rooms left by a move, oldest first, each with how the room was left: staff's history,
   * never what check-out compares the room the booking holds with.
   */
  earlierCheckIns: CheckInLeft[];
  checkOut: CheckOut | null;
}

export type CheckInForStudent = ForStudent<CheckIn>;
export type CheckOutForStudent = ForStudent<CheckOut>;
export type CheckInLeftForStudent = Omit<ForStudent<CheckInLeft>, 'leaving'> & {
  leaving: ForStudent<RoomLeft> | null;
};

/**
 * A booking's stay as its student reads it: the report of the room they hold now, the one they answer,
 * and each room they left by a move with how they left it, which check-out may deduct for (decision
 * 0106); none of it names staff by id.
 */
export type BookingStayForStudent = Omit<BookingStay, 'checkIn' | 'earlierCheckIns' | 'checkOut'> & {
  checkIn: CheckInForStudent | null;
  earlierCheckIns: CheckInLeftForStudent[];
  checkOut: CheckOutForStudent | null;
};

export const checkInForStudent = (checkIn: CheckIn): CheckInForStudent => ({
  ...checkIn,
  by: namedOnly(checkIn.by),
});

const checkInLeftForStudent = (left: CheckInLeft): CheckInLeftForStudent => ({
  ...left,
  by: namedOnly(left.by),
  leaving: left.leaving && { ...left.leaving, by: namedOnly(left.leaving.by) },
});

export const stayForStudent = (stay: BookingStay): BookingStayForStudent => ({
  ...stay,
  checkIn: stay.checkIn && checkInForStudent(stay.checkIn),
  earlierCheckIns: stay.earlierCheckIns.map(checkInLeftForStudent),
  checkOut: stay.checkOut && { ...stay.checkOut, by: namedOnly(stay.checkOut.by) },
});

/** GET /bookings/{id}/stay: as staff read it, or its student (`BookingStayResponse<BookingStayForStudent>`). */
export interface BookingStayResponse<Stay extends BookingStayForStudent = BookingStay> {
  stay: Stay;
  /** The deposit the booking holds now (its charges not reversed); currency null when it holds none. */
  deposit: { held: number; currency: string | null };
}
