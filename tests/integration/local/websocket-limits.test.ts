import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ApiGatewayManagementApiClient,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { handler as realtime } from '../../../functions/api/realtime/socket-handler.ts';
import { connectionsOf, getConnection } from '../../../functions/data/connections.ts';
import { localCredentials as credentials, staticRoots } from '../../../infra/local/config.ts';
import { LocalMailbox } from '../../../infra/local/mail.ts';
import { createLocalServer, type LocalServer } from '../../../infra/local/server.ts';
import { signedInAs } from '../../support/sessions.ts';
import { tabSocket } from '../../support/tab-sockets.ts';

/**
 * API Gateway closes a WebSocket after 10 minutes without a data frame either way, and any after 2 hours
 * (infra/cdk/push-rate.ts): the local WebSocket API does the same, so the SPA's reconnection runs
 * locally as it does in the cloud. This file's server has the same limits, shortened so the test need
 * not wait 10 minutes; `npm start` and the e2e stacks keep API Gateway's. Each socket is the product's
 * own, behind the realtime handler, so its $disconnect is the one that removes the stored connection.
 */
const limits = { idleMs: 1500, durationMs: 6000 };
/** How often a busy socket sends or is sent something: well inside the idle limit on a busy machine. */
const busyEveryMs = 200;

let server: LocalServer;
let origin: string;
let mailDir: string;
const sockets: WebSocket[] = [];
const timers: NodeJS.Timeout[] = [];

beforeAll(async () => {
  mailDir = await mkdtemp(join(tmpdir(), 'hostel-websocket-limits-test-'));
  server = createLocalServer({
    roots: staticRoots,
    mailbox: new LocalMailbox(mailDir),
    realtime,
    webSocketLimits: limits,
  });
  origin = await server.listen(0);
});

afterEach(() => {
  for (const timer of timers.splice(0)) clearInterval(timer);
  for (const socket of sockets.splice(0)) socket.terminate();
});

afterAll(async () => {
  await server.close();
  await rm(mailDir, { recursive: true, force: true });
});

/** A signed-in student's socket, opened as the SPA opens it, once the server has stored its join. */
async function openSocket() {
  const tab = await signedInAs('student');
  const { socket } = await tabSocket(origin, tab);
  sockets.push(socket);
  let close: { code: number; reason: string } | undefined;
  socket.once('close', (code, reason) => (close = { code, reason: String(reason) }));
  let id = '';
  await expect
    .poll(async () => {
      const [connection] = await connectionsOf(tab.user.id);
      if (connection && (await getConnection(connection.id))?.joinedAt) id = connection.id;
      return id;
    })
    .not.toBe('');
  /** How the server closed the socket, once it has: waited for well past the limit it closes at. */
  const closed = (limit: number) => expect.poll(() => close, { timeout: limit + 10_000 });
  return { socket, id, closed };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `beat` every busyEveryMs until the test ends. */
const keepBusy = (beat: () => void) => void timers.push(setInterval(beat, busyEveryMs));

describe("the local WebSocket API's connection limits, as API Gateway's", () => {
  it('closes a socket idle for the idle limit as going away, and its $disconnect removes the stored connection', async () => {
    const { id, closed } = await openSocket();

    await closed(limits.idleMs).toEqual({ code: 1001, reason: 'Going away' });
    await expect.poll(() => getConnection(id)).toBeNull();
  });

  it('keeps a socket whose client keeps sending open past the idle limit, and closes it at the duration limit', async () => {
    const { socket, id, closed } = await openSocket();
    keepBusy(() => socket.send(JSON.stringify({ event: 'still-here' })));

    await pause(2 * limits.idleMs);
    expect(socket.readyState).toBe(WebSocket.OPEN);

    // Sending all along, it is closed all the same once its time is up.
    await closed(limits.durationMs).toEqual({ code: 1001, reason: 'Going away' });
    await expect.poll(() => getConnection(id)).toBeNull();
  });

  it('keeps a socket the server keeps pushing to open past the idle limit, its client sending nothing', async () => {
    const { socket, id } = await openSocket();
    const push = new ApiGatewayManagementApiClient({ endpoint: origin, region: 'local', credentials });
    keepBusy(() => {
      push.send(new PostToConnectionCommand({ ConnectionId: id, Data: '{"event":"tick"}' })).catch(() => {});
    });

    await pause(2 * limits.idleMs);
    expect(socket.readyState).toBe(WebSocket.OPEN);
    expect(await getConnection(id)).not.toBeNull();
  });
});
