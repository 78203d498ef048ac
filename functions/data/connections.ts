import {
  DeleteCommand,
  GetCommand,
  QueryCommand,
  UpdateCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { Role } from '#contract/roles';
import { deleteMany, getMany } from './batch.ts';
import { setIfPresent } from './conditional.ts';
import { dynamo, tableName } from './dynamo.ts';
import { recordReader } from './records.ts';
import { getLiveItem, nowSeconds } from './expiry.ts';
import { transact, TransactionRefused } from './transactions.ts';
import {
  connectionKey,
  connectionsPartition,
  formerConnectionKey,
  formerConnectionsIndexPartition,
  sessionKey,
  socketPlacesKey,
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

/**
 * How many sockets one account may hold open at once (docs/spec.md §9, decision 0070). A tab holds one,
 * so this is 20 tabs of the app signed in to one account over all its devices, more than anyone works
 * in; the tab past it is refused and polls instead (management/src/lib/realtime.ts). Every open socket
 * is an item each lockdown fan-out walks and pushes to, so no account can hold the lockdown back from
 * everyone else's browsers by more than this many pushes.
 */
export const socketsPerAccount = 20;

/**
 * How many of its account's places one session may hold (decision 0083). A session is one tab, which
 * holds one socket; two more leave room for sockets it has left whose $disconnect has not run yet (a
 * network gone without a word is closed by API Gateway after up to 10 minutes idle). A thief's copy of
 * a session therefore takes at most 3 of the 20, and the owner's other tabs keep the rest.
 */
export const socketsPerSession = 3;

/** Whether a connection was stored, or why not: every place of its account or session is held, or its session has ended. */
export type ConnectionRefusal = 'placesHeld' | 'sessionEnded';

/** The places item's attribute that lists the ids of the places one session holds, beside `connectionIds`. */
const sessionPlacesPrefix = 'connectionIds#';
const sessionPlaces = (sessionId: string) => `${sessionPlacesPrefix}${sessionId}`;

/**
 * Stores a connection in one of its user's socketsPerAccount places, no more than socketsPerSession of
 * them its session's, or says why not. A place is taken in the connection's own transaction, under a
 * condition that counts them (decision 0011), so sockets opened at once never take more; the same
 * transaction holds the session to being live, so a session that ends while its socket connects either
 * finds the connection in its places (session-end.ts) or leaves it refused. A place is held by its
 * connection's item and by nothing else: whatever removed the item ($disconnect, a session's end, a
 * push that found the socket gone) or let it expire, the full places are checked against the items
 * before a socket is refused, so no way of removing connections has to give its place back, and none
 * can keep it.
 */
export async function putConnection(
  input: Omit<Connection, 'connectedAt' | 'expiresAt' | 'joinedAt'>,
): Promise<Connection | ConnectionRefusal> {
  const connection: Connection = {
    ...input,
    connectedAt: new Date().toISOString(),
    expiresAt: nowSeconds() + connectionLifetimeSeconds,
  };
  let refusal = await tookPlace(connection);
  if (refusal === 'placesHeld' && (await releaseGone(connection.userId)))
    refusal = await tookPlace(connection);
  return refusal ?? connection;
}

/**
 * Writes the connection and adds its id to its user's places and its session's, unless either are all
 * held or the session has ended: undefined when stored, else why not.
 */
async function tookPlace(connection: Connection): Promise<ConnectionRefusal | undefined> {
  try {
    await transact([
      {
        ConditionCheck: {
          TableName: tableName(),
          Key: sessionKey(connection.sessionId),
          // Gone or past its time (TTL deletion lags), as getSession reads it.
          ConditionExpression: 'expiresAt > :now',
          ExpressionAttributeValues: { ':now': nowSeconds() },
        },
      },
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...connectionKey(connection.id),
            ...userConnectionIndexKeys(connection.id, connection.userId),
            // The role is the one the ticket proved: a student's socket never joins staff's partition.
            ...(connection.role === 'student'
              ? {}
              : staffConnectionIndexKeys(connection.id, connection.connectedAt)),
            type: 'connection',
            ...connection,
          },
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: socketPlacesKey(connection.userId),
          // The item lives as long as its newest connection, then TTL takes it with any ids left in it.
          UpdateExpression: 'ADD connectionIds :id, #session :id SET #type = :type, expiresAt = :expiresAt',
          ConditionExpression:
            '(attribute_not_exists(connectionIds) OR size(connectionIds) < :places) AND ' +
            '(attribute_not_exists(#session) OR size(#session) < :sessionPlaces)',
          ExpressionAttributeNames: { '#type': 'type', '#session': sessionPlaces(connection.sessionId) },
          ExpressionAttributeValues: {
            ':id': new Set([connection.id]),
            ':type': 'socket-places',
            ':expiresAt': connection.expiresAt,
            ':places': socketsPerAccount,
            ':sessionPlaces': socketsPerSession,
          },
        },
      },
    ]);
    return undefined;
  } catch (error) {
    if (!(error instanceof TransactionRefused)) throw error;
    return error.failed[0] ? 'sessionEnded' : 'placesHeld';
  }
}

/**
 * The user's places item and the connection items of the ids it holds, both read consistently: a
 * connection stored a moment ago is there, and one removed a moment ago is not. Each id is looked for
 * where connections stored before decision 0090 are too, so a session's end still finds those.
 */
