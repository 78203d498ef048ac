import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import type { Room } from '#contract/rooms';
import * as messages from '#contract/messages';
import {
  beforeAll,
  demoAccount,
  describe,
  expect,
  it,
  screenshot,
  screenshotsAtEachSize,
} from '../support/fixture.ts';
import { cutPlaceholders, sidewaysScroll } from '../support/layout.ts';
import { showPage } from '../support/screens.ts';
import { superAdminTab } from '../support/staff-session.ts';

/**
 * Every staff list is one list (components/list/data-list.tsx): each fits its card at 1280 px and a
 * 375 px phone, and each control shows the value the URL filters the list by (issue #30).
 */

const superAdmin = demoAccount('super_admin');
const student = demoAccount('student');
let call: Awaited<ReturnType<typeof superAdminTab>>;
let room: Room;
/** A staff account with a long address that has not set its password: the widest row of its list. */
const longAdmin = {
  fullName: 'Adwoa Serwaa Boatemaa-Mensah',
  email: `adwoa.serwaa.boatemaa-mensah.${randomUUID().slice(0, 8)}@northgate-residences.example`,
  role: 'admin',
};

beforeAll(async () => {
  call = await superAdminTab();
  const created = await call('POST', '/super-admin/admins', longAdmin);
  if (created.status !== 201) throw new Error(`${created.status} ${await created.text()}`);
  const answer = await call('POST', '/rooms', {
    roomNumber: `L${randomUUID().slice(0, 6)}`.toUpperCase(),
    roomType: 'Double',
    capacity: 2,
    genderDesignation: 'mixed',
  });
  room = ((await answer.json()) as { room: Room }).room;
});

const lists = [
  ['/admin/bookings', 'Manage Bookings'],
  ['/admin/rooms', 'Manage Rooms'],
  ['/admin/students', 'Manage Students'],
  ['/admin/waitlist', 'Waitlist'],
  ['/admin/outstanding', 'Outstanding Balances'],
  ['/admin/maintenance', 'Maintenance'],
  ['/admin/parcels', 'Parcels'],
  ['/admin/booking-requests', 'Booking Requests'],
  ['/admin/announcements', 'Announcements'],
  ['/admin/prices', 'Prices'],
  ['/admin/super/admin-management', 'Admin Management'],
  ['/admin/super/audit-trail', 'Audit Trail'],
] as const;

async function open(page: Page, path: string, heading: string) {
  await showPage(page, `/management${path}`, heading);
  // Measured once the list has come: its placeholder cards are gone.
  await page.waitForFunction(() => !document.querySelector('#main .animate-pulse'));
}

const select = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

/** What a select shows: its chosen option's words. */
const shown = (select: Locator) =>
  select.evaluate((s: HTMLSelectElement) => s.options[s.selectedIndex]?.text);

/**
 * The outstanding list's row (the seed's 90+ days debtor): on a phone its card leads with the name, the
 * amount and how late the oldest debt is, the ages and oldest due date behind the row's Details; on a
 * desktop every age is a column.
 */
async function outstandingLeads(page: Page, width: number) {
  await open(page, '/admin/outstanding?bucket=days90', 'Outstanding Balances');
  const row = page.getByRole('table', { name: 'Outstanding balances' }).locator('tbody tr').first();
  await expect.poll(() => row.getByRole('link').isVisible()).toBe(true);
  const ninety = row.locator('td[data-label="90+ days"]');
  if (width >= 768) {
    expect(await ninety.isVisible()).toBe(true);
    expect(await row.getByText('90+ days late').isVisible()).toBe(false);
    return;
  }
  expect(await row.getByText('90+ days late').isVisible()).toBe(true);
  expect(await ninety.isVisible()).toBe(false);
  const details = row.getByRole('group');
  expect(await details.getByRole('definition').first().isVisible()).toBe(false);
  await row.getByText('Details', { exact: true }).click();
  for (const age of ['Current', '30 days', '60 days', '90+ days', 'Oldest due'])
    expect(await details.getByRole('term').filter({ hasText: age }).isVisible(), age).toBe(true);
  await screenshot(page, 'staff-list-outstanding-details-375');
}

