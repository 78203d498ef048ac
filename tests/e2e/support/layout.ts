import type { Page } from 'playwright-core';

/**
 * How far the page, or any table's own scroll box in it, scrolls sideways (0 when everything fits its
 * window), once the screen has settled. A table wider than its card scrolls inside the card, which the
 * page's own width would not show.
 */
export async function sidewaysScroll(page: Page): Promise<number> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(() =>
    Math.max(
      document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ...[...document.querySelectorAll('table')].map(
        (table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth,
      ),
    ),
  );
}
