import { describe, expect, it } from 'vitest';
import { nowSeconds } from '../../../functions/data/expiry.ts';
import { defaultSettings, putSettings } from '../../../functions/data/settings.ts';
import { setStaffActive } from '../../../functions/data/users.ts';
import { Tab, goodPassword, userWithPassword } from '../../support/auth.ts';
import { invoke } from '../../support/invoke.ts';

describe('GET /auth/csrf-token (the hydration check)', () => {
  it('answers 401 "Not authenticated" for an anonymous tab', async () => {
    const response = await new Tab().hydrate();
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Not authenticated' });
  });

  it('answers the CSRF token, the user and isAuthenticated for a signed-in tab', async () => {
    const user = await userWithPassword({ role: 'admin' });
    const tab = new Tab();
    const login = await tab.login(user.email, goodPassword);
    const response = await tab.hydrate();
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      csrfToken: login.body.csrfToken,
      user: {
        id: user.id,
        publicId: user.publicId,
        fullName: user.fullName,
        email: user.email,
        role: 'admin',
      },
      isAuthenticated: true,
    });
  });

  it('does not accept one tab’s cookie on another tab’s path', async () => {
    const user = await userWithPassword();
    const tab = new Tab();
    await tab.login(user.email, goodPassword);
    const other = new Tab();
    const response = await invoke({
      path: `${other.base}/auth/csrf-token`,
      cookies: tab.cookiesFor(`${tab.base}/auth/csrf-token`),
    });
    expect(response.status).toBe(401);
  });
});

describe('two tabs of one browser', () => {
  it('hold a student and an admin at the same time', async () => {
    const student = await userWithPassword();
    const admin = await userWithPassword({ role: 'admin' });
    const studentTab = new Tab();
    const adminTab = new Tab({ browser: studentTab });
    await studentTab.login(student.email, goodPassword);
    await adminTab.login(admin.email, goodPassword);

    expect((await studentTab.call('GET', '/auth/me')).body.user).toMatchObject({
      id: student.id,
      role: 'student',
    });
    expect((await adminTab.call('GET', '/auth/me')).body.user).toMatchObject({ id: admin.id, role: 'admin' });

    // Signing one out leaves the other signed in.
    expect((await studentTab.call('POST', '/auth/logout')).status).toBe(200);
    expect((await studentTab.hydrate()).status).toBe(401);
    expect((await adminTab.hydrate()).status).toBe(200);
  });
});

describe('GET /auth/me', () => {
  it('returns a student’s own record without any secret', async () => {
    const student = await userWithPassword({
      gender: 'male',
      phoneNumber: '+233200000001',
      dateOfBirth: '2004-01-31',
      programmeOfStudy: 'BSc Mechanical Engineering',
      level: '300',
      guardianName: 'Akua Mensah',
      guardianPhoneNumber: '+233200000002',
    });
    const tab = new Tab();
    await tab.login(student.email, goodPassword);
    const response = await tab.call('GET', '/auth/me');
    expect(response.status).toBe(200);
    expect(response.body.user).toEqual({
      id: student.id,
      publicId: student.publicId,
      fullName: student.fullName,
      email: student.email,
      role: 'student',
      gender: 'male',
      phoneNumber: '+233200000001',
      dateOfBirth: '2004-01-31',
      programmeOfStudy: 'BSc Mechanical Engineering',
      level: '300',
      guardianName: 'Akua Mensah',
      guardianPhoneNumber: '+233200000002',
      guardianRelationship: null,
      studentIdNumber: null,
      isActive: true,
      emailVerified: true,
      createdAt: student.createdAt,
    });
  });

  it('answers 401 without a session', async () => {
    expect((await new Tab().call('GET', '/auth/me')).status).toBe(401);
  });
});

describe('POST /auth/logout', () => {
  it('refuses a logout without the CSRF token with 403, and the session lives on', async () => {
    const user = await userWithPassword();
    const tab = new Tab();
    await tab.login(user.email, goodPassword);
    const forged = await invoke({
      method: 'POST',
      path: `${tab.base}/auth/logout`,
      cookies: tab.cookiesFor(`${tab.base}/auth/logout`),
    });
    expect(forged.status).toBe(403);
    expect(forged.body).toEqual({ message: 'Invalid or missing CSRF token. Reload the page and try again.' });
    const wrongToken = await tab.call('POST', '/auth/logout', undefined, { 'x-csrf-token': 'x'.repeat(43) });
    expect(wrongToken.status).toBe(403);
    expect((await tab.hydrate()).status).toBe(200);
  });

  it('revokes the session at once: the old cookie no longer works', async () => {
    const user = await userWithPassword();
    const tab = new Tab();
    await tab.login(user.email, goodPassword);
    const cookies = tab.cookiesFor(`${tab.base}/auth/me`);
    const response = await tab.call('POST', '/auth/logout');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Logged out successfully' });
    expect(response.cookies[0]).toMatch(new RegExp(`^hostel_session=; Path=/api/tab/${tab.id}; .*Max-Age=0`));
    const replayed = await invoke({ path: `${tab.base}/auth/me`, cookies });
    expect(replayed.status).toBe(401);
  });
});

