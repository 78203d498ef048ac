import type { Locator } from 'playwright-core';
import { demoAccount, describe, expect, it } from '../support/fixture.ts';

/** Typing `changed` into the field turns the form's Save on; typing back what was saved turns it off. */
async function saveFollowsChanges(form: Locator, save: string, field: string, changed: string) {
  const button = form.getByRole('button', { name: save, exact: true });
  const input = form.getByLabel(field, { exact: true });
  const saved = await input.inputValue();
  expect(await button.isDisabled(), `${save} before a change`).toBe(true);
  await input.fill(changed);
  expect(await button.isDisabled(), `${save} after a change`).toBe(false);
  await input.fill(saved);
  expect(await button.isDisabled(), `${save} once changed back`).toBe(true);
}

describe('the Settings screen', () => {
  it('keeps every Save off until its setting changes, and off again once changed back', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(demoAccount('admin'), { at: '/admin/settings' });
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    const formOf = (button: string) =>
      page.locator('form').filter({ has: page.getByRole('button', { name: button, exact: true }) });

    await saveFollowsChanges(formOf('Save targets'), 'Save targets', 'Urgent (hours)', '7');
    await saveFollowsChanges(formOf('Save dates'), 'Save dates', 'Arrival', '2031-01-15');
    await saveFollowsChanges(formOf('Save room types'), 'Save room types', 'Room type 1', 'Penthouse');
    await saveFollowsChanges(
      formOf('Save amenities and photos'),
      'Save amenities and photos',
      'Other amenities',
      'Balcony',
    );
  });
});

describe('the Settings screen on a phone', () => {
  it('puts every Save at its form’s right end, at its own width, as the app’s other forms do', async ({
    signedInPage,
  }) => {
    const page = await signedInPage(demoAccount('admin'), {
      at: '/admin/settings',
      viewport: { width: 375, height: 812 },
    });
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await page.getByRole('button', { name: 'Save targets' }).waitFor();
    // Each form's submit against the form's own box: some stretched across it, some sat at its left.
    const placed = await page.locator('#main form').evaluateAll((forms) =>
      forms.flatMap((form) => {
        const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
        if (!submit) return [];
        const [box, button] = [form.getBoundingClientRect(), submit.getBoundingClientRect()];
        submit.style.width = 'max-content';
        const ownWidth = submit.getBoundingClientRect().width;
        submit.style.width = '';
        return [
          {
            save: submit.textContent!.trim(),
            atRightEnd: Math.abs(box.right - button.right) < 1,
            ownWidth: Math.abs(button.width - ownWidth) < 1,
          },
        ];
      }),
    );
    expect(placed.length).toBeGreaterThanOrEqual(8);
    expect(placed.filter((save) => !save.atRightEnd || !save.ownWidth)).toEqual([]);
  });
});
