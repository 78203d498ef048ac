import type { Page } from 'playwright-core';
import { baseUrl, describe, expect, it, type ContextOptions } from '../support/fixture.ts';

const desktop: ContextOptions = { viewport: { width: 1280, height: 800 } };
const phone: ContextOptions = { viewport: { width: 375, height: 800 } };

const header = (page: Page) => page.locator('[data-site-header]');
const scrollTo = async (page: Page, y: number) => {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, y);
};

describe('the navigation bar', () => {
  it('marks the current page and hides on the way down, returning on the way up and at the top', async ({
    newPage,
  }) => {
    const page = await newPage(desktop);
    await page.goto(`${baseUrl}/faq`);
    expect(await page.getByRole('navigation', { name: 'Main' }).locator('[aria-current=page]').count()).toBe(
      0,
    );
    await page.goto(`${baseUrl}/about`);
    expect(await page.locator('nav[aria-label=Main] [aria-current=page]').textContent()).toBe('About');

    await scrollTo(page, 60);
    await expect.poll(() => header(page).getAttribute('data-opaque')).toBe('true');
    expect(await header(page).getAttribute('data-hidden')).toBe('false');
    await scrollTo(page, 400);
    await expect.poll(() => header(page).getAttribute('data-hidden')).toBe('true');
    await scrollTo(page, 300);
    await expect.poll(() => header(page).getAttribute('data-hidden')).toBe('false');
    await scrollTo(page, 500);
    await expect.poll(() => header(page).getAttribute('data-hidden')).toBe('true');
    await scrollTo(page, 5);
    await expect.poll(() => header(page).getAttribute('data-hidden')).toBe('false');
    expect(await header(page).getAttribute('data-opaque')).toBe('false');
  });

  it('opens Login in a new tab at the management login screen', async ({ newPage }) => {
    const page = await newPage(desktop);
    await page.goto(`${baseUrl}/`);
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

  it('shows the scroll-to-top button after 300px and scrolls back up with it', async ({ newPage }) => {
    const page = await newPage(desktop);
    await page.goto(`${baseUrl}/rooms`);
    const button = page.getByRole('button', { name: 'Scroll to top' });
    expect(await button.getAttribute('data-visible')).toBe('false');
    await scrollTo(page, 350);
    await expect.poll(() => button.getAttribute('data-visible')).toBe('true');
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
  });
});

describe('the mobile menu', () => {
  it('lists the links and Register Now, and closes when a link is chosen', async ({ newPage }) => {
    const page = await newPage(phone);
    await page.goto(`${baseUrl}/`);
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

  it('closes on scrolling down and on Escape', async ({ newPage }) => {
    const page = await newPage(phone);
    await page.goto(`${baseUrl}/faq`);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await scrollTo(page, 200);
    await expect.poll(() => page.locator('#mobile-menu').isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    await scrollTo(page, 0);
    await toggle.click();
    await page.keyboard.press('Escape');
    expect(await page.locator('#mobile-menu').isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('menu-toggle');
  });
});

describe('with the keyboard only', () => {
  it('skips to the content, then opens the mobile menu and reaches its links', async ({ newPage }) => {
    const page = await newPage(phone);
    await page.goto(`${baseUrl}/rooms`);
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
