import { baseUrl, describe, expect, it } from './support/fixture.ts';

describe('the local stack in Chromium', () => {
  it('serves the public home page', async ({ page }) => {
    const response = await page.goto(`${baseUrl}/`);
    expect(response?.status()).toBe(200);
    expect(await page.title()).toMatch(/^Comfortable Student Accommodation in .+ \| .+/);
  });

  it('serves the management sign-in screen from the SPA', async ({ page }) => {
    const response = await page.goto(`${baseUrl}/management/login`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/sign in/i);
  });

  it('answers an unknown path with the 404 page and status 404', async ({ page }) => {
    const response = await page.goto(`${baseUrl}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Oops! Page Not Found');
  });

  it('opens pages again after Chromium has gone, so a crash does not fail the lane’s later files', async ({
    chromium,
    newPage,
  }) => {
    const gone = await chromium.connected();
    await gone.close();
    const page = await newPage();
    expect((await page.goto(`${baseUrl}/`))?.status()).toBe(200);
    expect(await chromium.connected()).not.toBe(gone);
  });
});