describe('"Remember me"', () => {
  const thirtyDays = 30 * 24 * 60 * 60;

  it('keeps the session for 30 days and signs a new tab of the same browser in without the password', async () => {
    const user = await userWithPassword();
    const first = new Tab();
    const before = nowSeconds();
    const login = await first.login(user.email, goodPassword, true);
    const after = nowSeconds();
    expect(login.status).toBe(200);
    const [session, remember] = login.cookies;
    expect(remember).toMatch(
      /^hostel_remember=[\w.-]+; Path=\/api\/tab; HttpOnly; SameSite=Strict; Max-Age=/,
    );
    // 30 days from the sign-in: the cookies are set a moment after the family starts its 30 days.
    for (const cookie of [session!, remember!]) {
      const maxAge = Number(/; Max-Age=(\d+)/.exec(cookie)?.[1]);
      expect(maxAge).toBeGreaterThanOrEqual(thirtyDays - (after - before));
      expect(maxAge).toBeLessThanOrEqual(thirtyDays);
    }

    const second = new Tab({ browser: first });
    const hydrated = await second.hydrate();
    expect(hydrated.status).toBe(200);
    expect(hydrated.body).toMatchObject({ isAuthenticated: true, user: { id: user.id } });
    expect(hydrated.body.csrfToken).not.toBe(first.csrfToken);
    expect(hydrated.cookies[0]).toContain(`Path=/api/tab/${second.id}`);
    // The new tab now has a session of its own.
    expect((await second.call('GET', '/auth/me')).body.user.id).toBe(user.id);
  });

  it('does not sign in a tab of another browser', async () => {
    const user = await userWithPassword();
    await new Tab().login(user.email, goodPassword, true);
    expect((await new Tab().hydrate()).status).toBe(401);
  });

  it('without it, a new tab of the same browser stays signed out', async () => {
    const user = await userWithPassword();
    const first = new Tab();
    const login = await first.login(user.email, goodPassword, false);
    expect(login.cookies).toHaveLength(1);
    expect((await new Tab({ browser: first }).hydrate()).status).toBe(401);
  });

  it('ends with logout: no new tab signs back in', async () => {
    const user = await userWithPassword();
    const first = new Tab();
    await first.login(user.email, goodPassword, true);
    const remembered = first.cookiesFor('/api/tab/anything/auth/csrf-token');
    const logout = await first.call('POST', '/auth/logout');
    expect(logout.cookies.some((c) => /^hostel_remember=; Path=\/api\/tab; .*Max-Age=0/.test(c))).toBe(true);
    expect((await new Tab({ browser: first }).hydrate()).status).toBe(401);
    // Even a copy of the old remember cookie is worthless now.
    const replayed = await invoke({ path: '/api/tab/Zz9_Zz9_/auth/csrf-token', cookies: remembered });
    expect(replayed.status).toBe(401);
  });

  it('stops working when the account is deactivated', async () => {
    const user = await userWithPassword({ role: 'admin' });
    const superAdmin = await userWithPassword({ role: 'super_admin' });
    const first = new Tab();
    await first.login(user.email, goodPassword, true);
    await setStaffActive(user.id, false, superAdmin.id, []);
    expect((await new Tab({ browser: first }).hydrate()).status).toBe(401);
  });

  it('does not let a student back in during a lockdown', async () => {
    const user = await userWithPassword();
    const first = new Tab();
    await first.login(user.email, goodPassword, true);
    await putSettings({
      ...defaultSettings(),
      emergencyLockdown: {
        active: true,
        reason: 'Storm',
        instructions: '',
        changedBy: null,
        changedAt: null,
      },
    });
    try {
      const response = await new Tab({ browser: first }).hydrate();
      expect(response.status).toBe(503);
      expect(response.body.emergencyLockdown).toBe(true);
    } finally {
      await putSettings(defaultSettings());
    }
  });
});
