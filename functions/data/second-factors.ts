import {
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from './conditional.ts';
import { dynamo, tableName } from './dynamo.ts';
import { hashOfSecret } from './ids.ts';
import { recordReader } from './records.ts';
import { transact, TransactionRefused, type TransactItem } from './transactions.ts';
import {
  passkeyIndexKeys,
  passkeyKey,
  recoveryCodeKey,
  recoveryCodesPrefix,
  totpKey,
  userPasskeysPrefix,
} from './keys.ts';

/**
 * What a user proves beside the password (docs/spec.md §12): an authenticator app's secret (TOTP), the
 * one-time recovery codes, and passkeys (WebAuthn credentials, which also sign in on their own).
 */

export interface Totp {
  /** Base32, as authenticator apps take it. */
  secret: string;
  /** The last 30-second step a code was accepted for: a code of that step or earlier is a replay. */
  lastTimeStep: number;
}

export async function getTotp(userId: string): Promise<Totp | null> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: totpKey(userId) }));
  return Item ? { secret: Item.secret as string, lastTimeStep: Item.lastTimeStep as number } : null;
}

/** Stores (or replaces) the user's authenticator-app secret. */
export async function putTotp(userId: string, secret: string, lastTimeStep = 0): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...totpKey(userId),
        type: 'totp',
        userId,
        secret,
        lastTimeStep,
        createdAt: new Date().toISOString(),
      },
    }),
  );
}

/**
 * Records that a code of `timeStep` was used; false when a code of that step or a later one already
 * was (two requests racing with one code: one wins).
 */
export async function spendTotpStep(userId: string, timeStep: number): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: totpKey(userId),
        UpdateExpression: 'SET lastTimeStep = :step',
        ConditionExpression: 'attribute_exists(PK) AND lastTimeStep < :step',
        ExpressionAttributeValues: { ':step': timeStep },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** A recovery code as typed: case, spaces and dashes do not matter. */
export const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The keys of the user's credential items whose sort key starts with `prefix` (all of them without one). */
async function credentialKeysOf(userId: string, prefix?: string): Promise<Array<Record<string, unknown>>> {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: prefix ? 'PK = :pk AND begins_with(SK, :prefix)' : 'PK = :pk',
      ExpressionAttributeValues: { ':pk': totpKey(userId).PK, ...(prefix ? { ':prefix': prefix } : {}) },
      ProjectionExpression: 'PK, SK',
      ConsistentRead: true,
    }),
  );
  return Items;
}

const recoveryCodeKeysOf = (userId: string) => credentialKeysOf(userId, recoveryCodesPrefix);

/**
 * Removes what is left of a deleted account's secrets: its authenticator secret and recovery codes (the
 * whole credential partition, whose password the deletion's own transaction already removed) and its
 * passkeys, so nothing of the account stays behind to be read or to sign in with.
 */
export async function deleteSecondFactorsOf(userId: string): Promise<void> {
  const [credentials, passkeys] = await Promise.all([credentialKeysOf(userId), listPasskeys(userId)]);
  await batchWrite([
    ...credentials.map((Key) => ({ DeleteRequest: { Key } })),
    ...passkeys.map((passkey) => ({ DeleteRequest: { Key: passkeyKey(passkey.credentialId) } })),
  ]);
}

/** Adds recovery codes; only their SHA-256 is stored (each is 50 random bits: no slow hash needed). */
export async function addRecoveryCodes(userId: string, codes: string[]): Promise<void> {
  const puts = codes.map((code) => ({
    PutRequest: {
      Item: { ...recoveryCodeKey(userId, hashOfSecret(normaliseRecoveryCode(code))), type: 'recovery-code' },
    },
  }));
  await batchWrite(puts);
}

/** Replaces every recovery code of the user with these. */
export async function replaceRecoveryCodes(userId: string, codes: string[]): Promise<void> {
  const old = await recoveryCodeKeysOf(userId);
  await batchWrite(old.map((Key) => ({ DeleteRequest: { Key } })));
  await addRecoveryCodes(userId, codes);
}

