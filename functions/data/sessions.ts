import {
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
} from '@aws-sdk/lib-dynamodb';
import type { Role } from '#contract/roles';
import { dynamo, tableName } from './dynamo.ts';
import { newSecretToken } from './ids.ts';
import { revokeTokensOfUser } from './tokens.ts';
import { sessionIndexKeys, sessionKey, userSessionsPartition } from './keys.ts';

/**
 * A signed-in browser tab. Deleting the item signs the tab out at once, whatever its cookie says; a
 * student's is also revoked by a lockdown epoch newer than its createdAt (api/session/resolve.ts).
 */
export interface Session {
  id: string;
  userId: string;
  role: Role;
  /** The user's name at sign-in, for the audit trail's record of who acted (absent on older sessions). */
  fullName?: string;
  tabId: string;
  csrfToken: string;
  /** "Remember me": the session outlives the browser for sessionLifetime.remembered. */
  remember: boolean;
  createdAt: string;
  /** Epoch seconds. */
  expiresAt: number;
}

export const sessionLifetimeSeconds = {
  /** Without "Remember me" the cookie ends with the browser; the item still expires after a working day. */
  browser: 12 * 60 * 60,
  remembered: 30 * 24 * 60 * 60,
} as const;

const nowSeconds = () => Math.floor(Date.now() / 1000);

function fromItem(item: Record<string, unknown>): Session {
  return {
    id: item.id as string,
    userId: item.userId as string,
    role: item.role as Role,
    ...(typeof item.fullName === 'string' ? { fullName: item.fullName } : {}),
    tabId: item.tabId as string,
    csrfToken: item.csrfToken as string,
    remember: item.remember as boolean,
    createdAt: item.createdAt as string,
    expiresAt: item.expiresAt as number,
  };
}

export async function createSession(input: {
  userId: string;
  role: Role;
  fullName?: string;
  tabId: string;
  remember: boolean;
}): Promise<Session> {
  const session: Session = {
    id: newSecretToken(),
    csrfToken: newSecretToken(),
    createdAt: new Date().toISOString(),
    expiresAt:
      nowSeconds() + (input.remember ? sessionLifetimeSeconds.remembered : sessionLifetimeSeconds.browser),
    ...input,
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
  return session;
}

/** The live session with this id, or null when it was revoked or has expired (TTL deletion lags). */
export async function getSession(id: string): Promise<Session | null> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: sessionKey(id) }));
  if (!Item || (Item.expiresAt as number) <= nowSeconds()) return null;
  return fromItem(Item);
}

export async function deleteSession(id: string): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: sessionKey(id) }));
}

async function deleteSessionsIn(indexName: 'GSI1' | 'GSI2', partition: string): Promise<number> {
  let deleted = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: indexName,
        KeyConditionExpression: `${indexName}PK = :pk AND begins_with(${indexName}SK, :session)`,
        ExpressionAttributeValues: { ':pk': partition, ':session': 'SESSION#' },
        ProjectionExpression: 'PK, SK',
        ExclusiveStartKey: startKey,
      }),
    );
    const keys = (page.Items ?? []).map((item) => ({ PK: item.PK, SK: item.SK }));
    // BatchWrite takes 25 requests at most.
    for (let i = 0; i < keys.length; i += 25) {
      let requests = keys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
      while (requests.length > 0) {
        const result = await dynamo().send(
          new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }),
        );
        requests = (result.UnprocessedItems?.[tableName()] ?? []) as typeof requests;
      }
    }
    deleted += keys.length;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return deleted;
}

/** Signs a user out everywhere: after a password change, deactivation or deletion. */
export const deleteSessionsOfUser = (userId: string) =>
  deleteSessionsIn('GSI1', userSessionsPartition(userId));

/**
 * Signs a user out of every tab and every browser that remembers them: after a password reset or an
 * admin's password change, a deactivation or a deletion.
 */
export async function signOutEverywhere(userId: string): Promise<void> {
  await deleteSessionsOfUser(userId);
  await revokeTokensOfUser(userId, 'remember');
}
