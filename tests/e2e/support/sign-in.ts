import type { Page } from 'playwright-core';

export interface Credentials {
  email: string;
  password: string;
  /** A seeded demo account's role; without one, a student. */
  role?: string;
}

/** Where the management app lands each role after signing in. */
const landingPath = (role = 'student') => (role === 'student' ? '/management/student' : '/management/admin');

/** Fills in and sends the sign-in form of the page that shows it. */
export async function submitSignIn(page: Page, account: Credentials) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens the sign-in screen and signs in; where the app goes next is the caller's to check. */
export async function signIn(page: Page, baseUrl: string, account: Credentials) {
  await page.goto(`${baseUrl}/management/login`);
  await submitSignIn(page, account);
}

/** Signs in through the sign-in screen and waits for the account's landing screen. */
export async function signInToLanding(page: Page, baseUrl: string, account: Credentials) {
  await signIn(page, baseUrl, account);
  await page.waitForURL(`${baseUrl}${landingPath(account.role)}`);
}
