import type { Page } from 'playwright-core';
import * as messages from '#contract/messages';
import { getUserByEmail } from '../../../functions/data/users.ts';
import { settleOnlinePayment } from '../../../functions/domain/money/online-payments.ts';
import { paystack } from '../../../functions/domain/money/paystack.ts';
import { leftUnpaidAgo, paidUnheard } from '../../support/paystack.ts';
import { baseUrl, demoAccount, describe, expect, it, screenshotsAtEachSize } from '../support/fixture.ts';
import { hasFocus } from '../support/focus.ts';
import { lineBreaks, sidewaysScroll } from '../support/layout.ts';
import { entryWritten, lastMailTo, seriousViolations, verifiedStudent } from './support.ts';

/** What goes wrong on a page from now on: console errors, and answers of 400 or more. */
function failuresOf(page: Page): string[] {
  const failures: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  return failures;
}

const shoot = (page: Page, name: string) => screenshotsAtEachSize(page, `money-${name}`);

describe('money in the management app', () => {
  it(
    'staff record a desk payment on the student’s profile, and the student sees the new balance and receipt',
    { timeout: 180_000 },
    async ({ signedInPage }) => {
      const student = await verifiedStudent(baseUrl);
      const studentId = (await getUserByEmail(student.email))!.id;

      const desk = await signedInPage(demoAccount('admin'));
      const deskFailures = failuresOf(desk);
      await desk.goto(`${baseUrl}/management/admin/students/${studentId}?tab=money`);
      await desk.getByTestId('balance').getByText('GHS 0.00').waitFor();
      await desk.getByRole('button', { name: 'Record payment' }).click();
      const dialog = desk.getByRole('dialog', { name: 'Record a payment' });
      await dialog.getByText('The student owes nothing now: a payment is kept as their credit.').waitFor();
      await dialog.getByLabel('Amount (GHS)').fill('1,250.50');
      await dialog.getByLabel('Method').selectOption('mobileMoney');
      await dialog.getByLabel('Reference').fill('MTN-E2E-1');
      expect(await seriousViolations(desk), 'payment dialog').toEqual([]);
      await dialog.getByRole('button', { name: 'Record payment' }).click();
      await desk.getByTestId('balance').getByText('GHS 1,250.50').waitFor();
      await desk.getByText('In credit').waitFor();
      const receipt = (await desk
        .getByText(/Receipt R-\d{6}/)
        .first()
        .textContent())!.match(/R-\d{6}/)![0];
      await shoot(desk, 'staff');
      await desk.waitForLoadState('networkidle');
      expect(deskFailures, 'the Money tab, recording a payment').toEqual([]);

      const own = await signedInPage(student);
      await own.getByRole('link', { name: 'Money' }).first().click();
      await own.getByRole('heading', { name: 'Money' }).waitFor();
      await own.getByTestId('balance').getByText('GHS 1,250.50').waitFor();
      await own.getByText(`Receipt ${receipt}`).waitFor();
      expect(await own.getByRole('button', { name: 'Record payment' }).count()).toBe(0);
      expect(await own.getByRole('button', { name: 'Reverse' }).count()).toBe(0);
      expect(await seriousViolations(own), 'student money').toEqual([]);
      await shoot(own, 'student');

      const mail = await lastMailTo(baseUrl, student.email);
      expect(mail.subject).toBe(`Receipt ${receipt}: GHS 1,250.50 received`);

      // Then the student owes more and pays it online, through the local Paystack's checkout page.
      await entryWritten(studentId, { kind: 'rent', amount: 200_000, description: 'Rent, e2e' });
      await own.reload();
      await own.getByTestId('balance').getByText('GHS 749.50').waitFor();
      await own.getByRole('button', { name: 'Pay online' }).click();
      const pay = own.getByRole('dialog', { name: 'Pay online' });
      expect(await pay.getByLabel('Amount (GHS)').inputValue()).toBe('749.50');
      expect(await seriousViolations(own), 'pay online dialog').toEqual([]);
      await pay.getByRole('button', { name: 'Continue to payment' }).click();
      await own.waitForURL(/\/_paystack\/checkout\//);
      await own.getByRole('heading', { name: 'Pay GHS 749.50' }).waitFor();
      await own.getByRole('button', { name: 'Pay', exact: true }).click();
      await own.waitForURL(/\/management\/student\/money/);
      const outcome = own.getByRole('status').filter({ hasText: 'GHS 749.50 paid' });
      await outcome.waitFor();
      // Back from the checkout the page opened afresh, with the focus on its body: the outcome takes it.
      await expect.poll(() => hasFocus(outcome)).toBe(true);
      await own.getByTestId('balance').getByText('GHS 0.00').waitFor();
      const online = (await own
        .getByText(/Payment online \(Paystack\)/)
        .first()
        .locator('xpath=..')
        .textContent())!.match(/R-\d{6}/)![0];
      expect(online).not.toBe(receipt);
      await own.getByText(`Payment received: receipt ${online}`).waitFor();
      expect(new URL(own.url()).search, 'the reference leaves the address').toBe('');
      await shoot(own, 'paid-online');
      expect((await lastMailTo(baseUrl, student.email)).subject).toBe(
        `Receipt ${online}: GHS 749.50 received`,
      );
    },
  );

  it('shows staff a student’s online payment in progress, which Check now credits, the balance following', async ({
    signedInPage,
  }) => {
    const student = await verifiedStudent(baseUrl);
    const studentId = (await getUserByEmail(student.email))!.id;
    await entryWritten(studentId, { kind: 'rent', amount: 120_000, description: 'Rent, e2e online' });
    // Paid at Paystack; its webhook was refused and the tab closed, so the payment still waits.
    const reference = await paidUnheard(studentId, 120_000);

    const desk = await signedInPage(demoAccount('admin'), { at: `/admin/students/${studentId}?tab=money` });
    const failures = failuresOf(desk);
    await desk.getByTestId('balance').getByText('GHS 1,200.00').waitFor();
    const progress = desk.getByRole('table', { name: 'Online payments in progress' });
    const row = progress.getByRole('row', { name: new RegExp(reference) });
    await row.getByText('In progress').waitFor();
    await row.getByText('GHS 1,200.00').waitFor();
    // The ledger below is headed on its own, so it never reads as one of the payments in progress.
    await desk.getByRole('region', { name: 'Charges and payments' }).getByText('Rent, e2e online').waitFor();
    expect(await seriousViolations(desk), 'payments in progress').toEqual([]);
    // On a phone the reference fills its lines, with no break right after "hostel-", and nothing scrolls.
    await desk.setViewportSize({ width: 375, height: 812 });
    expect(
      (await lineBreaks(row.getByText(reference))).filter((at) => at.startsWith('-|')),
      reference,
    ).toEqual([]);
    expect(await sidewaysScroll(desk)).toBe(0);
    await shoot(desk, 'online-in-progress');

    await row.getByRole('button', { name: 'Check now' }).click();

    const outcome = desk.getByRole('status').filter({ hasText: /Payment received: receipt R-\d{6}/ });
    await outcome.waitFor();
    const receipt = (await outcome.textContent())!.match(/R-\d{6}/)![0];
    await desk.getByTestId('balance').getByText('GHS 0.00').waitFor();
    await desk
      .getByRole('row', { name: /Payment online \(Paystack\)/ })
      .getByText(`Receipt ${receipt}`)
      .waitFor();
    await progress.waitFor({ state: 'detached' });
    await shoot(desk, 'online-checked');
    expect((await lastMailTo(baseUrl, student.email)).subject).toBe(
      `Receipt ${receipt}: GHS 1,200.00 received`,
    );
    await desk.waitForLoadState('networkidle');
    expect(failures).toEqual([]);
  });

  it('shows staff a checkout the student left unpaid today as not completed, with Check now', async ({
    signedInPage,
  }) => {
    const student = await verifiedStudent(baseUrl);
    const studentId = (await getUserByEmail(student.email))!.id;
    await entryWritten(studentId, { kind: 'rent', amount: 50_000, description: 'Rent, e2e left unpaid' });
    const reference = await leftUnpaidAgo(studentId, 50_000, 3_600_000);

    const desk = await signedInPage(demoAccount('admin'), { at: `/admin/students/${studentId}?tab=money` });
    const failures = failuresOf(desk);
    const row = desk
      .getByRole('table', { name: 'Online payments in progress' })
      .getByRole('row', { name: new RegExp(reference) });
    await row.getByText('Not completed').waitFor();
    expect(await seriousViolations(desk), 'a checkout left unpaid').toEqual([]);

    await row.getByRole('button', { name: 'Check now' }).click();

    // Still unpaid at Paystack: Check now says so, and the row stays for the day.
    await desk.getByRole('status').filter({ hasText: 'Payment not completed' }).waitFor();
    await row.getByText('Not completed').waitFor();
    await desk.waitForLoadState('networkidle');
    expect(failures).toEqual([]);
  });

  it('shows staff a payment Paystack recorded with another amount, not credited, with both amounts and no Check now', async ({
    signedInPage,
  }) => {
    const student = await verifiedStudent(baseUrl);
    const studentId = (await getUserByEmail(student.email))!.id;
    await entryWritten(studentId, { kind: 'rent', amount: 120_000, description: 'Rent, e2e mismatch' });
    const reference = await paidUnheard(studentId, 120_000, 100);
    // What the schedule records when it asks about it.
    expect(await settleOnlinePayment(paystack, reference)).toMatchObject({ outcome: 'mismatch' });

    const desk = await signedInPage(demoAccount('admin'), { at: `/admin/students/${studentId}?tab=money` });
    const failures = failuresOf(desk);
    await desk.getByTestId('balance').getByText('GHS 1,200.00').waitFor();
    const row = desk
      .getByRole('table', { name: 'Online payments in progress' })
      .getByRole('row', { name: new RegExp(reference) });
    await row.getByText('Does not match').waitFor();
    await row.getByText('GHS 1,200.00').waitFor();
    await row.getByText('Paystack: GHS 1.00').waitFor();
    expect(await row.getByRole('button', { name: /Check now/ }).count()).toBe(0);
    await desk
      .getByRole('status')
      .filter({ hasText: 'A payment does not match Paystack’s record' })
      .waitFor();
    expect(await seriousViolations(desk), 'a payment that does not match').toEqual([]);
    await desk.setViewportSize({ width: 375, height: 812 });
    expect(await sidewaysScroll(desk)).toBe(0);
    await shoot(desk, 'online-mismatch');
    await desk.waitForLoadState('networkidle');
    expect(failures).toEqual([]);
  });

  it('lets staff mark a payment that does not match as dealt with, keeping the note through Escape, and drops its row', async ({
    signedInPage,
  }) => {
    const student = await verifiedStudent(baseUrl);
    const studentId = (await getUserByEmail(student.email))!.id;
    await entryWritten(studentId, { kind: 'rent', amount: 120_000, description: 'Rent, e2e dealt with' });
    const reference = await paidUnheard(studentId, 120_000, 100);
    expect(await settleOnlinePayment(paystack, reference)).toMatchObject({ outcome: 'mismatch' });

    const desk = await signedInPage(demoAccount('admin'), { at: `/admin/students/${studentId}?tab=money` });
    const failures = failuresOf(desk);
    const progress = desk.getByRole('table', { name: 'Online payments in progress' });
    const markDealtWith = progress
      .getByRole('row', { name: new RegExp(reference) })
      .getByRole('button', { name: `Mark as dealt with: ${reference}` });
    const dialog = desk.getByRole('dialog', { name: 'Mark as dealt with' });
    const note = dialog.getByLabel('What was done');

    await markDealtWith.click();
    await dialog.getByText('GHS 1,200.00 that Paystack recorded as GHS 1.00', { exact: false }).waitFor();
    await expect.poll(() => hasFocus(note)).toBe(true);
    // Nothing said: asked for, not sent.
    await dialog.getByRole('button', { name: 'Mark as dealt with' }).click();
    await dialog.getByText(messages.money.settleNoteRequired).waitFor();
    await note.fill('Refunded in Paystack');
    expect(await seriousViolations(desk), 'mark as dealt with').toEqual([]);
    await shoot(desk, 'online-mismatch-dealt-with');

    // Escape to look the reference up once more: the row stays, and the note comes back with the dialog.
    await desk.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => hasFocus(markDealtWith)).toBe(true);
    await markDealtWith.click();
    expect(await note.inputValue()).toBe('Refunded in Paystack');
    await note.fill('Refunded in Paystack, ref. T-4471');
    await dialog.getByRole('button', { name: 'Mark as dealt with' }).click();

    await desk.getByText(messages.money.mismatchSettled, { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    // The last of its payments: the list goes, without a reload, and the ledger stays as it was.
    await progress.waitFor({ state: 'detached' });
    await desk.getByTestId('balance').getByText('GHS 1,200.00').waitFor();
    await shoot(desk, 'online-mismatch-dealt-with-done');
    await desk.waitForLoadState('networkidle');
    expect(failures).toEqual([]);
  });

  it('tells a student who owes on their dashboard since when and how much is late, and no more once paid', async ({
    signedInPage,
  }) => {
    const student = await verifiedStudent(baseUrl);
    const studentId = (await getUserByEmail(student.email))!.id;
    const dueOn = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    await entryWritten(studentId, {
      kind: 'rent',
      amount: 180_000,
      description: 'Rent, e2e dashboard',
      dueDate: dueOn,
    });
    const shown = new Date(`${dueOn}T00:00:00Z`).toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    const own = await signedInPage(student);
    const money = own.getByRole('region', { name: 'Money' });
    await money.getByText('GHS 1,800.00', { exact: true }).waitFor();
    expect(await money.getByTestId('owing').textContent()).toBe(`Due ${shown} · GHS 1,800.00 overdue`);
    await screenshotsAtEachSize(own, 'money-dashboard-owing');
    await money.getByRole('link', { name: 'Pay or see charges' }).click();
    await own.getByRole('heading', { level: 1, name: 'Money' }).waitFor();
    expect(await own.getByTestId('owing').textContent()).toBe(`Due ${shown} · GHS 1,800.00 overdue`);

    const desk = await signedInPage(demoAccount('admin'), { at: `/admin/students/${studentId}?tab=money` });
    await desk.getByTestId('balance').getByText('GHS 1,800.00').waitFor();
    await desk.getByRole('button', { name: 'Record payment' }).click();
    const dialog = desk.getByRole('dialog', { name: 'Record a payment' });
    // What is owed, beside the amount: a slip of the keys (18,000) would be taken, and mailed as a receipt.
    await dialog
      .getByText('The student owes GHS 1,800.00; more than that is kept as their credit.')
      .waitFor();
    await dialog.getByLabel('Amount (GHS)').fill('1,800.00');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await desk.getByTestId('balance').getByText('GHS 0.00').waitFor();
    expect(await desk.getByTestId('owing').count()).toBe(0);

    await own.goto(`${baseUrl}/management/student`);
    await own.getByRole('heading', { name: 'Current booking' }).waitFor();
    await own.waitForLoadState('networkidle');
    expect(await own.getByRole('region', { name: 'Money' }).count()).toBe(0);
  });

  it('staff pay out a student’s credit, never more than it, and the student sees it settled', async ({
    signedInPage,
  }) => {
    const student = await verifiedStudent(baseUrl);
    const studentId = (await getUserByEmail(student.email))!.id;
    // The credit a deposit returned at check-out leaves, written as the ledger writes any entry.
    await entryWritten(studentId, {
      kind: 'refund',
      amount: -50_000,
      description: 'Deposit returned at check-out',
    });
    const desk = await signedInPage(demoAccount('admin'), { at: `/admin/students/${studentId}?tab=money` });
    await desk.getByTestId('balance').getByText('GHS 500.00').waitFor();
    await desk.getByRole('button', { name: 'Pay out credit' }).click();
    const dialog = desk.getByRole('dialog', { name: 'Pay out credit' });
    const amount = dialog.getByLabel('Amount (GHS)');
    expect(await amount.inputValue(), 'the whole credit to start with').toBe('500.00');
    await dialog.getByText('At most the student’s credit, GHS 500.00.').waitFor();
    expect(await seriousViolations(desk), 'payout dialog').toEqual([]);
    await shoot(desk, 'payout');

    await amount.fill('600');
    await dialog.getByRole('button', { name: 'Record payout' }).click();
    await dialog
      .getByRole('alert')
      .getByText('You can pay out at most the student’s credit: GHS 500.00')
      .waitFor();
    await amount.fill('500');
    await dialog.getByLabel('Method').selectOption('bankTransfer');
    await dialog.getByLabel('Reference').fill('GCB-PAYOUT-9');
    await dialog.getByRole('button', { name: 'Record payout' }).click();
    await dialog.waitFor({ state: 'detached' });
    const recorded = desk.locator('[data-sonner-toast]').filter({ hasText: 'Payout recorded' });
    await recorded.waitFor();
    await desk.getByTestId('balance').getByText('GHS 0.00').waitFor();
    await desk.getByText('Settled').waitFor();
    await desk
      .getByRole('row', { name: /Credit paid out, bank transfer/ })
      .getByText(/Ref\. GCB-PAYOUT-9/)
      .waitFor();
    expect(await desk.getByRole('button', { name: 'Pay out credit' }).count(), 'no credit left').toBe(0);
    // The voucher the student signs at the desk for the money handed over. Its row is the page's last:
    // scrolled into view, its Voucher button lies under the toast (a CI run waited 30 s on it; a pointer
    // resting on a toast holds it there), so the desk closes the toast first, as a person would.
    await recorded.getByRole('button', { name: 'Close toast' }).click();
    await recorded.waitFor({ state: 'detached' });
    const [voucher] = await Promise.all([
      desk.waitForEvent('download'),
      desk.getByRole('button', { name: /^Download the payout voucher of / }).click(),
    ]);
    expect(voucher.suggestedFilename()).toMatch(/^Payout_Voucher_.+_\d{4}-\d{2}-\d{2}\.pdf$/);

    const own = await signedInPage(student, { at: '/student/money' });
    await own.getByTestId('balance').getByText('GHS 0.00').waitFor();
    await own.getByRole('row', { name: /Credit paid out, bank transfer/ }).waitFor();
    expect(await own.getByRole('button', { name: 'Pay out credit' }).count()).toBe(0);
    expect((await lastMailTo(baseUrl, student.email)).subject).toBe(
      'GHS 500.00 of your credit paid out to you',
    );
  });

  it('tells staff every field of a payment to put right on the first submit, a mistyped amount among them', async ({
    signedInPage,
  }) => {
    const student = await verifiedStudent(baseUrl);
    const studentId = (await getUserByEmail(student.email))!.id;
    const desk = await signedInPage(demoAccount('admin'), { at: `/admin/students/${studentId}?tab=money` });
    await desk.getByRole('button', { name: 'Record payment' }).click();
    const dialog = desk.getByRole('dialog', { name: 'Record a payment' });
    await dialog.getByLabel('Amount (GHS)').fill('12,5x');
    await dialog.getByLabel('Method').selectOption('bankTransfer');

    await dialog.getByRole('button', { name: 'Record payment' }).click();

    await dialog
      .getByText(messages.money.amountTypedInvalid('GHS', '150 or 150.50', 'GHS 1,000,000.00'))
      .waitFor();
    await dialog.getByText(messages.money.referenceRequired).waitFor();
  });

  it('tells a student who mistypes what to pay online in cedis, not in pesewas', async ({ signedInPage }) => {
    const student = await verifiedStudent(baseUrl);
    const studentId = (await getUserByEmail(student.email))!.id;
    await entryWritten(studentId, { kind: 'rent', amount: 120_000, description: 'Rent, e2e typed' });
    const own = await signedInPage(student, { viewport: { width: 375, height: 812 }, at: '/student/money' });
    await own.getByRole('button', { name: 'Pay online' }).click();
    const pay = own.getByRole('dialog', { name: 'Pay online' });
    const amount = pay.getByLabel('Amount (GHS)');
    const typedWrong = pay.getByText(
      messages.money.amountTypedInvalid('GHS', '150 or 150.50', 'GHS 1,000,000.00'),
    );

    for (const typed of ['12.345', 'ten', '2000000']) {
      await amount.fill(typed);
      await pay.getByRole('button', { name: 'Continue to payment' }).click();
      await typedWrong.waitFor();
    }
    expect(await pay.getByText(/minor units/).count()).toBe(0);
    await amount.fill('0');
    await pay.getByText(messages.money.paymentAmountInvalid).waitFor();
  });

  it('shows a charge on a phone as a card without an empty Actions line', async ({ signedInPage }) => {
    const student = await verifiedStudent(baseUrl);
    const studentId = (await getUserByEmail(student.email))!.id;
    await entryWritten(studentId, { kind: 'rent', amount: 120_000, description: 'Rent, e2e phone' });
    const own = await signedInPage(student, { viewport: { width: 375, height: 812 }, at: '/student/money' });
    const card = own.getByRole('row', { name: /Rent, e2e phone/ });
    await card.waitFor();
    // A student has nothing to do on a charge (a payment has its Receipt), so its card has no such line.
    expect(await card.locator('td[data-label="Actions"]').isVisible()).toBe(false);
  });

  it('keeps each payment’s reference and receipt number whole on a 375 px phone, with nothing scrolling sideways', async ({
    signedInPage,
  }) => {
    // The demo student's earlier stays were paid at the desk by mobile money, with references DEMO-1001…
    const own = await signedInPage(demoAccount('student'), {
      viewport: { width: 375, height: 812 },
      at: '/student/money',
    });
    const lines = own
      .getByRole('table', { name: 'Charges and payments' })
      .locator('p', { hasText: 'Ref. DEMO-' });
    await lines.first().waitFor();
    expect(await lines.count()).toBeGreaterThan(1);
    for (const line of await lines.all()) {
      const text = await line.textContent();
      // A break right after a hyphen cut "DEMO-" from its number, or "R-" from a receipt's.
      expect(
        (await lineBreaks(line)).filter((at) => at.startsWith('-|')),
        text!,
      ).toEqual([]);
    }
    expect(await sidewaysScroll(own)).toBe(0);
  });

  it('opens the Money tab of a student’s profile with no failed request and no console error', async ({
    signedInPage,
  }) => {
    const student = await verifiedStudent(baseUrl);
    const studentId = (await getUserByEmail(student.email))!.id;
    const desk = await signedInPage(demoAccount('admin'));
    const failures = failuresOf(desk);
    await desk.goto(`${baseUrl}/management/admin/students/${studentId}?tab=money`);
    await desk.getByTestId('balance').getByText('GHS 0.00').waitFor();
    // And the seeded resident, who has a booking and its charges, reached by their public id.
    const resident = (await getUserByEmail(demoAccount('student').email))!;
    await desk.goto(`${baseUrl}/management/admin/students/${resident.publicId}`);
    await desk.getByRole('tab', { name: 'Money' }).click();
    await desk.getByTestId('balance').waitFor();
    await desk.getByRole('tab', { name: 'Profile' }).click();
    await desk.getByRole('tab', { name: 'Money' }).click();
    await desk.getByTestId('balance').waitFor();
    await desk.waitForLoadState('networkidle');
    expect(failures).toEqual([]);
  });
});
