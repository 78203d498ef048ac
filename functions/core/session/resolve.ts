import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { getSession, type Session } from '../../data/sessions.ts';
import { readCookie, sessionCookieName } from './cookie.ts';
import { verifySessionToken } from './token.ts';

/**
 * The live session a request carries, or null. The token must be genuine, issued for this tab, and
 * name a session item that still exists: deleting the item revokes the session immediately.
 */
export async function resolveSession(
  event: APIGatewayProxyEventV2,
  tabId: string | undefined,
): Promise<Session | null> {
  if (!tabId) return null;
  const token = readCookie(event, sessionCookieName);
  if (!token) return null;
  const claims = await verifySessionToken(token);
  if (!claims || claims.tab !== tabId) return null;
  const session = await getSession(claims.sid);
  return session && session.tabId === tabId ? session : null;
}
