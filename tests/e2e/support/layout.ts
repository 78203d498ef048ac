import type { Locator, Page } from 'playwright-core';

/**
 * How far the page, or any table's own scroll box in it, scrolls sideways (0 when everything fits its
 * window), once the screen has settled. A table wider than its card scrolls inside the card, which the
 * page's own width would not show.
 */
export async function sidewaysScroll(page: Page): Promise<number> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(() =>
    Math.max(
      document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ...[...document.querySelectorAll('table')].map(
        (table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth,
      ),
    ),
  );
}

/**
 * Where a piece of text wraps as laid out: for each line after the first, the characters either side of
 * the break, as "x|y" ("@|s" for a break after an @). Each character's place is read from a range over it.
 */
export function lineBreaks(text: Locator): Promise<string[]> {
  return text.evaluate((root) => {
    const characters: { character: string; top: number; height: number }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const content = node.textContent ?? '';
      for (let index = 0; index < content.length; index += 1) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const { top, height } = range.getBoundingClientRect();
        characters.push({ character: content[index]!, top, height });
      }
    }
    return characters.flatMap((here, index) => {
      const before = characters[index - 1];
      return before && here.top > before.top + before.height / 2
        ? [`${before.character}|${here.character}`]
        : [];
    });
  });
}

/**
 * The page's inputs whose placeholder is cut short: wider, in the input's own font, than the room
 * between its paddings. Each as `label: placeholder`.
 */
export function cutPlaceholders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const paint = document.createElement('canvas').getContext('2d')!;
    return [...document.querySelectorAll<HTMLInputElement>('#main input[placeholder]')].flatMap((input) => {
      const style = getComputedStyle(input);
      paint.font = style.font;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return paint.measureText(input.placeholder).width > room
        ? [`${input.labels?.[0]?.textContent ?? input.name}: ${input.placeholder}`]
        : [];
    });
  });
}

/**
 * Whether the whole of `element` is in sight: inside the window and inside every box that scrolls it
 * (a dialog's body), as an IntersectionObserver reports it.
 */
export function inSight(element: Locator): Promise<boolean> {
  return element.evaluate(
    (target) =>
      new Promise<boolean>((resolve) => {
        const observer = new IntersectionObserver(([entry]) => {
          observer.disconnect();
          resolve(entry!.intersectionRatio > 0.99);
        });
        observer.observe(target);
      }),
  );
}

/**
 * The pieces of the text inside an element (each match of `piece` within one text node: "Floor 1", "GHS
 * 2,600.00") that a line break falls inside as laid out: a piece a reader takes as one, split over two
 * lines. Each character's line is read from a range over it.
 */
export function piecesBroken(text: Locator, piece: RegExp): Promise<string[]> {
  return text.evaluate(
    (root, { source, flags }) => {
      const broken: string[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const content = node.textContent ?? '';
        for (const match of content.matchAll(new RegExp(source, `${flags.replace('g', '')}g`))) {
          const middles = [...match[0]].map((_, offset) => {
            const range = document.createRange();
            range.setStart(node, match.index + offset);
            range.setEnd(node, match.index + offset + 1);
            const { top, height } = range.getBoundingClientRect();
            return top + height / 2;
          });
          // A line's middle moves a pixel or so with the glyphs; a new line moves it by a line's height.
          if (middles.some((middle) => Math.abs(middle - middles[0]!) > 4)) broken.push(match[0]);
        }
      }
      return broken;
    },
    { source: piece.source, flags: piece.flags },
  );
}

/**
 * How far `control`'s right edge stands from the right edge of `within` (its form): 0 for a form's
 * buttons, which sit at its end on every screen (FormActions).
 */
export async function gapToTheRight(control: Locator, within: Locator): Promise<number> {
  const [inner, outer] = await Promise.all([control.boundingBox(), within.boundingBox()]);
  return Math.round(outer!.x + outer!.width - (inner!.x + inner!.width));
}
