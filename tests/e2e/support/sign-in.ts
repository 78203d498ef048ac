import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { openTabSession } from '../../../functions/api/auth/tab-session.ts';
import { currentPasswordFingerprint } from '../../../functions/data/credentials.ts';
import { sessionCookieName } from '../../../functions/api/session/cookie.ts';
import { addRecoveryCodes } from '../../../functions/data/second-factors.ts';
import { getUserByEmail } from '../../../functions/data/users.ts';
import { tabIdStorageKey } from '../../../management/src/config/constants.ts';
import { landingPathFor } from '../../../management/src/config/paths.ts';
import { tabIdFrom } from '../../../management/src/lib/tab-id.ts';

export interface Credentials {
  email: string;
  password: string;
  /** A seeded demo account's role; without one, a student. */
  role?: string;
}

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
 * Opens the account's landing screen, or `at` (a screen of the account's own area inside the basename,
 * such as `/admin/rooms?search=1`), and waits for its main heading (named `heading`, when given), in a
 * tab that is already signed in: the tab's session is opened by the function a sign-in ends with
 * (`openTabSession`, with this browser's User-Agent and the loopback address, as the sign-in would
 * record them), its cookie given to the browser and its id to the tab.
 * The tests of signing in, and of what it shows (its toast), use the screen (`signIn`); the others start
 * signed in, as a user who signed in earlier does, without a load of the sign-in screen and a sign-in
 * each (about a second of the processor on a two-core machine, docs/testing.md).
 */
export async function openSignedInTab(
  page: Page,
  baseUrl: string,
  account: Credentials,
  { at, heading }: { at?: string; heading?: string } = {},
) {
  const user = await getUserByEmail(account.email);
  if (!user) throw new Error(`No account ${account.email} to sign in`);
  // A new tab's id, made by the app's own function from an empty sessionStorage.
  const tabId = tabIdFrom({ getItem: () => null, setItem: () => undefined });
  const userAgent = await page.evaluate(() => navigator.userAgent);
  const { cookie } = await openTabSession(
    user,
    tabId,
    false,
    { userAgent, ip: '127.0.0.1' },
    { passwordFingerprint: await currentPasswordFingerprint(user) },
  );
  const value = cookie.split(';')[0]!.slice(`${sessionCookieName}=`.length);
  await page.context().addCookies([
    {
      name: sessionCookieName,
      value,
      domain: new URL(baseUrl).hostname,
      path: `/api/tab/${tabId}`,
      httpOnly: true,
      sameSite: 'Strict',
    },
  ]);
  // Each load of this page keeps the tab's id, as sessionStorage keeps it across reloads; a tab the
  // page opens starts without it, as a new tab does.
  await page.addInitScript(
    ([key, id]) => {
      if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, id);
    },
    [tabIdStorageKey, tabId] as const,
  );
  await page.goto(`${baseUrl}/management${at ?? landingPathFor(account.role ?? 'student')}`);
  // The app is running once its screen is drawn, as it was when a sign-in on the screen led here.
  await page
    .getByRole('heading', { level: 1, ...(heading && { name: heading }) })
    .first()
    .waitFor();
}
