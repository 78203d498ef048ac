import * as z from './zod.ts';
import * as messages from './messages.ts';
import { boundedText, requiredText } from './text-fields.ts';
import { roles } from './roles.ts';
import type { StaffResource } from './staff-resources.ts';

/** GET /realtime/ticket: a single-use ticket and the socket's path on the site's origin. */
export interface RealtimeTicket {
  ticket: string;
  url: string;
}

/** How long a ticket may wait before the socket presents it, in seconds. */
export const ticketLifetimeSeconds = 60;

/** What a client announces after connecting (docs/spec.md §4, §7): the server checks it against its ticket. */
export const joinUserMessageSchema = z.object({
  event: z.literal('join-user'),
  data: z.object({
    userId: z.string(),
    role: z.enum(roles),
    tabId: z.string(),
  }),
});

export type JoinUserMessage = z.infer<typeof joinUserMessageSchema>;

/**
 * What the server pushes to every open socket. Staff hear the lockdown's reason; students are sent the
 * event without it and see only the generic message (docs/spec.md §4, §8). Both lockdown events carry
 * the time of their switch (the lockdown's `changedAt`): the pushes of two quick switches can reach a
 * tab in either order, and the tab keeps the later switch (decision 0092).
 */
export type RealtimeEvent =
  | { event: 'emergency-lockdown'; data: { reason?: string; changedAt: string } }
  | { event: 'emergency-unlock'; data: { changedAt: string } }
  /** A new entry in the user's notification centre (issue #28): the tab refreshes its bell. */
  | { event: 'notification'; data: { id: string; category: string; title: string } }
  /** The user read one or all of their notifications in some tab: every tab of theirs refreshes its bell. */
  | { event: 'notifications-read'; data: { unread: number } }
  /**
   * Staff changed something every staff tab may show (decision 0066): the tab reads it again. It names
   * the resource only, never what changed, and reaches staff's sockets only.
   */
  | { event: 'changed'; data: { resource: StaffResource } };

/** PUT /super-admin/emergency: on with a reason, or off. */
export const lockdownSwitchSchema = z.discriminatedUnion(
  'active',
  [
    z.object({
      active: z.literal(true),
      reason: requiredText({
        max: 500,
        required: messages.lockdownSwitch.reasonRequired,
        tooLong: messages.lockdownSwitch.reasonTooLong,
      }),
      /**
       * What students should do, shown on the sign-in page to everyone while the lockdown lasts (issue
       * #28); the reason stays with staff.
       */
      instructions: z.optional(boundedText(500, messages.lockdownSwitch.instructionsTooLong)),
    }),
    z.object({ active: z.literal(false) }),
  ],
  { error: messages.lockdownSwitch.activeRequired },
);

export type LockdownSwitch = z.infer<typeof lockdownSwitchSchema>;
