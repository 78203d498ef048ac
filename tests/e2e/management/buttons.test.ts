import type { Locator, Page } from 'playwright-core';
import { verifiedStudent } from './support.ts';
import { baseUrl, demoAccount, describe, expect, it } from '../support/fixture.ts';

/**
 * A button is as big as its `size` says (components/ui/button.tsx): a smaller size really is smaller,
 * which it was not when asked for with classes handed in (the Button's own classes won in the stylesheet).
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
    const staff = await signedInPage(demoAccount('admin'), { viewport: { width: 1280, height: 900 } });
    await staff.goto(`${baseUrl}/management/admin/students`);
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
