import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import * as messages from '#contract/messages';
import { staticRoots } from '../../infra/local/config.ts';
import { builtFileOf } from '../../infra/local/static-files.ts';
import { verifiedStudent } from './management/support.ts';
import { publicPages } from './site/public-pages.ts';
import { baseUrl, demoAccount, describe, expect, it } from './support/fixture.ts';

/**
 * JavaScript budgets of the built front ends, so a heavy import fails CI: every public page downloads
 * at most 80 KB of JavaScript (gzip, issue 6), and a student's or an admin's first screen after sign-in
 * at most 150 KB (issue 7's budget). The browser decides what a page downloads; each file is gzipped here as the CDN serves it.
 * `npm run bench` (tests/perf/lighthouse.ts, tests/perf/management.ts) prints the figures.
 */
const kb = 1024;

/**
 * Every JavaScript file the page downloads while `action` runs, by file name, as the built file the server
 * sent: Chromium may already have let go of a response's body by the time it is asked for ("No resource
 * with given identifier found").
 */
async function scriptsDuring(page: Page, action: () => Promise<void>): Promise<Map<string, Buffer>> {
  const paths = new Set<string>();
  const onResponse = (response: Awaited<ReturnType<Page['waitForResponse']>>) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js') && response.ok()) paths.add(pathname);
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const files = new Map<string, Buffer>();
  for (const path of paths) {
    const file = await builtFileOf(staticRoots, decodeURIComponent(path));
    if (!file) throw new Error(`No built file answers ${path}`);
    files.set(path, await readFile(file));
  }
  return files;
}

/** Each file's gzip bytes, as the CDN serves it. */
const gzipped = (files: Map<string, Buffer>) =>
  new Map([...files].map(([name, built]) => [name, gzipSync(built).length]));
const total = (files: Map<string, number>) => [...files.values()].reduce((sum, bytes) => sum + bytes, 0);
const listing = (files: Map<string, number>) =>
  [...files].map(([name, bytes]) => `${name} ${(bytes / kb).toFixed(1)} KB`).join(', ');

describe('front-end JavaScript budgets (gzip)', () => {
  for (const { path } of publicPages) {
    it(`public page ${path} stays within 80 KB`, async ({ page }) => {
      const files = gzipped(
        await scriptsDuring(page, async () => {
          await page.goto(`${baseUrl}${path}`);
        }),
      );
      expect(total(files), listing(files)).toBeLessThanOrEqual(80 * kb);
    });
  }

  /**
   * Everything a signed-in tab downloads to show its first screen: the tab is loaded afresh at `path`
   * with nothing cached, and is done when the screen's heading shows.
   */
  async function firstScreenScripts(page: Page, path: string, heading: string) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    return scriptsDuring(page, async () => {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { name: heading }).waitFor();
    });
  }

  it("a student's first screen after sign-in stays within 150 KB", async ({ signedInPage }) => {
    const page = await signedInPage(await verifiedStudent(baseUrl));
    const files = gzipped(await firstScreenScripts(page, '/management/student', 'Dashboard'));
    expect(files.size).toBeGreaterThan(0);
    expect(total(files), listing(files)).toBeLessThanOrEqual(150 * kb);
  });

  it("an admin's first screen after sign-in stays within 150 KB", async ({ signedInPage }) => {
    const page = await signedInPage(demoAccount('admin'));
    const files = gzipped(await firstScreenScripts(page, '/management/admin', 'Dashboard'));
    expect([...files.keys()].some((name) => name.includes('/admin-'))).toBe(true);
    expect(total(files), listing(files)).toBeLessThanOrEqual(150 * kb);
  });

  /**
   * What neither dashboard runs, so neither first screen carries it, each found by a text of its own: the
   * confirmation dialog (it loads with the screens that ask one), the password rule (with the forms that
   * set a password), and messages only the API or another screen says (their areas of their own).
   */
  const notOnAFirstScreen = {
    'the confirmation dialog': 'Keep as is',
    'the password rule': messages.passwords.requirementNotCommon,
    "the API's refusal of a request": messages.requests.malformedJson,
    "the API's refusal of a booking write": messages.bookingRefusals.roomFull,
    'the Emergency Controls switch': messages.lockdownSwitch.switchedMeanwhile,
    "the list of one's sessions": messages.sessionList.isCurrent,
  };

  for (const [role, path] of [
    ['student', '/management/student'],
    ['admin', '/management/admin'],
  ] as const) {
    it(`the ${role}'s first screen carries no dialog, password rule or API-only message`, async ({
      signedInPage,
    }) => {
      const account = role === 'student' ? await verifiedStudent(baseUrl) : demoAccount('admin');
      const page = await signedInPage(account);
      const files = await firstScreenScripts(page, path, 'Dashboard');
      const scripts = [...files.values()].map((built) => built.toString('utf8')).join('\n');
      const carried = Object.entries(notOnAFirstScreen)
        .filter(([, text]) => scripts.includes(text))
        .map(([piece]) => piece);
      expect(carried).toEqual([]);
    });
  }
});
