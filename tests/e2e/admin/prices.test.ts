import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import * as messages from '#contract/messages';
import { formatMoney, type PeriodPrices } from '#contract/money';
import type { Room } from '#contract/rooms';
import {
  baseUrl,
  beforeAll,
  demoAccount,
  describe,
  expect,
  it,
  screenshotsAtEachSize,
} from '../support/fixture.ts';
import { hasFocus } from '../support/focus.ts';
import { gapToTheRight, sidewaysScroll } from '../support/layout.ts';
import { superAdminCalls } from '../support/staff-session.ts';
import { seriousViolations, verifiedStudent } from '../management/support.ts';
import { bodyOfPrices } from '../../support/money.ts';

let calls: Awaited<ReturnType<typeof superAdminCalls>>;
beforeAll(async () => {
  calls = await superAdminCalls();
});

/** A room of this test's own, so no test relies on a seeded room's price or beds. */
async function ownRoom(roomType: 'Single' | 'Double'): Promise<Room> {
  const roomNumber = `P${randomUUID().slice(0, 6)}`.toUpperCase();
  const capacity = roomType === 'Single' ? 1 : 2;
  return (
    await calls<{ room: Room }>('POST', '/rooms', {
      roomNumber,
      roomType,
      capacity,
      genderDesignation: 'mixed',
    })
  ).room;
}

const pricesOf = async (period: { academicYear: string; semester: number }) =>
  (
    await calls<{ prices: PeriodPrices }>(
      'GET',
      `/money/prices?academicYear=${encodeURIComponent(period.academicYear)}&semester=${period.semester}`,
    )
  ).prices;

const currentPrices = async () =>
  (await calls<{ prices: PeriodPrices }>('GET', '/money/prices/current')).prices;

/** Saves prices as they were read, for a test to put back what it changed. */
const savePrices = (prices: PeriodPrices) => calls('PUT', '/money/prices', bodyOfPrices(prices));

