import { describe, expect, it } from 'vitest';
import { goodPassword, Tab, userWithPassword } from '../../support/auth.ts';
import { call } from '../../support/hostel.ts';
import { heldJobsRun } from '../../support/jobs.ts';
import { signedInAs, signedInTab, type SignedIn } from '../../support/sessions.ts';
import { getSession } from '../../../functions/data/sessions.ts';
import type { User } from '../../../functions/data/users.ts';

/** A student whom staff lock out must lose every tab and every browser that remembers them. */
describe('staff changes that sign a student out everywhere', () => {
  async function rememberedStudent() {
    const student = await userWithPassword();
    const browser = new Tab();
    expect((await browser.login(student.email, goodPassword, true)).status).toBe(200);
    return { student, browser };
  }

  it('deactivating the student ends their sessions and forgets their remembered browsers', async () => {
    const { student, browser } = await rememberedStudent();
    const admin = await signedInAs('admin');
    const toggled = await call(admin, 'PUT', `/students/${student.id}/status`, { isActive: false });
    expect(toggled.status).toBe(200);

    expect((await browser.hydrate()).status).toBe(401);
    expect((await new Tab({ browser }).hydrate()).status).toBe(401);
  });

  it('setting a new password ends their sessions and forgets their remembered browsers', async () => {
    const { student, browser } = await rememberedStudent();
    const admin = await signedInAs('admin');
    const updated = await call(admin, 'PUT', `/students/${student.id}`, { password: 'Another-Pass-7' });
    expect(updated.status).toBe(200);

    expect((await browser.hydrate()).status).toBe(401);
    expect((await new Tab({ browser }).hydrate()).status).toBe(401);
  });

  describe('a sign-in racing the account’s closing', () => {
    /** A session opened as a sign-in that read the account open opens it, just after the closing swept. */
    const racingSignIn = (user: User) => signedInTab(user);
    const stillIn = async (tab: SignedIn) => (await getSession(tab.sessionId)) !== null;

    it('is ended once every sign-in that read the account open has finished, for a deactivation', async () => {
      const student = await userWithPassword();
      const admin = await signedInAs('admin');
      expect((await call(admin, 'PUT', `/students/${student.id}/status`, { isActive: false })).status).toBe(
        200,
      );
      const late = await racingSignIn(student);
      // Until then it works: nothing else asks whether the account is still open.
      expect((await call(late, 'GET', '/auth/me')).status).toBe(200);

      const { shown } = await heldJobsRun('end-late-sessions');

      expect(shown).toBeGreaterThanOrEqual(1);
      expect(await stillIn(late)).toBe(false);
    });

    it('is ended for a deleted staff member too', async () => {
      const staff = await userWithPassword({ role: 'admin' });
      const superAdmin = await signedInAs('super_admin');
      expect((await call(superAdmin, 'DELETE', `/super-admin/admins/${staff.id}`)).status).toBe(200);
      const late = await racingSignIn(staff);

      await heldJobsRun('end-late-sessions');

      expect(await stillIn(late)).toBe(false);
    });

    it('is kept when the account was opened again before the late sweep', async () => {
      const student = await userWithPassword();
      const admin = await signedInAs('admin');
      await call(admin, 'PUT', `/students/${student.id}/status`, { isActive: false });
      await call(admin, 'PUT', `/students/${student.id}/status`, { isActive: true });
      const signedInAgain = await racingSignIn(student);

      await heldJobsRun('end-late-sessions');

      expect(await stillIn(signedInAgain)).toBe(true);
    });
  });
});