async function placesOf(userId: string) {
  const { Item: places } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: socketPlacesKey(userId), ConsistentRead: true }),
  );
  const held = [...((places?.connectionIds as Set<string> | undefined) ?? [])];
  const connections = await getMany(
    held.flatMap((id) => [connectionKey(id), formerConnectionKey(id)]),
    { consistent: true },
  );
  return { places, held, connections };
}

/**
 * Gives back the places of the user's connections whose items are gone or past their time, in the
 * account's set and in their sessions', and says whether there were any. An id never comes back once
 * gone, so removing it is safe beside any other connect.
 */
async function releaseGone(userId: string): Promise<boolean> {
  const { places, held, connections } = await placesOf(userId);
  const live = new Set(
    connections.filter((item) => (item.expiresAt as number) > nowSeconds()).map((item) => item.id as string),
  );
  const gone = held.filter((id) => !live.has(id));
  if (gone.length === 0) return false;
  const names: Record<string, string> = {};
  const values: Record<string, Set<string>> = { ':gone': new Set(gone) };
  const removals = ['connectionIds :gone'];
  Object.entries(places ?? {})
    .filter(([name]) => name.startsWith(sessionPlacesPrefix))
    .forEach(([name, ids], i) => {
      const goneHere = [...(ids as Set<string>)].filter((id) => !live.has(id));
      if (goneHere.length === 0) return;
      names[`#session${i}`] = name;
      values[`:gone${i}`] = new Set(goneHere);
      removals.push(`#session${i} :gone${i}`);
    });
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: socketPlacesKey(userId),
      UpdateExpression: `DELETE ${removals.join(', ')}`,
      ...(removals.length > 1 ? { ExpressionAttributeNames: names } : {}),
      ExpressionAttributeValues: values,
    }),
  );
  return true;
}

/**
 * A connection by id, read consistently: a tab sends join-user the moment its socket opens, and a read
 * that may answer as before $connect stored the connection would find none and close a healthy socket.
 */
export async function getConnection(id: string): Promise<Connection | null> {
  const item = await getLiveItem(connectionKey(id), { consistent: true });
  return item && fromItem(item);
}

/** Records the client's join-user; a connection removed meanwhile stays removed. */
export async function markConnectionJoined(id: string): Promise<void> {
  await setIfPresent(connectionKey(id), { joinedAt: new Date().toISOString() });
}

/** Removes a connection, wherever it was stored: one stored before decision 0090 is elsewhere. */
export async function deleteConnection(id: string): Promise<void> {
  await Promise.all(
    [connectionKey(id), formerConnectionKey(id)].map((Key) =>
      dynamo().send(new DeleteCommand({ TableName: tableName(), Key })),
    ),
  );
}

/** Where a connection is pushed to, and who holds it: a lockdown tells students and staff differently. */
export interface Recipient {
  id: string;
  role: Role;
}

/** Where the next page of connections starts: the index key of the last one read. */
export type ConnectionCursor = Record<string, unknown>;

/**
 * One page of the live connections of a partition, as recipients: those past their expiry are
 * left out (TTL deletion lags). `next` is absent after the last page.
 */
async function recipientsIn(
  query: Pick<
    QueryCommandInput,
    | 'IndexName'
    | 'KeyConditionExpression'
    | 'ExpressionAttributeValues'
    | 'ExclusiveStartKey'
    | 'ConsistentRead'
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

/** A page of the connections stored before decision 0090, in the GSI3 partition that listed them. */
const formerConnectionPage = (cursor?: ConnectionCursor) =>
  recipientsIn({
    IndexName: 'GSI3',
    KeyConditionExpression: 'GSI3PK = :pk',
    ExpressionAttributeValues: { ':pk': formerConnectionsIndexPartition },
    ExclusiveStartKey: cursor,
  });

/**
 * One page of open connections, for the lockdown's fan-out: at most 1 MB (DynamoDB's own bound); `next`
 * is absent after the last page. Their partition is read consistently, so every connection stored
 * before the read is on a page, one stored a moment before too: the fan-out and $connect each write
 * first and read the other's write after (decision 0090). The connections stored before that decision
 * follow, through the index that listed them; a page of those has a cursor of that index's keys.
 */
export async function connectionPage(cursor?: ConnectionCursor): ReturnType<typeof recipientsIn> {
  if (cursor && 'GSI3PK' in cursor) return formerConnectionPage(cursor);
  const page = await recipientsIn({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': connectionsPartition },
    ConsistentRead: true,
    ExclusiveStartKey: cursor,
  });
  if (page.next) return page;
  const former = await formerConnectionPage();
  return { ...former, recipients: [...page.recipients, ...former.recipients] };
}

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
 * pushed to them from now on, and their sockets are the caller's to close. Called once the sessions are
 * deleted: a connection is stored only while its session lives, in the same transaction as its place
 * (putConnection), so the consistent read of the places finds every one, one stored a moment ago too.
 */
export async function deleteConnectionsOfSessions(
  userId: string,
  sessionIds: readonly string[],
): Promise<string[]> {
  const ended = new Set(sessionIds);
  const opened = (await placesOf(userId)).connections.filter((item) => ended.has(item.sessionId as string));
  await deleteMany(opened.map(({ PK, SK }) => ({ PK, SK })));
  return opened.map((item) => item.id as string);
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
