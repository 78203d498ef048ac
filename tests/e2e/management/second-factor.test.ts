import { randomBytes } from 'node:crypto';
import { generate, generateSecret } from 'otplib';
import type { Page } from 'playwright-core';
import { hashPassword } from '../../../functions/platform/passwords.ts';
import { passwordCredentialPut, storedPassword } from '../../../functions/data/credentials.ts';
import { addRecoveryCodes, enrolTotp } from '../../../functions/data/second-factors.ts';
import { createUser } from '../../../functions/data/users.ts';
import { baseUrl, describe, expect, it } from '../support/fixture.ts';
import { verifiedStudent } from './support.ts';

/**
 * Staff sign-in's second step and passkeys in Chromium (issue 25 point 4). Passkeys need a domain name,
 * so these pages use http://localhost:{port}, the origin the local stack's WEBAUTHN_ORIGIN names.
 */
const origin = baseUrl.replace('127.0.0.1', 'localhost');
const password = 'Staff-Pass-42';

/** A new admin with a password and, as asked, an authenticator app and recovery codes. */
async function newAdmin(factors: { totpSecret?: string; recoveryCodes?: string[] } = {}) {
  const passwordHash = await hashPassword(password);
  const user = await createUser(
    {
      role: 'admin',
      email: `admin-${randomBytes(4).toString('hex')}@example.edu`,
      fullName: 'Esi Mensah',
      emailVerified: true,
      isActive: true,
    },
    (created) => [passwordCredentialPut(created.id, passwordHash)],
  );
  if (factors.totpSecret)
    await enrolTotp(user.id, factors.totpSecret, (await storedPassword(user)).unchanged);
  if (factors.recoveryCodes) await addRecoveryCodes(user.id, factors.recoveryCodes);
  return user;
}

/**
 * Chromium's virtual authenticator on this page (CDP WebAuthn domain): a platform authenticator that
 * keeps discoverable credentials, verifies its user and answers every prompt at once.
 */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

async function submitPassword(page: Page, email: string) {
  await page.goto(`${origin}/management/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(`${origin}/management/login`);
}

describe('staff sign-in with a second factor', () => {
  it('signs staff in with a password and an authenticator code, not with the password alone', async ({
    newPage,
  }) => {
    const totpSecret = generateSecret();
    const admin = await newAdmin({ totpSecret });
    const page = await newPage();
    await submitPassword(page, admin.email);
    await page.getByRole('heading', { name: 'Confirm it is you' }).waitFor();
    // The password alone opened no session: the admin area sends the tab back to sign in.
    expect(page.url()).toBe(`${origin}/management/login`);

    await page.getByLabel('Authentication code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('That code is not correct').waitFor();
    await page.getByLabel('Authentication code').fill(await generate({ secret: totpSecret }));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${origin}/management/admin`);
  });

  it('asks only for the second factors the account holds', async ({ newPage }) => {
    const admin = await newAdmin({ totpSecret: generateSecret(), recoveryCodes: ['klmno-pqrst'] });
    const page = await newPage();
    await submitPassword(page, admin.email);
    await page.getByRole('heading', { name: 'Confirm it is you' }).waitFor();
    // No passkey: the screen offers none, so its words do not ask for one.
    await page.getByText('Confirm it is you with your authenticator app or a recovery code.').waitFor();
    expect(await page.getByText('passkey').count()).toBe(0);
  });

  it('accepts a recovery code once', async ({ newPage }) => {
    const admin = await newAdmin({ totpSecret: generateSecret(), recoveryCodes: ['abcde-fghij'] });
    const page = await newPage();
    await submitPassword(page, admin.email);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill('abcde-fghij');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${origin}/management/admin`);
    await signOut(page);

    await submitPassword(page, admin.email);
    // The only recovery code is spent: the screen no longer offers one.
    await page.getByLabel('Authentication code').waitFor();
    expect(await page.getByRole('button', { name: 'Use a recovery code instead' }).count()).toBe(0);
  });

  it('enrols a passkey on a first staff sign-in, shows the recovery codes once, then signs in with the passkey', async ({
    newPage,
  }) => {
    const admin = await newAdmin();
    const page = await newPage();
    const authenticator = await virtualAuthenticator(page);
    await submitPassword(page, admin.email);
    await page.getByRole('heading', { name: 'Set up a second factor' }).waitFor();
    await page.getByRole('button', { name: 'Create a passkey' }).click();
    await page.getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
    const codes = await page
      .getByRole('list', { name: 'Recovery codes' })
      .getByRole('listitem')
      .allTextContents();
    expect(codes).toHaveLength(10);
    expect(await authenticator.credentials()).toHaveLength(1);
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await page.waitForURL(`${origin}/management/admin`);
    await signOut(page);

    // The second step with the passkey.
    await submitPassword(page, admin.email);
    await page.getByRole('button', { name: 'Use your passkey' }).click();
    await page.waitForURL(`${origin}/management/admin`);
    await signOut(page);

    // The passkey alone: it names the account and verifies its user, so it is both factors.
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL(`${origin}/management/admin`);
  });

  it('lets a student add a passkey on My Profile with their password, sign out, and sign in with it', async ({
    newPage,
  }) => {
    const student = await verifiedStudent(baseUrl);
    const page = await newPage();
    const authenticator = await virtualAuthenticator(page);
    await page.goto(`${origin}/management/login`);
    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${origin}/management/student`);

    await page.goto(`${origin}/management/student/profile`);
    const adding = page.getByRole('form', { name: 'Add a passkey' });
    // A wrong password is refused under its field, before the browser prompts for anything.
    await adding.getByLabel('Current password').fill('Not-The-Pass-1');
    await adding.getByRole('button', { name: 'Add a passkey' }).click();
    await adding.getByText('Your current password is not correct').waitFor();
    expect(await authenticator.credentials()).toHaveLength(0);
    // The right one, sent from the keyboard.
    await adding.getByLabel('Current password').fill(student.password);
    await adding.getByLabel('Current password').press('Enter');
    await page.getByText('Passkey added.').first().waitFor();
    await expect.poll(() => adding.getByLabel('Current password').inputValue()).toBe('');
    await page.getByRole('button', { name: /^Remove Passkey added/ }).waitFor();
    expect(await authenticator.credentials()).toHaveLength(1);
    await signOut(page);

    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL(`${origin}/management/student`);
  });
});
