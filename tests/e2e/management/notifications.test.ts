import type { Page } from 'playwright-core';
import { createRequest, reportedRequest } from '../../../functions/data/maintenance.ts';
import { getUserByEmail } from '../../../functions/data/users.ts';
import { baseUrl, demoAccount, describe, expect, it } from '../support/fixture.ts';
import { jobsSettled } from '../../support/jobs.ts';
import { hasFocus } from '../support/focus.ts';
import { loadJoined } from '../support/realtime.ts';
import { superAdminCalls, superAdminTab } from '../support/staff-session.ts';
import { bookedByStaff, entryWritten, seriousViolations, verifiedStudent } from './support.ts';

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

describe('the notification bell', () => {
  it(
    "counts a booking staff make in both of the student's tabs, live, and drops in both when it is read in one",
    { timeout: 120_000 },
    async ({ signedInPage }) => {
      const staff = await superAdminTab();
      const student = await verifiedStudent(baseUrl);
      const [first, second] = [await signedInPage(student), await signedInPage(student)];
      for (const page of [first, second]) {
        await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
        await expect.poll(() => bell(page).getAttribute('aria-label')).toBe('Notifications');
      }
      const roomNumber = await bookedByStaff(staff, student.email, 'N');

      // Neither tab reloads: the realtime channel tells each of them.
      for (const page of [first, second])
        await expect
          .poll(() => bell(page).getAttribute('aria-label'), { timeout: 10_000 })
          .toBe('Notifications, 1 unread');

      await bell(first).click();
      const entry = first.getByRole('button', { name: `Your room is booked: Room ${roomNumber} (unread)` });
      await entry.waitFor();
      expect(await seriousViolations(first)).toEqual([]);
      await entry.click();
      await expect.poll(() => bell(first).getAttribute('aria-label')).toBe('Notifications');
      expect(first.url()).toContain('/management/student/bookings/p/');
      // The other tab was not touched: the read reaches it over its own socket.
      await expect
        .poll(() => bell(second).getAttribute('aria-label'), { timeout: 10_000 })
        .toBe('Notifications');
    },
  );
});

describe('Mark all as read', () => {
  it('hands the focus to the newest notification once it has nothing left to mark', async ({
    signedInPage,
  }) => {
    const staff = await superAdminTab();
    const student = await verifiedStudent(baseUrl);
    const roomNumber = await bookedByStaff(staff, student.email, 'M');
    const page = await signedInPage(student);
    await expect.poll(() => bell(page).getAttribute('aria-label')).toBe('Notifications, 1 unread');
    await bell(page).click();
    await page.getByRole('button', { name: 'Mark all as read' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => bell(page).getAttribute('aria-label')).toBe('Notifications');
    // Turned off once all is read, the button dropped the focus to the page's body.
    const newest = page.getByRole('button', { name: `Your room is booked: Room ${roomNumber}` });
    await expect.poll(() => newest.evaluate((entry) => entry === document.activeElement)).toBe(true);
  });
});

describe('a notification opened on the screen it leads to', () => {
  it('hands the focus to the screen’s heading, not the page’s body, as opening it from elsewhere does', async ({
    signedInPage,
  }) => {
    const staff = await superAdminTab();
    const student = await verifiedStudent(baseUrl);
    const roomNumber = await bookedByStaff(staff, student.email, 'F');
    const page = await signedInPage(student);
    const entry = page.getByRole('button', { name: new RegExp(`^Your room is booked: Room ${roomNumber}`) });
    const heading = page.getByRole('heading', { name: 'Booking Details', level: 1 });
    await bell(page).click();
    await entry.click();
    await expect.poll(() => hasFocus(heading)).toBe(true);

    // Again from the booking's own page: the panel closed over it, and its entry took the focus away.
    await bell(page).click();
    await entry.click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).not.toBe('BUTTON');
    expect(await hasFocus(heading)).toBe(true);
  });
});

describe('a parcel’s notice', () => {
  it('opens the dashboard at the parcels waiting, their heading focused and in view, from any screen', async ({
    signedInPage,
  }) => {
    const call = await superAdminCalls();
    const student = await verifiedStudent(baseUrl);
    const { id } = (await getUserByEmail(student.email))!;
    await call('POST', '/parcels', { studentId: id, carrier: 'DHL', description: 'Textbooks' });
    await jobsSettled(baseUrl);
    // A phone, where the parcels lie below the fold.
    const page = await signedInPage(student, { viewport: { width: 375, height: 667 }, at: '/student/money' });
    const entry = page.getByRole('button', { name: /^A parcel is waiting for you at the front desk/ });
    const heading = page.getByRole('heading', { name: 'Parcels', level: 2 });
    const inView = () =>
      heading.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const bar = document.querySelector('header')!.getBoundingClientRect().bottom;
        return box.top >= bar && box.bottom <= window.innerHeight;
      });

    await bell(page).click();
    await entry.click();
    await page.waitForURL(`${baseUrl}/management/student#parcels`);
    await expect.poll(() => hasFocus(heading)).toBe(true);
    expect(await inView()).toBe(true);

    // Again from the dashboard's top: the screen stays, and goes to its parcels.
    await page.evaluate(() => window.scrollTo(0, 0));
    await bell(page).click();
    await entry.click();
    await expect.poll(() => hasFocus(heading)).toBe(true);
    expect(await inView()).toBe(true);
  });
});

