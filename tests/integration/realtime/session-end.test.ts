import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { staffIdleSeconds } from '#contract/session-activity';
import { connectionsOf, getConnection } from '../../../functions/data/connections.ts';
import { deleteSession, touchSession } from '../../../functions/data/sessions.ts';
import { noticeOf, tellOfCommitted } from '../../../functions/domain/notifications/notices.ts';
import { staffChanged } from '../../../functions/domain/realtime/staff-changes.ts';
import { goodPassword, userWithPasswordOnly } from '../../support/auth.ts';
import { call } from '../../support/hostel.ts';
import { jobsSettled } from '../../support/jobs.ts';
import { beforeTheTransaction, holding } from '../../support/racing.ts';
import { signedInAs, signedInTab, type SignedIn } from '../../support/sessions.ts';
import { realtimeServerOfThisFile, storedAsBefore0090, type TabSocket } from '../../support/tab-sockets.ts';

/**
 * A socket lives no longer than the session it was opened with (docs/spec.md §7, §12): each way of
 * ending sessions closes the sockets opened with them, and they hear nothing more, while the user's
 * tabs still signed in keep theirs. Each attack is a socket opened with a session that then ends.
 */
const live = realtimeServerOfThisFile('session-end');

afterEach(() => {
  vi.restoreAllMocks();
});

/** A tab's socket as the SPA opens it, once the server has stored its join. */
async function socketOf(tab: SignedIn): Promise<TabSocket & { id: string }> {
  const before = new Set((await connectionsOf(tab.user.id)).map((connection) => connection.id));
  const opened = await live.open(tab);
  let id = '';
  // The join is written after the socket answers; on a busy machine that can take over a second.
  await expect
    .poll(
      async () => {
        for (const connection of await connectionsOf(tab.user.id))
          if (!before.has(connection.id) && (await getConnection(connection.id))?.joinedAt)
            id = connection.id;
        return id;
      },
      { timeout: 5000 },
    )
    .not.toBe('');
  return { ...opened, id };
}

/** Whether the server closed the socket, within the few seconds a queued close takes. */
const closedBy = (socket: WebSocket) =>
  expect.poll(() => socket.readyState, { timeout: 5000 }).toBe(WebSocket.CLOSED);

/** Files a notice for the user, as the jobs worker delivers it to their open tabs. */
async function tellStudent(tab: SignedIn, subject: string): Promise<void> {
  await tellOfCommitted([
    noticeOf(tab.user.id, 'bookings', { to: tab.user.email, subject, text: subject, html: subject }),
  ]);
  await jobsSettled();
}

const notices = (tab: TabSocket) => tab.received.filter((message) => message.event === 'notification');

