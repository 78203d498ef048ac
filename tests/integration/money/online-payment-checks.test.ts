import { describe, expect, it } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import { ledgerOf } from '../../../functions/data/ledger.ts';
import { getOnlinePayment } from '../../../functions/data/online-payments.ts';
import { onlineChecksPerStaffMember } from '../../../functions/domain/money/online-payments.ts';
import { aStudent, call } from '../../support/hostel.ts';
import { mailTo } from '../../support/mail.ts';
import {
  atCheckout,
  chargeSuccess,
  confirmPaying,
  leftUnpaidAgo,
  owing,
  paidUnheard,
  paidUnreported,
  paystackVerifying,
  sendWebhook,
  signatureOf,
  startedPaying,
  verifiesOf,
} from '../../support/paystack.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';

const inProgress = (who: SignedIn, studentId: string) =>
  call(who, 'GET', `/students/${studentId}/money/online-payments`);

const checkNow = (who: SignedIn, studentId: string, reference: string) =>
  call(who, 'POST', `/students/${studentId}/money/online-payments/${reference}/check`);

const hours = 3_600_000;

const paymentsOf = async (studentId: string) =>
  (await ledgerOf(studentId)).stored.filter((entry) => entry.kind === 'payment');

/** A student who owes `owed` and paid it at the provider, unheard of: the student and the reference. */
async function owedAndPaidUnheard(owed: number) {
  const student = await aStudent();
  await owing(student, owed);
  return { student, reference: await paidUnheard(student.user.id, owed) };
}

