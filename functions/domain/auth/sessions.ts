import { createHash } from 'node:crypto';
import type { SignedInPlace } from '#contract/sessions';
import { sessionsOf, type Session } from '../../data/sessions.ts';
import {
  deleteRememberFamily,
  deleteRememberFamiliesOf,
  rememberFamiliesOf,
  type RememberFamily,
} from '../../data/remember-families.ts';
import { currentPasswordFingerprint } from '../../data/credentials.ts';
import { getUserById } from '../../data/users.ts';
import { rememberReuseMail } from '../notifications/templates/remember-reuse.ts';
import { accountNotice, tellOfCommitted } from '../notifications/notices.ts';
import { describeClient } from '../notifications/templates/layout.ts';
import { enqueue } from '../../platform/job-queue.ts';
import { logger } from '../../platform/observability.ts';
import { racingWritesSettleSeconds } from '../../platform/settling.ts';
import { endSession, endSessionsOf } from './session-end.ts';

/**
 * Ends every session of a user (every tab of every browser) and every browser that remembers them,
 * except the one session named, which stays signed in but is no longer remembered: the sweeps of
 * signOutEverywhere.
 */
export async function endAllSessions(userId: string, exceptSessionId?: string): Promise<void> {
  await deleteRememberFamiliesOf(userId);
  await endSessionsOf(userId, (session) => session.id !== exceptSessionId);
}

/**
 * Signs a user out everywhere, for good: ends every session and remembered browser of the user now, and
 * once more when every sign-in racing this has ended. A sign-in that read the account open, or checked
 * the old password, a moment before it closed or the password changed, opens its session a moment after
 * the sweep, which reads the sessions through an index that shows a new one only a moment later still.
 * The second sweep (endLateSessions) is a job held back `racingWritesSettleSeconds`; queued at best
 * effort, as the sockets' closing is. For a deactivation or deletion (decision 0074), and a new password
 * (decision 0075), after which the tab that changed it is signed in again, on the new password.
 */
export async function signOutEverywhere(userId: string): Promise<void> {
  await endAllSessions(userId);
  await enqueue([{ kind: 'end-late-sessions', payload: { userId } }], {
    delaySeconds: racingWritesSettleSeconds,
  }).catch((error: unknown) =>
    logger.error('late session sweep not queued', { error: (error as Error).message }),
  );
}

/**
 * The second sweep of signOutEverywhere: ends every session and remembered browser of the user that
 * should not exist now. All of them when the account is closed (not there, or inactive); otherwise those
 * not opened with the password the user has now (decision 0075): a sign-in with the new one stays, a
 * late one with the old one ends. One that records no password was opened before sessions kept it, and
 * ends: the first sweep ended every sign-in of that time, so any left raced it.
 */
export async function endLateSessions(userId: string): Promise<void> {
  const user = await getUserById(userId);
  if (!user?.isActive) return endAllSessions(userId);
  const current = await currentPasswordFingerprint(user);
  const ofAnotherPassword = (opened: { passwordFingerprint?: string }) =>
    opened.passwordFingerprint !== current;
  await deleteRememberFamiliesOf(userId, ofAnotherPassword);
  await endSessionsOf(userId, ofAnotherPassword);
}

/** Ends a remembered browser: its remember token and every tab session it opened. */
export async function endRememberFamily(family: Pick<RememberFamily, 'id' | 'userId'>): Promise<void> {
  await deleteRememberFamily(family.id);
  await endSessionsOf(family.userId, (session) => session.familyId === family.id);
}

/**
 * A spent remember token came back: two parties hold the family, and nothing tells which one is the
 * owner. The whole family ends, the thief's sessions and the owner's alike, and the owner is told, by
 * mail and in their notification centre.
 */
export async function endReusedFamily(
  family: RememberFamily,
  shownBy: { userAgent: string; ip: string },
): Promise<void> {
  await endRememberFamily(family);
  const user = await getUserById(family.userId);
  if (!user) return;
  await tellOfCommitted([
    accountNotice(
      user,
      rememberReuseMail({
        to: user.email,
        fullName: user.fullName,
        signedInFrom: describeClient(family),
        shownFrom: describeClient(shownBy),
      }),
    ),
  ]);
}

/** A session or remembered browser, told apart from the other entries without showing its id. */
const handleOf = (kind: 'session' | 'family', id: string) =>
  createHash('sha256').update(`${kind}:${id}`).digest('hex').slice(0, 24);

const latest = (...times: string[]) => times.reduce((a, b) => (a > b ? a : b));

interface Place {
  view: SignedInPlace;
  end: () => Promise<void>;
}

/**
 * Every sign-in of a user: each remembered browser with the tabs it opened, and each tab signed in
 * without "Remember me". `current` is the session of the request: its browser is "this device".
 */
async function placesOf(current: Session): Promise<Place[]> {
  const [sessions, families] = await Promise.all([
    sessionsOf(current.userId),
    rememberFamiliesOf(current.userId),
  ]);
  const familyIds = new Set(families.map((family) => family.id));
  const remembered = families.map((family): Place => {
    const tabs = sessions.filter((session) => session.familyId === family.id);
    return {
      view: {
        id: handleOf('family', family.id),
        userAgent: family.userAgent,
        ip: family.ip,
        signedInAt: family.createdAt,
        lastActiveAt: latest(family.lastActiveAt, ...tabs.map((tab) => tab.lastActiveAt)),
        remembered: true,
        tabs: tabs.length,
        current: family.id === current.familyId,
      },
      end: () => endRememberFamily(family),
    };
  });
  const lone = sessions
    .filter((session) => !session.familyId || !familyIds.has(session.familyId))
    .map((session): Place => ({
      view: {
        id: handleOf('session', session.id),
        userAgent: session.userAgent,
        ip: session.ip,
        signedInAt: session.createdAt,
        lastActiveAt: session.lastActiveAt,
        remembered: false,
        tabs: 1,
        current: session.id === current.id,
      },
      end: () => endSession(session),
    }));
  return [...remembered, ...lone].sort(
    (a, b) =>
      Number(b.view.current) - Number(a.view.current) ||
      b.view.lastActiveAt.localeCompare(a.view.lastActiveAt),
  );
}

/** Where the user of this session is signed in, this browser first, then the most recently active. */
export const signedInPlaces = async (current: Session) =>
  (await placesOf(current)).map((place) => place.view);

/**
 * Ends one sign-in of the user, named by its handle: a remembered browser ends with every tab it
 * opened. Not found when it has ended already; the caller's own browser is ended by signing out.
 */
export async function endSignedInPlace(
  current: Session,
  handle: string,
): Promise<'ended' | 'not-found' | 'current'> {
  const place = (await placesOf(current)).find((p) => p.view.id === handle);
  if (!place) return 'not-found';
  if (place.view.current) return 'current';
  await place.end();
  return 'ended';
}

/** Ends every sign-in of the user but the browser of this session ("sign out everywhere else"). */
export async function endOtherPlaces(current: Session): Promise<void> {
  for (const place of await placesOf(current)) if (!place.view.current) await place.end();
}
