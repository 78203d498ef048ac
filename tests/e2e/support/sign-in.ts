import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { addRecoveryCodes } from '../../../functions/data/second-factors.ts';
import { getUserByEmail } from '../../../functions/data/users.ts';

export interface Credentials {
  email: string;
  password: string;
  /** A seeded demo account's role; without one, a student. */
  role?: string;
}

/** Where the management app lands each role after signing in, inside its basename. */
const landingPath = (role = 'student') => (role === 'student' ? '/student' : '/admin');

const isStaff = (account: Credentials) => account.role === 'admin' || account.role === 'super_admin';

/**
 * A recovery code for the account, added through the data layer (this test process shares the e2e
 * server's table), so every staff sign-in of the tests has a second factor of its own: an authenticator
 * code is accepted once per 30 seconds, and the tests sign the same staff in far more often.
 */
async function spareRecoveryCode(email: string): Promise<string> {
  const user = await getUserByEmail(email);
  if (!user) throw new Error(`No account ${email} to give a recovery code`);
  const code = randomBytes(8).toString('hex');
  await addRecoveryCodes(user.id, [code]);
  return code;
}

/** The second step of a staff sign-in (docs/spec.md §12), with a recovery code. */
async function completeSecondFactor(page: Page, code: string) {
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** Fills in and sends the sign-in form of the page that shows it; staff then finish the second step. */
export async function submitSignIn(page: Page, account: Credentials) {
  const code = isStaff(account) ? await spareRecoveryCode(account.email) : null;
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  if (code) await completeSecondFactor(page, code);
}

/** Opens the sign-in screen and signs in; where the app goes next is the caller's to check. */
export async function signIn(page: Page, baseUrl: string, account: Credentials) {
  await page.goto(`${baseUrl}/management/login`);
  await submitSignIn(page, account);
}

/**
 * Signs in through the sign-in screen and waits for the account's landing screen, or for `at` (a screen
 * of the account's own area inside the basename, such as `/admin/rooms?search=1`): the sign-in screen
 * then goes there itself (its `next`, as when a link to that screen asked for the sign-in), without a
 * load of the landing screen first.
 */
export async function signInToLanding(page: Page, baseUrl: string, account: Credentials, at?: string) {
  await page.goto(`${baseUrl}/management/login${at ? `?next=${encodeURIComponent(at)}` : ''}`);
  await submitSignIn(page, account);
  await page.waitForURL(`${baseUrl}/management${at ?? landingPath(account.role)}`);
}
