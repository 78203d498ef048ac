import { randomUUID } from 'node:crypto';
import { createRequest, reportedRequest, roomLocation } from '../../../functions/data/maintenance.ts';
import { getUserByEmail } from '../../../functions/data/users.ts';
import { verifiedStudent } from '../management/support.ts';
import { baseUrl, demoAccount, describe, expect, it, screenshotsAtEachSize } from '../support/fixture.ts';
import { superAdminCalls } from '../support/staff-session.ts';

const dayMs = 86_400_000;

describe('an overdue repair', () => {
  it(
    "is flagged Overdue in the staff queue and on its own page, and the dashboard's tile counts it and links to the queue of overdue requests",
    { timeout: 120_000 },
    async ({ signedInPage }) => {
      const staff = await superAdminCalls();
      const overdueBefore = async () =>
        (await staff<{ pagination: { total: number } }>('GET', '/maintenance?overdue=true&page=1&limit=1'))
          .pagination.total;
      const before = await overdueBefore();
      // An urgent repair (4 h target) reported three weeks ago, older than any in the demo data, so it
      // leads the queue; stored as the report stores it.
      const roomNumber = `O${randomUUID().slice(0, 4).toUpperCase()}`;
      const { room } = await staff<{ room: { id: string; roomNumber: string; block: string } }>(
        'POST',
        '/rooms',
        {
          roomNumber,
          roomType: 'Single',
          capacity: 1,
          genderDesignation: 'mixed',
          status: 'available',
        },
      );
      const reporter = (await getUserByEmail((await verifiedStudent(baseUrl)).email))!;
      const { request, reported } = reportedRequest(
        {
          reporter: { id: reporter.id, fullName: reporter.fullName, email: reporter.email },
          category: 'plumbing',
          urgency: 'urgent',
          description: 'The tap will not stop running.',
          location: roomLocation(room),
        },
        new Date(Date.now() - 21 * dayMs).toISOString(),
      );
      await createRequest(request, reported, []);
      expect(await overdueBefore()).toBe(before + 1);

      const page = await signedInPage(demoAccount('admin'));
      const tile = page.getByText('Overdue repairs', { exact: true }).locator('..').getByRole('link');
      await expect.poll(() => tile.textContent(), { timeout: 10_000 }).toBe(String(before + 1));

      await tile.click();
      await page.waitForURL(/\/management\/admin\/maintenance\?overdue=true/);
      const row = page.getByRole('row').filter({ hasText: `Plumbing: Room ${roomNumber}` });
      await row.waitFor();
      expect(await row.getByText('Overdue', { exact: true }).isVisible()).toBe(true);

      // The request's own page says so too, beside when it was due.
      await row.getByRole('link', { name: `Plumbing: Room ${roomNumber}` }).click();
      await page.getByRole('heading', { name: `Plumbing: Room ${roomNumber}` }).waitFor();
      const due = page
        .getByRole('term')
        .filter({ hasText: /^Due$/ })
        .locator('xpath=following-sibling::dd[1]');
      await expect.poll(() => due.textContent()).toContain('Overdue');
      await screenshotsAtEachSize(page, 'overdue-request');
    },
  );
});
