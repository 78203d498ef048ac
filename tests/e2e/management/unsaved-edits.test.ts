import type { Page } from 'playwright-core';
import * as messages from '#contract/messages';
import { baseUrl, demoAccount, describe, expect, it, screenshotsAtEachSize } from '../support/fixture.ts';
import { superAdminCalls } from '../support/staff-session.ts';
import { verifiedStudent } from './support.ts';

// Leaving a screen whose form holds edits not saved asks first, with the question Prices asks before a
// period switch (app/unsaved-edits-guard.tsx); a save, a sign-out or the session's end leaves unasked.

const profilePath = `${baseUrl}/management/student/profile`;
const roomsPath = `${baseUrl}/management/student/rooms`;

const question = (page: Page) => page.getByRole('dialog', { name: 'Discard your changes?' });
const fullName = (page: Page) =>
  page.getByRole('form', { name: 'Edit your details' }).getByLabel('Full name');

async function openFromSidebar(page: Page, link: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link, exact: true }).click();
}

/**
 * Starts noting whether the question is ever put, however briefly: a redirect it held back even for a
 * moment would show it, then go on once the screen had gone.
 */
async function watchForQuestion(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const seen = () => document.body.textContent?.includes('Discard your changes?') ?? false;
    const observer = new MutationObserver(() => {
      if (seen()) document.documentElement.dataset.asked = 'yes';
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => document.documentElement.dataset.asked === 'yes');
}

/**
 * Whether the browser would ask before the tab closes: the page cancels its beforeunload event, which is
 * what has the browser ask (HTML's "prompt to unload"). Read from the event itself, as a real close is
 * asked about only when the renderer answers within Chromium's hang timeout (500 ms): on a loaded machine
 * it closed the tab unasked.
 */
function browserWouldAsk(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const closing = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(closing);
    return closing.defaultPrevented;
  });
}

/** From the dashboard to My Profile through the sidebar, so the back button has somewhere to go. */
async function editOwnName(page: Page, name: string) {
  await openFromSidebar(page, 'My Profile');
  await page.waitForURL(profilePath);
  await page.getByRole('button', { name: 'Edit' }).click();
  await fullName(page).fill(name);
}

