import type { RealtimeTicket } from '#contract/realtime';
import { defineOperation } from '../http/operation.ts';
import { signedIn } from '../../routes.ts';
import { createRealtimeTicket } from '../../data/realtime-tickets.ts';

/** Where the WebSocket API is served, on the site's own origin (CloudFront and the local server alike). */
export const socketPath = '/ws';

/**
 * GET /realtime/ticket: what a signed-in tab presents to open its socket. Browsers cannot set headers
 * or send the tab's path-scoped cookie on a WebSocket upgrade, so the tab trades its session for a
 * single-use ticket here and passes it in the socket's query string.
 */
export const getRealtimeTicket = defineOperation({
  route: 'GET /realtime/ticket',
  access: signedIn,
  handle: async ({ session }): Promise<RealtimeTicket> => {
    const { id: sessionId, userId, role, tabId } = session;
    return { ticket: await createRealtimeTicket({ sessionId, userId, role, tabId }), url: socketPath };
  },
});
