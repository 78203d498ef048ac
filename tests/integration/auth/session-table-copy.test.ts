import { randomBytes } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { socketProtocols } from '#contract/socket-protocols';
import { handler as realtime } from '../../../functions/api/realtime/socket-handler.ts';
import { sessionCookieName } from '../../../functions/api/session/cookie.ts';
import { signSessionToken } from '../../../functions/api/session/token.ts';
import { dynamo, tableName } from '../../../functions/data/dynamo.ts';
import { hashOfSecret } from '../../../functions/data/ids.ts';
import { connectionKey, realtimeTicketKey, userSessionsPartition } from '../../../functions/data/keys.ts';
import type { Role } from '#contract/roles';
import { localOriginSecret } from '../../../infra/local/config.ts';
import { Tab, goodPassword, userWithPassword } from '../../support/auth.ts';
import { invoke } from '../../support/invoke.ts';
import { signedInAs } from '../../support/sessions.ts';

/**
 * A copy of the table (a backup, a point-in-time export, a read-only role) signs nobody in (decision
 * 0063). The attacker here holds the session signing key as well, the strongest case: every value the
 * table gives them becomes a genuinely signed cookie for the tab the item names, and none of them opens
 * the session. Without the key nothing from the table becomes a cookie at all.
 */

type Item = Record<string, unknown>;

/** A signed-in tab the way each test needs it: its API base, its id, its user, its cookies. */
interface SignedInTab {
  base: string;
  tabId: string;
  userId: string;
  role: Role;
  cookies: string[];
}

async function studentSignedInWithPassword(): Promise<SignedInTab> {
  const user = await userWithPassword();
  const tab = new Tab();
  expect((await tab.login(user.email, goodPassword)).status).toBe(200);
  return {
    base: tab.base,
    tabId: tab.id,
    userId: user.id,
    role: 'student',
    cookies: tab.cookiesFor(tab.base),
  };
}

async function superAdminSignedIn(): Promise<SignedInTab> {
  const tab = await signedInAs('super_admin');
  return { base: tab.base, tabId: tab.tabId, userId: tab.user.id, role: 'super_admin', cookies: tab.cookies };
}

const signedInTabs = [
  ['a student (password sign-in)', studentSignedInWithPassword],
  ['a super admin', superAdminSignedIn],
] as const;

const me = (tab: SignedInTab, cookies: string[]) => invoke({ path: `${tab.base}/auth/me`, cookies });

/** Every string an item holds, whole and split at the key separators, as a reader of the table would try them. */
function valuesOf(items: Item[]): string[] {
  const values = new Set<string>();
  for (const item of items)
    for (const value of Object.values(item))
      if (typeof value === 'string') for (const part of [value, ...value.split('#')]) values.add(part);
  return [...values].filter(Boolean);
}

/** The values that open the tab's session when signed into a cookie for it with the real key. */
async function valuesThatSignIn(tab: SignedInTab, values: string[]): Promise<string[]> {
  const expiresAt = Math.floor(Date.now() / 1000) + 3600;
  const opening: string[] = [];
  for (const value of values) {
    const token = await signSessionToken({ sid: value, tab: tab.tabId, role: tab.role }, expiresAt);
    if ((await me(tab, [`${sessionCookieName}=${token}`])).status === 200) opening.push(value);
  }
  return opening;
}

const itemAt = async (key: Record<string, string>) =>
  (await dynamo().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item;

/** The user's session items, as their index entries and as the items themselves. */
async function sessionItemsOf(userId: string): Promise<Item[]> {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': userSessionsPartition(userId) },
    }),
  );
  const items = await Promise.all(
    Items.map((entry) => itemAt({ PK: entry.PK as string, SK: entry.SK as string })),
  );
  return [...Items, ...items.filter((item): item is Item => item !== undefined)];
}

describe('a copy of the table', () => {
  it.each(signedInTabs)('still lets %s in with their own cookie (the legitimate path)', async (_, signIn) => {
    const tab = await signIn();
    expect((await me(tab, tab.cookies)).status).toBe(200);
  });

  it.each(signedInTabs)('holds no session item value that signs in %s', async (_, signIn) => {
    const tab = await signIn();
    const items = await sessionItemsOf(tab.userId);
    expect(items.length).toBeGreaterThan(0);
    expect(await valuesThatSignIn(tab, valuesOf(items))).toEqual([]);
  });

  it("holds no realtime ticket or connection value that signs the socket's tab in", async () => {
    const tab = await studentSignedInWithPassword();
    const ticketAnswer = await invoke({ path: `${tab.base}/realtime/ticket`, cookies: tab.cookies });
    expect(ticketAnswer.status).toBe(200);
    const { ticket } = ticketAnswer.body as { ticket: string };
    const ticketItem = await itemAt(realtimeTicketKey(hashOfSecret(ticket)));
    const connectionId = randomBytes(8).toString('base64url');
    const connected = await realtime(
      {
        headers: {
          'X-Origin-Verify': localOriginSecret,
          'CloudFront-Viewer-Address': '203.0.113.9:51000',
          'Sec-WebSocket-Protocol': socketProtocols(ticket).join(', '),
        },
        requestContext: { routeKey: '$connect', connectionId },
      } as never,
      {} as never,
    );
    expect(connected).toMatchObject({ statusCode: 200 });
    const connectionItem = await itemAt(connectionKey(connectionId));

    expect(ticketItem?.sessionId).toEqual(expect.any(String));
    expect(connectionItem?.sessionId).toEqual(expect.any(String));
    expect(await valuesThatSignIn(tab, valuesOf([ticketItem!, connectionItem!]))).toEqual([]);
  });

  it('holds nothing in the list of where a user is signed in that signs their other tab in', async () => {
    const user = await userWithPassword();
    const laptop = new Tab();
    const phone = new Tab();
    expect((await laptop.login(user.email, goodPassword)).status).toBe(200);
    expect((await phone.login(user.email, goodPassword)).status).toBe(200);
    const listed = await laptop.call('GET', '/auth/sessions');
    expect(listed.status).toBe(200);
    const places = listed.body.sessions as Item[];
    expect(places).toHaveLength(2);

    const phoneTab = {
      base: phone.base,
      tabId: phone.id,
      userId: user.id,
      role: 'student' as const,
      cookies: [],
    };
    expect(await valuesThatSignIn(phoneTab, valuesOf(places))).toEqual([]);
  });
});
