import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { connectionsOf, deleteConnection, putConnection } from '../../../functions/data/connections.ts';
import { socketPlacesKey } from '../../../functions/data/keys.ts';
import { call } from '../../support/hostel.ts';
import { jobsSettled } from '../../support/jobs.ts';
import { beforeTheTransaction, holding } from '../../support/racing.ts';
import { signedInAs, signedInTab, type SignedIn } from '../../support/sessions.ts';
import { realtimeServerOfThisFile } from '../../support/tab-sockets.ts';

/**
 * An account holds at most 20 open sockets (docs/spec.md §9, decision 0070). Every open socket is an
 * item each lockdown fan-out walks, so one account's thousands would slow the lockdown reaching
 * everyone else's. The sockets go through the local server, which refuses a $connect as API Gateway
 * does: the upgrade is answered with the status the handler gave.
 */
const socketsPerAccount = 20;

const live = realtimeServerOfThisFile('realtime-limits');

afterEach(() => {
  vi.useRealTimers();
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

/** How many live connections of the user are stored. */
const storedConnections = (tab: SignedIn) => connectionsOf(tab.user.id).then((found) => found.length);

/** Stores a connection of the tab straight through the data layer, as $connect does: null when refused. */
const storedFor = (tab: SignedIn) => (id: string) =>
  putConnection({ id, userId: tab.user.id, role: tab.user.role, tabId: tab.tabId, sessionId: tab.sessionId });

describe('an account’s open sockets', () => {
  it('refuses the 21st socket of an account with 429, while another account still connects', async () => {
    const [student, neighbour] = await Promise.all([signedInAs('student'), signedInAs('student')]);
    await openMany(student, socketsPerAccount);

    expect(await connect(student)).toBe(429);

    expect(await connect(neighbour)).toBe('open');
    expect(await storedConnections(student)).toBe(socketsPerAccount);
    expect(await storedConnections(neighbour)).toBe(1);
  });

  it('counts the sockets of every tab of the account, staff’s too', async () => {
    const first = await signedInAs('admin');
    const second = await signedInTab(first.user);
    await openMany(first, socketsPerAccount / 2);
    await openMany(second, socketsPerAccount / 2);

    expect(await connect(first)).toBe(429);
    expect(await connect(second)).toBe(429);
  });

  it('frees a place when one of the sockets closes', async () => {
    const student = await signedInAs('student');
    const [closing] = await openMany(student, socketsPerAccount);
    expect(await connect(student)).toBe(429);

    closing!.close();
    await expect.poll(() => storedConnections(student), { timeout: 5000 }).toBe(socketsPerAccount - 1);

    expect(await connect(student)).toBe('open');
    expect(await connect(student)).toBe(429);
  });

  it('frees the places of the sockets a signed-out tab opened, and no more', async () => {
    const staying = await signedInAs('student');
    const leaving = await signedInTab(staying.user);
    await openMany(staying, socketsPerAccount / 2);
    await openMany(leaving, socketsPerAccount / 2);
    expect(await connect(staying)).toBe(429);

    expect((await call(leaving, 'POST', '/auth/logout')).status).toBe(200);
    await jobsSettled();

    await openMany(staying, socketsPerAccount / 2);
    expect(await connect(staying)).toBe(429);
  });

  it('takes back the place of a connection gone without its $disconnect, expired or removed', async () => {
    const student = await signedInAs('student');
    const stored = storedFor(student);
    // Half stored three hours ago, long past any socket's life, and never deleted (TTL lags by days)...
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 3 * 60 * 60 * 1000);
    for (let i = 0; i < socketsPerAccount / 2; i++) await stored(`expired-${randomBytes(6).toString('hex')}`);
    vi.useRealTimers();
    // ...and half removed by a way that knows nothing of places.
    for (let i = 0; i < socketsPerAccount / 2; i++) {
      const id = `removed-${randomBytes(6).toString('hex')}`;
      await stored(id);
      await deleteConnection(id);
    }

    await openMany(student, socketsPerAccount);
    expect(await connect(student)).toBe(429);
  });

  it('race: sockets opened all at once take no more than the account’s places', async () => {
    const student = await signedInAs('student');

    const attempts = await Promise.all(Array.from({ length: socketsPerAccount + 5 }, () => connect(student)));

    expect(attempts.filter((attempt) => attempt === 'open')).toHaveLength(socketsPerAccount);
    expect(attempts.filter((attempt) => attempt !== 'open')).toEqual([429, 429, 429, 429, 429]);
    expect(await storedConnections(student)).toBe(socketsPerAccount);
  });

  it('race: the place a gone connection leaves is taken once, when another socket takes it between the check and the second try', async () => {
    const student = await signedInAs('student');
    const stored = storedFor(student);
    const ids = Array.from({ length: socketsPerAccount }, () => `held-${randomBytes(6).toString('hex')}`);
    for (const id of ids) await stored(id);
    await deleteConnection(ids[0]!);
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
    expect(late).toBeNull();
    expect(await storedConnections(student)).toBe(socketsPerAccount);
  });
});
