import type { Page } from 'playwright-core';
import * as messages from '#contract/messages';
import { staffWithTotp } from '../../support/auth.ts';
import { baseUrl, describe, expect, it, screenshot, shotsWanted } from '../support/fixture.ts';
import { seriousViolations, verifiedStudent } from './support.ts';

// Where you're signed in (issue 25 point 5): a user sees each browser signed in to their account and
// signs out the others; the one signed out is sent to the sign-in screen at its next request.
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** From My Profile (`signedInPage`'s `at: '/student/profile'` or `'/admin/profile'`), the sessions screen. */
async function openSessions(page: Page) {
  await page.getByRole('link', { name: 'Review sessions' }).click();
  await page.getByRole('heading', { name: 'Where you’re signed in' }).waitFor();
  await page.getByRole('list', { name: 'Sessions' }).waitFor();
}

const entries = (page: Page) => page.getByRole('list', { name: 'Sessions' }).getByRole('listitem');

describe('Where you’re signed in', () => {
  it('a student sees this device and their phone, and signs the phone out', async ({ signedInPage }) => {
    const student = await verifiedStudent(baseUrl);
    const laptop = await signedInPage(student, { at: '/student/profile' });
    const phone = await signedInPage(student, { userAgent: safariOnIphone });

    await openSessions(laptop);
    await expect.poll(() => entries(laptop).count()).toBe(2);
    const thisDevice = entries(laptop).filter({ hasText: 'This device' });
    await expect.poll(() => thisDevice.count()).toBe(1);
    expect(await thisDevice.getByRole('button', { name: /^Sign out/ }).count()).toBe(0);
    const phoneEntry = entries(laptop).filter({ hasText: 'Safari on iPhone' });
    expect(await seriousViolations(laptop)).toEqual([]);

    await phoneEntry.getByRole('button', { name: /^Sign out Safari on iPhone/ }).click();
    await laptop.getByText('Signed out of that session').waitFor();
    await expect.poll(() => entries(laptop).count()).toBe(1);

    // The phone's next request is refused, and it lands on the sign-in screen.
    await phone.reload();
    await phone.waitForURL(/\/management\/login/);
  });

  it('a staff member signs out everywhere else after confirming, and stays signed in here', async ({
    signedInPage,
  }) => {
    // An admin of this test's own: signing everyone else out must not reach the demo accounts. Enrolled
    // with an authenticator app, as staff are; each sign-in here spends a recovery code the fixture adds.
    const staff = await staffWithTotp();
    const admin = { email: staff.email, password: staff.password, role: 'admin' };
    const desk = await signedInPage(admin, { at: '/admin/profile' });
    const other = await signedInPage(admin);

    await openSessions(desk);
    await expect.poll(() => entries(desk).count()).toBe(2);
    await desk.getByRole('button', { name: 'Sign out everywhere else' }).click();
    const dialog = desk.getByRole('dialog', { name: 'Sign out everywhere else?' });
    await dialog.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await desk.getByText('Signed out everywhere else').first().waitFor();
    await expect.poll(() => entries(desk).count()).toBe(1);

    await other.reload();
    await other.waitForURL(/\/management\/login/);
    await desk.reload();
    await desk.getByRole('heading', { name: 'Where you’re signed in' }).waitFor();
  });

  it('keeps Sign out everywhere else open with the reason when the call fails, and a second try works', async ({
    signedInPage,
  }) => {
    const student = await verifiedStudent(baseUrl);
    const laptop = await signedInPage(student, { at: '/student/profile' });
    await signedInPage(student, { userAgent: safariOnIphone });
    await openSessions(laptop);
    await expect.poll(() => entries(laptop).count()).toBe(2);
    await laptop.route('**/auth/sessions', (route) =>
      route.request().method() === 'DELETE' ? route.abort('internetdisconnected') : route.fallback(),
    );

    await laptop.getByRole('button', { name: 'Sign out everywhere else' }).click();
    const dialog = laptop.getByRole('dialog', { name: 'Sign out everywhere else?' });
    await dialog.getByRole('button', { name: 'Sign out everywhere else' }).click();

    await expect
      .poll(() => dialog.getByRole('alert').allTextContents())
      .toEqual([messages.sessions.endFailed]);
    await laptop.unrouteAll();
    await dialog.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => entries(laptop).count()).toBe(1);
  });

  it('looks right at 375 and 1280 px, light and dark', async ({ signedInPage }) => {
    if (!shotsWanted) return;
    const student = await verifiedStudent(baseUrl);
    await signedInPage(student, { userAgent: safariOnIphone });
    for (const width of [375, 1280]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const page = await signedInPage(student, {
          viewport: { width, height: 800 },
          colorScheme,
          at: '/student/profile',
        });
        await openSessions(page);
        await expect.poll(() => entries(page).count()).toBeGreaterThanOrEqual(2);
        await screenshot(page, `sessions-${width}-${colorScheme}`);
        await page.context().close();
      }
    }
  });
});
