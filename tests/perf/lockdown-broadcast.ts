/**
 * How fast the emergency lockdown reaches every open browser, against the floor of this machine. For
 * 1,000, 5,000 and 20,000 signed-in tabs (one session and one open WebSocket each, nine students to
 * one admin) it first sends every tab a push by a bare loop (the floor: the management API client
 * with the fan-out's settings and pool, through the same router, shards and clients, with no queue,
 * paging or jobs), then switches the lockdown on through the API as a super admin. It prints how long
 * the switch call itself took, and for both how long each client waited for its message (p50/p99/last,
 * from the moment the switch or the loop started), how many never got it, and the ratio of the p99s.
 *
 * One process cannot hold 20,000 sockets here (the file-descriptor limit is per process, and both ends
 * of a loopback socket count), so the sockets are spread over shard processes of at most 5,000 each:
 * each shard is the local server's WebSocket API (the same LocalWebSocketApi and realtime handler
 * `npm start` runs) with its clients in a worker thread, so their work does not queue behind the
 * server's. The API, the jobs worker and DynamoDB Local run in this process as under `npm start`; the
 * WebSocket management API (POST /@connections/{id}) that the fan-out calls is a small router here
 * that forwards each push to the shard holding the connection. Every wait has a deadline, and the
 * stack and the shards stop whatever happens. Run: npm run bench -- lockdown
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Agent, createServer, request as httpRequest, type Server } from 'node:http';
import type { Worker } from 'node:worker_threads';
import type { Recipient } from '../../functions/data/connections.ts';
import { mapBounded } from '../../functions/platform/bounded.ts';
import { withDeadline } from '../support/bounded.ts';
import {
  now,
  pause,
  startSocketClients,
  type CollectMessage,
  type SocketClient as Client,
  type SocketClientsMessage,
} from '../support/socket-clients.ts';

/** LOCKDOWN_BENCH_SIZES=200,400 tries the machinery on small numbers first. */
const sizes = process.env.LOCKDOWN_BENCH_SIZES?.split(',').map(Number) ?? [1000, 5000, 20_000];
/** Sockets one shard process holds (with its clients, two descriptors each). */
const socketsPerShard = 5000;
/** Give up waiting for events after this long; a missing event is reported, not waited for forever. */
const deliveryTimeoutMs = 60_000;
/** Connecting is slower than delivering: every socket costs a few DynamoDB calls. */
const connectTimeoutMs = 15 * 60_000;
/** The event the lockdown sends, and the floor's own, which no lockdown message contains. */
const lockdownMarker = 'emergency-lockdown';
const floorMarker = 'lockdown-floor';

type ShardMessage = { type: 'listening'; origin: string } | SocketClientsMessage;

// ---- a shard (child process): the WebSocket API for some of the sockets, and their clients ----
async function runShard() {
  const { environment, prefix } = JSON.parse(process.env.LOCKDOWN_BENCH_SHARD!) as {
    environment: Record<string, string>;
    prefix: string;
  };
  Object.assign(process.env, environment);
  const { LocalWebSocketApi } = await import('../../infra/local/websocket.ts');
  const { handler } = await import('../../functions/api/realtime/socket-handler.ts');
  const websockets = new LocalWebSocketApi(handler, { idPrefix: prefix });
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = decodeURIComponent((request.url ?? '').slice('/@connections/'.length));
      websockets.manage(request.method ?? 'GET', id, Buffer.concat(chunks), response);
    });
  });
  server.on('upgrade', (request, socket, head) => void websockets.upgrade(request, socket, head));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const send = (message: ShardMessage) => process.send!(message);
  send({ type: 'listening', origin });

  let worker: Worker | undefined;
  process.on('message', (message: { type: string; clients?: Client[] } | CollectMessage) => {
    if (message.type === 'connect') {
      void worker?.terminate();
      worker = startSocketClients({
        origin,
        clients: (message as { clients: Client[] }).clients,
        markers: [floorMarker, lockdownMarker],
        studentsClosed: true,
      });
      worker.on('message', (reply: ShardMessage) => send(reply));
    } else if (message.type === 'collect') {
      worker?.postMessage(message);
    }
  });
  process.on('disconnect', () => process.exit(0));
}

// ---- this process: the stack, the router, the measurement ----
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

/**
 * The WebSocket management API the fan-out calls: forwards POST/DELETE /@connections/{id} to the shard
 * whose prefix the id carries, and answers 410 Gone (as API Gateway does) for one no shard holds. A
 * shard it cannot reach is this bench's own failure, not the connection's: it answers 500, as API
 * Gateway does for its own, which the SDK retries, where a 410 would have the fan-out drop the tab.
 */
