import { baseUrl, describe, expect, it } from '../support/fixture.ts';
import { publicPages } from './public-pages.ts';

describe('the public pages', () => {
  it.for(publicPages)(
    'serves $path with status 200 and the title "$title | Northgate Hostel"',
    async ({ path, title }, { page }) => {
      const response = await page.goto(`${baseUrl}${path}`);
      expect(response?.status()).toBe(200);
      expect(await page.title()).toBe(`${title} | Northgate Hostel`);
      expect(await page.locator('h1').count()).toBe(1);
    },
  );

  it('describes each page to search engines and share previews with absolute URLs', async ({ page }) => {
    await page.goto(`${baseUrl}/rooms`);
    const meta = (selector: string, attribute = 'content') => page.locator(selector).getAttribute(attribute);
    // The origin the stack is served at, whatever its port.
    expect(await meta('link[rel=canonical]', 'href')).toBe(`${baseUrl}/rooms`);
    expect(await meta('meta[name=robots]')).toBe('index,follow');
    expect(await meta('meta[name=description]')).toMatch(/Single and shared rooms/);
    expect(await meta('meta[property="og:image"]')).toMatch(new RegExp(`^${baseUrl}/.+\\.jpg$`));
    expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
  });

  it('keeps the spaces around inline links (Contact, FAQ) and promises no prices', async ({ page }) => {
    await page.goto(`${baseUrl}/contact`);
    expect(await page.locator('main').textContent()).toContain('the FAQ may already');
    await page.goto(`${baseUrl}/faq`);
    expect(await page.locator('main').textContent()).toContain('Contact us and we will');
    await page.goto(`${baseUrl}/rooms`);
    expect(await page.locator('main').textContent()).not.toMatch(/price/i);
  });

  it('gives the home page LodgingBusiness structured data and a preloaded hero', async ({ page }) => {
    await page.goto(`${baseUrl}/`);
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd['@type']).toBe('LodgingBusiness');
    expect(jsonLd.name).toBe('Northgate Hostel');
    expect(jsonLd.url).toBe(`${baseUrl}/`);
    // The hero's sign-in link opens a real new tab without a window.opener (issue #19).
    const signIn = page.locator('#hero a[href="/management/login"]');
    expect(await signIn.getAttribute('target')).toBe('_blank');
    expect(await signIn.getAttribute('rel')).toBe('noopener');
    const preload = page.locator('link[rel=preload][as=image]');
    expect(await preload.getAttribute('imagesrcset')).toMatch(/640w.*1280w.*1920w/);
    const srcset = await page.locator('picture source[type="image/avif"]').getAttribute('srcset');
    expect(srcset).toBe(await preload.getAttribute('imagesrcset'));
  });

  it('shows the home sections in order, each revealed from behind its spinner', async ({ page }) => {
    await page.goto(`${baseUrl}/`);
    const ids = await page.locator('main > section').evaluateAll((sections) => sections.map((s) => s.id));
    expect(ids).toEqual(['hero', 'stats', 'amenities', 'testimonials', 'call-to-action']);
    await page.locator('#call-to-action').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('#call-to-action').getAttribute('data-loaded')).toBe('true');
    expect(
      await page
        .locator('#call-to-action')
        .getByRole('link', { name: /Register Now/ })
        .isVisible(),
    ).toBe(true);
  });

  it('answers an unknown path with status 404 and the 404 page, whose Go Back returns', async ({ page }) => {
    await page.goto(`${baseUrl}/about`);
    const response = await page.goto(`${baseUrl}/no-such-page`);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Oops! Page Not Found');
    expect(await page.getByText('A home close for your academic success').count()).toBe(1);
    expect(await page.locator('meta[name=robots]').getAttribute('content')).toBe('noindex,nofollow');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL(`${baseUrl}/about`);
  });

  it('publishes robots.txt and a sitemap of every public page', async () => {
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    for (const { path } of publicPages)
      expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+${path === '/' ? '/' : path}</loc>`));
    expect(sitemap).not.toMatch(/offline|404/);
  });
});
