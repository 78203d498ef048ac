/**
 * The route table: every HTTP route of the product, once. The local server and the CDK stack both read
 * it, so a route exists in both or in neither. Each route names the domain Lambda that serves it
 * (functions/api/{domain}/handler.ts) and the operation inside that Lambda.
 */

import { roles, type Role } from '#contract/roles';

export const staff = ['admin', 'super_admin'] as const satisfies readonly Role[];
export const superAdmins = ['super_admin'] as const satisfies readonly Role[];
export const students = ['student'] as const satisfies readonly Role[];
export const signedIn = roles;

export const domains = [
  'auth',
  'rooms',
  'students',
  'bookings',
  'settings',
  'content',
  'exports',
  'admins',
  'realtime',
  'waitlist',
] as const;
export type Domain = (typeof domains)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Route {
  method: HttpMethod;
  /** Path below the API base, with {name} parameters, e.g. /rooms/{id}. */
  path: string;
  domain: Domain;
  operation: string;
  /** 'public' lets anyone call it; otherwise the roles that may. */
  access: 'public' | readonly Role[];
  /** Whether the call must carry the session's X-CSRF-Token (writes by signed-in users). */
  csrf: boolean;
  /** Also served under the plain /api base, for the few calls the SPA makes without a tab (SPEC.md §7). */
  plain?: boolean;
  /** Largest request body accepted, in bytes; the default suits a form. */
  maxBodyBytes?: number;
  /**
   * Students may call it only on their own record: the student or booking that the path's {id} or
   * {publicId} names (403 otherwise). Staff reach every record. The authorisation matrix test reads it.
   */
  own?: true;
}

export const defaultMaxBodyBytes = 16 * 1024;

export const tabBase = '/api/tab/{tabId}';
export const plainBase = '/api';

/** A route naming one entity, served both as /{id} and as /p/{publicId} (SPEC.md §5 identifier rule). */
const byIdAndPublicId = (route: Route): Route[] => [
  route,
  { ...route, path: route.path.replace('/{id}', '/p/{publicId}') },
];

const read = (path: string, domain: Domain, operation: string, access: Route['access']): Route => ({
  method: 'GET',
  path,
  domain,
  operation,
  access,
  csrf: false,
});

const write = (
  method: HttpMethod,
  path: string,
  domain: Domain,
  operation: string,
  access: readonly Role[],
): Route => ({ method, path, domain, operation, access, csrf: true });

const ownOnly = (route: Route): Route => ({ ...route, own: true });