function startRouter(shards: () => Map<string, string>): Promise<{ origin: string; server: Server }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 128 });
  const server = createServer((request, response) => {
    const id = decodeURIComponent((request.url ?? '').slice('/@connections/'.length));
    const target = shards().get(id.slice(0, id.indexOf('-') + 1));
    const answer = (status: number, type: string) => {
      if (response.headersSent) return response.destroy();
      response.writeHead(status, { 'content-type': 'application/json', 'x-amzn-errortype': type });
      response.end(JSON.stringify({ message: type }));
    };
    if (!target) return void request.resume().on('end', () => answer(410, 'GoneException'));
    const forward = httpRequest(
      `${target}${request.url}`,
      { method: request.method, headers: request.headers, agent },
      (shardAnswer) => {
        response.writeHead(shardAnswer.statusCode ?? 502, shardAnswer.headers);
        shardAnswer.pipe(response);
      },
    );
    forward.on('error', () => answer(500, 'InternalServerErrorException'));
    request.pipe(forward);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ origin: `http://127.0.0.1:${(server.address() as { port: number }).port}`, server }),
    ),
  );
}

interface Shard {
  child: ChildProcess;
  prefix: string;
  origin: string;
  next(type: ShardMessage['type']): Promise<ShardMessage>;
}

async function startShard(index: number, environment: Record<string, string>): Promise<Shard> {
  const prefix = `s${index}-`;
  const { partOfLocalStack } = await import('../../infra/local/config.ts');
  const child = fork(new URL(import.meta.url), [], {
    env: {
      ...process.env,
      ...partOfLocalStack(),
      LOCKDOWN_BENCH_SHARD: JSON.stringify({ environment, prefix }),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = (type: ShardMessage['type']) =>
    new Promise<ShardMessage>((resolve, reject) => {
      const listener = (message: ShardMessage) => {
        if (message.type !== type) return;
        child.off('message', listener);
        child.off('exit', exited);
        resolve(message);
      };
      const exited = (code: number | null) => reject(new Error(`shard ${index} exited (${code})`));
      child.on('message', listener);
      child.once('exit', exited);
    });
  const listening = await withDeadline(next('listening'), 60_000, `starting shard ${index}`);
  return { child, prefix, origin: (listening as { origin: string }).origin, next };
}

async function main() {
  const { startLocalStack } = await import('../../infra/local/stack.ts');
  const stack = await startLocalStack({ tableName: 'bench', stage: 'test' });
  const shards: Shard[] = [];
  let router: Server | undefined;
  let floorLoop: FloorLoop | undefined;
  try {
    const routes = new Map<string, string>();
    const started = await startRouter(() => routes);
    router = started.server;
    // Before any function module reads the environment: pushes go through the router.
    process.env.WEBSOCKET_CALLBACK_URL = started.origin;
    const environment = Object.fromEntries(
      Object.entries(process.env).filter(([name]) =>
        [
          'STAGE',
          'TABLE_NAME',
          'AWS_REGION',
          'AWS_ACCESS_KEY_ID',
          'AWS_SECRET_ACCESS_KEY',
          'DYNAMODB_ENDPOINT',
          'SES_ENDPOINT',
          'WEBSOCKET_CALLBACK_URL',
          'PUBLIC_ORIGIN',
          'SENDER_EMAIL',
          'SESSION_SECRET',
        ].includes(name),
      ),
    ) as Record<string, string>;
    const { deliveryConcurrency } = await import('../../functions/domain/realtime/broadcast.ts');
    floorLoop = await floorPusher(deliveryConcurrency);
    await measure(stack.origin, environment, shards, routes, floorLoop);
  } finally {
    floorLoop?.stop();
    for (const shard of shards) shard.child.kill();
    router?.closeAllConnections();
    router?.close();
    await stack.stop();
  }
}

async function measure(
  origin: string,
  environment: Record<string, string>,
  shards: Shard[],
  routes: Map<string, string>,
  floorLoop: FloorLoop,
) {
  // Imported after the environment is set, as a Lambda is started with its environment.
  const { createSession } = await import('../../functions/data/sessions.ts');
  const { passwordFingerprint } = await import('../../functions/data/credentials.ts');
  const { connectionPages, deleteConnection } = await import('../../functions/data/connections.ts');
  const { setLockdown } = await import('../../functions/data/settings.ts');
  const { deliveryConcurrency } = await import('../../functions/domain/realtime/broadcast.ts');
  const { requestHeaders, signedInAs } = await import('../support/sessions.ts');
  const superAdmin = await signedInAs('super_admin');

  console.log(`Node ${process.version}, ${socketsPerShard} sockets per shard process.`);
  console.log('');
  console.log(
    '| tabs | switch call (ms) | lockdown p50 (ms) | p99 (ms) | last (ms) | missing | floor p50 (ms) | p99 (ms) | last (ms) | missing | p99 lockdown / floor | students closed (ms) |',
  );
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');

  for (const count of sizes) {
    // Nine students to one admin, each its own signed-in tab, as browsers would be.
    const clients = await mapBounded(
      Array.from({ length: count }, (_, i) => i),
      20,
      async (i): Promise<Client> => {
        const role = i % 10 === 0 ? 'admin' : 'student';
        const tabId = randomBytes(6).toString('base64url');
        const userId = randomBytes(12).toString('hex');
        const { session } = await createSession({
          userId,
          role,
          tabId,
          remember: false,
          passwordFingerprint: passwordFingerprint(null),
        });
        return { sessionId: session.id, identity: { userId, role, tabId } };
      },
    );

    const shardCount = Math.ceil(count / socketsPerShard);
    while (shards.length < shardCount) {
      const shard = await startShard(shards.length, environment);
      shards.push(shard);
      routes.set(shard.prefix, shard.origin);
    }
    const used = shards.slice(0, shardCount);
    const connected = await withDeadline(
      Promise.all(
        used.map((shard, i) => {
          const done = shard.next('connected');
          const share = clients.slice(i * socketsPerShard, (i + 1) * socketsPerShard);
          shard.child.send({ type: 'connect', clients: share });
          return done as Promise<{ failed: number }>;
        }),
      ),
      connectTimeoutMs,
      `connecting ${count} sockets`,
    );
    const notConnected = connected.reduce((sum, { failed }) => sum + failed, 0);
    // Let the last join-user messages land before pushing.
    await pause(1000);
    const collect = async (marker: string, startedAt: number) => {
      const collected = await withDeadline(
        Promise.all(
          used.map((shard) => {
            const done = shard.next('received');
            shard.child.send({
              type: 'collect',
              marker,
              deadline: startedAt + deliveryTimeoutMs,
            } satisfies CollectMessage);
            return done as Promise<{ received: number[]; closedAt: number[] }>;
          }),
        ),
        deliveryTimeoutMs + 30_000,
        `collecting ${marker}`,
      );
      const since = (times: number[]) =>
        times
          .filter((at) => at > 0)
          .map((at) => at - startedAt)
          .sort((a, b) => a - b);
      const closedAt = collected.flatMap((shard) => shard.closedAt).filter((at) => at >= 0);
      return {
        waits: since(collected.flatMap((shard) => shard.received)),
        closes: since(closedAt),
        closing: closedAt.length,
      };
    };

    // The floor first, while every socket is open: the lockdown closes the students'.
    const recipients: Recipient[] = [];
    for await (const page of connectionPages()) recipients.push(...page);
    const floorAt = now();
    const refused = await floorLoop.push(recipients);
    const floor = await collect(floorMarker, floorAt);
    await pause(2000);

    const sentAt = now();
    const response = await fetch(`${origin}${superAdmin.base}/super-admin/emergency`, {
      method: 'PUT',
      headers: { ...requestHeaders(superAdmin), 'content-type': 'application/json' },
      body: JSON.stringify({ active: true, reason: 'Benchmark' }),
    });
    const switchMs = now() - sentAt;
    const result = (await response.json()) as { message?: string };
    if (response.status !== 200) throw new Error(`The switch answered ${response.status}: ${result.message}`);
    const lockdown = await collect(lockdownMarker, sentAt);

    const f = (ms: number) => (Number.isNaN(ms) ? '-' : ms.toFixed(0));
    const figures = ({ waits }: { waits: number[] }) =>
      `${f(percentile(waits, 50))} | ${f(percentile(waits, 99))} | ${f(waits.at(-1) ?? NaN)} | ${count - waits.length}`;
    const ratio = percentile(lockdown.waits, 99) / percentile(floor.waits, 99);
    console.log(
      `| ${count}${notConnected ? ` (${notConnected} never connected)` : ''} | ${f(switchMs)} | ${figures(lockdown)} | ${figures(floor)}${refused ? ` (${refused} refused)` : ''} | ${Number.isNaN(ratio) ? '-' : ratio.toFixed(2)} | ${lockdown.closes.length} of ${lockdown.closing} by ${f(lockdown.closes.at(-1) ?? NaN)} |`,
    );

    // Back to a clean state for the next size: lockdown off and no connection left behind.
    await setLockdown(
      { active: false, reason: '', instructions: '', changedBy: null, changedAt: new Date().toISOString() },
      [],
    );
    await pause(2000);
    for (let round = 0; round < 20; round++) {
      let left = 0;
      for await (const page of connectionPages()) {
        left += page.length;
        await mapBounded(page, 20, ({ id }) => deleteConnection(id));
      }
      if (left === 0) break;
    }
  }

  console.log('');
  console.log(
    'Switch call: from sending PUT /super-admin/emergency to its answer (one write revokes every ' +
      'student; the fan-out is handed to the jobs queue). Lockdown: from sending the switch to each ' +
      `client receiving emergency-lockdown (${deliveryConcurrency} pushes in flight per batch). Floor: the ` +
      'same pushes to the same open sockets just before, sent by a bare loop with the fan-out\u2019s ' +
      `client and its ${fanOutSockets(deliveryConcurrency)} sockets all in flight, through the same ` +
      'router and shards, timed from its start. Missing: not received 60 s after the start. Students ' +
      'closed: how many student sockets the server closed after telling them, and when the last closed.',
  );
  console.log('');
  await printPushFloor(sizes.at(-1)!, deliveryConcurrency);
}

/**
 * The fan-out's pool of sockets to the management API (functions/domain/realtime/broadcast.ts): the
 * jobs worker runs the ten push jobs of a batch side by side, each with `concurrency` in flight. The
 * local queue's batches share one process, so this pool is all the pushes the product has in flight.
 */
const fanOutSockets = (concurrency: number) => concurrency * 10;

/** A management API client with the fan-out's settings (broadcast.ts) and a pool of `sockets`. */
async function managementApi(endpoint: string, sockets: number) {
  const { ApiGatewayManagementApiClient } = await import('@aws-sdk/client-apigatewaymanagementapi');
  return new ApiGatewayManagementApiClient({
    endpoint,
    region: process.env.AWS_REGION,
    maxAttempts: 2,
    requestHandler: { httpAgent: { keepAlive: true, maxSockets: sockets } },
  });
}

interface FloorLoop {
  push(recipients: Recipient[]): Promise<number>;
  stop(): void;
}

/**
 * The floor of a lockdown: a push to every recipient by a bare loop, with the fan-out's client and
 * every socket of its pool in flight, through the WebSocket management API the fan-out calls (the
 * router). Staff's and students' messages are the lockdown's sizes under another event name, so the
 * clients tell the two apart. Like the fan-out's client, it lives across sizes, its sockets as warm.
 * `push` answers how many pushes the API refused.
 */
async function floorPusher(concurrency: number): Promise<FloorLoop> {
  const { PostToConnectionCommand } = await import('@aws-sdk/client-apigatewaymanagementapi');
  const sockets = fanOutSockets(concurrency);
  const client = await managementApi(process.env.WEBSOCKET_CALLBACK_URL!, sockets);
  const encoded = (data: object) => new TextEncoder().encode(JSON.stringify({ event: floorMarker, data }));
  const data = { staff: encoded({ reason: 'Benchmark' }), student: encoded({}) };
  return {
    async push(recipients) {
      let refused = 0;
      await mapBounded(recipients, sockets, ({ id, role }) =>
        client
          .send(
            new PostToConnectionCommand({
              ConnectionId: id,
              Data: data[role === 'student' ? 'student' : 'staff'],
            }),
          )
          .catch(() => void (refused += 1)),
      );
      return refused;
    },
    stop: () => client.destroy(),
  };
}

/**
 * What pushing alone costs on this machine: the management API client the fan-out uses posting to an
 * endpoint that only answers 200, so no server, socket or browser work is counted. Every push of a
 * lockdown pays at least this, and in the cloud the pushes are spread over many Lambdas; here they
 * share this machine's cores.
 */
async function printPushFloor(tabs: number, concurrency: number) {
  const { PostToConnectionCommand } = await import('@aws-sdk/client-apigatewaymanagementapi');
  const { availableParallelism } = await import('node:os');
  const sink = createServer((request, response) => request.resume().on('end', () => response.end()));
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const client = await managementApi(
    `http://127.0.0.1:${(sink.address() as { port: number }).port}`,
    concurrency,
  );
  const data = new TextEncoder().encode(JSON.stringify({ event: lockdownMarker, data: {} }));
  const post = (count: number) =>
    mapBounded(
      Array.from({ length: count }, (_, i) => `floor-${i}`),
      concurrency,
      (id) => client.send(new PostToConnectionCommand({ ConnectionId: id, Data: data })),
    );
  try {
    await post(1000);
    const calls = 5000;
    const before = process.cpuUsage();
    await post(calls);
    const { user, system } = process.cpuUsage(before);
    const cpuMs = (user + system) / 1000 / calls;
    const cores = availableParallelism();
    console.log(
      `Push floor: one PostToConnection through the SDK costs ${cpuMs.toFixed(2)} ms of CPU here ` +
        `(${calls} to an endpoint that only answers 200). Telling ${tabs} tabs needs at least ` +
        `${((tabs * cpuMs) / 1000).toFixed(1)} s of CPU for the SDK alone: ` +
        `${((tabs * cpuMs) / 1000 / cores).toFixed(1)} s on this machine's ${cores} cores with nothing else running.`,
    );
  } finally {
    client.destroy();
    sink.close();
  }
}

if (process.env.LOCKDOWN_BENCH_SHARD) await runShard();
else await main();
