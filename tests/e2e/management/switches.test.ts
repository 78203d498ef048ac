import type { Page } from 'playwright-core';
import * as messages from '#contract/messages';
import {
  baseUrl,
  demoAccount,
  describe,
  expect,
  it,
  screenshot,
  shotsWanted,
  type SignedInPage,
} from '../support/fixture.ts';
import { submitSignIn } from '../support/sign-in.ts';
import { superAdminTab } from '../support/staff-session.ts';
import { newStudentDetails, verifiedStudent } from './support.ts';

const variants = [1280, 375].flatMap((width) =>
  (['light', 'dark'] as const).map((colorScheme) => ({ width, colorScheme })),
);

/** Each screen at 1280 and 375 px, light and dark, for people to look at (only when E2E_SHOTS is set). */
async function shots(
  open: (options: object) => Promise<Page>,
  name: string,
  show: (page: Page) => Promise<void>,
) {
  if (!shotsWanted) return;
  for (const { width, colorScheme } of variants) {
    const page = await open({ viewport: { width, height: 900 }, colorScheme });
    await show(page);
    await screenshot(page, `${name}-${width}-${colorScheme}`);
    await page.context().close();
  }
}

describe('the emergency lockdown at the doors', () => {
  it('stops the registration wizard at the next step once a lockdown starts, with the lockdown’s words', async ({
    page,
  }) => {
    const call = await superAdminTab();
    const student = newStudentDetails();
    await page.goto(`${baseUrl}/management/register`);
    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.getByLabel('Confirm password').fill(student.password);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: /Step 2 of 3/ }).waitFor();
    try {
      await call('PUT', '/super-admin/emergency', { active: true, reason: 'Wizard drill' });
      await page.getByLabel('Full name').fill(student.fullName);
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText(messages.lockdown.registration).waitFor();
      expect(await page.getByRole('heading', { name: /Step 3 of 3/ }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Create account' }).count()).toBe(0);
    } finally {
      await call('PUT', '/super-admin/emergency', { active: false });
    }
  });

  it('tells a student signing in during a lockdown that sign-in is paused, not that they were logged out', async ({
    signedInPage,
    newPage,
  }) => {
    const call = await superAdminTab();
    const student = await verifiedStudent(baseUrl);
    const page = await signedInPage(student);
    try {
      await call('PUT', '/super-admin/emergency', { active: true, reason: 'Sign-in drill' });
      // The lockdown signs the tab out; the student tries again on the same tab.
      await page.waitForURL(`${baseUrl}/management/login`);
      await page.getByText(messages.lockdown.signInPaused).first().waitFor();
      await submitSignIn(page, student);
      const refusal = page.getByRole('alert').filter({ hasText: messages.lockdown.signInPaused });
      await refusal.waitFor();
      expect(await refusal.textContent()).not.toContain('logged out');
      expect(page.url()).toBe(`${baseUrl}/management/login`);

      await shots(newPage, 'lockdown-login', async (shown) => {
        await shown.goto(`${baseUrl}/management/login`);
        await shown.getByText(messages.lockdown.signInPaused).waitFor();
      });
      await shots(newPage, 'lockdown-register', async (shown) => {
        await shown.goto(`${baseUrl}/management/register`);
        await shown.getByText(messages.lockdown.registration).waitFor();
      });
    } finally {
      await call('PUT', '/super-admin/emergency', { active: false });
    }
  }, 240_000);
});

describe('the sign-in screen after a lockdown', () => {
  it('takes back its refusal that sign-in is paused once the lockdown is lifted', async ({ newPage }) => {
    const call = await superAdminTab();
    const student = await verifiedStudent(baseUrl);
    const page = await newPage();
    // The screen reads the switches again every 30 s: its clock jumps there rather than the test waiting.
    await page.clock.install();
    await page.goto(`${baseUrl}/management/login`);
    try {
      await call('PUT', '/super-admin/emergency', { active: true, reason: 'Lift drill' });
      await submitSignIn(page, student);
      const paused = page.getByText(messages.lockdown.signInPaused);
      await page.getByRole('alert').filter({ hasText: messages.lockdown.signInPaused }).waitFor();

      await call('PUT', '/super-admin/emergency', { active: false });
      await page.clock.fastForward(31_000);
      await expect.poll(() => paused.count()).toBe(0);
    } finally {
      await call('PUT', '/super-admin/emergency', { active: false });
    }
  });
});