/** Marks the page's document, so a test can tell it was neither reloaded nor left. */
const markDocument = (page: Page) =>
  page.evaluate(() => document.documentElement.setAttribute('data-e2e-mark', ''));
const stillMarked = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-e2e-mark'));

describe('a notice reaching an open tab', () => {
  it(
    "brings the student's dashboard the balance after a payment staff record at the desk",
    { timeout: 120_000 },
    async ({ signedInPage }) => {
      const staff = await superAdminCalls();
      const student = await verifiedStudent(baseUrl);
      const studentId = (await getUserByEmail(student.email))!.id;
      await entryWritten(studentId, {
        kind: 'rent',
        amount: 180_000,
        description: 'Rent, e2e live notice',
        dueDate: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
      });
      const page = await signedInPage(student);
      await loadJoined(page);
      const money = page.getByRole('region', { name: 'Money' });
      await money.getByText('GHS 1,800.00', { exact: true }).waitFor();
      await markDocument(page);

      await staff('POST', `/students/${studentId}/money/payments`, { amount: 50_000, method: 'cash' });

      await money.getByText('GHS 1,300.00', { exact: true }).waitFor();
      expect(await stillMarked(page)).toBe(true);
    },
  );

  it(
    "brings the student's maintenance list the new state of a request staff move on",
    { timeout: 120_000 },
    async ({ signedInPage }) => {
      const staff = await superAdminCalls();
      const student = await verifiedStudent(baseUrl);
      const reporter = (await getUserByEmail(student.email))!;
      const { request, reported } = reportedRequest({
        reporter: { id: reporter.id, fullName: reporter.fullName, email: reporter.email },
        category: 'electrical',
        urgency: 'normal',
        description: 'The corridor light flickers all night.',
        location: { kind: 'common', roomId: null, roomNumber: null, block: '-', area: 'Corridor, 1st floor' },
      });
      await createRequest(request, reported, []);
      const page = await signedInPage(student);
      await loadJoined(page, () => page.goto(`${baseUrl}/management/student/maintenance`));
      const listed = page.getByRole('list', { name: 'Your maintenance requests' }).getByRole('listitem');
      await listed.getByText('New', { exact: true }).waitFor();
      await markDocument(page);

      await staff('PUT', `/maintenance/${request.id}/status`, { status: 'in_progress' });

      await listed.getByText('In progress', { exact: true }).waitFor();
      expect(await stillMarked(page)).toBe(true);
    },
  );
});

describe('the notification list on a phone', () => {
  it.for(['student', 'admin'] as const)(
    "opens within the screen's width, signed in as the demo %s",
    async (role, { signedInPage }) => {
      const page = await signedInPage(demoAccount(role), { viewport: { width: 375, height: 812 } });
      await bell(page).click();
      const list = page.locator(`[id="${await bell(page).getAttribute('aria-controls')}"]`);
      await list.getByRole('heading', { name: 'Notifications' }).waitFor();
      const box = (await list.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    },
  );
});

describe('the per-category preferences on My Profile', () => {
  it(
    'keep a category in the app only: its notice reaches the bell and sends no mail',
    { timeout: 120_000 },
    async ({ signedInPage }) => {
      const staff = await superAdminTab();
      const student = await verifiedStudent(baseUrl);
      const page = await signedInPage(student, { at: '/student/profile' });
      await page.getByLabel('Bookings').selectOption('app');
      await page.getByRole('button', { name: 'Save preferences' }).click();
      await page.getByText('Notification preferences saved').first().waitFor();

      const roomNumber = await bookedByStaff(staff, student.email, 'P');

      await expect
        .poll(() => bell(page).getAttribute('aria-label'), { timeout: 10_000 })
        .toBe('Notifications, 1 unread');
      await bell(page).click();
      await page.getByRole('button', { name: `Your room is booked: Room ${roomNumber} (unread)` }).waitFor();
      await jobsSettled(baseUrl);
      const mails = (await (await fetch(`${baseUrl}/_dev/mail.json`)).json()) as {
        to: string[];
        subject: string;
      }[];
      expect(mails.filter((mail) => mail.to.includes(student.email.toLowerCase()))).not.toContainEqual(
        expect.objectContaining({ subject: `Your room is booked: Room ${roomNumber}` }),
      );
    },
  );
});
