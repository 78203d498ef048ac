import { describe, expect, it, vi } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import { ledgerOf } from '../../../functions/data/ledger.ts';
import { deleteStudentRecord } from '../../../functions/data/students.ts';
import { getUserById } from '../../../functions/data/users.ts';
import { getOnlinePayment } from '../../../functions/data/online-payments.ts';
import { newOnlineReference } from '../../../functions/domain/money/online-payments.ts';
import { call, aStudent } from '../../support/hostel.ts';
import { pay } from '../../support/money.ts';
import { beforeTheTransaction } from '../../support/racing.ts';
import { mailTo } from '../../support/mail.ts';
import {
  atCheckout,
  chargeSuccess,
  confirmPaying,
  initializeAtPaystack,
  owing,
  sendWebhook,
  signatureOf,
  startedPaying,
  startPaying,
  storedPending,
  verifiesOf,
  webhooksSettled,
} from '../../support/paystack.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';

/**
 * Holds the webhooks the local Paystack sends (it runs in this process, so its deliveries go through
 * this process's fetch) until `release`, so a test fixes the order of the return page and the webhook.
 */
function holdingWebhooks() {
  const original = globalThis.fetch;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (String(input instanceof Request ? input.url : input).endsWith('/money/paystack/webhook'))
      await released;
    return original(input, init);
  });
  return {
    release: () => {
      release();
      spy.mockRestore();
    },
  };
}

const paymentsOf = async (student: SignedIn) =>
  (await ledgerOf(student.user.id)).stored.filter((entry) => entry.kind === 'payment');

describe('paying online', () => {
  it('credits the payment once the provider confirms it, with a receipt, a mail and an audit record', async () => {
    const { student, reference, checkoutUrl } = await startedPaying(240_000, 150_000);
    expect(reference).toMatch(/^hostel-[0-9a-f]{32}$/);

    const back = await atCheckout(checkoutUrl);
    await webhooksSettled();

    expect(`${back.origin}${back.pathname}`).toBe(`${process.env.PUBLIC_ORIGIN}/management/student/money`);
    expect(back.searchParams.get('reference')).toBe(reference);
    const ledger = await ledgerOf(student.user.id);
    const [payment] = ledger.stored.filter((entry) => entry.kind === 'payment');
    expect(payment).toMatchObject({ amount: -150_000, currency: 'GHS', method: 'online', reference });
    expect(payment!.receiptNumber).toMatch(/^R-\d{6}$/);
    expect(ledger.balance).toBe(90_000);
    const [mail] = await mailTo(student.user.email);
    expect(mail!.subject).toBe(`Receipt ${payment!.receiptNumber}: GHS 1,500.00 received`);
    const trail = await call(await signedInAs('super_admin'), 'GET', '/audit?action=money.payment');
    const recorded = trail.body.entries.find(
      (item: { after: { receiptNumber: string } }) => item.after.receiptNumber === payment!.receiptNumber,
    );
    expect(recorded.actor.id).toBe(student.user.id);
    expect(recorded.after.reference).toBe(reference);

    const confirmed = await confirmPaying(student, reference);
    expect(confirmed.body).toMatchObject({
      status: 'paid',
      receiptNumber: payment!.receiptNumber,
      balance: 90_000,
      message: messages.money.onlinePaid(payment!.receiptNumber!),
    });
  });

  it('credits no one a payment finished after its student was deleted, and marks it unclaimed', async () => {
    const { student, reference, checkoutUrl } = await startedPaying(240_000, 150_000);
    const admin = await signedInAs('admin');
    // What they owed was paid at the desk meanwhile, so nothing stops their deletion.
    await pay(admin, student.user.id, 240_000);
    expect((await call(admin, 'DELETE', `/students/${student.user.id}`)).status).toBe(200);

    await atCheckout(checkoutUrl);
    await webhooksSettled();

    expect(await paymentsOf(student)).toEqual([
      expect.objectContaining({ amount: -240_000, method: 'cash' }),
    ]);
    expect((await ledgerOf(student.user.id)).balance).toBe(0);
    expect((await getOnlinePayment(reference))?.status).toBe('unclaimed');
  });

  it('credits no one a payment whose student is deleted between its read and its write', async () => {
    const { student, reference, checkoutUrl } = await startedPaying(240_000, 150_000);
    await pay(await signedInAs('admin'), student.user.id, 240_000);
    const user = (await getUserById(student.user.id))!;
    // The deletion goes in just before the credit's transaction, after the credit read the student.
    beforeTheTransaction(
      (command) => JSON.stringify(command.input).includes(reference),
      () => deleteStudentRecord(user, []),
    );

    await atCheckout(checkoutUrl);
    await webhooksSettled();
    vi.restoreAllMocks();

    expect(await getUserById(user.id)).toBeNull();
    expect(await paymentsOf(student)).toEqual([
      expect.objectContaining({ amount: -240_000, method: 'cash' }),
    ]);
    expect((await getOnlinePayment(reference))?.status).toBe('unclaimed');
  });

  it('refuses more than the student owes, and anything when they owe nothing', async () => {
    const student = await aStudent();
    const nothing = await startPaying(student, 1_000);
    expect([nothing.status, nothing.body.message]).toEqual([409, messages.money.nothingOwed]);
    await owing(student, 5_000);
    const tooMuch = await startPaying(student, 5_001);
    expect([tooMuch.status, tooMuch.body.message]).toEqual([
      400,
      messages.money.onlineAmountTooHigh('GHS 50.00'),
    ]);
    const zero = await startPaying(student, 0);
    expect([zero.status, zero.body.message]).toEqual([400, messages.money.paymentAmountInvalid]);
  });

  it('is for students only: staff cannot start or confirm one', async () => {
    const { reference } = await startedPaying();
    const admin = await signedInAs('admin');
    expect((await startPaying(admin, 1_000)).status).toBe(403);
    expect((await confirmPaying(admin, reference)).status).toBe(403);
  });

  it('says a cancelled checkout was not paid, marks it abandoned, and credits nothing until it is paid after all', async () => {
    const { student, reference, checkoutUrl } = await startedPaying();
    const back = await atCheckout(checkoutUrl, 'cancel');
    const confirmed = await confirmPaying(student, back.searchParams.get('reference')!);
    expect(confirmed.body).toMatchObject({
      reference,
      status: 'failed',
      message: messages.money.onlineLeftUnpaid,
    });
    expect(await paymentsOf(student)).toEqual([]);
    // As Paystack says: left unpaid, which the same checkout can still be (the schedule asks again).
    expect((await getOnlinePayment(reference))!.status).toBe('abandoned');
    await atCheckout(checkoutUrl);
    await webhooksSettled();
    expect(await paymentsOf(student)).toHaveLength(1);
  });
});

