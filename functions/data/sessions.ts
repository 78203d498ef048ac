import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '#contract/roles';
import { deleteMany } from './batch.ts';
import { setIfPresent } from './conditional.ts';
import { deleteConnectionsOfSessions } from './connections.ts';
import { dynamo, tableName } from './dynamo.ts';
import { recordReader } from './records.ts';
import type { RememberFamily } from './remember-families.ts';
import { getLiveItem, nowSeconds } from './expiry.ts';
import { hashOfSecret, newSecretToken } from './ids.ts';
import { sessionIndexKeys, sessionKey, userSessionsPartition, userSessionsPrefix } from './keys.ts';
import { userIndexEntries } from './user-index.ts';

/**
 * A signed-in browser tab. Deleting the item signs the tab out at once, whatever its cookie says; a
 * student's is also revoked by a lockdown epoch newer than its createdAt (api/session/resolve.ts), and
 * a staff member's ends after 30 minutes without a request.
 */
export interface Session {
  /**
   * The hash of the session's secret, which only its tab's cookie holds: what the table, realtime
   * tickets and connections know the session by, so none of them can sign a tab in (decision 0063).
   */
  id: string;
  userId: string;
  role: Role;
  /** The user's name at sign-in, for the audit trail's record of who acted (absent on older sessions). */
  fullName?: string;
  tabId: string;
  csrfToken: string;
  /**
   * "Remember me": the session outlives the browser for sessionLifetime.remembered, and never its
   * remembered browser (a tab opened by the family on its day 29 ends with it on day 30).
   */
  remember: boolean;
  /** The remembered browser (data/remember-families.ts) the session belongs to, if any. */
  familyId?: string;
  /**
   * The password the session was opened with (data/credentials.ts passwordFingerprint), or its
   * remembered browser's: a new password's late sweep ends the sessions of any other (decision 0075).
   * Absent on sessions opened before it was kept.
   */
  passwordFingerprint?: string;
  createdAt: string;
  /** The tab's last request (ISO), refreshed at most once a minute (sessionTouchSeconds). */
  lastActiveAt: string;
  /** The browser's User-Agent and the viewer's address at sign-in: where the user is signed in. */
  userAgent: string;
  ip: string;
  /** Epoch seconds. */
  expiresAt: number;
}

export const sessionLifetimeSeconds = {
  /** Without "Remember me" the cookie ends with the browser; the item still expires after a working day. */
  browser: 12 * 60 * 60,
  remembered: 30 * 24 * 60 * 60,
} as const;

/**
 * lastActiveAt is written at most this often: a write a minute per busy tab rather than one per request,
 * which is precise enough for a 30-minute idle limit and for "last active".
 */
export const sessionTouchSeconds = 60;

const readSession = recordReader<Session>()(
  [
    'id',
    'userId',
    'role',
    'fullName',
    'tabId',
    'csrfToken',
    'remember',
    'familyId',
    'passwordFingerprint',
    'createdAt',
    'lastActiveAt',
    'userAgent',
    'ip',
    'expiresAt',
  ],
  { userAgent: '', ip: '' },
);

function fromItem(item: Record<string, unknown>): Session {
  const session = readSession(item);
  // Sessions opened before activity was kept count from their start.
  return { ...session, lastActiveAt: session.lastActiveAt ?? session.createdAt };
}

/**
 * What lets a session open: the password, checked by this sign-in (the fingerprint of its hash as the
 * sign-in read it), or a remembered browser, which the session belongs to and ends with, if not before,
 * and whose password it goes on.
 */
export type SessionOpener =
  | { passwordFingerprint: string; family?: never }
  | { family: Pick<RememberFamily, 'id' | 'expiresAt' | 'passwordFingerprint'>; passwordFingerprint?: never };

/**
 * Opens a session and returns it with its secret, which exists in clear only here and in the tab's
 * cookie: the table keeps its hash.
 */
export async function createSession(
  input: {
    userId: string;
    role: Role;
    fullName?: string;
    tabId: string;
    remember: boolean;
    userAgent?: string;
    ip?: string;
  } & SessionOpener,
): Promise<{ session: Session; secret: string }> {
  const { family, passwordFingerprint, ...fields } = input;
  const openedWith = family ? family.passwordFingerprint : passwordFingerprint;
  const now = new Date().toISOString();
  const secret = newSecretToken();
  const lifetime = input.remember ? sessionLifetimeSeconds.remembered : sessionLifetimeSeconds.browser;
  const session: Session = {
    id: hashOfSecret(secret),
    csrfToken: newSecretToken(),
    createdAt: now,
    lastActiveAt: now,
    userAgent: '',
    ip: '',
    expiresAt: Math.min(nowSeconds() + lifetime, family?.expiresAt ?? Infinity),
    ...fields,
    ...(family ? { familyId: family.id } : {}),
    ...(openedWith ? { passwordFingerprint: openedWith } : {}),
  };
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...sessionKey(session.id),
        ...sessionIndexKeys(session.id, session.userId),
        ...session,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
  return { session, secret };
}

/** The live session a tab's cookie names by its secret, or null (see getSession). */
export const sessionOfSecret = (secret: string) => getSession(hashOfSecret(secret));

/** The live session with this id, or null when it was revoked or has expired (TTL deletion lags). */
export async function getSession(id: string): Promise<Session | null> {
  const item = await getLiveItem(sessionKey(id));
  return item && fromItem(item);
}

/** Records a request of the session; a no-op when the session has just been ended. */
export async function touchSession(id: string, at: string): Promise<void> {
  await setIfPresent(sessionKey(id), { lastActiveAt: at });
}

/**
 * Ends a session: deletes it, which signs its tab out at once, then removes the connections its tab
 * opened with it, so nothing more is pushed to them (decision 0083). Returns the connections' ids: their
 * sockets are the caller's to close (domain/auth/session-end.ts), or close at their next message.
 */
export async function deleteSession(session: Pick<Session, 'id' | 'userId'>): Promise<string[]> {
  await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: sessionKey(session.id) }));
  return deleteConnectionsOfSessions(session.userId, [session.id]);
}

/**
 * Whether a session's id is its secret's hash. Sessions stored before decision 0063 are keyed by the
 * secret itself, which no cookie finds any more; they open nothing and are gone through TTL within 30
 * days of that release, after which every id passes.
 */
const isKeptByHash = (session: Session) => /^[0-9a-f]{64}$/.test(session.id);

/** The live sessions of a user, every tab of every browser. */
export async function sessionsOf(userId: string): Promise<Session[]> {
  const items = await userIndexEntries(userSessionsPartition(userId), userId, userSessionsPrefix);
  return items.map(fromItem).filter((session) => isKeptByHash(session) && session.expiresAt > nowSeconds());
}

/**
 * Deletes sessions of a user chosen by `which` (all of them by default), and the connections they
 * opened, as deleteSession does; returns the connections' ids.
 */
export async function deleteSessionsOf(
  userId: string,
  which: (session: Session) => boolean = () => true,
): Promise<string[]> {
  const ended = (await sessionsOf(userId)).filter(which).map((session) => session.id);
  if (ended.length === 0) return [];
  await deleteMany(ended.map(sessionKey));
  return deleteConnectionsOfSessions(userId, ended);
}
