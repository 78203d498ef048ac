import { describe, expect, it } from 'vitest';
import { goodPassword, Tab, userWithPassword } from '../../support/auth.ts';
import { call } from '../../support/hostel.ts';
import { signedInAs } from '../../support/sessions.ts';

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
});
