import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Context } from 'aws-lambda';
import { apiSecurityHeaders } from '../../functions/api/http/security-headers.ts';
import { pageSecurityHeaders } from '../security-headers.ts';
import { domainHandler, matchRoute, type HttpHandler } from './api-router.ts';
import {
  isPublicUploadPath,
  localEdgeAddress,
  servePublicUpload,
  throughCloudFront,
  urlThroughCloudFront,
} from './cloudfront.ts';
import { toHttpEvent, writeHttpResult } from './http-event.ts';
import { closeNow, listenOn, readBody } from './http-server.ts';
import { isLocalAwsClient, isLoopbackHost } from './local-clients.ts';
import { SendRateExceeded, serveMailbox, type LocalMailbox } from './mail.ts';
import { checkoutBase, LocalPaystack, paystackApiBase } from './paystack.ts';
import { localPaystackSecretKey } from './config.ts';
import { plainBase, type Domain } from '../../functions/routes.ts';
import {
  bulkQueueName,
  localBulkConcurrency,
  localLockdownBatchSize,
  localLockdownConcurrency,
  LocalQueue,
  lockdownQueueName,
  settleAll,
  type JobsHandler,
} from './queue.ts';
import { serveStatic, type StaticRoots } from './static-files.ts';
import { LocalWebSocketApi, type WebSocketHandler, type WebSocketLimits } from './websocket.ts';

/** API Gateway refuses larger payloads; the handlers' own limits are far smaller. */
const maxPayloadBytes = 10 * 1024 * 1024;

export interface LocalServerOptions {
  roots: StaticRoots;
  mailbox: LocalMailbox;
  /** The realtime Lambda's handler; without one, /ws is not offered. */
  realtime?: WebSocketHandler;
  /**
   * How long /ws keeps an idle connection, and any connection: API Gateway's limits unless given. A
   * test's own server shortens them to see them at work; `npm start` and the e2e stacks never do.
   */
  webSocketLimits?: WebSocketLimits;
  /**
   * The uploads bucket's origin (the S3 stand-in, s3.ts), which the pages' CSP lets them post to and
   * read images from; without one, pages reach no other origin.
   */
  uploadsOrigin?: string;
  /** Loads the jobs worker the local jobs queue delivers to; by default the product's own. */
  jobs?: () => Promise<JobsHandler>;
  /** Loads the Lambda handler of a domain's routes; by default the product's own (api-router.ts). */
  api?: (domain: Domain) => Promise<HttpHandler>;
}

/** The queue an SQS call names (its JSON body's QueueUrl); undefined for a body that is not JSON. */
function parseQueueUrl(body: Buffer): unknown {
  try {
    return (JSON.parse(body.toString('utf8') || '{}') as { QueueUrl?: unknown }).QueueUrl;
  } catch {
    return undefined;
  }
}

/** Imported on first delivery, as the domain handlers are, so it reads the environment set by then. */
const jobsWorker = () =>
  import('../../functions/jobs/handler.ts').then((module) => module.handler as JobsHandler);

