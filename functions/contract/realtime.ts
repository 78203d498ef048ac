import * as z from './zod.ts';
import { messages } from './messages.ts';
import { roles } from './roles.ts';

/** GET /realtime/ticket: a single-use ticket and the socket's path on the site's origin. */
export interface RealtimeTicket {
  ticket: string;
  url: string;
}

/** How long a ticket may wait before the socket presents it, in seconds. */
export const ticketLifetimeSeconds = 60;

/**
 * The subprotocol of the product's socket. The client offers it and, beside it, the ticket as a second
 * subprotocol `ticket.<ticket>` (the Sec-WebSocket-Protocol header), never in the URL: CloudFront's
 * access logs keep every URL's query for 90 days, and no header of this kind (issue 25). The server
 * accepts the upgrade by echoing this one, never the ticket.
 */
export const realtimeProtocol = 'northgate-realtime';
const ticketProtocolPrefix = 'ticket.';

/** The subprotocols a client offers for `ticket` (base64url, so a valid protocol token). */
export const socketProtocols = (ticket: string) => [realtimeProtocol, `${ticketProtocolPrefix}${ticket}`];

/**
 * The ticket a Sec-WebSocket-Protocol header carries, when it also offers the product's subprotocol;
 * undefined otherwise.
 */
export function ticketOfProtocols(header: string | undefined): string | undefined {
  const offered = (header ?? '').split(',').map((protocol) => protocol.trim());
  if (!offered.includes(realtimeProtocol)) return undefined;
  const ticket = offered.find((protocol) => protocol.startsWith(ticketProtocolPrefix));
  return ticket ? ticket.slice(ticketProtocolPrefix.length) || undefined : undefined;
}

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
 * event without it and see only the generic message (docs/spec.md §4, §8).
 */
export type RealtimeEvent =
  | { event: 'emergency-lockdown'; data: { reason?: string } }
  | { event: 'emergency-unlock'; data: Record<string, never> };

/** PUT /super-admin/emergency: on with a reason, or off. */
export const lockdownSwitchSchema = z.discriminatedUnion(
  'active',
  [
    z.object({
      active: z.literal(true),
      reason: z
        .string(messages.lockdown.reasonRequired)
        .check(
          z.trim(),
          z.minLength(1, messages.lockdown.reasonRequired),
          z.maxLength(500, messages.lockdown.reasonTooLong),
        ),
    }),
    z.object({ active: z.literal(false) }),
  ],
  { error: messages.lockdown.activeRequired },
);

export type LockdownSwitch = z.infer<typeof lockdownSwitchSchema>;
