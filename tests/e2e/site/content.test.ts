import type { Locator } from 'playwright-core';
import * as messages from '#contract/messages';
import { contentDefaults } from '#contract/public-content/index';
import type { PeriodPrices } from '#contract/money';
import { type RoomType } from '#contract/rooms';
import { getSettings, putSettings } from '../../../functions/data/settings.ts';
import { baseUrl, describe, expect, it, screenshot, type ContextOptions } from '../support/fixture.ts';
import { sidewaysScroll } from '../support/layout.ts';
import { superAdminTab } from '../support/staff-session.ts';
import { bodyOfPrices } from '../../support/money.ts';

const desktop: ContextOptions = { viewport: { width: 1280, height: 800 } };

describe('editable public content', () => {
  it('shows a super admin’s saved edit without a rebuild', async ({ newPage }) => {
    const call = await superAdminTab();
    const question = 'Can I bring my bicycle?';
    const saved = await call('PUT', '/super-admin/content/faq', {
      content: {
        ...contentDefaults.faq,
        items: [{ question, answer: 'Yes: there is covered, card-access bicycle storage by the entrance.' }],
      },
    });
    expect(saved.status).toBe(200);

    const page = await newPage(desktop);
    await page.goto(`${baseUrl}/faq`);
    await expect.poll(() => page.locator('summary').count()).toBe(1);
    expect(await page.locator('summary').textContent()).toContain(question);

    const rolledBack = await call('POST', '/super-admin/content/faq/rollback', { version: 1 });
    expect(rolledBack.status).toBe(200);
  });

  it('never shows the built text of an edited block before the saved one, however slow the answer', async ({
    newPage,
  }) => {
    const call = await superAdminTab();
    const question = 'Is there a quiet hour in the evenings?';
    const builtQuestion = contentDefaults.faq.items[0]!.question;
    await call('PUT', '/super-admin/content/faq', {
      content: { ...contentDefaults.faq, items: [{ question, answer: 'Yes: from 22:00 to 07:00.' }] },
    });
    try {
      const page = await newPage(desktop);
      let answer = () => {};
      const held = new Promise<void>((resolve) => (answer = resolve));
      await page.route('**/api/public/content/faq', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${baseUrl}/faq`, { waitUntil: 'domcontentloaded' });
      const block = page.locator('[data-content-key="faq"]');
      await block.waitFor({ state: 'attached' });
      expect(await block.isVisible()).toBe(false);
      expect(await page.getByText(builtQuestion).isVisible()).toBe(false);

      answer();
      await block.waitFor({ state: 'visible' });
      expect(await page.locator('summary').allTextContents()).toEqual([expect.stringContaining(question)]);
    } finally {
      await call('POST', '/super-admin/content/faq/rollback', { version: 1 });
    }
  });

  it('wraps a saved word longer than a phone is wide, rather than widening the page', async ({ newPage }) => {
    const call = await superAdminTab();
    const original = await (await fetch(`${baseUrl}/api/public/content/faq`)).json();
    const word = 'Pneumonoultramicroscopicsilicovolcanoconiosis'.repeat(2);
    await call('PUT', '/super-admin/content/faq', {
      content: {
        ...contentDefaults.faq,
        items: [{ question: `What is ${word}?`, answer: `See https://example.com/${word}` }],
      },
    });
    try {
      const page = await newPage({ viewport: { width: 375, height: 800 }, isMobile: true });
      await page.goto(`${baseUrl}/faq`);
      const question = page.locator('summary', { hasText: word });
      await question.click();
      await page.getByText(`https://example.com/${word}`).waitFor();
      expect(await sidewaysScroll(page)).toBe(0);
    } finally {
      await call('PUT', '/super-admin/content/faq', { content: original.content });
    }
  });

  it('refreshes a home section before revealing it', async ({ newPage }) => {
    const call = await superAdminTab();
    const heading = 'Loved by engineers since 2009';
    await call('PUT', '/super-admin/content/home', {
      content: { ...contentDefaults.home, testimonials: { ...contentDefaults.home.testimonials, heading } },
    });
    const page = await newPage(desktop);
    await page.goto(`${baseUrl}/`);
    await page.locator('#testimonials').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('#testimonials').getAttribute('data-loaded')).toBe('true');
    expect(await page.locator('#testimonials h2').textContent()).toBe(heading);
    await call('POST', '/super-admin/content/home/rollback', { version: 1 });
  });
});

