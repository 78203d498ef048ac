/**
 * Thousands of signed-in tabs' WebSockets for the benchmarks (tests/perf/), in a worker thread so their
 * work does not queue behind the server's. Each client gets its ticket just before it connects, as a
 * browser does (a ticket lives a minute, and thousands of sockets take longer than that to open), sends
 * join-user, and notes when the first message carrying each marker arrives and, for students' sockets
 * the server closes after telling them, when it closed.
 */
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { WebSocket } from 'ws';
import { socketProtocols } from '../../functions/contract/socket-protocols.ts';
import { mapBounded } from '../../functions/platform/bounded.ts';

export interface SocketClient {
  sessionId: string;
  identity: { userId: string; role: 'student' | 'admin'; tabId: string };
}

export interface SocketClientsOptions {
  origin: string;
  clients: SocketClient[];
  /**
   * Texts of the messages each client waits for (an event name, an announcement's title), one round
   * each, collected in this order: a bench's own floor push before the product's event, say.
   */
  markers: string[];
  /** Whether the server closes students' sockets once told the last marker (the lockdown), so their close is awaited. */
  studentsClosed: boolean;
}

export type SocketClientsMessage =
  { type: 'connected'; failed: number } | { type: 'received'; received: number[]; closedAt: number[] };

/** Asks for one marker's round: answered `received` once every client has it, or at the deadline. */
export interface CollectMessage {
  type: 'collect';
  marker: string;
  deadline: number;
}

/** How many sockets open at once: the server calls $connect for each. */
const connectConcurrency = 25;

/** High-resolution wall-clock time that every thread and process reads alike. */
export const now = () => performance.timeOrigin + performance.now();
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the clients in a worker thread. It posts `connected` once every socket opened or failed; post
 * it a CollectMessage and it answers `received` when every client has that marker's message (and, for
 * the last marker, every student socket the server closes is closed) or the deadline passed, with 0 for
 * what never came. The sockets stay open until the last marker's round is collected.
 */
export const startSocketClients = (options: SocketClientsOptions) =>
  new Worker(new URL(import.meta.url), { workerData: { ...options, socketClientsWorker: true } });

async function runClients() {
  const { origin, clients, markers, studentsClosed } = workerData as SocketClientsOptions;
  const { createRealtimeTicket } = await import('../../functions/data/realtime-tickets.ts');
  const received = new Map(markers.map((marker) => [marker, new Array<number>(clients.length).fill(0)]));
  const closing = received.get(markers.at(-1)!)!;
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
        const text = String(data);
        for (const [marker, times] of received)
          if (times[index] === 0 && text.includes(marker)) times[index] = now();
      });
      socket.on('close', () => {
        if (closing[index] !== 0 && closedAt[index] === 0) closedAt[index] = now();
      });
    });
  };
  await mapBounded(clients, connectConcurrency, connectOne);
  parentPort!.postMessage({ type: 'connected', failed } satisfies SocketClientsMessage);
  parentPort!.on('message', async (message: CollectMessage) => {
    if (message.type !== 'collect') return;
    const times = received.get(message.marker)!;
    const last = times === closing;
    while ((times.includes(0) || (last && closedAt.includes(0))) && now() < message.deadline) await pause(20);
    if (last) for (const socket of sockets) socket.terminate();
    parentPort!.postMessage({ type: 'received', received: times, closedAt } satisfies SocketClientsMessage);
  });
}

if (!isMainThread && (workerData as { socketClientsWorker?: boolean } | null)?.socketClientsWorker)
  await runClients();
