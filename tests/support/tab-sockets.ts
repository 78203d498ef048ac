import { WebSocket } from 'ws';
import { socketProtocols } from '#contract/socket-protocols';
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
