import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';

/**
 * The realtime Lambda behind the WebSocket API ($connect, $default, $disconnect). Until connections
 * can prove who they are (the realtime issue), every connection is refused.
 */
export async function handler(event: APIGatewayProxyWebsocketEventV2): Promise<APIGatewayProxyResultV2> {
  return { statusCode: event.requestContext.routeKey === '$connect' ? 401 : 200 };
}
