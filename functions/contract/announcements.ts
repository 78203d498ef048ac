import * as z from './zod.ts';
import * as messages from './messages.ts';
import { recordIdParam } from './record-ids.ts';
import type { NamedOnly } from './staff-names.ts';

/**
 * Announcements (issue #28): staff write to an audience; each recipient gets a notice in their centre
 * (category `announcements`), by mail too if they chose so. Each audience is resolved in
 * functions/domain/announcements/audience.ts when the announcement goes out.
 */
/** A required text (a name, a title), up to `max` characters, with one message for every way it is wrong. */
const named = (message: string, max: number) =>
  z.string(message).check(z.trim(), z.minLength(1, message), z.maxLength(max, message));

export const audienceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('everyone') }),
    z.object({ kind: z.literal('block'), block: named(messages.announcements.blockRequired, 10) }),
    z.object({
      kind: z.literal('floor'),
      floor: z
        .number(messages.announcements.floorInvalid)
        .check(
          z.int(messages.announcements.floorInvalid),
          z.gte(0, messages.announcements.floorInvalid),
          z.lte(200, messages.announcements.floorInvalid),
        ),
    }),
    z.object({ kind: z.literal('roomType'), roomType: named(messages.announcements.roomTypeRequired, 40) }),
    z.object({ kind: z.literal('waiting') }),
    z.object({ kind: z.literal('balanceDue') }),
    z.object({ kind: z.literal('staff') }),
  ],
  { error: messages.announcements.audienceInvalid },
);
export type Audience = z.infer<typeof audienceSchema>;

/** How far ahead an announcement may be scheduled. */
export const maxScheduleDays = 30;

const when = z.iso.datetime({ offset: true, error: messages.announcements.whenInvalid });

/** POST /announcements (staff). */
export const publishAnnouncementSchema = z
  .object({
    title: named(messages.announcements.titleRequired, 120),
    text: named(messages.announcements.textRequired, 4000),
    audience: audienceSchema,
    pinned: z._default(z.boolean(), false),
    /** When to publish; absent publishes now. */
    publishAt: z.optional(when),
    /** When the announcement stops showing as pinned. */
    expiresAt: z.optional(when),
  })
  .check(
    z.refine(
      (input) =>
        !input.publishAt ||
        (Date.parse(input.publishAt) > Date.now() &&
          Date.parse(input.publishAt) <= Date.now() + maxScheduleDays * 24 * 60 * 60 * 1000),
      { message: messages.announcements.publishAtInvalid, path: ['publishAt'] },
    ),
    z.refine(
      (input) =>
        !input.expiresAt ||
        Date.parse(input.expiresAt) > Date.parse(input.publishAt ?? new Date().toISOString()),
      { message: messages.announcements.expiresAtInvalid, path: ['expiresAt'] },
    ),
  );
export type PublishAnnouncement = z.input<typeof publishAnnouncementSchema>;

export interface Announcement {
  id: string;
  title: string;
  text: string;
  audience: Audience;
  pinned: boolean;
  publishAt: string;
  expiresAt: string | null;
  createdAt: string;
  createdBy: { id: string; name: string | null };
  /** `scheduled` until its time, then `sent` once its fan-out has queued every recipient. */
  status: 'scheduled' | 'sending' | 'sent';
  /**
   * How many its audience held when it published (its fan-out read it then), so staff see its delivery
   * reach them all; null before that, and on announcements sent before it was kept.
   */
  recipients: number | null;
}

/** GET /announcements (staff): each with how many it reached and how many read it. */
export interface AnnouncementWithCounts extends Announcement {
  received: number;
  read: number;
}

/** GET /announcements/pinned (signed in): the pinned announcements that reached the caller. */
export interface PinnedAnnouncement {
  id: string;
  title: string;
  text: string;
  at: string;
}

/** GET /announcements/{id} (signed in): the path names one announcement by its id. */
export const announcementParamsSchema = z.object({ id: recordIdParam() });

/**
 * GET /announcements/{id} (signed in): one announcement as its reader reads it, whole, its writer by
 * name only (a student never reads a staff member's id, contract/staff-names.ts).
 */
export interface AnnouncementToRead {
  id: string;
  title: string;
  text: string;
  /** When it published; staff may also read one still scheduled, whose time this is still ahead. */
  publishAt: string;
  createdBy: NamedOnly<Announcement['createdBy']>;
}
