import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import * as messages from '#contract/messages';
import { realtimeProtocol, socketProtocols } from '#contract/socket-protocols';
import {
  connectionPages,
  getConnection,
  putConnection,
  type Connection,
} from '../../../functions/data/connections.ts';
import { createRealtimeTicket } from '../../../functions/data/realtime-tickets.ts';
import { deleteSession, getSession } from '../../../functions/data/sessions.ts';
import { connectionKey, connectionsPartition, settingsKey } from '../../../functions/data/keys.ts';
import { getLiveItem } from '../../../functions/data/expiry.ts';
import { setLockdown } from '../../../functions/data/settings.ts';
import { pushBatchSize } from '../../../functions/domain/lockdown/fan-out.ts';
import {
  indexReadsLagBehind,
  itemReadsLagBehind,
  newItemsReadLagBehind,
} from '../../support/eventual-reads.ts';
import { clockOn } from '../../support/clock.ts';
import { jobsSettled } from '../../support/jobs.ts';
import { beforeTheTransaction, holding } from '../../support/racing.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';
import { realtimeServerOfThisFile, storedAsBefore0090 } from '../../support/tab-sockets.ts';

const live = realtimeServerOfThisFile('realtime');

afterEach(async () => {
  vi.restoreAllMocks();
  await setLockdown(
    { active: false, reason: '', instructions: '', changedBy: null, changedAt: new Date().toISOString() },
    [],
  );
});

