import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { baseUrl, demoAccount, describe, expect, it, screenshotsAtEachSize } from '../support/fixture.ts';
import * as messages from '../../../functions/contract/messages.ts';
import { studentLevels } from '../../../functions/contract/student-fields.ts';
import { hasFocus } from '../support/focus.ts';
import { loadJoined } from '../support/realtime.ts';
import { superAdminCalls } from '../support/staff-session.ts';
import { getUserByEmail } from '../../../functions/data/users.ts';
import { lastMailTo, linkIn, seriousViolations, toastsRaised, verifiedStudent } from './support.ts';

// My Profile's Change password and Change email sections (issue 17), as a student and an admin use them,
// and the student's own details form (issue 18), which offers neither.
const section = (page: Page, name: string) => page.getByRole('form', { name });
/** A mailed link, pointed at this stack. */
const localLink = (link: string) => link.replace(/^https?:\/\/[^/]+/, baseUrl);

describe('My Profile: own password and email', () => {
  it('a student changes their password with the current one, stays signed in, and signs in with the new one', async ({
    signedInPage,
  }) => {
    const student = await verifiedStudent(baseUrl);
    const page = await signedInPage(student, { at: '/student/profile' });
    const form = section(page, 'Change password');

    // The contract's rules, before anything is sent.
    await form.getByLabel('Current password').fill(student.password);
    await form.getByLabel('New password', { exact: true }).fill('aaaaaa');
    await form.getByLabel('Confirm new password').fill('aaaaaa');
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('Password must be at least 8 characters').first().waitFor();
    await form.getByLabel('New password', { exact: true }).fill('password1');
    await form.getByLabel('Confirm new password').fill('password1');
    // The meter says it before submit, as the form and the server do after.
    await form.getByText('Password strength: Very Weak').waitFor();
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText(messages.passwords.passwordCommon).first().waitFor();

    // A wrong current password is refused on its field, and there alone (decision 0113): no toast says
    // it again, checked once the success's toast, raised after any the refusal raised, is on screen.
    const toasts = await toastsRaised(page);
    const next = `New-Pass-${randomUUID().slice(0, 6)}7`;
    await form.getByLabel('Current password').fill('Not-The-Pass-1');
    await form.getByLabel('New password', { exact: true }).fill(next);
    await form.getByLabel('Confirm new password').fill(next);
    await form.getByRole('button', { name: 'Change password' }).click();
    const refused = form.getByText('Your current password is not correct');
    await refused.waitFor();
    await expect.poll(() => hasFocus(form.getByLabel('Current password'))).toBe(true);

    await form.getByLabel('Current password').fill(student.password);
    // The tab's socket was opened with the session the change ended: it opens one with the new session.
    await loadJoined(page, async () => {
      await form.getByLabel('Current password').press('Enter');
      await page
        .getByText('Password changed. Every other session of your account has been signed out.')
        .waitFor();
    });
    await refused.waitFor({ state: 'detached' });
    expect(await toasts()).toEqual([
      'Password changed. Every other session of your account has been signed out.',
    ]);
    // This tab is still signed in: it can still load its profile.
    await page.reload();
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    expect((await lastMailTo(baseUrl, student.email)).subject).toBe(
      'Your Northgate Hostel password was changed',
    );
    await page.context().close();

    await signedInPage({ email: student.email, password: next });
  });

  it('leaves the focus on the first field once Change password has emptied the form and its button is off', async ({
    signedInPage,
  }) => {
    const student = await verifiedStudent(baseUrl);
    const page = await signedInPage(student, { at: '/student/profile' });
    const form = section(page, 'Change password');
    const next = `New-Pass-${randomUUID().slice(0, 6)}7`;
    await form.getByLabel('Current password').fill(student.password);
    await form.getByLabel('New password', { exact: true }).fill(next);
    await form.getByLabel('Confirm new password').fill(next);
    await form.getByRole('button', { name: 'Change password' }).focus();
    await page.keyboard.press('Enter');
    await page
      .getByText('Password changed. Every other session of your account has been signed out.')
      .waitFor();
    // The emptied form turns its button off, which dropped the focus to the page's body.
    await expect.poll(() => hasFocus(form.getByLabel('Current password'))).toBe(true);
  });

  it('a student changes their email through the link mailed to the new address', async ({ signedInPage }) => {
    const student = await verifiedStudent(baseUrl);
    const page = await signedInPage(student, { at: '/student/profile' });
    const form = section(page, 'Change email');
    const newEmail = `moved-${randomUUID().slice(0, 8)}@example.com`;

    await form.getByLabel('New email').fill('not-an-address');
    await form.getByLabel('Current password').fill(student.password);
    await form.getByRole('button', { name: 'Send confirmation link' }).click();
    await form.getByText('Please enter a valid email address').waitFor();

    await form.getByLabel('New email').fill(newEmail);
    await form.getByRole('button', { name: 'Send confirmation link' }).click();
    await form
      .getByRole('status')
      .getByText(/confirmation link/)
      .waitFor();

    // The link, read from this stack's inbox, makes the change.
    const mail = await lastMailTo(baseUrl, newEmail);
    expect(mail.subject).toBe('Confirm your new email address for Northgate Hostel');
    const link = localLink(linkIn(mail, '/management/confirm-email#token='));
    await page.goto(link);
    await page.getByRole('heading', { name: 'Email changed' }).waitFor();
    await page.context().close();

    await signedInPage({ email: newEmail, password: student.password });
  });

  it(
    'the address an account left moves it back through its undo link, and chooses a new password',
    // Four mails and three sign-ins: on this shared machine it can outlast the default 60 s.
    { timeout: 150_000 },
    async ({ signedInPage, newPage }) => {
      const student = await verifiedStudent(baseUrl);
      const newEmail = `taken-${randomUUID().slice(0, 8)}@example.com`;
      const changer = await signedInPage(student, { at: '/student/profile' });
      const form = section(changer, 'Change email');
      await form.getByLabel('New email').fill(newEmail);
      await form.getByLabel('Current password').fill(student.password);
      await form.getByRole('button', { name: 'Send confirmation link' }).click();
      await form
        .getByRole('status')
        .getByText(/confirmation link/)
        .waitFor();
      await changer.goto(
        localLink(linkIn(await lastMailTo(baseUrl, newEmail), '/management/confirm-email#')),
      );
      await changer.getByRole('heading', { name: 'Email changed' }).waitFor();
      const moved = await signedInPage({ email: newEmail, password: student.password });

      // The old address was told, with a link that moves the account back.
      const told = await lastMailTo(baseUrl, student.email);
      expect(told.subject).toBe('Your Northgate Hostel sign-in email was changed');
      const page = await newPage();
      await page.goto(localLink(linkIn(told, '/management/undo-email-change#token=')));
      await page.getByRole('heading', { name: 'Undo the email change' }).waitFor();
      await page.getByRole('button', { name: 'Move my account back' }).click();
      await page.getByRole('heading', { name: 'Email change undone' }).waitFor();
      expect(await seriousViolations(page), 'undo outcome').toEqual([]);

      // Whoever moved it is signed out, and the moved-to address no longer signs in.
      await moved.reload();
      await moved.waitForURL(/\/management\/login/);
      await page.goto(`${baseUrl}/management/login`);
      await page.getByLabel('Email').fill(newEmail);
      await page.getByLabel('Password', { exact: true }).fill(student.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByRole('alert').getByText(messages.auth.invalidCredentials).waitFor();

      // The restored address chooses a new password through the link it was sent, and signs in with it.
      const reset = await lastMailTo(baseUrl, student.email);
      expect(reset.subject).toBe('Reset your Northgate Hostel password');
      await page.goto(localLink(linkIn(reset, '/management/reset-password#token=')));
      const chosen = `Back-Home-${randomUUID().slice(0, 6)}4`;
      await page.getByLabel('New password', { exact: true }).fill(chosen);
      await page.getByLabel('Confirm new password').fill(chosen);
      await page.getByRole('button', { name: 'Reset password' }).click();
      await page.getByRole('heading', { name: 'Password Reset Successful!' }).waitFor();
      await signedInPage({ email: student.email, password: chosen });

      // The undo link works once.
      await page.goto(localLink(linkIn(told, '/management/undo-email-change#token=')));
      await page.getByRole('button', { name: 'Move my account back' }).click();
      await page.getByRole('heading', { name: 'Undo failed' }).waitFor();
    },
  );

  it('a student edits their own details in a form without email or password, and staff see the new name', async ({
    signedInPage,
  }) => {
    const student = await verifiedStudent(baseUrl);
    const page = await signedInPage(student, { at: '/student/profile' });
    await page.getByRole('button', { name: 'Edit' }).click();
    const form = section(page, 'Edit your details');

    // The sign-in address and the password change only through their own sections below.
    await form.getByLabel('Full name').waitFor();
    expect(await form.getByLabel('Email', { exact: true }).count()).toBe(0);
    expect(await form.locator('input[type="password"], input[name="password"]').count()).toBe(0);
    expect(await seriousViolations(page), 'own edit form').toEqual([]);

    const newName = `Renamed Student ${randomUUID().slice(0, 6)}`;
    await form.getByLabel('Full name').fill(newName);
    const [request] = await Promise.all([
      page.waitForRequest(
        (sent) => sent.method() === 'PUT' && /\/students\/[^/]+$/.test(new URL(sent.url()).pathname),
      ),
      form.getByRole('button', { name: 'Save changes' }).click(),
    ]);
    const sent = request.postDataJSON() as Record<string, unknown>;
    expect(sent.fullName).toBe(newName);
    expect(sent).not.toHaveProperty('email');
    expect(sent).not.toHaveProperty('password');
    await page.getByText('Profile updated successfully!').waitFor();

    // The header's greeting and the details read the new name at once, without a reload.
    await page.getByRole('banner').getByText(newName, { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Personal Information' }).waitFor();
    expect(await page.locator('#main').getByText(newName).count()).toBeGreaterThan(0);
    await page.context().close();

    const staff = await signedInPage(demoAccount('admin'), {
      at: `/admin/students?search=${encodeURIComponent(student.email)}`,
    });
    await staff.getByRole('table', { name: 'Students' }).getByRole('link', { name: newName }).waitFor();
  });

  it('shows a long full name whole on a 375 px phone, wrapped rather than cut short', async ({
    signedInPage,
  }) => {
    const student = await verifiedStudent(baseUrl);
    const fullName = `Nana Akosua Adwoa Boatemaa Owusu-Ansah ${randomUUID().slice(0, 4)}`;
    const call = await superAdminCalls();
    await call('PUT', `/students/${(await getUserByEmail(student.email))!.id}`, { fullName });
    const page = await signedInPage(student, {
      at: '/student/profile',
      viewport: { width: 375, height: 812 },
    });
    await page.getByRole('heading', { name: 'Personal Information' }).waitFor();
    // The greeting, the card at the head of the screen and the details under it: none cut short.
    const cut = await page
      .locator('#main')
      .getByText(fullName, { exact: true })
      .evaluateAll((names) => names.map((name) => name.scrollWidth - name.clientWidth));
    expect(cut).toEqual([0, 0, 0]);
    await screenshotsAtEachSize(page, 'profile-long-name');
  });

  it('keeps Save preferences and Save changes off until something changes, and off again once changed back', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(await verifiedStudent(baseUrl), { at: '/student/profile' });
    const preferences = section(page, 'Notifications');
    const savePreferences = preferences.getByRole('button', { name: 'Save preferences' });
    const announcements = preferences.getByRole('combobox', { name: 'Announcements' });
    expect(await savePreferences.isDisabled(), 'before a change').toBe(true);
    await announcements.selectOption('app');
    expect(await savePreferences.isDisabled(), 'after a change').toBe(false);
    await announcements.selectOption('app-and-mail');
    expect(await savePreferences.isDisabled(), 'once changed back').toBe(true);

    await page.getByRole('button', { name: 'Edit' }).click();
    const details = section(page, 'Edit your details');
    const saveDetails = details.getByRole('button', { name: 'Save changes' });
    const programme = details.getByLabel('Programme of study');
    const saved = await programme.inputValue();
    expect(await saveDetails.isDisabled(), 'details before a change').toBe(true);
    await programme.fill(`${saved} and Law`);
    expect(await saveDetails.isDisabled(), 'details after a change').toBe(false);
    await programme.fill(saved);
    expect(await saveDetails.isDisabled(), 'details once changed back').toBe(true);
  });

  it('offers the level as a choice of the registration’s list, and saves the one chosen', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(await verifiedStudent(baseUrl), { at: '/student/profile' });
    await page.getByRole('button', { name: 'Edit' }).click();
    const details = section(page, 'Edit your details');
    const level = details.getByRole('combobox', { name: 'Level' });
    expect(await level.locator('option').allTextContents()).toEqual([
      'Select level',
      ...studentLevels.map((each) => `Level ${each}`),
    ]);
    await level.selectOption('400');
    await details.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(messages.students.profileUpdated).waitFor();
    await page.getByText('400', { exact: true }).waitFor();
  });

  it('keeps the focus with Edit: on the first field when the form opens, back on Edit when it closes', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(await verifiedStudent(baseUrl), { at: '/student/profile' });
    const focused = () =>
      page.evaluate(
        () => document.activeElement?.getAttribute('name') ?? document.activeElement?.textContent?.trim(),
      );
    const edit = page.getByRole('button', { name: 'Edit' });
    const form = section(page, 'Edit your details');

    await edit.click();
    await expect.poll(focused).toBe('fullName');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(focused).toBe('Edit');

    await edit.click();
    await form.getByLabel('Phone number', { exact: true }).fill('+233209876543');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Profile updated successfully!').waitFor();
    await expect.poll(focused).toBe('Edit');
  });

  it('an admin has both sections on their My Profile, checked by the same rules', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(demoAccount('admin'), { at: '/admin/profile' });
    const password = section(page, 'Change password');
    await password.getByLabel('Current password').fill('Not-The-Pass-1');
    await password.getByLabel('New password', { exact: true }).fill('Abcdefg1');
    await password.getByLabel('Confirm new password').fill('Abcdefg2');
    await password.getByRole('button', { name: 'Change password' }).click();
    await password.getByText('Passwords do not match').waitFor();

    const email = section(page, 'Change email');
    await email.getByLabel('New email').fill('someone@example.com');
    await email.getByLabel('Current password').fill('Not-The-Pass-1');
    await email.getByRole('button', { name: 'Send confirmation link' }).click();
    await email.getByText('Your current password is not correct').waitFor();
    // The server's refusal, too, takes the focus to the field it names.
    await expect.poll(() => hasFocus(email.getByLabel('Current password'))).toBe(true);
  });
});
