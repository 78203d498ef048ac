import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import * as messages from '../../../functions/contract/messages.ts';
import * as fc from 'fast-check';
import type * as z from '../../../functions/contract/zod.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsSettled } from '../../support/jobs.ts';
import type { Operation } from '../../../functions/api/http/operation.ts';
import { dynamo, tableName } from '../../../functions/data/dynamo.ts';
import { defaultMaxBodyBytes, isWrite, type Route } from '../../../functions/routes.ts';
import { operationsByDomain, routes } from '../../../functions/route-table.ts';
import { aRoom, aStudent, book } from '../../support/hostel.ts';
import { invoke, type ApiResponse } from '../../support/invoke.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';

/**
 * Input robustness, generated from the route table and each operation's zod schemas: every route that
 * reads a body, path parameters or a query is sent bad input (wrong types, missing and extra fields,
 * huge strings, deep nesting, prototype keys, lone surrogates, malformed JSON, oversize bodies). Whatever
 * comes in, the answer is a 4xx with a message, never a 5xx; and what the schema refuses leaves the table
 * exactly as it was (a Scan before equals a Scan after).
 */

type Caller = 'anonymous' | 'student' | 'admin' | 'superAdmin';

interface World {
  tabs: Record<Exclude<Caller, 'anonymous'>, SignedIn>;
  ids: Record<'rooms' | 'students' | 'bookings', { id: string; publicId: string }>;
}

let world: World;

beforeAll(async () => {
  const [student, admin, superAdmin] = await Promise.all([
    aStudent(),
    signedInAs('admin'),
    signedInAs('super_admin'),
  ]);
  const room = await aRoom({ capacity: 4 });
  const booking = await book(student, room);
  // The booking's notice is delivered by a job that writes to the table; it must be done before the
  // first route's snapshot, or its write would look like the route's.
  await jobsSettled();
  world = {
    tabs: { student, admin, superAdmin },
    ids: {
      rooms: { id: room.id, publicId: room.publicId },
      students: { id: student.user.id, publicId: student.user.publicId },
      bookings: { id: booking.id, publicId: booking.publicId },
    },
  };
});

afterAll(() => {
  // Nothing sent may have reached Object.prototype of this process (the handlers run in it).
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
});

const operationOf = (route: Route): Operation => operationsByDomain[route.domain][route.operation]!;

/**
 * Every item of the table, in key order, as one comparable value. A session's (and its remember
 * family's) `lastActiveAt` is left out: the session layer moves it at most once a minute on any request,
 * refused or not, and on a slow machine that minute can pass between a route's two snapshots.
 */
async function snapshot(): Promise<string> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new ScanCommand({ TableName: tableName(), ExclusiveStartKey: start, ConsistentRead: true }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  const key = (item: Record<string, unknown>) => `${String(item.PK)}\u0000${String(item.SK)}`;
  return JSON.stringify(
    items.sort((a, b) => key(a).localeCompare(key(b))).map(({ lastActiveAt: _activity, ...item }) => item),
  );
}

function callerOf(route: Route): Caller {
  if (route.access === 'public') return 'anonymous';
  if (route.access.includes('super_admin')) return 'superAdmin';
  if (route.access.includes('admin')) return 'admin';
  return 'student';
}

/** The route's path with the world's own records where it names one, or the given bad values. */
function pathOf(route: Route, bad?: { name: string; value: string }): string {
  const collection = route.path.split('/')[1] as keyof World['ids'];
  const record = world.ids[collection];
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (bad && bad.name === name) return bad.value;
    if (record && name === 'id') return record.id;
    if (record && name === 'publicId') return record.publicId;
    if (name === 'key') return 'faq';
    return name === 'id' ? 'ffffffffffffffffffffffff' : 'robustness-placeholder';
  });
}