describe('edits not saved on a screen being left', () => {
  it('are kept when the user says so, from a link and from the back button, and dropped when told to', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(await verifiedStudent(baseUrl));
    await editOwnName(page, 'Half-typed Name');

    await openFromSidebar(page, 'Available Rooms');
    await question(page).getByText('Your changes on this screen are not saved.').waitFor();
    await screenshotsAtEachSize(page, 'unsaved-edits-leaving');
    await question(page).getByRole('button', { name: 'Keep as is' }).click();
    await question(page).waitFor({ state: 'hidden' });
    expect(page.url()).toBe(profilePath);
    expect(await fullName(page).inputValue()).toBe('Half-typed Name');

    await page.goBack();
    await question(page).waitFor();
    await question(page).getByRole('button', { name: 'Keep as is' }).click();
    await question(page).waitFor({ state: 'hidden' });
    expect(page.url()).toBe(profilePath);
    expect(await fullName(page).inputValue()).toBe('Half-typed Name');

    await openFromSidebar(page, 'Available Rooms');
    await question(page).getByRole('button', { name: 'Discard changes' }).click();
    await page.waitForURL(roomsPath);
    await page.getByRole('heading', { name: 'Available Rooms', level: 1 }).waitFor();

    // Back on My Profile the edit is gone, not saved; the forward button asks about a new one too.
    await page.goBack();
    await page.waitForURL(profilePath);
    await page.getByRole('button', { name: 'Edit' }).click();
    expect(await fullName(page).inputValue()).not.toBe('Half-typed Name');
    await fullName(page).fill('Another Name');
    await page.goForward();
    await question(page).getByRole('button', { name: 'Discard changes' }).click();
    await page.waitForURL(roomsPath);
    await page.getByRole('heading', { name: 'Available Rooms', level: 1 }).waitFor();
    expect(await question(page).count()).toBe(0);
  });

  it('have the browser ask before the tab closes, and nothing asks once they are saved', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(await verifiedStudent(baseUrl));
    await editOwnName(page, 'Kept Open Name');
    expect(await browserWouldAsk(page)).toBe(true);

    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(messages.students.profileUpdated).waitFor();
    expect(await browserWouldAsk(page)).toBe(false);
    let browserAsked = false;
    page.on('dialog', (shown) => {
      browserAsked = true;
      void shown.accept();
    });
    await openFromSidebar(page, 'Available Rooms');
    await page.waitForURL(roomsPath);
    await page.getByRole('heading', { name: 'Available Rooms', level: 1 }).waitFor();
    expect(await question(page).count()).toBe(0);
    const closed = page.waitForEvent('close');
    await page.close({ runBeforeUnload: true });
    await closed;
    expect(browserAsked).toBe(false);
  });

  it('are not asked about on a signed-out screen', async ({ page }) => {
    await page.goto(`${baseUrl}/management/login`);
    await page.getByLabel('Email').fill('someone@example.com');
    const asked = await watchForQuestion(page);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(`${baseUrl}/management/forgot-password`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await asked()).toBe(false);
  });

  it('do not hold back a sign-out', async ({ signedInPage }) => {
    const page = await signedInPage(await verifiedStudent(baseUrl));
    await editOwnName(page, 'Signed-out Name');
    const asked = await watchForQuestion(page);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${baseUrl}/management/login`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await asked()).toBe(false);
  });

  it('do not hold back the sign-in screen when the session has ended', async ({ signedInPage }) => {
    const page = await signedInPage(await verifiedStudent(baseUrl));
    await editOwnName(page, 'Timed-out Name');
    const asked = await watchForQuestion(page);
    // The server no longer knows the tab: its next call is refused, and the tab goes to sign in again.
    await page.context().clearCookies();
    const visited: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && visited.push(frame.url()));
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(messages.sessions.sessionTimeout).waitFor();
    // Straight to the sign-in screen with the way back to the profile (`?next=`): the timeout's redirect
    // and the route guard, seeing the session end, name the same address.
    const signIn = `${baseUrl}/management/login?next=${encodeURIComponent('/student/profile')}`;
    await page.waitForURL(signIn);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(visited.filter((url) => url.includes('/login'))).toEqual([signIn]);
    expect(await asked()).toBe(false);
  });
});

describe("edits not saved on a student's profile, its tab switched", () => {
  it('are asked about as leaving is, kept or dropped as told, and Back leaves the screen', async ({
    signedInPage,
  }) => {
    const student = await verifiedStudent(baseUrl);
    const call = await superAdminCalls();
    const { students } = await call<{ students: { id: string }[] }>(
      'GET',
      `/students?search=${encodeURIComponent(student.email)}`,
    );
    const profilePath = `${baseUrl}/management/admin/students/${students[0]!.id}`;
    // From the list, so Back has a screen of the app to go to.
    const page = await signedInPage(demoAccount('admin'), {
      at: `/admin/students?search=${encodeURIComponent(student.email)}`,
    });
    await page.getByRole('link', { name: student.fullName }).click();
    await page.waitForURL(profilePath);
    const tab = (name: string) => page.getByRole('tab', { name });
    const studentName = page.getByRole('form', { name: 'Edit student' }).getByLabel('Full name');
    await page.getByRole('button', { name: 'Edit' }).click();
    await studentName.fill('Half-typed Name');

    await tab('Booking History').click();
    await question(page)
      .getByText(
        `Your changes to ${student.fullName}'s details are not saved. Open Booking History without them?`,
      )
      .waitFor();
    await screenshotsAtEachSize(page, 'unsaved-edits-profile-tab');
    await question(page).getByRole('button', { name: 'Keep as is' }).click();
    await question(page).waitFor({ state: 'hidden' });
    expect(await tab('Profile').getAttribute('aria-selected')).toBe('true');
    expect(await studentName.inputValue()).toBe('Half-typed Name');

    await tab('Money').click();
    await question(page).getByRole('button', { name: 'Discard changes' }).click();
    await page.getByRole('button', { name: 'Record payment' }).waitFor();
    expect(await tab('Money').getAttribute('aria-selected')).toBe('true');

    // Back on the profile the edit is gone, not saved; a tab switch with nothing typed asks nothing.
    await tab('Profile').click();
    await page.getByRole('button', { name: 'Edit' }).click();
    expect(await studentName.inputValue()).toBe(student.fullName);
    await tab('Booking History').click();
    await page.getByRole('tabpanel', { name: 'Booking History' }).waitFor();
    expect(await question(page).count()).toBe(0);

    // The tabs are one entry of the history: Back from new edits leaves the screen, and asks first.
    await tab('Profile').click();
    await page.getByRole('button', { name: 'Edit' }).click();
    await studentName.fill('Another Name');
    await page.goBack();
    await question(page).getByText('Your changes on this screen are not saved.').waitFor();
    await question(page).getByRole('button', { name: 'Keep as is' }).click();
    await question(page).waitFor({ state: 'hidden' });
    expect(page.url()).toBe(profilePath);
    expect(await studentName.inputValue()).toBe('Another Name');
  });
});
