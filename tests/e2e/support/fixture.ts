import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { inject, it as base } from 'vitest';
import type { DemoAccount } from '../../../infra/local/seed/demo-accounts.ts';
import { launchBrowser } from './browser.ts';
import { openSignedInTab, type Credentials } from './sign-in.ts';

export { afterAll, beforeAll, describe, expect } from 'vitest';

/**
 * The one set-up of every e2e test file: `import { describe, expect, it } from '<…>/support/fixture.ts'`
 * and ask the test for what it needs.
 *
 * - `page`: a page in a fresh browser context, for a test that needs one page with the defaults;
 * - `newPage(options?)`: another fresh context and its page (a viewport, a colour scheme, a second
 *   visitor);
 * - `signedInPage(account, options?)`: the same, signed in and on the account's landing screen
 *   (`demoAccount(role)` for a seeded one), or on the screen `options.at` names (`/admin/rooms`); the
 *   tab's session is opened as a sign-in opens it (support/sign-in.ts), and the tests of signing in use
 *   the sign-in screen.
 *
 * Chromium is launched once per worker, on first use, and serves each file of its lane in turn (the e2e
 * project does not isolate files: vitest.config.ts), launched again only if it has gone; every context a
 * test opened is closed after it. When a test fails, each page it opened is photographed and its console
 * errors are printed.
 */

/**
 * The local stack (lane) of tests/e2e/global-setup.ts that this file runs on: the one of its worker
 * slot, which no other file uses while this one runs.
 */
const lanes = inject('lanes');
const lane = lanes[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % lanes.length]!;

// Before any test calls a function module directly (to set a scene), so it reads this lane's table.
Object.assign(process.env, lane.environment);

export const baseUrl = lane.baseUrl;

export type DemoRole = 'student' | 'admin' | 'super_admin';

/** A seeded demo account (infra/local/seed) of the role. */
export function demoAccount(role: DemoRole): DemoAccount {
  const account = lane.demoAccounts.find((demo) => demo.role === role);
  if (!account) throw new Error(`The seeded ${role} account is missing`);
  return account;
}

export type ContextOptions = Parameters<Browser['newContext']>[0];
/** The `newPage` fixture: a page in a fresh browser context. */
export type NewPage = (options?: ContextOptions) => Promise<Page>;
/**
 * The `signedInPage` fixture: a fresh page, signed in and on the account's landing screen or `at`, its
 * main heading drawn (named `heading`, when given).
 */
export type SignedInPage = (
  account: Credentials,
  options?: ContextOptions & { at?: string; heading?: string },
) => Promise<Page>;

/** Screenshots are for people to look at: taken only when E2E_SHOTS names a folder to keep them in. */
const shotsDir = process.env.E2E_SHOTS;
export const shotsWanted = shotsDir !== undefined;

/** A full-page screenshot named `name`, when E2E_SHOTS asks for them. */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (shotsDir) await page.screenshot({ path: join(shotsDir, `${name}.png`), fullPage: true });
}

/**
 * Screenshots of the page as it is at 375 and 1280 px wide, light and dark, named `{name}-{width}-{scheme}`,
 * when E2E_SHOTS asks for them; the page is left at 1280 px, light.
 */
export async function screenshotsAtEachSize(page: Page, name: string): Promise<void> {
  if (!shotsWanted) return;
  // The management app fixes its theme when the page loads (a saved choice, else the system's), as a
  // class on <html> and its color-scheme; both are set here too, so a dark shot is dark whatever was
  // saved, its checkboxes and date fields included (with the class alone they stayed light).
  const setDark = (dark: boolean) =>
    page.evaluate((on) => {
      document.documentElement.classList.toggle('dark', on);
      document.documentElement.style.colorScheme = on ? 'dark' : 'light';
    }, dark);
  const wasDark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await setDark(scheme === 'dark');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(150);
      await screenshot(page, `${name}-${width}-${scheme}`);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await setDark(wasDark);
  await page.setViewportSize({ width: 1280, height: 900 });
}

interface OpenedPage {
  page: Page;
  /** Console errors and uncaught exceptions, printed if the test fails. */
  errors: string[];
}

/** A screenshot of each page and its errors, so a failure in CI can be read without running it again. */
async function reportFailure(testName: string, opened: OpenedPage[]) {
  const folder = shotsDir ? join(shotsDir, 'failed') : join(tmpdir(), 'hostel-e2e-failed');
  const slug = testName.replace(/[^\w-]+/g, '-').slice(0, 80);
  for (const [index, { page, errors }] of opened.entries()) {
    if (page.isClosed()) continue;
    const path = join(folder, `${slug}-${index + 1}.png`);
    const shot = await page.screenshot({ path, fullPage: true }).then(
      () => path,
      (error: Error) => `no screenshot (${error.message})`,
    );
    console.error(
      [`[e2e] page ${index + 1} at ${page.url()}: ${shot}`, ...errors.map((line) => `  ${line}`)].join('\n'),
    );
  }
}

export const it = base
  // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from this pattern; the browser has none
  .extend('chromium', { scope: 'worker' }, async ({}, { onCleanup }) => {
    let browser = await launchBrowser();
    onCleanup(() => browser.close());
    // Launched again if it has gone, so a crash fails the test it happened in, not every later file of
    // the lane.
    return {
      connected: async (): Promise<Browser> => {
        if (!browser.isConnected()) browser = await launchBrowser();
        return browser;
      },
    };
  })
  .extend('newPage', async ({ chromium, task }, { onCleanup }) => {
    const opened: OpenedPage[] = [];
    onCleanup(async () => {
      if (task.result?.state === 'fail') await reportFailure(task.name, opened);
      await Promise.all(opened.map(({ page }) => page.context().close()));
    });
    const newPage: NewPage = async (options = {}) => {
      const context = await (await chromium.connected()).newContext(options);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      opened.push({ page, errors });
      return page;
    };
    return newPage;
  })
  .extend('signedInPage', async ({ newPage }) => {
    const signedInPage: SignedInPage = async (account, { at, heading, ...options } = {}) => {
      const page = await newPage(options);
      await openSignedInTab(page, baseUrl, account, { at, heading });
      return page;
    };
    return signedInPage;
  })
  .extend('page', async ({ newPage }) => newPage());
