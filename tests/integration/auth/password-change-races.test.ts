import { generate } from 'otplib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { passwordFingerprint, passwordHashOf } from '../../../functions/data/credentials.ts';
import { userRememberFamiliesPartition, userSessionsPartition } from '../../../functions/data/keys.ts';
import { rememberFamiliesOf, rememberFamilyOf } from '../../../functions/data/remember-families.ts';
import { sessionsOf } from '../../../functions/data/sessions.ts';
import type { User } from '../../../functions/data/users.ts';
import {
  Tab,
  goodPassword,
  resetLinkTo,
  resetWith,
  staffWithTotp,
  userWithPassword,
} from '../../support/auth.ts';
import { call } from '../../support/hostel.ts';
import { heldJobsRun } from '../../support/jobs.ts';
import { beforeTheWrite } from '../../support/racing.ts';
import { signedInAs, signedInTab } from '../../support/sessions.ts';

/**
 * A new password ends every sign-in made with the old one (decision 0075): a sign-in that checked the
 * old password a moment before the change, and writes its session a moment after the change swept, is
 * ended by the sweep held back until every such sign-in is over. The owner's own sign-ins with the new
 * password, the tab that changed it first, stay. Each race sits beside the legitimate path.
 */
afterEach(() => {
  vi.restoreAllMocks();
});

const newPassword = 'Changed-Pass-9';
const remember = 'hostel_remember';

const changePassword = (tab: Tab) =>
  tab
    .call('PUT', '/auth/password', {
      currentPassword: goodPassword,
      newPassword,
      confirmPassword: newPassword,
    })
    .then((response) => {
      if (response.status === 200) tab.csrfToken = response.body.csrfToken;
      return response;
    });

/** A user signed in on a tab with their password, who is about to change it there. */
async function ownerOnATab(overrides: Parameters<typeof userWithPassword>[0] = {}) {
  const user = await userWithPassword(overrides);
  const owner = new Tab();
  expect((await owner.login(user.email, goodPassword)).status).toBe(200);
  return { user, owner };
}

/** The next session, or remembered browser, of the user is written only after `meanwhile` has run. */
const sessionOf = (user: User) => (item: Record<string, unknown>) =>
  item.GSI1PK === userSessionsPartition(user.id);
const familyOf = (user: User) => (item: Record<string, unknown>) =>
  item.GSI1PK === userRememberFamiliesPartition(user.id);

const signedInNow = async (tab: Tab) => (await tab.call('GET', '/auth/me')).status === 200;

/** The fingerprint of the user's password as stored now. */
const currentFingerprint = async (user: User) => passwordFingerprint(await passwordHashOf(user));

