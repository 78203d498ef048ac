import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2, Context } from 'aws-lambda';
import { WebSocketServer, type WebSocket } from 'ws';
import { realtimeFunction } from '../cdk/function-needs.ts';
import { webSocketIdleTimeoutMs, webSocketMaxDurationMs } from '../cdk/push-rate.ts';
import { invokeWithin } from './lambda-runtime.ts';
import { localEdgeAddress, throughCloudFront, urlThroughCloudFront } from './cloudfront.ts';

/** The handler of the realtime Lambda, called with WebSocket-shaped events for $connect, $default, $disconnect. */
export type WebSocketHandler = (
  event: APIGatewayProxyWebsocketEventV2 & {
    headers?: Record<string, string>;
    queryStringParameters?: Record<string, string>;
  },
  context: Context,
) => Promise<APIGatewayProxyResultV2 | void>;

/** How long a connection may stay open without a data frame either way, and at most. */
export interface WebSocketLimits {
  idleMs: number;
  durationMs: number;
}

/** API Gateway's, which cannot be changed there (infra/cdk/push-rate.ts). */
const apiGatewayLimits: WebSocketLimits = {
  idleMs: webSocketIdleTimeoutMs,
  durationMs: webSocketMaxDurationMs,
};

interface Connection {
  socket: WebSocket;
  connectedAt: string;
  /** As API Gateway reports it behind CloudFront: the edge's address. */
  sourceIp: string;
  lastActiveAt: string;
  /** Closes the connection once it has been idle for the limit; each data frame starts it again. */
  idle: NodeJS.Timeout;
  /** Closes the connection at the duration limit. */
  lifetime: NodeJS.Timeout;
}

/** The Sec-WebSocket-Protocol a $connect answer names, in whatever case it spells the header. */
function protocolOf(result: APIGatewayProxyResultV2 | void): string | undefined {
  if (typeof result !== 'object' || !result || !('headers' in result)) return undefined;
  const header = Object.entries(result.headers ?? {}).find(
    ([name]) => name.toLowerCase() === 'sec-websocket-protocol',
  );
  return header ? String(header[1]) : undefined;
}

/** A fresh context per invocation, as Lambda gives one, naming the function so its logs say who wrote them. */
const lambdaContext = () => ({ functionName: 'realtime', awsRequestId: randomUUID() }) as Context;

/**
 * API Gateway's WebSocket API on the local server: upgrades /ws, calls the realtime handler with
 * $connect (refusing the upgrade unless it answers 2xx), $default for each message and $disconnect on
 * close, and serves the management API (POST/GET/DELETE /@connections/{id}) that
 * @aws-sdk/client-apigatewaymanagementapi calls to push to a client. It closes a connection idle for
 * the idle limit, and any at the duration limit, and ends one the management API deletes at once, as
 * API Gateway does.
 */
export class LocalWebSocketApi {
  private readonly connections = new Map<string, Connection>();
  /**
   * The subprotocol each accepted upgrade speaks: the one its $connect answer names in
   * Sec-WebSocket-Protocol, which API Gateway echoes to the client. None named, none echoed, as there.
   */
  private readonly chosenProtocols = new WeakMap<IncomingMessage, string>();
  private readonly server = new WebSocketServer({
    noServer: true,
    handleProtocols: (offered, request) => {
      const chosen = this.chosenProtocols.get(request);
      return chosen !== undefined && offered.has(chosen) ? chosen : false;
    },
  });
  private readonly handler: WebSocketHandler;
  /** Starts every connection id, so a benchmark spreading sockets over processes can route pushes. */
  private readonly idPrefix: string;
  private readonly limits: WebSocketLimits;

  constructor(
    handler: WebSocketHandler,
    options: {
      idPrefix?: string;
      /** API Gateway's unless given: only a test's own server shortens them, so as not to wait 10 minutes. */
      limits?: WebSocketLimits;
    } = {},
  ) {
    // Each invocation is held to the realtime Lambda's configured timeout, as in the cloud.
    this.handler = (event, context) => invokeWithin(realtimeFunction, () => handler(event, context));
    this.idPrefix = options.idPrefix ?? '';
    this.limits = options.limits ?? apiGatewayLimits;
  }

  /**
   * The connection ends, whoever ended it (its client, a limit, the management API): API Gateway forgets
   * it at once and calls $disconnect, once. Its client may still be sending (one that does not answer a
   * close keeps its socket for ws's closing timeout): nothing more of it reaches $default.
   */
  private drop(connectionId: string): void {
    const connection = this.connections.get(connectionId);
    if (!connection) return;
    this.connections.delete(connectionId);
    clearTimeout(connection.idle);
    clearTimeout(connection.lifetime);
    void this.handler(this.event('$disconnect', connectionId, null), lambdaContext()).catch(() => {});
  }

  /** A data frame went through, either way: the connection is active again, as API Gateway counts it. */
  private active(connection: Connection): void {
    connection.lastActiveAt = new Date().toISOString();
    connection.idle.refresh();
  }