describe('public settings on the site', () => {
  it('lists the hostel’s own room types on the rooms page, as staff keep them', async ({ newPage }) => {
    const call = await superAdminTab();
    const studio = { name: 'Studio', capacity: 1, description: 'A room with its own kitchenette.' };
    // Other tests add types of their own for their rooms (which then cannot be removed): keep them.
    const { settings } = (await (await call('GET', '/settings')).json()) as {
      settings: { roomTypes: RoomType[] };
    };
    const kept = settings.roomTypes;
    try {
      expect((await call('PUT', '/settings', { roomTypes: [...kept, studio] })).status).toBe(200);
      const page = await newPage(desktop);
      await page.goto(`${baseUrl}/rooms`);
      const list = page.locator('[data-room-types]');
      await list.getByRole('heading', { name: 'Studio' }).waitFor();
      expect(await list.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
        ...kept.map((type) => type.name),
        'Studio',
      ]);
      expect(await page.getByText('En-suite').count()).toBe(0);
      await screenshot(page, 'site-rooms-1280-light');
    } finally {
      await call('PUT', '/settings', { roomTypes: kept });
    }
  });

  it('shows the rent saved for the current period on the rooms page, in a list never shown without it', async ({
    newPage,
  }) => {
    const call = await superAdminTab();
    const { prices } = (await (await call('GET', '/money/prices/current')).json()) as {
      prices: PeriodPrices;
    };
    const body = (rentByRoomType: Record<string, number>) => ({ ...bodyOfPrices(prices), rentByRoomType });
    try {
      const saved = await call('PUT', '/money/prices', body({ ...prices.rentByRoomType, Double: 261_234 }));
      expect(saved.status).toBe(200);
      const page = await newPage(desktop);
      await page.goto(`${baseUrl}/rooms`);
      const list = page.locator('[data-room-types]');
      const double = list.locator('[data-room-type="Double"]');
      await double.getByText('GHS 2,612.34').waitFor();
      expect(await double.textContent()).toContain('GHS 2,612.34 a semester');
      // The list is shown only once the public settings (with the rents) are in: no price-less flash.
      expect(await list.getAttribute('data-content-ready')).toBe('true');
      await screenshot(page, 'site-rooms-rent-1280-light');
    } finally {
      await call('PUT', '/money/prices', body(prices.rentByRoomType));
    }
  });

  // Both switch tests restore the settings they found, not the defaults: other files on the lane add room
  // types with rooms of those types, and writing the default types here (past PUT /settings, which refuses
  // to strand a room) left those rooms of a type no longer in Settings.
  it('shows the maintenance banner and a closed Register button', async ({ newPage }) => {
    const saved = await getSettings();
    await putSettings({
      ...saved,
      registrationOpen: false,
      maintenanceMode: true,
      maintenanceMessage: 'Water is off in the west wing until noon.',
    });
    try {
      const page = await newPage(desktop);
      await page.goto(`${baseUrl}/`);
      const banner = page.locator('#maintenance-banner');
      await expect.poll(() => banner.textContent()).toBe('Water is off in the west wing until noon.');
      expect(await banner.isVisible()).toBe(true);
      const register = page.locator('nav[aria-label=Main] [data-register-link]');
      await expect.poll(() => register.textContent()).toBe('Registration Closed');
      expect(await register.getAttribute('href')).toBeNull();
      expect(await register.getAttribute('aria-disabled')).toBe('true');
    } finally {
      await putSettings(saved);
    }
  });

  it('keeps the scroll-to-top button and the end of the footer clear of the banner on a phone', async ({
    newPage,
  }) => {
    const saved = await getSettings();
    await putSettings({
      ...saved,
      maintenanceMode: true,
      maintenanceMessage:
        'Water is off in the west wing until noon, and the lifts are serviced all afternoon.',
    });
    try {
      const page = await newPage({ viewport: { width: 375, height: 800 }, isMobile: true });
      await page.goto(`${baseUrl}/faq`);
      await page.locator('#maintenance-banner').waitFor();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      /** Whether a tap at the middle of the element reaches it, not something drawn over it. */
      const reachable = (locator: Locator) =>
        locator.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return hit !== null && element.contains(hit);
        });
      const toTop = page.getByRole('button', { name: 'Scroll to top' });
      await expect.poll(() => toTop.getAttribute('data-visible')).toBe('true');
      await expect.poll(() => reachable(toTop)).toBe(true);
      expect(await reachable(page.getByRole('link', { name: 'Instagram (opens in a new tab)' }))).toBe(true);
    } finally {
      await putSettings(saved);
    }
  });

  it('shows a lockdown notice while a lockdown is active, and no Register link', async ({ newPage }) => {
    const saved = await getSettings();
    await putSettings({
      ...saved,
      emergencyLockdown: {
        active: true,
        reason: 'Drill',
        instructions: '',
        changedBy: null,
        changedAt: saved.updatedAt,
      },
    });
    try {
      const page = await newPage(desktop);
      await page.goto(`${baseUrl}/`);
      const banner = page.locator('#lockdown-banner');
      await banner.waitFor();
      expect(await banner.textContent()).toContain(messages.site.lockdown);
      expect(await page.locator('#maintenance-banner').isVisible()).toBe(false);
      const register = page.locator('nav[aria-label=Main] [data-register-link]');
      await expect.poll(() => register.getAttribute('aria-disabled')).toBe('true');
    } finally {
      await putSettings(saved);
    }
  });
});
