import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { connectionsOf, deleteConnection, putConnection } from '../../../functions/data/connections.ts';
import { socketPlacesKey } from '../../../functions/data/keys.ts';
import { clockOn } from '../../support/clock.ts';
import { call } from '../../support/hostel.ts';
import { jobsSettled } from '../../support/jobs.ts';
import { beforeTheTransaction, holding } from '../../support/racing.ts';
import { signedInAs, signedInTab, type SignedIn } from '../../support/sessions.ts';
import { realtimeServerOfThisFile } from '../../support/tab-sockets.ts';

/**
 * An account holds at most 20 open sockets (docs/spec.md §9, decision 0070), and one session at most 3
 * of them (decision 0083). Every open socket is an item each lockdown fan-out walks, so one account's
 * thousands would slow the lockdown reaching everyone else's; and a session taken by a thief must not
 * keep its owner's other tabs from connecting. The sockets go through the local server, which refuses
 * a $connect as API Gateway does: the upgrade is answered with the status the handler gave.
 */
const socketsPerAccount = 20;
const socketsPerSession = 3;

const live = realtimeServerOfThisFile('realtime-limits');

afterEach(() => {
  vi.restoreAllMocks();
});

/** A tab's socket, opened as the SPA opens it. */
async function open(tab: SignedIn): Promise<WebSocket> {
  return (await live.open(tab)).socket;
}

/** Tries to open a socket of the tab: 'open', or the status its refused upgrade was answered with. */
async function connect(tab: SignedIn): Promise<'open' | number> {
  try {
    await open(tab);
    return 'open';
  } catch (error) {
    const status = /Unexpected server response: (\d+)/.exec(String(error))?.[1];
    if (!status) throw error;
    return Number(status);
  }
}

/** Opens `count` sockets of the tab one after another, as tabs opening in turn. */
async function openMany(tab: SignedIn, count: number): Promise<WebSocket[]> {
  const opened: WebSocket[] = [];
  for (let i = 0; i < count; i++) opened.push(await open(tab));
  return opened;
}

/** `count` sockets of the tab's account, each of new tabs of its user holding as many as a session may. */
async function openInTabsOf(tab: SignedIn, count: number): Promise<WebSocket[]> {
  const opened: WebSocket[] = [];
  while (opened.length < count)
    opened.push(
      ...(await openMany(await signedInTab(tab.user), Math.min(socketsPerSession, count - opened.length))),
    );
  return opened;
}

/** Tries to open sockets of the tab until one is refused: how many opened, and the refusal's status. */
async function openUntilRefused(tab: SignedIn): Promise<{ opened: number; refusal: number }> {
  for (let opened = 0; opened <= socketsPerAccount; opened++) {
    const attempt = await connect(tab);
    if (attempt !== 'open') return { opened, refusal: attempt };
  }
  throw new Error('every socket opened');
}

/** How many live connections of the user are stored. */
const storedConnections = (tab: SignedIn) => connectionsOf(tab.user.id).then((found) => found.length);

/** Stores a connection of the tab straight through the data layer, as $connect does, or says why not. */
const storedFor = (tab: SignedIn) => (id: string) =>
  putConnection({ id, userId: tab.user.id, role: tab.user.role, tabId: tab.tabId, sessionId: tab.sessionId });

/** Stores `count` connections of the tab's account as openInTabsOf opens them, and returns their ids. */
async function storedInTabsOf(tab: SignedIn, count: number, label: string): Promise<string[]> {
  const ids: string[] = [];
  while (ids.length < count) {
    const stored = storedFor(await signedInTab(tab.user));
    for (let i = 0; i < socketsPerSession && ids.length < count; i++) {
      const id = `${label}-${randomBytes(6).toString('hex')}`;
      expect(await stored(id)).toMatchObject({ id });
      ids.push(id);
    }
  }
  return ids;
}

