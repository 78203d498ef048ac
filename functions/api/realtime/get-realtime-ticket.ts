import type { RealtimeTicket } from '#contract/realtime';
import { defineOperation } from '../http/operation.ts';
import { countRequest } from '../http/throttle.ts';
import { signedIn } from '../../routes.ts';
import { createRealtimeTicket } from '../../data/realtime-tickets.ts';
import type { ThrottleRule } from '../../data/throttle.ts';

/** Where the WebSocket API is served, on the site's own origin (CloudFront and the local server alike). */
export const socketPath = '/ws';

/**
 * How many tickets one account may ask for in a minute (docs/spec.md §9, decision 0070). The SPA's
 * client (management/src/lib/realtime.ts) asks for one each time a tab's socket opens: at the tab's
 * load, after a drop (at a random moment within a minute), and at most 4 times in a row for a socket
 * that will not open (the first attempt and 3 retries, 1, 2 and 4 s apart), after which the tab polls
 * and asks once more every 2.5 to 7.5 minutes. An account's 20 sockets (its cap, data/connections.ts) all coming back after a
 * deploy ask 20 in that minute; 60 leaves room beside them for a few tabs retrying and for reloads.
 * Counted per account, not per session: a session is one tab, and a signed-in user opens more at will
 * (a sign-in, a remembered browser's new tab), so a limit per session would bound nothing. A tab
 * refused a ticket retries as after any failed attempt, then polls, and still hears a lockdown.
 */
export const ticketsPerAccount: ThrottleRule = { name: 'realtime-tickets', limit: 60, windowSeconds: 60 };

/**
 * GET /realtime/ticket: what a signed-in tab presents to open its socket. Browsers cannot set headers
 * or send the tab's path-scoped cookie on a WebSocket upgrade, so the tab trades its session for a
 * single-use ticket here and offers it as a subprotocol. Each ticket is a table write: past
 * ticketsPerAccount, 429 with Retry-After.
 */
export const getRealtimeTicket = defineOperation({
  route: 'GET /realtime/ticket',
  access: signedIn,
  handle: async ({ session }): Promise<RealtimeTicket> => {
    const { id: sessionId, userId, role, tabId } = session;
    await countRequest([ticketsPerAccount, userId]);
    return { ticket: await createRealtimeTicket({ sessionId, userId, role, tabId }), url: socketPath };
  },
});
