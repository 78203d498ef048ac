import { afterEach, describe, expect, it, vi } from 'vitest';
import { setStaffActive, getUserById } from '../../../functions/data/users.ts';
import { Tab, goodPassword, resetWith, uniqueEmail, userWithPassword } from '../../support/auth.ts';
import { invoke } from '../../support/invoke.ts';
import { lastMailTo, mailAbout, tokenIn } from '../../support/mail.ts';
import { beforeTheWrite } from '../../support/racing.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A super admin signed in on a fresh tab. */
async function superAdminTab() {
  const user = await userWithPassword({ role: 'super_admin' });
  const tab = new Tab();
  await tab.login(user.email, goodPassword);
  return { user, tab };
}

describe('who may manage admins', () => {
  it('refuses anonymous callers with 401, and students and admins with 403', async () => {
    expect((await new Tab().call('GET', '/super-admin/admins')).status).toBe(401);
    for (const role of ['student', 'admin'] as const) {
      const user = await userWithPassword({ role });
      const tab = new Tab();
      await tab.login(user.email, goodPassword);
      expect((await tab.call('GET', '/super-admin/admins')).status).toBe(403);
      const create = await tab.call('POST', '/super-admin/admins', {
        fullName: 'Sneaky',
        email: uniqueEmail('sneaky'),
        role: 'super_admin',
      });
      expect(create.status).toBe(403);
      expect(create.body).toEqual({ message: 'You do not have permission to do this.' });
    }
  });

  it('refuses a super admin’s write without the CSRF token', async () => {
    const { tab } = await superAdminTab();
    const body = { fullName: 'No Token', email: uniqueEmail('csrf'), role: 'admin' };
    const response = await invoke({
      method: 'POST',
      path: `${tab.base}/super-admin/admins`,
      body,
      cookies: tab.cookiesFor(`${tab.base}/super-admin/admins`),
    });
    expect(response.status).toBe(403);
    const list = await tab.call('GET', '/super-admin/admins?limit=100');
    expect(list.body.admins.map((a: { email: string }) => a.email)).not.toContain(body.email);
  });
});

