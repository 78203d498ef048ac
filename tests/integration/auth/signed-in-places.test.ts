import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { dynamo, tableName } from '../../../functions/data/dynamo.ts';
import { newSecretToken } from '../../../functions/data/ids.ts';
import { sessionIndexKeys, sessionKey } from '../../../functions/data/keys.ts';
import { rememberFamiliesOf } from '../../../functions/data/remember-families.ts';
import { sessionsOf } from '../../../functions/data/sessions.ts';
import { endAllSessions } from '../../../functions/domain/auth/sessions.ts';
import { Tab, goodPassword, userWithPassword } from '../../support/auth.ts';

/**
 * Where you're signed in (docs/spec.md §12): every user sees their sign-ins and ends the others. Each
 * attack (another user's entry, a guessed handle, the entry's secrets) beside the legitimate path.
 */
const firefoxOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A student signed in on a laptop that remembers them (two tabs) and on a phone without. */
async function studentOnTwoDevices() {
  const user = await userWithPassword();
  const laptop = new Tab({ userAgent: firefoxOnWindows, ip: '203.0.113.7' });
  expect((await laptop.login(user.email, goodPassword, true)).status).toBe(200);
  const laptopSecondTab = new Tab({ browser: laptop });
  expect((await laptopSecondTab.hydrate()).status).toBe(200);
  const phone = new Tab({ userAgent: safariOnIphone, ip: '198.51.100.20' });
  expect((await phone.login(user.email, goodPassword)).status).toBe(200);
  return { user, laptop, laptopSecondTab, phone };
}

const placesSeenBy = async (tab: Tab) => {
  const response = await tab.call('GET', '/auth/sessions');
  expect(response.status).toBe(200);
  return response.body.sessions as {
    id: string;
    userAgent: string;
    ip: string;
    current: boolean;
    remembered: boolean;
    tabs: number;
    lastActiveAt: string;
    signedInAt: string;
  }[];
};

describe('GET /auth/sessions', () => {
  it('lists each sign-in with its browser, address and activity, this device first', async () => {
    const { laptop } = await studentOnTwoDevices();
    const places = await placesSeenBy(laptop);
    expect(places).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        userAgent: firefoxOnWindows,
        ip: '203.0.113.7',
        signedInAt: expect.any(String),
        lastActiveAt: expect.any(String),
        remembered: true,
        tabs: 2,
        current: true,
      },
      {
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        userAgent: safariOnIphone,
        ip: '198.51.100.20',
        signedInAt: expect.any(String),
        lastActiveAt: expect.any(String),
        remembered: false,
        tabs: 1,
        current: false,
      },
    ]);
  });

  it('never shows what signs a browser in: no session id, no remember token', async () => {
    const { laptop } = await studentOnTwoDevices();
    const answer = JSON.stringify(await placesSeenBy(laptop));
    const remember = laptop.cookie('hostel_remember')!;
    for (const secret of [remember, ...remember.split('.')]) expect(answer).not.toContain(secret);
  });

  it('shows nobody else’s sign-ins', async () => {
    await studentOnTwoDevices();
    const stranger = await userWithPassword();
    const tab = new Tab();
    await tab.login(stranger.email, goodPassword);
    expect(await placesSeenBy(tab)).toHaveLength(1);
  });

  it('answers 401 to an anonymous tab', async () => {
    expect((await new Tab().call('GET', '/auth/sessions')).status).toBe(401);
  });

  // Sessions stored before decision 0063 are keyed by their raw secret, which no cookie finds any more:
  // a place listed for one would be a browser that is not signed in.
  it('does not list a session stored before sessions were kept by their secret’s hash', async () => {
    const user = await userWithPassword();
    const tab = new Tab({ userAgent: firefoxOnWindows, ip: '203.0.113.7' });
    await tab.login(user.email, goodPassword);
    const [{ id: _id, ...current }] = await sessionsOf(user.id);
    const rawSecret = newSecretToken();
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...sessionKey(rawSecret),
          ...sessionIndexKeys(rawSecret, user.id),
          ...current,
          id: rawSecret,
          tabId: 'old-tab',
          userAgent: safariOnIphone,
        },
      }),
    );
    expect(await placesSeenBy(tab)).toEqual([expect.objectContaining({ userAgent: firefoxOnWindows })]);
  });
});