export const countRecoveryCodes = async (userId: string) => (await recoveryCodeKeysOf(userId)).length;

/** Uses up a recovery code; false when it is not one of the user's (or was used already). */
export async function spendRecoveryCode(userId: string, code: string): Promise<boolean> {
  try {
    await dynamo().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: recoveryCodeKey(userId, hashOfSecret(normaliseRecoveryCode(code))),
        ConditionExpression: 'attribute_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

type WriteRequest =
  { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: Record<string, unknown> } };

async function batchWrite(requests: WriteRequest[]): Promise<void> {
  // BatchWrite takes 25 requests at most.
  for (let i = 0; i < requests.length; i += 25) {
    let pending = requests.slice(i, i + 25);
    while (pending.length > 0) {
      const result = await dynamo().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
      pending = (result.UnprocessedItems?.[tableName()] ?? []) as WriteRequest[];
    }
  }
}

/** A WebAuthn credential of a user. */
export interface Passkey {
  /** base64url, as the authenticator names it. */
  credentialId: string;
  userId: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  /** The authenticator's signature counter as last seen (0 for authenticators that keep none). */
  counter: number;
  transports?: string[];
  /** What the user calls it, e.g. "Passkey added 24 Nov 2026". */
  name: string;
  createdAt: string;
  lastUsedAt?: string;
}

const passkeyFromItem = recordReader<Passkey>()([
  'credentialId',
  'userId',
  'publicKey',
  'counter',
  'transports',
  'name',
  'createdAt',
  'lastUsedAt',
]);

/**
 * Stores a new passkey, with `alongside` in the same transaction (the owner's notice of it); false when a
 * credential with that id is already registered (to anyone).
 */
export async function putPasskey(passkey: Passkey, alongside: TransactItem[]): Promise<boolean> {
  try {
    await transact([
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...passkeyKey(passkey.credentialId),
            ...passkeyIndexKeys(passkey.credentialId, passkey.userId),
            type: 'passkey',
            ...passkey,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      ...alongside,
    ]);
    return true;
  } catch (error) {
    if (error instanceof TransactionRefused && error.failed[0]) return false;
    throw error;
  }
}

export async function getPasskey(credentialId: string): Promise<Passkey | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: passkeyKey(credentialId), ConsistentRead: true }),
  );
  return Item ? passkeyFromItem(Item) : null;
}

export async function listPasskeys(userId: string): Promise<Passkey[]> {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :prefix)',
      ExpressionAttributeValues: {
        ':pk': passkeyIndexKeys('', userId).GSI1PK,
        ':prefix': userPasskeysPrefix,
      },
    }),
  );
  return Items.map(passkeyFromItem);
}

/**
 * Records a sign-in with the passkey and its new counter; false when another sign-in moved the counter
 * first (the same assertion sent twice at once).
 */
export async function recordPasskeyUse(passkey: Passkey, newCounter: number): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: passkeyKey(passkey.credentialId),
        UpdateExpression: 'SET #counter = :next, lastUsedAt = :now',
        ConditionExpression: 'attribute_exists(PK) AND #counter = :previous',
        ExpressionAttributeNames: { '#counter': 'counter' },
        ExpressionAttributeValues: {
          ':next': newCounter,
          ':previous': passkey.counter,
          ':now': new Date().toISOString(),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Removes one of the user's passkeys; false when the user has no passkey with that id. */
export async function deletePasskey(userId: string, credentialId: string): Promise<boolean> {
  try {
    await dynamo().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: passkeyKey(credentialId),
        ConditionExpression: 'userId = :user',
        ExpressionAttributeValues: { ':user': userId },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Which second factors the user holds. */
export async function secondFactorsOf(userId: string) {
  const [totp, passkeys, recoveryCodes] = await Promise.all([
    getTotp(userId),
    listPasskeys(userId),
    countRecoveryCodes(userId),
  ]);
  return { totp: totp !== null, passkeys, recoveryCodes };
}
