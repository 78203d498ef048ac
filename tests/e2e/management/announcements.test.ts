import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import {
  baseUrl,
  demoAccount,
  describe,
  expect,
  it,
  screenshotsAtEachSize,
  type SignedInPage,
} from '../support/fixture.ts';
import { superAdminCalls } from '../support/staff-session.ts';
import { seriousViolations, verifiedStudent } from './support.ts';

const bellLabel = (page: Page) =>
  page.getByRole('button', { name: /^Notifications/ }).getAttribute('aria-label');

/** Opens the bell and, once it is there, the unread notice of this title in it. */
async function openNotice(page: Page, title: string) {
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const notice = page.getByRole('button', { name: `${title} (unread)` });
  await notice.waitFor({ timeout: 20_000 });
  await notice.click();
}

/** The announcement's screen: its title as the heading, its whole text, who wrote it and when. */
async function readsAnnouncement(page: Page, { title, text }: { title: string; text: string }) {
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
  expect(await page.getByRole('article').innerText()).toContain(text);
  expect(await page.getByText(/^From .+ · Published /).count()).toBe(1);
  expect(await seriousViolations(page)).toEqual([]);
}

type Published = { announcement: { id: string } };

/**
 * A student on their dashboard, and an announcement to everyone that staff publish meanwhile: the page
 * and the announcement's screen, where it is read.
 */
async function publishedToStudentOnDashboard(
  signedInPage: SignedInPage,
  announcement: { title: string; text: string; pinned?: boolean },
) {
  const page = await signedInPage(await verifiedStudent(baseUrl));
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  const staff = await superAdminCalls();
  const published = await staff<Published>('POST', '/announcements', {
    ...announcement,
    audience: { kind: 'everyone' },
  });
  return { page, screen: `/management/student/announcements/${published.announcement.id}` };
}

