import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import {
  deleteSession,
  sessionOfSecret,
  sessionTouchSeconds,
  touchSession,
  type Session,
} from '../../data/sessions.ts';
import { touchRememberFamily } from '../../data/remember-families.ts';
import type { Settings } from '../../data/settings.ts';
import * as messages from '#contract/messages';
import type { Role } from '#contract/roles';
import { staffIdleSeconds } from '#contract/session-activity';
import { unauthorized } from '../../platform/errors.ts';
import { staff } from '../../routes.ts';
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

/** Whether a session (or remembered browser) of this role last active then has been idle too long. */
export function idleTooLong(role: Role, lastActiveAt: string, now = Date.now()): boolean {
  return (
    (staff as readonly Role[]).includes(role) && now - Date.parse(lastActiveAt) > staffIdleSeconds * 1000
  );
}

/** What the session cookie of a request comes to: the live session, or why there is none. */
export type SessionLookup = { session: Session } | { session: null; ended?: 'idle' };

/**
 * The live session the claims name, or none: deleting the item (logout, reset, deactivation) revokes
 * the session immediately, and so does a lockdown epoch newer than a student's session. A staff
 * session idle for longer than staffIdleSeconds is deleted here, and the answer says so. The settings
 * are read only for a student's session (the request reads them once, already started for a student's
 * cookie). A live session's activity is recorded at most once a minute, with its remembered browser's,
 * and only from a request of its user (`byUser`): what the tab sends on its own is answered without
 * keeping the session alive (decision 0072).
 */
export async function liveSession(
  claims: SessionClaims,
  tabId: string,
  settings: () => Promise<Settings>,
  byUser: boolean,
): Promise<SessionLookup> {
  const session = await sessionOfSecret(claims.sid);
  if (!session || session.tabId !== tabId) return { session: null };
  if (session.role === 'student' && revokedByLockdown(await settings(), session.role, session.createdAt))
    return { session: null };
  const now = Date.now();
  if (idleTooLong(session.role, session.lastActiveAt, now)) {
    await deleteSession(session);
    return { session: null, ended: 'idle' };
  }
  if (byUser && now - Date.parse(session.lastActiveAt) >= sessionTouchSeconds * 1000) {
    const at = new Date(now).toISOString();
    await Promise.all([
      touchSession(session.id, at),
      session.familyId ? touchRememberFamily(session.familyId, at) : undefined,
    ]);
    return { session: { ...session, lastActiveAt: at } };
  }
  return { session };
}

/**
 * The 401 of a request without a session: a staff tab idle for too long is told so (`sessionIdle`), so
 * the SPA can say why it shows the sign-in screen.
 */
export const signedOut = (state: { sessionEnded?: 'idle' }) =>
  state.sessionEnded === 'idle'
    ? unauthorized(messages.sessions.sessionIdle, { sessionIdle: true })
    : unauthorized(messages.sessions.notAuthenticated);
