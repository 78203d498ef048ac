import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { getSession, type Session } from '../../data/sessions.ts';
import type { Settings } from '../../data/settings.ts';
import type { Role } from '#contract/roles';
import { readCookie, sessionCookieName } from './cookie.ts';
import { verifySessionToken, type SessionClaims } from './token.ts';

/** The claims of the tab's session cookie when it is genuine, unexpired and issued for this tab; else null. */
export async function tabClaims(
  event: APIGatewayProxyEventV2,
  tabId: string | undefined,
): Promise<SessionClaims | null> {
  if (!tabId) return null;
  const token = readCookie(event, sessionCookieName);
  if (!token) return null;
  const claims = await verifySessionToken(token);
  return claims && claims.tab === tabId ? claims : null;
}

/**
 * Whether the lockdown epoch has revoked what a student was issued at `issuedAt` (a session or a
 * remember token): one comparison against the settings item instead of a delete per session. Staff
 * are never signed out by a lockdown.
 */
export function revokedByLockdown(settings: Settings, role: Role, issuedAt: string): boolean {
  return role === 'student' && settings.lockdownEpoch !== null && issuedAt < settings.lockdownEpoch;
}

/**
 * The live session the claims name, or null: deleting the item (logout, reset, deactivation) revokes
 * the session immediately, and so does a lockdown epoch newer than a student's session. The settings
 * are read only for a student's session (the request reads them once, already started for a student's
 * cookie).
 */
export async function liveSession(
  claims: SessionClaims,
  tabId: string,
  settings: () => Promise<Settings>,
): Promise<Session | null> {
  const session = await getSession(claims.sid);
  if (!session || session.tabId !== tabId) return null;
  if (session.role === 'student' && revokedByLockdown(await settings(), session.role, session.createdAt))
    return null;
  return session;
}
