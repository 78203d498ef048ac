import type { Locator, Page } from 'playwright-core';
import { verifiedStudent } from './support.ts';
import { baseUrl, demoAccount, describe, expect, it } from '../support/fixture.ts';

/**
 * A button is drawn as its `size` and `variant` say (components/ui/button.tsx): a smaller size really is
 * smaller and a list row's danger action really is red, which neither was when asked for with classes
 * handed in (the Button's own classes won in the stylesheet).
 */

interface Box {
  height: number;
  paddingLeft: string;
  fontSize: string;
}

function boxOf(button: Locator): Promise<Box> {
  return button.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      height: element.getBoundingClientRect().height,
      paddingLeft: style.paddingLeft,
      fontSize: style.fontSize,
    };
  });
}

const main = (page: Page) => page.getByRole('main');

describe('a button of a smaller size', () => {
  it('is 32 px tall with 8 px sides and small words beside the notifications heading', async ({
    signedInPage,
  }) => {
    const student = await signedInPage(await verifiedStudent(baseUrl));
    await student.getByRole('button', { name: /^Notifications/ }).click();
    const bell = student.getByRole('region', { name: 'Notifications' });
    await bell.getByText('No notifications yet.').waitFor();

    expect(await boxOf(bell.getByRole('button', { name: 'Mark all as read' }))).toEqual({
      height: 32,
      paddingLeft: '8px',
      fontSize: '12px',
    });
  });

  it("is 36 px tall with 10 px sides in a list's row, under a full-size button's 40 px", async ({
    signedInPage,
  }) => {
    const staff = await signedInPage(demoAccount('admin'), {
      viewport: { width: 1280, height: 900 },
      at: '/admin/students',
    });
    await staff.getByRole('heading', { level: 1, name: 'Manage Students' }).waitFor();
    const deleteFirst = main(staff)
      .getByRole('button', { name: /^Delete / })
      .first();
    await deleteFirst.waitFor();

    expect(await boxOf(deleteFirst)).toEqual({ height: 36, paddingLeft: '10px', fontSize: '14px' });
    expect(await boxOf(main(staff).getByRole('button', { name: 'Export CSV' }))).toMatchObject({
      height: 40,
      paddingLeft: '16px',
    });
  });
});

describe("a list row's danger action", () => {
  it.for(['light', 'dark'] as const)(
    'is red among its grey neighbours, in the %s scheme',
    async (colorScheme, { signedInPage }) => {
      const staff = await signedInPage(demoAccount('admin'), {
        colorScheme,
        viewport: { width: 1280, height: 900 },
        at: '/admin/students',
      });
      await staff.getByRole('heading', { level: 1, name: 'Manage Students' }).waitFor();
      const colourOf = (name: RegExp) =>
        main(staff)
          .getByRole('button', { name })
          .first()
          .evaluate((element) => getComputedStyle(element).color);
      await main(staff)
        .getByRole('button', { name: /^Delete / })
        .first()
        .waitFor();

      const [remove, deactivate] = [await colourOf(/^Delete /), await colourOf(/^Deactivate /)];
      // Tailwind's red-700 and red-300, as the browser computes them.
      expect(remove).toBe(
        colorScheme === 'light' ? 'oklch(0.505 0.213 27.518)' : 'oklch(0.808 0.114 19.571)',
      );
      expect(deactivate).not.toBe(remove);
    },
  );
});
