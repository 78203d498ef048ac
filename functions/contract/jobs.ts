import { noticeCategories } from './notifications.ts';
import { roles } from './roles.ts';
import { staffResources } from './staff-resources.ts';
import * as z from './zod.ts';

/**
 * The lockdown switch a fan-out announces, as the switch stored it: each job of the fan-out checks it
 * is still the current state before telling anyone.
 */
export const announcedLockdownSchema = z.object({
  active: z.boolean(),
  reason: z.string(),
  changedAt: z.string(),
});
export type AnnouncedLockdown = z.infer<typeof announcedLockdownSchema>;

const mailSchema = z.object({
  to: z.email(),
  subject: z.string().check(z.minLength(1)),
  text: z.string(),
  html: z.string(),
});

/**
 * A notice on its way to a user (functions/domain/notifications/notices.ts): with the id and moment of
 * its entry in their notification list, fixed before it is queued so every retry writes the same entry.
 */
export const deliveredNoticeSchema = z.object({
  id: z.string().check(z.regex(/^[0-9a-f]{24}$/)),
  at: z.string().check(z.maxLength(40)),
  userId: z.string().check(z.minLength(1)),
  category: z.enum(noticeCategories),
  title: z.string().check(z.minLength(1)),
  link: z.optional(z.string()),
  mail: mailSchema,
  announcement: z.optional(
    z.object({
      id: z.string(),
      text: z.string(),
      pinned: z.boolean(),
      expiresAt: z.optional(z.string()),
    }),
  ),
});
export type DeliveredNotice = z.infer<typeof deliveredNoticeSchema>;

/**
 * A mail on the mail line (functions/domain/notifications/mail-line.ts): a notice's mail names its
 * entry, on which it is claimed and marked sent, so it reaches SES once.
 */
const lineMailSchema = z.object({
  mail: mailSchema,
  notice: z.optional(z.object({ userId: z.string().check(z.minLength(1)), id: z.string() })),
});
export type LineMail = z.infer<typeof lineMailSchema>;

/** Sockets to close from the server side, by their connection ids. */
const socketsSchema = z.object({ connections: z.array(z.string()) });

/**
 * What each kind of message on the jobs queue carries. The senders (functions/platform/job-queue.ts)
 * read its types and the worker (functions/jobs/registry.ts) the map, so code that hands work to the
 * queue never imports the jobs that run it. The worker validates every payload against its schema; the
 * senders, which never do, take which queue a kind goes on from ./job-queues.ts, so they carry none.
 */
export const jobPayloads = {
  'send-mail': mailSchema,
  'deliver-notice': deliveredNoticeSchema,
  'lockdown-fan-out': z.object({
    announced: announcedLockdownSchema,
    cursor: z.optional(z.record(z.string(), z.unknown())),
  }),
  'lockdown-push': z.object({
    announced: announcedLockdownSchema,
    recipients: z.array(z.object({ id: z.string(), role: z.enum(roles) })),
  }),
  'lockdown-close': socketsSchema,
  'close-sockets': socketsSchema,
  'end-late-sessions': z.object({ userId: z.string().check(z.minLength(1), z.maxLength(64)) }),
  'erase-account': z.object({ userId: z.string().check(z.minLength(1), z.maxLength(64)) }),
  'staff-changed': z.object({ resource: z.enum(staffResources) }),
  'roll-over': z.object({ rollOverId: z.string() }),
  'clear-bookings': z.object({
    by: z.object({ id: z.string(), role: z.enum([...roles, 'system']) }),
    before: z.string(),
    cursor: z.record(z.string(), z.unknown()),
  }),
  'password-reset-link': z.object({ email: z.email() }),
  registration: z.object({ registrationId: z.string().check(z.minLength(1), z.maxLength(40)) }),
  'verification-link': z.object({ email: z.email() }),
  'email-change-links': z.object({ userId: z.string().check(z.minLength(1)), newEmail: z.email() }),
  'email-changed-notice': z.object({
    userId: z.string().check(z.minLength(1)),
    oldEmail: z.email(),
    newEmail: z.email(),
    // When the change was made (ISO), for the undo link (decision 0082); jobs queued before have none.
    changedAt: z.optional(z.string().check(z.maxLength(40))),
  }),
  // `freedAt` (when the bed was freed) rides along for the logs and the benchmark's figures.
  'offer-beds': z.object({ freedAt: z.optional(z.string().check(z.maxLength(40))) }),
  'expire-offers': z.object({}),
  'flush-outbox': z.object({}),
  'count-overdue-repairs': z.object({}),
  'repair-summary': z.object({}),
  'payment-reminders': z.object({}),
  'release-unpaid-bookings': z.object({}),
  // `next`: the page after a run's, within that run's bounds (ISO times the payments started between).
  'reconcile-online-payments': z.object({
    next: z.optional(
      z.object({
        bounds: z.object({ from: z.string().check(z.maxLength(40)), to: z.string().check(z.maxLength(40)) }),
        cursor: z.record(z.string(), z.unknown()),
      }),
    ),
  }),
  'payment-reminders-send': z.object({
    studentIds: z.array(z.string().check(z.minLength(1), z.maxLength(40))).check(z.maxLength(100)),
  }),
  'announcement-fan-out': z.object({ announcementId: z.string().check(z.minLength(1), z.maxLength(40)) }),
  // `raise`: the priority event that raised the request to urgent, when its report did not say urgent.
  'urgent-repair-fan-out': z.object({
    requestId: z.string().check(z.minLength(1), z.maxLength(40)),
    raise: z.optional(z.string().check(z.minLength(1), z.maxLength(40))),
  }),
  'announcement-deliver': z.object({
    announcementId: z.string().check(z.minLength(1), z.maxLength(40)),
    recipients: z.array(
      z.object({
        userId: z.string(),
        email: z.email(),
        fullName: z.string(),
        student: z.optional(z.boolean()),
      }),
    ),
  }),
  // Mails whose hand-off to SES is booked on the line: the first at `firstAt` (ms since the epoch), the
  // others `spacingMs` apart. `attempt` counts the times they came back throttled or refused.
  'paced-mail': z.object({
    mails: z.array(lineMailSchema).check(z.minLength(1)),
    // Plain refinements: zod's number checks would add 4 KB to the jobs worker, at its budget.
    firstAt: z.number(),
    spacingMs: z.number().check(z.refine((ms) => ms > 0)),
    attempt: z.number().check(z.refine((n) => Number.isInteger(n) && n >= 0)),
  }),
};

export type JobKind = keyof typeof jobPayloads;

/** One message for the queue: a kind and the payload its schema accepts. */
export type Job = {
  [K in JobKind]: { kind: K; payload: z.input<(typeof jobPayloads)[K]> };
}[JobKind];
