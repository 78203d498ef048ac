import * as messages from '#contract/messages';
import type { Page } from 'playwright-core';
import { baseUrl, describe, expect, it } from '../support/fixture.ts';
import { signIn } from '../support/sign-in.ts';
import { superAdminTab } from '../support/staff-session.ts';
import { lastMailTo, linkIn, newStudentDetails, registeredStudent, verifiedStudent } from './support.ts';

/** The methods of the registration requests the page sends, as it sends them. */
function registrationsFrom(page: Page): string[] {
  const registrations: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/auth/register')) registrations.push(request.method());
  });
  return registrations;
}

describe('signing up and in', () => {
  it('registers through the wizard, verifies by the mailed link and lands on the student dashboard', async ({
    page,
  }) => {
    const student = newStudentDetails();
    await page.goto(`${baseUrl}/management/register`);

    // Next is blocked until the step validates.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Email is required').waitFor();

    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.getByText('Password strength: Strong').waitFor();
    await page.getByLabel('Confirm password').fill(student.password);
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByLabel('Full name').fill(student.fullName);
    await page.getByLabel('Gender').selectOption('female');
    await page.getByLabel('Phone number').fill('12345');
    await page.getByLabel('Phone number').blur();
    await page.getByText('Please enter a valid phone number').waitFor();
    await page.getByLabel('Phone number').fill(student.phoneNumber);
    await page.getByLabel('Date of birth').fill(student.dateOfBirth);
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByLabel('Programme of study').fill(student.programmeOfStudy);
    await page.getByLabel('Level').selectOption('100');
    await page.getByLabel('Guardian name').fill(student.guardianName);
    await page.getByLabel('Guardian phone number').fill(student.guardianPhoneNumber);
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL(/\/management\/verify-email\/sent\?email=/);
    await page.getByText(student.email).waitFor();

    // Open the mail in the local inbox and follow its link.
    const mail = await lastMailTo(baseUrl, student.email);
    await page.goto(`${baseUrl}/_dev/mail`);
    await page.getByRole('link', { name: mail.subject }).first().click();
    const link = linkIn(mail, '/management/verify-email/');
    await page.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl));
    // The link verifies with the password chosen in the same registration (issue 25).
    await page.getByRole('heading', { name: 'Confirm it is you' }).waitFor();
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.getByRole('button', { name: 'Verify email' }).click();
    await page.getByRole('heading', { name: 'Email verified' }).waitFor();

    await page.getByRole('link', { name: 'Sign in' }).click();
    await signIn(page, baseUrl, student);
    await page.waitForURL(`${baseUrl}/management/student`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await page.getByText(student.fullName).first().isVisible()).toBe(true);
  });

  it('tells the weak verdict of a common password and its reason before anything is sent', async ({
    page,
  }) => {
    const student = newStudentDetails();
    const registrations = registrationsFrom(page);
    await page.goto(`${baseUrl}/management/register`);

    // Long enough and with a digit, but on the list of common passwords the server refuses.
    await page.getByLabel('Password', { exact: true }).fill('password1');
    await page.getByText(`Password strength: ${messages.auth.strengthLabels[0]}`).waitFor();
    await page.getByText(messages.passwords.passwordCommon).first().waitFor();

    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.getByText('Password strength: Strong').waitFor();
    expect(await page.getByText(messages.passwords.passwordCommon).count()).toBe(0);
    expect(registrations).toEqual([]);
  });

  it('says once why a short password is refused, in the error tied to the field once it is left', async ({
    page,
  }) => {
    await page.goto(`${baseUrl}/management/register`);
    const password = page.getByLabel('Password', { exact: true });
    const reason = page.getByText(messages.passwords.passwordMin, { exact: true });

    // While typing, the meter says why.
    await password.fill('short1');
    await page.getByText(`Password strength: ${messages.auth.strengthLabels[0]}`).waitFor();
    expect(await reason.count()).toBe(1);

    // Left, the field's error says it, and the meter no longer repeats it.
    await page.getByLabel('Confirm password').focus();
    await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true');
    expect(await reason.count()).toBe(1);
    const describedBy = await password.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(messages.passwords.passwordMin);
  });

  it('moves between steps without sending anything until Create account, and shows no error on arrival', async ({
    page,
  }) => {
    const student = newStudentDetails();
    const registrations = registrationsFrom(page);
    await page.goto(`${baseUrl}/management/register`);
    const fieldErrors = page.locator('[id$="-error"]');

    // Step 1, Enter means Next.
    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.getByLabel('Confirm password').fill(student.password);
    await page.getByLabel('Confirm password').press('Enter');
    await page.getByRole('heading', { name: /Step 2 of 3/ }).waitFor();
    expect(await fieldErrors.count()).toBe(0);

    // Step 2, then on to step 3 by the button: no error shows for the fields not yet touched.
    await page.getByLabel('Full name').fill(student.fullName);
    await page.getByLabel('Gender').selectOption('female');
    await page.getByLabel('Phone number').fill(student.phoneNumber);
    await page.getByLabel('Date of birth').fill(student.dateOfBirth);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: /Step 3 of 3/ }).waitFor();
    expect(await fieldErrors.count()).toBe(0);
    await page.getByLabel('Programme of study').fill(student.programmeOfStudy);
    await page.getByLabel('Level').selectOption('100');
    await page.getByLabel('Guardian name').fill(student.guardianName);
    await page.getByLabel('Guardian phone number').fill(student.guardianPhoneNumber);

    // Back to step 2, correct a field, forward again: Next never creates the account.
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByRole('heading', { name: /Step 2 of 3/ }).waitFor();
    await page.getByLabel('Full name').fill(`${student.fullName} Jr`);
    await page.getByLabel('Full name').press('Enter');
    await page.getByRole('heading', { name: /Step 3 of 3/ }).waitFor();
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: /Step 3 of 3/ }).waitFor();
    await page.getByRole('button', { name: 'Create account' }).waitFor();
    expect(page.url()).toBe(`${baseUrl}/management/register`);
    expect(registrations).toEqual([]);
    expect(await page.getByLabel('Guardian name').inputValue()).toBe(student.guardianName);

    // A field shows its error once it is left.
    await page.getByLabel('Guardian name').fill('');
    await page.getByLabel('Guardian phone number').focus();
    await page.getByText('Guardian name is required').waitFor();
    await page.getByLabel('Guardian name').fill(student.guardianName);

    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/management\/verify-email\/sent\?email=/);
    expect(registrations).toEqual(['POST']);
  });

  it("moves between the wizard's steps with the browser's Back and Forward, keeping what was typed", async ({
    page,
  }) => {
    const student = newStudentDetails();
    await page.goto(`${baseUrl}/management/login`);
    await page.getByRole('link', { name: 'Create an account' }).click();
    // The sign-in screen's own Email stays until the wizard's chunk has loaded: typing before that fills it.
    await page.getByRole('heading', { name: /Step 1 of 3/ }).waitFor();
    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.getByLabel('Confirm password').fill(student.password);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Full name').fill(student.fullName);

    await page.goBack();
    await page.getByRole('heading', { name: /Step 1 of 3/ }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(student.email);
    expect(await page.getByLabel('Confirm password').inputValue()).toBe(student.password);

    await page.goForward();
    await page.getByRole('heading', { name: /Step 2 of 3/ }).waitFor();
    expect(await page.getByLabel('Full name').inputValue()).toBe(student.fullName);
    // The step's heading takes the focus, as it does after Next and Previous.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/Step 2 of 3/);
  });

  it('says on its first screen that registration is closed, or locked down, before anything is typed', async ({
    page,
  }) => {
    const call = await superAdminTab();
    try {
      await call('PUT', '/settings/registration', { isOpen: false });
      await page.goto(`${baseUrl}/management/register`);
      await page.getByText(messages.auth.registrationClosed).waitFor();
      expect(await page.getByLabel('Email').count()).toBe(0);
      await call('PUT', '/settings/registration', { isOpen: true });

      await call('PUT', '/super-admin/emergency', { active: true, reason: 'Wizard e2e' });
      await page.goto(`${baseUrl}/management/register`);
      await page.getByText(messages.lockdown.registration).waitFor();
      expect(await page.getByLabel('Email').count()).toBe(0);
    } finally {
      await call('PUT', '/settings/registration', { isOpen: true });
      await call('PUT', '/super-admin/emergency', { active: false });
    }
  });

  it('sends an unverified student to the verify-email/sent page', async ({ page }) => {
    const student = await registeredStudent(baseUrl);
    await signIn(page, baseUrl, student);
    await page.waitForURL(/\/management\/verify-email\/sent\?email=/);
    await page.getByRole('button', { name: 'Resend verification email' }).waitFor();
  });

  it('verifies an address registered twice only with the password of the clicked link’s own registration', async ({
    page,
  }) => {
    const owner = await registeredStudent(baseUrl);
    const ownersLink = linkIn(await lastMailTo(baseUrl, owner.email), '/management/verify-email/');
    // Someone else registers the owner's address with their own password after the owner did.
    const squat = await fetch(`${baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...owner, password: 'Squatter-1', confirmPassword: 'Squatter-1' }),
    });
    expect(squat.status).toBe(201);
    const squattersLink = linkIn(await lastMailTo(baseUrl, owner.email), '/management/verify-email/');
    expect(squattersLink).not.toBe(ownersLink);

    const confirm = async (link: string) => {
      await page.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl));
      await page.getByRole('heading', { name: 'Confirm it is you' }).waitFor();
      await page.getByText(messages.auth.verificationNeedsPassword).waitFor();
      await page.getByLabel('Password', { exact: true }).fill(owner.password);
      await page.getByRole('button', { name: 'Verify email' }).click();
    };
    // The newest mail is the squatter's: the owner's password does not fit it, and nothing is verified.
    await confirm(squattersLink);
    await page.getByText(messages.auth.verificationPasswordWrong).waitFor();
    // The owner's own link, with the owner's password, verifies, and the owner signs in.
    await confirm(ownersLink);
    await page.getByRole('heading', { name: 'Email verified' }).waitFor();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await signIn(page, baseUrl, owner);
    await page.waitForURL(`${baseUrl}/management/student`);
  });

  it('resets a forgotten password by the mailed link and signs in with the new one', async ({ page }) => {
    const student = await verifiedStudent(baseUrl);
    await page.goto(`${baseUrl}/management/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // The sign-in screen has an Email field too: typing before the next screen shows would fill that one.
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
    await page.getByLabel('Email').fill(student.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();

    const link = linkIn(await lastMailTo(baseUrl, student.email), '/management/reset-password');
    await page.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl));
    const newPassword = 'Fresh-Start9';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('heading', { name: 'Password Reset Successful!' }).waitFor();
    await page.waitForURL(`${baseUrl}/management/login`, { timeout: 10_000 });

    // The link works once.
    await page.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl));
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('heading', { name: 'Invalid Reset Link' }).waitFor();

    await signIn(page, baseUrl, { email: student.email, password: newPassword });
    await page.waitForURL(`${baseUrl}/management/student`);
  });

  it('keeps the reset token out of every URL and Referer the server sees, old-style links included', async ({
    page,
  }) => {
    const student = await verifiedStudent(baseUrl);
    await page.goto(`${baseUrl}/management/forgot-password`);
    await page.getByLabel('Email').fill(student.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
    const link = linkIn(await lastMailTo(baseUrl, student.email), '/management/reset-password');
    const token = decodeURIComponent(/#token=([^&\s]+)/.exec(link)![1]!);

    const seen: string[] = [];
    page.on('request', (request) => seen.push(request.url(), request.headers().referer ?? ''));
    // A link mailed before the change: the query's token moves into the fragment at once.
    await page.goto(`${baseUrl}/management/reset-password?token=${encodeURIComponent(token)}`);
    await page.waitForURL((url) => url.search === '' && url.hash === `#token=${encodeURIComponent(token)}`);
    seen.length = 0;
    const newPassword = 'Quiet-Harbour-8';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('heading', { name: 'Password Reset Successful!' }).waitFor();
    // Since then: the list, the reset call and the rest carry it in no URL and no Referer.
    expect(seen.length).toBeGreaterThan(0);
    expect(
      seen.filter((value) => value.includes(token) || value.includes(encodeURIComponent(token))),
    ).toEqual([]);
  });
  it('keeps the verification token out of every URL and Referer the server sees, old-style links included', async ({
    page,
  }) => {
    const carrying = (seen: string[], token: string) =>
      seen.filter((value) => value.includes(token) || value.includes(encodeURIComponent(token)));
    const verifyOn = async (student: { password: string }) => {
      await page.getByRole('heading', { name: 'Confirm it is you' }).waitFor();
      await page.getByLabel('Password', { exact: true }).fill(student.password);
      await page.getByRole('button', { name: 'Verify email' }).click();
      await page.getByRole('heading', { name: 'Email verified' }).waitFor();
    };
    const seen: string[] = [];
    page.on('request', (request) => seen.push(request.url(), request.headers().referer ?? ''));

    // A link mailed now carries its token in the fragment: no request ever holds it.
    const student = await registeredStudent(baseUrl);
    const link = linkIn(await lastMailTo(baseUrl, student.email), '/management/verify-email/confirm#token=');
    const token = decodeURIComponent(/#token=([^&\s]+)/.exec(link)![1]!);
    await page.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl));
    await verifyOn(student);
    expect(seen.length).toBeGreaterThan(0);
    expect(carrying(seen, token)).toEqual([]);

    // A link mailed before the change, with the token in the path: it moves into the fragment at once.
    const earlier = await registeredStudent(baseUrl);
    const earlierLink = linkIn(
      await lastMailTo(baseUrl, earlier.email),
      '/management/verify-email/confirm#token=',
    );
    const earlierToken = decodeURIComponent(/#token=([^&\s]+)/.exec(earlierLink)![1]!);
    await page.goto(`${baseUrl}/management/verify-email/${encodeURIComponent(earlierToken)}`);
    await page.waitForURL(
      (url) =>
        url.pathname === '/management/verify-email/confirm' &&
        url.hash === `#token=${encodeURIComponent(earlierToken)}`,
    );
    seen.length = 0;
    await verifyOn(earlier);
    expect(seen.length).toBeGreaterThan(0);
    expect(carrying(seen, earlierToken)).toEqual([]);
  });
});
