import { describe, expect, it } from 'vitest';
import {
  addRecoveryCodes,
  getPasskey,
  getTotp,
  listPasskeys,
  spendRecoveryCode,
} from '../../../functions/data/second-factors.ts';
import {
  Tab,
  addPasskey,
  goodPassword,
  staffWithTotp,
  userWithPassword,
  userWithPasswordOnly,
} from '../../support/auth.ts';
import { flushOutbox } from '../../../functions/domain/notifications/after-commit.ts';
import { call } from '../../support/hostel.ts';
import { jobsSettled } from '../../support/jobs.ts';
import { mailAbout } from '../../support/mail.ts';
import { signedInAs } from '../../support/sessions.ts';
import { SoftwareAuthenticator } from '../../support/software-authenticator.ts';

/** The challenge to create a passkey for the account signed in on `tab`, asked with its password. */
const addOptions = (tab: Tab, currentPassword = goodPassword) =>
  tab.call('POST', '/auth/passkeys/options', { currentPassword });

/** A student signed in with a password, and a passkey added to their account. */
async function studentWithPasskey() {
  const student = await userWithPassword();
  const tab = new Tab();
  await tab.login(student.email, goodPassword);
  const { authenticator, response } = await addPasskey(tab);
  expect(response.status).toBe(201);
  return { student, authenticator };
}

/** Signs in on `tab` with a passkey alone: options, then the authenticator's answer. */
async function passkeySignIn(tab: Tab, authenticator: SoftwareAuthenticator) {
  const { ticket, options } = (await tab.call('POST', '/auth/passkey/options', {})).body;
  const passkey = authenticator.get(options);
  return { ticket, passkey, response: await tab.call('POST', '/auth/login/passkey', { ticket, passkey }) };
}