describe('the webhook, attacked', () => {
  it('refuses a missing signature, a wrong one and one over another body, and credits nothing', async () => {
    const { student, reference, checkoutUrl } = await startedPaying(10_000);
    const raw = chargeSuccess(reference, 10_000);
    const wrongKey = signatureOf(raw, 'sk_test_not-the-integration-key-0000000000000');
    const otherBody = signatureOf(chargeSuccess(reference, 10_001));
    for (const signature of [undefined, '', wrongKey, otherBody, signatureOf(raw).toUpperCase()]) {
      const response = await sendWebhook(raw, signature);
      expect([response.status, response.body.message]).toEqual([400, messages.money.webhookSignatureInvalid]);
    }
    expect(await paymentsOf(student)).toEqual([]);
    // The same body, rightly signed, is taken; only after the charge is real does it credit.
    await atCheckout(checkoutUrl);
    await webhooksSettled();
    expect(await paymentsOf(student)).toHaveLength(1);
  });

  it('changes nothing twice when an event is replayed, duplicated or races the return page', async () => {
    const { student, reference, checkoutUrl } = await startedPaying(70_000);
    await atCheckout(checkoutUrl);
    // The webhook is on its way; the return page, duplicated deliveries and replays race it.
    const raw = chargeSuccess(reference, 70_000);
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => confirmPaying(student, reference)),
      ...Array.from({ length: 4 }, () => sendWebhook(raw, signatureOf(raw))),
    ]);
    await webhooksSettled();
    const late = await sendWebhook(raw, signatureOf(raw));

    const payments = await paymentsOf(student);
    expect(payments).toHaveLength(1);
    const receipt = payments[0]!.receiptNumber;
    for (const answer of answers.slice(0, 4))
      expect(answer.body).toMatchObject({ status: 'paid', receiptNumber: receipt });
    for (const answer of [...answers.slice(4), late]) expect(answer.status).toBe(200);
    const ledger = await ledgerOf(student.user.id);
    expect([ledger.balance, ledger.entryCount]).toEqual([0, 2]);
    expect(
      (await mailTo(student.user.email)).filter((mail) => mail.subject.startsWith('Receipt')),
    ).toHaveLength(1);
  });

  it('credits a webhook that arrives first once; the return page then finds it paid', async () => {
    const { student, reference, checkoutUrl } = await startedPaying(30_000);
    await atCheckout(checkoutUrl);
    await webhooksSettled();
    const [credited] = await paymentsOf(student);
    const confirmed = await confirmPaying(student, reference);
    expect(confirmed.body).toMatchObject({ status: 'paid', receiptNumber: credited!.receiptNumber });
    expect(await paymentsOf(student)).toHaveLength(1);
  });

  it('credits once when the return page comes first and the webhook after it', async () => {
    const { student, reference, checkoutUrl } = await startedPaying(60_000);
    const webhooks = holdingWebhooks();
    let confirmed;
    try {
      await atCheckout(checkoutUrl);
      confirmed = await confirmPaying(student, reference);
    } finally {
      webhooks.release();
    }
    const [credited, ...others] = await paymentsOf(student);
    expect(others).toEqual([]);
    expect(confirmed.body).toMatchObject({ status: 'paid', receiptNumber: credited!.receiptNumber });

    // Now the provider's own webhook arrives, then a replay of it.
    await webhooksSettled();
    const raw = chargeSuccess(reference, 60_000);
    expect((await sendWebhook(raw, signatureOf(raw))).status).toBe(200);

    expect((await paymentsOf(student)).map((entry) => entry.receiptNumber)).toEqual([
      credited!.receiptNumber,
    ]);
    const ledger = await ledgerOf(student.user.id);
    expect([ledger.balance, ledger.entryCount]).toEqual([0, 2]);
    expect(
      (await mailTo(student.user.email)).filter((mail) => mail.subject.startsWith('Receipt')),
    ).toHaveLength(1);
  });

  it('changes nothing when a failed or abandoned event arrives after the success', async () => {
    const { student, reference, checkoutUrl } = await startedPaying(25_000);
    await atCheckout(checkoutUrl);
    await webhooksSettled();
    const [credited] = await paymentsOf(student);
    expect(credited).toBeDefined();

    for (const status of ['failed', 'abandoned']) {
      const raw = JSON.stringify({
        event: 'charge.failed',
        data: { reference, amount: 25_000, currency: 'GHS', status },
      });
      expect((await sendWebhook(raw, signatureOf(raw))).status).toBe(200);
    }
    // A success event whose data now says the charge failed is verified again, and stays paid.
    const contrary = JSON.stringify({
      event: 'charge.success',
      data: { reference, amount: 25_000, currency: 'GHS', status: 'failed' },
    });
    expect((await sendWebhook(contrary, signatureOf(contrary))).status).toBe(200);

    expect(await paymentsOf(student)).toEqual([credited]);
    expect((await getOnlinePayment(reference))!.status).toBe('paid');
    expect((await ledgerOf(student.user.id)).balance).toBe(0);
    expect((await confirmPaying(student, reference)).body).toMatchObject({
      status: 'paid',
      receiptNumber: credited!.receiptNumber,
    });
  });

  it('does not credit a signed success that the provider’s verify call denies', async () => {
    const { student, reference } = await startedPaying(45_000);
    const raw = chargeSuccess(reference, 45_000);
    const response = await sendWebhook(raw, signatureOf(raw));
    expect(response.status).toBe(200);
    expect(await paymentsOf(student)).toEqual([]);
    // As the verify call says: not completed (a later confirmation would still credit it).
    expect((await getOnlinePayment(reference))!.status).toBe('abandoned');
  });

  for (const [what, charged] of [
    ['an amount', { amount: 100, currency: 'GHS' }],
    ['a currency', { amount: 50_000, currency: 'USD' }],
  ] as const) {
    it(`does not credit a charge of ${what} other than the payment started`, async () => {
      const student = await aStudent();
      await owing(student, 50_000);
      const reference = await storedPending(student.user.id, 50_000);
      await atCheckout(await initializeAtPaystack({ reference, ...charged }));
      await webhooksSettled();

      expect(await paymentsOf(student)).toEqual([]);
      // The webhook's settling recorded the disagreement, once; the return page asks no more.
      expect(await getOnlinePayment(reference)).toMatchObject({ status: 'mismatch', verified: charged });
      const verifies = verifiesOf(reference);
      let confirmed;
      try {
        confirmed = await confirmPaying(student, reference);
      } finally {
        verifies.restore();
      }
      expect([confirmed.status, confirmed.body.message]).toEqual([409, messages.money.onlineMismatch]);
      expect(verifies.asked()).toBe(0);
      expect((await ledgerOf(student.user.id)).balance).toBe(50_000);
    });
  }

  it('acknowledges a paid reference that is not ours, and credits no one', async () => {
    const student = await aStudent();
    await owing(student, 20_000);
    const reference = newOnlineReference();
    await atCheckout(await initializeAtPaystack({ reference, amount: 20_000, currency: 'GHS' }));
    await webhooksSettled();
    const raw = chargeSuccess(reference, 20_000);
    expect((await sendWebhook(raw, signatureOf(raw))).body).toEqual({ received: true });
    const confirmed = await confirmPaying(student, reference);
    expect([confirmed.status, confirmed.body.message]).toEqual([404, messages.money.onlinePaymentNotFound]);
    expect(await paymentsOf(student)).toEqual([]);
  });

  it('never credits one student with another’s payment', async () => {
    const { student: payer, reference, checkoutUrl } = await startedPaying(60_000);
    const other = await aStudent();
    await owing(other, 60_000);
    await atCheckout(checkoutUrl);
    await webhooksSettled();

    const confirmed = await confirmPaying(other, reference);
    expect([confirmed.status, confirmed.body.message]).toEqual([404, messages.money.onlinePaymentNotFound]);
    expect(await paymentsOf(other)).toEqual([]);
    expect(await paymentsOf(payer)).toHaveLength(1);
  });

  it('acknowledges signed events it does not act on', async () => {
    const { student, reference } = await startedPaying(5_000);
    const raw = JSON.stringify({ event: 'transfer.success', data: { reference, amount: 5_000 } });
    expect((await sendWebhook(raw, signatureOf(raw))).body).toEqual({ received: true });
    expect(await paymentsOf(student)).toEqual([]);
  });
});
