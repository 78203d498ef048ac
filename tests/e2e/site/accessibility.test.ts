import AxeBuilder from '@axe-core/playwright';
import { baseUrl, describe, expect, it } from '../support/fixture.ts';
import { publicPages } from './public-pages.ts';

const pages = [...publicPages.map(({ path }) => path), '/no-such-page', '/offline'];

/** Desktop in light colours and a phone in dark ones: between them every layout and palette is checked. */
const views = [
  { name: 'light at 1280px', width: 1280, colorScheme: 'light' },
  { name: 'dark at 375px', width: 375, colorScheme: 'dark' },
] as const;

describe('accessibility (axe-core)', () => {
  for (const view of views) {
    it(`finds no serious or critical violation on any page, ${view.name}`, async ({ newPage }) => {
      const page = await newPage({
        viewport: { width: view.width, height: 800 },
        colorScheme: view.colorScheme,
      });
      const found: string[] = [];
      for (const path of pages) {
        await page.goto(`${baseUrl}${path}`);
        // Reveal the lazy home sections so they are checked too.
        await page.evaluate(() => document.documentElement.classList.add('lazy-timeout'));
        // In the page itself: the default mode opens a blank page per check for cross-origin frames,
        // which the site has none of (see seriousViolations in tests/e2e/management/support.ts).
        const { violations } = await new AxeBuilder({ page }).setLegacyMode().analyze();
        for (const violation of violations) {
          if (violation.impact === 'serious' || violation.impact === 'critical') {
            found.push(
              `${path}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
            );
          }
        }
      }
      expect(found).toEqual([]);
    }, 240_000);
  }
});