describe('passkeys (issue 25 point 4)', () => {
  it('lets a student add a passkey on their account and then sign in with it alone', async () => {
    const { student, authenticator } = await studentWithPasskey();
    const stored = await getPasskey(authenticator.credentialId);
    expect(stored).toMatchObject({ userId: student.id, counter: 0 });

    const tab = new Tab();
    const { response } = await passkeySignIn(tab, authenticator);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      user: { id: student.id, role: 'student' },
      message: 'Logged in successfully',
    });
    expect((await tab.hydrate()).body.user.id).toBe(student.id);
    const listed = await tab.call('GET', '/auth/passkeys');
    expect(listed.body).toMatchObject({ passkeys: [{ id: authenticator.credentialId }], totp: false });
  });

  it('refuses a passkey whose attestation is not the none it asked for, and stores nothing', async () => {
    const student = await userWithPassword();
    const tab = new Tab();
    await tab.login(student.email, goodPassword);
    const authenticator = new SoftwareAuthenticator();
    const { ticket, options } = (await addOptions(tab)).body;
    expect(options.attestation).toBe('none');

    const response = await tab.call('POST', '/auth/passkeys', {
      ticket,
      passkey: authenticator.create(options, 'packed'),
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('That passkey could not be verified. Please try again.');
    expect(await getPasskey(authenticator.credentialId)).toBeNull();
  });

  it('refuses a passkey that names ES256 for a key not on P-256, and stores nothing', async () => {
    const student = await userWithPassword();
    const tab = new Tab();
    await tab.login(student.email, goodPassword);
    const authenticator = new SoftwareAuthenticator(undefined, undefined, 'P-384');
    const { ticket, options } = (await addOptions(tab)).body;
    expect(options.pubKeyCredParams.map((param: { alg: number }) => param.alg)).toEqual([-7, -8, -257]);

    const response = await tab.call('POST', '/auth/passkeys', {
      ticket,
      passkey: authenticator.create(options),
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('That passkey could not be verified. Please try again.');
    expect(await getPasskey(authenticator.credentialId)).toBeNull();
  });

  it('attack: a replayed assertion is refused, with its own ticket and with a fresh one', async () => {
    const { authenticator } = await studentWithPasskey();
    const tab = new Tab();
    const { ticket, passkey, response } = await passkeySignIn(tab, authenticator);
    expect(response.status).toBe(200);

    const sameTicket = await new Tab().call('POST', '/auth/login/passkey', { ticket, passkey });
    expect(sameTicket.status).toBe(401);
    const attacker = new Tab();
    const fresh = (await attacker.call('POST', '/auth/passkey/options', {})).body;
    const replayed = await attacker.call('POST', '/auth/login/passkey', { ticket: fresh.ticket, passkey });
    expect(replayed.status).toBe(401);
    expect(replayed.body.message).toBe('That passkey could not be verified. Please try again.');
    expect(replayed.cookies).toEqual([]);
    // The replay spent the fresh challenge, so answering it again needs yet another one.
    const late = await attacker.call('POST', '/auth/login/passkey', {
      ticket: fresh.ticket,
      passkey: authenticator.get(fresh.options),
    });
    expect(late.status).toBe(401);
  });

  it('attack: an assertion made for another site is refused', async () => {
    const { authenticator } = await studentWithPasskey();
    const phished = new SoftwareAuthenticator(
      'https://northgate-hostel.evil.example',
      'northgate-hostel.evil.example',
    );
    Object.assign(phished, { credentialId: authenticator.credentialId });
    const tab = new Tab();
    const { ticket, options } = (await tab.call('POST', '/auth/passkey/options', {})).body;
    const response = await tab.call('POST', '/auth/login/passkey', { ticket, passkey: phished.get(options) });
    expect(response.status).toBe(401);
  });

  it('finishes a staff sign-in with the passkey set up on the first sign-in', async () => {
    const admin = await userWithPasswordOnly({ role: 'super_admin' });
    const authenticator = new SoftwareAuthenticator();
    const tab = new Tab();
    const { ticket } = (await tab.passwordStep(admin.email, goodPassword)).body.secondFactor;
    const { options } = (await tab.call('POST', '/auth/login/enrol-passkey/options', { ticket })).body;
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    const enrolled = await tab.call('POST', '/auth/login/enrol-passkey', {
      ticket,
      passkey: authenticator.create(options),
    });
    expect(enrolled.status).toBe(200);
    expect(enrolled.body.recoveryCodes).toHaveLength(10);
    // Told as any passkey added is: whoever holds the password set it up (decision 0068).
    await flushOutbox();
    expect((await mailAbout(admin.email, 'A passkey was added')).text).toContain('/management/admin/profile');

    const later = new Tab();
    const step = (await later.passwordStep(admin.email, goodPassword)).body.secondFactor;
    expect(step.methods).toEqual(['passkey', 'recovery']);
    const second = (await later.call('POST', '/auth/passkey/options', { ticket: step.ticket })).body;
    expect(second.options.allowCredentials).toEqual([
      { id: authenticator.credentialId, type: 'public-key', transports: ['internal'] },
    ]);
    const done = await later.call('POST', '/auth/login/passkey', {
      ticket: step.ticket,
      passkey: authenticator.get(second.options),
    });
    expect(done.status).toBe(200);
    expect(done.body.user.id).toBe(admin.id);
  });

  it('attack: a passkey of another account cannot finish a staff sign-in', async () => {
    const { authenticator: studentsPasskey } = await studentWithPasskey();
    const admin = await userWithPassword({ role: 'admin' });
    const adminTab = new Tab();
    await adminTab.login(admin.email, goodPassword);
    await addPasskey(adminTab);

    const thief = new Tab();
    const step = (await thief.passwordStep(admin.email, goodPassword)).body.secondFactor;
    const { options } = (await thief.call('POST', '/auth/passkey/options', { ticket: step.ticket })).body;
    const response = await thief.call('POST', '/auth/login/passkey', {
      ticket: step.ticket,
      passkey: studentsPasskey.get(options),
    });
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('This passkey is not registered with any account here.');
    expect(response.cookies).toEqual([]);
  });

  it('attack: a student cannot add a passkey to another account', async () => {
    const victim = await userWithPassword();
    const attacker = await userWithPassword();
    const victimTab = new Tab();
    await victimTab.login(victim.email, goodPassword);
    const attackerTab = new Tab();
    await attackerTab.login(attacker.email, goodPassword);

    // The victim's options ticket, sent from the attacker's session, is refused.
    const { ticket, options } = (await addOptions(victimTab)).body;
    const planted = new SoftwareAuthenticator();
    const withVictimsTicket = await attackerTab.call('POST', '/auth/passkeys', {
      ticket,
      passkey: planted.create(options),
    });
    expect(withVictimsTicket.status).toBe(401);
    // Naming the victim in the body changes nothing: the passkey belongs to the session's user.
    const own = (await addOptions(attackerTab)).body;
    const named = await attackerTab.call('POST', '/auth/passkeys', {
      ticket: own.ticket,
      passkey: planted.create(own.options),
      userId: victim.id,
    });
    expect(named.status).toBe(201);
    expect(await listPasskeys(victim.id)).toEqual([]);
    expect((await getPasskey(planted.credentialId))?.userId).toBe(attacker.id);
    // Anonymous callers cannot add one at all.
    expect((await addOptions(new Tab())).status).toBe(401);
  });

  it('keeps a staff member’s only second factor: it cannot be removed', async () => {
    const admin = await userWithPasswordOnly({ role: 'admin' });
    const authenticator = new SoftwareAuthenticator();
    const tab = new Tab();
    const { ticket } = (await tab.passwordStep(admin.email, goodPassword)).body.secondFactor;
    const { options } = (await tab.call('POST', '/auth/login/enrol-passkey/options', { ticket })).body;
    const enrolled = await tab.call('POST', '/auth/login/enrol-passkey', {
      ticket,
      passkey: authenticator.create(options),
    });
    tab.csrfToken = enrolled.body.csrfToken;
    const removed = await tab.call('DELETE', `/auth/passkeys/${authenticator.credentialId}`);
    expect(removed.status).toBe(409);
    expect(await getPasskey(authenticator.credentialId)).not.toBeNull();
  });
});

describe('adding a passkey needs the account’s password (security review: a borrowed session)', () => {
  it('attack: a signed-in tab without the password gets no challenge, for a student or staff, and no passkey is added', async () => {
    for (const role of ['student', 'admin'] as const) {
      const user = await userWithPassword({ role });
      const tab = new Tab();
      await tab.login(user.email, goodPassword);

      const without = await tab.call('POST', '/auth/passkeys/options', {});
      expect(without.status).toBe(400);
      expect(without.body.errors).toEqual({ currentPassword: 'Enter your current password' });
      const wrong = await addOptions(tab, 'Guess-Pass-1');
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors).toEqual({ currentPassword: 'Your current password is not correct' });
      expect(wrong.body.ticket).toBeUndefined();
      expect(await listPasskeys(user.id)).toEqual([]);
    }
  });

  it('attack: guessing the password there counts as failed sign-ins, under the sign-in form’s limits', async () => {
    const student = await userWithPassword();
    const tab = new Tab();
    await tab.login(student.email, goodPassword);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await addOptions(tab, `Guess-${i}-Aa`)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    // Even the right password waits out the window now, here and on the sign-in form from that address.
    expect((await addOptions(tab)).status).toBe(429);
    expect((await new Tab({ ip: tab.ip }).login(student.email, goodPassword)).status).toBe(429);
  });

  it('with the password: adds the passkey and tells the owner by mail and in their centre which one, from where', async () => {
    const student = await userWithPassword();
    const tab = new Tab();
    await tab.login(student.email, goodPassword);
    const { response } = await addPasskey(tab);
    expect(response.status).toBe(201);

    // The notice is written with the passkey; the outbox sweep hands it on (decision 0068).
    await flushOutbox();
    const mail = await mailAbout(student.email, 'A passkey was added');
    expect(mail.subject).toBe('A passkey was added to your Northgate Hostel account');
    expect(mail.text).toContain(response.body.passkey.name);
    expect(mail.text).toContain(`the address ${tab.ip}`);
    expect(mail.text).toContain('/management/student/profile');
    expect((await tab.call('GET', '/notifications')).body.notifications).toEqual([
      expect.objectContaining({ category: 'account', title: mail.subject, link: '/student/profile' }),
    ]);
  });
});

describe('a deleted account takes its second factors with it, in its erasure (decision 0108)', () => {
  it('deleting a student removes their passkeys', async () => {
    const { student, authenticator } = await studentWithPasskey();
    const admin = await signedInAs('admin');

    expect((await call(admin, 'DELETE', `/students/${student.id}`)).status).toBe(200);
    await jobsSettled();

    expect(await getPasskey(authenticator.credentialId)).toBeNull();
    expect(await listPasskeys(student.id)).toEqual([]);
  });

  it('deleting an admin removes their authenticator secret and recovery codes', async () => {
    const staff = await staffWithTotp();
    await addRecoveryCodes(staff.id, ['abcd-efgh-ijkl']);
    const superAdmin = await signedInAs('super_admin');

    expect((await call(superAdmin, 'DELETE', `/super-admin/admins/${staff.id}`)).status).toBe(200);
    await jobsSettled();

    expect(await getTotp(staff.id)).toBeNull();
    expect(await spendRecoveryCode(staff.id, 'abcd-efgh-ijkl')).toBe(false);
  });
});