describe('DELETE /auth/sessions/{id}', () => {
  it('ends another device: its next request is refused', async () => {
    const { laptop, phone } = await studentOnTwoDevices();
    const phoneEntry = (await placesSeenBy(laptop)).find((p) => !p.current)!;
    const ended = await laptop.call('DELETE', `/auth/sessions/${phoneEntry.id}`);
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({ message: 'Signed out of that session' });
    expect((await phone.call('GET', '/auth/me')).status).toBe(401);
    expect((await laptop.call('GET', '/auth/me')).status).toBe(200);
    expect(await placesSeenBy(laptop)).toHaveLength(1);
  });

  it('ends a remembered browser with every tab it opened, and it opens no more', async () => {
    const { user, laptop, laptopSecondTab, phone } = await studentOnTwoDevices();
    const laptopEntry = (await placesSeenBy(phone)).find((p) => p.remembered)!;
    expect((await phone.call('DELETE', `/auth/sessions/${laptopEntry.id}`)).status).toBe(200);
    for (const tab of [laptop, laptopSecondTab]) expect((await tab.call('GET', '/auth/me')).status).toBe(401);
    expect((await new Tab({ browser: laptop }).hydrate()).status).toBe(401);
    expect(await rememberFamiliesOf(user.id)).toHaveLength(0);
  });

  it('refuses to end the device making the call: that is signing out', async () => {
    const { laptop } = await studentOnTwoDevices();
    const own = (await placesSeenBy(laptop)).find((p) => p.current)!;
    const refused = await laptop.call('DELETE', `/auth/sessions/${own.id}`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('This is the browser you are using. To end it, sign out.');
  });

  it('cannot end another user’s session, even knowing its handle', async () => {
    const victim = await studentOnTwoDevices();
    const handle = (await placesSeenBy(victim.phone)).find((p) => p.current)!.id;
    const attacker = await userWithPassword();
    const tab = new Tab();
    await tab.login(attacker.email, goodPassword);
    const refused = await tab.call('DELETE', `/auth/sessions/${handle}`);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('That session has already ended.');
    expect((await victim.phone.call('GET', '/auth/me')).status).toBe(200);
  });

  it('answers 404 for an entry already ended and 400 for a malformed handle', async () => {
    const { laptop } = await studentOnTwoDevices();
    const other = (await placesSeenBy(laptop)).find((p) => !p.current)!;
    await laptop.call('DELETE', `/auth/sessions/${other.id}`);
    expect((await laptop.call('DELETE', `/auth/sessions/${other.id}`)).status).toBe(404);
    expect((await laptop.call('DELETE', '/auth/sessions/not-a-handle')).status).toBe(400);
  });

  it('needs the CSRF token, like every signed-in write', async () => {
    const { laptop, phone } = await studentOnTwoDevices();
    const other = (await placesSeenBy(laptop)).find((p) => !p.current)!;
    const refused = await laptop.call('DELETE', `/auth/sessions/${other.id}`, undefined, {
      'x-csrf-token': '',
    });
    expect(refused.status).toBe(403);
    expect((await phone.call('GET', '/auth/me')).status).toBe(200);
  });
});

describe('DELETE /auth/sessions', () => {
  it('ends every other sign-in and keeps this device, its other tabs included', async () => {
    const { user, laptop, laptopSecondTab, phone } = await studentOnTwoDevices();
    const tablet = new Tab();
    await tablet.login(user.email, goodPassword, true);
    const ended = await laptop.call('DELETE', '/auth/sessions');
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({ message: 'Signed out everywhere else' });
    for (const tab of [phone, tablet]) expect((await tab.call('GET', '/auth/me')).status).toBe(401);
    expect((await new Tab({ browser: tablet }).hydrate()).status).toBe(401);
    for (const tab of [laptop, laptopSecondTab]) expect((await tab.call('GET', '/auth/me')).status).toBe(200);
    expect((await new Tab({ browser: laptop }).hydrate()).status).toBe(200);
  });
});

describe('endAllSessions (the domain function a password reset calls)', () => {
  it('ends every session and remembered browser but the one session named', async () => {
    const { user, laptop, laptopSecondTab, phone } = await studentOnTwoDevices();
    const phoneId = (await sessionsOf(user.id)).find((s) => s.ip === '198.51.100.20')!.id;

    await endAllSessions(user.id, phoneId);
    expect((await phone.call('GET', '/auth/me')).status).toBe(200);
    for (const tab of [laptop, laptopSecondTab]) expect((await tab.call('GET', '/auth/me')).status).toBe(401);
    expect(await rememberFamiliesOf(user.id)).toHaveLength(0);

    await endAllSessions(user.id);
    expect((await phone.call('GET', '/auth/me')).status).toBe(401);
  });
});
