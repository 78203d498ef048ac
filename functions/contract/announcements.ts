import * as z from './zod.ts';
import * as messages from './messages.ts';

/**
 * Announcements (issue #28): staff write to an audience; each recipient gets a notice in their centre
 * (category `announcements`), by mail too if they chose so. A "students with a balance due" audience
 * joins this union when money records balances (issue #28, point 2), resolved in
 * functions/domain/announcements/audience.ts beside the others.
 */
export const audienceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('everyone') }),
    z.object({
      kind: z.literal('block'),
      block: z
        .string(messages.announcements.blockRequired)
        .check(
          z.trim(),
          z.minLength(1, messages.announcements.blockRequired),
          z.maxLength(10, messages.announcements.blockRequired),
        ),
    }),
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
    z.object({
      kind: z.literal('roomType'),
      roomType: z
        .string(messages.announcements.roomTypeRequired)
        .check(
          z.trim(),
          z.minLength(1, messages.announcements.roomTypeRequired),
          z.maxLength(40, messages.announcements.roomTypeRequired),
        ),
    }),
    z.object({ kind: z.literal('waiting') }),
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
    title: z
      .string(messages.announcements.titleRequired)
      .check(
        z.trim(),
        z.minLength(1, messages.announcements.titleRequired),
        z.maxLength(120, messages.announcements.titleRequired),
      ),
    text: z
      .string(messages.announcements.textRequired)
      .check(
        z.trim(),
        z.minLength(1, messages.announcements.textRequired),
        z.maxLength(4000, messages.announcements.textRequired),
      ),
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
