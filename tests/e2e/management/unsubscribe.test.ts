import * as messages from '#contract/messages';
import { preferencesOf } from '../../../functions/data/notifications.ts';
import { getUserByEmail } from '../../../functions/data/users.ts';
import { unsubscribeToken } from '../../../functions/domain/notifications/unsubscribe.ts';
import { baseUrl, describe, expect, it, screenshotsAtEachSize } from '../support/fixture.ts';
import { superAdminTab } from '../support/staff-session.ts';
import { bookedByStaff, lastMailTo, linkIn, seriousViolations, verifiedStudent } from './support.ts';

/**
 * A notice mail's unsubscribe link (docs/spec.md §18), as a person on a phone follows it: opened from the
 * local inbox, it says what will stop and changes nothing until its button is pressed.
 */
describe('the unsubscribe link of a notice mail', () => {
  it('opens a page that changes nothing until the reader confirms, at 375 px', async ({ newPage }) => {
    const staff = await superAdminTab();
    const student = await verifiedStudent(baseUrl);
    const userId = (await getUserByEmail(student.email))!.id;
    const roomNumber = await bookedByStaff(staff, student.email, 'U');
    const subject = `Your room is booked: Room ${roomNumber}`;
    const mail = await lastMailTo(baseUrl, student.email, subject);

    const page = await newPage({ viewport: { width: 375, height: 800 } });
    // The inbox shows the headers the mail was sent with, as a mail client's "show original" does.
    await page.goto(`${baseUrl}/_dev/mail`);
    await page.getByRole('link', { name: subject }).first().click();
    await page.getByText('Headers').click();
    await page.getByText('List-Unsubscribe-Post: List-Unsubscribe=One-Click').waitFor();

    await page.goto(linkIn(mail, '/management/unsubscribe#token=').replace(/^https?:\/\/[^/]+/, baseUrl));
    await page.getByRole('heading', { name: 'Stop emails about bookings?' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);
    expect((await preferencesOf(userId)).bookings).toBe('app-and-mail');
    await screenshotsAtEachSize(page, 'unsubscribe-confirm');
    await page.setViewportSize({ width: 375, height: 800 });

    await page.getByRole('button', { name: 'Stop these emails' }).click();

    await page.getByRole('heading', { name: 'Emails stopped' }).waitFor();
    await page.getByText('You will no longer get emails about bookings.').waitFor();
    expect((await preferencesOf(userId)).bookings).toBe('app');
    expect(await page.getByRole('link', { name: 'Sign in to choose' }).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotsAtEachSize(page, 'unsubscribe-done');
  });

  it('says at once that a link past its year has expired, with nothing to press', async ({ page }) => {
    const student = await verifiedStudent(baseUrl);
    const userId = (await getUserByEmail(student.email))!.id;
    const twoYearsAgo = Date.now() - 2 * 366 * 24 * 60 * 60 * 1000;
    const token = await unsubscribeToken(userId, 'announcements', twoYearsAgo);

    await page.goto(`${baseUrl}/management/unsubscribe#token=${encodeURIComponent(token)}`);
    await page.getByText(messages.notifications.unsubscribeExpired).waitFor();
    await screenshotsAtEachSize(page, 'unsubscribe-expired');
    expect(await page.getByRole('button', { name: 'Stop these emails' }).count()).toBe(0);
    expect((await preferencesOf(userId)).announcements).toBe('app-and-mail');
  });

  it('leads a signed-in reader on to their notification preferences', async ({ signedInPage }) => {
    const student = await verifiedStudent(baseUrl);
    const userId = (await getUserByEmail(student.email))!.id;
    const page = await signedInPage(student);
    const token = await unsubscribeToken(userId, 'announcements');

    await page.goto(`${baseUrl}/management/unsubscribe#token=${encodeURIComponent(token)}`);
    await page.getByRole('button', { name: 'Stop these emails' }).click();
    await page.getByRole('link', { name: 'Notification preferences' }).click();

    await page.waitForURL(`${baseUrl}/management/student/profile`);
    expect((await preferencesOf(userId)).announcements).toBe('app');
  });
});
