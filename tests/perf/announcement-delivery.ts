/**
 * How long an announcement to every student takes to reach them: 5,000 students seeded in bulk into
 * DynamoDB Local, each signed in with one open tab on the local WebSocket (the stack's own
 * LocalWebSocketApi, as `npm start` runs it; the clients in a worker thread, tests/support/
 * socket-clients.ts). An admin publishes an announcement to everyone through the API; the bench prints
 * the time from publishing to the last open tab told, and to the last mail handed to the SES stand-in,
 * whose maximum send rate is SES_MAX_SEND_RATE (100 a second here unless set), of which the mail line
 * uses its share. Every wait has a deadline and the stack stops whatever happens.
 * Run: npm run bench -- announcement
 */
import { randomBytes } from 'node:crypto';
import { mapBounded } from '../../functions/platform/bounded.ts';
import { withDeadline } from '../support/bounded.ts';
import {
  now,
  startSocketClients,
  type CollectMessage,
  type SocketClientsMessage,
} from '../support/socket-clients.ts';

const students = Number(process.env.ANNOUNCEMENT_BENCH_STUDENTS ?? 5000);
// Read by infra/local/config.ts as it loads, so set before the stack is imported.
process.env.SES_MAX_SEND_RATE ??= '100';
const deliveryTimeoutMs = 10 * 60_000;
const connectTimeoutMs = 15 * 60_000;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

const { startLocalStack } = await import('../../infra/local/stack.ts');
const stack = await startLocalStack({ tableName: 'bench-announcements', stage: 'test', realtime: true });
let worker: Awaited<ReturnType<typeof startSocketClients>> | undefined;
try {
  const { newInternalId, newPublicId } = await import('../../functions/data/ids.ts');
  const { createSession } = await import('../../functions/data/sessions.ts');
  const { passwordFingerprint } = await import('../../functions/data/credentials.ts');
  const { putUsersInBulk } = await import('../support/bulk-users.ts');
  const { requestHeaders, signedInAs } = await import('../support/sessions.ts');
  const { jobsSettled } = await import('../support/jobs.ts');
  const { MAIL_SEND_RATE } = (await import('../../functions/platform/env.ts')).env();
  type User = import('../../functions/data/users.ts').User;

  const createdAt = new Date().toISOString();
  const users: User[] = Array.from({ length: students }, (_, i) => ({
    id: newInternalId(),
    publicId: newPublicId(),
    role: 'student',
    email: `student${i}@bench.example.edu`,
    fullName: `Student ${i}`,
    emailVerified: true,
    isActive: true,
    gender: i % 2 === 0 ? 'female' : 'male',
    createdAt,
    updatedAt: createdAt,
  }));
  await putUsersInBulk(users);
  const clients = await mapBounded(users, 20, async (user) => {
    const tabId = randomBytes(6).toString('base64url');
    const { session } = await createSession({
      userId: user.id,
      role: 'student',
      tabId,
      remember: false,
      passwordFingerprint: passwordFingerprint(null),
    });
    return { sessionId: session.id, identity: { userId: user.id, role: 'student' as const, tabId } };
  });

  const title = `Water off on Tuesday ${randomBytes(3).toString('hex')}`;
  worker = startSocketClients({ origin: stack.origin, clients, markers: [title], studentsClosed: false });
  const next = (type: SocketClientsMessage['type']) =>
    new Promise<SocketClientsMessage>((resolve) => {
      const listener = (message: SocketClientsMessage) => {
        if (message.type !== type) return;
        worker!.off('message', listener);
        resolve(message);
      };
      worker!.on('message', listener);
    });
  const connected = (await withDeadline(
    next('connected'),
    connectTimeoutMs,
    `connecting ${students} tabs`,
  )) as {
    failed: number;
  };

  const admin = await signedInAs('admin');
  const sentAt = now();
  const response = await fetch(`${stack.origin}${admin.base}/announcements`, {
    method: 'POST',
    headers: { ...requestHeaders(admin), 'content-type': 'application/json' },
    body: JSON.stringify({ title, text: 'From 9 to 12, in every block.', audience: { kind: 'everyone' } }),
  });
  const publishMs = now() - sentAt;
  if (response.status !== 201) throw new Error(`Publishing answered ${response.status}`);

  const collected = next('received');
  worker.postMessage({
    type: 'collect',
    marker: title,
    deadline: sentAt + deliveryTimeoutMs,
  } satisfies CollectMessage);
  const { received } = (await withDeadline(
    collected,
    deliveryTimeoutMs + 30_000,
    'collecting the pushes',
  )) as {
    received: number[];
  };
  const waits = received
    .filter((at) => at > 0)
    .map((at) => at - sentAt)
    .sort((a, b) => a - b);
  const { deadLetters } = await withDeadline(jobsSettled(stack.origin), deliveryTimeoutMs, 'the mail line');
  const { mailbox } = stack;
  const lastMailMs = mailbox.lastSentAt - sentAt;

  const f = (ms: number) => (Number.isNaN(ms) ? '-' : (ms / 1000).toFixed(1));
  console.log(`Node ${process.version}; ${students} students, each with one open tab; staff get it too.`);
  console.log('');
  console.log(
    '| students | tabs open | publish call (ms) | tabs told | tab p50 (s) | p99 (s) | last tab (s) | mails handed to SES | last mail (s) | SES rate / line rate (per s) | throttled | dead letters |',
  );
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  console.log(
    `| ${students} | ${students - connected.failed} | ${publishMs.toFixed(0)} | ${waits.length} | ${f(percentile(waits, 50))} | ${f(percentile(waits, 99))} | ${f(waits.at(-1) ?? NaN)} | ${mailbox.sent} | ${f(lastMailMs)} | ${mailbox.maxSendRate} / ${MAIL_SEND_RATE} | ${mailbox.throttled} | ${deadLetters} |`,
  );
  console.log('');
  console.log(
    'From sending POST /announcements: to each tab receiving its notification event, and to the SES ' +
      'stand-in accepting the last mail. The mail line spaces mail at its rate, so the last mail comes ' +
      `no sooner than recipients / line rate (${(students / Number(MAIL_SEND_RATE)).toFixed(1)} s for the students alone).`,
  );
} finally {
  await worker?.terminate();
  await stack.stop();
}
