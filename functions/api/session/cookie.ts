import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { env } from '../../platform/env.ts';

export const sessionCookieName = 'hostel_session';

/**
 * The session cookie is scoped to one tab's API base, so each browser tab holds its own session and
 * two tabs can be signed in as two users. Without "Remember me" it has no Max-Age and ends with the
 * browser.
 */
export function sessionCookie(token: string, tabId: string, maxAgeSeconds?: number): string {
  const parts = [`${sessionCookieName}=${token}`, `Path=/api/tab/${tabId}`, 'HttpOnly', 'SameSite=Strict'];
  if (maxAgeSeconds !== undefined) parts.push(`Max-Age=${maxAgeSeconds}`);
  if (env().STAGE === 'production') parts.push('Secure');
  return parts.join('; ');
}

export function clearedSessionCookie(tabId: string): string {
  return sessionCookie('', tabId, 0);
}

/** A cookie's value from an HTTP API event (payload 2.0 puts cookies in their own array). */
export function readCookie(event: APIGatewayProxyEventV2, name: string): string | undefined {
  for (const cookie of event.cookies ?? []) {
    const separator = cookie.indexOf('=');
    if (separator > 0 && cookie.slice(0, separator).trim() === name)
      return cookie.slice(separator + 1).trim();
  }
  return undefined;
}
