import { describe, expect, it } from 'vitest';
import * as messages from '#contract/messages';
import { goodPassword, registration, Tab, userWithPassword } from '../../support/auth.ts';
import { call } from '../../support/hostel.ts';
import { signedInAs } from '../../support/sessions.ts';

/** The lockdown as a student meets it through the real sign-in and registration calls. */
describe('signing in and registering across an emergency lockdown', () => {
  it('refuses a student’s password sign-in and registration while on, and signs them in again once lifted', async () => {
    const superAdmin = await signedInAs('super_admin');
    const student = await userWithPassword();
    const tab = new Tab();
    expect((await tab.login(student.email, goodPassword)).status).toBe(200);

    expect(
      (await call(superAdmin, 'PUT', '/super-admin/emergency', { active: true, reason: 'Drill' })).status,
    ).toBe(200);
    try {
      expect((await tab.hydrate()).body).toEqual({
        emergencyLockdown: true,
        message: messages.lockdown.hydrate,
      });
      const refused = await new Tab().login(student.email, goodPassword);
      expect(refused.status).toBe(503);
      expect(refused.body.emergencyLockdown).toBe(true);
      const registering = await new Tab().call('POST', '/auth/register', registration());
      expect(registering.status).toBe(503);
      expect(registering.body.message).toBe(messages.lockdown.registration);
    } finally {
      await call(superAdmin, 'PUT', '/super-admin/emergency', { active: false });
    }

    const again = new Tab();
    expect((await again.login(student.email, goodPassword)).status).toBe(200);
    expect((await again.hydrate()).status).toBe(200);
  });

  it('tells a student signing in again on the tab the lockdown signed out that sign-in is paused, and lets staff use that tab', async () => {
    const superAdmin = await signedInAs('super_admin');
    const [student, admin] = await Promise.all([userWithPassword(), userWithPassword({ role: 'admin' })]);
    const tab = new Tab();
    expect((await tab.login(student.email, goodPassword)).status).toBe(200);

    await call(superAdmin, 'PUT', '/super-admin/emergency', { active: true, reason: 'Drill' });
    try {
      const again = await tab.login(student.email, goodPassword);
      expect(again.status).toBe(503);
      expect(again.body).toEqual({ message: messages.lockdown.signInPaused, emergencyLockdown: true });
      expect((await tab.login(admin.email, goodPassword)).status).toBe(200);
      expect((await tab.hydrate()).body.user.id).toBe(admin.id);
    } finally {
      await call(superAdmin, 'PUT', '/super-admin/emergency', { active: false });
    }
  });

  it('ends a student’s tabs and remembered browser for good, and a staff member’s neither', async () => {
    const superAdmin = await signedInAs('super_admin');
    const [student, admin] = await Promise.all([userWithPassword(), userWithPassword({ role: 'admin' })]);
    const studentTab = new Tab();
    const adminTab = new Tab();
    expect((await studentTab.login(student.email, goodPassword, true)).status).toBe(200);
    expect((await adminTab.login(admin.email, goodPassword, true)).status).toBe(200);

    await call(superAdmin, 'PUT', '/super-admin/emergency', { active: true, reason: 'Drill' });
    await call(superAdmin, 'PUT', '/super-admin/emergency', { active: false });

    expect((await studentTab.hydrate()).status).toBe(401);
    expect((await new Tab({ browser: studentTab }).hydrate()).status).toBe(401);
    expect((await adminTab.hydrate()).status).toBe(200);
    expect((await new Tab({ browser: adminTab }).hydrate()).status).toBe(200);

    // Signing in again after the lockdown gives the student a session and a remember token that hold.
    const again = new Tab({ browser: studentTab });
    expect((await again.login(student.email, goodPassword, true)).status).toBe(200);
    expect((await again.hydrate()).status).toBe(200);
    expect((await new Tab({ browser: studentTab }).hydrate()).status).toBe(200);
  });
});