describe('an account’s open sockets', () => {
  it('refuses the 21st socket of an account with 429, while another account still connects', async () => {
    const [student, neighbour] = await Promise.all([signedInAs('student'), signedInAs('student')]);
    await openInTabsOf(student, socketsPerAccount);

    expect(await connect(await signedInTab(student.user))).toBe(429);

    expect(await connect(neighbour)).toBe('open');
    expect(await storedConnections(student)).toBe(socketsPerAccount);
    expect(await storedConnections(neighbour)).toBe(1);
  });

  it('counts the sockets of every tab of the account, staff’s too', async () => {
    const admin = await signedInAs('admin');
    await openInTabsOf(admin, socketsPerAccount);

    expect(await connect(admin)).toBe(429);
    expect(await connect(await signedInTab(admin.user))).toBe(429);
  });

  it('attack: a session holds no more than its 3 places, so a thief’s copy of one leaves the owner’s tabs theirs', async () => {
    const owner = await signedInAs('student');
    const stolen = await signedInTab(owner.user);

    expect(await openUntilRefused(stolen)).toEqual({ opened: socketsPerSession, refusal: 429 });

    expect(await connect(owner)).toBe('open');
    await openInTabsOf(owner, socketsPerAccount - socketsPerSession - 1);
    expect(await storedConnections(owner)).toBe(socketsPerAccount);
  });

  it('frees a place of the session when one of its sockets closes', async () => {
    const student = await signedInAs('student');
    const [closing] = await openMany(student, socketsPerSession);
    expect(await connect(student)).toBe(429);

    closing!.close();
    await expect.poll(() => storedConnections(student), { timeout: 5000 }).toBe(socketsPerSession - 1);

    expect(await connect(student)).toBe('open');
    expect(await connect(student)).toBe(429);
  });

  it('frees a place of the account when one of its sockets closes', async () => {
    const student = await signedInAs('student');
    const [closing] = await openInTabsOf(student, socketsPerAccount);
    expect(await connect(student)).toBe(429);

    closing!.close();
    await expect.poll(() => storedConnections(student), { timeout: 5000 }).toBe(socketsPerAccount - 1);

    expect(await connect(student)).toBe('open');
    expect(await connect(await signedInTab(student.user))).toBe(429);
  });

  it('frees the places of the sockets a signed-out tab opened, and no more', async () => {
    const staying = await signedInAs('student');
    const leaving = await signedInTab(staying.user);
    await openMany(leaving, socketsPerSession);
    await openInTabsOf(staying, socketsPerAccount - socketsPerSession);
    expect(await connect(await signedInTab(staying.user))).toBe(429);

    expect((await call(leaving, 'POST', '/auth/logout')).status).toBe(200);
    await jobsSettled();

    await openInTabsOf(staying, socketsPerSession);
    expect(await connect(await signedInTab(staying.user))).toBe(429);
  });

  it('frees the places of the sessions “sign out everywhere else” ends, at once', async () => {
    const owner = await signedInAs('student');
    await openMany(owner, socketsPerSession);
    const ended = await openInTabsOf(owner, socketsPerAccount - socketsPerSession);
    expect(await connect(await signedInTab(owner.user))).toBe(429);

    expect((await call(owner, 'DELETE', '/auth/sessions')).status).toBe(200);

    // Every other session's places, before their sockets' closes have run.
    await openInTabsOf(owner, ended.length);
    expect(await connect(await signedInTab(owner.user))).toBe(429);
  });

  it('takes back the place of a connection gone without its $disconnect, expired or removed', async () => {
    const student = await signedInAs('student');
    // Half stored, then left three hours, long past any socket's life, and never deleted (TTL lags by
    // days)...
    await storedInTabsOf(student, socketsPerAccount / 2, 'expired');
    clockOn(3 * 60 * 60 * 1000);
    // ...and half removed by a way that knows nothing of places.
    for (const id of await storedInTabsOf(student, socketsPerAccount / 2, 'removed'))
      await deleteConnection(id);

    await openInTabsOf(student, socketsPerAccount);
    expect(await connect(await signedInTab(student.user))).toBe(429);
  });

  it('takes back the place of a session’s connection gone without its $disconnect', async () => {
    const student = await signedInAs('student');
    const stored = storedFor(student);
    const ids = Array.from({ length: socketsPerSession }, () => `held-${randomBytes(6).toString('hex')}`);
    for (const id of ids) await stored(id);
    await deleteConnection(ids[0]!);

    expect(await connect(student)).toBe('open');
    expect(await connect(student)).toBe(429);
  });

  it('race: sockets opened all at once take no more than the account’s places', async () => {
    const student = await signedInAs('student');
    const tabs = await Promise.all(
      Array.from({ length: Math.ceil((socketsPerAccount + 5) / socketsPerSession) }, () =>
        signedInTab(student.user),
      ),
    );

    const attempts = await Promise.all(
      Array.from({ length: socketsPerAccount + 5 }, (_, i) => connect(tabs[i % tabs.length]!)),
    );

    expect(attempts.filter((attempt) => attempt === 'open')).toHaveLength(socketsPerAccount);
    expect(attempts.filter((attempt) => attempt !== 'open')).toEqual([429, 429, 429, 429, 429]);
    expect(await storedConnections(student)).toBe(socketsPerAccount);
  });

  it('race: sockets of one session opened all at once take no more than its places', async () => {
    const student = await signedInAs('student');

    const attempts = await Promise.all(Array.from({ length: socketsPerSession + 4 }, () => connect(student)));

    expect(attempts.filter((attempt) => attempt === 'open')).toHaveLength(socketsPerSession);
    expect(attempts.filter((attempt) => attempt !== 'open')).toEqual([429, 429, 429, 429]);
    expect(await storedConnections(student)).toBe(socketsPerSession);
  });

  it('race: the place a gone connection leaves is taken once, when another socket takes it between the check and the second try', async () => {
    const student = await signedInAs('student');
    const ids = await storedInTabsOf(student, socketsPerAccount, 'held');
    await deleteConnection(ids[0]!);
    const stored = storedFor(await signedInTab(student.user));
    // The first try is refused (every place held); the gone one's place is given back; just before the
    // second try, another socket of the account takes it.
    const takesAPlace = holding((item) => item.Update?.Key?.PK === socketPlacesKey(student.user.id).PK);
    let tries = 0;
    const rival = beforeTheTransaction(
      (command) => takesAPlace(command) && ++tries === 2,
      () => stored(`rival-${randomBytes(6).toString('hex')}`),
    );

    const late = await stored(`late-${randomBytes(6).toString('hex')}`);

    expect(rival.value).toMatchObject({ userId: student.user.id });
    expect(late).toBe('placesHeld');
    expect(await storedConnections(student)).toBe(socketsPerAccount);
  });
});
