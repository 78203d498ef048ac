import { getSettings, putSettings } from '../../../functions/data/settings.ts';
import { baseUrl, describe, expect, it, screenshotsAtEachSize } from '../support/fixture.ts';

/** A page's promise for repairs, as a visitor reads it. */
const promiseOn = async (page: import('playwright-core').Page) =>
  (await page.locator('[data-repair-promise]').textContent())?.trim();

/** The pages that promise a repair time, and the part of each that holds the promise. */
const promisingPages = [
  { path: '/services', section: '#housekeeping' },
  { path: '/rooms', section: '#every-room' },
];

describe('the repair promise of the public pages', () => {
  it('says the normal priority target staff set on Services and Rooms alike: one working day by default, two when they set 48 hours', async ({
    newPage,
  }) => {
    const page = await newPage();
    for (const { path } of promisingPages) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByText('Maintenance requests answered within').waitFor();
      expect(await promiseOn(page), path).toBe('one working day');
    }

    const saved = await getSettings();
    try {
      await putSettings({ ...saved, repairTargetHours: { ...saved.repairTargetHours, normal: 48 } });
      for (const { path, section } of promisingPages) {
        const later = await newPage();
        await later.goto(`${baseUrl}${path}`);
        await expect.poll(() => promiseOn(later), { timeout: 10_000 }).toBe('two working days');
        await later.locator(section).scrollIntoViewIfNeeded();
        await screenshotsAtEachSize(later, `${path.slice(1)}-repair-promise`);
      }
    } finally {
      await putSettings(saved);
    }
  });
});
