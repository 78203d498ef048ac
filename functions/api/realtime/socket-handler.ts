import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { joinUserMessageSchema } from '#contract/realtime';
import { realtimeProtocol, ticketOfProtocols } from '#contract/socket-protocols';
import {
  deleteConnection,
  getConnection,
  markConnectionJoined,
  putConnection,
} from '../../data/connections.ts';
import { consumeRealtimeTicket } from '../../data/realtime-tickets.ts';
import { revokedByLockdown } from '../session/resolve.ts';
import { getSession } from '../../data/sessions.ts';
import { viewerOf } from '../../platform/edge.ts';
import { getSettings } from '../../data/settings.ts';
import type { Role } from '#contract/roles';
import { annotate, logger, observed } from '../../platform/observability.ts';
import { disconnect } from '../../domain/realtime/broadcast.ts';

/** The $connect event carries the upgrade request's headers (the type omits them). */
type WebSocketEvent = APIGatewayProxyWebsocketEventV2 & {
  headers?: Record<string, string | undefined> | null;
};

const accepted = { statusCode: 200 };
/** An accepted upgrade names the subprotocol it speaks, or the browser drops the socket it offered it on. */
const connected = { statusCode: 200, headers: { 'Sec-WebSocket-Protocol': realtimeProtocol } };
const refused = { statusCode: 401 };
const notThroughSite = { statusCode: 403 };

/**
 * Whether the tab behind a socket is still signed in. A student's is not during a lockdown, nor after
 * one that came since it signed in (the lockdown epoch); staff are never signed out by a lockdown.
 */
async function stillSignedIn(sessionId: string, role: Role): Promise<boolean> {
  const [session, settings] = await Promise.all([
    getSession(sessionId),
    role === 'student' ? getSettings() : null,
  ]);
  if (!session) return false;
  if (!settings) return true;
  return !settings.emergencyLockdown.active && !revokedByLockdown(settings, role, session.createdAt);
}

/**
 * $connect: the upgrade must come through CloudFront (its origin secret and viewer address, as on the
 * HTTP API), and present a ticket from GET /realtime/ticket (single use, 60 s) whose tab is still signed
 * in; otherwise API Gateway refuses the upgrade. The ticket comes as a subprotocol (contract/realtime.ts),
 * never from the URL: one in the query string is not even read. The connection is stored with what the
 * ticket proved, never with what the client says. $default and $disconnect only follow an accepted
 * $connect.
 */
async function connect(event: WebSocketEvent): Promise<APIGatewayProxyResultV2> {
  if (!(await viewerOf(event.headers))) return notThroughSite;
  const ticket = ticketOfProtocols(headerOf(event.headers, 'sec-websocket-protocol'));
  if (!ticket) return refused;
  const holder = await consumeRealtimeTicket(ticket);
  if (!holder || !(await stillSignedIn(holder.sessionId, holder.role))) return refused;
  await putConnection({ id: event.requestContext.connectionId, ...holder });
  return connected;
}

/** A header by name in any case: API Gateway passes the viewer's spelling on. */
function headerOf(headers: WebSocketEvent['headers'], name: string): string | undefined {
  return Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === name)?.[1];
}

/**
 * $default: the one message a client sends is join-user (docs/spec.md §7). One that names another user, role
 * or tab than its ticket proved, or whose tab has been signed out since, is refused by closing the
 * socket; anything else is ignored.
 */
async function receive(event: WebSocketEvent): Promise<APIGatewayProxyResultV2> {
  const { connectionId } = event.requestContext;
  let body: unknown;
  try {
    body = JSON.parse(event.body ?? '');
  } catch {
    return accepted;
  }
  const join = joinUserMessageSchema.safeParse(body);
  if (!join.success) return accepted;
  const connection = await getConnection(connectionId);
  if (!connection) return accepted;
  const { userId, role, tabId } = join.data.data;
  const claimsMatch = userId === connection.userId && role === connection.role && tabId === connection.tabId;
  // A student's socket the lockdown's fan-out did not close (it opened as the fan-out paged past, or
  // the close failed) ends here, on its next message.
  if (claimsMatch && (await stillSignedIn(connection.sessionId, connection.role))) {
    await markConnectionJoined(connectionId);
    return accepted;
  }
  await deleteConnection(connectionId);
  await disconnect(connectionId);
  return accepted;
}

/** The realtime Lambda behind the WebSocket API: $connect, $default and $disconnect. */
async function route(event: WebSocketEvent): Promise<APIGatewayProxyResultV2> {
  switch (event.requestContext.routeKey) {
    case '$connect':
      return connect(event);
    case '$disconnect':
      await deleteConnection(event.requestContext.connectionId);
      return accepted;
    default:
      return receive(event);
  }
}

/**
 * One log line per WebSocket event: the route key and the status given to API Gateway (a refused
 * $connect is 401), never the ticket or the message.
 */
export const handler = observed<WebSocketEvent, APIGatewayProxyResultV2>(route, {
  before: (request) => {
    const { routeKey, requestId } = request.event.requestContext;
    logger.appendKeys({ route: routeKey, apiRequestId: requestId });
    annotate('route', routeKey);
  },
  after: (request) => {
    const { statusCode } = request.response as { statusCode?: number };
    logger.info('websocket', { status: statusCode, outcome: statusCode === 200 ? 'ok' : 'refused' });
  },
});