export interface LocalServer {
  server: Server;
  paystack: LocalPaystack;
  websockets: LocalWebSocketApi | undefined;
  queue: LocalQueue;
  bulkQueue: LocalQueue;
  lockdownQueue: LocalQueue;
  listen(port: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

class PayloadTooLarge extends Error {}

const readRequestBody = (request: IncomingMessage) =>
  readBody(request, maxPayloadBytes, () => new PayloadTooLarge());

/** The server's own answers (no route, too large) carry the API's security headers like every other. */
function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { ...apiSecurityHeaders, 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

/**
 * Each invocation gets its own context, as in Lambda: the pipeline keeps the request's state on it, so
 * one object shared by concurrent requests would mix their routes and sessions. It names the domain's
 * function, as the cloud's does, so each log line says which function wrote it.
 */
const lambdaContext = (functionName: string, awsRequestId: string) =>
  ({ functionName, awsRequestId }) as Context;

/**
 * The local stand-in for CloudFront, API Gateway (HTTP and WebSocket), SES, the jobs queue (SQS and
 * its Lambda event source) and Paystack in one HTTP server; the uploads bucket has its own (s3.ts). It is
 * an adapter only: every request to /api is turned into the event API Gateway would send and handed
 * to the same Lambda handler the cloud runs.
 */
export function createLocalServer(options: LocalServerOptions): LocalServer {
  const websockets = options.realtime
    ? new LocalWebSocketApi(options.realtime, { limits: options.webSocketLimits })
    : undefined;
  const worker = options.jobs ?? jobsWorker;
  const queue = new LocalQueue({ worker });
  // The bulk queue's event source runs fewer batches at once (infra/cdk/jobs-queue.ts bulkMaxConcurrency).
  const bulkQueue = new LocalQueue({ worker, concurrency: localBulkConcurrency, name: bulkQueueName });
  // The lockdown queue's event source runs as many batches as SQS starts with (infra/cdk/push-rate.ts).
  const lockdownQueue = new LocalQueue({
    worker,
    concurrency: localLockdownConcurrency,
    batchSize: localLockdownBatchSize,
    name: lockdownQueueName,
  });
  const queues = [queue, bulkQueue, lockdownQueue];
  /** How long `/_dev/jobs/settled` waits without a `within`: below a test's own limit of 60 s. */
  const defaultSettleWithinMs = 45_000;
  const queueNamed = (url: unknown) =>
    String(url).endsWith(`/${bulkQueueName}`)
      ? bulkQueue
      : String(url).endsWith(`/${lockdownQueueName}`)
        ? lockdownQueue
        : queue;
  const securityHeaders = pageSecurityHeaders(options.uploadsOrigin ?? '');
  let origin = '';
  const paystack = new LocalPaystack({
    secretKey: localPaystackSecretKey,
    origin: () => origin,
    // The route table is read on first use, as api-router.ts reads it, once the environment is set.
    webhookUrl: async () => {
      const { routes } = await import('../../functions/route-table.ts');
      const webhook = routes.find((route) => route.operation === 'paystackWebhook')!;
      return `${origin}${plainBase}${webhook.path}`;
    },
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? 'GET';
    const { pathname, searchParams } = new URL(request.url ?? '/', 'http://local');

    if (pathname === '/api' || pathname.startsWith('/api/')) {
      const match = await matchRoute(method, pathname);
      if (!match) return json(response, 404, { message: 'Not Found' });
      const body = await readRequestBody(request);
      const event = toHttpEvent({
        method,
        url: urlThroughCloudFront(request.url ?? '/', 'http'),
        headers: throughCloudFront(
          request.headers,
          { address: request.socket.remoteAddress ?? '127.0.0.1', port: request.socket.remotePort ?? 0 },
          'http',
        ),
        body,
        sourceIp: localEdgeAddress,
        routeKey: match.routeKey,
        pathParameters: match.pathParameters,
      });
      const handler = await (options.api ?? domainHandler)(match.domain);
      return writeHttpResult(
        response,
        await handler(event, lambdaContext(match.domain, event.requestContext.requestId)),
      );
    }
    // The AWS stand-ins answer only the local stack's own signed clients (local-clients.ts).
    const sqsTarget = String(request.headers['x-amz-target'] ?? '');
    if (method === 'POST' && sqsTarget.startsWith('AmazonSQS.')) {
      if (!isLocalAwsClient(request)) return json(response, 403, { message: 'Forbidden' });
      const body = await readRequestBody(request);
      const answer = queueNamed(parseQueueUrl(body)).receive(sqsTarget, body);
      response.writeHead(answer.status, { 'content-type': 'application/x-amz-json-1.0' });
      return void response.end(JSON.stringify(answer.body));
    }
    if (pathname === '/_dev/jobs/show-held' && method === 'POST') {
      if (!isLoopbackHost(request)) return json(response, 403, { message: 'Forbidden' });
      const kind = searchParams.get('kind') ?? '';
      return json(response, 200, { shown: queues.reduce((sum, each) => sum + each.showHeld(kind), 0) });
    }
    if (pathname === '/_dev/jobs/settled' && method === 'GET') {
      if (!isLoopbackHost(request)) return json(response, 403, { message: 'Forbidden' });
      const pending = await settleAll(queues, Number(searchParams.get('within')) || defaultSettleWithinMs);
      if (pending.length > 0) return json(response, 503, { pending });
      const deadLetters = queues.reduce((sum, each) => sum + each.deadLetters.length, 0);
      return json(response, 200, { deadLetters });
    }
    // Paystack's API checks its own bearer key, as the real one does; its checkout page is a browser's.
    if (pathname.startsWith(`${paystackApiBase}/`)) {
      const answer = paystack.api(request, pathname, await readRequestBody(request));
      return json(response, answer.status, answer.body);
    }
    if (pathname.startsWith(checkoutBase)) {
      if (!isLoopbackHost(request)) return json(response, 403, { message: 'Forbidden' });
      return paystack.checkout(request, pathname, await readRequestBody(request), response);
    }
    if (pathname === '/_dev/paystack/settled' && method === 'GET') {
      if (!isLoopbackHost(request)) return json(response, 403, { message: 'Forbidden' });
      await paystack.settled();
      return json(response, 200, {});
    }
    if (pathname === '/v2/email/outbound-emails' && method === 'POST') {
      if (!isLocalAwsClient(request)) return json(response, 403, { message: 'Forbidden' });
      const body = await readRequestBody(request);
      try {
        return json(response, 200, await options.mailbox.receive(body));
      } catch (error) {
        if (!(error instanceof SendRateExceeded)) throw error;
        // The SDK reads the error's type from this header, as SES's REST API sends it.
        response.setHeader('x-amzn-errortype', error.errorType);
        return json(response, error.status, { message: error.message });
      }
    }
    if (pathname === '/_dev/mail' || pathname.startsWith('/_dev/mail')) {
      if (!isLoopbackHost(request)) return json(response, 403, { message: 'Forbidden' });
      return serveMailbox(options.mailbox, pathname, response);
    }
    if (pathname.startsWith('/@connections/') && websockets) {
      if (!isLocalAwsClient(request)) return json(response, 403, { message: 'Forbidden' });
      const connectionId = decodeURIComponent(pathname.slice('/@connections/'.length));
      return websockets.manage(method, connectionId, await readRequestBody(request), response);
    }
    if (method !== 'GET' && method !== 'HEAD') return json(response, 405, { message: 'Method Not Allowed' });
    if (isPublicUploadPath(pathname) && options.uploadsOrigin)
      return servePublicUpload(options.uploadsOrigin, { method, pathname }, securityHeaders, response);
    return serveStatic(
      options.roots,
      {
        method,
        acceptEncoding: String(request.headers['accept-encoding'] ?? ''),
        origin: request.headers.host ? `http://${request.headers.host}` : undefined,
        securityHeaders,
      },
      pathname,
      response,
    );
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (response.headersSent) return response.destroy();
      if (error instanceof PayloadTooLarge)
        return json(response, 413, { message: 'Request Entity Too Large' });
      console.error(error);
      json(response, 500, { message: 'Internal Server Error' });
    });
  });

  server.on('upgrade', (request, socket, head) => {
    const { pathname } = new URL(request.url ?? '/', 'http://local');
    if (pathname !== '/ws' || !websockets) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    void websockets.upgrade(request, socket, head);
  });

  return {
    server,
    paystack,
    websockets,
    queue,
    bulkQueue,
    lockdownQueue,
    listen: async (port, host) => {
      origin = await listenOn(server, port, host);
      return origin;
    },
    close: async () => {
      await Promise.all(queues.map((each) => each.close()));
      websockets?.close();
      await closeNow(server);
    },
  };
}
