import * as messages from '#contract/messages';
import { baseUrl, demoAccount, describe, it, screenshotsAtEachSize } from '../support/fixture.ts';

const desktop = { viewport: { width: 1280, height: 900 } };

/**
 * Settings' room types (docs/spec.md §3): the list is checked with the contract's schema before it is
 * sent, the first thing to fix standing above the rows, and a list that passes is saved. The save here
 * sends the list as it was, so no other test's rooms change.
 */
describe("Settings' room types", () => {
  it('refuse two types of one name above the rows, then save the list once it is fixed', async ({
    signedInPage,
  }) => {
    const admin = await signedInPage(demoAccount('admin'), desktop);
    await admin.goto(`${baseUrl}/management/admin/settings`);
    await admin.getByRole('button', { name: 'Add room type' }).click();
    const form = admin
      .locator('form')
      .filter({ has: admin.getByRole('button', { name: 'Save room types' }) });
    const added = form.getByRole('listitem').last();
    await added.getByLabel(/^Room type \d+$/).fill('double');
    await added.getByLabel('Beds').fill('2');
    await admin.getByRole('button', { name: 'Save room types' }).click();
    await admin.getByRole('alert').filter({ hasText: messages.rooms.typeNamesRepeat }).waitFor();
    await screenshotsAtEachSize(admin, 'settings-room-types-refused');

    await added.getByRole('button', { name: 'Remove room type double' }).click();
    await admin.getByRole('button', { name: 'Save room types' }).click();
    await admin.getByText(messages.rooms.typesSaved).waitFor();
    await admin
      .getByRole('alert')
      .filter({ hasText: messages.rooms.typeNamesRepeat })
      .waitFor({ state: 'detached' });
  });
});