describe('a sign-in with the old password whose session lands after a password change', () => {
  it('is ended once every racing sign-in is over; the changing tab and a sign-in with the new password stay', async () => {
    const { user, owner } = await ownerOnATab();
    const racer = new Tab();
    const change = beforeTheWrite(sessionOf(user), () => changePassword(owner));

    expect((await racer.login(user.email, goodPassword)).status).toBe(200);
    expect(change.value?.status).toBe(200);
    const fresh = new Tab();
    expect((await fresh.login(user.email, newPassword)).status).toBe(200);
    // Until the late sweep the racing session works: nothing else asks which password opened it.
    expect(await signedInNow(racer)).toBe(true);

    await heldJobsRun('end-late-sessions');

    expect(await signedInNow(racer)).toBe(false);
    expect(await signedInNow(owner)).toBe(true);
    expect(await signedInNow(fresh)).toBe(true);
  });

  it('with "Remember me": the remembered browser ends with its session, the owner’s new one stays', async () => {
    const { user, owner } = await ownerOnATab();
    const racer = new Tab();
    const change = beforeTheWrite(familyOf(user), () => changePassword(owner));

    expect((await racer.login(user.email, goodPassword, true)).status).toBe(200);
    expect(change.value?.status).toBe(200);
    const fresh = new Tab();
    expect((await fresh.login(user.email, newPassword, true)).status).toBe(200);

    await heldJobsRun('end-late-sessions');

    expect(await signedInNow(racer)).toBe(false);
    expect(await rememberFamilyOf(racer.cookie(remember)!)).toBeNull();
    expect(await signedInNow(owner)).toBe(true);
    expect((await new Tab({ browser: fresh }).hydrate()).status).toBe(200);
  });

  it('with "Remember me": the remembered browser opens no new tab once the password has changed', async () => {
    const { user, owner } = await ownerOnATab();
    const racer = new Tab();
    beforeTheWrite(familyOf(user), () => changePassword(owner));
    expect((await racer.login(user.email, goodPassword, true)).status).toBe(200);

    expect((await new Tab({ browser: racer }).hydrate()).status).toBe(401);
    expect(await rememberFamilyOf(racer.cookie(remember)!)).toBeNull();
  });

  it('is ended for a password reset too; a sign-in with the reset password stays', async () => {
    const user = await userWithPassword();
    const token = await resetLinkTo(user.email);
    const racer = new Tab();
    const reset = beforeTheWrite(sessionOf(user), () => resetWith(token, newPassword));

    expect((await racer.login(user.email, goodPassword)).status).toBe(200);
    expect(reset.value?.status).toBe(200);
    const fresh = new Tab();
    expect((await fresh.login(user.email, newPassword)).status).toBe(200);

    await heldJobsRun('end-late-sessions');

    expect(await signedInNow(racer)).toBe(false);
    expect(await signedInNow(fresh)).toBe(true);
  });

  it('is ended for a password staff set for a student too', async () => {
    const student = await userWithPassword();
    const admin = await signedInAs('admin');
    const racer = new Tab();
    const set = beforeTheWrite(sessionOf(student), () =>
      call(admin, 'PUT', `/students/${student.id}`, { password: newPassword }),
    );

    expect((await racer.login(student.email, goodPassword)).status).toBe(200);
    expect(set.value?.status).toBe(200);

    await heldJobsRun('end-late-sessions');

    expect(await signedInNow(racer)).toBe(false);
  });

  it('is ended for staff whose second step lands after the change', async () => {
    const { user, owner } = await ownerOnATab({ role: 'admin' });
    const racer = new Tab();
    const change = beforeTheWrite(sessionOf(user), () => changePassword(owner));

    expect((await racer.login(user.email, goodPassword)).status).toBe(200);
    expect(change.value?.status).toBe(200);

    await heldJobsRun('end-late-sessions');

    expect(await signedInNow(racer)).toBe(false);
    expect(await signedInNow(owner)).toBe(true);
  });

  it('opens no session from a second step begun with the old password and finished after the change', async () => {
    const staff = await staffWithTotp();
    const racer = new Tab();
    const first = await racer.passwordStep(staff.email, goodPassword);
    const owner = await signedInTab(staff);
    expect(
      (
        await call(owner, 'PUT', '/auth/password', {
          currentPassword: goodPassword,
          newPassword,
          confirmPassword: newPassword,
        })
      ).status,
    ).toBe(200);

    const second = await racer.secondFactor({
      ticket: first.body.secondFactor.ticket,
      method: 'totp',
      code: await generate({ secret: staff.totpSecret }),
    });

    expect(second.status).toBe(401);
    expect(await signedInNow(racer)).toBe(false);
  });
});

describe('the password a session was opened with', () => {
  it('is the one checked by the sign-in, and a remembered browser’s tabs carry their browser’s', async () => {
    const user = await userWithPassword();
    const browser = new Tab();
    expect((await browser.login(user.email, goodPassword, true)).status).toBe(200);
    expect((await new Tab({ browser }).hydrate()).status).toBe(200);

    const fingerprint = await currentFingerprint(user);
    const [family] = await rememberFamiliesOf(user.id);
    expect(family!.passwordFingerprint).toBe(fingerprint);
    const sessions = await sessionsOf(user.id);
    expect(sessions).toHaveLength(2);
    for (const session of sessions) expect(session.passwordFingerprint).toBe(fingerprint);
  });

  it('is the new one for the tab that changed it, remembered or not', async () => {
    for (const rememberMe of [false, true]) {
      const user = await userWithPassword();
      const tab = new Tab();
      expect((await tab.login(user.email, goodPassword, rememberMe)).status).toBe(200);
      const before = await currentFingerprint(user);

      expect((await changePassword(tab)).status).toBe(200);

      const after = await currentFingerprint(user);
      expect(after).not.toBe(before);
      const sessions = await sessionsOf(user.id);
      expect(sessions.map((session) => session.passwordFingerprint)).toEqual([after]);
      const families = await rememberFamiliesOf(user.id);
      expect(families.map((family) => family.passwordFingerprint)).toEqual(rememberMe ? [after] : []);
    }
  });
});
