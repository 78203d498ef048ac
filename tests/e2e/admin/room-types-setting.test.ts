import * as messages from '#contract/messages';
import { demoAccount, describe, expect, it, screenshotsAtEachSize } from '../support/fixture.ts';

const desktop = { viewport: { width: 1280, height: 900 } };

/**
 * Settings' room types (docs/spec.md §3): the list is checked with the contract's schema before it is
 * sent, the first thing to fix standing above the rows, and a list that passes is saved. The type saved
 * here has no rooms and is removed again, so no other test's rooms change.
 */
describe("Settings' room types", () => {
  it('refuse two types of one name above the rows, then save the list once it is fixed', async ({
    signedInPage,
  }) => {
    const admin = await signedInPage(demoAccount('admin'), { ...desktop, at: '/admin/settings' });
    const save = admin.getByRole('button', { name: 'Save room types' });
    const form = admin.locator('form').filter({ has: save });
    await form.getByRole('listitem').first().waitFor();
    const types = await form.getByRole('listitem').count();
    await admin.getByRole('button', { name: 'Add room type' }).click();
    const added = form.getByRole('listitem').last();
    await added.getByLabel(/^Room type \d+$/).fill('double');
    await added.getByLabel('Beds').fill('2');
    await save.click();
    await admin.getByRole('alert').filter({ hasText: messages.rooms.typeNamesRepeat }).waitFor();
    await screenshotsAtEachSize(admin, 'settings-room-types-refused');

    await added.getByLabel(/^Room type \d+$/).fill('Family');
    await save.click();
    await admin.getByText(messages.rooms.typesSaved).first().waitFor();
    await admin
      .getByRole('alert')
      .filter({ hasText: messages.rooms.typeNamesRepeat })
      .waitFor({ state: 'detached' });
    expect(await save.isDisabled(), 'Save once saved').toBe(true);

    // The lane's hostel as it was for the files after this one: the new type has no rooms, so it goes.
    await added.getByRole('button', { name: 'Remove room type Family' }).click();
    await save.click();
    await expect.poll(() => save.isDisabled()).toBe(true);
    await expect.poll(() => form.getByRole('listitem').count()).toBe(types);
  });
});
