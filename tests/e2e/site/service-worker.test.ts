import type { Page } from 'playwright-core';
import { baseUrl, describe, expect, it } from '../support/fixture.ts';

/** The first visit: the worker registers, stores its precache, and controls the page after a reload. */
async function firstVisit(page: Page) {
  await page.goto(`${baseUrl}/?visit=first`);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  await page.reload();
  return scope;
}

describe('the service worker', () => {
  it('registers from the page and takes control once its precache is stored', async ({ page }) => {
    expect(await firstVisit(page)).toBe(`${baseUrl}/`);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
      `${baseUrl}/service-worker.js`,
    );
    const cacheNames = await page.evaluate(() => caches.keys());
    expect(cacheNames).toEqual([expect.stringMatching(/^northgate-[0-9a-f]{12}$/)]);
  });

  it('shows the offline page when a reload finds no network', async ({ page }) => {
    await firstVisit(page);
    const context = page.context();
    await context.setOffline(true);
    try {
      await page.reload();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('You are offline');
      expect(await page.title()).toBe('You are offline | Northgate Hostel');
    } finally {
      await context.setOffline(false);
    }
  });

  it('still opens the precached pages offline', async ({ page }) => {
    await firstVisit(page);
    const context = page.context();
    await context.setOffline(true);
    try {
      await page.goto(`${baseUrl}/faq`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Frequently Asked Questions');
    } finally {
      await context.setOffline(false);
    }
  });

  it('never keeps API or management responses', async ({ page }) => {
    await firstVisit(page);
    await page.goto(`${baseUrl}/`);
    await page.evaluate(() => fetch('/api/settings/public'));
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys())
          urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/offline');
    expect(cached.filter((path) => /^\/(api|management)(\/|$)/.test(path))).toEqual([]);
  });
});
