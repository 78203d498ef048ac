import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '#contract/roles';
import { deleteFound } from './batch.ts';
import { dynamo, tableName } from './dynamo.ts';
import { getLiveItem, nowSeconds } from './expiry.ts';
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

function fromItem(item: Record<string, unknown>): Session {
  return {
    id: item.id as string,
    userId: item.userId as string,
    role: item.role as Role,
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
  const item = await getLiveItem(sessionKey(id));
  return item && fromItem(item);
}

export async function deleteSession(id: string): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: sessionKey(id) }));
}

const deleteSessionsIn = (indexName: 'GSI1' | 'GSI2', partition: string) =>
  deleteFound({
    IndexName: indexName,
    KeyConditionExpression: `${indexName}PK = :pk AND begins_with(${indexName}SK, :session)`,
    ExpressionAttributeValues: { ':pk': partition, ':session': 'SESSION#' },
  });

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