interface Response {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

async function api(
  tab: SignedIn | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const response = await fetch(`${live.origin}${tab ? tab.base : '/api'}${path}`, {
    method,
    headers: {
      ...(tab ? { cookie: tab.cookies.join('; ') } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(tab && method !== 'GET' ? tab.writeHeaders : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** Opens the socket as the SPA does: the ticket as a subprotocol (or, with `query`, as the old URL did). */
function open(ticket: string, { query = false } = {}): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = query
      ? new WebSocket(`${live.origin.replace('http', 'ws')}/ws?ticket=${encodeURIComponent(ticket)}`)
      : new WebSocket(`${live.origin.replace('http', 'ws')}/ws`, socketProtocols(ticket));
    live.keep(socket);
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

async function connectAs(tab: SignedIn): Promise<WebSocket> {
  const { status, body } = await api(tab, 'GET', '/realtime/ticket');
  expect(status).toBe(200);
  expect(body.url).toBe('/ws');
  const socket = await open(body.ticket);
  socket.send(
    JSON.stringify({
      event: 'join-user',
      data: { userId: tab.user.id, role: tab.user.role, tabId: tab.tabId },
    }),
  );
  return socket;
}

const nextEvent = (socket: WebSocket) =>
  new Promise<{ event: string; data: unknown }>((resolve) =>
    socket.once('message', (data) => resolve(JSON.parse(String(data)))),
  );

const closed = (socket: WebSocket) =>
  new Promise<void>((resolve) => {
    if (socket.readyState === socket.CLOSED) resolve();
    else socket.once('close', () => resolve());
  });

/** The stored connection of a tab's socket, if there is one. */
async function connectionOf(tab: SignedIn): Promise<Connection | null> {
  for await (const recipients of connectionPages()) {
    for (const { id } of recipients) {
      const connection = await getConnection(id);
      if (connection?.tabId === tab.tabId) return connection;
    }
  }
  return null;
}

/** Waits for the tab's join to be stored: written after the socket answers, over a second when busy. */
const joined = (tab: SignedIn) =>
  expect.poll(async () => (await connectionOf(tab))?.joinedAt, { timeout: 5000 }).toEqual(expect.any(String));

/** Switches the lockdown on in the table alone, as if the fan-out had paged past every socket. */
const switchedPastTheFanOut = () =>
  setLockdown(
    { active: true, reason: 'Drill', instructions: '', changedBy: null, changedAt: new Date().toISOString() },
    [],
    new Date().toISOString(),
  );

const switchOn = (superAdmin: SignedIn, reason: string) =>
  api(superAdmin, 'PUT', '/super-admin/emergency', { active: true, reason });

describe('connecting to the realtime socket', () => {
  it('accepts a ticket from a signed-in tab and stores the connection with what the ticket proved', async () => {
    const student = await signedInAs('student');
    await connectAs(student);
    await joined(student);
    expect(await connectionOf(student)).toMatchObject({ userId: student.user.id, role: 'student' });
  });

  it('refuses a socket without a ticket, with a forged one, or with one already used', async () => {
    const admin = await signedInAs('admin');
    await expect(open('')).rejects.toThrow(/401/);
    await expect(open(randomBytes(32).toString('base64url'))).rejects.toThrow(/401/);
    const { body } = await api(admin, 'GET', '/realtime/ticket');
    await open(body.ticket);
    await expect(open(body.ticket)).rejects.toThrow(/401/);
  });

  it('takes the ticket only from the subprotocol, never from the URL that CloudFront logs, and answers with the product subprotocol', async () => {
    const admin = await signedInAs('admin');
    const { body } = await api(admin, 'GET', '/realtime/ticket');
    // The old carrier: refused, and the ticket is not even read, let alone spent.
    await expect(open(body.ticket, { query: true })).rejects.toThrow(/401/);
    // Offered without the product's subprotocol: refused too.
    await expect(
      new Promise((resolve, reject) => {
        const socket = new WebSocket(`${live.origin.replace('http', 'ws')}/ws`, [`ticket.${body.ticket}`]);
        live.keep(socket);
        socket.once('open', resolve);
        socket.once('error', reject);
      }),
    ).rejects.toThrow(/401/);
    const socket = await open(body.ticket);
    expect(socket.protocol).toBe(realtimeProtocol);
  });

  it('refuses a ticket older than a minute', async () => {
    const admin = await signedInAs('admin');
    const ticket = await createRealtimeTicket({
      sessionId: 'unused',
      userId: admin.user.id,
      role: 'admin',
      tabId: admin.tabId,
    });
    clockOn(61_000);
    await expect(open(ticket)).rejects.toThrow(/401/);
  });

  it('refuses a ticket whose tab has signed out since', async () => {
    const admin = await signedInAs('admin');
    const { body } = await api(admin, 'GET', '/realtime/ticket');
    await deleteSession({ id: admin.sessionId, userId: admin.user.id });
    await expect(open(body.ticket)).rejects.toThrow(/401/);
  });

  it('gives no ticket to an anonymous tab', async () => {
    const response = await fetch(`${live.origin}/api/tab/abcdefgh/realtime/ticket`);
    expect(response.status).toBe(401);
  });

  it('closes a socket whose join-user names someone other than its ticket', async () => {
    const student = await signedInAs('student');
    const { body } = await api(student, 'GET', '/realtime/ticket');
    const socket = await open(body.ticket);
    socket.send(
      JSON.stringify({
        event: 'join-user',
        data: { userId: student.user.id, role: 'admin', tabId: student.tabId },
      }),
    );
    await closed(socket);
    expect(await connectionOf(student)).toBeNull();
  });

  it('keeps a socket whose join-user arrives before an ordinary read would show its connection', async () => {
    const student = await signedInAs('student');
    // In the cloud a read without ConsistentRead may not show an item written a moment ago: the
    // connection $connect just stored, when the tab's join-user follows at once.
    newItemsReadLagBehind((key) => key.PK === connectionsPartition);
    const socket = await connectAs(student);

    /** The tab's join as stored, read consistently past the lag. */
    const joinedAt = async () => {
      for await (const recipients of connectionPages())
        for (const { id } of recipients) {
          const item = await getLiveItem(connectionKey(id), { consistent: true });
          if (item?.tabId === student.tabId) return item.joinedAt;
        }
      return undefined;
    };
    await expect.poll(joinedAt, { timeout: 5000 }).toEqual(expect.any(String));
    expect(socket.readyState).toBe(WebSocket.OPEN);
  });
});

/** A student's and an admin's sockets open, each waiting for its next event, and a super admin to switch. */
async function listening() {
  const [student, admin, superAdmin] = await Promise.all([
    signedInAs('student'),
    signedInAs('admin'),
    signedInAs('super_admin'),
  ]);
  const studentSocket = await connectAs(student);
  const adminSocket = await connectAs(admin);
  return {
    superAdmin,
    studentSocket,
    adminSocket,
    studentEvent: nextEvent(studentSocket),
    adminEvent: nextEvent(adminSocket),
  };
}

const switchOff = (superAdmin: SignedIn) =>
  api(superAdmin, 'PUT', '/super-admin/emergency', { active: false });

describe('the emergency lockdown', () => {
  it('tells staff why and students only that it happened, and closes the students’ sockets', async () => {
    const { superAdmin, studentSocket, adminSocket, studentEvent, adminEvent } = await listening();

    const switched = await switchOn(superAdmin, 'Fire alarm in block A');

    expect(switched.status).toBe(200);
    expect(switched.body).toMatchObject({
      active: true,
      reason: 'Fire alarm in block A',
      instructions: '',
      changedBy: superAdmin.user.fullName,
      message: messages.lockdown.activated,
    });
    const { changedAt } = switched.body;
    expect(await studentEvent).toEqual({ event: 'emergency-lockdown', data: { changedAt } });
    expect(await adminEvent).toEqual({
      event: 'emergency-lockdown',
      data: { reason: 'Fire alarm in block A', changedAt },
    });
    await closed(studentSocket);
    expect(adminSocket.readyState).toBe(adminSocket.OPEN);
    expect((await api(null, 'GET', '/settings/public')).body.emergencyLockdown).toBe(true);
    expect((await api(superAdmin, 'GET', '/super-admin/emergency')).body).toMatchObject({
      active: true,
      reason: 'Fire alarm in block A',
      instructions: '',
      changedBy: superAdmin.user.fullName,
      changedAt: expect.any(String),
    });
  });

  it('signs every student out with one write: their sessions fail, staff sessions keep working', async () => {
    const [student, admin, superAdmin] = await Promise.all([
      signedInAs('student'),
      signedInAs('admin'),
      signedInAs('super_admin'),
    ]);

    await switchOn(superAdmin, 'Fire alarm in block A');

    expect(await api(student, 'GET', '/realtime/ticket')).toEqual({
      status: 503,
      body: { message: messages.lockdown.loggedOut, emergencyLockdown: true },
    });
    // No delete per session: the item stays until its TTL, and the lockdown epoch refuses it.
    expect(await getSession(student.sessionId)).not.toBeNull();
    expect((await api(admin, 'GET', '/realtime/ticket')).status).toBe(200);

    await switchOff(superAdmin);

    expect((await api(student, 'GET', '/realtime/ticket')).status).toBe(401);
    expect((await api(admin, 'GET', '/realtime/ticket')).status).toBe(200);
    expect((await api(superAdmin, 'GET', '/super-admin/emergency')).status).toBe(200);
  });

  it('answers a student who signs in during the lockdown with 503, and signs them out when it ends', async () => {
    const superAdmin = await signedInAs('super_admin');
    await switchOn(superAdmin, 'Drill');
    // Made straight in the table, as a sign-in that read the settings just before the switch would.
    const student = await signedInAs('student');
    expect(await api(student, 'GET', '/realtime/ticket')).toEqual({
      status: 503,
      body: { message: messages.lockdown.loggedOut, emergencyLockdown: true },
    });

    await switchOff(superAdmin);

    expect((await api(student, 'GET', '/realtime/ticket')).status).toBe(401);
  });

  it('refuses a student’s socket opened with a ticket from before the lockdown', async () => {
    const [student, superAdmin] = await Promise.all([signedInAs('student'), signedInAs('super_admin')]);
    const { body } = await api(student, 'GET', '/realtime/ticket');

    await switchOn(superAdmin, 'Drill');

    await expect(open(body.ticket)).rejects.toThrow(/401/);
  });

  it('closes a student’s socket the fan-out missed on its next message', async () => {
    const [student, admin] = await Promise.all([signedInAs('student'), signedInAs('admin')]);
    const studentSocket = await connectAs(student);
    const adminSocket = await connectAs(admin);
    // The join is written after the socket answers; on a busy machine that can take over the default second.
    await joined(student);
    await switchedPastTheFanOut();

    for (const [tab, socket] of [
      [student, studentSocket],
      [admin, adminSocket],
    ] as const)
      socket.send(
        JSON.stringify({
          event: 'join-user',
          data: { userId: tab.user.id, role: tab.user.role, tabId: tab.tabId },
        }),
      );

    await closed(studentSocket);
    expect(await connectionOf(student)).toBeNull();
    expect(adminSocket.readyState).toBe(adminSocket.OPEN);
  });

  it('attack: a student’s socket the fan-out missed cannot stay open by sending anything but join-user', async () => {
    const [students, admin] = await Promise.all([
      Promise.all([signedInAs('student'), signedInAs('student'), signedInAs('student')]),
      signedInAs('admin'),
    ]);
    const studentSockets = await Promise.all(students.map(connectAs));
    const adminSocket = await connectAs(admin);
    for (const student of students) await joined(student);
    await switchedPastTheFanOut();

    // What a client keeping its socket alive might send: a ping, an empty object, something not JSON.
    const messagesSent = [JSON.stringify({ event: 'ping' }), '{}', 'ping'];
    studentSockets.forEach((socket, i) => socket.send(messagesSent[i]!));
    adminSocket.send(JSON.stringify({ event: 'ping' }));

    await Promise.all(studentSockets.map(closed));
    for (const student of students) expect(await connectionOf(student)).toBeNull();
    expect(adminSocket.readyState).toBe(adminSocket.OPEN);
    expect(await connectionOf(admin)).not.toBeNull();
  });

  it('tells every socket when it is lifted, after which a student signs in and connects again', async () => {
    const [admin, superAdmin] = await Promise.all([signedInAs('admin'), signedInAs('super_admin')]);
    await switchOn(superAdmin, 'Flood');
    const adminSocket = await connectAs(admin);
    const unlockEvent = nextEvent(adminSocket);

    const lifted = await switchOff(superAdmin);

    expect(lifted.body).toMatchObject({ active: false, reason: '', message: messages.lockdown.deactivated });
    expect(await unlockEvent).toEqual({
      event: 'emergency-unlock',
      data: { changedAt: lifted.body.changedAt },
    });
    expect((await api(null, 'GET', '/settings/public')).body.emergencyLockdown).toBe(false);
    const student = await signedInAs('student');
    expect((await api(student, 'GET', '/realtime/ticket')).status).toBe(200);
    await connectAs(student);
  });

  it('tells each socket the time of the switch it announces, which the public settings carry too', async () => {
    const { superAdmin, adminSocket, studentEvent, adminEvent: adminOn } = await listening();

    const on = await switchOn(superAdmin, 'Drill');

    expect(await studentEvent).toEqual({
      event: 'emergency-lockdown',
      data: { changedAt: on.body.changedAt },
    });
    expect(await adminOn).toEqual({
      event: 'emergency-lockdown',
      data: { reason: 'Drill', changedAt: on.body.changedAt },
    });
    const adminOff = nextEvent(adminSocket);

    const off = await switchOff(superAdmin);

    expect(await adminOff).toEqual({ event: 'emergency-unlock', data: { changedAt: off.body.changedAt } });
    expect(off.body.changedAt > on.body.changedAt).toBe(true);
    expect((await api(null, 'GET', '/settings/public')).body).toMatchObject({
      emergencyLockdown: false,
      lockdownChangedAt: off.body.changedAt,
    });
  });

  it('removes a connection that is gone without a $disconnect, and still switches', async () => {
    const superAdmin = await signedInAs('super_admin');
    const dead = (await putConnection({
      id: 'gone-' + randomBytes(6).toString('hex'),
      userId: superAdmin.user.id,
      role: 'super_admin',
      tabId: superAdmin.tabId,
      sessionId: superAdmin.sessionId,
    })) as Connection;

    const switched = await switchOn(superAdmin, 'Gas leak');
    await jobsSettled();

    expect(switched.status).toBe(200);
    expect(await getConnection(dead.id)).toBeNull();
  });

  it('reaches every connection through the jobs queue, in more than one batch', async () => {
    const [admin, superAdmin, student] = await Promise.all([
      signedInAs('admin'),
      signedInAs('super_admin'),
      signedInAs('student'),
    ]);
    const adminSocket = await connectAs(admin);
    const adminEvent = nextEvent(adminSocket);
    // More connections than one push job takes, of as many students (an account holds 20 at most), each
    // stored with a live session as $connect stores it; these browsers have gone without a $disconnect.
    const stale = Array.from(
      { length: pushBatchSize * 2 + 10 },
      (_, i) => `stale-${i}-${randomBytes(4).toString('hex')}`,
    );
    for (let i = 0; i < stale.length; i += 50)
      await Promise.all(
        stale.slice(i, i + 50).map((id) =>
          putConnection({
            id,
            userId: id,
            role: 'student',
            tabId: student.tabId,
            sessionId: student.sessionId,
          }),
        ),
      );

    const switched = await switchOn(superAdmin, 'Storm');

    expect(switched.status).toBe(200);
    expect(await jobsSettled()).toEqual({ deadLetters: 0 });
    expect(await adminEvent).toEqual({
      event: 'emergency-lockdown',
      data: { reason: 'Storm', changedAt: switched.body.changedAt },
    });
    for (const id of [stale[0]!, stale.at(-1)!]) expect(await getConnection(id)).toBeNull();
    let left = 0;
    for await (const recipients of connectionPages())
      left += recipients.filter((r) => r.id.startsWith('stale-')).length;
    expect(left).toBe(0);
  });

  it('reaches a socket whose connection was stored before its partition existed (decision 0090)', async () => {
    const [student, superAdmin] = await Promise.all([signedInAs('student'), signedInAs('super_admin')]);
    const tab = await live.open(student);
    await joined(student);
    await storedAsBefore0090((await connectionOf(student))!.id);

    expect((await switchOn(superAdmin, 'Drill')).status).toBe(200);

    await expect
      .poll(() => tab.received, { timeout: 10_000 })
      .toContainEqual({ event: 'emergency-lockdown', data: { changedAt: expect.any(String) } });
  });

  it('needs a reason to switch on', async () => {
    const superAdmin = await signedInAs('super_admin');
    for (const body of [{ active: true }, { active: true, reason: '   ' }]) {
      const response = await api(superAdmin, 'PUT', '/super-admin/emergency', body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(messages.lockdownSwitch.reasonRequired);
    }
    expect((await api(superAdmin, 'GET', '/super-admin/emergency')).body.active).toBe(false);
  });

  it('shows its instructions to everyone signed out while it lasts, and its reason to staff only', async () => {
    const [superAdmin, student] = await Promise.all([signedInAs('super_admin'), signedInAs('student')]);
    const instructions = 'Stay in your rooms.\nWardens are coming round.';
    const on = await api(superAdmin, 'PUT', '/super-admin/emergency', {
      active: true,
      reason: 'Gas leak in block B',
      instructions: `  ${instructions}  `,
    });
    expect(on.status).toBe(200);
    expect(on.body.instructions).toBe(instructions);

    const open = await api(null, 'GET', '/settings/public');
    expect(open.body).toMatchObject({ emergencyLockdown: true, lockdownInstructions: instructions });
    expect(JSON.stringify(open.body)).not.toContain('Gas leak');
    // The tab the lockdown signed out asks on the plain base too, with its old cookie.
    const signedOut = await api(null, 'GET', '/settings/public', undefined, {
      cookie: student.cookies.join('; '),
    });
    expect(signedOut.body.lockdownInstructions).toBe(instructions);
    expect((await api(superAdmin, 'GET', '/super-admin/emergency')).body).toMatchObject({
      reason: 'Gas leak in block B',
      instructions,
    });

    expect((await api(superAdmin, 'PUT', '/super-admin/emergency', { active: false })).status).toBe(200);
    expect((await api(null, 'GET', '/settings/public')).body.lockdownInstructions).toBe('');
    expect((await api(superAdmin, 'GET', '/super-admin/emergency')).body.instructions).toBe('');
  });

  it('refuses instructions over 500 characters or of control characters, and stays off', async () => {
    const superAdmin = await signedInAs('super_admin');
    const tooLong = await api(superAdmin, 'PUT', '/super-admin/emergency', {
      active: true,
      reason: 'Drill',
      instructions: 'x'.repeat(501),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe(messages.lockdownSwitch.instructionsTooLong);
    const control = await api(superAdmin, 'PUT', '/super-admin/emergency', {
      active: true,
      reason: 'Drill',
      instructions: 'Stay \u001b[31min',
    });
    expect(control.status).toBe(400);
    expect((await api(superAdmin, 'GET', '/super-admin/emergency')).body.active).toBe(false);
  });

  it('lets only a super admin switch it, with the CSRF token', async () => {
    const [admin, superAdmin] = await Promise.all([signedInAs('admin'), signedInAs('super_admin')]);
    expect((await switchOn(admin, 'No')).status).toBe(403);
    const noCsrf = await api(
      superAdmin,
      'PUT',
      '/super-admin/emergency',
      { active: true, reason: 'No' },
      { 'x-csrf-token': 'wrong' },
    );
    expect(noCsrf.status).toBe(403);
    expect((await api(superAdmin, 'GET', '/super-admin/emergency')).body.active).toBe(false);
  });
});

describe('the lockdown reaching every socket, whatever it races', () => {
  const lockdownEvent = { event: 'emergency-lockdown', data: { changedAt: expect.any(String) } };
  /** The $connect's write: its connection, with its places. */
  const connectionWrite = holding((item) => item.Put?.Item?.type === 'connection');

  it('race: a student’s socket whose $connect the switch overtakes is refused, not left open and unaware', async () => {
    const [student, superAdmin] = await Promise.all([signedInAs('student'), signedInAs('super_admin')]);
    const { body } = await api(student, 'GET', '/realtime/ticket');
    // A read that may answer as before the switch still finds the lockdown off.
    const settingsLag = await itemReadsLagBehind(settingsKey());
    // Switched on while $connect runs, just before it stores the connection: the switch's fan-out reads
    // the connections before this one is among them.
    beforeTheTransaction(connectionWrite, () => switchOn(superAdmin, 'Drill'));

    await expect(open(body.ticket)).rejects.toThrow(/401/);

    expect(await connectionOf(student)).toBeNull();
    // The tab's next try, a moment later, is answered with the lockdown, which signs it out.
    settingsLag.caughtUp();
    expect((await api(student, 'GET', '/realtime/ticket')).status).toBe(503);
  });

  it('race: a socket stored a moment before the switch hears it, though the index has not caught up with it', async () => {
    const [student, superAdmin] = await Promise.all([signedInAs('student'), signedInAs('super_admin')]);
    const tab = await live.open(student);
    await joined(student);
    const { id } = (await connectionOf(student))!;
    indexReadsLagBehind((item) => item.id === id);

    expect((await switchOn(superAdmin, 'Drill')).status).toBe(200);

    await expect.poll(() => tab.received, { timeout: 10_000 }).toContainEqual(lockdownEvent);
  });

  it('race: every socket hears the switch, though the workers read the settings before they caught up with it', async () => {
    const [student, superAdmin] = await Promise.all([signedInAs('student'), signedInAs('super_admin')]);
    const tab = await live.open(student);
    await joined(student);
    await itemReadsLagBehind(settingsKey());

    expect((await switchOn(superAdmin, 'Drill')).status).toBe(200);

    await expect.poll(() => tab.received, { timeout: 10_000 }).toContainEqual(lockdownEvent);
  });

  it('race: staff hear the lift, though the workers read the settings before they caught up with it', async () => {
    const [admin, superAdmin] = await Promise.all([signedInAs('admin'), signedInAs('super_admin')]);
    await switchOn(superAdmin, 'Drill');
    const tab = await live.open(admin);
    await itemReadsLagBehind(settingsKey());

    expect((await switchOff(superAdmin)).status).toBe(200);

    await expect
      .poll(() => tab.received, { timeout: 10_000 })
      .toContainEqual({ event: 'emergency-unlock', data: { changedAt: expect.any(String) } });
  });

  it('race: a switch timed before one stored meanwhile is refused, so the switch stored last is the latest a tab hears of', async () => {
    const superAdmin = await signedInAs('super_admin');
    await switchOn(superAdmin, 'Drill');
    // The lift has taken its time and read the super admin; a switch on, timed after it, is stored first.
    beforeTheTransaction(
      holding((item) => item.Update?.UpdateExpression?.includes('emergencyLockdown') === true),
      () => switchOn(superAdmin, 'Drill again'),
    );

    const lifted = await switchOff(superAdmin);

    expect(lifted).toEqual({ status: 409, body: { message: messages.lockdownSwitch.switchedMeanwhile } });
    expect((await api(superAdmin, 'GET', '/super-admin/emergency')).body).toMatchObject({
      active: true,
      reason: 'Drill again',
    });
  });

  it('race: a tab that reads the lockdown as its socket opens reads the switch, however recent', async () => {
    const superAdmin = await signedInAs('super_admin');
    await switchOn(superAdmin, 'Drill');
    // Its socket opened after the lift's fan-out read the connections: only this reading tells it.
    await itemReadsLagBehind(settingsKey());

    expect((await switchOff(superAdmin)).status).toBe(200);

    expect((await api(null, 'GET', '/settings/public')).body.emergencyLockdown).toBe(false);
  });

  it('race: staff’s banner reads the switch it was pushed, however recent, with who switched it', async () => {
    const [admin, superAdmin] = await Promise.all([signedInAs('admin'), signedInAs('super_admin')]);
    await itemReadsLagBehind(settingsKey());

    const on = await switchOn(superAdmin, 'Drill');

    // The banner reads GET /settings as the push arrives, and draws it only if it is of that switch.
    expect((await api(admin, 'GET', '/settings')).body.settings.emergencyLockdown).toMatchObject({
      active: true,
      changedAt: on.body.changedAt,
      changedBy: superAdmin.user.fullName,
    });
  });

  it('race: Emergency Controls read the switch in force, however recent (after a 409 it shows the other)', async () => {
    const [superAdmin, colleague] = await Promise.all([signedInAs('super_admin'), signedInAs('super_admin')]);
    await switchOn(superAdmin, 'Drill');
    await itemReadsLagBehind(settingsKey());

    expect((await switchOff(colleague)).status).toBe(200);

    expect((await api(superAdmin, 'GET', '/super-admin/emergency')).body).toMatchObject({
      active: false,
      changedBy: colleague.user.fullName,
    });
  });
});
