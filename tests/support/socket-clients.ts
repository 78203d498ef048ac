/**
 * Thousands of signed-in tabs' WebSockets for the benchmarks (tests/perf/), in a worker thread so their
 * work does not queue behind the server's. Each client gets its ticket just before it connects, as a
 * browser does (a ticket lives a minute, and thousands of sockets take longer than that to open), sends
 * join-user, and notes when the first message carrying `marker` arrives and, for students' sockets the
 * server closes after telling them, when it closed.
 */
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { WebSocket } from 'ws';
import { socketProtocols } from '../../functions/contract/socket-protocols.ts';
import { mapBounded } from './bounded.ts';

export interface SocketClient {
  sessionId: string;
  identity: { userId: string; role: 'student' | 'admin'; tabId: string };
}

export interface SocketClientsOptions {
  origin: string;
  clients: SocketClient[];
  /** Text of the message each client waits for (an event name, an announcement's title). */
  marker: string;
  /** Whether the server closes students' sockets once told (the lockdown), so their close is awaited. */
  studentsClosed: boolean;
}

export type SocketClientsMessage =
  { type: 'connected'; failed: number } | { type: 'received'; received: number[]; closedAt: number[] };

/** How many sockets open at once: the server calls $connect for each. */
const connectConcurrency = 25;

/** High-resolution wall-clock time that every thread and process reads alike. */
export const now = () => performance.timeOrigin + performance.now();
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the clients in a worker thread. It posts `connected` once every socket opened or failed; post
 * it `{ type: 'collect', deadline }` and it answers `received` when every client has its message (and
 * every student socket the server closes is closed) or the deadline passed, with 0 for what never came.
 */
export const startSocketClients = (options: SocketClientsOptions) =>
  new Worker(new URL(import.meta.url), { workerData: { ...options, socketClientsWorker: true } });

async function runClients() {
  const { origin, clients, marker, studentsClosed } = workerData as SocketClientsOptions;
  const { createRealtimeTicket } = await import('../../functions/data/realtime-tickets.ts');
  const received = new Array<number>(clients.length).fill(0);
  const closedAt = clients.map((client): number =>
    studentsClosed && client.identity.role === 'student' ? 0 : -1,
  );
  const sockets: WebSocket[] = [];
  let failed = 0;
  const connectOne = async (client: SocketClient, index: number) => {
    const ticket = await createRealtimeTicket({ sessionId: client.sessionId, ...client.identity }).catch(
      () => null,
    );
    if (!ticket) {
      failed += 1;
      return;
    }
    return new Promise<void>((resolve) => {
      const socket = new WebSocket(`${origin.replace('http', 'ws')}/ws`, socketProtocols(ticket));
      sockets.push(socket);
      const timer = setTimeout(() => {
        failed += 1;
        socket.terminate();
        resolve();
      }, 30_000);
      socket.once('open', () => {
        clearTimeout(timer);
        socket.send(JSON.stringify({ event: 'join-user', data: client.identity }));
        resolve();
      });
      socket.once('error', () => {
        clearTimeout(timer);
        failed += 1;
        resolve();
      });
      socket.on('message', (data) => {
        if (received[index] === 0 && String(data).includes(marker)) received[index] = now();
      });
      socket.on('close', () => {
        if (received[index] !== 0 && closedAt[index] === 0) closedAt[index] = now();
      });
    });
  };
  await mapBounded(clients, connectConcurrency, connectOne);
  parentPort!.postMessage({ type: 'connected', failed } satisfies SocketClientsMessage);
  parentPort!.on('message', async (message: { type: string; deadline: number }) => {
    if (message.type !== 'collect') return;
    while ((received.includes(0) || closedAt.includes(0)) && now() < message.deadline) await pause(20);
    for (const socket of sockets) socket.terminate();
    parentPort!.postMessage({ type: 'received', received, closedAt } satisfies SocketClientsMessage);
  });
}

if (!isMainThread && (workerData as { socketClientsWorker?: boolean } | null)?.socketClientsWorker)
  await runClients();