export const routes: readonly Route[] = [
  {
    method: 'GET',
    path: '/settings/public',
    domain: 'settings',
    operation: 'getPublicSettings',
    access: 'public',
    csrf: false,
    plain: true,
  },
  {
    method: 'GET',
    path: '/realtime/ticket',
    domain: 'realtime',
    operation: 'getRealtimeTicket',
    access: signedIn,
    csrf: false,
  },
  {
    method: 'GET',
    path: '/super-admin/emergency',
    domain: 'realtime',
    operation: 'getEmergency',
    access: superAdmins,
    csrf: false,
  },
  {
    method: 'PUT',
    path: '/super-admin/emergency',
    domain: 'realtime',
    operation: 'switchEmergency',
    access: superAdmins,
    csrf: true,
  },

  // Rooms: everyone signed in reads them; staff manage them.
  read('/rooms', 'rooms', 'listRooms', signedIn),
  read('/rooms/available', 'rooms', 'listAvailableRooms', signedIn),
  ...byIdAndPublicId(read('/rooms/{id}', 'rooms', 'getRoom', signedIn)),
  ...byIdAndPublicId(read('/rooms/{id}/occupants', 'rooms', 'getRoomOccupants', staff)),
  write('POST', '/rooms', 'rooms', 'createRoom', staff),
  ...byIdAndPublicId(write('PUT', '/rooms/{id}', 'rooms', 'updateRoom', staff)),
  ...byIdAndPublicId(write('PUT', '/rooms/{id}/status', 'rooms', 'updateRoomStatus', staff)),
  ...byIdAndPublicId(write('DELETE', '/rooms/{id}', 'rooms', 'deleteRoom', staff)),

  // Students: staff manage them; a student reads and edits only their own record and bookings.
  read('/students', 'students', 'listStudents', staff),
  write('POST', '/students', 'students', 'createStudent', staff),
  ...[
    read('/students/{id}', 'students', 'getStudent', signedIn),
    write('PUT', '/students/{id}', 'students', 'updateStudent', signedIn),
    read('/students/{id}/bookings', 'students', 'listStudentBookings', signedIn),
    read('/students/{id}/bookings/current', 'students', 'getCurrentBooking', signedIn),
    read('/students/{id}/bookings/archived', 'students', 'listArchivedBookings', signedIn),
    read('/students/{id}/bookings/summary', 'students', 'getBookingSummary', signedIn),
  ]
    .map(ownOnly)
    .flatMap(byIdAndPublicId),
  ...byIdAndPublicId(write('PUT', '/students/{id}/status', 'students', 'updateStudentStatus', staff)),
  ...byIdAndPublicId(write('POST', '/students/{id}/check-out', 'students', 'checkOutStudent', staff)),
  ...byIdAndPublicId(write('DELETE', '/students/{id}', 'students', 'deleteStudent', staff)),

  // Bookings: a student books for themself and reads their own; staff manage all.
  read('/bookings', 'bookings', 'listBookings', signedIn),
  write('POST', '/bookings', 'bookings', 'createBooking', signedIn),
  write('DELETE', '/bookings', 'bookings', 'clearBookings', staff),
  ...byIdAndPublicId(ownOnly(read('/bookings/{id}', 'bookings', 'getBooking', signedIn))),
  ...byIdAndPublicId(write('PUT', '/bookings/{id}/room', 'bookings', 'moveBooking', staff)),
  ...byIdAndPublicId(write('PUT', '/bookings/{id}/status', 'bookings', 'updateBookingStatus', staff)),
  ...byIdAndPublicId(write('POST', '/bookings/{id}/cancel', 'bookings', 'cancelBooking', staff)),
  ...byIdAndPublicId(write('DELETE', '/bookings/{id}', 'bookings', 'deleteBooking', staff)),

  // Waitlist (api/waitlist): a student joins, leaves and answers their offer; staff run the queue.
  read('/waitlist/me', 'waitlist', 'getMyWaitlist', students),
  write('POST', '/waitlist', 'waitlist', 'joinWaitlist', students),
  write('DELETE', '/waitlist', 'waitlist', 'leaveWaitlist', students),
  write('POST', '/waitlist/offer/accept', 'waitlist', 'acceptOffer', students),
  write('POST', '/waitlist/offer/decline', 'waitlist', 'declineOffer', students),
  read('/waitlist/queue', 'waitlist', 'getWaitlistQueue', staff),
  read('/waitlist/waiting', 'waitlist', 'getWaitingForRoom', staff),
  ...byIdAndPublicId(
    write('POST', '/waitlist/entries/{id}/remove', 'waitlist', 'removeWaitlistEntry', staff),
  ),
  ...byIdAndPublicId(write('POST', '/waitlist/entries/{id}/move', 'waitlist', 'moveWaitlistEntry', staff)),

  // Settings and the audit trail.
  read('/settings', 'settings', 'getSettings', staff),
  write('PUT', '/settings', 'settings', 'updateSettings', staff),
  write('PUT', '/settings/registration', 'settings', 'updateRegistration', staff),
  write('PUT', '/settings/maintenance', 'settings', 'updateMaintenance', staff),
  read('/audit', 'settings', 'listAudit', superAdmins),
  // Accounts and sign-in (api/auth). Calls an anonymous visitor makes are public; login, the CSRF check
  // and logout belong to a tab, the rest are also served on the plain base (SPEC.md §7).
  read('/auth/csrf-token', 'auth', 'getCsrfToken', 'public'),
  { method: 'POST', path: '/auth/login', domain: 'auth', operation: 'login', access: 'public', csrf: false },
  write('POST', '/auth/logout', 'auth', 'logout', signedIn),
  read('/auth/me', 'auth', 'getMe', signedIn),
  // A signed-in user's own password and sign-in address; the address changes only through the link.
  write('PUT', '/auth/password', 'auth', 'changePassword', signedIn),
  write('PUT', '/auth/email', 'auth', 'requestEmailChange', signedIn),
  ...(
    [
      ['POST', '/auth/register', 'register'],
      ['GET', '/auth/verify-email/{token}', 'verifyEmail'],
      ['POST', '/auth/verify-email/{token}', 'verifyEmailWithPassword'],
      ['POST', '/auth/resend-verification', 'resendVerification'],
      ['POST', '/auth/forgot-password', 'forgotPassword'],
      ['POST', '/auth/reset-password', 'resetPassword'],
      ['GET', '/auth/confirm-email/{token}', 'confirmEmailChange'],
    ] as const
  ).map(([method, path, operation]): Route => ({
    method,
    path,
    domain: 'auth',
    operation,
    access: 'public',
    csrf: false,
    plain: true,
  })),

  // Admin management (api/admins): super admins only.
  read('/super-admin/admins', 'admins', 'listAdmins', superAdmins),
  write('POST', '/super-admin/admins', 'admins', 'createAdmin', superAdmins),
  write('PUT', '/super-admin/admins/{id}/status', 'admins', 'setAdminStatus', superAdmins),
  write('DELETE', '/super-admin/admins/{id}', 'admins', 'deleteAdmin', superAdmins),
  // Reports (SPEC.md §7). The body carries the rows to print: up to 5,000 bookings of a few short fields
  // (about 1 MB; contract/exports.ts bounds the text a PDF may hold).
  {
    ...write('POST', '/export/bookings/pdf', 'exports', 'exportBookingsPdf', staff),
    maxBodyBytes: 2 * 1024 * 1024,
  },
  { ...write('POST', '/export/student/pdf', 'exports', 'exportStudentPdf', staff), maxBodyBytes: 512 * 1024 },
  // Public content (api/content): anyone reads it; super admins edit it, keeping every version.
  { ...read('/public/content/{key}', 'content', 'getPublicContent', 'public'), plain: true },
  {
    ...write('PUT', '/super-admin/content/{key}', 'content', 'saveContent', superAdmins),
    maxBodyBytes: 128 * 1024,
  },
  read('/super-admin/content/{key}/versions', 'content', 'listContentVersions', superAdmins),
  write('POST', '/super-admin/content/{key}/rollback', 'content', 'rollbackContent', superAdmins),
];

/** The API Gateway route keys of a route: the tab-scoped one, and the plain one where the route has it. */
export function routeKeysOf(route: Route): string[] {
  const keys = [`${route.method} ${tabBase}${route.path}`];
  if (route.plain) keys.push(`${route.method} ${plainBase}${route.path}`);
  return keys;
}

const routesByKey = new Map(
  routes.flatMap((route) => routeKeysOf(route).map((key) => [key, route] as const)),
);

export function routeForKey(routeKey: string): Route | undefined {
  return routesByKey.get(routeKey);
}

export function isWrite(method: HttpMethod): boolean {
  return method !== 'GET';
}
