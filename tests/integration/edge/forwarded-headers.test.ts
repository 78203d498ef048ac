import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { apiViewerHeaders } from '../../../infra/api-origin-requests.ts';
import { localOriginSecret, staticRoots } from '../../../infra/local/config.ts';
import { LocalMailbox } from '../../../infra/local/mail.ts';
import { createLocalServer, type LocalServer } from '../../../infra/local/server.ts';
import type { WebSocketHandler } from '../../../infra/local/websocket.ts';

/**
 * CloudFront passes a request on to the API origins with only what their origin request policies name
 * (infra/cdk/cdn.ts): the allow-listed viewer headers and CloudFront-Viewer-Address, all cookies and
 * query strings for /api, neither for /ws; then what CloudFront adds itself (the origin secret,
 * X-Forwarded-For) and what HTTP needs (Host, Content-Length). The local server does the same, so a
 * function that read any other header would fail here as it would in the cloud. Its handlers here
 * only note what reaches them: the edge is under test, not the product's rules.
 */
const httpEvents: APIGatewayProxyEventV2[] = [];
const connectEvents: Parameters<WebSocketHandler>[0][] = [];

let server: LocalServer;
let origin: string;
let mailDir: string;

beforeAll(async () => {
  mailDir = await mkdtemp(join(tmpdir(), 'hostel-forwarded-headers-test-'));
  server = createLocalServer({
    roots: staticRoots,
    mailbox: new LocalMailbox(mailDir),
    api: async () => async (event) => {
      httpEvents.push(event);
      return { statusCode: 204 };
    },
    realtime: async (event) => {
      if (event.requestContext.routeKey === '$connect') connectEvents.push(event);
      return { statusCode: 200, headers: { 'Sec-WebSocket-Protocol': 'northgate-realtime' } };
    },
  });
  origin = await server.listen(0);
});

afterAll(async () => {
  await server.close();
  await rm(mailDir, { recursive: true, force: true });
});

/** Headers no origin request policy names: each a header a function might be tempted to read. */
const outsideTheAllowList = {
  authorization: 'Bearer a-token',
  referer: 'https://northgate.example/management/',
  'accept-language': 'en-GH',
  'x-anything': 'anything',
  'x-requested-with': 'XMLHttpRequest',
};

/** A value for each allow-listed viewer header, whatever the list holds when the test runs. */
const valuesOf = (names: readonly string[], except: readonly string[] = []) =>
  Object.fromEntries(
    names
      .map((name) => name.toLowerCase())
      .filter((name) => !except.includes(name))
      .map((name) => [name, name === 'content-type' ? 'application/json' : `value of ${name}`]),
  );

/** What CloudFront adds to every request to an API origin, and what HTTP itself needs. */
const addedByTheEdge = ['host', 'x-forwarded-for', 'cloudfront-viewer-address', 'x-origin-verify'];

function send(method: string, path: string, headers: Record<string, string>, body?: string) {
  return new Promise<number>((resolve, reject) => {
    const { port } = new URL(origin);
    const sent = request({ host: '127.0.0.1', port, method, path, headers, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

describe('what reaches the HTTP API through the local CloudFront', () => {
  it('is the allow-listed viewer headers, all cookies and query strings, and none of the other headers', async () => {
    const allowed = valuesOf(apiViewerHeaders.http);
    const status = await send('GET', '/api/settings/public?view=rooms&view=prices', {
      ...allowed,
      ...outsideTheAllowList,
      cookie: 'hostel_session=abc; theme=dark',
    });
    expect(status).toBe(204);

    const event = httpEvents.at(-1)!;
    expect(Object.keys(event.headers).sort()).toEqual(
      [...Object.keys(allowed), ...addedByTheEdge, ...apiViewerHeaders.cloudFront]
        .map((name) => name.toLowerCase())
        .filter((name, index, names) => names.indexOf(name) === index)
        .sort(),
    );
    expect(event.headers).toMatchObject(allowed);
    expect(event.headers['x-origin-verify']).toBe(localOriginSecret);
    expect(event.cookies).toEqual(['hostel_session=abc', 'theme=dark']);
    expect(event.queryStringParameters).toEqual({ view: 'rooms,prices' });
  });

  it('keeps the length of a body, which HTTP needs', async () => {
    const body = JSON.stringify({ event: 'charge.success' });
    const headers = { 'content-type': 'application/json', ...outsideTheAllowList };
    expect(await send('POST', '/api/money/paystack/webhook', headers, body)).toBe(204);

    const event = httpEvents.at(-1)!;
    expect(event.headers['content-length']).toBe(String(body.length));
    expect(event.body).toBe(body);
    for (const name of Object.keys(outsideTheAllowList)) expect(event.headers).not.toHaveProperty(name);
  });
});

describe('what reaches the WebSocket API through the local CloudFront', () => {
  it('is the allow-listed viewer headers of the upgrade, and neither its cookies nor its query', async () => {
    // ws sets the Sec-WebSocket-* headers of the upgrade itself; the test sets the rest of the list.
    const allowed = valuesOf(apiViewerHeaders.webSocket, [
      'sec-websocket-key',
      'sec-websocket-version',
      'sec-websocket-protocol',
      'sec-websocket-extensions',
    ]);
    const socket = new WebSocket(
      `${origin.replace('http', 'ws')}/ws?ticket=in-the-url`,
      ['northgate-realtime'],
      {
        headers: { ...allowed, ...outsideTheAllowList, cookie: 'hostel_session=abc' },
      },
    );
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    socket.close();

    const event = connectEvents.at(-1)!;
    expect(Object.keys(event.headers ?? {}).sort()).toEqual(
      [...apiViewerHeaders.webSocket, ...addedByTheEdge, ...apiViewerHeaders.cloudFront]
        .map((name) => name.toLowerCase())
        .filter((name, index, names) => names.indexOf(name) === index)
        .sort(),
    );
    expect(event.headers).toMatchObject(allowed);
    expect(event.headers?.['sec-websocket-protocol']).toBe('northgate-realtime');
    expect(event.queryStringParameters).toBeUndefined();
  });
});
