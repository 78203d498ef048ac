import { describe, expect, it } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import { isWrite, type Route } from '../../../functions/routes.ts';
import { operationsByDomain, routes } from '../../../functions/route-table.ts';
import { type Role } from '#contract/roles';
import { invoke } from '../../support/invoke.ts';
import { aRoom, aStudent, book } from '../../support/hostel.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';

/**
 * The authorisation matrix, generated from the route table: every route × {anonymous, student, another
 * student, admin, super admin}. Expectations come from the route's `access` and `own` fields only, so a
 * route added anywhere is covered the moment it is in the table:
 * - anonymous on a non-public route: 401;
 * - a role outside `access`: 403;
 * - on an `own` route, a student other than the record's owner: 403;
 * - everyone allowed gets past the guards (not 401, not the pipeline's 403s), whatever the operation
 *   then says about the (empty) body.
 */
type Caller = 'anonymous' | 'student' | 'anotherStudent' | 'admin' | 'superAdmin';
const callers: Caller[] = ['anonymous', 'anotherStudent', 'student', 'admin', 'superAdmin'];
const roleOf: Record<Exclude<Caller, 'anonymous'>, Role> = {
  student: 'student',
  anotherStudent: 'student',
  admin: 'admin',
  superAdmin: 'super_admin',
};

/**
 * Public routes that answer an anonymous caller with 401 by design: the hydration check says "not
 * signed in" that way (docs/spec.md §4), yet stays public so a remembered browser can open a session in a
 * new tab.
 */
const anonymousGets401 = new Set(['GET /auth/csrf-token']);

function expected(route: Route, caller: Caller): 'allowed' | 401 | 403 {
  if (route.access === 'public') {
    return caller === 'anonymous' && anonymousGets401.has(`${route.method} ${route.path}`) ? 401 : 'allowed';
  }
  if (caller === 'anonymous') return 401;
  if (!route.access.includes(roleOf[caller])) return 403;
  if (route.own && caller === 'anotherStudent') return 403;
  return 'allowed';
}

const guardMessages = [
  messages.requests.forbidden,
  messages.requests.csrf,
  messages.sessions.notAuthenticated,
];

interface Fixture {
  tabs: Record<Exclude<Caller, 'anonymous'>, SignedIn>;
  ids: Record<'rooms' | 'students' | 'bookings', { id: string; publicId: string }>;
}

/** A fresh world per route, so an allowed delete cannot change what the next route sees. */
async function fixture(): Promise<Fixture> {
  const [student, anotherStudent, admin, superAdmin] = await Promise.all([
    aStudent(),
    aStudent(),
    signedInAs('admin'),
    signedInAs('super_admin'),
  ]);
  const room = await aRoom({ capacity: 4 });
  const booking = await book(student, room);
  return {
    tabs: { student, anotherStudent, admin, superAdmin },
    ids: {
      rooms: { id: room.id, publicId: room.publicId },
      students: { id: student.user.id, publicId: student.user.publicId },
      bookings: { id: booking.id, publicId: booking.publicId },
    },
  };
}

/** The route's path with its parameters filled: the fixture's own records where the path names one. */
function pathOf(route: Route, world: Fixture): string {
  const collection = route.path.split('/')[1] as keyof Fixture['ids'];
  const record = world.ids[collection];
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (record && name === 'id') return record.id;
    if (record && name === 'publicId') return record.publicId;
    return name === 'id' ? 'ffffffffffffffffffffffff' : 'matrix-placeholder';
  });
}

