import { describe, expect, it } from 'vitest';
import { getUserByEmail, getUserById } from '../../../functions/data/users.ts';
import * as messages from '../../../functions/contract/messages.ts';
import { Tab, goodPassword, uniqueEmail, userWithPassword } from '../../support/auth.ts';
import { lastMailTo, mailTo } from '../../support/mail.ts';
import { invoke } from '../../support/invoke.ts';

const newPassword = 'Changed-Pass-9';

async function signedInTab(role: 'student' | 'admin' | 'super_admin' = 'student', rememberMe = false) {
  const user = await userWithPassword({ role });
  const tab = new Tab();
  expect((await tab.login(user.email, goodPassword, rememberMe)).status).toBe(200);
  return { user, tab };
}

const changePassword = (tab: Tab, body: Record<string, string>) =>
  tab.call('PUT', '/auth/password', body).then((response) => {
    if (response.status === 200) tab.csrfToken = response.body.csrfToken;
    return response;
  });

const validChange = { currentPassword: goodPassword, newPassword, confirmPassword: newPassword };

/** The token of the confirmation link in a change-email mail. */
const confirmTokenIn = (mail: { text: string }) => {
  const match = /\/management\/confirm-email#token=([\w-]+)/.exec(mail.text);
  if (!match) throw new Error('No confirmation link in the mail');
  return match[1]!;
};
const confirm = (token: string) =>
  invoke({ method: 'POST', path: '/api/auth/confirm-email', body: { token } });

describe('PUT /auth/password (own password change)', () => {
  it('with the current password: changes it, keeps this tab signed in, ends every other session and remembered browser, and mails the owner', async () => {
    const { user, tab } = await signedInTab();
    const elsewhere = new Tab();
    await elsewhere.login(user.email, goodPassword, true);

    const response = await changePassword(tab, validChange);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(
      'Password changed. Every other session of your account has been signed out.',
    );

    // This tab goes on, writes included (it got a new session and CSRF token).
    expect((await tab.call('GET', '/auth/me')).status).toBe(200);
    expect((await tab.call('PUT', '/auth/password', { ...validChange, currentPassword: 'x' })).status).toBe(
      400,
    );
    // The other browser is out: its tab and its remember token.
    expect((await elsewhere.hydrate()).status).toBe(401);
    expect((await new Tab({ browser: elsewhere }).hydrate()).status).toBe(401);

    expect((await new Tab().login(user.email, goodPassword)).status).toBe(401);
    const again = new Tab();
    expect((await again.login(user.email, newPassword)).status).toBe(200);
    expect((await lastMailTo(user.email)).subject).toBe('Your Northgate Hostel password was changed');
    // A security notice: in the owner's centre under account as well as by mail.
    expect((await again.call('GET', '/notifications')).body.notifications).toEqual([
      expect.objectContaining({ category: 'account', title: 'Your Northgate Hostel password was changed' }),
    ]);
  });

  it('a remembered tab stays remembered: the browser gets a new remember token, the old one is dead', async () => {
    const { tab } = await signedInTab('student', true);
    const before = tab.cookiesFor('/api/tab/x/y').find((c) => c.startsWith('hostel_remember='))!;
    expect((await changePassword(tab, validChange)).status).toBe(200);
    const after = tab.cookiesFor('/api/tab/x/y').find((c) => c.startsWith('hostel_remember='))!;
    expect(after).not.toBe(before);
    expect((await new Tab({ browser: tab }).hydrate()).status).toBe(200);
    expect((await invoke({ path: '/api/tab/Zz9_Zz9_/auth/csrf-token', cookies: [before] })).status).toBe(401);
  });

  it('works for staff too', async () => {
    for (const role of ['admin', 'super_admin'] as const) {
      const { user, tab } = await signedInTab(role);
      expect((await changePassword(tab, validChange)).status).toBe(200);
      expect((await new Tab().login(user.email, newPassword)).status).toBe(200);
    }
  });

  it('attack: a session holder without the current password changes nothing, and the owner’s sessions live on', async () => {
    const { user, tab } = await signedInTab();
    const owner = new Tab();
    await owner.login(user.email, goodPassword);
    const response = await changePassword(tab, { ...validChange, currentPassword: 'Guess-Pass-1' });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ currentPassword: 'Your current password is not correct' });
    expect((await owner.call('GET', '/auth/me')).status).toBe(200);
    expect((await new Tab().login(user.email, goodPassword)).status).toBe(200);
  });

  it('attack: guessing the current password through a session is throttled like sign-in', async () => {
    const { tab } = await signedInTab();
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await changePassword(tab, { ...validChange, currentPassword: `Guess-${i}-Aa` })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    // Even the right password waits out the window now.
    expect((await changePassword(tab, validChange)).status).toBe(429);
  });

  it('needs the password rule: 8 characters, not a common password', async () => {
    const { tab } = await signedInTab();
    const short = await changePassword(tab, {
      ...validChange,
      newPassword: 'aaaaaa',
      confirmPassword: 'aaaaaa',
    });
    expect(short.status).toBe(400);
    expect(short.body.errors.newPassword).toBe('Password must be at least 8 characters');
    const common = await changePassword(tab, {
      ...validChange,
      newPassword: 'password1',
      confirmPassword: 'password1',
    });
    expect(common.body.errors.newPassword).toBe(messages.passwords.passwordCommon);
    const mismatch = await changePassword(tab, { ...validChange, confirmPassword: 'Other-Pass-1' });
    expect(mismatch.body.errors.confirmPassword).toBe('Passwords do not match');
  });

  it('attack replayed from the issue: PUT /students/{ownId} with a password is refused and changes nothing', async () => {
    const { user, tab } = await signedInTab();
    // `aaaaaa` itself no longer passes the password rule (400); one that does meets the 403.
    expect((await tab.call('PUT', `/students/${user.id}`, { password: 'aaaaaa' })).status).toBe(400);
    const response = await tab.call('PUT', `/students/${user.id}`, { password: 'Borrowed-Tab-9' });
    expect(response.status).toBe(403);
    expect(response.body.message).toMatch(/Change password/);
    expect((await new Tab().login(user.email, goodPassword)).status).toBe(200);
    expect((await new Tab().login(user.email, 'Borrowed-Tab-9')).status).toBe(401);
  });

  it('refuses anonymous callers and a write without the CSRF token', async () => {
    const { tab } = await signedInTab();
    expect((await new Tab().call('PUT', '/auth/password', validChange)).status).toBe(401);
    tab.csrfToken = 'wrong';
    expect((await tab.call('PUT', '/auth/password', validChange)).status).toBe(403);
  });
});

