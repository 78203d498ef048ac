import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { WebSocket } from 'ws';
import { socketProtocols } from '#contract/socket-protocols';
import { handler as realtime } from '../../functions/api/realtime/socket-handler.ts';
import { dynamo, tableName } from '../../functions/data/dynamo.ts';
import {
  connectionKey,
  formerConnectionKey,
  formerConnectionsIndexPartition,
} from '../../functions/data/keys.ts';
import { staticRoots } from '../../infra/local/config.ts';
import { LocalMailbox } from '../../infra/local/mail.ts';
import { createLocalServer, type LocalServer } from '../../infra/local/server.ts';
import { call } from './hostel.ts';
import type { SignedIn } from './sessions.ts';

/** What a tab's socket received, in order. */
export interface TabSocket {
  socket: WebSocket;
  received: { event: string; data: unknown }[];
}

/**
 * A tab's socket on the local server at `origin`, opened as the SPA opens it (a ticket, then join-user
 * as `join` says, the tab's own identity unless a test claims another), keeping every message.
 */
export async function tabSocket(
  origin: string,
  tab: SignedIn,
  join: { userId: string; role: string; tabId: string } = {
    userId: tab.user.id,
    role: tab.user.role,
    tabId: tab.tabId,
  },
): Promise<TabSocket> {
  const { body } = await call(tab, 'GET', '/realtime/ticket');
  const socket = new WebSocket(`${origin.replace('http', 'ws')}/ws`, socketProtocols(body.ticket));
  const received: TabSocket['received'] = [];
  socket.on('message', (data) => received.push(JSON.parse(String(data))));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  socket.send(JSON.stringify({ event: 'join-user', data: join }));
  return { socket, received };
}

/** This test file's local server with the realtime handler on /ws: see `realtimeServerOfThisFile`. */
export interface RealtimeServer {
  /** Where it listens (http://127.0.0.1:port), once the file's tests run. */
  readonly origin: string;
  /** Ends `socket` after the test. */
  keep<T extends WebSocket>(socket: T): T;
  /** A tab's socket on it, as `tabSocket` opens one, ended after the test. */
  open(tab: SignedIn, join?: Parameters<typeof tabSocket>[2]): Promise<TabSocket>;
}

/**
 * A local server of the test file's own, with the realtime handler on /ws, started before its tests
 * and stopped after them, through which the functions push (WEBSOCKET_CALLBACK_URL, set before the
 * broadcaster's first use reads it). Call it once, at the top of the file.
 */
export function realtimeServerOfThisFile(name: string): RealtimeServer {
  let server: LocalServer;
  let mailDir: string;
  let origin = '';
  const sockets: WebSocket[] = [];
  beforeAll(async () => {
    mailDir = await mkdtemp(join(tmpdir(), `hostel-${name}-test-`));
    server = createLocalServer({ roots: staticRoots, mailbox: new LocalMailbox(mailDir), realtime });
    origin = await server.listen(0);
    process.env.WEBSOCKET_CALLBACK_URL = origin;
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.terminate();
  });
  afterAll(async () => {
    await server.close();
    await rm(mailDir, { recursive: true, force: true });
  });
  const keep = <T extends WebSocket>(socket: T) => {
    sockets.push(socket);
    return socket;
  };
  return {
    get origin() {
      return origin;
    },
    keep,
    async open(tab, join) {
      const opened = await tabSocket(origin, tab, join);
      keep(opened.socket);
      return opened;
    },
  };
}

/**
 * Moves a stored connection to where connections were stored before decision 0090, listed in GSI3 by
 * the time of connecting, as a socket opened before that release's deploy is.
 */
export async function storedAsBefore0090(id: string): Promise<void> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: connectionKey(id), ConsistentRead: true }),
  );
  if (!Item) throw new Error(`No connection ${id} to move`);
  const { PK: _pk, SK: _sk, ...connection } = Item;
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...connection,
        ...formerConnectionKey(id),
        GSI3PK: formerConnectionsIndexPartition,
        GSI3SK: `${connection.connectedAt as string}#${id}`,
      },
    }),
  );
  await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: connectionKey(id) }));
}
