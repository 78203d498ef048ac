import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { dayIn } from '#contract/days';
import * as messages from '#contract/messages';
import type { Room } from '#contract/rooms';
import {
  beforeAll,
  demoAccount,
  describe,
  expect,
  it,
  screenshot,
  screenshotsAtEachSize,
} from '../support/fixture.ts';
import { sidewaysScroll } from '../support/layout.ts';
import { superAdminCalls } from '../support/staff-session.ts';

/**
 * The searchable audit trail (issue #30): a super admin narrows it by action, days and a search, and the
 * URL and the controls say what it is narrowed by.
 */

const superAdmin = demoAccount('super_admin');
let room: Room;
/**
 * The trail's days are the reader's (decision 0109): the browser filtering them is 14 hours ahead of
 * UTC, where today is UTC's tomorrow from 10:00 UTC, and this test's days are its.
 */
const readerZone = 'Pacific/Kiritimati';
const today = dayIn(new Date(), readerZone);
const tomorrow = dayIn(new Date(Date.now() + 86_400_000), readerZone);

beforeAll(async () => {
  const call = await superAdminCalls();
  ({ room } = await call<{ room: Room }>('POST', '/rooms', {
    roomNumber: `AU${randomUUID().slice(0, 6)}`.toUpperCase(),
    roomType: 'Double',
    capacity: 2,
    genderDesignation: 'mixed',
  }));
  await call('PUT', `/rooms/${room.id}`, { genderDesignation: 'female' });
});

const trail = (page: Page) => page.getByRole('table', { name: 'Audit trail' });
const rows = (page: Page) => trail(page).locator('tbody tr');
const filters = (page: Page) => page.getByRole('search', { name: 'Filter the audit trail' });
const shown = (select: Locator) =>
  select.evaluate((s: HTMLSelectElement) => s.options[s.selectedIndex]?.text);
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

describe('the dashboard’s recent activity', () => {
  it('names who did what in the audit trail’s words', async ({ signedInPage }) => {
    const page = await signedInPage(superAdmin, { viewport: { width: 1280, height: 900 } });
    const panel = page.getByRole('region', { name: 'Recent activity' });
    const update = panel
      .getByRole('listitem')
      .filter({ hasText: `Room ${room.roomNumber}` })
      .first();
    await update.waitFor();
    expect(await update.textContent()).toContain(`Room: Updated · Room ${room.roomNumber}`);
  });
});

