import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { PageQuery } from '#contract/pagination';
import { roles } from '#contract/roles';
import { dynamo, tableName } from './dynamo.ts';
import { rolePartition } from './keys.ts';

/** A Query's key condition and, optionally, a filter: everything of QueryCommandInput but paging. */
export type QuerySpec = Omit<
  QueryCommandInput,
  'TableName' | 'Limit' | 'ExclusiveStartKey' | 'Select' | 'ProjectionExpression'
>;

type Item = Record<string, unknown>;

/** Every item a query matches, following LastEvaluatedKey. Callers only use it on bounded partitions. */
export async function queryAll(spec: QuerySpec): Promise<Item[]> {
  const items: Item[] = [];
  let startKey: Item | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({ TableName: tableName(), ...spec, ExclusiveStartKey: startKey }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/**
 * One page of a query for work that goes through a partition a page a run: at most `limit` items from
 * `cursor` (the key of the last item of the page before; null at the start), and `next`, where the page
 * after starts, absent after the last.
 */
export async function queryFrom(
  spec: QuerySpec,
  cursor: Item | null,
  limit: number,
): Promise<{ items: Item[]; next?: Item }> {
  const page = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      ...spec,
      ExclusiveStartKey: cursor ?? undefined,
      Limit: limit,
    }),
  );
  return { items: page.Items ?? [], ...(page.LastEvaluatedKey ? { next: page.LastEvaluatedKey } : {}) };
}

/**
 * Every item a query matches, `pageSize` read at a time (before any filter, as DynamoDB's Limit
 * counts), so a caller works through a large partition without holding it whole.
 */
export async function* queryInPages(
  spec: QuerySpec & Pick<QueryCommandInput, 'ProjectionExpression'>,
  pageSize: number,
): AsyncGenerator<Item[]> {
  let startKey: Item | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({ TableName: tableName(), ...spec, Limit: pageSize, ExclusiveStartKey: startKey }),
    );
    yield page.Items ?? [];
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

/**
 * Every user's profile, one role's partition (GSI2) after another, a page of 100 at a time: how the
 * operator commands' moves (data/credentials.ts, data/user-index.ts) walk all users without a Scan or
 * holding them all, reading only what `spec` keeps.
 */
export async function* usersInPages(
  spec: Pick<QueryCommandInput, 'FilterExpression' | 'ProjectionExpression'>,
): AsyncGenerator<Item[]> {
  for (const role of roles)
    yield* queryInPages(
      {
        IndexName: 'GSI2',
        KeyConditionExpression: 'GSI2PK = :pk',
        ExpressionAttributeValues: { ':pk': rolePartition(role) },
        ...spec,
      },
      100,
    );
}

/** How many items a query matches, without transferring them. */
export async function queryCount(spec: QuerySpec): Promise<number> {
  let count = 0;
  let startKey: Item | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({ TableName: tableName(), ...spec, Select: 'COUNT', ExclusiveStartKey: startKey }),
    );
    count += page.Count ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return count;
}

/**
 * One page of a query in the `?page=&limit=` form, with the total. Without a filter it never reads the
 * skipped items' bodies: a COUNT query limited to the skipped number finds where the page starts, and
 * only the page itself is fetched. With a filter the matches are collected (the partitions this is used
 * on are bounded, see keys.ts) and sliced.
 */
export async function queryPage(spec: QuerySpec, page: PageQuery): Promise<{ items: Item[]; total: number }> {
  if (spec.FilterExpression) {
    const matches = await queryAll(spec);
    const start = (page.page - 1) * page.limit;
    return { items: matches.slice(start, start + page.limit), total: matches.length };
  }
  const skip = (page.page - 1) * page.limit;
  // The count and the page are independent reads; running them side by side keeps a page at the
  // latency of the slower one.
  const [total, items] = await Promise.all([
    queryCount(spec),
    positionAfter(spec, skip).then((startKey) =>
      startKey || skip === 0 ? readPage(spec, startKey, page.limit) : [],
    ),
  ]);
  return { items, total };
}

async function readPage(spec: QuerySpec, startKey: Item | undefined, limit: number): Promise<Item[]> {
  const items: Item[] = [];
  let cursor = startKey;
  while (items.length < limit) {
    const result = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        ...spec,
        Limit: limit - items.length,
        ExclusiveStartKey: cursor,
      }),
    );
    items.push(...(result.Items ?? []));
    cursor = result.LastEvaluatedKey;
    if (!cursor) break;
  }
  return items;
}

/** The LastEvaluatedKey after the first `skip` items of an unfiltered query (undefined for 0). */
async function positionAfter(spec: QuerySpec, skip: number): Promise<Item | undefined> {
  let remaining = skip;
  let startKey: Item | undefined;
  while (remaining > 0) {
    const result = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        ...spec,
        Select: 'COUNT',
        Limit: remaining,
        ExclusiveStartKey: startKey,
      }),
    );
    remaining -= result.Count ?? 0;
    startKey = result.LastEvaluatedKey;
    if (!startKey) break;
  }
  return startKey;
}
