import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { verifiedStudent } from './management/support.ts';
import { publicPages } from './site/public-pages.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { signedInPage, type Credentials } from './support/sign-in.ts';

/**
 * JavaScript budgets of the built front ends, so a heavy import fails CI: every public page downloads
 * at most 80 KB of JavaScript (gzip, issue 6), and a student's or an admin's first screen after sign-in
 * at most 150 KB (issue 7's budget). The browser decides what a page downloads; each file is gzipped here as the CDN serves it.
 * `npm run bench` (tests/perf/lighthouse.ts, tests/perf/management.ts) prints the figures.
 */
const baseUrl = inject('baseUrl');
const kb = 1024;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Gzip bytes of every JavaScript file the page downloads while `action` runs, by file name. */
async function scriptsDuring(page: Page, action: () => Promise<void>): Promise<Map<string, number>> {
  const files = new Map<string, number>();
  const pending: Promise<void>[] = [];
  const onResponse = (response: Awaited<ReturnType<Page['waitForResponse']>>) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    pending.push(
      response.body().then((body) => {
        files.set(new URL(response.url()).pathname, gzipSync(body).length);
      }),
    );
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  await Promise.all(pending);
  return files;
}

const total = (files: Map<string, number>) => [...files.values()].reduce((sum, bytes) => sum + bytes, 0);
const listing = (files: Map<string, number>) =>
  [...files].map(([name, bytes]) => `${name} ${(bytes / kb).toFixed(1)} KB`).join(', ');

describe('front-end JavaScript budgets (gzip)', () => {
  for (const { path } of publicPages) {
    it(`public page ${path} stays within 80 KB`, async () => {
      const { context, page } = await newPage(browser);
      try {
        const files = await scriptsDuring(page, async () => {
          await page.goto(`${baseUrl}${path}`);
        });
        expect(total(files), listing(files)).toBeLessThanOrEqual(80 * kb);
      } finally {
        await context.close();
      }
    });
  }

  /**
   * Everything a signed-in tab downloads to show its first screen: the tab is loaded afresh at `path`
   * with nothing cached, and is done when the screen's heading shows.
   */
  async function firstScreenScripts(account: Credentials, path: string, heading: string) {
    const { context, page } = await signedInPage(browser, baseUrl, account);
    try {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      return await scriptsDuring(page, async () => {
        await page.goto(`${baseUrl}${path}`);
        await page.getByRole('heading', { name: heading }).waitFor();
      });
    } finally {
      await context.close();
    }
  }

  it("a student's first screen after sign-in stays within 150 KB", async () => {
    const student = await verifiedStudent(baseUrl);
    const files = await firstScreenScripts(student, '/management/student', 'Dashboard');
    expect(files.size).toBeGreaterThan(0);
    expect(total(files), listing(files)).toBeLessThanOrEqual(150 * kb);
  });

  it("an admin's first screen after sign-in stays within 150 KB", async () => {
    const admin = inject('demoAccounts').find((account) => account.role === 'admin')!;
    const files = await firstScreenScripts(admin, '/management/admin', 'Admin Dashboard');
    expect([...files.keys()].some((name) => name.includes('/admin-'))).toBe(true);
    expect(total(files), listing(files)).toBeLessThanOrEqual(150 * kb);
  });
});