describe('a socket opened with a session that ends', () => {
  it('attack: signing out closes the socket a thief opened with the stolen session; the owner’s other tab stays', async () => {
    const owner = await signedInAs('student');
    const otherTab = await signedInTab(owner.user);
    const thief = await socketOf(owner);
    const kept = await socketOf(otherTab);

    expect((await call(owner, 'POST', '/auth/logout')).status).toBe(200);
    // Removed with the session, before its socket's close has run: nothing more is pushed to it.
    expect(await getConnection(thief.id)).toBeNull();
    await jobsSettled();

    await closedBy(thief.socket);
    await tellStudent(owner, 'Your booking moved to Room B202');
    await expect.poll(() => notices(kept).length, { timeout: 5000 }).toBe(1);
    expect(notices(thief)).toEqual([]);
    expect(kept.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('attack: signing out closes a thief’s socket stored before connections had their partition (decision 0090)', async () => {
    const owner = await signedInAs('student');
    const thief = await socketOf(owner);
    await storedAsBefore0090(thief.id);

    expect((await call(owner, 'POST', '/auth/logout')).status).toBe(200);
    await jobsSettled();

    await closedBy(thief.socket);
  });

  it('attack: “sign out everywhere else” closes the sockets of the sessions it ends, not this tab’s', async () => {
    const owner = await signedInAs('student');
    const stolen = await signedInTab(owner.user);
    const thief = await socketOf(stolen);
    const kept = await socketOf(owner);

    expect((await call(owner, 'DELETE', '/auth/sessions')).status).toBe(200);
    await jobsSettled();

    await closedBy(thief.socket);
    expect(await getConnection(thief.id)).toBeNull();
    await tellStudent(owner, 'Your offer expires soon');
    await expect.poll(() => notices(kept).length, { timeout: 5000 }).toBe(1);
    expect(notices(thief)).toEqual([]);
  });

  it('attack: a password change closes every socket of the account’s old sessions, and the tab that changed it connects again', async () => {
    const user = await userWithPasswordOnly({ role: 'student' });
    const [owner, stolen] = [await signedInTab(user), await signedInTab(user)];
    const thief = await socketOf(stolen);
    const ownSocket = await socketOf(owner);

    const changed = await call(owner, 'PUT', '/auth/password', {
      currentPassword: goodPassword,
      newPassword: 'Changed-Pass-9',
      confirmPassword: 'Changed-Pass-9',
    });
    expect(changed.status).toBe(200);
    await jobsSettled();

    // The changing tab's socket was opened with its old session too; the SPA opens another.
    await Promise.all([closedBy(thief.socket), closedBy(ownSocket.socket)]);
    const renewed = { ...owner, cookies: changed.cookies.map((cookie) => cookie.split(';')[0]!) };
    const reconnected = await socketOf(renewed);
    await tellStudent(owner, 'Your password was changed');
    await expect.poll(() => notices(reconnected).length, { timeout: 5000 }).toBe(1);
    expect(notices(thief)).toEqual([]);
  });

  it('attack: a socket whose session ended without its close keeps nothing open by sending messages', async () => {
    const student = await signedInAs('student');
    const thief = await socketOf(student);
    // Ended straight through the data layer, as if the close had never been queued.
    await deleteSession({ id: student.sessionId, userId: student.user.id });

    thief.socket.send(JSON.stringify({ event: 'ping' }));

    await closedBy(thief.socket);
    expect(await getConnection(thief.id)).toBeNull();
  });
});

describe('a socket opened with a session its tab replaced', () => {
  /** Signs the tab in again, as `email`: its session is replaced by a new one. */
  async function signInAgain(tab: SignedIn, email: string): Promise<void> {
    const response = await call(tab, 'POST', '/auth/login', {
      email,
      password: goodPassword,
      rememberMe: false,
    });
    expect(response.status).toBe(200);
  }

  it.each([
    ['as someone else', async () => (await userWithPasswordOnly({ role: 'student' })).email],
    ['again, as the same user', async (owner: SignedIn) => owner.user.email],
  ])(
    'attack: signing the tab in %s stops the old session’s socket hearing its notices, and its next message closes it',
    async (_, emailOf) => {
      const user = await userWithPasswordOnly({ role: 'student' });
      const [tab, otherTab] = [await signedInTab(user), await signedInTab(user)];
      const old = await socketOf(tab);
      const kept = await socketOf(otherTab);

      await signInAgain(tab, await emailOf(tab));

      expect(await getConnection(old.id)).toBeNull();
      await tellStudent(tab, 'Your booking moved to Room C303');
      await expect.poll(() => notices(kept).length, { timeout: 5000 }).toBe(1);
      expect(notices(old)).toEqual([]);
      old.socket.send(JSON.stringify({ event: 'ping' }));
      await closedBy(old.socket);
    },
  );

  it('attack: a staff session ended for being idle stops its socket hearing staff’s changes', async () => {
    const [idle, colleague] = await Promise.all([signedInAs('admin'), signedInAs('admin')]);
    const left = await socketOf(idle);
    const kept = await socketOf(colleague);
    await touchSession(idle.sessionId, new Date(Date.now() - (staffIdleSeconds + 60) * 1000).toISOString());

    const response = await call(idle, 'GET', '/auth/me');
    expect(response.status).toBe(401);
    expect(response.body.sessionIdle).toBe(true);

    expect(await getConnection(left.id)).toBeNull();
    await staffChanged('parcels');
    await jobsSettled();
    await expect
      .poll(() => kept.received, { timeout: 5000 })
      .toEqual([{ event: 'changed', data: { resource: 'parcels' } }]);
    expect(left.received).toEqual([]);
  });
});

describe('a socket opening as its session ends', () => {
  it('race: a $connect whose tab signs out between its check and its write is refused, and leaves nothing to push to', async () => {
    const student = await signedInAs('student');
    const signingOut = beforeTheTransaction(
      holding((item) => item.Put?.Item?.type === 'connection'),
      () => call(student, 'POST', '/auth/logout'),
    );

    await expect(live.open(student)).rejects.toThrow(/Unexpected server response: 401/);

    expect(signingOut.value?.status).toBe(200);
    expect(await connectionsOf(student.user.id)).toEqual([]);
  });
});

describe('a deactivated admin', () => {
  it('attack: loses their open socket at once, and hears no staff change after', async () => {
    const [superAdmin, admin, colleague] = await Promise.all([
      signedInAs('super_admin'),
      signedInAs('admin'),
      signedInAs('admin'),
    ]);
    const deactivated = await socketOf(admin);
    const kept = await socketOf(colleague);

    const response = await call(superAdmin, 'PUT', `/super-admin/admins/${admin.user.id}/status`, {
      isActive: false,
    });
    expect(response.status).toBe(200);
    await jobsSettled();

    await closedBy(deactivated.socket);
    expect(await getConnection(deactivated.id)).toBeNull();
    await staffChanged('parcels');
    await jobsSettled();
    await expect
      .poll(() => kept.received, { timeout: 5000 })
      .toEqual([{ event: 'changed', data: { resource: 'parcels' } }]);
    expect(deactivated.received).toEqual([]);
  });
});
