import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from './conditional.ts';
import { dynamo, tableName } from './dynamo.ts';
import {
  sharedUserIndexPartition,
  userRememberFamiliesPartition,
  userRememberFamiliesPrefix,
  userSessionsPartition,
  userSessionsPrefix,
  userTokensPartition,
  userTokensPrefix,
} from './keys.ts';
import { queryAll, usersInPages } from './paging.ts';

type Item = Record<string, unknown>;

/**
 * A user's GSI1 entries of one secret kind (sessions, remembered browsers, link tokens) whose sort key
 * begins with `prefix`: those in the kind's own partition, and those written before it existed, which
 * stay in the user's shared partition until `npm run move-secret-index-keys` has moved them
 * (docs/decisions/0049). So neither the order of deploy and command nor the time between them lets a
 * password reset or "sign out everywhere" miss a session. A later release can read the own partition
 * only.
 */
export async function userIndexEntries(partition: string, userId: string, prefix: string): Promise<Item[]> {
  const lists = await Promise.all(
    [partition, sharedUserIndexPartition(userId)].map((pk) =>
      queryAll({
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :prefix)',
        ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
      }),
    ),
  );
  return lists.flat();
}

/**
 * Moves every session, remembered browser and link token still listed in its user's shared GSI1
 * partition into the partition of its kind, and returns how many it moved. `npm run
 * move-secret-index-keys` runs it once after the deploy (docs/operations.md); the local stack runs it
 * at each start over an existing table. It reads the users of each role 100 at a time (no Scan), then
 * each user's shared partition (a few tabs, passkeys and links). Safe to repeat: each move is
 * conditioned on the entry still being in the shared partition, so an item deleted or moved meanwhile
 * is left alone. No Lambda imports it.
 */
export async function moveSecretIndexKeys(): Promise<number> {
  let moved = 0;
  for await (const users of usersInPages({ ProjectionExpression: 'id' }))
    for (const user of users) moved += await moveEntriesOf(user.id as string);
  return moved;
}

async function moveEntriesOf(userId: string): Promise<number> {
  // Where each kind moves, by the prefix of its sort key. Inside the function, so a Lambda that imports
  // userIndexEntries does not carry every secret prefix (tests/unit/infra/secret-partitions.test.ts).
  const ownPartitions: [prefix: string, partition: (userId: string) => string][] = [
    [userSessionsPrefix, userSessionsPartition],
    [userRememberFamiliesPrefix, userRememberFamiliesPartition],
    [userTokensPrefix(), userTokensPartition],
  ];
  const shared = sharedUserIndexPartition(userId);
  const entries = await queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': shared },
  });
  let moved = 0;
  for (const entry of entries) {
    const own = ownPartitions.find(([prefix]) => (entry.GSI1SK as string).startsWith(prefix));
    if (!own) continue;
    try {
      await dynamo().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: { PK: entry.PK, SK: entry.SK },
          UpdateExpression: 'SET GSI1PK = :own',
          // Absent (ended meanwhile) or already moved: nothing to do, and nothing created.
          ConditionExpression: 'GSI1PK = :shared',
          ExpressionAttributeValues: { ':own': own[1](userId), ':shared': shared },
        }),
      );
      moved++;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  return moved;
}