describe('PUT /auth/email (own email change)', () => {
  it('mails a link to the new address and a notice to the old one; sign-in stays on the old address until the link is used', async () => {
    const { user, tab } = await signedInTab();
    const newEmail = uniqueEmail('moved');
    const response = await tab.call('PUT', '/auth/email', { newEmail, currentPassword: goodPassword });
    expect(response.status).toBe(200);
    expect(response.body.message).toMatch(/confirmation link/);

    const notice = await lastMailTo(user.email);
    expect(notice.subject).toBe('A change of your Northgate Hostel sign-in email was requested');
    expect(notice.text).toContain(newEmail);
    const link = await lastMailTo(newEmail);
    expect(link.subject).toBe('Confirm your new email address for Northgate Hostel');

    expect((await new Tab().login(user.email, goodPassword)).status).toBe(200);
    expect((await new Tab().login(newEmail, goodPassword)).status).toBe(401);

    const confirmed = await confirm(confirmTokenIn(link));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe(
      'Your email address has been changed. Sign in with the new address from now on.',
    );
    expect((await new Tab().login(newEmail, goodPassword)).status).toBe(200);
    expect((await new Tab().login(user.email, goodPassword)).status).toBe(401);
    expect((await getUserById(user.id))!.email).toBe(newEmail);
    expect(await getUserByEmail(user.email)).toBeNull();
    expect((await lastMailTo(user.email)).subject).toBe('Your Northgate Hostel sign-in email was changed');
    // The link works once.
    expect((await confirm(confirmTokenIn(link))).status).toBe(400);
  });

  it('attack: the answer for a taken address equals the answer for a free one; the holder is told by mail and nothing changes', async () => {
    const { user, tab } = await signedInTab();
    const holder = await userWithPassword();
    const taken = await tab.call('PUT', '/auth/email', {
      newEmail: holder.email,
      currentPassword: goodPassword,
    });
    const free = await tab.call('PUT', '/auth/email', {
      newEmail: uniqueEmail('free'),
      currentPassword: goodPassword,
    });
    expect(taken.status).toBe(free.status);
    expect(taken.body).toEqual(free.body);

    const [note] = await mailTo(holder.email);
    expect(note!.subject).toBe('Someone tried to use your email at Northgate Hostel');
    expect(note!.text).not.toMatch(/confirm-email/);
    expect((await getUserById(user.id))!.email).toBe(user.email);
    expect((await getUserByEmail(holder.email))!.id).toBe(holder.id);
  });

  it('attack replayed from the issue: PUT /students/{ownId} {"email": …} is refused alike for a taken and a free address, and changes nothing', async () => {
    const { user, tab } = await signedInTab();
    const holder = await userWithPassword();
    const taken = await tab.call('PUT', `/students/${user.id}`, { email: holder.email });
    const free = await tab.call('PUT', `/students/${user.id}`, { email: uniqueEmail('free') });
    expect(taken.status).toBe(403);
    expect(taken.body).toEqual(free.body);
    expect((await getUserById(user.id))!.email).toBe(user.email);
    // The profile form sending the unchanged address is fine.
    const same = await tab.call('PUT', `/students/${user.id}`, { email: user.email, level: '300' });
    expect(same.status).toBe(200);
  });

  it('attack: a session holder without the current password gets no link sent', async () => {
    const { tab } = await signedInTab();
    const newEmail = uniqueEmail('thief');
    const response = await tab.call('PUT', '/auth/email', { newEmail, currentPassword: 'Guess-Pass-1' });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ currentPassword: 'Your current password is not correct' });
    expect(await mailTo(newEmail)).toEqual([]);
  });

  it('a link whose address was taken meanwhile changes nothing', async () => {
    const { user, tab } = await signedInTab();
    const newEmail = uniqueEmail('race');
    await tab.call('PUT', '/auth/email', { newEmail, currentPassword: goodPassword });
    const token = confirmTokenIn(await lastMailTo(newEmail));
    await userWithPassword({ email: newEmail });
    expect((await confirm(token)).status).toBe(400);
    expect((await getUserById(user.id))!.email).toBe(user.email);
  });

  it('only the newest link works', async () => {
    const { user, tab } = await signedInTab('admin');
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await tab.call('PUT', '/auth/email', { newEmail: first, currentPassword: goodPassword });
    await tab.call('PUT', '/auth/email', { newEmail: second, currentPassword: goodPassword });
    expect((await confirm(confirmTokenIn(await lastMailTo(first)))).status).toBe(400);
    expect((await confirm(confirmTokenIn(await lastMailTo(second)))).status).toBe(200);
    expect((await getUserById(user.id))!.email).toBe(second);
  });
});
