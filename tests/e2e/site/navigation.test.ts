import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  await page?.context().close();
});

async function open(path: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
}

const header = () => page.locator('[data-site-header]');
const scrollTo = async (y: number) => {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, y);
};

describe('the navigation bar', () => {
  it('marks the current page and hides on the way down, returning on the way up and at the top', async () => {
    await open('/faq', 1280);
    expect(await page.getByRole('navigation', { name: 'Main' }).locator('[aria-current=page]').count()).toBe(
      0,
    );
    await open('/about', 1280);
    expect(await page.locator('nav[aria-label=Main] [aria-current=page]').textContent()).toBe('About');

    await scrollTo(60);
    await expect.poll(() => header().getAttribute('data-opaque')).toBe('true');
    expect(await header().getAttribute('data-hidden')).toBe('false');
    await scrollTo(400);
    await expect.poll(() => header().getAttribute('data-hidden')).toBe('true');
    await scrollTo(300);
    await expect.poll(() => header().getAttribute('data-hidden')).toBe('false');
    await scrollTo(500);
    await expect.poll(() => header().getAttribute('data-hidden')).toBe('true');
    await scrollTo(5);
    await expect.poll(() => header().getAttribute('data-hidden')).toBe('false');
    expect(await header().getAttribute('data-opaque')).toBe('false');
  });

  it('opens Login in a new tab at the management login screen', async () => {
    await open('/', 1280);
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: /^Login/ })
        .click(),
    ]);
    await popup.waitForLoadState('domcontentloaded');
    expect(new URL(popup.url()).pathname).toBe('/management/login');
    const register = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Register/ });
    expect(await register.getAttribute('target')).toBe('_blank');
    expect(await register.getAttribute('href')).toBe('/management/register');
  });

  it('shows the scroll-to-top button after 300px and scrolls back up with it', async () => {
    await open('/rooms', 1280);
    const button = page.getByRole('button', { name: 'Scroll to top' });
    expect(await button.getAttribute('data-visible')).toBe('false');
    await scrollTo(350);
    await expect.poll(() => button.getAttribute('data-visible')).toBe('true');
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
  });
});

describe('the mobile menu', () => {
  it('lists the links and Register Now, and closes when a link is chosen', async () => {
    await open('/', 375);
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.locator('#mobile-menu');
    expect(await menu.isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.getByRole('link', { name: /^Register Now/ }).isVisible()).toBe(true);
    expect(await menu.getByRole('link').allTextContents()).toEqual(
      expect.arrayContaining(['Home', 'Rooms', 'About', 'Services', 'Contact']),
    );
    await menu.getByRole('link', { name: 'Services' }).click();
    await page.waitForURL(`${baseUrl}/services`);
    expect(await page.locator('#mobile-menu').isVisible()).toBe(false);
  });

  it('closes on scrolling down and on Escape', async () => {
    await open('/faq', 375);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await scrollTo(200);
    await expect.poll(() => page.locator('#mobile-menu').isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    await scrollTo(0);
    await toggle.click();
    await page.keyboard.press('Escape');
    expect(await page.locator('#mobile-menu').isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('menu-toggle');
  });
});

describe('with the keyboard only', () => {
  it('skips to the content, then opens the mobile menu and reaches its links', async () => {
    await open('/rooms', 375);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');

    await page.focus('#menu-toggle');
    await page.keyboard.press('Enter');
    expect(await page.locator('#mobile-menu').isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Home');
  });
});
