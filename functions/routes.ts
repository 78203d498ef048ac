/**
 * The route table: every HTTP route of the product, once. The local server and the CDK stack both read
 * it, so a route exists in both or in neither. Each route names the domain Lambda that serves it
 * (functions/api/{domain}/handler.ts) and the operation inside that Lambda.
 */

export const roles = ['student', 'admin', 'super_admin'] as const;
export type Role = (typeof roles)[number];

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
}

export const defaultMaxBodyBytes = 16 * 1024;

export const tabBase = '/api/tab/{tabId}';
export const plainBase = '/api';

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

  // Accounts and sign-in (api/auth). Calls an anonymous visitor makes are public; login, the CSRF check
  // and logout belong to a tab, the rest are also served on the plain base (SPEC.md §7).
  {
    method: 'GET',
    path: '/auth/csrf-token',
    domain: 'auth',
    operation: 'getCsrfToken',
    access: 'public',
    csrf: false,
  },
  { method: 'POST', path: '/auth/login', domain: 'auth', operation: 'login', access: 'public', csrf: false },
  { method: 'POST', path: '/auth/logout', domain: 'auth', operation: 'logout', access: signedIn, csrf: true },
  { method: 'GET', path: '/auth/me', domain: 'auth', operation: 'getMe', access: signedIn, csrf: false },
  {
    method: 'POST',
    path: '/auth/register',
    domain: 'auth',
    operation: 'register',
    access: 'public',
    csrf: false,
    plain: true,
  },
  {
    method: 'GET',
    path: '/auth/verify-email/{token}',
    domain: 'auth',
    operation: 'verifyEmail',
    access: 'public',
    csrf: false,
    plain: true,
  },
  {
    method: 'POST',
    path: '/auth/resend-verification',
    domain: 'auth',
    operation: 'resendVerification',
    access: 'public',
    csrf: false,
    plain: true,
  },
  {
    method: 'POST',
    path: '/auth/forgot-password',
    domain: 'auth',
    operation: 'forgotPassword',
    access: 'public',
    csrf: false,
    plain: true,
  },
  {
    method: 'POST',
    path: '/auth/reset-password',
    domain: 'auth',
    operation: 'resetPassword',
    access: 'public',
    csrf: false,
    plain: true,
  },

  // Admin management (api/admins): super admins only.
  {
    method: 'GET',
    path: '/super-admin/admins',
    domain: 'admins',
    operation: 'listAdmins',
    access: superAdmins,
    csrf: false,
  },
  {
    method: 'POST',
    path: '/super-admin/admins',
    domain: 'admins',
    operation: 'createAdmin',
    access: superAdmins,
    csrf: true,
  },
  {
    method: 'PUT',
    path: '/super-admin/admins/{id}/status',
    domain: 'admins',
    operation: 'setAdminStatus',
    access: superAdmins,
    csrf: true,
  },
  {
    method: 'DELETE',
    path: '/super-admin/admins/{id}',
    domain: 'admins',
    operation: 'deleteAdmin',
    access: superAdmins,
    csrf: true,
  },
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
