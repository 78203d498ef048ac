import { randomBytes } from 'node:crypto';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '#contract/roles';
import { deleteMany } from './batch.ts';
import { isConditionFailure, setIfPresent } from './conditional.ts';
import { dynamo, tableName } from './dynamo.ts';
import { recordReader } from './records.ts';
import { getLiveItem, nowSeconds } from './expiry.ts';
import { hashOfSecret, newSecretToken } from './ids.ts';
import {
  rememberFamilyIndexKeys,
  rememberFamilyKey,
  userRememberFamiliesPartition,
  userRememberFamiliesPrefix,
} from './keys.ts';
import { userIndexEntries } from './user-index.ts';

/**
 * A browser that remembers its user ("Remember me"): one family of remember tokens, of which only the
 * newest opens a session. Each use hands the browser the next token and spends the one it showed, so a
 * copy that is used after the browser moved on (or the browser's own token after a thief moved on) is a
 * spent token coming back: proof that two parties hold the family, which then ends (decision 0025).
 * The family keeps the hash of the current token and of the one before it, never a token itself.
 */
export interface RememberFamily {
  id: string;
  userId: string;
  role: Role;
  /** When the user signed in with "Remember me" (ISO): a lockdown epoch after it revokes a student's. */
  createdAt: string;
  /** When the latest token was handed out (ISO): the previous one is still accepted just after it. */
  rotatedAt: string;
  /** The last request of any session of the family (ISO), refreshed at most once a minute. */
  lastActiveAt: string;
  /**
   * Epoch seconds: 30 days after createdAt, whatever the use in between. Rotations keep it, so the
   * browser is asked for the password again at least every 30 days (decision 0069).
   */
  expiresAt: number;
  /** The browser and address that signed in, for the list of places a user is signed in. */
  userAgent: string;
  ip: string;
  /**
   * The password the browser signed in with (data/credentials.ts passwordFingerprint), which every
   * session it opens inherits: a new password ends the family (decision 0075). Absent on families
   * started before it was kept.
   */
  passwordFingerprint?: string;
}

/**
 * A remembered browser lasts 30 days from the sign-in with the password; each use hands out a new
 * token, which ends with the family (docs/spec.md §12).
 */
export const rememberLifetimeSeconds = 30 * 24 * 60 * 60;

/**
 * How long the token just replaced still opens a session, without a new token: the tabs a browser
 * restores at once all show the same token, and only the first of them can rotate it (decision 0025).
 */
export const rotationGraceSeconds = 30;

/** The cookie's value names its family, so a spent token is recognised as one of the family's. */
const tokenOf = (familyId: string, secret: string) => `${familyId}.${secret}`;
function parseToken(token: string): { familyId: string; secret: string } | null {
  const [familyId, secret, ...rest] = token.split('.');
  return familyId && secret && rest.length === 0 ? { familyId, secret } : null;
}

const fromItem = recordReader<RememberFamily>()(
  [
    'id',
    'userId',
    'role',
    'createdAt',
    'rotatedAt',
    'lastActiveAt',
    'expiresAt',
    'userAgent',
    'ip',
    'passwordFingerprint',
  ],
  { userAgent: '', ip: '' },
);

/** Starts a family for a sign-in with "Remember me"; returns it and its first token, in clear. */
export async function createRememberFamily(input: {
  userId: string;
  role: Role;
  userAgent: string;
  ip: string;
  passwordFingerprint: string;
}): Promise<{ family: RememberFamily; token: string }> {
  const id = randomBytes(16).toString('base64url');
  const secret = newSecretToken();
  const now = new Date().toISOString();
  const family: RememberFamily = {
    id,
    ...input,
    createdAt: now,
    rotatedAt: now,
    lastActiveAt: now,
    expiresAt: nowSeconds() + rememberLifetimeSeconds,
  };
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...rememberFamilyKey(id),
        ...rememberFamilyIndexKeys(id, input.userId),
        type: 'remember-family',
        ...family,
        currentHash: hashOfSecret(secret),
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
  return { family, token: tokenOf(id, secret) };
}

/**
 * What showing a remember token comes to, with the family as it was before (its lastActiveAt is the
 * activity before this use):
 * - `rotated`: it was the family's current token; here is the next one, and the shown one is spent;
 * - `grace`: it was the token replaced less than rotationGraceSeconds ago (another tab of the same
 *   browser rotated first); it opens a session, and the browser already holds the new token;
 * - `reused`: it is a spent token of a live family: someone else holds a copy;
 * - `unknown`: no live family (ended, expired, or not a token at all).
 */
export type RememberUse =
  | { outcome: 'rotated'; family: RememberFamily; token: string }
  | { outcome: 'grace'; family: RememberFamily }
  | { outcome: 'reused'; family: RememberFamily }
  | { outcome: 'unknown' };

