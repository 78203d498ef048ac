import type { Page } from 'playwright-core';

/** How far the page scrolls sideways (0 when it fits its window), once the screen has settled. */
export async function sidewaysScroll(page: Page): Promise<number> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
