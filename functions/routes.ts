/**
 * What a route is: the roles, the domains (one Lambda each) and the shape of a route. Each operation
 * declares its own routes (functions/api/http/operation.ts); route-table.ts beside this gathers them
 * into the table the local server, the CDK stack and the tests read, so a route exists in both or in
 * neither. Each route names the domain Lambda that serves it (functions/api/{domain}/handler.ts) and
 * the operation inside that Lambda.
 */

import { apiBase } from '#contract/app-paths';
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
  'maintenance',
  'money',
  'notifications',
  'announcements',
  'desk',
  'second-factor',
] as const;
export type Domain = (typeof domains)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How an operation names a route: API Gateway's route key, the method and the path below the API base,
 * e.g. 'POST /bookings/{id}/cancel'. routeKeysOf gives the keys the gateway serves it on.
 */
export type RouteKey = `${HttpMethod} /${string}`;

/** A route key whose path names one record by its {id}, e.g. 'GET /rooms/{id}'. */
export type IdRouteKey = `${HttpMethod} /${string}/{id}${string}`;

/** The method and the path of a route key. */
export function methodAndPath(key: RouteKey): Pick<Route, 'method' | 'path'> {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) as HttpMethod, path: key.slice(space + 1) };
}

/** 'public' lets anyone call it; otherwise the roles that may. */
export type Access = 'public' | readonly Role[];

export interface Route {
  method: HttpMethod;
  /** Path below the API base, with {name} parameters, e.g. /rooms/{id}. */
  path: string;
  domain: Domain;
  operation: string;
  access: Access;
  /** Whether the call must carry the session's X-CSRF-Token (writes by signed-in users). */
  csrf: boolean;
  /** Also served under the plain /api base, for the few calls the SPA makes without a tab (docs/spec.md §7). */
  plain?: boolean;
  /** Largest request body accepted, in bytes; the default suits a form. */
  maxBodyBytes?: number;
  /**
   * The one-click unsubscribe (RFC 8058, docs/spec.md §18): a mail provider posts to it with the form
   * body `List-Unsubscribe=One-Click` and no cookies, so its body is not read, rather than refused as
   * every other route refuses a body that is not JSON. Its token, in the path, is all it acts on.
   */
  oneClick?: true;
  /**
   * Students may call it only on their own record: the student or booking that the path's {id} or
   * {publicId} names (403 otherwise). Staff reach every record. The authorisation matrix test reads it.
   */
  own?: true;
}

export const defaultMaxBodyBytes = 16 * 1024;

export const tabBase = `${apiBase}/tab/{tabId}`;
export const plainBase = apiBase;

/** The API Gateway route keys of a route: the tab-scoped one, and the plain one where the route has it. */
export function routeKeysOf(route: Route): string[] {
  const keys = [`${route.method} ${tabBase}${route.path}`];
  if (route.plain) keys.push(`${route.method} ${plainBase}${route.path}`);
  return keys;
}

export function isWrite(method: HttpMethod): boolean {
  return method !== 'GET';
}
