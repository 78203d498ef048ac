import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '../routes.ts';
import { dynamo, tableName } from './dynamo.ts';
import { connectionIndexKeys, connectionKey, connectionsPartition } from './keys.ts';

/** An open WebSocket of a signed-in tab, as its ticket proved it at $connect. */
export interface Connection {
  id: string;
  userId: string;
  role: Role;
  tabId: string;
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

const nowSeconds = () => Math.floor(Date.now() / 1000);

function fromItem(item: Record<string, unknown>): Connection {
  return {
    id: item.id as string,
    userId: item.userId as string,
    role: item.role as Role,
    tabId: item.tabId as string,
    sessionId: item.sessionId as string,
    connectedAt: item.connectedAt as string,
    ...(item.joinedAt ? { joinedAt: item.joinedAt as string } : {}),
    expiresAt: item.expiresAt as number,
  };
}

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
        type: 'connection',
        ...connection,
      },
    }),
  );
  return connection;
}

export async function getConnection(id: string): Promise<Connection | null> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: connectionKey(id) }));
  if (!Item || (Item.expiresAt as number) <= nowSeconds()) return null;
  return fromItem(Item);
}

/** Records the client's join-user; a connection removed meanwhile stays removed. */
export async function markConnectionJoined(id: string): Promise<void> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: connectionKey(id),
        UpdateExpression: 'SET joinedAt = :now',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':now': new Date().toISOString() },
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
}

export async function deleteConnection(id: string): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: connectionKey(id) }));
}

/** The ids of every open connection, a page at a time, for a broadcast. */
export async function* connectionIdPages(): AsyncGenerator<string[]> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI3',
        KeyConditionExpression: 'GSI3PK = :pk',
        FilterExpression: 'expiresAt > :now',
        ExpressionAttributeValues: { ':pk': connectionsPartition, ':now': nowSeconds() },
        ProjectionExpression: 'id',
        ExclusiveStartKey: startKey,
      }),
    );
    yield (page.Items ?? []).map((item) => item.id as string);
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}
