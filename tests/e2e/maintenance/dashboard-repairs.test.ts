import type { MaintenanceCategory } from '../../../functions/contract/maintenance.ts';
import { createRequest, reportedRequest, roomLocation } from '../../../functions/data/maintenance.ts';
import { seriousViolations } from '../management/support.ts';
import { baseUrl, describe, expect, it, screenshotsAtEachSize } from '../support/fixture.ts';
import { aResident } from './support.ts';

const dayMs = 86_400_000;

describe("the student's dashboard and their repairs", () => {
  it(
    'lists an open request with its state and a link to it, and drops it once staff resolve it',
    { timeout: 120_000 },
    async ({ signedInPage }) => {
      const { staff, room, credentials } = await aResident();
      const page = await signedInPage(credentials, { viewport: { width: 1280, height: 900 } });
      await page.getByRole('heading', { name: 'Current booking' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('region', { name: 'Repairs' }).count()).toBe(0);

      // The student reports a leak, then goes back to the dashboard without reloading the page.
      await page.goto(`${baseUrl}/management/student/maintenance/new`);
      await page.getByLabel('What kind of problem?').selectOption('plumbing');
      await page.getByLabel('What is wrong?').fill('The shower drips all night long.');
      await page.getByRole('button', { name: 'Send the request' }).click();
      await page.waitForURL(/\/management\/student\/maintenance\/[0-9a-f]{24}$/);
      const requestPath = new URL(page.url()).pathname;
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Dashboard', exact: true })
        .click();

      const repairs = page.getByRole('region', { name: 'Repairs' });
      const listed = repairs.getByRole('list', { name: 'Your open repair requests' }).getByRole('link');
      await listed.first().waitFor();
      expect(await listed.count()).toBe(1);
      const title = `Plumbing: Room ${room.roomNumber}`;
      expect(await listed.getByText(title, { exact: true }).count()).toBe(1);
      expect(await listed.getByText('New', { exact: true }).count()).toBe(1);
      expect(await listed.getByText(/^Reported [A-Z][a-z]{2} \d{1,2}, \d{4}$/).count()).toBe(1);
      expect(await repairs.getByRole('link', { name: 'See all' }).count()).toBe(0);
      expect(await seriousViolations(page), 'dashboard with a repair').toEqual([]);
      await screenshotsAtEachSize(page, 'dashboard-repairs-one');

      await listed.click();
      await page.waitForURL(`**${requestPath}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();

      await staff('PUT', `${requestPath.replace('/management/student', '')}/status`, { status: 'resolved' });
      await page.goto(`${baseUrl}/management/student`);
      await page.getByRole('heading', { name: 'Current booking' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('region', { name: 'Repairs' }).count()).toBe(0);
    },
  );

  it('lists the three newest open requests and links to the rest, leaving the resolved out', async ({
    signedInPage,
  }) => {
    const { staff, room, credentials, student } = await aResident();
    const reporter = { id: student.id, fullName: student.fullName, email: student.email };
    // Reported a day apart, the newest last.
    const categories: MaintenanceCategory[] = ['furniture', 'electrical', 'internet', 'pest', 'cleaning'];
    const requests = [];
    for (const [index, category] of categories.entries()) {
      const { request, reported } = reportedRequest(
        {
          reporter,
          category,
          urgency: 'normal',
          description: `Something wrong with the ${category}.`,
          location: roomLocation(room),
        },
        new Date(Date.now() - (categories.length - index) * dayMs).toISOString(),
      );
      await createRequest(request, reported, []);
      requests.push(request);
    }
    await staff('PUT', `/maintenance/${requests[4]!.id}/status`, { status: 'resolved' });
    await staff('PUT', `/maintenance/${requests[3]!.id}/status`, { status: 'in_progress' });

    const page = await signedInPage(credentials);
    const repairs = page.getByRole('region', { name: 'Repairs' });
    const listed = repairs.getByRole('list', { name: 'Your open repair requests' }).getByRole('listitem');
    await listed.first().waitFor();
    const place = `Room ${room.roomNumber}`;
    expect(await listed.allTextContents()).toEqual([
      expect.stringMatching(new RegExp(`^Pest: ${place}Reported .+In progress$`)),
      expect.stringMatching(new RegExp(`^Internet: ${place}Reported .+New$`)),
      expect.stringMatching(new RegExp(`^Electrical: ${place}Reported .+New$`)),
    ]);
    await screenshotsAtEachSize(page, 'dashboard-repairs-more');

    await repairs.getByRole('link', { name: 'See all' }).click();
    await page.waitForURL(`${baseUrl}/management/student/maintenance`);
    const all = page.getByRole('list', { name: 'Your maintenance requests' }).getByRole('listitem');
    await expect.poll(() => all.count()).toBe(5);
  });
});
