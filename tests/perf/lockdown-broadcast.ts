/**
 * How fast the emergency lockdown reaches every open browser: connects N WebSocket clients to the local
 * server (1,000, then 5,000 when the file-descriptor limit allows), switches the lockdown on through the
 * API as a super admin, and prints how long each client waited for the event (p50/p99/max, measured from
 * the moment the switch was sent) and how long the switch call itself took.
 *
 * The server, the handlers and DynamoDB Local run as they do under `npm start`; the clients run in a
 * worker thread so their own work does not queue behind the server's. Everything listens on free
 * loopback ports and stops by itself. Run: npm run bench -- lockdown-broadcast
 */
import { randomBytes } from 'node:crypto';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { WebSocket } from 'ws';

const clientCounts = [1000, 5000];
/** How many sockets open at once while connecting: the local server calls $connect for each. */
const connectConcurrency = 50;
/** Give up waiting for events after this long; a missing event is reported, not waited for forever. */
const deliveryTimeoutMs = 60_000;

interface Client {
  ticket: string;
  identity: { userId: string; role: 'student' | 'admin'; tabId: string };
}

/** High-resolution wall-clock time that both threads read alike. */
const now = () => performance.timeOrigin + performance.now();

// ---- the clients (worker thread) ----
async function runClients() {
  const { origin, clients } = workerData as { origin: string; clients: Client[] };
  const received = new Array<number>(clients.length).fill(0);
  const sockets: WebSocket[] = [];
  let next = 0;
  const connectOne = (client: Client, index: number) =>
    new Promise<void>((resolve, reject) => {
      const socket = new WebSocket(`${origin.replace('http', 'ws')}/ws?ticket=${client.ticket}`);
      sockets.push(socket);
      socket.once('open', () => {
        socket.send(JSON.stringify({ event: 'join-user', data: client.identity }));
        resolve();
      });
      socket.once('error', reject);
      socket.on('message', (data) => {
        if (received[index] === 0 && String(data).includes('emergency-lockdown')) received[index] = now();
      });
    });
  await Promise.all(
    Array.from({ length: connectConcurrency }, async () => {
      while (next < clients.length) {
        const index = next++;
        await connectOne(clients[index]!, index);
      }
    }),
  );
  parentPort!.postMessage({ type: 'connected' });
  parentPort!.on('message', async (message: { type: string; deadline: number }) => {
    if (message.type !== 'collect') return;
    while (received.includes(0) && now() < message.deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    for (const socket of sockets) socket.terminate();
    parentPort!.postMessage({ type: 'received', received });
  });
}

// ---- the server and the measurement (main thread) ----
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function mapBounded<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}

async function main() {
  const { startLocalStack } = await import('../../infra/local/stack.ts');
  const stack = await startLocalStack({ tableName: 'bench', stage: 'test', realtime: true });
  const { origin } = stack;

  // Imported after the environment is set, as a Lambda is started with its environment.
  const { createSession } = await import('../../functions/data/sessions.ts');
  const { createRealtimeTicket } = await import('../../functions/data/realtime-tickets.ts');
  const { connectionPages } = await import('../../functions/data/connections.ts');
  const { setEmergencyLockdown } = await import('../../functions/data/settings.ts');
  const { deliveryConcurrency } = await import('../../functions/realtime/broadcast.ts');
  const { requestHeaders, signedInAs } = await import('../support/sessions.ts');

  const superAdmin = await signedInAs('super_admin');

  const { execSync } = await import('node:child_process');
  const fileLimit = Number(execSync('ulimit -n', { shell: '/bin/sh' }).toString().trim()) || 1024;

  console.log(`Node ${process.version}, file-descriptor limit ${fileLimit}.`);
  console.log('');
  console.log('| clients | switch call (ms) | delivered | event p50 (ms) | p99 (ms) | max (ms) | missing |');
  console.log('|--------:|-----------------:|----------:|---------------:|---------:|---------:|--------:|');

  for (const count of clientCounts) {
    // Each client holds two descriptors in this process (its socket and the server's end).
    if (count * 2 + 1000 > fileLimit) {
      console.log(`| ${count} | skipped: needs about ${count * 2 + 1000} file descriptors |`);
      continue;
    }
    // Nine students to one admin, each its own signed-in tab with a ticket, as browsers would be.
    const clients = await mapBounded(
      Array.from({ length: count }, (_, i) => i),
      20,
      async (i): Promise<Client> => {
        const role = i % 10 === 0 ? 'admin' : 'student';
        const tabId = randomBytes(6).toString('base64url');
        const userId = randomBytes(12).toString('hex');
        const session = await createSession({ userId, role, tabId, remember: false });
        const ticket = await createRealtimeTicket({ sessionId: session.id, userId, role, tabId });
        return { ticket, identity: { userId, role, tabId } };
      },
    );

    const worker = new Worker(new URL(import.meta.url), { workerData: { origin, clients } });
    const fromWorker = (type: string) =>
      new Promise<{ received?: number[] }>((resolve, reject) => {
        const listener = (message: { type: string; received?: number[] }) => {
          if (message.type !== type) return;
          worker.off('message', listener);
          resolve(message);
        };
        worker.on('message', listener);
        worker.once('error', reject);
      });
    await fromWorker('connected');
    // Let the last join-user messages land before switching.
    await new Promise((resolve) => setTimeout(resolve, 500));

    const sentAt = now();
    const response = await fetch(`${origin}${superAdmin.base}/super-admin/emergency`, {
      method: 'PUT',
      headers: { ...requestHeaders(superAdmin), 'content-type': 'application/json' },
      body: JSON.stringify({ active: true, reason: 'Benchmark' }),
    });
    const switchMs = now() - sentAt;
    const result = (await response.json()) as { notifiedConnections?: number; message?: string };
    if (response.status !== 200) throw new Error(`The switch answered ${response.status}: ${result.message}`);

    const collected = fromWorker('received');
    worker.postMessage({ type: 'collect', deadline: sentAt + deliveryTimeoutMs });
    const received = (await collected).received!;
    await worker.terminate();

    const waits = received
      .filter((at) => at > 0)
      .map((at) => at - sentAt)
      .sort((a, b) => a - b);
    const f = (ms: number) => ms.toFixed(0);
    console.log(
      `| ${count} | ${f(switchMs)} | ${result.notifiedConnections} | ${f(percentile(waits, 50))} | ${f(percentile(waits, 99))} | ${f(waits.at(-1)!)} | ${count - waits.length} |`,
    );

    // Back to a clean state for the next size: lockdown off and every connection item gone.
    await setEmergencyLockdown({ active: false, reason: '', changedBy: null, changedAt: null }, []);
    const deadline = Date.now() + 30_000;
    for (;;) {
      let left = 0;
      for await (const recipients of connectionPages()) left += recipients.length;
      if (left === 0 || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  console.log('');
  console.log(
    'Event wait: from sending the switch to each client receiving emergency-lockdown. The switch call ' +
      `revokes every student session and pushes to every connection (${deliveryConcurrency} pushes in flight).`,
  );
  await stack.stop();
}

if (isMainThread) await main();
else await runClients();
