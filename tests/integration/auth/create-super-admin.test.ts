import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { CommandError, createSuperAdmin } from '../../../infra/scripts/create-super-admin.ts';
import { Tab, goodPassword, uniqueEmail, userWithPassword } from '../../support/auth.ts';
import { invoke } from '../../support/invoke.ts';

describe('the create-super-admin command', () => {
  it('creates a super admin whose printed link sets the password, after which they sign in', async () => {
    const email = uniqueEmail('first-super');
    const { user, link } = await createSuperAdmin({ email, fullName: 'Adwoa Badu' });
    expect(user).toMatchObject({ role: 'super_admin', isActive: true, emailVerified: false });
    expect(link).toMatch(new RegExp(`^${process.env.PUBLIC_ORIGIN}/management/reset-password#token=`));
    expect((await new Tab().login(email, goodPassword)).status).toBe(401);

    // In the fragment, which no request carries (contract/link-tokens.ts).
    const token = new URLSearchParams(new URL(link).hash.slice(1)).get('token');
    const set = await invoke({
      method: 'POST',
      path: '/api/auth/reset-password',
      body: { token, newPassword: goodPassword },
    });
    expect(set.status).toBe(200);
    // The password is accepted; as staff, the new super admin's first sign-in goes on to set up a
    // second factor (docs/spec.md §12).
    expect((await new Tab().login(email, goodPassword)).body.secondFactor).toMatchObject({ enrol: true });
  });

  it('refuses an address that already has an account, and a malformed one', async () => {
    const existing = await userWithPassword();
    await expect(createSuperAdmin({ email: existing.email, fullName: 'Dup' })).rejects.toThrow(CommandError);
    await expect(createSuperAdmin({ email: 'nope', fullName: 'X' })).rejects.toThrow(/valid email address/);
  });

  it('runs as an npm script against the table named in the environment', async () => {
    const email = uniqueEmail('cli-super');
    const { stdout } = await promisify(execFile)(
      join(import.meta.dirname, '../../../node_modules/.bin/node'),
      ['infra/scripts/create-super-admin.ts', '--email', email, '--name', 'Kojo Antwi'],
      { cwd: join(import.meta.dirname, '../../..'), env: { ...process.env, SESSION_SECRET: '' } },
    );
    expect(stdout).toContain(`Created super admin Kojo Antwi <${email}>`);
    expect(stdout).toMatch(/\/management\/reset-password#token=[\w%-]+/);
    const usage = promisify(execFile)(
      join(import.meta.dirname, '../../../node_modules/.bin/node'),
      ['infra/scripts/create-super-admin.ts'],
      { cwd: join(import.meta.dirname, '../../..'), env: process.env },
    );
    await expect(usage).rejects.toMatchObject({ stderr: expect.stringContaining('Usage:') });
  });
});