describe('authorisation matrix over the route table', () => {
  for (const route of routes) {
    it(`${route.method} ${route.path}`, async () => {
      const world = await fixture();
      const path = pathOf(route, world);
      for (const caller of callers) {
        const tab = caller === 'anonymous' ? null : world.tabs[caller];
        const response = await invoke({
          method: route.method,
          path: `${tab?.base ?? '/api/tab/anon0000'}${path}`,
          body: route.method === 'GET' ? undefined : {},
          cookies: tab?.cookies,
          headers: tab && route.method !== 'GET' ? tab.writeHeaders : {},
        });
        const want = expected(route, caller);
        const label = `${caller} → ${route.method} ${path}: ${response.status} ${JSON.stringify(response.body)}`;
        if (want === 'allowed') {
          expect(response.status, label).not.toBe(401);
          if (response.status === 403) expect(guardMessages, label).not.toContain(response.body.message);
        } else {
          expect(response.status, label).toBe(want);
        }
      }
    });
  }

  it('marks every student-reachable route naming a student or booking as own-record only', () => {
    const unguarded = routes.filter(
      (route) =>
        route.access !== 'public' &&
        route.access.includes('student') &&
        /^\/(students|bookings)\/(\{id\}|p\/\{publicId\})/.test(route.path) &&
        !route.own,
    );
    expect(unguarded.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it('guards every write with CSRF except the anonymous account calls, listed here on purpose', () => {
    // These run before a session exists (or belong to no tab), so there is no token to check; each is
    // public, rate-limited and harmless to replay (docs/spec.md §7). Verifying with a password needs the
    // secret link as well, and opens no session; undoing an email change needs its one-time secret link.
    // Paystack's webhook comes from no browser: its signature is its proof (docs/decisions/0040). A mail
    // provider's one-click unsubscribe carries no cookie: its signed token is its proof (decision 0100).
    const unguardedWrites = routes
      .filter((route) => isWrite(route.method) && !route.csrf)
      .map((route) => `${route.method} ${route.path}`)
      .sort();
    expect(unguardedWrites).toEqual(
      [
        'POST /auth/forgot-password',
        'POST /auth/login',
        'POST /auth/login/second-factor',
        'POST /auth/login/enrol-options',
        'POST /auth/login/enrol',
        'POST /auth/passkey/options',
        'POST /auth/login/passkey',
        'POST /auth/login/enrol-passkey/options',
        'POST /auth/login/enrol-passkey',
        'POST /auth/register',
        'POST /auth/resend-verification',
        'POST /auth/reset-password',
        'POST /auth/undo-email-change',
        'POST /auth/verify-email',
        'POST /auth/confirm-email',
        'POST /money/paystack/webhook',
        'POST /notifications/unsubscribe/{token}',
      ].sort(),
    );
    const unguardedSignedInWrites = routes.filter(
      (route) => isWrite(route.method) && route.access !== 'public' && !route.csrf,
    );
    expect(unguardedSignedInWrites).toEqual([]);
  });

  it('takes no one-time token in a path or query, which CloudFront and API Gateway log', () => {
    // The one exception is the one-click unsubscribe: RFC 8058 fixes its body, so its address must name
    // what it turns off. Its token is no secret of a sign-in and not one-time: it can only turn one
    // category's mail to the app only, for one user (decision 0100).
    expect(routes.filter((route) => /token/i.test(route.path)).map((route) => route.path)).toEqual([
      '/auth/csrf-token',
      '/notifications/unsubscribe/{token}',
      '/notifications/unsubscribe/{token}',
    ]);
    // A query is only what its schema keeps: a plain object of named keys, none of them a secret's.
    const tokenLike = /token|ticket|secret|code|otp|password|signature|key/i;
    for (const route of routes) {
      const query = operationsByDomain[route.domain][route.operation]!.query;
      if (!query) continue;
      const def = query._zod.def as { type: string; shape?: Record<string, unknown>; catchall?: unknown };
      expect(def.type, route.path).toBe('object');
      expect(def.catchall, `${route.path} keeps unknown query keys`).toBeUndefined();
      expect(
        Object.keys(def.shape!).filter((key) => tokenLike.test(key)),
        route.path,
      ).toEqual([]);
    }
    expect(routes.find((route) => route.operation === 'verifyEmail')).toMatchObject({
      method: 'POST',
      path: '/auth/verify-email',
      access: 'public',
    });
  });

  const guardedWrites = routes.filter((route) => route.csrf);
  it('runs the CSRF check over every write route but the listed exceptions', () => {
    expect(guardedWrites.length).toBe(routes.filter((route) => isWrite(route.method)).length - 17);
  });
  for (const route of guardedWrites) {
    it(`${route.method} ${route.path} refuses a write without the CSRF token`, async () => {
      const world = await fixture();
      const access = route.access as readonly Role[];
      const caller: Exclude<Caller, 'anonymous'> = access.includes('super_admin')
        ? 'superAdmin'
        : access.includes('admin')
          ? 'admin'
          : 'student';
      const tab = world.tabs[caller];
      const response = await invoke({
        method: route.method,
        path: `${tab.base}${pathOf(route, world)}`,
        body: {},
        cookies: tab.cookies,
      });
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(messages.requests.csrf);
    });
  }
});