/** The Prices screen, once its form has come. */
async function pricesShown(page: Page) {
  await page.getByRole('heading', { name: 'Prices', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Save prices' }).waitFor();
}

/** Loads the Prices screen afresh, from the saved prices. */
async function openPrices(page: Page) {
  await page.goto(`${baseUrl}/management/admin/prices`);
  await pricesShown(page);
}

const shoot = (page: Page, name: string) => screenshotsAtEachSize(page, `prices-${name}`);

describe('the Prices screen', () => {
  it(
    'staff give a room its own rent, see it in Manage Rooms beside a room at its type’s price, and take it away',
    { timeout: 180_000 },
    async ({ signedInPage }) => {
      const before = await currentPrices();
      const room = await ownRoom('Double');
      const plain = await ownRoom('Single');
      try {
        const page = await signedInPage(demoAccount('admin'), { at: '/admin/prices' });
        await pricesShown(page);
        const row = before.roomOverrides.length + 1;
        await page.getByRole('button', { name: 'Add a room price' }).click();
        await page.getByLabel(`Room ${row}`, { exact: true }).selectOption({
          label: `Room ${room.roomNumber} (Double)`,
        });
        const rent = page.getByLabel(`Room ${row} rent (GHS)`);
        await rent.fill('3,123.45');
        expect(await seriousViolations(page), 'prices screen').toEqual([]);
        await shoot(page, 'room-price');
        // Saved from the keyboard, the form takes in the prices as saved and Save keeps the focus.
        const save = page.getByRole('button', { name: 'Save prices' });
        await save.focus();
        await page.keyboard.press('Enter');
        await page.getByText('Prices saved').first().waitFor();
        await expect.poll(() => rent.inputValue()).toBe('3123.45');
        expect(await hasFocus(save)).toBe(true);
        expect((await currentPrices()).roomOverrides).toContainEqual({
          roomId: room.id,
          roomNumber: room.roomNumber,
          amount: 312_345,
        });

        // After a reload the row is there, from the saved prices.
        await openPrices(page);
        expect(await page.getByLabel(`Room ${row} rent (GHS)`).inputValue()).toBe('3123.45');

        const roomsRow = async (number: string) => {
          await page.goto(`${baseUrl}/management/admin/rooms?search=${number}`);
          await page.getByRole('heading', { name: 'Manage Rooms' }).waitFor();
          return page.locator(`[data-room="${number}"]`).first();
        };
        await (await roomsRow(room.roomNumber)).getByText('GHS 3,123.45').waitFor();
        const single = before.rentByRoomType.Single;
        await (
          await roomsRow(plain.roomNumber)
        )
          .getByText(single === undefined ? 'Not priced' : formatMoney(single, before.currency))
          .waitFor();
        expect(await sidewaysScroll(page)).toBe(0);
        await shoot(page, 'manage-rooms');

        await openPrices(page);
        await page.getByRole('button', { name: `Remove Room ${room.roomNumber} (Double)` }).click();
        await page.getByRole('button', { name: 'Save prices' }).click();
        await expect
          .poll(async () => (await currentPrices()).roomOverrides.map((price) => price.roomId))
          .not.toContain(room.id);
      } finally {
        await savePrices(before);
      }
    },
  );

  it('shows the currency, fixed once money is recorded, unlike the fields staff can type in', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(demoAccount('admin'), { colorScheme: 'dark', at: '/admin/prices' });
    await pricesShown(page);
    const currency = page.getByLabel('Currency');
    await page.getByText('Fixed now that money has been recorded in it.').waitFor();
    expect(await currency.getAttribute('readonly')).not.toBeNull();
    const look = (name: string) =>
      page.getByLabel(name).evaluate((field) => getComputedStyle(field).backgroundColor);
    expect(await look('Currency')).not.toBe(await look('Single room'));
  });

  it('tells a mistyped rent on its own field in the currency, not in minor units, and saves nothing', async ({
    signedInPage,
  }) => {
    const before = await currentPrices();
    const page = await signedInPage(demoAccount('admin'), {
      viewport: { width: 375, height: 812 },
      at: '/admin/prices',
    });
    await pricesShown(page);
    const double = page.getByLabel('Double room');
    await double.fill('ten');
    await page.getByRole('button', { name: 'Save prices' }).click();
    await expect.poll(() => double.getAttribute('aria-invalid')).toBe('true');
    const told = page.locator(`[id="${await double.getAttribute('aria-describedby')}"]`);
    expect(await told.textContent()).toBe(
      messages.money.amountTypedInvalid('GHS', '150 or 150.50', 'GHS 1,000,000.00'),
    );
    expect(await page.getByLabel('Single room').getAttribute('aria-invalid')).toBeNull();
    expect((await currentPrices()).rentByRoomType).toEqual(before.rentByRoomType);
  });

  it('asks before a period switch drops edits not saved, and keeps them when told to', async ({
    signedInPage,
  }) => {
    const current = await currentPrices();
    const page = await signedInPage(demoAccount('admin'), { at: '/admin/prices' });
    await pricesShown(page);
    const period = page.getByLabel('Period');
    const [now, next] = await period
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    const [academicYear, semester] = next!.split('#') as [string, string];
    const double = page.getByLabel('Double room');
    const saved = await double.inputValue();
    await double.fill('9,999');

    await period.selectOption(next!);
    const dialog = page.getByRole('dialog', { name: 'Discard your changes?' });
    await dialog.getByText(`Open ${academicYear} semester ${semester} without them?`).waitFor();
    await shoot(page, 'discard-changes');
    await dialog.getByRole('button', { name: 'Keep as is' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await period.inputValue()).toBe(now);
    expect(await double.inputValue()).toBe('9,999');

    await period.selectOption(next!);
    await dialog.getByRole('button', { name: 'Discard changes' }).click();
    await page.getByRole('heading', { name: `Rent for ${academicYear} semester ${semester}` }).waitFor();
    // Nothing edited in this period, so going back asks nothing; the edit is gone, not saved.
    await period.selectOption(now!);
    await page
      .getByRole('heading', { name: `Rent for ${current.academicYear} semester ${current.semester}` })
      .waitFor();
    expect(await dialog.count()).toBe(0);
    await expect.poll(() => double.inputValue()).toBe(saved);
    expect((await currentPrices()).rentByRoomType).toEqual(current.rentByRoomType);
  });

  it(
    'staff set the next period’s rent in instalments, refused until the shares add up, and the current period stays',
    { timeout: 180_000 },
    async ({ signedInPage }) => {
      const current = await currentPrices();
      const page = await signedInPage(demoAccount('admin'), { at: '/admin/prices' });
      await pricesShown(page);
      const period = page.getByLabel('Period');
      const next = await period.locator('option').nth(1).getAttribute('value');
      const [academicYear, semester] = next!.split('#') as [string, string];
      const before = await pricesOf({ academicYear, semester: Number(semester) });
      try {
        await period.selectOption(next!);
        await page.getByRole('heading', { name: `Rent for ${academicYear} semester ${semester}` }).waitFor();
        await page.getByLabel('Double room').fill('2,900');
        const add = page.getByRole('button', { name: 'Add an instalment' });
        await add.click();
        await page.getByLabel('Instalment 1: share (%)').fill('60');
        await page.getByLabel('Instalment 1: days after booking').fill('0');
        await add.click();
        await page.getByLabel('Instalment 2: share (%)').fill('30');
        await page.getByLabel('Instalment 2: days after booking').fill('60');
        await page.getByRole('button', { name: 'Save prices' }).click();
        await page.getByText('The instalments’ shares must add up to 100%').waitFor();

        await page.getByLabel('Instalment 2: share (%)').fill('40');
        await shoot(page, 'instalments');
        await page.getByRole('button', { name: 'Save prices' }).click();
        await page.getByText('Prices saved').first().waitFor();

        const saved = await pricesOf({ academicYear, semester: Number(semester) });
        expect(saved.rentByRoomType.Double).toBe(290_000);
        expect(saved.instalments).toEqual([
          { percent: 60, dueDays: 0 },
          { percent: 40, dueDays: 60 },
        ]);
        const now = await currentPrices();
        expect(now.rentByRoomType).toEqual(current.rentByRoomType);
        expect(now.instalments).toEqual(current.instalments);
      } finally {
        await savePrices(before);
      }
    },
  );
});

describe('the Prices screen on a phone', () => {
  it('keeps Save prices at the form’s end, as every form’s button sits', async ({ signedInPage }) => {
    const page = await signedInPage(demoAccount('admin'), {
      viewport: { width: 375, height: 812 },
      at: '/admin/prices',
    });
    await pricesShown(page);
    const save = page.getByRole('button', { name: 'Save prices' });
    expect(await gapToTheRight(save, page.locator('form').filter({ has: save }))).toBe(0);
  });
});

describe('the Prices screen’s lists', () => {
  it('take the focus to the row they add, and hand it on from the row they remove', async ({
    signedInPage,
  }) => {
    const priced = (await currentPrices()).roomOverrides.length;
    const page = await signedInPage(demoAccount('admin'), { at: '/admin/prices' });
    await pricesShown(page);
    const focused = (control: ReturnType<Page['getByRole']>) =>
      expect.poll(() => hasFocus(control)).toBe(true);

    // Added, a row's first field takes the focus: it stayed on Add, below the row to fill.
    const addInstalment = page.getByRole('button', { name: 'Add an instalment' });
    await addInstalment.click();
    await focused(page.getByLabel('Instalment 1: share (%)'));
    // One part is one part ('in 1 parts' before).
    await page
      .getByText('The rent is charged in 1 part, 100% of it so far; the shares must add up to 100%.')
      .waitFor();
    await addInstalment.click();
    await focused(page.getByLabel('Instalment 2: share (%)'));
    // Removed, the row's Remove hands it to the one before, then to Add: it fell to the page's body.
    await page.getByRole('button', { name: 'Remove instalment 2' }).click();
    await focused(page.getByRole('button', { name: 'Remove instalment 1' }));
    await page.keyboard.press('Enter');
    await focused(addInstalment);

    const addRoomPrice = page.getByRole('button', { name: 'Add a room price' });
    await addRoomPrice.click();
    await focused(page.getByLabel(`Room ${priced + 1}`, { exact: true }));
    await addRoomPrice.click();
    await page.getByRole('button', { name: `Remove room price ${priced + 2}` }).click();
    await focused(page.getByRole('button', { name: `Remove room price ${priced + 1}` }));
  });
});

describe('prices where students see them', () => {
  it(
    'a student sees a room’s rent on its card, its details and, with the instalments, on the booking screen before agreeing',
    { timeout: 180_000 },
    async ({ signedInPage }) => {
      const before = await currentPrices();
      const room = await ownRoom('Double');
      try {
        await savePrices({
          ...before,
          roomOverrides: [
            ...before.roomOverrides,
            { roomId: room.id, roomNumber: room.roomNumber, amount: 275_000 },
          ],
          instalments: [
            { percent: 50, dueDays: 0 },
            { percent: 50, dueDays: 30 },
          ],
        });
        const page = await signedInPage(await verifiedStudent(baseUrl), {
          at: `/student/rooms?search=${room.roomNumber}`,
        });
        await page.getByRole('heading', { name: `Room ${room.roomNumber}` }).waitFor();
        await page.getByText('GHS 2,750.00').first().waitFor();
        expect(await page.getByText('a semester').count()).toBeGreaterThan(0);

        await page.goto(`${baseUrl}/management/student/rooms/p/${room.publicId}`);
        await page.getByRole('heading', { level: 1, name: `Room ${room.roomNumber}` }).waitFor();
        await page.getByText(/Rent for .*: GHS 2,750\.00/).waitFor();

        await page.getByRole('link', { name: new RegExp(`^Book.* room ${room.roomNumber}$`) }).click();
        await page.getByRole('heading', { name: 'Book a Room' }).waitFor();
        await page.getByText('GHS 2,750.00').waitFor();
        await page.getByText('50% on booking, 50% 30 days after').waitFor();
        expect(await page.getByRole('button', { name: 'Confirm booking' }).isDisabled()).toBe(true);
        expect(await seriousViolations(page), 'booking screen').toEqual([]);
        await shoot(page, 'booking-screen');
      } finally {
        await savePrices(before);
      }
    },
  );
});
