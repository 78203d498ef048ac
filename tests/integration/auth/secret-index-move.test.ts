import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { putConnection, type Connection } from '../../../functions/data/connections.ts';
import { dynamo, tableName } from '../../../functions/data/dynamo.ts';
import {
  connectionKey,
  sharedUserIndexPartition,
  userRememberFamiliesPartition,
  userSessionsPartition,
  userTokensPartition,
} from '../../../functions/data/keys.ts';
import { queryAll } from '../../../functions/data/paging.ts';
import { sessionsOf } from '../../../functions/data/sessions.ts';
import { moveSecretIndexKeys } from '../../../functions/data/user-index.ts';
import { Tab, goodPassword, randomIp, userWithPassword } from '../../support/auth.ts';
import { invoke } from '../../support/invoke.ts';
import { lastMailTo, tokenIn } from '../../support/mail.ts';

/**
 * Issue #25, point 8 (docs/decisions/0049): a user's sessions, remembered browsers and link tokens are
 * listed in GSI1 partitions led by their own prefix, so IAM keeps the Lambdas that do not use them out
 * of the index too (tests/unit/infra/secret-partitions.test.ts). Entries written before shared the
 * user's USER#{userId} partition: they still count until `npm run move-secret-index-keys` moves them,
 * and the move leaves nothing behind there but the user's connections and passkeys.
 */

const ownPartitions = (userId: string) => [
  userSessionsPartition(userId),
  userRememberFamiliesPartition(userId),
  userTokensPartition(userId),
];

const entriesIn = (partition: string) =>
  queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': partition },
  });

/** Puts a user's session, remembered-browser and token entries back where they were written before. */
async function asWrittenBefore(userId: string): Promise<number> {
  const entries = (await Promise.all(ownPartitions(userId).map(entriesIn))).flat();
  for (const entry of entries)
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { PK: entry.PK, SK: entry.SK },
        UpdateExpression: 'SET GSI1PK = :shared',
        ExpressionAttributeValues: { ':shared': sharedUserIndexPartition(userId) },
      }),
    );
  return entries.length;
}

const forgot = (email: string) =>
  invoke({ method: 'POST', path: '/api/auth/forgot-password', body: { email }, sourceIp: randomIp() });
const reset = (body: unknown) => invoke({ method: 'POST', path: '/api/auth/reset-password', body });
async function resetTokenFor(email: string) {
  await forgot(email);
  return tokenIn(await lastMailTo(email), 'reset-password');
}
const newPassword = 'Brand-New-Pass-7';

/** A student signed in on a remembered laptop and on a phone, with a reset link outstanding. */
async function studentWithEntries() {
  const user = await userWithPassword();
  const laptop = new Tab();
  expect((await laptop.login(user.email, goodPassword, true)).status).toBe(200);
  const phone = new Tab();
  expect((await phone.login(user.email, goodPassword)).status).toBe(200);
  const olderLink = await resetTokenFor(user.email);
  return { user, laptop, phone, olderLink };
}

describe('entries written before their own partitions existed', () => {
  it('are each in their own partition when written now, none in the shared one', async () => {
    const { user } = await studentWithEntries();
    for (const partition of ownPartitions(user.id))
      expect(await entriesIn(partition), partition).not.toEqual([]);
    expect(await entriesIn(sharedUserIndexPartition(user.id))).toEqual([]);
  });

  it('still count until moved: the place list shows them, and a password reset ends them all', async () => {
    const { user, laptop, phone, olderLink } = await studentWithEntries();
    expect(await asWrittenBefore(user.id)).toBe(4);

    const places = await laptop.call('GET', '/auth/sessions');
    expect(places.body.sessions).toHaveLength(2);
    // A newer link revokes the older one, found in the shared partition.
    const newerLink = await resetTokenFor(user.email);
    expect((await reset({ token: olderLink, newPassword })).status).toBe(400);
    expect((await reset({ token: newerLink, newPassword })).status).toBe(200);

    expect((await laptop.call('GET', '/auth/me')).status).toBe(401);
    expect((await phone.call('GET', '/auth/me')).status).toBe(401);
    expect((await new Tab({ browser: laptop }).hydrate()).status).toBe(401);
  });

  it('are moved by the command, which leaves connections and passkeys, and moves nothing the second time', async () => {
    const { user, laptop, phone } = await studentWithEntries();
    const phoneSession = (await sessionsOf(user.id)).find((session) => session.tabId === phone.id)!;
    const connection = (await putConnection({
      id: `conn-${user.id}`,
      userId: user.id,
      role: 'student',
      tabId: phone.id,
      sessionId: phoneSession.id,
    })) as Connection;
    const moving = await asWrittenBefore(user.id);

    expect(await moveSecretIndexKeys()).toBeGreaterThanOrEqual(moving);
    const shared = await entriesIn(sharedUserIndexPartition(user.id));
    expect(shared.map((entry) => entry.PK)).toEqual([connectionKey(connection.id).PK]);
    const own = (await Promise.all(ownPartitions(user.id).map(entriesIn))).flat();
    expect(own).toHaveLength(moving);
    expect(await moveSecretIndexKeys()).toBe(0);

    // Everything still works from the new place: sign out everywhere else ends the phone.
    expect((await laptop.call('DELETE', '/auth/sessions')).status).toBe(200);
    expect((await phone.call('GET', '/auth/me')).status).toBe(401);
    expect((await laptop.call('GET', '/auth/me')).status).toBe(200);
  });
});
