import { deleteSessionsOf } from '../../data/sessions.ts';
import {
  deleteRememberFamily,
  deleteRememberFamiliesOf,
  type RememberFamily,
} from '../../data/remember-families.ts';
import { getUserById } from '../../data/users.ts';
import { describeUserAgent } from '../../platform/user-agent.ts';
import { rememberReuseMail } from '../notifications/templates/remember-reuse.ts';
import { sendNotice } from './account-mail.ts';

/**
 * Ends every session of a user (every tab of every browser) and every browser that remembers them,
 * except the one session named, which stays signed in but is no longer remembered. For a password
 * reset or change, a deactivation or a deletion, and "sign out everywhere else".
 */
export async function endAllSessions(userId: string, exceptSessionId?: string): Promise<void> {
  await deleteRememberFamiliesOf(userId);
  await deleteSessionsOf(userId, (session) => session.id !== exceptSessionId);
}

/** Ends a remembered browser: its remember token and every tab session it opened. */
export async function endRememberFamily(family: Pick<RememberFamily, 'id' | 'userId'>): Promise<void> {
  await deleteRememberFamily(family.id);
  await deleteSessionsOf(family.userId, (session) => session.familyId === family.id);
}

/** "Firefox on Windows 10, 203.0.113.7": a browser and address as a person reads them. */
export const describeClient = (client: { userAgent: string; ip: string }) =>
  [describeUserAgent(client.userAgent), client.ip].filter(Boolean).join(', ');

/**
 * A spent remember token came back: two parties hold the family, and nothing tells which one is the
 * owner. The whole family ends, the thief's sessions and the owner's alike, and the owner is mailed.
 */
export async function endReusedFamily(
  family: RememberFamily,
  shownBy: { userAgent: string; ip: string },
): Promise<void> {
  await endRememberFamily(family);
  const user = await getUserById(family.userId);
  if (!user) return;
  await sendNotice(
    rememberReuseMail({
      to: user.email,
      fullName: user.fullName,
      signedInFrom: describeClient(family),
      shownFrom: describeClient(shownBy),
    }),
  );
}