describe('GET /super-admin/admins', () => {
  it('lists admins and super admins, by name, paginated, and no students', async () => {
    const { tab } = await superAdminTab();
    const admin = await userWithPassword({ role: 'admin', fullName: 'Aaron Admin' });
    const student = await userWithPassword({ role: 'student' });
    const response = await tab.call('GET', '/super-admin/admins?page=1&limit=100');
    expect(response.status).toBe(200);
    const ids = response.body.admins.map((a: { id: string }) => a.id);
    expect(ids).toContain(admin.id);
    expect(ids).not.toContain(student.id);
    expect(response.body.admins.find((a: { id: string }) => a.id === admin.id)).toEqual({
      id: admin.id,
      publicId: admin.publicId,
      fullName: 'Aaron Admin',
      email: admin.email,
      role: 'admin',
      isActive: true,
      emailVerified: true,
      createdAt: admin.createdAt,
    });
    const names = response.body.admins.map((a: { fullName: string }) => a.fullName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(response.body.pagination).toEqual({ page: 1, limit: 100, total: ids.length, pages: 1 });

    const pageOne = await tab.call('GET', '/super-admin/admins?page=1&limit=1');
    expect(pageOne.body.admins).toHaveLength(1);
    expect(pageOne.body.pagination.pages).toBe(ids.length);
  });
});

describe('POST /super-admin/admins', () => {
  it('creates an admin who sets a password from the emailed link and then signs in', async () => {
    const { tab } = await superAdminTab();
    const email = uniqueEmail('new-admin');
    const response = await tab.call('POST', '/super-admin/admins', {
      fullName: 'Efua Sam',
      email,
      role: 'admin',
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      admin: expect.objectContaining({
        fullName: 'Efua Sam',
        email,
        role: 'admin',
        isActive: true,
        emailVerified: false,
      }),
      message: `Admin created. A link to set a password has been emailed to ${email}.`,
    });

    // No password works before the link is used.
    expect((await new Tab().login(email, goodPassword)).status).toBe(401);
    const mail = await lastMailTo(email);
    expect(mail.subject).toBe('Your Northgate Hostel staff account');
    const token = tokenIn(mail, 'reset-password');
    const set = await resetWith(token, goodPassword);
    expect(set.status).toBe(200);
    const login = await new Tab().login(email, goodPassword);
    expect(login.status).toBe(200);
    // Their first sign-in sets up a second factor before any session opens (docs/spec.md §12).
    expect(login.body.secondFactor).toMatchObject({ enrol: true, methods: [] });
    expect(login.cookies).toEqual([]);
  });

  it('keeps the set-password link of an admin whose Activate is pressed while they are active (a stale list)', async () => {
    const { tab } = await superAdminTab();
    const email = uniqueEmail('still-invited');
    const { admin } = (
      await tab.call('POST', '/super-admin/admins', { fullName: 'Ama Owusu', email, role: 'admin' })
    ).body;
    const token = tokenIn(await lastMailTo(email), 'reset-password');

    const pressed = await tab.call('PUT', `/super-admin/admins/${admin.id}/status`, { isActive: true });

    expect(pressed.status).toBe(200);
    expect(pressed.body.admin).toMatchObject({ id: admin.id, isActive: true });
    // Nothing was reopened, so the invitation the admin holds still sets their password.
    expect((await resetWith(token, 'Invited-Admin-Pass-7')).status).toBe(200);
  });

  it('attack: the set-password link of an admin deactivated before using it sets no password, even once they are reactivated', async () => {
    const { tab } = await superAdminTab();
    const email = uniqueEmail('withdrawn-admin');
    const { admin } = (
      await tab.call('POST', '/super-admin/admins', { fullName: 'Kofi Mensah', email, role: 'admin' })
    ).body;
    const token = tokenIn(await lastMailTo(email), 'reset-password');
    expect(
      (await tab.call('PUT', `/super-admin/admins/${admin.id}/status`, { isActive: false })).status,
    ).toBe(200);

    const chosen = 'Link-Holder-Pass-5';
    const set = await resetWith(token, chosen);
    expect(set.status).toBe(400);

    expect((await tab.call('PUT', `/super-admin/admins/${admin.id}/status`, { isActive: true })).status).toBe(
      200,
    );
    // Had the link set it, this would be the second step, and with no factor yet, the link holder's own.
    const signIn = await new Tab().passwordStep(email, chosen);
    expect(signIn.status).toBe(401);
    expect(signIn.body.secondFactor).toBeUndefined();
  });

  it('attack: a set-password link issued in the instant before the admin’s deactivation, which its sweep did not see, sets no password once they are reactivated', async () => {
    const { tab } = await superAdminTab();
    const email = uniqueEmail('withdrawn-admin');
    const status = (id: string, isActive: boolean) =>
      tab.call('PUT', `/super-admin/admins/${id}/status`, { isActive });
    // The admin is made, and another super admin closes the account before its link is written.
    let adminId = '';
    beforeTheWrite(
      (item) => {
        if (item.purpose !== 'reset-password') return false;
        adminId = item.userId as string;
        return true;
      },
      async () => expect((await status(adminId, false)).status).toBe(200),
    );
    expect(
      (await tab.call('POST', '/super-admin/admins', { fullName: 'Kofi Mensah', email, role: 'admin' }))
        .status,
    ).toBe(201);
    const token = tokenIn(await mailAbout(email, 'staff account'), 'reset-password');
    expect((await status(adminId, true)).status).toBe(200);

    const chosen = 'Link-Holder-Pass-5';
    const set = await resetWith(token, chosen);

    expect(set.status).toBe(400);
    const signIn = await new Tab().passwordStep(email, chosen);
    expect(signIn.status).toBe(401);
    expect(signIn.body.secondFactor).toBeUndefined();
  });

  it('creates a super admin', async () => {
    const { tab } = await superAdminTab();
    const response = await tab.call('POST', '/super-admin/admins', {
      fullName: 'Nana Ama',
      email: uniqueEmail('second-super'),
      role: 'super_admin',
    });
    expect(response.status).toBe(201);
    expect(response.body.admin.role).toBe('super_admin');
  });

  it('refuses an address that already has an account with 409', async () => {
    const { tab } = await superAdminTab();
    const existing = await userWithPassword();
    const response = await tab.call('POST', '/super-admin/admins', {
      fullName: 'Dup',
      email: existing.email,
      role: 'admin',
    });
    expect(response.status).toBe(409);
    // The form shows it on the Email field, where the address is to correct.
    expect(response.body).toEqual({
      message: 'An account with this email address already exists.',
      errors: { email: 'An account with this email address already exists.' },
    });
  });

  it('validates the body', async () => {
    const { tab } = await superAdminTab();
    const response = await tab.call('POST', '/super-admin/admins', {
      fullName: '',
      email: 'x',
      role: 'student',
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      fullName: 'Full name is required',
      email: 'Please enter a valid email address',
      role: 'Role must be admin or super_admin',
    });
  });

  it('says a name over 200 characters is too long, not missing, and creates nobody', async () => {
    const { tab } = await superAdminTab();
    const email = uniqueEmail('long-name');
    const response = await tab.call('POST', '/super-admin/admins', {
      fullName: 'A'.repeat(201),
      email,
      role: 'admin',
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ fullName: 'This field is too long' });
    const list = await tab.call('GET', '/super-admin/admins?limit=100');
    expect(list.body.admins.map((a: { email: string }) => a.email)).not.toContain(email);
  });
});

describe('PUT /super-admin/admins/{id}/status', () => {
  it('deactivates an admin, signing them out at once, and reactivates them', async () => {
    const { tab } = await superAdminTab();
    const admin = await userWithPassword({ role: 'admin' });
    const adminTab = new Tab();
    await adminTab.login(admin.email, goodPassword, true);

    const off = await tab.call('PUT', `/super-admin/admins/${admin.id}/status`, { isActive: false });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({
      admin: expect.objectContaining({ id: admin.id, isActive: false }),
      message: 'Admin deactivated successfully',
    });
    expect((await adminTab.call('GET', '/auth/me')).status).toBe(401);
    expect((await new Tab({ browser: adminTab }).hydrate()).status).toBe(401);
    expect((await new Tab().login(admin.email, goodPassword)).status).toBe(403);

    const on = await tab.call('PUT', `/super-admin/admins/${admin.id}/status`, { isActive: true });
    expect(on.body.message).toBe('Admin activated successfully');
    expect((await new Tab().login(admin.email, goodPassword)).status).toBe(200);
  });

  it('will not let a super admin deactivate themself', async () => {
    const { user, tab } = await superAdminTab();
    const response = await tab.call('PUT', `/super-admin/admins/${user.id}/status`, { isActive: false });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'You cannot deactivate your own account.' });
    expect((await getUserById(user.id))!.isActive).toBe(true);
  });

  it('answers 404 for a student or an unknown id', async () => {
    const { tab } = await superAdminTab();
    const student = await userWithPassword();
    for (const id of [student.id, 'f'.repeat(24)]) {
      const response = await tab.call('PUT', `/super-admin/admins/${id}/status`, { isActive: false });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Admin not found' });
    }
    expect((await getUserById(student.id))!.isActive).toBe(true);
  });
});

