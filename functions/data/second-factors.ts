import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { writeMany } from './batch.ts';
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
  secondFactorsKey,
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

/**
 * How a new factor joins the user's list of second factors (decision 0079): as the first, set up by a
 * staff member's first sign-in on the password alone, or added by a signed-in user beside those they hold.
 */
export type Joining = 'enrolment' | 'addition';

/**
 * A write the user's list of second factors refused (decision 0079): an enrolment when the account
 * lists a factor already, or a removal that would leave a staff member none.
 */
export class FactorListRefused extends Error {
  constructor() {
    super('Refused by the list of second factors');
  }
}

/**
 * A new factor refused as it was stored: the password its enrolment began with (the one its ticket
 * checked) is no longer the account's, since a change, a reset or the undo of a change of address
 * committed meanwhile (decision 0089).
 */
export class PasswordChangedMeanwhile extends Error {
  constructor() {
    super('The password the factor was begun with has changed');
  }
}

/**
 * Why a new factor's transaction, whose items are the factor, its listing and the hold on its password
 * in that order, was refused. A changed password answers first: the enrolment is over, whatever the
 * list says.
 */
const refusalOf = (refused: TransactionRefused) =>
  refused.failed[2] ? new PasswordChangedMeanwhile() : refused.failed[1] ? new FactorListRefused() : refused;

/** How the list names each factor: the one authenticator app, and each passkey by its credential id. */
const totpFactor = 'TOTP';
const passkeyFactor = (credentialId: string) => `PASSKEY#${credentialId}`;

/**
 * The update, for a new factor's own transaction, that lists it. An enrolment commits only while the
 * list names no factor, so of two first sign-ins enrolling at once (one of them may be a thief with the
 * password) one stores its factor and the other nothing. An addition joins those listed, once
 * `listFactorsOnce` has listed the factors an account held before the list.
 */
function listing(userId: string, factor: string, joining: Joining): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: secondFactorsKey(userId),
      UpdateExpression: 'ADD factors :factor SET #type = :type',
      ...(joining === 'enrolment' ? { ConditionExpression: 'attribute_not_exists(factors)' } : {}),
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':factor': new Set([factor]), ':type': 'second-factors' },
    },
  };
}

/**
 * Gives an account whose factors were stored before the list existed (decision 0079) a list naming
 * them, before a signed-in user's factor joins it or leaves it; nothing when it has one already, or
 * holds no factor (the first factor stored writes it). The factors read are old items, so the index
 * that lists passkeys has them. Of two backfills at once, the first stored stands: every later change
 * to the factors goes through the list, so nothing moved in between.
 */
async function listFactorsOnce(userId: string): Promise<void> {
  const key = secondFactorsKey(userId);
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  if (Item) return;
  const [totp, passkeys] = await Promise.all([getTotp(userId), listPasskeys(userId)]);
  const factors = [
    ...(totp ? [totpFactor] : []),
    ...passkeys.map((passkey) => passkeyFactor(passkey.credentialId)),
  ];
  if (factors.length === 0) return;
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...key, type: 'second-factors', factors: new Set(factors) },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * Stores the authenticator-app secret a staff member's first sign-in set up, as the account's first
 * factor, while `password` holds (the password the sign-in checked, data/credentials.ts storedPassword):
 * FactorListRefused when the list names a factor already (another enrolment committed first),
 * PasswordChangedMeanwhile when the password has changed.
 */
