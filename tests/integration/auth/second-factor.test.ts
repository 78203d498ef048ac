import { generate, generateSecret } from 'otplib';
import { describe, expect, it } from 'vitest';
import { storedPassword } from '../../../functions/data/credentials.ts';
import { addRecoveryCodes, enrolTotp, getTotp } from '../../../functions/data/second-factors.ts';
import {
  Tab,
  goodPassword,
  randomIp,
  staffWithTotp,
  userWithPassword,
  userWithPasswordOnly,
} from '../../support/auth.ts';
import { invoke } from '../../support/invoke.ts';

/** A staff member who has not set up any second factor yet. */
const staffWithNoFactor = () => userWithPasswordOnly({ role: 'admin' });

/** A code of the authenticator app `secret` for the 30-second step `offset` steps from now. */
const codeOf = (secret: string, offset = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });

describe('staff sign-in: the second factor (issue 25 point 4)', () => {
  it('gives staff no session for a password alone: the answer is the second step', async () => {
    const admin = await staffWithTotp();
    const tab = new Tab();
    const response = await tab.passwordStep(admin.email, goodPassword);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      secondFactor: { ticket: expect.any(String), methods: ['totp'], enrol: false },
      message: 'Confirm it is you with your authenticator app.',
    });
    expect(response.cookies).toEqual([]);
    expect((await tab.hydrate()).status).toBe(401);
    expect((await tab.call('GET', '/auth/me')).status).toBe(401);
  });

  it('signs staff in with the authenticator-app code, on the tab that gave the password', async () => {
    const admin = await staffWithTotp({ role: 'super_admin' });
    const tab = new Tab();
    const response = await tab.loginWithTotp(admin.email, goodPassword, admin.totpSecret);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      user: { id: admin.id, role: 'super_admin' },
      message: 'Logged in successfully',
    });
    expect(response.cookies[0]).toContain(`Path=/api/tab/${tab.id}`);
    expect((await tab.hydrate()).body).toMatchObject({ isAuthenticated: true, user: { id: admin.id } });
  });

  it('keeps signing students in with their password alone', async () => {
    const student = await userWithPassword();
    const response = await new Tab().login(student.email, goodPassword);
    expect(response.status).toBe(200);
    expect(response.body.csrfToken).toEqual(expect.any(String));
  });

  it('refuses a ticket sent from another tab', async () => {
    const admin = await staffWithTotp();
    const first = await new Tab().passwordStep(admin.email, goodPassword);
    const thief = new Tab();
    const response = await thief.secondFactor({
      ticket: first.body.secondFactor.ticket,
      method: 'totp',
      code: await codeOf(admin.totpSecret),
    });
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('This sign-in has expired. Please sign in again.');
    expect(response.cookies).toEqual([]);
  });

  it('refuses a wrong code, ends the ticket after five, and then limits the account on this client', async () => {
    const admin = await staffWithTotp();
    const tab = new Tab();
    const { ticket } = (await tab.passwordStep(admin.email, goodPassword)).body.secondFactor;
    const wrong = (await codeOf(admin.totpSecret)) === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const refused = await tab.secondFactor({ ticket, method: 'totp', code: wrong });
      expect(refused.status).toBe(401);
      expect(refused.body.message).toBe(
        'That code is not correct. Check your authenticator app and try again.',
      );
    }
    // The ticket is over: even the right code is refused with it.
    const late = await tab.secondFactor({ ticket, method: 'totp', code: await codeOf(admin.totpSecret) });
    expect(late.status).toBe(401);
    // Wrong codes count as failed sign-ins: the password is not even looked at from this client now.
    const again = await tab.passwordStep(admin.email, goodPassword);
    expect(again.status).toBe(429);
    expect(again.headers['retry-after']).toEqual(expect.any(String));
    // The owner on another address is not locked out.
    expect((await new Tab().loginWithTotp(admin.email, goodPassword, admin.totpSecret)).status).toBe(200);
  });

  it.each([
    {
      method: 'totp',
      code: '000000',
      refusal: 'That code is not correct. Check your authenticator app and try again.',
    },
    {
      method: 'recovery',
      code: 'aaaaa-bbbbb',
      refusal: 'That recovery code is not correct or was used already.',
    },
  ])(
    'checks at most five $method codes sent at once with one ticket, each from its own address, and ends the ticket',
    async ({ method, code, refusal }) => {
      const admin = await staffWithTotp();
      await addRecoveryCodes(admin.id, ['k7m2p-q9x4z']);
      const tab = new Tab();
      const { ticket } = (await tab.passwordStep(admin.email, goodPassword)).body.secondFactor;
      const right = method === 'totp' ? await codeOf(admin.totpSecret) : 'k7m2p-q9x4z';
      const wrong = right === code ? '111111' : code;
      // Addresses of their own, so the per-address limit of failed sign-ins is not what stops them.
      const burst = await Promise.all(
        Array.from({ length: 20 }, () =>
          invoke({
            method: 'POST',
            path: `${tab.base}/auth/login/second-factor`,
            body: { ticket, method, code: wrong },
            sourceIp: randomIp(),
          }),
        ),
      );
      const checked = burst.filter((response) => response.body.message === refusal);
      expect(checked.length).toBeLessThanOrEqual(5);
      expect(burst.every((response) => response.status === 401)).toBe(true);
      const late = await tab.secondFactor({ ticket, method, code: right });
      expect(late.status).toBe(401);
      expect(late.body.message).toBe('This sign-in has expired. Please sign in again.');
    },
  );

  it('accepts a code once: the same code replayed for a second sign-in is refused', async () => {
    const admin = await staffWithTotp();
    const code = await codeOf(admin.totpSecret);
    const firstTab = new Tab();
    const first = await firstTab.passwordStep(admin.email, goodPassword);
    expect(
      (await firstTab.secondFactor({ ticket: first.body.secondFactor.ticket, method: 'totp', code })).status,
    ).toBe(200);

    const secondTab = new Tab();
    const second = await secondTab.passwordStep(admin.email, goodPassword);
    const replayed = await secondTab.secondFactor({
      ticket: second.body.secondFactor.ticket,
      method: 'totp',
      code,
    });
    expect(replayed.status).toBe(401);
    expect(replayed.body.message).toBe('That code was used already. Wait for the next one.');
    expect(replayed.cookies).toEqual([]);
  });

  it('accepts a ticket once: a second proof with a finished ticket opens no second session', async () => {
    const admin = await staffWithTotp();
    await addRecoveryCodes(admin.id, ['aaaaa-bbbbb', 'ccccc-ddddd']);
    const tab = new Tab();
    const { ticket } = (await tab.passwordStep(admin.email, goodPassword)).body.secondFactor;
    expect((await tab.secondFactor({ ticket, method: 'recovery', code: 'aaaaa-bbbbb' })).status).toBe(200);
    const again = await tab.secondFactor({ ticket, method: 'recovery', code: 'ccccc-ddddd' });
    expect(again.status).toBe(401);
  });

  it('signs in with a recovery code once; the used code is refused after', async () => {
    const admin = await staffWithTotp();
    await addRecoveryCodes(admin.id, ['k7m2p-q9x4z']);
    const tab = new Tab();
    const first = await tab.passwordStep(admin.email, goodPassword);
    expect(first.body.secondFactor.methods).toEqual(['totp', 'recovery']);
    // Case, spaces and dashes do not matter.
    const used = await tab.secondFactor({
      ticket: first.body.secondFactor.ticket,
      method: 'recovery',
      code: ' K7M2PQ9X4Z ',
    });
    expect(used.status).toBe(200);
    expect(used.body).toMatchObject({ user: { id: admin.id }, usedRecoveryCode: true });

    const later = new Tab();
    const second = await later.passwordStep(admin.email, goodPassword);
    expect(second.body.secondFactor.methods).toEqual(['totp']);
    const reused = await later.secondFactor({
      ticket: second.body.secondFactor.ticket,
      method: 'recovery',
      code: 'k7m2p-q9x4z',
    });
    expect(reused.status).toBe(401);
    expect(reused.body.message).toBe('That recovery code is not correct or was used already.');
  });

  it('enrols an authenticator app on a first sign-in, shows ten recovery codes once, and they work', async () => {
    const admin = await staffWithNoFactor();
    const tab = new Tab();
    const first = await tab.passwordStep(admin.email, goodPassword);
    expect(first.body).toEqual({
      secondFactor: { ticket: expect.any(String), methods: [], enrol: true },
      message: 'Staff accounts need a passkey or an authenticator app. Set one up to finish signing in.',
    });
    const { ticket } = first.body.secondFactor;
    const options = await tab.call('POST', '/auth/login/enrol-options', { ticket });
    expect(options.status).toBe(200);
    const { secret, uri } = options.body.totp;
    expect(uri).toContain('otpauth://totp/');
    expect(uri).toContain(`secret=${secret}`);

    const wrong = await tab.call('POST', '/auth/login/enrol', { ticket, code: '12345' });
    expect(wrong.status).toBe(400);
    const enrolled = await tab.call('POST', '/auth/login/enrol', { ticket, code: await codeOf(secret) });
    expect(enrolled.status).toBe(200);
    expect(enrolled.body.recoveryCodes).toHaveLength(10);
    expect(enrolled.body.message).toBe(
      'Second factor set up. Keep your recovery codes somewhere safe: they are shown only once.',
    );
    expect(enrolled.cookies[0]).toMatch(/^hostel_session=/);
    expect((await getTotp(admin.id))?.secret).toBe(secret);

    const later = new Tab();
    const second = await later.passwordStep(admin.email, goodPassword);
    expect(second.body.secondFactor).toMatchObject({ methods: ['totp', 'recovery'], enrol: false });
    const withCode = await later.secondFactor({
      ticket: second.body.secondFactor.ticket,
      method: 'recovery',
      code: enrolled.body.recoveryCodes[3],
    });
    expect(withCode.status).toBe(200);
  });

  it('never lets a password alone add a factor to an account that holds one', async () => {
    const admin = await staffWithTotp();
    const thief = new Tab();
    const { ticket } = (await thief.passwordStep(admin.email, goodPassword)).body.secondFactor;
    const options = await thief.call('POST', '/auth/login/enrol-options', { ticket });
    expect(options.status).toBe(409);
    const secret = generateSecret();
    const enrolled = await thief.call('POST', '/auth/login/enrol', { ticket, code: await codeOf(secret) });
    expect(enrolled.status).toBe(409);
    expect(enrolled.cookies).toEqual([]);
    expect((await getTotp(admin.id))?.secret).toBe(admin.totpSecret);
  });

  it('accepts the code of the step before, for a clock a little behind', async () => {
    const admin = await staffWithNoFactor();
    const secret = generateSecret();
    await enrolTotp(admin.id, secret, (await storedPassword(admin)).unchanged);
    const tab = new Tab();
    const { ticket } = (await tab.passwordStep(admin.email, goodPassword)).body.secondFactor;
    expect((await tab.secondFactor({ ticket, method: 'totp', code: await codeOf(secret, -1) })).status).toBe(
      200,
    );
  });
});
