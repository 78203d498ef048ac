import type { Locator, Page } from 'playwright-core';
import * as messages from '#contract/messages';
import {
  baseUrl,
  demoAccount,
  describe,
  expect,
  it,
  screenshot,
  screenshotsAtEachSize,
  type NewPage,
} from '../support/fixture.ts';
import { sidewaysScroll } from '../support/layout.ts';
import { showPage } from '../support/screens.ts';
import { signIn } from '../support/sign-in.ts';
import { seriousViolations, verifiedStudent } from './support.ts';

const student = demoAccount('student');

/**
 * The labels of the main menu's links that are not wholly in sight as the page stands: cut by the edge of
 * the menu's own scroll box or of the window. Nothing is scrolled to find them, as a user who does not
 * know the menu scrolls would not.
 */
function linksOutOfSight(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const menu = document.querySelector('nav[aria-label="Main"]')!;
    const box = menu.getBoundingClientRect();
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, window.innerHeight);
    return [...menu.querySelectorAll('a')]
      .filter((link) => {
        const { top: linkTop, bottom: linkBottom } = link.getBoundingClientRect();
        return linkTop < top || linkBottom > bottom;
      })
      .map((link) => link.textContent!.replace('(opens in a new tab)', '').trim());
  });
}

/** Whether the boxes `one` and `other` are drawn in share any of the window. */
async function overlaps(one: Locator, other: Locator): Promise<boolean> {
  const [a, b] = [await one.boundingBox(), await other.boundingBox()];
  if (!a || !b) throw new Error('Both must be drawn to compare where');
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * Whether `panel` is whole in sight beside `toast`: they do not meet, or the panel is drawn over the
 * toast where they do.
 */
async function drawnOver(panel: Locator, toast: Locator): Promise<boolean> {
  if (!(await overlaps(panel, toast))) return true;
  const [a, b] = [(await panel.boundingBox())!, (await toast.boundingBox())!];
  const x = (Math.max(a.x, b.x) + Math.min(a.x + a.width, b.x + b.width)) / 2;
  const y = (Math.max(a.y, b.y) + Math.min(a.y + a.height, b.y + b.height)) / 2;
  return panel.evaluate((element, [px, py]) => element.contains(document.elementFromPoint(px!, py!)), [x, y]);
}

/** A student's page just signed in through the screen, at `viewport`, and the sign-in's toast on it. */
async function signedInUnderToast(newPage: NewPage, viewport: { width: number; height: number }) {
  const page = await newPage({ viewport });
  await signIn(page, baseUrl, student);
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Logged in successfully' });
  await toast.waitFor();
  // Where it comes to rest: it slides in from beyond its place.
  await toast.evaluate((element) => Promise.all(element.getAnimations().map((motion) => motion.finished)));
  return { page, toast };
}

describe('the signed-in shell', () => {
  it('keeps the dark theme across a reload, applied before the app starts', async ({ signedInPage }) => {
    const page = await signedInPage(student, { colorScheme: 'light' });
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.getByRole('button', { name: 'Switch to light mode' }).waitFor();
  });

  it('follows the system preference when nothing is saved', async ({ newPage }) => {
    const page = await newPage({ colorScheme: 'dark' });
    await page.goto(`${baseUrl}/management/login`, { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  });

  it('turns with the system preference while open, unless a theme was chosen', async ({ signedInPage }) => {
    const page = await signedInPage(student, { colorScheme: 'light' });
    const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(dark).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(dark).toBe(false);

    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await page.emulateMedia({ colorScheme: 'light' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await dark()).toBe(true);
  });

  it('fits a 375 px phone without sideways scrolling, with a slide-over menu that closes on navigation', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(student, { viewport: { width: 375, height: 812 } });
    for (const path of ['/management/student', '/management/student/rooms', '/management/student/profile']) {
      await showPage(page, path);
      await screenshot(page, `management-375${path.replaceAll('/', '-')}`);
      expect(await sidewaysScroll(page), path).toBe(0);
    }
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await page.waitForFunction(
      () => document.getElementById('app-sidebar')!.getBoundingClientRect().left >= 0,
    );
    await sidebar.getByRole('link', { name: 'Available Rooms' }).click();
    await page.waitForURL(`${baseUrl}/management/student/rooms`);
    await page.waitForFunction(
      () => document.getElementById('app-sidebar')!.getBoundingClientRect().right <= 0,
    );
  });

  it('keeps a toast clear of the top bar, and the panels its bell and account menu open are read whole', async ({
    newPage,
  }) => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 375, height: 812 },
    ]) {
      const { page, toast } = await signedInUnderToast(newPage, viewport);
      expect(await overlaps(toast, page.locator('header')), `${viewport.width} px`).toBe(false);
      // A phone's toast sits just below the top bar, over the page: reached by the keyboard as a thumb
      // reaches it, the bar's button is not under it.
      await page.getByRole('button', { name: 'Account menu' }).focus();
      await page.keyboard.press('Enter');
      // The whole panel: the name and email above the menu's links too.
      const menu = page.getByRole('navigation', { name: 'Account' }).locator('..');
      await menu.waitFor();
      expect(await drawnOver(menu, toast), `${viewport.width} px`).toBe(true);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: /^Notifications/ }).focus();
      await page.keyboard.press('Enter');
      const panel = page.getByRole('region', { name: 'Notifications', exact: true });
      await panel.waitFor();
      expect(await drawnOver(panel, toast), `${viewport.width} px`).toBe(true);
    }
  });

  it('lets the end of a page scroll clear of a toast on a laptop, where toasts sit at the bottom', async ({
    newPage,
  }) => {
    const viewport = { width: 1280, height: 600 };
    const { page, toast } = await signedInUnderToast(newPage, viewport);
    const toastTop = (await toast.boundingBox())!.y;
    // Measured in the page, not the window, so it holds however far the page is scrolled or has loaded:
    // the space below the content's end is what scrolling to the end brings into the window's bottom.
    const layout = await page.evaluate(() => {
      const scroller = document.scrollingElement!;
      const contentEnd = Math.max(
        ...[...document.querySelectorAll('main > *')].map((child) => child.getBoundingClientRect().bottom),
      );
      return {
        taller: scroller.scrollHeight > window.innerHeight,
        belowContent: scroller.scrollHeight - (contentEnd + scroller.scrollTop),
      };
    });
    // Only a page taller than the window can bring its end under a toast.
    expect(layout.taller).toBe(true);
    expect(layout.belowContent).toBeGreaterThanOrEqual(viewport.height - toastTop);
  });

  it('keeps a phone’s Save clear of the toast it raises, so the next tap reaches it', async ({
    signedInPage,
  }) => {
    const resident = await verifiedStudent(baseUrl);
    const page = await signedInPage(resident, {
      viewport: { width: 375, height: 667 },
      at: '/student/profile',
      heading: 'My Profile',
    });
    const save = page.getByRole('button', { name: 'Save preferences' });
    const announcements = page.getByRole('combobox', { name: 'Announcements' });
    const saved = page.locator('[data-sonner-toast]:not([data-removed="true"])').filter({
      hasText: messages.notifications.preferencesSaved,
    });
    /** Whether a tap at the middle of Save reaches Save, not a toast over it. */
    const saveTappable = () =>
      save.evaluate((button) => {
        const box = button.getBoundingClientRect();
        return button.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
      });
    /**
     * The save's answer is in, as its spinner's end shows: a choice made before (a loaded machine's
     * slow answer) would stay an edit still to save, and a reload before would leave it unsaved.
     */
    const answered = () => expect.poll(() => save.getAttribute('aria-busy')).toBeNull();
    // Save at the foot of the window, where a thumb taps it on a phone.
    await save.evaluate((button) => button.scrollIntoView({ block: 'end' }));

    // Forwards: a choice, saved; its toast says so, announced, and leaves Save in reach.
    await announcements.selectOption('app');
    await save.click();
    await saved.waitFor();
    expect(await saved.locator('xpath=ancestor::*[@aria-live="polite"]').count()).toBe(1);
    await screenshotsAtEachSize(page, 'toast-after-save');
    await page.setViewportSize({ width: 375, height: 667 });
    await save.evaluate((button) => button.scrollIntoView({ block: 'end' }));
    await saved.first().waitFor();
    expect(await overlaps(saved.first(), save)).toBe(false);
    expect(await saveTappable()).toBe(true);
    // Back: the choice undone, and Save tapped again while the toast still shows.
    await announcements.selectOption('app-and-mail');
    expect(await saveTappable()).toBe(true);
    await save.click();
    await expect.poll(() => saved.count()).toBeGreaterThanOrEqual(1);
    await answered();
    // Forwards again: the same choice, saved a third time under the toasts of the first two.
    await announcements.selectOption('app');
    expect(await saveTappable()).toBe(true);
    await save.click();
    for (const toast of await saved.all()) expect(await overlaps(toast, save)).toBe(false);
    await answered();
    await page.reload();
    expect(await page.getByRole('combobox', { name: 'Announcements' }).inputValue()).toBe('app');
  });

  it('lands an admin on the admin dashboard, with the staff menu', async ({ signedInPage }) => {
    const page = await signedInPage(demoAccount('admin'));
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Main' });
    expect(await menu.getByRole('link', { name: 'Manage Bookings' }).isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: 'Admin Management' }).count()).toBe(0);
  });

  it('shows the super admin the whole menu at 1280 x 900, and scrolls it within the slide-over on a short phone', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(demoAccount('super_admin'), { viewport: { width: 1280, height: 900 } });
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await linksOutOfSight(page)).toEqual([]);

    await page.setViewportSize({ width: 375, height: 640 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.waitForFunction(
      () => document.getElementById('app-sidebar')!.getBoundingClientRect().left >= 0,
    );
    expect(await linksOutOfSight(page)).toContain('Audit Trail');
    // A swipe over the menu moves the menu, not the screen behind it.
    const menu = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!;
    await page.mouse.move(menu.x + menu.width / 2, menu.y + menu.height / 2);
    await page.mouse.wheel(0, 1000);
    await expect.poll(() => linksOutOfSight(page)).not.toContain('Audit Trail');
    expect(await linksOutOfSight(page)).not.toContain('Public Website');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('never sends admin code to a student', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(new URL(response.url()).pathname);
    });
    await signIn(page, baseUrl, student);
    await page.waitForURL(`${baseUrl}/management/student`);
    for (const link of ['Available Rooms', 'My Profile', 'Dashboard']) {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: link, exact: true })
        .click();
      await page.getByRole('heading', { level: 1 }).waitFor();
    }
    await page.waitForLoadState('networkidle');
    expect(scripts.some((path) => /\/assets\/student-/.test(path))).toBe(true);
    expect(scripts.filter((path) => /\/assets\/admin-/.test(path))).toEqual([]);
  });

  it('still opens the next screen after a deploy removed the chunks the open tab was built with', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(student);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.waitForLoadState('networkidle');
    const fetched = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    );
    // The deploy: every script this tab has not loaded yet is gone once, answered as S3 behind origin
    // access control answers a missing key (403). After the reload, the tab's build is the current one.
    const refused = new Set<string>();
    await page.route(/\/management\/assets\/.+\.js$/, (route) => {
      const url = route.request().url();
      if (fetched.includes(url) || refused.has(url)) return route.continue();
      refused.add(url);
      return route.fulfill({
        status: 403,
        contentType: 'application/xml',
        body: '<Error>AccessDenied</Error>',
      });
    });
    let loads = 0;
    page.on('load', () => (loads += 1));

    let errorScreen = false;
    page.on('console', (message) => {
      if (message.text().includes('ErrorBoundary')) errorScreen = true;
    });

    await page.getByRole('link', { name: 'My Profile' }).first().click();
    await page.getByRole('heading', { name: 'My Profile', level: 1 }).waitFor();
    expect(errorScreen).toBe(false);
    expect(refused.size).toBeGreaterThan(0);
    expect(loads).toBe(1);
    expect(page.url()).toBe(`${baseUrl}/management/student/profile`);
  });

  it.for(['student', 'super_admin'] as const)(
    'heads the screen and ends the breadcrumb in the words of the menu entry that led there, for every %s entry',
    { timeout: 120_000 },
    async (role, { signedInPage }) => {
      const page = await signedInPage(demoAccount(role), { viewport: { width: 1280, height: 900 } });
      const menu = page.getByRole('navigation', { name: 'Main' });
      // The menu draws all its entries at once, maybe after the screen's heading: wait for the first.
      await menu.getByRole('link').first().waitFor();
      const entries = await menu
        .locator('a:not([target="_blank"])')
        .evaluateAll((links) =>
          links.map((link) => ({ label: link.textContent!.trim(), href: link.getAttribute('href')! })),
        );
      expect(entries.length).toBeGreaterThan(5);
      const here = page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]');
      const heading = page.getByRole('main').getByRole('heading', { level: 1 });
      for (const { label, href } of entries) {
        await menu.getByRole('link', { name: label, exact: true }).click();
        await page.waitForURL(`${baseUrl}${href}`);
        await expect.poll(() => here.textContent(), { message: href }).toBe(label);
        await expect.poll(() => heading.textContent(), { message: href }).toBe(label);
      }
    },
  );

  it('shows the management 404 for an unknown path', async ({ signedInPage }) => {
    const page = await signedInPage(student, { at: '/student/no-such-screen' });
    await page.getByRole('heading', { name: 'Oops! Page Not Found' }).waitFor();
  });
});