export async function enrolTotp(
  userId: string,
  secret: string,
  password: TransactItem,
  lastTimeStep = 0,
): Promise<void> {
  try {
    await transact([
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...totpKey(userId),
            type: 'totp',
            userId,
            secret,
            lastTimeStep,
            createdAt: new Date().toISOString(),
          },
        },
      },
      listing(userId, totpFactor, 'enrolment'),
      password,
    ]);
  } catch (error) {
    throw error instanceof TransactionRefused ? refusalOf(error) : error;
  }
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
  await writeMany([
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
  await writeMany(puts);
}

/** Replaces every recovery code of the user with these. */
export async function replaceRecoveryCodes(userId: string, codes: string[]): Promise<void> {
  const old = await recoveryCodeKeysOf(userId);
  await writeMany(old.map((Key) => ({ DeleteRequest: { Key } })));
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
 * Stores a new passkey, listed as `joining` says, with `alongside` in the same transaction (the owner's
 * notice of it), while `password` holds (the password its ticket checked, data/credentials.ts
 * storedPassword): false when a credential with that id is already registered (to anyone),
 * FactorListRefused for an enrolment when the account lists a factor already, and
 * PasswordChangedMeanwhile when the password has changed.
 */
export async function putPasskey(
  passkey: Passkey,
  joining: Joining,
  password: TransactItem,
  alongside: TransactItem[],
): Promise<boolean> {
  if (joining === 'addition') await listFactorsOnce(passkey.userId);
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
      listing(passkey.userId, passkeyFactor(passkey.credentialId), joining),
      password,
      ...alongside,
    ]);
    return true;
  } catch (error) {
    if (!(error instanceof TransactionRefused)) throw error;
    if (error.failed[0]) return false;
    throw refusalOf(error);
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

/**
 * Removes one of the user's passkeys, and its name from their list; false when the user has no passkey
 * with that id. With `keepOne` (a staff member who must prove a second factor) it commits only while
 * the list names another factor, so removals sent at once never leave none: without one, the next
 * password sign-in would enrol whatever factor it is offered (FactorListRefused, decision 0079).
 */
export async function deletePasskey(
  userId: string,
  credentialId: string,
  keepOne: boolean,
): Promise<boolean> {
  await listFactorsOnce(userId);
  try {
    await transact([
      {
        Delete: {
          TableName: tableName(),
          Key: passkeyKey(credentialId),
          ConditionExpression: 'userId = :user',
          ExpressionAttributeValues: { ':user': userId },
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: secondFactorsKey(userId),
          UpdateExpression: 'DELETE factors :factors',
          ...(keepOne ? { ConditionExpression: 'contains(factors, :factor) AND size(factors) > :one' } : {}),
          ExpressionAttributeValues: {
            ':factors': new Set([passkeyFactor(credentialId)]),
            ...(keepOne ? { ':factor': passkeyFactor(credentialId), ':one': 1 } : {}),
          },
        },
      },
    ]);
    return true;
  } catch (error) {
    if (!(error instanceof TransactionRefused)) throw error;
    if (error.failed[0]) return false;
    throw new FactorListRefused();
  }
}

/**
 * Removes the user's second factors stored at `since` (ISO) or later, and takes them off the list
 * (decision 0079), in one transaction: the undo of a change of address (decision 0082), whose owner was
 * never told of them (a passkey's notice goes to the address the account has as it is stored; an
 * authenticator app's enrolment tells nobody). The factors are found through the list, read
 * consistently, rather than through the index of passkeys, which may not show one added a moment ago;
 * each factor it names is read consistently too. The recovery codes go as well when every listed factor
 * goes: an enrolment made them with the first factor, which was one of these. Factors stored before stay,
 * and so do their codes.
 */
export async function removeFactorsAddedSince(userId: string, since: string): Promise<void> {
  await listFactorsOnce(userId);
  const consistently = (Key: Record<string, unknown>) =>
    dynamo().send(new GetCommand({ TableName: tableName(), Key, ConsistentRead: true }));
  const listed = [...((await consistently(secondFactorsKey(userId))).Item?.factors ?? [])] as string[];
  const factors = await Promise.all(
    listed.map(async (name) => {
      const key = name === totpFactor ? totpKey(userId) : passkeyKey(name.slice(passkeyFactor('').length));
      return { name, key, item: (await consistently(key)).Item };
    }),
  );
  const added = factors.filter(({ item }) => item && (item.createdAt as string) >= since);
  if (added.length === 0) return;
  const codes = added.length === listed.length ? await recoveryCodeKeysOf(userId) : [];
  await transact([
    ...added.map(({ key }) => ({ Delete: { TableName: tableName(), Key: key } })),
    {
      Update: {
        TableName: tableName(),
        Key: secondFactorsKey(userId),
        UpdateExpression: 'DELETE factors :added',
        ExpressionAttributeValues: { ':added': new Set(added.map(({ name }) => name)) },
      },
    },
    ...codes.map((Key) => ({ Delete: { TableName: tableName(), Key } })),
  ]);
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