type StoredFamily = RememberFamily & { current: string; previous?: string };

async function readFamily(id: string): Promise<StoredFamily | null> {
  const item = await getLiveItem(rememberFamilyKey(id), { consistent: true });
  if (!item) return null;
  return {
    ...fromItem(item),
    current: item.currentHash as string,
    ...(item.previousHash ? { previous: item.previousHash as string } : {}),
  };
}

/**
 * What a shown remember token is, without using it: the family's current token, the one it replaced
 * within the grace, a spent one (`reused`), or nothing live (`unknown`).
 */
export type RememberCheck =
  | { outcome: 'current'; family: RememberFamily }
  | { outcome: 'grace'; family: RememberFamily }
  | { outcome: 'reused'; family: RememberFamily }
  | { outcome: 'unknown' };

export async function checkRememberToken(token: string): Promise<RememberCheck> {
  const parsed = parseToken(token);
  const family = parsed ? await readFamily(parsed.familyId) : null;
  if (!parsed || !family) return { outcome: 'unknown' };
  return judge(hashOfSecret(parsed.secret), family);
}

function judge(shown: string, family: StoredFamily): RememberCheck {
  const { current, previous, ...stored } = family;
  if (shown === current) return { outcome: 'current', family: stored };
  const sinceRotation = nowSeconds() - Math.floor(Date.parse(stored.rotatedAt) / 1000);
  if (shown === previous && sinceRotation <= rotationGraceSeconds)
    return { outcome: 'grace', family: stored };
  // Any other token naming this family was handed out by it before: a token cannot be guessed, so
  // whoever shows it held a copy of one.
  return { outcome: 'reused', family: stored };
}

/**
 * Judges a shown remember token and, when it is the current one, rotates it (one conditional write).
 * The use is not recorded as activity: an idle family must still look idle to the tabs that show its
 * token at the same moment, so the caller records it (touchRememberFamily) once it lets the browser in.
 */
export async function useRememberToken(token: string): Promise<RememberUse> {
  const parsed = parseToken(token);
  const family = parsed ? await readFamily(parsed.familyId) : null;
  if (!parsed || !family) return { outcome: 'unknown' };
  const shown = hashOfSecret(parsed.secret);
  const check = judge(shown, family);
  if (check.outcome !== 'current') return check;

  const secret = newSecretToken();
  const now = new Date().toISOString();
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: rememberFamilyKey(parsed.familyId),
        // expiresAt stays: a family in daily use still ends 30 days after its sign-in (decision 0069).
        UpdateExpression: 'SET currentHash = :next, previousHash = :shown, rotatedAt = :now',
        // Two tabs showing the same token: one rotates, the other finds it spent just now (grace). A
        // family whose end passed since it was read rotates nothing, and reads as ended below.
        ConditionExpression: 'currentHash = :shown AND expiresAt > :nowSeconds',
        ExpressionAttributeValues: {
          ':next': hashOfSecret(secret),
          ':shown': shown,
          ':now': now,
          ':nowSeconds': nowSeconds(),
        },
      }),
    );
    return { outcome: 'rotated', family: check.family, token: tokenOf(parsed.familyId, secret) };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const after = await readFamily(parsed.familyId);
    if (!after) return { outcome: 'unknown' };
    const late = judge(shown, after);
    // The family moved on under this very request: as good as spent just now.
    return late.outcome === 'current' ? { outcome: 'grace', family: late.family } : late;
  }
}

/** The family a remember token names, if it is live: who the browser remembers. Nothing is rotated. */
export async function rememberFamilyOf(token: string): Promise<RememberFamily | null> {
  const parsed = parseToken(token);
  if (!parsed) return null;
  const family = await readFamily(parsed.familyId);
  if (!family) return null;
  const { current: _current, previous: _previous, ...stored } = family;
  return stored;
}

/** Marks the family active now (a request of one of its sessions); a no-op once it has ended. */
export async function touchRememberFamily(id: string, at: string): Promise<void> {
  await setIfPresent(rememberFamilyKey(id), { lastActiveAt: at });
}

export async function deleteRememberFamily(id: string): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: rememberFamilyKey(id) }));
}

/** The live remembered browsers of a user. */
export async function rememberFamiliesOf(userId: string): Promise<RememberFamily[]> {
  const items = await userIndexEntries(
    userRememberFamiliesPartition(userId),
    userId,
    userRememberFamiliesPrefix,
  );
  return items.map(fromItem).filter((family) => family.expiresAt > nowSeconds());
}

/** Ends remembered browsers of a user chosen by `which` (all of them by default). */
export async function deleteRememberFamiliesOf(
  userId: string,
  which: (family: RememberFamily) => boolean = () => true,
) {
  const families = await rememberFamiliesOf(userId);
  await deleteMany(families.filter(which).map((f) => rememberFamilyKey(f.id)));
}
