import type { Page } from 'playwright-core';
import { baseUrl, demoAccount, describe, expect, it } from './support/fixture.ts';
import { publicPages } from './site/public-pages.ts';
import { showPage } from './support/screens.ts';
import { signIn } from './support/sign-in.ts';

/**
 * The 375 px sweep (issue #19): on every screen, no box holding text is squeezed below 40 px wide (My
 * Profile once showed one letter of the name). A "text box" is a visible element with its own text of
 * at least six characters, so a badge's "2" or an icon's label is not one; it is squeezed when that text
 * no longer fits it on one line: cut short, or wrapped. A short word at its own width (a part of an
 * email address, ".ansah") is not squeezed.
 */

const phone = { viewport: { width: 375, height: 812 } };

/** Every squeezed text box on the page, as "tag: text (width px)". */
function squeezedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const texts = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE);
      const own = texts
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      if (own.length < 6) continue;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const hidden =
        box.width === 0 ||
        box.height === 0 ||
        style.visibility === 'hidden' ||
        // Chart labels are drawn in SVG, not laid out in boxes.
        element.closest('[hidden], .sr-only, [aria-hidden="true"], svg') !== null ||
        style.clip === 'rect(0px, 0px, 0px, 0px)';
      const lines = new Set(
        texts.flatMap((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return [...range.getClientRects()].map((rect) => Math.round(rect.top));
        }),
      );
      const cut = element.scrollWidth > element.clientWidth;
      if (!hidden && box.width < 40 && (cut || lines.size > 1))
        found.push(`${element.tagName.toLowerCase()}: ${own.slice(0, 30)} (${Math.round(box.width)} px)`);
    }
    return found;
  });
}

/** Opens each path and collects what is squeezed, after the screen's main heading shows. */
async function sweep(page: Page, paths: readonly string[]): Promise<Record<string, string[]>> {
  const problems: Record<string, string[]> = {};
  for (const path of paths) {
    await showPage(page, path);
    const squeezed = await squeezedText(page);
    if (squeezed.length > 0) problems[path] = squeezed;
  }
  return problems;
}

describe('every screen at 375 px', () => {
  it('public pages squeeze no text box below 40 px', async ({ newPage }) => {
    const page = await newPage(phone);
    expect(await sweep(page, [...publicPages.map((p) => p.path), '/no-such-page'])).toEqual({});
  });

  it('sign-in and registration screens squeeze no text box below 40 px', async ({ newPage }) => {
    const page = await newPage(phone);
    const screens = ['/management/login', '/management/register', '/management/forgot-password'];
    expect(await sweep(page, screens)).toEqual({});
  });

  it('student screens squeeze no text box below 40 px', async ({ newPage }) => {
    const page = await newPage(phone);
    await signIn(page, baseUrl, demoAccount('student'));
    // The sign-in toast, on a phone, sits at the top below the top bar: clear of the bar's controls and
    // of the button the thumb has just tapped (management/shell.test.ts).
    expect(await page.locator('[data-sonner-toaster]').getAttribute('data-y-position')).toBe('top');
    const screens = [
      '/management/student',
      '/management/student/rooms',
      '/management/student/profile',
      '/management/student/maintenance',
      '/management/student/maintenance/new',
    ];
    expect(await sweep(page, screens)).toEqual({});
  });

  it('admin screens squeeze no text box below 40 px', async ({ signedInPage }) => {
    const page = await signedInPage(demoAccount('admin'), phone);
    const screens = ['', '/students', '/rooms', '/bookings', '/maintenance', '/settings', '/profile'].map(
      (path) => `/management/admin${path}`,
    );
    expect(await sweep(page, screens)).toEqual({});
  });

  it('list rows name each button they spell out with the words it shows', async ({ signedInPage }) => {
    const page = await signedInPage(demoAccount('admin'), phone);
    // A voice user says what they see ("Mark collected"); a name that splits those words (WCAG 2.5.3,
    // label in name: "Mark the parcel for … collected") is one the button does not answer to.
    const problems: Record<string, string[]> = {};
    for (const path of ['/students', '/rooms', '/bookings', '/waitlist', '/parcels']) {
      await showPage(page, `/management/admin${path}`);
      const unnamed = await page
        .getByRole('main')
        .locator('button[aria-label]')
        .evaluateAll((buttons: HTMLElement[]) =>
          buttons
            .filter((button) => button.checkVisibility())
            .map((button) => ({ name: button.getAttribute('aria-label')!, shown: button.innerText.trim() }))
            .filter(({ name, shown }) => shown && !name.toLowerCase().includes(shown.toLowerCase()))
            .map(({ name, shown }) => `${shown}: ${name}`),
        );
      if (unnamed.length > 0) problems[path] = unnamed;
    }
    expect(problems).toEqual({});
  });

  it('super admin screens squeeze no text box below 40 px', async ({ signedInPage }) => {
    const page = await signedInPage(demoAccount('super_admin'), phone);
    const screens = ['admin-management', 'public-content', 'emergency-controls', 'audit-trail'].map(
      (path) => `/management/admin/super/${path}`,
    );
    expect(await sweep(page, screens)).toEqual({});
  });
});
