import type { Page } from 'playwright-core';
import { baseUrl, demoAccount, describe, expect, it, screenshotsAtEachSize } from '../support/fixture.ts';
import { superAdminCalls } from '../support/staff-session.ts';
import { verifiedStudent } from './support.ts';

/** The focused element: its tag, its name (a field's) or its words, and its outline. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement!;
    return {
      tag: element.tagName.toLowerCase(),
      name: element.getAttribute('name') ?? (element.textContent ?? '').trim(),
      outline: getComputedStyle(element).outlineStyle,
    };
  });

const lastCrumb = (page: Page) =>
  page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]').textContent();

const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

describe('moving between screens', () => {
  it('takes the focus to the new screen’s heading after a menu entry, a link and a crumb, without a ring', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(await verifiedStudent(baseUrl), {
      viewport: { width: 1280, height: 900 },
    });

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Profile' }).click();
    await page.waitForURL(`${baseUrl}/management/student/profile`);
    await expect.poll(() => focused(page)).toEqual({ tag: 'h1', name: 'My Profile', outline: 'none' });

    await page.getByRole('link', { name: 'Review sessions' }).click();
    await page.waitForURL(`${baseUrl}/management/student/profile/sessions`);
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'h1', name: 'Where you’re signed in' });

    // By keyboard, as a keyboard user follows a crumb: still no ring on a heading that is no control.
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'My Profile' })
      .focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/management/student/profile`);
    await expect.poll(() => focused(page)).toEqual({ tag: 'h1', name: 'My Profile', outline: 'none' });
  });

  it('leaves the focus where it is when the page opens and when only the query changes', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(await verifiedStudent(baseUrl), { at: '/student/rooms' });
    await heading(page).waitFor();
    expect((await focused(page)).tag).toBe('body');

    const search = page.getByLabel('Search', { exact: true });
    await search.fill('ZZ9');
    await page.waitForURL(`${baseUrl}/management/student/rooms?search=ZZ9`);
    await page.getByText('No rooms match your filters').waitFor();
    expect(await search.evaluate((field) => field === document.activeElement)).toBe(true);
  });

  it('opens a record of a long list at its top, crumbs in sight, and Back returns to the list’s place', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(demoAccount('admin'), {
      viewport: { width: 375, height: 700 },
      at: '/admin/bookings',
    });
    const record = page.getByRole('main').getByRole('link', { name: /\w/ }).nth(8);
    await record.scrollIntoViewIfNeeded();
    const listPlace = await page.evaluate(() => window.scrollY);
    expect(listPlace).toBeGreaterThan(700);

    await record.click();
    await heading(page).filter({ hasText: 'Booking Details' }).waitFor();
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'h1', name: 'Booking Details' });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await page.waitForURL(`${baseUrl}/management/admin/bookings`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(listPlace);
  });

  it('ends the breadcrumb of a screen no menu entry names in the screen’s heading', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(await verifiedStudent(baseUrl));
    for (const path of ['/management/student/profile/sessions', '/management/student/maintenance/new']) {
      await page.goto(`${baseUrl}${path}`);
      const words = await heading(page).textContent();
      expect(await lastCrumb(page), path).toBe(words);
      await screenshotsAtEachSize(page, `navigation${path.replaceAll('/', '-')}`);
    }
  });

  it('titles a record’s tab with its name once it has come, with the screen’s title until then', async ({
    signedInPage,
  }) => {
    const call = await superAdminCalls();
    const { rooms } = await call<{ rooms: { publicId: string; roomNumber: string }[] }>(
      'GET',
      '/rooms?roomType=Double&limit=1',
    );
    const room = rooms[0]!;
    const page = await signedInPage(await verifiedStudent(baseUrl));
    // The room's call waits until the generic title has been read.
    const { promise: held, resolve: release } = Promise.withResolvers<void>();
    await page.route(`**/rooms/p/${room.publicId}`, async (route) => {
      if (route.request().resourceType() === 'fetch') await held;
      await route.continue();
    });

    await page.goto(`${baseUrl}/management/student/rooms/p/${room.publicId}`);
    await page.waitForFunction(() => document.title === 'Room Details | Northgate Hostel');
    release();
    await heading(page)
      .filter({ hasText: `Room ${room.roomNumber}` })
      .waitFor();
    await expect.poll(() => page.title()).toBe(`Room ${room.roomNumber} | Room Details | Northgate Hostel`);

    await page.getByRole('link', { name: 'Back to rooms' }).click();
    await expect.poll(() => page.title()).toBe('Available Rooms | Northgate Hostel');
  });
});

describe('a link to a record removed since', () => {
  it('says the record is not there, with the way back, and offers no Try again that cannot help', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(await verifiedStudent(baseUrl));
    const gone = 'ffffffffffffffffffffffff';
    for (const [path, title, back] of [
      [`/student/maintenance/${gone}`, 'Request Not Found', 'All my requests'],
      [`/student/rooms/p/${gone.slice(0, 16)}`, 'Room Not Found', 'Back to rooms'],
      [`/student/bookings/p/${gone.slice(0, 16)}`, 'Booking Details', 'Back to dashboard'],
    ] as const) {
      await page.goto(`${baseUrl}/management${path}`);
      await page.getByText('No ', { exact: false }).filter({ hasText: 'has this identifier' }).waitFor();
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      expect(await page.getByRole('button', { name: 'Try again' }).count(), path).toBe(0);
      await page.getByRole('link', { name: back }).first().waitFor();
      await screenshotsAtEachSize(page, `navigation-missing${path.split('/').slice(0, 3).join('-')}`);
    }
    await page.goto(`${baseUrl}/management/student/maintenance/${gone}`);
    await page.getByRole('link', { name: 'All my requests' }).click();
    await page.waitForURL(`${baseUrl}/management/student/maintenance`);
  });
});

describe('staff editing a student’s profile', () => {
  it('keeps the focus with Edit: on the first field when the form opens, back on Edit once saved', async ({
    signedInPage,
  }) => {
    const student = await verifiedStudent(baseUrl);
    const page = await signedInPage(demoAccount('admin'), {
      viewport: { width: 1280, height: 900 },
      at: `/admin/students?search=${encodeURIComponent(student.email)}`,
    });
    await page.getByRole('table', { name: 'Students' }).getByRole('link', { name: student.fullName }).click();
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'h1', name: student.fullName });

    await page.getByRole('button', { name: 'Edit' }).click();
    await expect.poll(async () => (await focused(page)).name).toBe('fullName');
    await page.getByLabel('Phone number', { exact: true }).fill('+233209876543');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Student updated successfully').waitFor();
    await expect.poll(async () => (await focused(page)).name).toBe('Edit');
  });
});
