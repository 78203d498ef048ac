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
/** The account, or the session, holds every socket it may (data/connections.ts socketsPerAccount, socketsPerSession). */
const tooManySockets = { statusCode: 429 };

/**
 * Whether the tab behind a socket is still signed in. A student's is not during a lockdown, nor after
 * one that came since it signed in (the lockdown epoch); staff are never signed out by a lockdown. The
 * lockdown is read consistently: a read that may answer as before a switch would let a socket through
 * that the switch's fan-out did not find (decision 0090).
 */
async function stillSignedIn(sessionId: string, role: Role): Promise<boolean> {
  const [session, settings] = await Promise.all([
    getSession(sessionId),
    role === 'student' ? getSettings({ consistent: true }) : null,
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
 * ticket proved, never with what the client says, in one of its account's places and its session's:
 * with every place of either held, the upgrade is refused with 429 (decisions 0070, 0083), and with a
 * session that ended meanwhile, with 401. $default and $disconnect only follow an accepted $connect.
 *
 * The connection is stored first and the lockdown read after, consistently, as the switch stores the
 * lockdown first and reads the connections after (decision 0090): a switch stored before this read is
 * seen here, and the socket is refused (401) and its connection removed; one stored after it finds the
 * connection in its fan-out. Nothing can be pushed to the socket from here instead: API Gateway opens the
 * connection only once $connect has answered. The refused tab's next try gets the lockdown's 503 at its
 * ticket, which signs it out (management/src/lib/realtime.ts).
 */
async function connect(event: WebSocketEvent): Promise<APIGatewayProxyResultV2> {
  if (!(await viewerOf(event.headers))) return notThroughSite;
  const ticket = ticketOfProtocols(headerOf(event.headers, 'sec-websocket-protocol'));
  if (!ticket) return refused;
  const holder = await consumeRealtimeTicket(ticket);
  if (!holder) return refused;
  const { connectionId } = event.requestContext;
  const stored = await putConnection({ id: connectionId, ...holder });
  if (stored === 'sessionEnded') return refused;
  if (stored === 'placesHeld') return tooManySockets;
  if (await stillSignedIn(holder.sessionId, holder.role)) return connected;
  await deleteConnection(connectionId);
  return refused;
}

/** A header by name in any case: API Gateway passes the viewer's spelling on. */
function headerOf(headers: WebSocketEvent['headers'], name: string): string | undefined {
  return Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === name)?.[1];
}

/** The join-user a message carries, or null for any other message (or one that is not JSON). */
function joinOf(body: string | undefined) {
  try {
    const join = joinUserMessageSchema.safeParse(JSON.parse(body ?? ''));
    return join.success ? join.data.data : null;
  } catch {
    return null;
  }
}

/**
 * $default: the one message a client sends is join-user (docs/spec.md §7). Every message, whatever it
 * says, first rechecks the tab behind the socket: one whose tab has been signed out since (a lockdown
 * whose fan-out missed it, a session ended elsewhere) or whose connection is gone is refused by closing
 * the socket, so a client cannot keep a signed-out socket open by sending anything but join-user. A
 * join-user that names another user, role or tab than its ticket proved is refused the same way;
 * anything else is ignored.
 */
async function receive(event: WebSocketEvent): Promise<APIGatewayProxyResultV2> {
  const { connectionId } = event.requestContext;
  const connection = await getConnection(connectionId);
  if (connection && (await stillSignedIn(connection.sessionId, connection.role))) {
    const join = joinOf(event.body);
    if (!join) return accepted;
    if (
      join.userId === connection.userId &&
      join.role === connection.role &&
      join.tabId === connection.tabId
    ) {
      await markConnectionJoined(connectionId);
      return accepted;
    }
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
 * $connect is 401, 403 or 429), never the ticket or the message.
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
