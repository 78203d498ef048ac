import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { joinUserMessageSchema } from '#contract/realtime';
import { deleteConnection, getConnection, markConnectionJoined, putConnection } from '../data/connections.ts';
import { consumeRealtimeTicket } from '../data/realtime-tickets.ts';
import { getSession } from '../data/sessions.ts';
import { logger, observed, tracer } from '../core/observability.ts';
import { disconnect } from './broadcast.ts';

/** The $connect event carries the upgrade request's query string (API Gateway adds it; the type omits it). */
type WebSocketEvent = APIGatewayProxyWebsocketEventV2 & {
  queryStringParameters?: Record<string, string | undefined> | null;
};

const accepted = { statusCode: 200 };
const refused = { statusCode: 401 };

/**
 * $connect: the socket must present a ticket from GET /realtime/ticket (single use, 60 s) whose tab is
 * still signed in; otherwise API Gateway refuses the upgrade. The connection is stored with what the
 * ticket proved, never with what the client says.
 */
async function connect(event: WebSocketEvent): Promise<APIGatewayProxyResultV2> {
  const ticket = event.queryStringParameters?.ticket;
  if (!ticket) return refused;
  const holder = await consumeRealtimeTicket(ticket);
  if (!holder || !(await getSession(holder.sessionId))) return refused;
  await putConnection({ id: event.requestContext.connectionId, ...holder });
  return accepted;
}

/**
 * $default: the one message a client sends is join-user (SPEC.md §7). One that names another user, role
 * or tab than its ticket proved is refused by closing the socket; anything else is ignored.
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
  if (userId === connection.userId && role === connection.role && tabId === connection.tabId) {
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
    tracer.putAnnotation('route', routeKey);
  },
  after: (request) => {
    const { statusCode } = request.response as { statusCode?: number };
    logger.info('websocket', { status: statusCode, outcome: statusCode === 200 ? 'ok' : 'refused' });
  },
});
