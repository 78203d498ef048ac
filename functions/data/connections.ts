import { DeleteCommand, PutCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Role } from '#contract/roles';
import { deleteMany } from './batch.ts';
import { setIfPresent } from './conditional.ts';
import { dynamo, tableName } from './dynamo.ts';
import { recordReader } from './records.ts';
import { getLiveItem, nowSeconds } from './expiry.ts';
import {
  connectionIndexKeys,
  connectionKey,
  connectionsPartition,
  staffConnectionIndexKeys,
  staffConnectionsPartition,
  userConnectionIndexKeys,
  userConnectionsPartition,
  userConnectionsPrefix,
} from './keys.ts';

/** An open WebSocket of a signed-in tab, as its ticket proved it at $connect. */
export interface Connection {
  id: string;
  userId: string;
  role: Role;
  tabId: string;
  /** Session.id: its secret's hash, never what the cookie holds. */
  sessionId: string;
  connectedAt: string;
  /** When the client announced itself with a join-user matching its ticket. */
  joinedAt?: string;
  /** Epoch seconds. */
  expiresAt: number;
}

/**
 * API Gateway closes a WebSocket after two hours at most; the item outlives that a little, so a
 * connection whose $disconnect never ran is still cleaned up by TTL.
 */
export const connectionLifetimeSeconds = 2 * 60 * 60 + 5 * 60;

const fromItem = recordReader<Connection>()([
  'id',
  'userId',
  'role',
  'tabId',
  'sessionId',
  'connectedAt',
  'joinedAt',
  'expiresAt',
]);

export async function putConnection(
  input: Omit<Connection, 'connectedAt' | 'expiresAt' | 'joinedAt'>,
): Promise<Connection> {
  const connection: Connection = {
    ...input,
    connectedAt: new Date().toISOString(),
    expiresAt: nowSeconds() + connectionLifetimeSeconds,
  };
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...connectionKey(connection.id),
        ...connectionIndexKeys(connection.id, connection.connectedAt),
        ...userConnectionIndexKeys(connection.id, connection.userId),
        // The role is the one the ticket proved: a student's socket never joins staff's partition.
        ...(connection.role === 'student'
          ? {}
          : staffConnectionIndexKeys(connection.id, connection.connectedAt)),
        type: 'connection',
        ...connection,
      },
    }),
  );
  return connection;
}

export async function getConnection(id: string): Promise<Connection | null> {
  const item = await getLiveItem(connectionKey(id));
  return item && fromItem(item);
}

/** Records the client's join-user; a connection removed meanwhile stays removed. */
export async function markConnectionJoined(id: string): Promise<void> {
  await setIfPresent(connectionKey(id), { joinedAt: new Date().toISOString() });
}

export async function deleteConnection(id: string): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: connectionKey(id) }));
}

/** Where a connection is pushed to, and who holds it: a lockdown tells students and staff differently. */
export interface Recipient {
  id: string;
  role: Role;
}

/** Where the next page of connections starts: the index key of the last one read. */
export type ConnectionCursor = Record<string, unknown>;

/**
 * One page of the live connections in an index partition, as recipients: those past their expiry are
 * left out (TTL deletion lags). `next` is absent after the last page.
 */
async function recipientsIn(
  query: Pick<
    QueryCommandInput,
    'IndexName' | 'KeyConditionExpression' | 'ExpressionAttributeValues' | 'ExclusiveStartKey' | 'Limit'
  >,
): Promise<{ recipients: Recipient[]; next?: ConnectionCursor }> {
  const page = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      FilterExpression: 'expiresAt > :now',
      ExpressionAttributeNames: { '#role': 'role' },
      ProjectionExpression: 'id, #role',
      ...query,
      ExpressionAttributeValues: { ...query.ExpressionAttributeValues, ':now': nowSeconds() },
    }),
  );
  return {
    recipients: (page.Items ?? []).map((item) => ({ id: item.id as string, role: item.role as Role })),
    ...(page.LastEvaluatedKey ? { next: page.LastEvaluatedKey } : {}),
  };
}

/**
 * One page of open connections, for a fan-out: a page is at most 1 MB of the index (DynamoDB's own
 * bound) or `limit` connections; `next` is absent after the last page.
 */
export const connectionPage = (cursor?: ConnectionCursor, limit?: number) =>
  recipientsIn({
    IndexName: 'GSI3',
    KeyConditionExpression: 'GSI3PK = :pk',
    ExpressionAttributeValues: { ':pk': connectionsPartition },
    ExclusiveStartKey: cursor,
    Limit: limit,
  });

/** The query of one user's connections (their tabs, a handful: one page). */
const userConnections = (userId: string) => ({
  IndexName: 'GSI1',
  KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :prefix)',
  ExpressionAttributeValues: { ':pk': userConnectionsPartition(userId), ':prefix': userConnectionsPrefix },
});

/** The open connections of one user: where their notices are pushed. */
export async function connectionsOf(userId: string): Promise<Recipient[]> {
  const { recipients } = await recipientsIn(userConnections(userId));
  return recipients;
}

/**
 * Removes the connections a user's tabs opened with these sessions, and returns their ids: nothing is
 * pushed to them from now on, and their sockets are the caller's to close.
 */
export async function deleteConnectionsOfSessions(
  userId: string,
  sessionIds: readonly string[],
): Promise<string[]> {
  const page = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      ProjectionExpression: 'id, sessionId',
      ...userConnections(userId),
    }),
  );
  const ended = new Set(sessionIds);
  const ids = (page.Items ?? [])
    .filter((item) => ended.has(item.sessionId as string))
    .map((item) => item.id as string);
  await deleteMany(ids.map(connectionKey));
  return ids;
}

/**
 * The open connections of staff: where a change staff share is pushed (decision 0066). One page: a few
 * dozen tabs, where a page holds thousands.
 */
export async function staffConnections(): Promise<Recipient[]> {
  const { recipients } = await recipientsIn({
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': staffConnectionsPartition },
  });
  return recipients;
}

/** Every open connection, a page at a time. */
export async function* connectionPages(): AsyncGenerator<Recipient[]> {
  let cursor: ConnectionCursor | undefined;
  do {
    const page = await connectionPage(cursor);
    yield page.recipients;
    cursor = page.next;
  } while (cursor);
}