describe('maintenance mode', () => {
  async function enableFromSettings(signedInPage: SignedInPage, message: string) {
    const page = await signedInPage(demoAccount('admin'), { at: '/admin/settings' });
    await page.getByLabel('Maintenance message').fill(message);
    await page.getByRole('button', { name: 'Enable Maintenance Mode' }).click();
    const confirm = page.getByRole('dialog', { name: 'Switch maintenance mode on?' });
    await confirm.getByText(message).waitFor();
    return { page, confirm };
  }

  it('asks before switching on, then shows on every staff and student screen and pauses students’ forms', async ({
    signedInPage,
  }) => {
    const call = await superAdminTab();
    const message = 'Heating engineers on site until 15:00.';
    const student = await verifiedStudent(baseUrl);
    try {
      const { page, confirm } = await enableFromSettings(signedInPage, message);
      // Keep as is leaves it off.
      await confirm.getByRole('button', { name: 'Keep as is' }).click();
      const off = (await (await call('GET', '/settings/public')).json()) as { maintenanceMode: boolean };
      expect(off.maintenanceMode).toBe(false);
      expect(await page.locator('[data-maintenance-banner]').count()).toBe(0);

      await page.getByRole('button', { name: 'Enable Maintenance Mode' }).click();
      await page
        .getByRole('dialog', { name: 'Switch maintenance mode on?' })
        .getByRole('button', { name: 'Enable Maintenance Mode' })
        .click();
      const staffBanner = page.locator('[data-maintenance-banner]');
      await staffBanner.getByText(message).waitFor();
      for (const path of ['/admin', '/admin/rooms', '/admin/students']) {
        await page.goto(`${baseUrl}/management${path}`);
        await staffBanner.getByText(message).waitFor();
      }

      const studentPage = await signedInPage(student);
      const banner = studentPage.locator('[data-maintenance-banner]');
      await banner.getByText(message).waitFor();
      await studentPage.goto(`${baseUrl}/management/student/profile`);
      await banner.getByText(message).waitFor();
      await studentPage.getByText('Editing your details is paused while maintenance mode is on.').waitFor();
      expect(await studentPage.getByRole('button', { name: 'Edit' }).isDisabled()).toBe(true);
      await studentPage
        .getByText('Changing your notifications is paused while maintenance mode is on.')
        .waitFor();
      expect(await studentPage.getByRole('button', { name: 'Save preferences' }).isDisabled()).toBe(true);
      // The other forms a student's write is refused on say so before they are filled in.
      await studentPage.goto(`${baseUrl}/management/student/maintenance/new`);
      await banner.getByText(message).waitFor();
      await studentPage.getByText('Reporting a problem is paused while maintenance mode is on.').waitFor();
      expect(await studentPage.getByRole('button', { name: 'Send the request' }).isDisabled()).toBe(true);
      await studentPage.goto(`${baseUrl}/management/student/rooms`);
      await banner.getByText(message).waitFor();

      await shots(
        (options) => signedInPage(student, options),
        'maintenance-student-profile',
        async (shown) => {
          await shown.goto(`${baseUrl}/management/student/profile`);
          await shown.getByText('Editing your details is paused').waitFor();
        },
      );
      await shots(
        (options) => signedInPage(demoAccount('admin'), options),
        'maintenance-admin-settings',
        async (shown) => {
          await shown.goto(`${baseUrl}/management/admin/settings`);
          await shown.locator('[data-maintenance-banner]').waitFor();
        },
      );
    } finally {
      await call('PUT', '/settings/maintenance', { isEnabled: false, message: '' });
    }
  }, 240_000);

  it('shows the confirmation at 375 and 1280 px, light and dark', async ({ signedInPage }) => {
    if (!shotsWanted) return;
    for (const { width, colorScheme } of variants) {
      const page = await signedInPage(demoAccount('admin'), {
        viewport: { width, height: 900 },
        colorScheme,
        at: '/admin/settings',
      });
      await page.getByRole('button', { name: 'Enable Maintenance Mode' }).click();
      await page.getByRole('dialog', { name: 'Switch maintenance mode on?' }).waitFor();
      await screenshot(page, `maintenance-confirm-${width}-${colorScheme}`);
      await page.context().close();
    }
  }, 240_000);
});
