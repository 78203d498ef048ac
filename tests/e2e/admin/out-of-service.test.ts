import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import * as messages from '#contract/messages';
import { demoAccount, describe, expect, it } from '../support/fixture.ts';
import { superAdminCalls } from '../support/staff-session.ts';

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toaster]').getByText(text, { exact: true }).first().waitFor();

describe('taking a room out of service in Manage Rooms', () => {
  it(
    'asks why and until when, stops its free beds counting while it is out, and counts them again once it returns',
    { timeout: 120_000 },
    async ({ signedInPage }) => {
      const staff = await superAdminCalls();
      const roomNumber = `S${randomUUID().slice(0, 4).toUpperCase()}`;
      await staff('POST', '/rooms', {
        roomNumber,
        roomType: 'Double',
        capacity: 2,
        genderDesignation: 'mixed',
        status: 'available',
      });
      const freeBedsOf = async () =>
        (
          await staff<{ rooms: { roomNumber: string; freeBeds: number }[] }>(
            'GET',
            `/rooms?search=${roomNumber}`,
          )
        ).rooms.find((room) => room.roomNumber === roomNumber)?.freeBeds;
      const page = await signedInPage(demoAccount('admin'), { at: `/admin/rooms?search=${roomNumber}` });
      const row = page.locator(`tr[data-room="${roomNumber}"]`);
      await row.waitFor();
      expect(await row.textContent()).toContain('2 of 2');

      await page.getByLabel(`Status of room ${roomNumber}`).selectOption('maintenance');
      const dialog = page.getByRole('dialog', { name: `Take Room ${roomNumber} out of service` });
      await dialog.waitFor();
      // The reason is required: the form says so before anything is sent.
      await dialog.getByRole('button', { name: 'Take out of service' }).click();
      await dialog.getByText(messages.maintenance.outOfServiceReasonRequired).waitFor();
      await dialog.getByLabel('Reason').fill('The ceiling leaks over both beds.');
      const back = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
      await dialog.getByLabel('Expected back in service').fill(back);
      await dialog.getByRole('button', { name: 'Take out of service' }).click();
      await toast(page, messages.maintenance.takenOutOfService);
      await dialog.waitFor({ state: 'hidden' });

      await expect.poll(() => row.textContent()).toContain('0 of 2');
      expect(await row.textContent()).toContain('Back by');
      expect(await page.getByLabel(`Status of room ${roomNumber}`).inputValue()).toBe('maintenance');
      expect(await freeBedsOf()).toBe(0);

      await page.getByLabel(`Status of room ${roomNumber}`).selectOption('available');
      await toast(page, messages.maintenance.backInService);
      await expect.poll(() => row.textContent()).toContain('2 of 2');
      expect(await row.textContent()).not.toContain('Back by');
      expect(await freeBedsOf()).toBe(2);
    },
  );
});