describe('the audit trail’s filters', () => {
  it('narrow the trail by action, days and a search, kept in the URL and shown by the controls', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(superAdmin, {
      viewport: { width: 1280, height: 900 },
      timezoneId: readerZone,
      at: '/admin/super/audit-trail',
    });
    await rows(page).first().waitFor();
    const controls = filters(page);
    const action = controls.getByRole('combobox', { name: 'Action', exact: true });

    await action.selectOption({ label: 'Room: Updated' });
    await expect.poll(() => param(page, 'action')).toBe('room.update');
    await controls.getByLabel('From').fill(today);
    await controls.getByLabel('To').fill(today);
    await expect.poll(() => param(page, 'to')).toBe(today);
    expect(param(page, 'from')).toBe(today);
    await expect
      .poll(async () => new Set(await rows(page).locator('td[data-label="Did"]').allTextContents()))
      .toEqual(new Set(['Room: Updated']));

    await controls.getByRole('searchbox', { name: 'Search' }).fill(room.roomNumber);
    await expect.poll(() => param(page, 'search')).toBe(room.roomNumber);
    await expect.poll(() => rows(page).count()).toBe(1);
    await trail(page)
      .getByRole('link', { name: `Room ${room.roomNumber}` })
      .waitFor();
    await screenshot(page, 'audit-trail-filtered-1280');
    expect(await sidewaysScroll(page), 'the filtered trail at 1280 px').toBe(0);

    // A reload comes back to the same filters, each shown by its control.
    await page.reload();
    await trail(page)
      .getByRole('link', { name: `Room ${room.roomNumber}` })
      .waitFor();
    expect(await rows(page).count()).toBe(1);
    expect(await shown(action)).toBe('Room: Updated');
    expect(await controls.getByLabel('From').inputValue()).toBe(today);
    expect(await controls.getByLabel('To').inputValue()).toBe(today);
    expect(await controls.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe(room.roomNumber);

    // Another action: the room's creation, the one other entry about it.
    await action.selectOption({ label: 'Room: Created' });
    await expect.poll(() => param(page, 'action')).toBe('room.create');
    await expect
      .poll(() => rows(page).locator('td[data-label="Did"]').allTextContents())
      .toEqual(['Room: Created']);

    // Days that end before they start are refused with the reason; days with nothing in them are empty.
    await controls.getByLabel('From').fill(tomorrow);
    await page.getByText(messages.audit.rangeInvalid).waitFor();
    await controls.getByLabel('To').fill('');
    await page.getByText('No entries match these filters.').waitFor();
    expect(param(page, 'to')).toBeNull();
  });

  it('narrow the trail to one person’s writes and to one kind of record', async ({ signedInPage }) => {
    const page = await signedInPage(superAdmin, {
      viewport: { width: 1280, height: 900 },
      at: `/admin/super/audit-trail?search=${room.roomNumber}`,
    });
    await expect.poll(() => rows(page).count()).toBe(2);
    const controls = filters(page);
    const who = controls.getByRole('combobox', { name: 'Who', exact: true });
    const record = controls.getByRole('combobox', { name: 'Record', exact: true });
    const whoDid = () => rows(page).locator('td[data-label="Who"]').allTextContents();

    // The seeded super admin made the room and changed it: both entries are theirs, and about a room.
    await who.selectOption({ label: 'Abena Owusu' });
    await expect.poll(() => param(page, 'actorId')).toMatch(/.+/);
    await record.selectOption({ label: 'Room' });
    await expect.poll(() => param(page, 'entityType')).toBe('room');
    await expect.poll(() => rows(page).count()).toBe(2);
    for (const cell of await whoDid()) expect(cell).toContain('Abena Owusu');

    // The same search among another kind of record, or another person's writes, finds nothing.
    await record.selectOption({ label: 'Booking' });
    await page.getByText('No entries match these filters.').waitFor();
    await record.selectOption({ label: 'Room' });
    await expect.poll(() => rows(page).count()).toBe(2);
    await who.selectOption({ label: 'Kofi Mensah' });
    await page.getByText('No entries match these filters.').waitFor();

    // A reload keeps both, each shown by its control.
    await page.reload();
    await page.getByText('No entries match these filters.').waitFor();
    await expect.poll(() => shown(who)).toBe('Kofi Mensah');
    expect(await shown(record)).toBe('Room');
  });

  it('shows the last page for a page past the end, rather than saying nothing was recorded', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(superAdmin, {
      viewport: { width: 1280, height: 900 },
      at: `/admin/super/audit-trail?search=${room.roomNumber}&page=7`,
    });
    await expect.poll(() => rows(page).count()).toBe(2);
    expect(param(page, 'page') ?? '1').toBe('1');
    expect(await page.getByText('Nothing recorded yet').count()).toBe(0);
  });

  it('sorts the trail by time on the server, oldest first on a click of When', async ({ signedInPage }) => {
    const page = await signedInPage(superAdmin, {
      viewport: { width: 1280, height: 900 },
      at: `/admin/super/audit-trail?search=${room.roomNumber}`,
    });
    await expect.poll(() => rows(page).count()).toBe(2);
    const actions = () => rows(page).locator('td[data-label="Did"]').allTextContents();
    expect(await actions()).toEqual(['Room: Updated', 'Room: Created']);

    await trail(page).getByRole('button', { name: 'When' }).click();
    await expect.poll(() => param(page, 'sort')).toBe('when');
    await expect.poll(actions).toEqual(['Room: Created', 'Room: Updated']);
    expect(await trail(page).getByRole('columnheader', { name: 'When' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    // The other columns do not sort: the server orders the trail by time only.
    expect(await trail(page).getByRole('columnheader', { name: 'Who' }).getByRole('button').count()).toBe(0);
  });
});

describe('an entry about an admin deleted since', () => {
  it('names them without a link to an admin list that no longer has them', async ({ signedInPage }) => {
    const call = await superAdminCalls();
    const fullName = `Adjoa Gone ${randomUUID().slice(0, 6)}`;
    const { admin } = await call<{ admin: { id: string } }>('POST', '/super-admin/admins', {
      fullName,
      email: `e2e-gone-${randomUUID().slice(0, 8)}@example.com`,
      role: 'admin',
    });
    await call('DELETE', `/super-admin/admins/${admin.id}`);
    const page = await signedInPage(superAdmin, {
      viewport: { width: 1280, height: 900 },
      at: `/admin/super/audit-trail?search=${encodeURIComponent(fullName)}`,
    });

    await expect.poll(() => rows(page).count()).toBe(2);
    const records = rows(page).locator('td[data-label="To"]');
    expect(await records.allTextContents()).toEqual([
      `${fullName} (account deleted)`,
      `${fullName} (account deleted)`,
    ]);
    expect(await records.getByRole('link').count()).toBe(0);
    await screenshotsAtEachSize(page, 'audit-trail-deleted-admin');
  });
});