describe('accessibility', () => {
  const anonymousScreens = [
    '/management/login',
    '/management/register',
    '/management/forgot-password',
    '/management/reset-password#token=not-a-real-token',
    '/management/verify-email',
    '/management/verify-email/sent?email=someone%40example.com',
    '/management/no-such-screen',
  ];

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`finds no serious or critical problems on the sign-in screens (${colorScheme})`, async ({
      newPage,
    }) => {
      const page = await newPage({ colorScheme });
      for (const path of anonymousScreens) {
        await showPage(page, path);
        expect(await seriousViolations(page), path).toEqual([]);
      }
    });

    it(`finds no serious or critical problems on the student screens (${colorScheme})`, async ({
      signedInPage,
    }) => {
      const page = await signedInPage(student, { colorScheme });
      const rooms = await page.evaluate(async () => {
        const response = await fetch(`/api/tab/${sessionStorage.getItem('tabId')}/rooms/available`);
        return ((await response.json()) as { rooms: Array<{ id: string; publicId: string }> }).rooms;
      });
      const screens = [
        '/management/student',
        '/management/student/rooms',
        `/management/student/rooms/p/${rooms[0].publicId}`,
        `/management/student/book-room/${rooms[0].id}`,
        '/management/student/profile',
      ];
      for (const path of screens) {
        await showPage(page, path);
        await page.waitForFunction(() => !document.querySelector('[role="status"] .animate-pulse'));
        expect(await seriousViolations(page), path).toEqual([]);
      }
      await page.getByRole('button', { name: 'Account menu' }).click();
      expect(await seriousViolations(page), 'account menu').toEqual([]);
    });
  }
});