describe('the staff lists', () => {
  it('fit their cards at 1280 px and on a 375 px phone: nothing scrolls sideways, no placeholder is cut short', async ({
    signedInPage,
  }) => {
    for (const width of [1280, 375]) {
      const page = await signedInPage(superAdmin, { viewport: { width, height: 900 } });
      for (const [path, heading] of lists) {
        await open(page, path, heading);
        // A phone folds a list's filters behind a button: unfolded, so their placeholders are measured too.
        const filters = page.getByRole('button', { name: /^Filters/ });
        if (width === 375 && (await filters.count()) > 0) await filters.click();
        await screenshot(page, `staff-list${path.replaceAll('/', '-')}-${width}`);
        expect(await sidewaysScroll(page), `${path} at ${width} px`).toBe(0);
        expect(await cutPlaceholders(page), `${path}'s placeholders at ${width} px`).toEqual([]);
      }
      // The widest staff row keeps its actions inside the card (they were cut off at 1280 px).
      await open(page, `/admin/super/admin-management?sort=-added`, 'Admin Management');
      const row = page.locator(`tr[data-admin="${longAdmin.email}"]`);
      const remove = row.getByRole('button', { name: `Delete ${longAdmin.fullName}` });
      await remove.waitFor();
      const card = await page.getByRole('table', { name: 'Staff accounts' }).locator('..').boundingBox();
      const button = await remove.boundingBox();
      expect(button!.x + button!.width, `Delete at ${width} px`).toBeLessThanOrEqual(card!.x + card!.width);
      await outstandingLeads(page, width);
      await page.context().close();
    }
    // Twenty-two screens in two windows: more than the default minute on a loaded two-core machine.
  }, 420_000);

  it('show in their controls the filters the URL sets, and ignore a value that is no choice', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(superAdmin);
    await open(
      page,
      '/admin/rooms?roomType=Single&available=true&genderDesignation=female&block=A',
      'Manage Rooms',
    );
    expect(await page.getByRole('textbox', { name: 'Room type' }).inputValue()).toBe('Single');
    expect(await shown(select(page, 'Availability'))).toBe('With free beds');
    expect(await shown(select(page, 'Gender designation'))).toBe('Female only');
    expect(await page.getByRole('textbox', { name: 'Block' }).inputValue()).toBe('A');

    await open(
      page,
      `/admin/bookings?scope=archive&status=cancelled&academicYear=2025%2F2026&semester=1&roomId=${room.id}`,
      'Manage Bookings',
    );
    expect(await shown(select(page, 'Bookings'))).toBe('Archive');
    expect(await shown(select(page, 'Status'))).toBe('Cancelled');
    expect(await page.getByRole('textbox', { name: 'Academic year' }).inputValue()).toBe('2025/2026');
    expect(await shown(select(page, 'Semester'))).toBe('Semester 1');
    // The rooms to choose from come from the server; once they have, the chosen one shows by its number.
    await expect.poll(() => shown(select(page, 'Room'))).toBe(room.roomNumber);

    // With none set, the period's two controls both say the list is of the current one: the year's
    // example, 2025/2026, read as the period shown in a later year.
    await open(page, '/admin/bookings', 'Manage Bookings');
    expect(await page.getByRole('textbox', { name: 'Academic year' }).getAttribute('placeholder')).toBe(
      'Current',
    );
    expect(await shown(select(page, 'Semester'))).toBe('Current');

    await open(page, '/admin/students?isActive=false&level=100&programme=Law', 'Manage Students');
    expect(await shown(select(page, 'Status'))).toBe('Inactive');
    expect(await page.getByRole('textbox', { name: 'Level' }).inputValue()).toBe('100');
    expect(await page.getByRole('textbox', { name: 'Programme' }).inputValue()).toBe('Law');
    // A status that is no choice filters nothing, and the control says so.
    await open(page, '/admin/students?isActive=maybe', 'Manage Students');
    expect(await shown(select(page, 'Status'))).toBe('All');
    await page.getByRole('table', { name: 'Students' }).waitFor();

    await open(page, '/admin/outstanding?bucket=days90&sort=-due', 'Outstanding Balances');
    expect(await shown(select(page, 'Overdue by'))).toBe('90+ days');

    // No one waits for this type, yet the queue shown is its queue, and the control names it.
    await open(page, '/admin/waitlist?roomType=Nobody-waits', 'Waitlist');
    expect(await shown(select(page, 'Room type'))).toBe('Nobody-waits');
    await page.getByText('Nobody is waiting').waitFor();
  });

  it('fold their filters behind one button on a 375 px phone, which says how many are on', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(superAdmin, { viewport: { width: 375, height: 900 } });
    await open(page, '/admin/rooms?block=A', 'Manage Rooms');
    const filters = page.getByRole('search', { name: 'Filter rooms' });
    const block = page.getByRole('textbox', { name: 'Block' });
    // Folded, the list starts under the top of the screen rather than under eight controls.
    expect(await filters.isVisible()).toBe(false);
    const folded = page.getByRole('button', { name: 'Filters (1 on)' });
    expect(await folded.getAttribute('aria-expanded')).toBe('false');

    await folded.click();
    await filters.waitFor();
    expect(await block.inputValue()).toBe('A');
    await block.fill('');
    await page.waitForURL((url) => !url.searchParams.has('block'));
    const unfolded = page.getByRole('button', { name: 'Filters', exact: true });
    expect(await unfolded.getAttribute('aria-expanded')).toBe('true');
    await screenshot(page, 'staff-list-rooms-filters-open-375');

    await unfolded.click();
    await filters.waitFor({ state: 'hidden' });

    // A desktop has the room for them: shown, and no button.
    await page.setViewportSize({ width: 1280, height: 900 });
    await filters.waitFor();
    expect(await unfolded.isVisible()).toBe(false);
  });

  it('sort on a 375 px phone by a Sort by choice, as their headers sort on a desktop', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(superAdmin, { viewport: { width: 375, height: 900 } });
    await open(page, '/admin/outstanding', 'Outstanding Balances');
    const owed = page.getByRole('table', { name: 'Outstanding balances' }).locator('td[data-label="Owed"]');
    // What each card owes, as a number (the card's badge of how late follows the amount).
    const amounts = async () =>
      (await owed.allTextContents()).map((text) =>
        Number(/GHS ([\d,.]+)/.exec(text)![1]!.replaceAll(',', '')),
      );
    const sortBy = select(page, 'Sort by');

    await sortBy.selectOption({ label: 'Owed (ascending)' });
    await page.waitForURL(/[?&]sort=due(&|$)/);
    await expect.poll(async () => (await amounts()).join()).not.toBe('');
    const ascending = await amounts();
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    await sortBy.selectOption({ label: 'Owed (descending)' });
    await page.waitForURL(/[?&]sort=-due(&|$)/);
    await expect.poll(async () => (await amounts())[0]).toBeGreaterThan(ascending[0]!);
    const descending = await amounts();
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(await shown(sortBy)).toBe('Owed (descending)');
    await screenshot(page, 'staff-list-outstanding-sorted-375');
  });

  it('show on a 375 px phone no order chosen while the URL names a sort the list refuses, and sort again from there', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(superAdmin, { viewport: { width: 375, height: 900 } });
    await showPage(page, '/management/admin/outstanding?sort=bogus', 'Outstanding Balances');
    await page.getByRole('alert').filter({ hasText: messages.addresses.sortInvalid }).waitFor();
    const sortBy = select(page, 'Sort by');

    // It showed the list's own order, as if that were the order in force, and choosing it changed nothing.
    expect(await shown(sortBy)).toBe('Choose an order');
    await screenshotsAtEachSize(page, 'staff-list-sort-refused');
    await page.setViewportSize({ width: 375, height: 900 });
    await sortBy.selectOption({ label: 'The list’s own order' });
    await page.getByRole('table', { name: 'Outstanding balances' }).waitFor();
    expect(new URL(page.url()).searchParams.has('sort')).toBe(false);
  });

  it('right-align their money columns, headers too, in digits of one width', async ({ signedInPage }) => {
    const page = await signedInPage(superAdmin, { viewport: { width: 1280, height: 900 } });
    const looks = (cell: Locator) =>
      cell.evaluate((element) => {
        const style = getComputedStyle(element);
        return `${style.textAlign} ${style.fontVariantNumeric}`;
      });
    await open(page, '/admin/outstanding', 'Outstanding Balances');
    const balances = page.getByRole('table', { name: 'Outstanding balances' });
    for (const column of ['Owed', 'Current', '90+ days']) {
      expect(await looks(balances.getByRole('columnheader', { name: column })), column).toBe(
        'right tabular-nums',
      );
      expect(await looks(balances.locator(`td[data-label="${column}"]`).first()), column).toBe(
        'right tabular-nums',
      );
    }
    await open(page, '/admin/students', 'Manage Students');
    const students = page.getByRole('table', { name: 'Students' });
    expect(await looks(students.getByRole('columnheader', { name: 'Balance' }))).toBe('right tabular-nums');
    expect(await looks(students.locator('td[data-label="Balance"]').first())).toBe('right tabular-nums');
  });

  it("show a student's room filters from the URL even when no room free has that type", async ({
    signedInPage,
  }) => {
    const page = await signedInPage(student, { at: '/student/rooms?roomType=Penthouse&freeBeds=5' });
    await page.getByText('No rooms match your filters').waitFor();
    expect(await shown(select(page, 'Room type'))).toBe('Penthouse');
    expect(await shown(select(page, 'Free beds'))).toBe('5+');
  });
});
