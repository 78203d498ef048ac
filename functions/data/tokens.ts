import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { deleteMany } from './batch.ts';
import { isConditionFailure } from './conditional.ts';
import { dynamo, tableName } from './dynamo.ts';
import { recordReader } from './records.ts';
import { getLiveItem, nowSeconds } from './expiry.ts';
import { hashOfSecret, newSecretToken } from './ids.ts';
import { tokenIndexKeys, tokenKey, userTokensPartition, userTokensPrefix } from './keys.ts';
import { userIndexEntries } from './user-index.ts';

/**
 * Secret tokens handed to a user in a link: email verification, password reset (also the set-password
 * link of a new admin) and an email change. ("Remember me" tokens form families of their own:
 * data/remember-families.ts.) Only the SHA-256 of a token is stored, so a
 * copy of the table cannot be replayed; each item expires through the table's TTL and readers check
 * the time as well, because TTL deletion lags.
 */
export type TokenPurpose = 'verify-email' | 'reset-password' | 'change-email' | 'undo-email-change';

export const tokenLifetimeSeconds = {
  verifyEmail: 24 * 60 * 60,
  resetPassword: 60 * 60,
  /** A new admin's set-password link: they may not read their mail within the hour. */
  adminInvite: 24 * 60 * 60,
  /** The link that confirms a new sign-in address. */
  changeEmail: 24 * 60 * 60,
  /** The link mailed to the address an account left, which moves it back (docs/spec.md §12). */
  undoEmailChange: 7 * 24 * 60 * 60,
} as const;

export interface StoredToken {
  purpose: TokenPurpose;
  userId: string;
  /** When it was issued (ISO). */
  createdAt: string;
  /** Epoch seconds. */
  expiresAt: number;
  /**
   * How many times the account had been activated when the link was issued (User.reactivations): a link
   * that ends with a deactivation works only while the account is active and that count unchanged. 0 for
   * a link issued before links recorded it, as for an account never reactivated (decision 0082).
   */
  reactivations: number;
  /**
   * What using the link does, when it does more than its purpose says: the registration a verification
   * link completes, the address a change-email link confirms; for a verification or reset link, the
   * address it was mailed to, which must still be the account's. Only whoever holds the link can apply it.
   */
  payload?: Record<string, unknown>;
}

/** The account a link is issued for, as the issuer read it. */
interface LinkedAccount {
  id: string;
  reactivations?: number;
}

/**
 * Makes a token for a user and returns it in clear: the one time it exists outside the user's hands. It
 * records the account's count of activations as read: a read older than a reactivation gives an older
 * count, so a link issued by a reader who saw the account open before a deactivation never works once
 * it is reopened.
 */
export async function issueToken(
  purpose: TokenPurpose,
  account: LinkedAccount,
  lifetimeSeconds: number,
  payload?: Record<string, unknown>,
) {
  const token = newSecretToken();
  const hash = hashOfSecret(token);
  const expiresAt = nowSeconds() + lifetimeSeconds;
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...tokenKey(hash),
        ...tokenIndexKeys(hash, account.id, purpose),
        type: 'token',
        purpose,
        userId: account.id,
        createdAt: new Date().toISOString(),
        expiresAt,
        reactivations: account.reactivations ?? 0,
        ...(payload ? { payload } : {}),
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
  return { token, expiresAt };
}

/**
 * Issues a reset link (a new admin's set-password link too) bound to the address it is mailed to, as a
 * verification link is: it sets a password only while the account still signs in with that address
 * (reset-password.ts), so a link that escaped the revocations of a change of address, or was issued
 * while one was confirmed, opens nothing (decision 0080).
 */
export const issueResetLink = (user: LinkedAccount & { email: string }, lifetimeSeconds: number) =>
  issueToken('reset-password', user, lifetimeSeconds, { email: user.email });

const fromItem = recordReader<StoredToken>()(
  ['purpose', 'userId', 'createdAt', 'expiresAt', 'reactivations', 'payload'],
  { reactivations: 0 },
);

/** The live token of this purpose, left in place (a link may be opened before it is used). */
export async function findToken(purpose: TokenPurpose, token: string): Promise<StoredToken | null> {
  const item = await getLiveItem(tokenKey(hashOfSecret(token)));
  return item && item.purpose === purpose ? fromItem(item) : null;
}

/**
 * Uses a single-use token: deletes it only if it is live and of this purpose, in one conditional write,
 * so two requests racing with one link cannot both succeed. Null when it is unknown, used or expired.
 */
export async function consumeToken(purpose: TokenPurpose, token: string): Promise<StoredToken | null> {
  try {
    const { Attributes } = await dynamo().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: tokenKey(hashOfSecret(token)),
        ConditionExpression: 'attribute_exists(PK) AND purpose = :purpose AND expiresAt > :now',
        ExpressionAttributeValues: { ':purpose': purpose, ':now': nowSeconds() },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return Attributes ? fromItem(Attributes) : null;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/**
 * Revokes a user's tokens of one purpose, or all of them: after a password change or reset, or a
 * deletion. "All" leaves the undo links of an email change: they belong to the address the account left,
 * not to whoever holds the account now, and are that address's way back (docs/spec.md §12).
 */
export async function revokeTokensOfUser(userId: string, purpose?: TokenPurpose): Promise<void> {
  const kept = userTokensPrefix('undo-email-change');
  const items = await userIndexEntries(userTokensPartition(userId), userId, userTokensPrefix(purpose));
  await deleteMany(
    items
      .filter((item) => purpose || !(item.GSI1SK as string).startsWith(kept))
      .map((item) => ({ PK: item.PK, SK: item.SK })),
  );
}

/**
 * Deletes every token of a deleted account, its undo links too: with no account left to move back, an
 * undo link is only the address it left, kept for no one (decision 0108).
 */
export async function deleteTokensOf(userId: string): Promise<void> {
  const items = await userIndexEntries(userTokensPartition(userId), userId, userTokensPrefix());
  await deleteMany(items.map((item) => ({ PK: item.PK, SK: item.SK })));
}

/**
 * Revokes the links an account's old address still holds once its sign-in address changes (the owner
 * confirming a new one, or staff setting it): a reset link mailed there would otherwise set the password
 * of the account it left, and a change of address asked from there would move it again. Verification
 * links are bound to their address already, and the undo link is the old address's way back.
 */
export async function revokeLinksOfOldAddress(userId: string): Promise<void> {
  await revokeTokensOfUser(userId, 'reset-password');
  await revokeTokensOfUser(userId, 'change-email');
}
