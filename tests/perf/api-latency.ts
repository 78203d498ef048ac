/**
 * API latency against its floor. Starts its own in-memory DynamoDB Local and the local server on free
 * loopback ports, seeds 40 rooms and 2,000 students, then measures through the server over HTTP:
 *   GET /rooms/available (a student), GET /students?page=1 (an admin), POST /bookings (students),
 *   GET /maintenance (an admin, over 300 open repairs), GET /students/{id}/money (a student, 22 entries),
 *   GET /money/outstanding and GET /money/payments (an admin, over 300 students with money, two in three owing)
 * and, against the same DynamoDB Local, the bare DynamoDB calls each of them needs in the same order
 * (the floor; for POST /bookings also the one message it hands the jobs queue), alternating API call and floor. Prints p50/p99 of each and the ratios of the API's p50 and
 * p99 to the floor's (targets of issue 11: ≤ 1.5× and ≤ 3×).
 *
 *   node tests/perf/api-latency.ts [--iterations 200]
 *
 * Every loop is bounded; the script stops the server and DynamoDB Local before it exits.
 */
import {
  BatchGetCommand,
  BatchWriteCommand,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { startLocalStack } from '../../infra/local/stack.ts';
import { putUsersInBulk } from '../support/bulk-users.ts';
import { jobsSettled } from '../support/jobs.ts';

const iterationsArg = process.argv.indexOf('--iterations');
const iterations = iterationsArg > 0 ? Number(process.argv[iterationsArg + 1]) : 200;
const warmup = 20;
const studentCount = 2_000;
const openRepairs = 300;
const ledgerPayments = 20;
/** Students with a ledger for the staff money lists; two in three still owe part of it. */
const studentsWithLedgers = 300;

const tableName = 'perf';
const stack = await startLocalStack({ tableName, stage: 'local' });
const { origin } = stack;

// Imported after the environment is set: the functions read it on first use.
const { dynamo } = await import('../../functions/data/dynamo.ts');
const keys = await import('../../functions/data/keys.ts');
const { userToItem } = await import('../../functions/data/users.ts');
const { newInternalId, newPublicId, newTimeOrderedId } = await import('../../functions/data/ids.ts');
const { requestHeaders, signedInTab } = await import('../support/sessions.ts');
const { defaultSettings, putSettings } = await import('../../functions/data/settings.ts');
const { seedRooms } = await import('../../infra/local/seed/rooms.ts');
const { listRooms } = await import('../../functions/data/rooms.ts');
const { endBooking, getLiveBooking } = await import('../../functions/data/bookings.ts');
const { bookingGuards } = await import('../../functions/data/waitlist.ts');
const { createRequest, reportedRequest } = await import('../../functions/data/maintenance.ts');
const { entryOf, writeEntries } = await import('../../functions/data/ledger.ts');
const { periodKeyOf } = await import('../../functions/contract/amounts.ts');
type User = import('../../functions/data/users.ts').User;

const client = dynamo();
const queue = new SQSClient({ region: process.env.AWS_REGION, endpoint: process.env.SQS_ENDPOINT });

/**
 * `--trace` prints the DynamoDB calls one API call of each kind makes (the local server runs the
 * handlers in this process, on this client), with when each started and ended: the floor below must be
 * the same calls in the same order, or the ratio compares different work.
 */
const tracing = process.argv.includes('--trace');
let trace: string[] | null = null;
client.middlewareStack.add(
  (next, context) => async (args) => {
    if (!trace) return next(args);
    const into = trace;
    const start = performance.now();
    try {
      return await next(args);
    } finally {
      const items = (args.input as { TransactItems?: Record<string, { Key?: unknown }>[] }).TransactItems;
      const what = items?.map((item) => Object.keys(item)[0]).join(', ');
      into.push(
        `${context.commandName} ${start.toFixed(1)}–${performance.now().toFixed(1)} ms${what ? ` [${what}]` : ''}`,
      );
    }
  },
  { step: 'initialize', name: 'benchTrace' },
);

/** The DynamoDB calls `call` makes, as `--trace` prints them. */
async function traced(name: string, call: () => Promise<void>) {
  if (!tracing) return;
  trace = [];
  await call();
  console.log(`${name}:\n  ${trace.join('\n  ')}`);
  trace = null;
}
const first = ['Ama', 'Kofi', 'Efua', 'Kwame', 'Abena', 'Yaw', 'Akosua', 'Kojo', 'Esi', 'Kwabena'];
const last = [
  'Mensah',
  'Boateng',
  'Owusu',
  'Asante',
  'Adjei',
  'Sarpong',
  'Ofori',
  'Appiah',
  'Darko',
  'Amoah',
];
const programmes = [
  'BSc Computer Engineering',
  'BSc Nursing',
  'BA Economics',
  'BEng Civil',
  'BSc Statistics',
];

async function seedStudents(): Promise<User[]> {
  const now = new Date().toISOString();
  const users: User[] = Array.from({ length: studentCount }, (_, i) => ({
    id: newInternalId(),
    publicId: newPublicId(),
    role: 'student',
    email: `student${i}@perf.example.edu`,
    fullName: `${first[i % 10]} ${last[Math.floor(i / 10) % 10]} ${i}`,
    emailVerified: true,
    isActive: true,
    gender: i % 2 === 0 ? 'female' : 'male',
    phoneNumber: `+23320${String(1_000_000 + i)}`,
    dateOfBirth: '2004-03-14',
    programmeOfStudy: programmes[i % programmes.length],
    level: String(100 * (1 + (i % 4))),
    guardianName: 'Guardian',
    guardianPhoneNumber: '+233241234567',
    createdAt: now,
    updatedAt: now,
  }));
  await putUsersInBulk(users);
  return users;
}

/** Every page of a query, as the handlers' `queryAll` reads them. */
async function queryAllPages(input: ConstructorParameters<typeof QueryCommand>[0]) {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** Open repairs across the rooms, as many as a busy hostel of this size has at once. */
async function seedRepairs(reporters: User[], rooms: Awaited<ReturnType<typeof listRooms>>) {
  const categories = ['electrical', 'plumbing', 'furniture', 'cleaning', 'internet'] as const;
  const urgencies = ['low', 'normal', 'high', 'urgent'] as const;
  for (let i = 0; i < openRepairs; i++) {
    const reporter = reporters[i % reporters.length]!;
    const room = rooms[i % rooms.length]!;
    const { request, reported } = reportedRequest(
      {
        reporter: { id: reporter.id, fullName: reporter.fullName, email: reporter.email },
        category: categories[i % categories.length]!,
        urgency: urgencies[i % urgencies.length]!,
        description: `The ${categories[i % categories.length]} fault number ${i}`,
        location: {
          kind: 'room',
          roomId: room.id,
          roomNumber: room.roomNumber,
          block: room.block,
          area: null,
        },
      },
      new Date(Date.now() - i * 3_600_000).toISOString(),
    );
    await createRequest(request, reported, []);
  }
}

/** A resident's semester of money: rent and deposit charged, then paid in parts. */
async function seedLedger(studentId: string) {
  const recordedBy = { id: 'perf', role: 'system' as const };
  const entry = (kind: 'rent' | 'deposit' | 'payment', amount: number, description: string) =>
    entryOf({ studentId, kind, amount, currency: 'GHS', description, recordedBy, period: null });
  await writeEntries([entry('rent', 250_000, 'Rent'), entry('deposit', 50_000, 'Deposit')]);
  for (let i = 0; i < ledgerPayments; i++) await writeEntries([entry('payment', -10_000, `Payment ${i}`)]);
}

/**
 * A period's money for many students, as the staff lists read it: rent and deposit charged in the
 * period, then one payment, which clears the whole of it for one student in three.
 */
async function seedPeriodLedgers(payers: User[], period: string) {
  const recordedBy = { id: 'perf', role: 'system' as const };
  const entry = (studentId: string, kind: 'rent' | 'deposit' | 'payment', amount: number) =>
    entryOf({ studentId, kind, amount, currency: 'GHS', description: kind, recordedBy, period });
  for (const [i, payer] of payers.entries()) {
    await writeEntries([entry(payer.id, 'rent', 250_000), entry(payer.id, 'deposit', 50_000)]);
    await writeEntries([entry(payer.id, 'payment', i % 3 === 0 ? -300_000 : -100_000)]);
  }
}

async function signIn(user: User) {
  const tab = await signedInTab(user);
  return { user, sessionId: tab.sessionId, base: `${origin}${tab.base}`, headers: requestHeaders(tab) };
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface Step {
  run: (i: number) => Promise<void>;
  /** Undoes what `run` did, outside the timing. */
  after?: (i: number) => Promise<void>;
}

/**
 * Runs the API call and its floor warmup + iterations times each, one at a time, alternating which goes
 * first, and returns the measured durations in ms. Measured one after the other, the later of the two
 * met a DynamoDB Local (a JVM) that had warmed up on the earlier one's calls, and looked faster for it.
 */
async function measurePair(name: string, api: Step, floor: Step) {
  const samples = { api: [] as number[], floor: [] as number[] };
  for (const [side, step] of [
    ['API', api],
    ['floor', floor],
  ] as const) {
    await traced(`${name} (${side})`, () => step.run(0));
    if (tracing && step.after) await step.after(0);
  }
  const once = async (step: Step, into: number[], i: number) => {
    const start = performance.now();
    await step.run(i);
    const elapsed = performance.now() - start;
    if (i >= warmup) into.push(elapsed);
    if (step.after) await step.after(i);
  };
  for (let i = 0; i < warmup + iterations; i++) {
    if (i % 2 === 0) {
      await once(api, samples.api, i);
      await once(floor, samples.floor, i);
    } else {
      await once(floor, samples.floor, i);
      await once(api, samples.api, i);
    }
  }
  return samples;
}

async function expectStatus(response: Response, status: number) {
  if (response.status !== status)
    throw new Error(`${response.url}: ${response.status} ${await response.text()} (expected ${status})`);
  await response.arrayBuffer();
}

try {
  await putSettings(defaultSettings());
  const roomTotal = await seedRooms();
  const students = await seedStudents();
  const admin = await signIn({ ...students[0]!, id: newInternalId(), role: 'admin' });
  await client.send(
    new BatchWriteCommand({
      RequestItems: { [tableName]: [{ PutRequest: { Item: userToItem(admin.user) } }] },
    }),
  );
  const bookers = await Promise.all(students.slice(1, 21).map(signIn));
  const rooms = await listRooms();
  const mixedRoom = rooms.find((room) => room.genderDesignation === 'mixed' && room.status === 'available')!;
  console.log(`seeded ${roomTotal} rooms and ${students.length} students; ${iterations} measured calls each`);

  const reader = bookers[0]!;
  const { currentAcademicYear: academicYear, currentSemester: semester } = defaultSettings();
  const period = { academicYear, semester };
  // A student's request reads its session and, for the lockdown guard, the settings side by side.
  const sessionAndSettings = (sessionId: string) =>
    Promise.all([
      client.send(new GetCommand({ TableName: tableName, Key: keys.sessionKey(sessionId) })),
      client.send(new GetCommand({ TableName: tableName, Key: keys.settingsKey() })),
    ]);
  const ownEntry = (studentId: string) =>
    client.send(
      new GetCommand({
        TableName: tableName,
        Key: keys.waitlistEntryKey(academicYear, semester, studentId),
        ConsistentRead: true,
      }),
    );
  const results: Array<{ name: string; api: number[]; floor: number[] }> = [];

  // GET /rooms/available as a student: the session and the settings (the lockdown guard), then at once
  // the student, the period's waitlist counters and their own entry, and the bookable rooms.
  results.push({
    name: 'GET /rooms/available',
    ...(await measurePair(
      'GET /rooms/available',
      {
        run: async () => {
          await expectStatus(await fetch(`${reader.base}/rooms/available`, { headers: reader.headers }), 200);
        },
      },
      {
        run: async () => {
          await sessionAndSettings(reader.sessionId);
          await Promise.all([
            client.send(new GetCommand({ TableName: tableName, Key: keys.userKey(reader.user.id) })),
            client.send(
              new QueryCommand({
                TableName: tableName,
                KeyConditionExpression: 'PK = :pk',
                FilterExpression: 'waiting > :zero',
                ExpressionAttributeValues: {
                  ':pk': keys.waitlistCounterPartition(period.academicYear, period.semester),
                  ':zero': 0,
                },
                ConsistentRead: true,
              }),
            ),
            ownEntry(reader.user.id),
            client.send(
              new QueryCommand({
                TableName: tableName,
                IndexName: 'GSI2',
                KeyConditionExpression: 'GSI2PK = :pk',
                FilterExpression: '#status = :available AND currentOccupancy < #capacity',
                ExpressionAttributeNames: { '#status': 'status', '#capacity': 'capacity' },
                ExpressionAttributeValues: { ':pk': keys.roomsPartition, ':available': 'available' },
              }),
            ),
          ]);
        },
      },
    )),
  });

  // GET /students?page=1 as an admin: session, then the count and the first page side by side.
  results.push({
    name: 'GET /students?page=1',
    ...(await measurePair(
      'GET /students?page=1',
      {
        run: async () => {
          await expectStatus(await fetch(`${admin.base}/students?page=1`, { headers: admin.headers }), 200);
        },
      },
      {
        run: async () => {
          await client.send(new GetCommand({ TableName: tableName, Key: keys.sessionKey(admin.sessionId) }));
          const partition = {
            TableName: tableName,
            IndexName: 'GSI2',
            KeyConditionExpression: 'GSI2PK = :pk',
            ExpressionAttributeValues: { ':pk': keys.studentRolePartition },
          };
          const count = async () => {
            let startKey: Record<string, unknown> | undefined;
            do {
              const page = await client.send(
                new QueryCommand({ ...partition, Select: 'COUNT', ExclusiveStartKey: startKey }),
              );
              startKey = page.LastEvaluatedKey;
            } while (startKey);
          };
          const [, page] = await Promise.all([
            count(),
            client.send(new QueryCommand({ ...partition, Limit: 20 })),
          ]);
          // The Room column: each student's active-booking marker.
          await client.send(
            new BatchGetCommand({
              RequestItems: {
                [tableName]: {
                  Keys: (page.Items ?? []).map((item) => keys.activeBookingMarkerKey(item.id as string)),
                },
              },
            }),
          );
        },
      },
    )),
  });

  // POST /bookings: each student books the same mixed room, and the booking is ended again (not
  // measured) so the bed and the student are free for the next round.
  let lastBookingId = '';
  // About the size of the booking-confirmation mail the API queues.
  const floorMailText = 'Your booking is confirmed. '.repeat(40);
  const floorMailHtml = `<p>${floorMailText}</p>`.repeat(6);
  const release = async () => {
    const booking = await getLiveBooking(lastBookingId);
    if (booking)
      await endBooking(booking, { status: 'archived', reason: 'benchmark', by: 'system' }, () => []);
  };
  // The floor's booking is undone between rounds, outside the timing, as the API's is by `release`.
  const undoFloorBooking = async (i: number) => {
    const booker = bookers[i % bookers.length]!;
    const id = lastBookingId;
    await client.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName,
              Key: keys.roomKey(mixedRoom.id),
              UpdateExpression: 'SET currentOccupancy = currentOccupancy - :one',
              ExpressionAttributeValues: { ':one': 1 },
            },
          },
          { Delete: { TableName: tableName, Key: keys.activeBookingMarkerKey(booker.user.id) } },
          { Delete: { TableName: tableName, Key: keys.liveBookingKey(id) } },
        ],
      }),
    );
  };
  results.push({
    name: 'POST /bookings',
    ...(await measurePair(
      'POST /bookings',
      {
        run: async (i) => {
          const booker = bookers[i % bookers.length]!;
          const response = await fetch(`${booker.base}/bookings`, {
            method: 'POST',
            headers: { ...booker.headers, 'content-type': 'application/json' },
            body: JSON.stringify({ roomId: mixedRoom.id, termsAgreed: true }),
          });
          if (response.status !== 201)
            throw new Error(`POST /bookings: ${response.status} ${await response.text()}`);
          lastBookingId = ((await response.json()) as { booking: { id: string } }).booking.id;
        },
        after: release,
      },
      {
        run: async (i) => {
          const booker = bookers[i % bookers.length]!;
          await sessionAndSettings(booker.sessionId);
          await Promise.all([
            client.send(new GetCommand({ TableName: tableName, Key: keys.userKey(booker.user.id) })),
            client.send(
              new GetCommand({ TableName: tableName, Key: keys.roomKey(mixedRoom.id), ConsistentRead: true }),
            ),
            ownEntry(booker.user.id),
          ]);
          const id = newInternalId();
          await client.send(
            new TransactWriteCommand({
              TransactItems: [
                {
                  Update: {
                    TableName: tableName,
                    Key: keys.roomKey(mixedRoom.id),
                    UpdateExpression: 'SET currentOccupancy = currentOccupancy + :one',
                    ConditionExpression: 'currentOccupancy < #capacity',
                    ExpressionAttributeNames: { '#capacity': 'capacity' },
                    ExpressionAttributeValues: { ':one': 1 },
                  },
                },
                {
                  Put: {
                    TableName: tableName,
                    Item: { ...keys.activeBookingMarkerKey(booker.user.id), bookingId: id },
                    ConditionExpression: 'attribute_not_exists(PK)',
                  },
                },
                {
                  Update: {
                    TableName: tableName,
                    Key: keys.userKey(booker.user.id),
                    UpdateExpression: 'REMOVE expiresAt',
                    ConditionExpression: 'attribute_exists(PK) AND isActive = :true',
                    ExpressionAttributeValues: { ':true': true },
                  },
                },
                { Put: { TableName: tableName, Item: { ...keys.liveBookingKey(id), id } } },
                // The waitlist's guards: nobody waits for this room's beds, and no entry of the student's.
                ...bookingGuards(mixedRoom, period, booker.user.id, null, { queueApplies: true }).map(
                  (guard) => guard.item,
                ),
              ],
            }),
          );
          // The booking's mail leaves as the API's does: one notice handed to the jobs queue, which
          // the API awaits before it answers (and the worker then delivers, in both halves alike).
          const at = new Date();
          await queue.send(
            new SendMessageBatchCommand({
              QueueUrl: process.env.JOBS_QUEUE_URL,
              Entries: [
                {
                  Id: '0',
                  MessageBody: JSON.stringify({
                    kind: 'deliver-notice',
                    payload: {
                      id: newTimeOrderedId(at),
                      at: at.toISOString(),
                      userId: booker.user.id,
                      category: 'bookings',
                      title: 'Booking confirmed',
                      mail: {
                        to: booker.user.email,
                        subject: 'Booking confirmed',
                        text: floorMailText,
                        html: floorMailHtml,
                      },
                    },
                  }),
                },
              ],
            }),
          );
          lastBookingId = id;
        },
        after: undoFloorBooking,
      },
    )),
  });

  // GET /maintenance as an admin: the staff queue's first page, filtered, sorted and paged on the server
  // over every open request (issue #29 §5).
  await seedRepairs(students, rooms);
  results.push({
    name: 'GET /maintenance',
    ...(await measurePair(
      'GET /maintenance',
      {
        run: async () => {
          await expectStatus(
            await fetch(`${admin.base}/maintenance?page=1`, { headers: admin.headers }),
            200,
          );
        },
      },
      {
        run: async () => {
          await client.send(new GetCommand({ TableName: tableName, Key: keys.sessionKey(admin.sessionId) }));
          await Promise.all([
            queryAllPages({
              TableName: tableName,
              IndexName: 'GSI3',
              KeyConditionExpression: 'GSI3PK = :pk',
              ExpressionAttributeValues: { ':pk': keys.maintenanceQueuePartition(false) },
            }),
            client.send(new GetCommand({ TableName: tableName, Key: keys.settingsKey() })),
          ]);
        },
      },
    )),
  });

  // GET /students/{id}/money as the student: the session and settings, the student, then their ledger
  // and balance (one consistent query) beside their booking.
  const payer = bookers[1]!;
  await seedLedger(payer.user.id);
  results.push({
    name: 'GET /students/{id}/money',
    ...(await measurePair(
      'GET /students/{id}/money',
      {
        run: async () => {
          await expectStatus(
            await fetch(`${payer.base}/students/${payer.user.id}/money`, { headers: payer.headers }),
            200,
          );
        },
      },
      {
        run: async () => {
          await sessionAndSettings(payer.sessionId);
          await client.send(new GetCommand({ TableName: tableName, Key: keys.userKey(payer.user.id) }));
          // The ledger beside the student's booking marker (f84c523: the booking for its deposit date).
          await Promise.all([
            queryAllPages({
              TableName: tableName,
              KeyConditionExpression: 'PK = :pk',
              ExpressionAttributeValues: { ':pk': keys.ledgerPartition(payer.user.id) },
              ConsistentRead: true,
            }),
            client.send(
              new GetCommand({
                TableName: tableName,
                Key: keys.activeBookingMarkerKey(payer.user.id),
                ConsistentRead: true,
              }),
            ),
          ]);
        },
      },
    )),
  });

  // The staff money lists (issue #29 §5). The payments list reads every ledger with money, 250 students
  // a batch: each batch reads its students' records (BatchGetItem, 100 keys a call, in turn) beside
  // their ledgers (16 queries at once, in turn). The outstanding list reads the balances and records.
  const ledgerStudents = students.slice(100, 100 + studentsWithLedgers);
  await seedPeriodLedgers(ledgerStudents, periodKeyOf(period));
  const balancesQuery = (owingOnly: boolean) =>
    queryAllPages({
      TableName: tableName,
      IndexName: 'GSI3',
      KeyConditionExpression: 'GSI3PK = :balances',
      ...(owingOnly ? { FilterExpression: 'balance > :zero' } : {}),
      ExpressionAttributeValues: {
        ':balances': keys.balancesPartition,
        ...(owingOnly ? { ':zero': 0 } : {}),
      },
    });
  const recordsOf = async (ids: string[]) => {
    for (let at = 0; at < ids.length; at += 100)
      await client.send(
        new BatchGetCommand({
          RequestItems: { [tableName]: { Keys: ids.slice(at, at + 100).map(keys.userKey) } },
        }),
      );
  };
  const ledgersOf = async (ids: string[]) => {
    for (let start = 0; start < ids.length; start += 250) {
      const batch = ids.slice(start, start + 250);
      await Promise.all([
        recordsOf(batch),
        (async () => {
          for (let at = 0; at < batch.length; at += 16)
            await Promise.all(
              batch.slice(at, at + 16).map((id) =>
                queryAllPages({
                  TableName: tableName,
                  KeyConditionExpression: 'PK = :pk',
                  ExpressionAttributeValues: { ':pk': keys.ledgerPartition(id) },
                  ConsistentRead: true,
                }),
              ),
            );
        })(),
      ]);
    }
  };
  const withMoney = ledgerStudents.map((student) => student.id);

  // GET /money/outstanding as an admin: the session, the settings (the hostel's currency), the balances
  // of those who owe with the charges each keeps (decision 0119), then their records; no ledger.
  results.push({
    name: 'GET /money/outstanding',
    ...(await measurePair(
      'GET /money/outstanding',
      {
        run: async () => {
          await expectStatus(
            await fetch(`${admin.base}/money/outstanding?page=1`, { headers: admin.headers }),
            200,
          );
        },
      },
      {
        run: async () => {
          await client.send(new GetCommand({ TableName: tableName, Key: keys.sessionKey(admin.sessionId) }));
          await client.send(new GetCommand({ TableName: tableName, Key: keys.settingsKey() }));
          // Everyone who owes: these 200 and the resident whose money is read above.
          const owing = await balancesQuery(true);
          await recordsOf(owing.map((item) => item.studentId as string));
        },
      },
    )),
  });

  // GET /money/payments as an admin: the session, every balance (who has money), then their ledgers.
  results.push({
    name: 'GET /money/payments',
    ...(await measurePair(
      'GET /money/payments',
      {
        run: async () => {
          await expectStatus(
            await fetch(`${admin.base}/money/payments?academicYear=${academicYear}&semester=${semester}`, {
              headers: admin.headers,
            }),
            200,
          );
        },
      },
      {
        run: async () => {
          await client.send(new GetCommand({ TableName: tableName, Key: keys.sessionKey(admin.sessionId) }));
          await balancesQuery(false);
          await ledgersOf(withMoney);
        },
      },
    )),
  });

  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log('\nendpoint                  API p50    API p99    floor p50  floor p99  p50 ratio  p99 ratio');
  for (const { name, api, floor } of results) {
    const apiP50 = percentile(api, 50);
    const floorP50 = percentile(floor, 50);
    console.log(
      [
        name.padEnd(24),
        ms(apiP50).padStart(10),
        ms(percentile(api, 99)).padStart(10),
        ms(floorP50).padStart(10),
        ms(percentile(floor, 99)).padStart(10),
        `${(apiP50 / floorP50).toFixed(2)}x`.padStart(10),
        `${(percentile(api, 99) / percentile(floor, 99)).toFixed(2)}x`.padStart(10),
      ].join(' '),
    );
  }
  // The mails both halves queued are still going out: stopping under them fails their jobs.
  await jobsSettled();
} finally {
  client.destroy();
  queue.destroy();
  await stack.stop();
}
