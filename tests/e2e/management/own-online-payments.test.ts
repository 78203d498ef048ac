import type { Locator, Page } from 'playwright-core';
import * as messages from '#contract/messages';
import { getUserByEmail } from '../../../functions/data/users.ts';
import {
  baseUrl,
  describe,
  expect,
  it,
  screenshotsAtEachSize,
  type SignedInPage,
} from '../support/fixture.ts';
import { hasFocus } from '../support/focus.ts';
import { sidewaysScroll } from '../support/layout.ts';
import { entryWritten, seriousViolations, verifiedStudent } from './support.ts';

/**
 * A student paying online sees their own payments Paystack has not confirmed yet, and is warned before
 * paying again while one may still be completed (docs/decisions/0095): a mobile money approval can come
 * minutes late, and a second checkout would then charge them twice.
 */

/** A student who owes GHS 1,200.00, on their Money screen. */
async function owingStudentOnMoney(signedInPage: SignedInPage) {
  const student = await verifiedStudent(baseUrl);
  const studentId = (await getUserByEmail(student.email))!.id;
  await entryWritten(studentId, { kind: 'rent', amount: 120_000, description: 'Rent, e2e paying twice' });
  const own = await signedInPage(student, { at: '/student/money' });
  await own.getByTestId('balance').getByText('GHS 1,200.00').waitFor();
  return own;
}

/** The Pay online dialog, opened from the Money screen. */
async function payOnline(own: Page) {
  await own.getByRole('button', { name: 'Pay online' }).click();
  const dialog = own.getByRole('dialog', { name: 'Pay online' });
  await dialog.getByLabel('Amount (GHS)').waitFor();
  return dialog;
}

/** Continues from the dialog to the stand-in's checkout page for the whole GHS 1,200.00. */
async function toCheckout(own: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  await own.waitForURL(/\/_paystack\/checkout\//);
  await own.getByRole('heading', { name: 'Pay GHS 1,200.00' }).waitFor();
}

const progressOf = (own: Page) => own.getByRole('table', { name: 'Online payments in progress' });
const referenceIn = async (row: Locator) => (await row.textContent())!.match(/hostel-[0-9a-f]{32}/)![0];

describe('a student’s own online payments not yet confirmed', () => {
  it(
    'lists a checkout the student left unpaid, warns before paying again, and lets them go on anyway after Escape',
    { timeout: 180_000 },
    async ({ signedInPage }) => {
      const own = await owingStudentOnMoney(signedInPage);
      // Nothing started yet: no list, and Pay online asks nothing more.
      let dialog = await payOnline(own);
      expect(await progressOf(own).count()).toBe(0);
      expect(await dialog.getByRole('checkbox', { name: messages.money.payAgainAnyway }).count()).toBe(0);
      await toCheckout(own, dialog);

      // Back from Paystack's page without paying.
      await own.getByRole('button', { name: 'Cancel' }).click();
      await own.waitForURL(/\/management\/student\/money/);
      // Told it may still be credited, as the list below says: not that nothing was taken.
      await own
        .getByRole('status')
        .filter({ hasText: 'Payment not completed' })
        .filter({ hasText: messages.money.onlineLeftUnpaid })
        .waitFor();
      const row = progressOf(own).getByRole('row', { name: /hostel-[0-9a-f]{32}/ });
      await row.getByText(messages.money.ownOnlineStatus.abandoned).waitFor();
      await row.getByText(messages.money.ownOnlineNotCompleted).waitFor();
      await row.getByText('GHS 1,200.00').waitFor();
      const first = await referenceIn(row);
      await own.getByText(messages.money.ownOnlinePaymentsAbout).waitFor();
      expect(await row.getByRole('button').count(), 'nothing for a student to press on it').toBe(0);
      expect(await seriousViolations(own), 'own payments in progress').toEqual([]);
      await screenshotsAtEachSize(own, 'money-own-online-in-progress');
      await own.setViewportSize({ width: 375, height: 812 });
      expect(await sidewaysScroll(own)).toBe(0);
      await own.setViewportSize({ width: 1280, height: 900 });

      // Pay online again: warned, and held, with the focus on the check that lets them go on.
      const payButton = own.getByRole('button', { name: 'Pay online' });
      dialog = await payOnline(own);
      const payAgain = dialog.getByRole('checkbox', { name: messages.money.payAgainAnyway });
      const go = dialog.getByRole('button', { name: 'Continue to payment' });
      await dialog
        .getByText(
          /^A payment of GHS 1,200\.00 you started on .+ has not been completed yet\. If you approved it on your phone, wait for it: paying again would charge you twice\.$/,
        )
        .waitFor();
      await expect.poll(() => hasFocus(payAgain)).toBe(true);
      expect(await payAgain.isChecked()).toBe(false);
      expect(await go.isDisabled()).toBe(true);
      expect(await seriousViolations(own), 'pay again warning').toEqual([]);
      await screenshotsAtEachSize(own, 'money-pay-again-warning');

      // Backwards: Escape closes it, asking nothing, and gives the focus back to Pay online.
      await payAgain.check();
      await own.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => hasFocus(payButton)).toBe(true);

      // Forwards again: the check is asked afresh, and given, lets them pay.
      dialog = await payOnline(own);
      expect(await payAgain.isChecked(), 'ticked afresh at each opening').toBe(false);
      expect(await go.isDisabled()).toBe(true);
      await payAgain.check();
      expect(await go.isEnabled()).toBe(true);
      await toCheckout(own, dialog);
      await own.getByRole('button', { name: 'Pay', exact: true }).click();
      await own.waitForURL(/\/management\/student\/money/);
      await own.getByRole('status').filter({ hasText: 'GHS 1,200.00 paid' }).waitFor();
      await own.getByTestId('balance').getByText('GHS 0.00').waitFor();
      // The one left unpaid stays listed for its day: Paystack may still complete it.
      const rows = progressOf(own).getByRole('row', { name: /hostel-[0-9a-f]{32}/ });
      await expect.poll(() => rows.count()).toBe(1);
      expect(await referenceIn(rows.first())).toBe(first);
    },
  );

  it('lists a checkout the student left on Paystack’s page as being confirmed, and warns of it by name', async ({
    signedInPage,
  }) => {
    const own = await owingStudentOnMoney(signedInPage);
    await toCheckout(own, await payOnline(own));

    // The tab went elsewhere while the phone's prompt waits: no return page asked about it.
    await own.goto(`${baseUrl}/management/student/money`);
    const row = progressOf(own).getByRole('row', { name: /hostel-[0-9a-f]{32}/ });
    await row.getByText(messages.money.ownOnlineStatus.pending).waitFor();
    await row.getByText('GHS 1,200.00').waitFor();
    await screenshotsAtEachSize(own, 'money-own-online-being-confirmed');

    const dialog = await payOnline(own);
    await dialog.getByText(/you started on .+ is still being confirmed\./).waitFor();
    expect(await dialog.getByRole('button', { name: 'Continue to payment' }).isDisabled()).toBe(true);
  });
});