describe('announcements', () => {
  it(
    "staff publish in one tab; the student's bell in another counts it live, and the count drops once read",
    { timeout: 150_000 },
    async ({ signedInPage }) => {
      const student = await verifiedStudent(baseUrl);
      const studentTab = await signedInPage(student);
      await studentTab.getByRole('heading', { name: 'Dashboard' }).waitFor();
      await expect.poll(() => bellLabel(studentTab)).toBe('Notifications');

      const staffTab = await signedInPage(demoAccount('admin'), { at: '/admin/announcements' });
      await staffTab.getByRole('heading', { name: 'Announcements', level: 1 }).waitFor();
      expect(await seriousViolations(staffTab)).toEqual([]);
      const title = `Water off on Tuesday ${randomUUID().slice(0, 6)}`;
      await staffTab.getByLabel('Title').fill(title);
      await staffTab.getByLabel('Text').fill('From 9 to 12, in every block.');
      await staffTab.getByLabel("Pin on students' dashboards").check();
      await staffTab.getByRole('button', { name: 'Publish' }).click();
      await staffTab.getByRole('heading', { name: title }).waitFor();
      const reach = staffTab
        .getByRole('listitem')
        .filter({ hasText: title })
        .getByTestId('announcement-reach');
      // Delivery runs in background jobs: the staff tab, not reloaded, follows it until everyone has it.
      await expect
        .poll(() => reach.textContent(), { timeout: 30_000 })
        .toMatch(/^Received by (\d+) of \1, read by \d+$/);

      // The student's tab is not reloaded: the realtime channel brings the count.
      await expect.poll(() => bellLabel(studentTab), { timeout: 10_000 }).toBe('Notifications, 1 unread');
      await studentTab.getByRole('button', { name: /^Notifications/ }).click();
      await studentTab.getByRole('button', { name: `${title} (unread)` }).click();
      await expect.poll(() => bellLabel(studentTab)).toBe('Notifications');

      await studentTab.reload();
      await studentTab.getByRole('heading', { name: title }).waitFor();
      expect(await seriousViolations(studentTab)).toEqual([]);
      await staffTab.reload();
      await expect.poll(() => reach.textContent()).toMatch(/, read by 1$/);
    },
  );

  it(
    'a scheduled one, on a staff tab left open, shows its delivery once its time comes, without a reload',
    { timeout: 90_000 },
    async ({ signedInPage }) => {
      const staff = await superAdminCalls();
      const title = `Lift inspection ${randomUUID().slice(0, 6)}`;
      // A block with nobody in it: no staff tab is told of it, so only the list itself can follow it.
      await staff('POST', '/announcements', {
        title,
        text: 'The lift is out of use for an hour.',
        audience: { kind: 'block', block: `Z${randomUUID().slice(0, 6)}` },
        publishAt: new Date(Date.now() + 10_000).toISOString(),
      });
      const page = await signedInPage(demoAccount('admin'), { at: '/admin/announcements' });
      const item = page.getByRole('listitem').filter({ hasText: title });
      await item.getByText('Scheduled', { exact: true }).waitFor();
      const reach = item.getByTestId('announcement-reach');
      expect(await reach.textContent()).toBe('Not sent yet');

      await expect.poll(() => reach.textContent(), { timeout: 45_000 }).toBe('Received by 0 of 0, read by 0');
      expect(await item.getByText('Scheduled', { exact: true }).count()).toBe(0);
    },
  );

  it('staff schedule one with a time to publish and an expiry, and the list says when each comes', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(demoAccount('admin'), { at: '/admin/announcements' });
    const title = `Fire drill ${randomUUID().slice(0, 6)}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Text').fill('Leave by the nearest stairs when the alarm sounds.');
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 16);
    await page.getByLabel('Publish at (optional)').fill(inDays(2));
    await page.getByLabel('Expires at (optional)').fill(inDays(3));
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    const item = page.getByRole('listitem').filter({ hasText: title });
    await item.getByText('Scheduled', { exact: true }).waitFor();
    expect(await item.innerText()).toMatch(/Everyone · Publishes .+ · Expires .+/);
    // The form is empty again, and an announcement without a time publishes at once.
    await page.getByRole('button', { name: 'Publish', exact: true }).waitFor();
  });

  it(
    'a student opens the notice of an announcement not pinned, reads it whole, and goes back to the dashboard',
    { timeout: 90_000 },
    async ({ signedInPage }) => {
      const sent = {
        title: `Laundry room moves ${randomUUID().slice(0, 6)}`,
        text: 'From Monday the laundry is in the basement of block B.\nBring your own detergent.',
      };
      const { page, screen } = await publishedToStudentOnDashboard(signedInPage, sent);

      await expect.poll(() => bellLabel(page), { timeout: 20_000 }).toBe('Notifications, 1 unread');
      await openNotice(page, sent.title);

      await readsAnnouncement(page, sent);
      expect(new URL(page.url()).pathname).toBe(screen);
      await screenshotsAtEachSize(page, 'announcement-student');
      await page.getByRole('link', { name: 'Back to dashboard' }).click();
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    },
  );

  it(
    'a student opens a pinned announcement from the dashboard by its title and reads it whole',
    { timeout: 90_000 },
    async ({ signedInPage }) => {
      const sent = {
        title: `Heating works ${randomUUID().slice(0, 6)}`,
        text: 'The boilers are replaced block by block.\nBlock A: Monday to Wednesday.\nBlock B: Thursday and Friday.',
      };
      const { page, screen } = await publishedToStudentOnDashboard(signedInPage, { ...sent, pinned: true });

      // Its notice refreshes the dashboard's pinned section, where its title leads to its screen.
      const pinned = page
        .getByRole('region', { name: 'Announcements' })
        .getByRole('link', { name: sent.title });
      await pinned.waitFor({ timeout: 20_000 });
      await screenshotsAtEachSize(page, 'pinned-announcements');
      await pinned.click();

      await readsAnnouncement(page, sent);
      expect(new URL(page.url()).pathname).toBe(screen);
    },
  );

  it(
    'staff open the notice of an announcement to staff, read it, and find it again from their list',
    { timeout: 90_000 },
    async ({ signedInPage }) => {
      const page = await signedInPage(demoAccount('admin'));
      const staff = await superAdminCalls();
      const sent = {
        title: `Staff meeting ${randomUUID().slice(0, 6)}`,
        text: 'Thursday at 10 in the office: the new check-in rota.',
      };
      const { announcement } = await staff<Published>('POST', '/announcements', {
        ...sent,
        audience: { kind: 'staff' },
      });

      await openNotice(page, sent.title);

      await readsAnnouncement(page, sent);
      expect(new URL(page.url()).pathname).toBe(`/management/admin/announcements/${announcement.id}`);
      await screenshotsAtEachSize(page, 'announcement-staff');
      await page.getByRole('link', { name: 'Back to announcements' }).click();
      await page.getByRole('heading', { name: 'Announcements', level: 1 }).waitFor();
      await page.getByRole('link', { name: sent.title }).click();
      await page.getByRole('heading', { name: sent.title, level: 1 }).waitFor();
    },
  );
});
