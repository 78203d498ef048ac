import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newPage } from './browser.ts';

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

/** A page in a fresh browser context, signed in through the sign-in screen and on its role's landing screen. */
export async function signedInPage(
  browser: Browser,
  baseUrl: string,
  account: Credentials,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, options);
  await signIn(opened.page, baseUrl, account);
  await opened.page.waitForURL(`${baseUrl}${landingPath(account.role)}`);
  return opened;
}