function send(
  route: Route,
  path: string,
  body: string | undefined,
  query = '',
  tabs: World['tabs'] = world.tabs,
): Promise<ApiResponse> {
  const tab = callerOf(route) === 'anonymous' ? null : tabs[callerOf(route) as 'student'];
  return invoke({
    method: route.method,
    path: `${tab?.base ?? '/api/tab/anon0000'}${path}${query}`,
    body,
    cookies: tab?.cookies,
    headers: {
      'content-type': 'application/json',
      ...(tab && isWrite(route.method) ? tab.writeHeaders : {}),
    },
  });
}

function deep(depth: number, leaf: unknown, wrap: (inner: unknown) => unknown): unknown {
  let value = leaf;
  for (let level = 0; level < depth; level += 1) value = wrap(value);
  return value;
}

const loneSurrogates = '\ud800 x \udfff';
const unsafeTexts = ['Ada \ud800', '\udfff', 'line\u0000break', 'bell\u0007', 'esc\u001b[31m', 'c1\u0085'];
const hugeString = 'x'.repeat(12_000);

/** Raw bodies of every kind of bad: the pipeline refuses the first, the route's schema the rest. */
const fixedBadBodies: [string, string][] = [
  ['malformed JSON', '{"a": '],
  ['a JSON string', '"just a string"'],
  ['a JSON number', '42'],
  ['null', 'null'],
  ['an array', '[1, 2, 3]'],
  ['a deep object (depth 1,500)', JSON.stringify(deep(1_500, 1, (inner) => ({ a: inner })))],
  ['a deep array (depth 5,000)', `${'['.repeat(5_000)}${']'.repeat(5_000)}`],
  ['a __proto__ key', '{"__proto__": {"polluted": true, "isAdmin": true}, "role": "super_admin"}'],
  ['a constructor.prototype key', '{"constructor": {"prototype": {"polluted": true}}}'],
  ['lone surrogates', JSON.stringify({ value: loneSurrogates, name: loneSurrogates })],
  ['a huge string field', JSON.stringify({ name: hugeString, email: hugeString })],
];

