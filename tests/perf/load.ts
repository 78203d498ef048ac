/**
 * A bounded load run on loopback: its own in-memory DynamoDB Local and local server on free ports, the
 * seeded rooms, 180 students and 20 admins, all at once for 60 s. Students browse the rooms they may
 * book, read their current booking and book a bed; admins page through students and bookings and cancel
 * bookings (which frees beds for more students). Each user pauses 50–250 ms between calls.
 *
 *   node tests/perf/load.ts [--seconds 60]
 *
 * Checks (issue 11): zero 5xx; no booking lost or duplicated (every 201 is active unless an admin
 * cancelled it, no student holds two); every room's occupancy equals its count of active bookings.
 * Exits 1 when a check fails. Everything it starts it stops, and every loop ends at the deadline.
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { startLocalStack } from '../../infra/local/stack.ts';

const secondsArg = process.argv.indexOf('--seconds');
const seconds = secondsArg > 0 ? Number(process.argv[secondsArg + 1]) : 60;
const studentCount = 180;
const adminCount = 20;

const tableName = 'load';
const stack = await startLocalStack({ tableName, stage: 'local' });
const { origin } = stack;

// Imported after the environment is set: the functions read it on first use.
const { dynamo } = await import('../../functions/data/dynamo.ts');
const keys = await import('../../functions/data/keys.ts');
const { userToItem } = await import('../../functions/data/users.ts');
const { newInternalId, newPublicId } = await import('../../functions/data/ids.ts');
const { requestHeaders, signedInTab } = await import('../support/sessions.ts');
const { defaultSettings, putSettings } = await import('../../functions/data/settings.ts');
const { seedRooms } = await import('../../infra/local/seed/rooms.ts');
const { listRooms } = await import('../../functions/data/rooms.ts');
const { activeBookings } = await import('../../functions/data/bookings.ts');
type User = import('../../functions/data/users.ts').User;

const client = dynamo();

function userOf(i: number, role: 'student' | 'admin'): User {
  const now = new Date().toISOString();
  return {
    id: newInternalId(),
    publicId: newPublicId(),
    role,
    email: `${role}${i}@load.example.edu`,
    fullName: `Load ${role} ${i}`,
    passwordHash: 'not-a-password',
    emailVerified: true,
    isActive: true,
    ...(role === 'student'
      ? {
          gender: i % 2 === 0 ? 'female' : 'male',
          phoneNumber: `+23320${String(1_000_000 + i)}`,
          dateOfBirth: '2004-03-14',
          programmeOfStudy: 'BSc Computer Engineering',
          level: '200',
          guardianName: 'Guardian',
          guardianPhoneNumber: '+233241234567',
        }
      : {}),
    createdAt: now,
    updatedAt: now,
  } as User;
}

async function seedUsers(users: User[]): Promise<void> {
  const items = users.flatMap((user) => [
    userToItem(user),
    { ...keys.emailKey(user.email), type: 'email', userId: user.id },
  ]);
  for (let i = 0; i < items.length; i += 25) {
    let requests = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; requests.length > 0 && attempt < 20; attempt++) {
      const result = await client.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
      requests = (result.UnprocessedItems?.[tableName] ?? []) as typeof requests;
    }
  }
}

async function signIn(user: User) {
  const tab = await signedInTab(user);
  const headers = { ...requestHeaders(tab), 'content-type': 'application/json' };
  return { user, base: `${origin}${tab.base}`, headers };
}
type Tab = Awaited<ReturnType<typeof signIn>>;

const statuses = new Map<string, number>();
const serverErrors: string[] = [];
const created = new Map<string, string>(); // booking id → student id
const cancelled = new Set<string>();
let calls = 0;

// The requests in flight are bounded by the 200 users, each waiting for its answer before the next.
async function api(tab: Tab, method: string, path: string, body?: unknown) {
  const response = await fetch(`${tab.base}${path}`, {
    method,
    headers: tab.headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  calls += 1;
  const key = `${method} ${path.replace(/[0-9a-f]{24}/g, '{id}').replace(/\?.*/, '')} ${response.status}`;
  statuses.set(key, (statuses.get(key) ?? 0) + 1);
  const text = await response.text();
  if (response.status >= 500) serverErrors.push(`${key}: ${text.slice(0, 200)}`);
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
const pick = <T>(items: T[]): T | undefined => items[Math.floor(Math.random() * items.length)];

async function student(tab: Tab, deadline: number) {
  let rooms: { id: string }[] = [];
  while (Date.now() < deadline) {
    const roll = Math.random();
    if (roll < 0.45) {
      rooms = (await api(tab, 'GET', '/rooms/available')).body?.rooms ?? [];
    } else if (roll < 0.7) {
      await api(tab, 'GET', `/students/${tab.user.id}/bookings/current`);
    } else {
      const room = pick(rooms);
      if (room) {
        const result = await api(tab, 'POST', '/bookings', { roomId: room.id, termsAgreed: true });
        if (result.status === 201) created.set(result.body.booking.id, tab.user.id);
      }
    }
    await pause();
  }
}

async function admin(tab: Tab, deadline: number) {
  while (Date.now() < deadline) {
    const roll = Math.random();
    if (roll < 0.4) {
      await api(tab, 'GET', `/students?page=${1 + Math.floor(Math.random() * 9)}&limit=20`);
    } else if (roll < 0.85) {
      await api(tab, 'GET', '/bookings?page=1&limit=20&status=active');
    } else {
      const id = pick([...created.keys()].filter((bookingId) => !cancelled.has(bookingId)));
      if (id) {
        const result = await api(tab, 'POST', `/bookings/${id}/cancel`, {
          cancellationReason: 'Load run: moving out',
        });
        if (result.status === 200) cancelled.add(id);
      }
    }
    await pause();
  }
}

try {
  await putSettings(defaultSettings());
  const roomTotal = await seedRooms();
  const students = Array.from({ length: studentCount }, (_, i) => userOf(i, 'student'));
  const admins = Array.from({ length: adminCount }, (_, i) => userOf(i, 'admin'));
  await seedUsers([...students, ...admins]);
  const [studentTabs, adminTabs] = await Promise.all([
    Promise.all(students.map(signIn)),
    Promise.all(admins.map(signIn)),
  ]);
  const beds = (await listRooms()).reduce((sum, room) => sum + room.capacity, 0);
  console.log(
    `${studentCount} students and ${adminCount} admins for ${seconds} s; ${roomTotal} rooms, ${beds} beds.\n`,
  );

  const started = performance.now();
  const deadline = Date.now() + seconds * 1000;
  await Promise.all([
    ...studentTabs.map((tab) => student(tab, deadline)),
    ...adminTabs.map((tab) => admin(tab, deadline)),
  ]);
  const elapsed = (performance.now() - started) / 1000;

  const [rooms, active] = await Promise.all([listRooms(), activeBookings()]);
  const activeIds = new Set(active.map((booking) => booking.id));
  const lost = [...created.keys()].filter((id) => !cancelled.has(id) && !activeIds.has(id));
  const unknown = active.filter((booking) => !created.has(booking.id));
  const holders = active.map((booking) => booking.studentId);
  const doubled = holders.length - new Set(holders).size;
  const wrongRooms = rooms.filter(
    (room) => room.currentOccupancy !== active.filter((booking) => booking.roomId === room.id).length,
  );

  console.log('| Call | Status | Count |');
  console.log('| --- | --- | ---: |');
  for (const [key, count] of [...statuses].sort()) {
    const split = key.lastIndexOf(' ');
    console.log(`| ${key.slice(0, split)} | ${key.slice(split + 1)} | ${count} |`);
  }
  console.log(`\n${calls} calls in ${elapsed.toFixed(1)} s (${(calls / elapsed).toFixed(0)} per second).`);
  console.log(
    `Bookings made: ${created.size}; cancelled by admins: ${cancelled.size}; active now: ${active.length}.`,
  );
  const checks: [string, boolean][] = [
    [`5xx answers: ${serverErrors.length}`, serverErrors.length === 0],
    [
      `bookings lost: ${lost.length}, active bookings nobody made: ${unknown.length}`,
      lost.length + unknown.length === 0,
    ],
    [`students holding two active bookings: ${doubled}`, doubled === 0],
    [
      `rooms whose occupancy differs from their active bookings: ${wrongRooms.length}`,
      wrongRooms.length === 0,
    ],
  ];
  for (const [text, ok] of checks) console.log(`- ${ok ? 'ok' : 'FAILED'}: ${text}`);
  for (const error of serverErrors.slice(0, 5)) console.log(`  ${error}`);
  if (checks.some(([, ok]) => !ok)) process.exitCode = 1;
} finally {
  client.destroy();
  await stack.stop();
}
process.exit();