describe('DELETE /super-admin/admins/{id}', () => {
  it('removes an admin, their sessions, and frees the address', async () => {
    const { tab } = await superAdminTab();
    const admin = await userWithPassword({ role: 'admin' });
    const adminTab = new Tab();
    await adminTab.login(admin.email, goodPassword);
    const response = await tab.call('DELETE', `/super-admin/admins/${admin.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Admin deleted successfully' });
    expect(await getUserById(admin.id)).toBeNull();
    expect((await adminTab.call('GET', '/auth/me')).status).toBe(401);
    const again = await tab.call('POST', '/super-admin/admins', {
      fullName: 'Back',
      email: admin.email,
      role: 'admin',
    });
    expect(again.status).toBe(201);
  });

  it('will not let a super admin delete themself', async () => {
    const { user, tab } = await superAdminTab();
    const response = await tab.call('DELETE', `/super-admin/admins/${user.id}`);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'You cannot delete your own account.' });
    expect(await getUserById(user.id)).not.toBeNull();
  });

  it('never removes or deactivates the last active super admin, even when the acting one was deactivated meanwhile', async () => {
    const acting = await superAdminTab();
    const other = await superAdminTab();
    // The other super admin deactivates the acting one (whose tab is still open), then is the only
    // active super admin left; a write by the stale tab must not remove them.
    await setStaffActive(acting.user.id, false, other.user.id, []);
    const remove = await acting.tab.call('DELETE', `/super-admin/admins/${other.user.id}`);
    expect(remove.status).toBe(409);
    expect(remove.body).toEqual({ message: 'At least one active super admin must remain.' });
    const deactivate = await acting.tab.call('PUT', `/super-admin/admins/${other.user.id}/status`, {
      isActive: false,
    });
    expect(deactivate.status).toBe(409);
    expect(await getUserById(other.user.id)).toMatchObject({ isActive: true });
  });

  it('lets one super admin remove another while both are active', async () => {
    const acting = await superAdminTab();
    const other = await userWithPassword({ role: 'super_admin' });
    expect((await acting.tab.call('DELETE', `/super-admin/admins/${other.id}`)).status).toBe(200);
  });
});
