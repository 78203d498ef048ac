import { mkdtemp, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { localCredentials as credentials, staticRoots } from '../../../infra/local/config.ts';
import { LocalMailbox } from '../../../infra/local/mail.ts';
import { createLocalServer, type LocalServer } from '../../../infra/local/server.ts';
import type { WebSocketHandler } from '../../../infra/local/websocket.ts';
import { signedInAs } from '../../support/sessions.ts';

const events: Array<{ routeKey: string; connectionId: string; body?: string; context: Context }> = [];
/** Holds a `ticket.slow` $connect until the test lets it answer, as a slow table read would. */
let answerSlowConnect = () => {};
// A stand-in realtime handler: the adapter is under test here, not the product's realtime rules.
const realtime: WebSocketHandler = async (event, context) => {
  const { routeKey, connectionId } = event.requestContext;
  events.push({ routeKey, connectionId, body: event.body ?? undefined, context });
  if (routeKey !== '$connect') return { statusCode: 200 };
  const offered = event.headers?.['sec-websocket-protocol'] ?? '';
  if (offered.includes('ticket.slow')) await new Promise<void>((resolve) => (answerSlowConnect = resolve));
  if (!offered.includes('ticket.valid')) return { statusCode: 401 };
  // As the product's handler does: accept by naming the subprotocol, unless told to leave it out.
  return offered.includes('ticket.valid-silent')
    ? { statusCode: 200 }
    : { statusCode: 200, headers: { 'Sec-WebSocket-Protocol': 'northgate-realtime' } };
};

let server: LocalServer;
let origin: string;
let mailDir: string;

beforeAll(async () => {
  mailDir = await mkdtemp(join(tmpdir(), 'hostel-mail-test-'));
  server = createLocalServer({ roots: staticRoots, mailbox: new LocalMailbox(mailDir), realtime });
  origin = await server.listen(0);
});

afterAll(async () => {
  await server.close();
  await rm(mailDir, { recursive: true, force: true });
});

function open(ticket: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${origin.replace('http', 'ws')}/ws`, [
      'northgate-realtime',
      `ticket.${ticket}`,
    ]);
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

const nextMessage = (socket: WebSocket) =>
  new Promise<string>((resolve) => socket.once('message', (data) => resolve(String(data))));

describe('the local WebSocket API', () => {
  it('refuses the upgrade when $connect does not answer 2xx', async () => {
    await expect(open('forged')).rejects.toThrow(/401/);
    expect(events.at(-1)?.routeKey).toBe('$connect');
  });

  it('echoes the subprotocol $connect names, and only that one, as API Gateway does', async () => {
    const socket = await open('valid');
    expect(socket.protocol).toBe('northgate-realtime');
    socket.close();
    // A $connect answer that names none: the client that offered some drops the socket, as a browser does.
    await expect(open('valid-silent')).rejects.toThrow(/subprotocol/);
  });

  it('calls $default with each message and lets the management API push to the client', async () => {
    const socket = await open('valid');
    const connectionId = events.findLast((e) => e.routeKey === '$connect')!.connectionId;
    socket.send(JSON.stringify({ action: 'join-user' }));
    await expect
      .poll(() => events.some((e) => e.routeKey === '$default' && e.connectionId === connectionId))
      .toBe(true);

    const push = new ApiGatewayManagementApiClient({ endpoint: origin, region: 'local', credentials });
    const received = nextMessage(socket);
    await push.send(
      new PostToConnectionCommand({ ConnectionId: connectionId, Data: JSON.stringify({ event: 'hello' }) }),
    );
    expect(JSON.parse(await received)).toEqual({ event: 'hello' });

    socket.close();
    await expect
      .poll(() => events.some((e) => e.routeKey === '$disconnect' && e.connectionId === connectionId))
      .toBe(true);
    await expect(
      push.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: 'late' })),
    ).rejects.toBeInstanceOf(GoneException);

    // Each invocation names its function and has a request id of its own, as Lambda's context does,
    // so the realtime function's log lines say who wrote them.
    const contexts = events.filter((e) => e.connectionId === connectionId).map((e) => e.context);
    expect(contexts.map((context) => context.functionName)).toEqual(['realtime', 'realtime', 'realtime']);
    expect(new Set(contexts.map((context) => context.awsRequestId)).size).toBe(3);
  });

  // API Gateway forgets a connection the management API deletes at once: $disconnect runs, and nothing
  // its client sends reaches $default, however it answers the close (a thief's client need not answer).
  it('ends a connection the management API deletes at once, though its client never answers the close', async () => {
    const socket = await open('valid');
    const connectionId = events.findLast((e) => e.routeKey === '$connect')!.connectionId;
    // The client reads nothing more, so it never sees the close frame, let alone answers it.
    const { _socket: wire } = socket as unknown as { _socket: Socket };
    wire.pause();
    const push = new ApiGatewayManagementApiClient({ endpoint: origin, region: 'local', credentials });

    await push.send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
    socket.send(JSON.stringify({ event: 'still-here' }));

    await expect
      .poll(() => events.some((e) => e.routeKey === '$disconnect' && e.connectionId === connectionId))
      .toBe(true);
    await expect(
      push.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: 'late' })),
    ).rejects.toBeInstanceOf(GoneException);
    expect(events.filter((e) => e.connectionId === connectionId).map((e) => e.routeKey)).toEqual([
      '$connect',
      '$disconnect',
    ]);
    socket.terminate();
  });

  // A browser tab closed while its socket was still connecting: the server must outlive it, as API
  // Gateway does. Before, the reset reached a socket nobody listened to for errors and ended the process.
  it('outlives a client that resets its connection while $connect is still running', async () => {
    const raw = connect(Number(new URL(origin).port), '127.0.0.1');
    raw.on('error', () => {});
    await new Promise<void>((resolve) => raw.once('connect', resolve));
    const connects = events.filter((e) => e.routeKey === '$connect').length;
    raw.write(
      'GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n' +
        'Sec-WebSocket-Protocol: northgate-realtime, ticket.slow\r\n\r\n',
    );
    await expect.poll(() => events.filter((e) => e.routeKey === '$connect').length).toBe(connects + 1);
    raw.resetAndDestroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    answerSlowConnect();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const socket = await open('valid');
    expect(socket.protocol).toBe('northgate-realtime');
    socket.close();
  });

  it('outlives a client that sends a frame no WebSocket may send, and closes that connection', async () => {
    const socket = await open('valid');
    const connectionId = events.findLast((e) => e.routeKey === '$connect')!.connectionId;
    const closed = new Promise<number>((resolve) => socket.once('close', resolve));
    // Opcode 0x3 is reserved: API Gateway, like ws, closes the connection with 1002 (protocol error).
    const { _socket: wire } = socket as unknown as { _socket: Socket };
    wire.write(Buffer.from([0x83, 0x80, 1, 2, 3, 4]));
    expect(await closed).toBe(1002);
    await expect
      .poll(() => events.some((e) => e.routeKey === '$disconnect' && e.connectionId === connectionId))
      .toBe(true);
    const again = await open('valid');
    expect(again.protocol).toBe('northgate-realtime');
    again.close();
  });
});

describe('the local SES stand-in', () => {
  it('takes mail from the unchanged SES v2 client and lists it at /_dev/mail.json, newest first', async () => {
    const ses = new SESv2Client({ endpoint: origin, region: 'local', credentials });
    for (const subject of ['First', 'Second']) {
      await ses.send(
        new SendEmailCommand({
          FromEmailAddress: 'no-reply@northgate.example',
          Destination: { ToAddresses: ['ama@example.edu'] },
          Content: {
            Simple: {
              Subject: { Data: subject },
              Body: { Text: { Data: `${subject} text` }, Html: { Data: `<p>${subject}</p>` } },
            },
          },
        }),
      );
    }
    const mail = (await (await fetch(`${origin}/_dev/mail.json`)).json()) as Array<Record<string, unknown>>;
    expect(mail.map((m) => m.subject)).toEqual(['Second', 'First']);
    expect(mail[0]).toMatchObject({ to: ['ama@example.edu'], text: 'Second text', html: '<p>Second</p>' });
    expect(mail[0]!.createdAt).toEqual(expect.any(String));

    const inbox = await (await fetch(`${origin}/_dev/mail`)).text();
    expect(inbox).toContain('Second');
    expect(inbox).toMatch(/href="\/_dev\/mail\/[\w-]+"/);
  });
});

describe('the local HTTP API', () => {
  it('keeps concurrent requests apart, as separate Lambda invocations are', async () => {
    const student = await signedInAs('student');
    const calls = Array.from({ length: 200 }, (_, i) =>
      i % 2 === 0
        ? fetch(`${origin}/api/settings/public`).then((r) => ['public', r.status] as const)
        : fetch(`${origin}${student.base}/auth/me`, { headers: { cookie: student.cookies.join('; ') } }).then(
            (r) => ['me', r.status] as const,
          ),
    );
    const answers = await Promise.all(calls);
    expect(answers.filter(([, status]) => status !== 200)).toEqual([]);
  });
});

// The stand-ins as doors (issue 17): a page on another local port, or any program on the machine, used
// to plant mail (rendered raw on the app's origin) and push to browsers. Only the stack's own clients,
// which sign with this process's random access key id, get through now.
describe('the local stand-ins refuse callers other than the stack’s own clients', () => {
  const planted = {
    FromEmailAddress: 'no-reply@northgate.example',
    Destination: { ToAddresses: ['victim@example.edu'] },
    Content: {
      Simple: {
        Subject: { Data: 'Planted' },
        Body: { Html: { Data: '<script>fetch("/api/tab/x/auth/me")</script>' } },
      },
    },
  };
  const subjects = async () =>
    ((await (await fetch(`${origin}/_dev/mail.json`)).json()) as Array<{ subject: string }>).map(
      (m) => m.subject,
    );

  it('SES: an unsigned post, as a form on another page sends it, is refused and stores nothing', async () => {
    for (const headers of [{ 'content-type': 'text/plain' }, { 'content-type': 'application/json' }]) {
      const response = await fetch(`${origin}/v2/email/outbound-emails`, {
        method: 'POST',
        headers,
        body: JSON.stringify(planted),
      });
      expect(response.status).toBe(403);
    }
    expect(await subjects()).not.toContain('Planted');
  });

  it('SES: a client signing with a guessed access key id is refused; the stack’s own client gets through', async () => {
    const guessed = new SESv2Client({
      endpoint: origin,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      maxAttempts: 1,
    });
    await expect(guessed.send(new SendEmailCommand(planted))).rejects.toThrow();
    expect(await subjects()).not.toContain('Planted');

    const own = new SESv2Client({ endpoint: origin, region: 'local', credentials });
    await own.send(
      new SendEmailCommand({
        ...planted,
        Content: { Simple: { ...planted.Content.Simple, Subject: { Data: 'Legit' } } },
      }),
    );
    expect(await subjects()).toContain('Legit');
  });

  it('@connections: an unsigned or wrongly signed push never reaches the browser; the stack’s own client does', async () => {
    const socket = await open('valid');
    const connectionId = events.findLast((e) => e.routeKey === '$connect')!.connectionId;
    const received: string[] = [];
    socket.on('message', (data) => received.push(String(data)));

    const unsigned = await fetch(`${origin}/@connections/${connectionId}`, {
      method: 'POST',
      body: JSON.stringify({ event: 'emergency-lockdown', reason: '<img src=x onerror=alert(1)>' }),
    });
    expect(unsigned.status).toBe(403);
    const guessed = new ApiGatewayManagementApiClient({
      endpoint: origin,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      maxAttempts: 1,
    });
    await expect(
      guessed.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: 'planted' })),
    ).rejects.toThrow();

    const own = new ApiGatewayManagementApiClient({ endpoint: origin, region: 'local', credentials });
    await own.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: 'legit' }));
    await expect.poll(() => received).toEqual(['legit']);
    socket.close();
  });

  it('/_dev/mail answers only a loopback Host, so a rebound DNS name cannot read it', async () => {
    const { request } = await import('node:http');
    const get = (path: string, host: string) =>
      new Promise<number>((resolve, reject) => {
        const url = new URL(path, origin);
        request({ host: url.hostname, port: url.port, path, headers: { host } }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        })
          .on('error', reject)
          .end();
      });
    const port = new URL(origin).port;
    for (const path of ['/_dev/mail', '/_dev/mail.json']) {
      expect(await get(path, `evil.example:${port}`), path).toBe(403);
      expect(await get(path, `127.0.0.1.evil.example:${port}`), path).toBe(403);
      expect(await get(path, `127.0.0.1:${port}`), path).toBe(200);
      expect(await get(path, `localhost:${port}`), path).toBe(200);
    }
  });

  it('/_dev/mail frames a message’s HTML from its own address, under Content-Security-Policy: sandbox', async () => {
    const own = new SESv2Client({ endpoint: origin, region: 'local', credentials });
    await own.send(
      new SendEmailCommand({
        ...planted,
        Content: { Simple: { ...planted.Content.Simple, Subject: { Data: 'Scripted' } } },
      }),
    );
    const [mail] = (await (await fetch(`${origin}/_dev/mail.json`)).json()) as Array<{ id: string }>;
    const viewer = await fetch(`${origin}/_dev/mail/${mail!.id}`);
    const html = await viewer.text();
    expect(html).not.toContain('<script>');
    expect(html).toContain(
      `<iframe title="Message" sandbox="allow-popups allow-popups-to-escape-sandbox" src="/_dev/mail/${mail!.id}/body">`,
    );
    expect(viewer.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    const body = await fetch(`${origin}/_dev/mail/${mail!.id}/body`);
    expect(body.headers.get('content-security-policy')).toMatch(/^sandbox[ ;]/);
    expect(body.headers.get('content-security-policy')).not.toMatch(/allow-scripts|allow-same-origin/);
    // Styles by hash only: the planted mail carries none, so none applies.
    for (const csp of [viewer, body].map((answer) => answer.headers.get('content-security-policy')))
      expect(csp).not.toContain('unsafe-inline');
    expect(body.headers.get('content-security-policy')).toContain("style-src 'none'");
  });
});
