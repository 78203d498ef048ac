import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { getSession, type Session } from '../../data/sessions.ts';
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
 * The live session the claims name, or null: deleting the item (logout, reset, deactivation, lockdown)
 * revokes the session immediately.
 */
export async function liveSession(claims: SessionClaims, tabId: string): Promise<Session | null> {
  const session = await getSession(claims.sid);
  return session && session.tabId === tabId ? session : null;
}
