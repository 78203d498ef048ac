import type { Page } from 'playwright-core';
import * as messages from '#contract/messages';
import { sessionsOf, touchSession } from '../../../functions/data/sessions.ts';
import { staffWithTotp } from '../../support/auth.ts';
import {
  baseUrl,
  describe,
  expect,
  it,
  screenshot,
  screenshotsAtEachSize,
  shotsWanted,
} from '../support/fixture.ts';
import { openSignedInTab } from '../support/sign-in.ts';
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
      .toEqual([messages.sessionList.endFailed]);
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

describe('a staff tab left alone', () => {
  const minutes = (n: number) => n * 60_000;

  it('shows the sign-in screen, saying why, once the server has ended its session', async ({ newPage }) => {
    const staff = await staffWithTotp();
    const page = await newPage();
    // The tab's clock jumps past the half hour rather than the test waiting; the server's session is
    // made as old by its last activity, which is all the server measures.
    await page.clock.install();
    await openSignedInTab(page, baseUrl, { email: staff.email, password: staff.password, role: 'admin' });
    const [session] = await sessionsOf(staff.id);
    await touchSession(session!.id, new Date(Date.now() - minutes(32)).toISOString());

    await page.clock.fastForward(minutes(32));

    await page.getByText(messages.sessions.sessionIdle).first().waitFor();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await sessionsOf(staff.id)).toEqual([]);
    await screenshotsAtEachSize(page, 'signed-out-idle');
  });

  it('asks only once its user has been away for the half hour, and as the tab’s own request', async ({
    newPage,
  }) => {
    const staff = await staffWithTotp();
    const page = await newPage();
    await page.clock.install();
    await openSignedInTab(page, baseUrl, { email: staff.email, password: staff.password, role: 'admin' });
    const questions: Array<string | undefined> = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/auth/me')) questions.push(request.headers()['x-background']);
    });

    await page.clock.fastForward(minutes(20));
    await page.keyboard.press('Shift');
    await page.clock.fastForward(minutes(20));
    const askedWhileTouched = questions.length;
    await page.clock.fastForward(minutes(12));

    expect(askedWhileTouched).toBe(0);
    await expect.poll(() => questions).toEqual(['1']);
    // The server's session is younger than the tab's clock says: it answers yes, and the tab stays.
    expect(await page.getByRole('heading', { name: 'Sign in' }).count()).toBe(0);
  });
});