  private event(routeKey: string, connectionId: string, request: IncomingMessage | null, body?: string) {
    const now = new Date();
    const headers: Record<string, string> = {};
    const viewer = {
      address: request?.socket.remoteAddress ?? '127.0.0.1',
      port: request?.socket.remotePort ?? 0,
    };
    const upgrade = request ? throughCloudFront(request.headers, viewer, 'webSocket') : {};
    for (const [name, value] of Object.entries(upgrade)) {
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
    }
    const query = Object.fromEntries(
      new URL(urlThroughCloudFront(request?.url ?? '/', 'webSocket'), 'http://local').searchParams,
    );
    const eventType =
      routeKey === '$connect' ? 'CONNECT' : routeKey === '$disconnect' ? 'DISCONNECT' : 'MESSAGE';
    return {
      ...(request ? { headers } : {}),
      ...(Object.keys(query).length > 0 ? { queryStringParameters: query } : {}),
      requestContext: {
        routeKey,
        eventType,
        connectionId,
        messageId: randomBytes(8).toString('base64url'),
        extendedRequestId: randomBytes(8).toString('base64url'),
        requestId: randomBytes(8).toString('base64url'),
        messageDirection: 'IN',
        stage: 'local',
        apiId: 'local',
        domainName: headers.host ?? 'localhost',
        identity: { sourceIp: localEdgeAddress },
        connectedAt: now.getTime(),
        requestTime: now.toUTCString(),
        requestTimeEpoch: now.getTime(),
      },
      body,
      isBase64Encoded: false,
    } as Parameters<WebSocketHandler>[0];
  }

  async upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    // Node's HTTP server stops listening to an upgraded socket's errors, and ws starts only in
    // handleUpgrade: a tab closed while $connect runs would otherwise end the whole server with it.
    socket.on('error', () => socket.destroy());
    const connectionId = this.idPrefix + randomBytes(12).toString('base64url');
    let result: APIGatewayProxyResultV2 | void;
    try {
      result = await this.handler(this.event('$connect', connectionId, request), lambdaContext());
    } catch {
      result = { statusCode: 500 };
    }
    const status =
      typeof result === 'object' && result && 'statusCode' in result ? (result.statusCode ?? 200) : 200;
    if (status < 200 || status > 299) {
      socket.end(`HTTP/1.1 ${status} Refused\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    const chosen = protocolOf(result);
    if (chosen) this.chosenProtocols.set(request, chosen);
    this.server.handleUpgrade(request, socket, head, (ws) => {
      const now = new Date().toISOString();
      // At either limit the connection is closed as going away. AWS documents no close code for it; a
      // $disconnect event API Gateway sent 10 minutes after an idle connection's connect reports
      // disconnectStatusCode 1001 and disconnectReason "Going away", and the 2 hours are taken alike.
      const goAway = () => {
        ws.close(1001, 'Going away');
        this.drop(connectionId);
      };
      this.connections.set(connectionId, {
        socket: ws,
        connectedAt: now,
        lastActiveAt: now,
        sourceIp: localEdgeAddress,
        idle: setTimeout(goAway, this.limits.idleMs).unref(),
        lifetime: setTimeout(goAway, this.limits.durationMs).unref(),
      });
      // A frame no client may send: ws closes the connection (1002) as API Gateway does, and 'close'
      // below calls $disconnect; unheard, the error would end the server.
      ws.on('error', () => {});
      ws.on('message', (data) => {
        const connection = this.connections.get(connectionId);
        if (!connection) return;
        this.active(connection);
        void this.handler(this.event('$default', connectionId, null, String(data)), lambdaContext()).catch(
          () => {},
        );
      });
      ws.on('close', () => this.drop(connectionId));
    });
  }

  /** The management API: /@connections/{id}, answering 410 Gone for a connection that is not open. */
  manage(method: string, connectionId: string, body: Buffer, response: ServerResponse): void {
    const connection = this.connections.get(connectionId);
    if (!connection || connection.socket.readyState !== connection.socket.OPEN) {
      // The SDK picks its error class from this header, so code catching GoneException works unchanged.
      response.writeHead(410, { 'content-type': 'application/json', 'x-amzn-errortype': 'GoneException' });
      response.end(JSON.stringify({ message: 'Gone' }));
      return;
    }
    if (method === 'POST') {
      connection.socket.send(body.toString('utf8'));
      this.active(connection);
      response.writeHead(200).end();
    } else if (method === 'DELETE') {
      connection.socket.close();
      this.drop(connectionId);
      response.writeHead(204).end();
    } else if (method === 'GET') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          ConnectedAt: connection.connectedAt,
          LastActiveAt: connection.lastActiveAt,
          Identity: { SourceIp: connection.sourceIp },
        }),
      );
    } else {
      response.writeHead(405).end();
    }
  }

  get size(): number {
    return this.connections.size;
  }

  close(): void {
    for (const { socket } of this.connections.values()) socket.terminate();
    this.connections.clear();
    this.server.close();
  }
}