describe('online payments in progress, for staff', () => {
  it('lists a student’s payments still pending, newest first, and not those settled', async () => {
    const { student, reference: older } = await startedPaying(90_000, 20_000);
    const newer = (await call(student, 'POST', '/money/online-payments', { amount: 30_000 })).body
      .reference as string;
    const paid = (await call(student, 'POST', '/money/online-payments', { amount: 40_000 })).body;
    await atCheckout(paid.checkoutUrl);
    const admin = await signedInAs('admin');
    await checkNow(admin, student.user.id, paid.reference);

    const listed = await inProgress(admin, student.user.id);

    expect(listed.status).toBe(200);
    expect(listed.body.payments).toEqual([
      { reference: newer, amount: 30_000, currency: 'GHS', startedAt: expect.any(String), status: 'pending' },
      { reference: older, amount: 20_000, currency: 'GHS', startedAt: expect.any(String), status: 'pending' },
    ]);
    // By its public id too, as every route on a student.
    const byPublicId = await call(admin, 'GET', `/students/p/${student.user.publicId}/money/online-payments`);
    expect(byPublicId.body).toEqual(listed.body);
  });

  it('lists a checkout left unpaid in the last day among those pending, newest first, and not one left longer ago', async () => {
    const { student, reference: pending } = await startedPaying(90_000, 20_000);
    const older = await leftUnpaidAgo(student.user.id, 30_000, 25 * hours);
    const recent = await leftUnpaidAgo(student.user.id, 40_000, 23 * hours);

    const listed = await inProgress(await signedInAs('admin'), student.user.id);

    expect(listed.body.payments).toEqual([
      {
        reference: pending,
        amount: 20_000,
        currency: 'GHS',
        startedAt: expect.any(String),
        status: 'pending',
      },
      {
        reference: recent,
        amount: 40_000,
        currency: 'GHS',
        startedAt: expect.any(String),
        status: 'abandoned',
      },
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(older);
  });

  it('lists nothing for a student with no payment in progress', async () => {
    const student = await aStudent();
    const listed = await inProgress(await signedInAs('admin'), student.user.id);
    expect(listed.body).toEqual({ payments: [] });
  });
});

describe('staff checking an online payment now', () => {
  it('credits a payment the provider confirmed, once, with its receipt, mail and audit record, and says so', async () => {
    const { student, reference } = await owedAndPaidUnheard(75_000);
    const admin = await signedInAs('admin');

    const checked = await checkNow(admin, student.user.id, reference);

    const [credited, ...others] = await paymentsOf(student.user.id);
    expect(others).toEqual([]);
    expect(checked.status).toBe(200);
    expect(checked.body).toEqual({
      reference,
      status: 'paid',
      amount: 75_000,
      currency: 'GHS',
      receiptNumber: credited!.receiptNumber,
      balance: 0,
      message: messages.money.onlinePaid(credited!.receiptNumber!),
    });
    expect((await inProgress(admin, student.user.id)).body.payments).toEqual([]);
    const trail = await call(await signedInAs('super_admin'), 'GET', '/audit?action=money.payment');
    expect(
      trail.body.entries.filter(
        (item: { after: { reference?: string } }) => item.after.reference === reference,
      ),
    ).toHaveLength(1);

    // Pressed again, and Paystack's late webhook: the same receipt, nothing credited twice.
    const again = await checkNow(admin, student.user.id, reference);
    const raw = chargeSuccess(reference, 75_000);
    expect((await sendWebhook(raw, signatureOf(raw))).status).toBe(200);
    expect(again.body).toMatchObject({ status: 'paid', receiptNumber: credited!.receiptNumber });
    expect(await paymentsOf(student.user.id)).toHaveLength(1);
    expect(
      (await mailTo(student.user.email)).filter((mail) => mail.subject.startsWith('Receipt')),
    ).toHaveLength(1);
  });

  it('says a payment the provider is still processing is still being processed, and keeps it listed', async () => {
    const { student, reference } = await startedPaying(20_000);
    const admin = await signedInAs('admin');
    const processing = paystackVerifying([reference], { status: 'ongoing' });
    let checked;
    try {
      checked = await checkNow(admin, student.user.id, reference);
    } finally {
      processing.restore();
    }
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({
      status: 'pending',
      receiptNumber: null,
      message: messages.money.onlineStillProcessing,
    });
    expect((await inProgress(admin, student.user.id)).body.payments).toHaveLength(1);
  });

  it('says a payment the student did not complete was not completed, and lists it as such', async () => {
    const { student, reference, checkoutUrl } = await startedPaying(20_000);
    await atCheckout(checkoutUrl, 'cancel');
    const admin = await signedInAs('admin');

    const checked = await checkNow(admin, student.user.id, reference);

    expect(checked.body).toMatchObject({ status: 'failed', message: messages.money.onlineNotCompleted });
    // Left unpaid, as Paystack says: it may still be paid, so staff see it for the day the student does.
    expect((await getOnlinePayment(reference))!.status).toBe('abandoned');
    expect((await inProgress(admin, student.user.id)).body.payments).toEqual([
      { reference, amount: 20_000, currency: 'GHS', startedAt: expect.any(String), status: 'abandoned' },
    ]);
    expect(await paymentsOf(student.user.id)).toEqual([]);
  });

  it('credits once a checkout left unpaid that the student paid afterwards, unreported, and lists it no more', async () => {
    const { student, reference, checkoutUrl } = await startedPaying(30_000);
    await atCheckout(checkoutUrl, 'cancel');
    expect((await confirmPaying(student, reference)).body.status).toBe('failed');
    await paidUnreported(checkoutUrl);
    const admin = await signedInAs('admin');
    expect((await inProgress(admin, student.user.id)).body.payments).toMatchObject([
      { reference, status: 'abandoned' },
    ]);

    const checked = await checkNow(admin, student.user.id, reference);

    const [credited, ...others] = await paymentsOf(student.user.id);
    expect(others).toEqual([]);
    expect(checked.body).toMatchObject({
      status: 'paid',
      receiptNumber: credited!.receiptNumber,
      balance: 0,
    });
    expect((await inProgress(admin, student.user.id)).body.payments).toEqual([]);
    const again = await checkNow(admin, student.user.id, reference);
    expect(again.body).toMatchObject({ status: 'paid', receiptNumber: credited!.receiptNumber });
    expect(await paymentsOf(student.user.id)).toHaveLength(1);
  });

  it('lists a payment Paystack records with another amount as not credited, with both amounts, and asks no more', async () => {
    const student = await aStudent();
    await owing(student, 50_000);
    const reference = await paidUnheard(student.user.id, 50_000, 100);
    const admin = await signedInAs('admin');

    const checked = await checkNow(admin, student.user.id, reference);

    expect([checked.status, checked.body.message]).toEqual([409, messages.money.onlineMismatch]);
    expect((await inProgress(admin, student.user.id)).body.payments).toEqual([
      {
        reference,
        amount: 50_000,
        currency: 'GHS',
        startedAt: expect.any(String),
        status: 'mismatch',
        verified: { amount: 100, currency: 'GHS' },
      },
    ]);
    const verifies = verifiesOf(reference);
    let again;
    try {
      again = await checkNow(admin, student.user.id, reference);
    } finally {
      verifies.restore();
    }
    expect([again.status, again.body.message]).toEqual([409, messages.money.onlineMismatch]);
    expect(verifies.asked()).toBe(0);
    expect(await paymentsOf(student.user.id)).toEqual([]);
  });

  it('answers 503 with the payment service’s message when the provider cannot be reached, and leaves it pending', async () => {
    const { student, reference } = await owedAndPaidUnheard(15_000);
    const admin = await signedInAs('admin');
    const outage = paystackVerifying([reference], 'unreachable');
    let checked;
    try {
      checked = await checkNow(admin, student.user.id, reference);
    } finally {
      outage.restore();
    }
    expect([checked.status, checked.body.message]).toEqual([503, messages.money.providerUnavailable]);
    expect((await getOnlinePayment(reference))!.status).toBe('pending');
    expect(await paymentsOf(student.user.id)).toEqual([]);
  });
});

describe('checking an online payment, attacked', () => {
  it('is for staff only: a student cannot list or check even their own', async () => {
    const { student, reference } = await owedAndPaidUnheard(10_000);
    expect((await inProgress(student, student.user.id)).status).toBe(403);
    const checked = await checkNow(student, student.user.id, reference);
    expect(checked.status).toBe(403);
    expect(await paymentsOf(student.user.id)).toEqual([]);
  });

  it('answers 404 for another student’s reference, one that is not ours and one of no shape of ours', async () => {
    const { student: payer, reference } = await owedAndPaidUnheard(10_000);
    const other = await aStudent();
    const admin = await signedInAs('admin');
    for (const asked of [reference, `hostel-${'0'.repeat(32)}`, 'not-a-reference']) {
      const checked = await checkNow(admin, other.user.id, asked);
      expect([checked.status, checked.body.message], asked).toEqual([
        404,
        messages.money.onlinePaymentNotFound,
      ]);
    }
    expect(await paymentsOf(payer.user.id)).toEqual([]);
    expect(await paymentsOf(other.user.id)).toEqual([]);
  });

  it('limits how often one staff member asks the provider, and not the others', async () => {
    const { student, reference } = await startedPaying(50_000);
    const [busy, colleague] = await Promise.all([signedInAs('admin'), signedInAs('admin')]);
    for (let asked = 0; asked < onlineChecksPerStaffMember.limit; asked++)
      expect((await checkNow(busy, student.user.id, reference)).status).toBe(200);

    const refused = await checkNow(busy, student.user.id, reference);

    expect([refused.status, refused.body.message]).toEqual([429, messages.requests.tooManyRequests]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await checkNow(colleague, student.user.id, reference)).status).toBe(200);
  });

  it('counts only the checks that ask the provider: a reference not the student’s asks nothing', async () => {
    const student = await aStudent();
    const busy = await signedInAs('admin');
    const unknown = `hostel-${'1'.repeat(32)}`;
    for (let asked = 0; asked <= onlineChecksPerStaffMember.limit; asked++)
      expect((await checkNow(busy, student.user.id, unknown)).status).toBe(404);
  });
});
