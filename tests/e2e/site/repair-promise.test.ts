import { getSettings, putSettings } from '../../../functions/data/settings.ts';
import { baseUrl, describe, expect, it, screenshotsAtEachSize } from '../support/fixture.ts';

/** The Services page's promise for repairs, as a visitor reads it. */
const promiseOn = async (page: import('playwright-core').Page) =>
  (await page.locator('[data-repair-promise]').textContent())?.trim();

describe("the Services page's repair promise", () => {
  it('says the normal priority target staff set: one working day by default, two when they set 48 hours', async ({
    newPage,
  }) => {
    const page = await newPage();
    await page.goto(`${baseUrl}/services`);
    await page.getByText('Maintenance requests answered within').waitFor();
    expect(await promiseOn(page)).toBe('one working day');

    const saved = await getSettings();
    try {
      await putSettings({ ...saved, repairTargetHours: { ...saved.repairTargetHours, normal: 48 } });
      const later = await newPage();
      await later.goto(`${baseUrl}/services`);
      await expect.poll(() => promiseOn(later), { timeout: 10_000 }).toBe('two working days');
      await later.locator('#housekeeping').scrollIntoViewIfNeeded();
      await screenshotsAtEachSize(later, 'services-repair-promise');
    } finally {
      await putSettings(saved);
    }
  });
});
