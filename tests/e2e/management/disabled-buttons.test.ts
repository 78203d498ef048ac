import type { Locator, Page } from 'playwright-core';
import { verifiedStudent } from './support.ts';
import { baseUrl, demoAccount, describe, expect, it } from '../support/fixture.ts';

/**
 * A disabled button looks the same whatever its variant and stays legible in both colour schemes
 * (components/ui/button.tsx): its words have at least 3:1 against the fill behind them, and the pointer
 * changes nothing. WCAG exempts disabled controls; a user still has to read what they cannot press yet.
 */

interface Look {
  /** The words' colour and the fill behind them, as sRGB. */
  text: number[];
  fill: number[];
  contrast: number;
}

/**
 * How a button is painted: every background from the page down to the button, composited in a canvas
 * (which also turns the oklch colours into sRGB), then the text's colour over that. Undefined while
 * any of them is still fading in (a dialog opening).
 */
function lookOf(button: Locator): Promise<Look | undefined> {
  return button.evaluate((element) => {
    const chain: Element[] = [];
    for (let node: Element | null = element; node; node = node.parentElement) chain.unshift(node);
    if (chain.some((node) => Number(getComputedStyle(node).opacity) < 1)) return undefined;
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const paint = canvas.getContext('2d', { willReadFrequently: true })!;
    const pixel = (colour: string) => {
      paint.fillStyle = colour;
      paint.fillRect(0, 0, 1, 1);
      return [...paint.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    pixel('white');
    for (const node of chain) pixel(getComputedStyle(node).backgroundColor);
    const fill = pixel('transparent');
    const text = pixel(getComputedStyle(element).color);
    const luminance = (rgb: number[]) =>
      rgb
        .map((byte) => byte / 255)
        .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, index) => sum + c * [0.2126, 0.7152, 0.0722][index]!, 0);
    const [light, dark] = [luminance(fill), luminance(text)].sort((a, b) => b - a);
    return { text, fill, contrast: Math.round(((light! + 0.05) / (dark! + 0.05)) * 100) / 100 };
  });
}

/** The look of the named disabled button once nothing is fading: the same under the pointer as at rest. */
async function disabledLook(within: Locator, name: string): Promise<Look> {
  const button = within.getByRole('button', { name, exact: true });
  expect(await button.isDisabled(), name).toBe(true);
  await button.page().mouse.move(0, 0);
  await expect.poll(() => lookOf(button), { message: name }).toBeDefined();
  const resting = (await lookOf(button))!;
  await button.hover();
  expect(await lookOf(button), `${name}, hovered`).toEqual(resting);
  return resting;
}

const main = (page: Page) => page.getByRole('main');

describe('a disabled button', () => {
  it.for(['light', 'dark'] as const)(
    'looks the same whatever its variant and reads at 3:1 or more, in the %s scheme',
    async (colorScheme, { signedInPage }) => {
      const staff = await signedInPage(demoAccount('admin'), { colorScheme, at: '/admin/settings' });
      await staff.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
      // Unchanged settings: Change Period is a primary button, the roommates' Save a secondary one.
      const primary = await disabledLook(main(staff), 'Change Period');
      const roommates = main(staff)
        .locator('form')
        .filter({ has: staff.getByLabel('Show residents the first names of their roommates') });
      const secondary = await disabledLook(roommates, 'Save');
      await staff.goto(`${baseUrl}/management/admin/bookings`);
      await staff.getByRole('button', { name: 'Clear All' }).click();
      const danger = await disabledLook(
        staff.getByRole('dialog', { name: 'Clear all bookings?' }),
        'Clear All Bookings',
      );

      const student = await signedInPage(await verifiedStudent(baseUrl), { colorScheme });
      await student.getByRole('button', { name: /^Notifications/ }).click();
      const bell = student.getByRole('region', { name: 'Notifications' });
      await bell.getByText('No notifications yet.').waitFor();
      const ghost = await disabledLook(bell, 'Mark all as read');

      // The Public Content editor's icon buttons beside a list's items: the first item cannot move up.
      const editor = await signedInPage(demoAccount('super_admin'), {
        colorScheme,
        at: '/admin/super/public-content',
      });
      await editor
        .getByRole('navigation', { name: 'Content blocks' })
        .getByRole('link', { name: 'FAQ' })
        .click();
      // The home page's editor, shown first, has lists of its own with a first item that cannot move up.
      await editor.waitForURL(/[?&]key=faq\b/);
      // The address changes first; under load the home page's editor is still drawn for a moment after.
      await main(editor).getByRole('group', { name: 'Testimonials' }).waitFor({ state: 'detached' });
      const icon = await disabledLook(main(editor).getByRole('group', { name: 'Items' }), 'Move item 1 up');

      const looks = { primary, secondary, danger, ghost, icon };
      const faint = Object.entries(looks).filter(([, look]) => look.contrast < 3);
      expect(Object.fromEntries(faint), 'below 3:1').toEqual({});
      expect(
        [secondary, danger].map(({ text, fill }) => ({ text, fill })),
        'filled variants',
      ).toEqual([
        { text: primary.text, fill: primary.fill },
        { text: primary.text, fill: primary.fill },
      ]);
      expect(ghost.text, 'a ghost’s words').toEqual(primary.text);
      expect(icon.text, 'an icon button’s icon').toEqual(primary.text);
    },
  );
});
