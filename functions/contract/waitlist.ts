import * as z from './zod.ts';
import { boundedText, requiredText } from './text-fields.ts';
import * as messages from './messages.ts';

/**
 * The waitlist (README, "Waitlist"): a student with no active booking waits for a bed of the room types
 * they accept, in order of preference, optionally in one block. When a bed they may take frees, the
 * first eligible student in the queue is offered it; the bed is held for them until they accept,
 * decline or the offer expires (settings.waitlistOfferHours).
 */
export const waitlistStatuses = ['waiting', 'offered'] as const;
export type WaitlistStatus = (typeof waitlistStatuses)[number];

/** A student may list this many room types. */
export const maxWaitlistRoomTypes = 5;

export interface WaitlistOffer {
  id: string;
  roomId: string;
  roomPublicId: string;
  roomNumber: string;
  roomType: string;
  block: string;
  offeredAt: string;
  expiresAt: string;
}

export interface WaitlistStudent {
  id: string;
  publicId: string;
  fullName: string;
  email: string;
}

export interface WaitlistEntry {
  studentId: string;
  student: WaitlistStudent;
  gender: 'male' | 'female' | null;
  academicYear: string;
  semester: number;
  /** In order of preference. */
  roomTypes: string[];
  block: string | null;
  rank: number;
  joinedAt: string;
  status: WaitlistStatus;
  offer?: WaitlistOffer;
}

const roomType = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, messages.waitlist.roomTypeLength),
    z.maxLength(40, messages.waitlist.roomTypeLength),
  );

/** POST /waitlist (student). */
export const joinWaitlistSchema = z.object({
  roomTypes: z.array(roomType, messages.waitlist.roomTypesRequired).check(
    z.minLength(1, messages.waitlist.roomTypesRequired),
    z.maxLength(maxWaitlistRoomTypes, messages.waitlist.roomTypesTooMany(maxWaitlistRoomTypes)),
    z.refine((types) => new Set(types).size === types.length, messages.waitlist.roomTypesDistinct),
  ),
  block: z.optional(
    z.nullable(
      z.pipe(
        boundedText(10, messages.waitlist.blockLong),
        z.transform((value) => value.toUpperCase() || null),
      ),
    ),
  ),
});
export type JoinWaitlist = z.input<typeof joinWaitlistSchema>;

const reason = requiredText({ max: 500, required: messages.waitlist.reasonRequired });

/** DELETE-like POST /waitlist/entries/{id}/remove (staff): the reason is told to the student. */
export const removeWaitlistEntrySchema = z.object({ reason });

/**
 * POST /waitlist/entries/{id}/move (staff): one place up or down, with the reason recorded; within one
 * room type's queue when `roomType` names it (the queue staff are looking at), else in the whole queue.
 */
export const moveWaitlistEntrySchema = z.object({
  direction: z.enum(['up', 'down'], messages.waitlist.directionInvalid),
  reason,
  roomType: z.optional(roomType),
});

/** GET /waitlist/queue and /waitlist/waiting (staff). */
export const waitlistQueueQuerySchema = z.object({
  roomType: z.optional(roomType),
  roomId: z.optional(z.string().check(z.maxLength(64, messages.addresses.identifierInvalid))),
});

/** A student's own view: their entry, where they stand for each room type they accept, and any offer. */
export interface MyWaitlist {
  entry: WaitlistEntry | null;
  /** 1-based, among the entries still waiting for that room type (offered ones hold a bed already). */
  positions: Array<{ roomType: string; position: number; waiting: number }>;
  offerHours: number;
  /** A student with an active booking cannot join. */
  hasActiveBooking: boolean;
  /** Free beds in available rooms the student may live in: the dashboard offers the queue only at 0. */
  freeBeds: number;
  /** The room types and blocks of rooms the student may live in (their gender's or mixed), to choose from. */
  roomTypes: string[];
  blocks: string[];
}

export interface QueueEntry extends WaitlistEntry {
  /** 1-based place among the waiting entries of the listed room type; null while holding an offer. */
  position: number | null;
}

/** GET /waitlist/queue (staff): the period's queue, optionally of one room type. */
export interface WaitlistQueue {
  academicYear: string;
  semester: number;
  roomType: string | null;
  entries: QueueEntry[];
  offerHours: number;
}

/** GET /waitlist/waiting (staff): who waits for a bed of this room (a walk-in's booking confirmation). */
export interface WaitingForRoom {
  roomId: string;
  waiting: Array<{ student: WaitlistStudent; position: number; joinedAt: string }>;
}