/** Generated JSON values: wrong types, missing fields, unknown fields and odd strings. */
const generatedBodies = fc.sample(
  fc.oneof(
    fc.jsonValue({ maxDepth: 4 }),
    fc.dictionary(fc.string({ unit: 'binary', maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), {
      maxKeys: 6,
    }),
  ),
  { numRuns: 12, seed: 20261122 },
);

const badParamValues = [
  'x'.repeat(2_000),
  '__proto__',
  'constructor',
  '..%2F..%2Fetc%2Fpasswd',
  "' OR '1'='1",
  encodeURIComponent('📦\u0301ß'),
  'ffffffffffffffffffffffff',
  '0000000000000000',
];

/**
 * Unsafe text in a path parameter, as a URL carries it: a NUL, a control character, a C1 control
 * (U+0085 in UTF-8). A lone surrogate has no UTF-8 form, so no URL can carry one (its CESU form
 * %ED%A0%80 is a malformed escape, which names no route); tests/unit/functions/pipeline.test.ts hands
 * one to the pipeline directly.
 */
const unsafeParamValues = ['a%00b', 'bell%07', 'c1%C2%85'];

const badQueries = [
  '?page=-1',
  '?page=abc&limit=xyz',
  '?limit=100000',
  '?page=1e309',
  `?search=${'x'.repeat(5_000)}`,
  '?__proto__=1&constructor=2',
  '?status=nonsense&isActive=maybe&available=2',
  `?search=${encodeURIComponent('😀\u0000')}`,
];

function expectRefused(response: ApiResponse, label: string) {
  expect(response.status, label).toBeGreaterThanOrEqual(400);
  expect(response.status, label).toBeLessThan(500);
  expect(typeof response.body?.message, label).toBe('string');
  // A stack trace's frame, an error's name or a `stack` key; a word that ends in it (Paystack) is none.
  expect(JSON.stringify(response.body), label).not.toMatch(/\bat .+:\d+:\d+|Error:|\bstack\b/);
}

function accepts(schema: z.ZodMiniType | undefined, raw: string): boolean {
  if (!schema) return true;
  try {
    return schema.safeParse(JSON.parse(raw)).success;
  } catch {
    return false;
  }
}

describe('bad input over the route table', () => {
  for (const route of routes) {
    it(`${route.method} ${route.path}`, async () => {
      const operation = operationOf(route);
      const paramNames = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
      // The previous route's accepted bodies may have queued notices (a receipt, a booking moved): let
      // them land first, or their writes read as this route's.
      await jobsSettled();
      const before = await snapshot();
      const label = (what: string, response: ApiResponse) =>
        `${route.method} ${route.path} with ${what}: ${response.status} ${JSON.stringify(response.body).slice(0, 300)}`;

      // Bodies the schema refuses must be a 4xx with a message and change nothing; the few it accepts
      // (extra fields are dropped, so an all-optional update may pass) must still not be a 5xx.
      const accepted: [string, string][] = [];
      if (isWrite(route.method)) {
        const limit = route.maxBodyBytes ?? defaultMaxBodyBytes;
        const oversized = await send(route, pathOf(route), JSON.stringify({ padding: 'y'.repeat(limit) }));
        expectRefused(oversized, label('an oversize body', oversized));
        expect(oversized.status).toBe(413);
        const bodies: [string, string][] = operation.body
          ? [
              ...fixedBadBodies,
              ...generatedBodies.map((value): [string, string] => ['generated', JSON.stringify(value)]),
            ]
          : fixedBadBodies.slice(0, 1);
        for (const [what, raw] of bodies) {
          if (operation.body && accepts(operation.body as z.ZodMiniType, raw)) {
            accepted.push([what, raw]);
            continue;
          }
          const response = await send(route, pathOf(route), raw);
          expectRefused(response, label(`${what} ${raw.slice(0, 80)}`, response));
        }
      }
      for (const name of paramNames) {
        for (const value of badParamValues) {
          const response = await send(
            route,
            pathOf(route, { name, value }),
            isWrite(route.method) ? '{}' : undefined,
          );
          expectRefused(response, label(`${name}=${value.slice(0, 40)}`, response));
        }
      }
      expect(await snapshot(), `${route.method} ${route.path} changed the table on refused input`).toBe(
        before,
      );

      for (const [what, raw] of accepted) {
        const response = await send(route, pathOf(route), raw);
        expect(response.status, label(`${what} ${raw.slice(0, 80)}`, response)).toBeLessThan(500);
      }

      // Queries: whatever the schema makes of them, never a 5xx, and a refusal says why.
      if (route.method === 'GET') {
        for (const query of badQueries) {
          const response = await send(route, pathOf(route), undefined, query);
          expect(response.status, label(query.slice(0, 60), response)).toBeLessThan(500);
          if (response.status >= 400) expectRefused(response, label(query.slice(0, 60), response));
        }
      }
      // Text that would break an export or forge a line is refused by every route that reads text, in
      // any field, before its schema runs (functions/contract/plain-text.ts), and changes nothing. Fresh
      // sessions, as an earlier route of the matrix may have ended the world's (a deactivation).
      if ((isWrite(route.method) && operation.body) || operation.query || paramNames.length > 0) {
        const [student, admin, superAdmin] = await Promise.all([
          aStudent(),
          signedInAs('admin'),
          signedInAs('super_admin'),
        ]);
        const tabs = { student, admin, superAdmin };
        const beforeUnsafe = await snapshot();
        for (const text of operation.body && isWrite(route.method) ? unsafeTexts : []) {
          const raw = JSON.stringify({ note: text, nested: [{ text }] });
          const response = await send(route, pathOf(route), raw, '', tabs);
          expect(response.status, label(`unsafe text ${JSON.stringify(text)}`, response)).toBe(400);
          expect(response.body.message).toBe(messages.requests.unsafeText);
        }
        for (const name of paramNames)
          for (const value of unsafeParamValues) {
            const body = isWrite(route.method) ? '{}' : undefined;
            const response = await send(route, pathOf(route, { name, value }), body, '', tabs);
            expect(response.status, label(`${name}=${value}`, response)).toBe(400);
            expect(response.body.message).toBe(messages.requests.unsafeText);
          }
        if (operation.query) {
          const response = await send(route, pathOf(route), undefined, '?search=a%00b', tabs);
          expect(response.status, label('a NUL in the query', response)).toBe(400);
          expect(response.body.message).toBe(messages.requests.unsafeText);
        }
        expect(await snapshot(), `${route.method} ${route.path} stored unsafe text`).toBe(beforeUnsafe);
      }
    });
  }
});

/**
 * A refused field in the product's words, one case of each kind of check that once answered in zod's
 * ("Too big: expected string to have <=500 characters", "Invalid option: expected one of …"): the 400,
 * and the field's own message. tests/unit/contract/field-messages.test.ts holds every route's schemas to
 * giving one.
 */
const long = (length: number) => 'x'.repeat(length);
const wordedRefusals: {
  route: string;
  param?: { name: string; value: string };
  query?: string;
  body?: unknown;
  field: string;
  message: string;
}[] = [
  { route: 'GET /rooms', query: 'limit=abc', field: 'limit', message: messages.addresses.limitInvalid },
  { route: 'GET /rooms', query: 'limit=101', field: 'limit', message: messages.addresses.limitInvalid },
  {
    route: 'GET /rooms',
    query: 'available=maybe',
    field: 'available',
    message: messages.addresses.flagInvalid,
  },
  {
    route: 'GET /students',
    query: 'isActive=yes',
    field: 'isActive',
    message: messages.addresses.flagInvalid,
  },
  {
    route: 'GET /rooms',
    query: 'status=open',
    field: 'status',
    message: 'Status must be available, maintenance or closed',
  },
  {
    route: 'GET /rooms',
    query: 'genderDesignation=any',
    field: 'genderDesignation',
    message: 'Gender designation must be male, female or mixed',
  },
  {
    route: 'GET /rooms',
    query: `roomType=${long(41)}`,
    field: 'roomType',
    message: messages.rooms.typeLength,
  },
  { route: 'GET /rooms', query: `block=${long(11)}`, field: 'block', message: messages.rooms.blockLength },
  { route: 'GET /bookings', query: 'status=open', field: 'status', message: messages.bookings.statusInvalid },
  { route: 'GET /bookings', query: 'scope=all', field: 'scope', message: messages.bookings.scopeInvalid },
  {
    route: 'GET /bookings',
    query: `roomId=${long(3000)}`,
    field: 'roomId',
    message: messages.addresses.identifierInvalid,
  },
  {
    route: 'GET /bookings',
    query: `studentId=${long(3000)}`,
    field: 'studentId',
    message: messages.addresses.identifierInvalid,
  },
  { route: 'GET /students', query: `level=${long(21)}`, field: 'level', message: messages.auth.levelInvalid },
  {
    route: 'GET /students',
    query: `programme=${long(201)}`,
    field: 'programme',
    message: messages.auth.fieldTooLong,
  },
  {
    route: 'GET /waitlist/queue',
    query: `roomType=${long(41)}`,
    field: 'roomType',
    message: messages.waitlist.roomTypeLength,
  },
  {
    route: 'GET /waitlist/queue',
    query: `roomId=${long(65)}`,
    field: 'roomId',
    message: messages.addresses.identifierInvalid,
  },
  {
    route: 'GET /maintenance',
    query: `block=${long(11)}`,
    field: 'block',
    message: messages.maintenance.blockLong,
  },
  {
    route: 'GET /maintenance',
    query: `assigneeId=${long(65)}`,
    field: 'assigneeId',
    message: messages.addresses.identifierInvalid,
  },
  {
    route: 'GET /maintenance',
    query: 'overdue=1',
    field: 'overdue',
    message: messages.addresses.flagInvalid,
  },
  {
    route: 'GET /rooms/{id}',
    param: { name: 'id', value: long(65) },
    field: 'id',
    message: messages.addresses.identifierInvalid,
  },
  {
    route: 'GET /students/{id}/money/receipts/{receiptNumber}',
    param: { name: 'receiptNumber', value: long(65) },
    field: 'receiptNumber',
    message: messages.addresses.identifierInvalid,
  },
  {
    route: 'GET /announcements/{id}',
    param: { name: 'id', value: long(65) },
    field: 'id',
    message: messages.addresses.identifierInvalid,
  },
  {
    route: 'DELETE /auth/sessions/{id}',
    param: { name: 'id', value: 'not-a-session' },
    field: 'id',
    message: messages.addresses.identifierInvalid,
  },
  {
    route: 'DELETE /auth/passkeys/{id}',
    param: { name: 'id', value: long(1401) },
    field: 'id',
    message: messages.addresses.identifierInvalid,
  },
  {
    route: 'PUT /super-admin/admins/{id}/status',
    param: { name: 'id', value: long(65) },
    body: { isActive: true },
    field: 'id',
    message: messages.addresses.identifierInvalid,
  },
  {
    route: 'GET /notifications/unsubscribe/{token}',
    param: { name: 'token', value: long(201) },
    field: 'token',
    message: messages.notifications.unsubscribeInvalid,
  },
  {
    route: 'PUT /settings/room-types/{name}',
    param: { name: 'name', value: long(41) },
    body: {},
    field: 'name',
    message: messages.rooms.typeLength,
  },
  {
    route: 'POST /rooms',
    body: { roomNumber: 'Z901', capacity: 1, block: long(11) },
    field: 'block',
    message: messages.rooms.blockLength,
  },
  {
    route: 'POST /rooms',
    body: { roomNumber: 'Z901', capacity: 1, floor: 201 },
    field: 'floor',
    message: messages.rooms.floorInvalid,
  },
  {
    route: 'POST /rooms',
    body: { roomNumber: 'Z901', capacity: 1, roomType: long(41) },
    field: 'roomType',
    message: messages.rooms.typeLength,
  },
  {
    route: 'PUT /rooms/{id}',
    body: { capacity: 'many' },
    field: 'capacity',
    message: 'Capacity must be a whole number',
  },
  {
    route: 'PUT /settings',
    body: { roomTypes: [{ name: long(41), capacity: 1 }] },
    field: 'roomTypes.0.name',
    message: messages.rooms.typeLength,
  },
  {
    route: 'PUT /settings',
    body: { roomTypes: [{ name: 'Single', capacity: 1, description: long(301) }] },
    field: 'roomTypes.0.description',
    message: messages.rooms.typeDescriptionLong,
  },
  {
    route: 'PUT /settings',
    body: { roomTypes: Array.from({ length: 21 }, (_, index) => ({ name: `Type ${index}`, capacity: 1 })) },
    field: 'roomTypes',
    message: messages.rooms.typesTooMany,
  },
  {
    route: 'POST /waitlist',
    body: { roomTypes: [long(41)] },
    field: 'roomTypes.0',
    message: messages.waitlist.roomTypeLength,
  },
  {
    route: 'POST /waitlist',
    body: { roomTypes: ['Single'], block: long(11) },
    field: 'block',
    message: messages.waitlist.blockLong,
  },
  {
    route: 'POST /bookings',
    body: { roomId: 'ffffffffffffffffffffffff', termsAgreed: true, studentId: ' ' },
    field: 'studentId',
    message: messages.bookings.studentRequired,
  },
  {
    route: 'PUT /students/{id}',
    body: { fullName: long(201) },
    field: 'fullName',
    message: messages.auth.fieldTooLong,
  },
  {
    route: 'PUT /students/{id}',
    body: { password: 12345678 },
    field: 'password',
    message: messages.passwords.passwordRequired,
  },
  {
    route: 'POST /maintenance',
    body: { block: long(11) },
    field: 'block',
    message: messages.maintenance.blockLong,
  },
  {
    route: 'POST /maintenance',
    body: { photos: [long(201)] },
    field: 'photos.0',
    message: messages.uploads.notUploaded,
  },
  {
    route: 'PUT /maintenance/{id}/assignee',
    body: { assigneeId: long(65) },
    field: 'assigneeId',
    message: messages.maintenance.assigneeInvalid,
  },
  {
    route: 'POST /rooms/{id}/out-of-service',
    body: { reason: long(501), expectedBack: '2099-01-01' },
    field: 'reason',
    message: messages.common.textTooLong(500),
  },
  {
    route: 'POST /auth/passkeys',
    body: { passkey: { authenticatorAttachment: 'phone', response: { transports: Array(11).fill('usb') } } },
    field: 'passkey.response.transports',
    message: messages.secondFactor.passkeyResponseInvalid,
  },
  {
    route: 'POST /auth/passkeys',
    body: { passkey: { authenticatorAttachment: 'phone' } },
    field: 'passkey.authenticatorAttachment',
    message: messages.secondFactor.passkeyResponseInvalid,
  },
  {
    route: 'POST /auth/login/second-factor',
    body: { ticket: 'x', method: 'sms', code: '123456' },
    field: 'method',
    message: messages.secondFactor.methodNotEnrolled,
  },
  {
    route: 'POST /auth/register',
    body: { role: 'admin' },
    field: 'role',
    message: messages.auth.studentsOnly,
  },
  {
    route: 'PUT /super-admin/content/{key}',
    body: { content: {}, expectedVersion: 1.5 },
    field: 'expectedVersion',
    message: messages.content.expectedVersionInvalid,
  },
  {
    route: 'POST /super-admin/content/{key}/rollback',
    body: { version: 1.5 },
    field: 'version',
    message: messages.content.versionRequired,
  },
  // A value of the wrong kind, or a field left out, where the field's schema says nothing of its own
  // (functions/api/http/kind-faults.ts); the first two once answered with their length's message.
  {
    route: 'PUT /bookings/{id}/status',
    body: { status: 'cancelled', reason: 5 },
    field: 'reason',
    message: messages.requests.mustBeText,
  },
  {
    route: 'POST /parcels',
    body: { studentId: 'ffffffffffffffffffffffff', carrier: 5 },
    field: 'carrier',
    message: messages.requests.mustBeText,
  },
  {
    route: 'PUT /students/{id}/status',
    body: { isActive: 'yes' },
    field: 'isActive',
    message: messages.requests.mustBeTrueOrFalse,
  },
  {
    route: 'PUT /super-admin/content/{key}',
    body: { content: {}, expectedVersion: 'one' },
    field: 'expectedVersion',
    message: messages.requests.mustBeNumber,
  },
  {
    route: 'POST /maintenance',
    body: { photos: 'x' },
    field: 'photos',
    message: messages.requests.mustBeList,
  },
  {
    route: 'PUT /bookings/{id}/room',
    body: { roomId: 'ffffffffffffffffffffffff', leaving: 'x' },
    field: 'leaving',
    message: messages.requests.mustBeFields,
  },
  {
    route: 'PUT /settings',
    body: { roomTypes: [{ capacity: 1 }] },
    field: 'roomTypes.0.name',
    message: messages.requests.required,
  },
  { route: 'POST /rooms', body: 'Z901', field: '_', message: messages.requests.bodyNotObject },
];

describe('a refused field in the product’s words', () => {
  it.each(wordedRefusals)(
    '$route refuses $field',
    async ({ route: key, param, query, body, field, message }) => {
      const route = routes.find((each) => `${each.method} ${each.path}` === key)!;
      const response = await send(
        route,
        pathOf(route, param),
        body === undefined ? undefined : JSON.stringify(body),
        query ? `?${query}` : '',
      );

      expect(response.status).toBe(400);
      expect(response.body.errors?.[field], JSON.stringify(response.body)).toBe(message);
      if (Object.keys(response.body.errors ?? {}).length === 1) expect(response.body.message).toBe(message);
    },
  );
});
