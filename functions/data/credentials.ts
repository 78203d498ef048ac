import { createHash } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './dynamo.ts';
import { nowSeconds } from './expiry.ts';
import { passwordCredentialKey, userKey } from './keys.ts';
import { usersInPages } from './paging.ts';
import { transact, TransactionRefused, type TransactItem } from './transactions.ts';

/**
 * A user's password hash, in their credential partition rather than on the profile (docs/decisions/0049):
 * only the Lambdas that set or check passwords import this module, and IAM keeps the partition from the
 * others. Every write that sets a password puts this item in the transaction that changes the account.
 */

/**
 * The item that sets a user's password, for the transaction that creates or changes the account. An
 * account that lapses (an unverified registration, `expiresAt`) takes its password with it.
 */
export function passwordCredentialPut(
  userId: string,
  passwordHash: string,
  expiresAt?: number,
): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...passwordCredentialKey(userId), type: 'credential', passwordHash, expiresAt },
    },
  };
}

/** The item that removes a user's password, for the transaction that deletes the account. */
export const passwordCredentialDelete = (userId: string): TransactItem => ({
  Delete: { TableName: tableName(), Key: passwordCredentialKey(userId) },
});

/** The user's credential item, read consistently: a password set a moment ago is the one read. */
const credentialOf = async (userId: string) =>
  (
    await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: passwordCredentialKey(userId), ConsistentRead: true }),
    )
  ).Item;

/** The hash that answers for the user, from their credential item as read (see passwordHashOf). */
function hashIn(user: { passwordHash?: string }, credential: Record<string, unknown> | undefined) {
  if (!credential) return user.passwordHash || null;
  const lapsed = credential.expiresAt !== undefined && (credential.expiresAt as number) <= nowSeconds();
  return lapsed ? null : (credential.passwordHash as string) || null;
}

/**
 * The hash a sign-in checks, or null when the user has none (a new admin before their link). A profile
 * written before the credential partition existed holds its hash until the move-password-hashes job
 * reaches it (data/password-hash-move.ts): while it does, that hash answers.
 */
export const passwordHashOf = async (user: { id: string; passwordHash?: string }): Promise<string | null> =>
  hashIn(user, await credentialOf(user.id));

/**
 * Which password a session or remembered browser was opened with (decision 0075): a short fingerprint of
 * the stored hash the sign-in read, so that a new password ends the sign-ins of the old one and not the
 * owner's with the new. Every password set gets a hash of its own (a fresh salt), so the same password
 * set again is a new one here too. A truncated SHA-256 of the hash cannot give the hash back, and tells
 * nothing about the password: testing a guess against it needs the hash's salt, held only in this
 * partition, and a full Argon2id per guess, as the hash itself does. Null (no password) has one too.
 */
export const passwordFingerprint = (passwordHash: string | null): string =>
  createHash('sha256')
    .update(`password:${passwordHash ?? ''}`)
    .digest('base64url')
    .slice(0, 16);

/** The user's password as stored now, for a write it allows. */
export interface StoredPassword {
  /** Its fingerprint (passwordFingerprint), as sessions, remembered browsers and tickets record it. */
  fingerprint: string;
  /**
   * For the write's transaction: passes only while the credential item holds the hash read here, so a
   * password set meanwhile (a change, a reset, the undo of a change of address) refuses the write
   * (decision 0089). A profile still holding its hash has no credential item, and any password set
   * writes one.
   */
  unchanged: TransactItem;
}

/** The user's password as stored now (one consistent read), and a condition that holds a write to it. */
export async function storedPassword(user: { id: string; passwordHash?: string }): Promise<StoredPassword> {
  const credential = await credentialOf(user.id);
  const hash = credential?.passwordHash as string | undefined;
  return {
    fingerprint: passwordFingerprint(hashIn(user, credential)),
    unchanged: {
      ConditionCheck: {
        TableName: tableName(),
        Key: passwordCredentialKey(user.id),
        ...(hash
          ? { ConditionExpression: 'passwordHash = :hash', ExpressionAttributeValues: { ':hash': hash } }
          : { ConditionExpression: 'attribute_not_exists(passwordHash)' }),
      },
    },
  };
}

/** The fingerprint of the user's password as stored now. */
export const currentPasswordFingerprint = async (user: { id: string; passwordHash?: string }) =>
  (await storedPassword(user)).fingerprint;

/**
 * Moves the hash of every profile written before decision 0049 into its credential item, a page of
 * profiles at a time, and returns how many it moved. `npm run move-password-hashes` runs it once after
 * the deploy (docs/operations.md); the local stack runs it at each start over an existing table. Safe
 * to repeat: each move is conditioned on the hash the profile still holds, and a profile whose user has
 * set a password since (a credential item exists) only loses its stale copy. No Lambda imports it.
 */
export async function movePasswordHashes(): Promise<number> {
  let moved = 0;
  for await (const profiles of usersInPages({ FilterExpression: 'attribute_exists(passwordHash)' }))
    for (const item of profiles) if (await moveHashOf(item)) moved++;
  return moved;
}

async function moveHashOf(profile: Record<string, unknown>): Promise<boolean> {
  const userId = profile.id as string;
  const passwordHash = profile.passwordHash as string;
  const removeFromProfile: TransactItem = {
    Update: {
      TableName: tableName(),
      Key: userKey(userId),
      UpdateExpression: 'REMOVE passwordHash',
      ConditionExpression: 'passwordHash = :hash',
      ExpressionAttributeValues: { ':hash': passwordHash },
    },
  };
  const credential = passwordCredentialPut(userId, passwordHash, profile.expiresAt as number | undefined);
  try {
    await transact([
      // An empty hash (an admin who never set a password) moves as no credential at all.
      ...(passwordHash
        ? [{ Put: { ...credential.Put!, ConditionExpression: 'attribute_not_exists(PK)' } }]
        : []),
      removeFromProfile,
    ]);
    return true;
  } catch (error) {
    if (!(error instanceof TransactionRefused)) throw error;
    // A password set since the deploy is already in its credential item: the profile's copy is stale.
    if (passwordHash && error.failed[0] && !error.failed[1]) {
      await transact([removeFromProfile]).catch((again: unknown) => {
        if (!(again instanceof TransactionRefused)) throw again;
      });
    }
    return false;
  }
}
