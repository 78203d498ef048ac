import type { Page } from 'playwright-core';
import { appBasename } from '#contract/app-paths';
import { baseUrl } from './fixture.ts';

/** Requests the page has in flight, counted from when it was made. */
function requestsInFlight(page: Page) {
  let inFlight = 0;
  const started = () => (inFlight += 1);
  const ended = () => (inFlight = Math.max(0, inFlight - 1));
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    /** Until none has been in flight for half a second, as Playwright's `networkidle` waits after a load. */
    async quiet(): Promise<void> {
      try {
        for (let still = 0, waited = 0; still < 500; waited += 50) {
          if (waited > 30_000) throw new Error(`The page's requests did not end within 30 s`);
          await new Promise((resolve) => setTimeout(resolve, 50));
          still = inFlight === 0 ? still + 50 : 0;
        }
      } finally {
        page.off('request', started);
        page.off('requestfinished', ended);
        page.off('requestfailed', ended);
      }
    },
  };
}

/**
 * Shows the page at `path` (from the site's root: `/management/admin/rooms?block=A`) in the tab, its
 * main heading drawn (named `heading`, when given) and its requests ended.
 *
 * In a tab that has the management app open, a move to another of its screens goes through the app's
 * router, as its links and the browser's Back and Forward do: no new page loads. A sweep over many
 * screens (layout, accessibility) so pays one page load, not one a screen: a load of the app took
 * about 1.2 s of the processor here, a move inside it about 0.4 s (docs/testing.md). The first page of
 * a tab, a page outside the app, and a change of the query alone (a screen reading its address as it
 * opens) are loaded; the page the tab is on already is only waited for. A test of what a load itself
 * does (a deep link, a reload) uses `page.goto`.
 */
export async function showPage(page: Page, path: string, heading?: string): Promise<void> {
  const target = new URL(path, baseUrl);
  const app = `${baseUrl}${appBasename}/`;
  const current = page.url();
  const requests = requestsInFlight(page);
  if (current === target.href) {
    // Already there, as on a sweep's first screen where the tab landed: nothing to load or move.
  } else if (
    !current.startsWith(app) ||
    !target.href.startsWith(app) ||
    new URL(current).pathname === target.pathname
  )
    await page.goto(target.href);
  else {
    const before = await page.$('h1');
    await page.evaluate((href) => {
      history.pushState(null, '', href);
      dispatchEvent(new PopStateEvent('popstate'));
      // A move opens the new screen at its top (the app's own moves do, management/src/app/use-heading-focus.ts).
      scrollTo(0, 0);
    }, target.href);
    // The heading the screen was showing stays until the router draws the next one.
    await page.waitForFunction((old) => {
      const now = document.querySelector('h1');
      return now !== null && now !== old;
    }, before);
    await before?.dispose();
  }
  await page
    .getByRole('heading', { level: 1, ...(heading && { name: heading }) })
    .first()
    .waitFor();
  await requests.quiet();
}

/**
 * The staff's screen of the record a student's page shows (a booking, a repair), as a path inside the
 * app for `signedInPage`'s `at`: staff open it there rather than after their dashboard.
 */
export const staffPathOf = (page: Page) =>
  new URL(page.url()).pathname.replace(`${appBasename}/student/`, '/admin/');
