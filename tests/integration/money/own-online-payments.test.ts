import { describe, expect, it } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import { getOnlinePayment } from '../../../functions/data/online-payments.ts';
import { settleOnlinePayment } from '../../../functions/domain/money/online-payments.ts';
import { paystack } from '../../../functions/domain/money/paystack.ts';
import { aStudent, call } from '../../support/hostel.ts';
import {
  atCheckout,
  confirmPaying,
  leftUnpaidAgo,
  owing,
  paidUnheard,
  paystackVerifying,
  startPaying,
  startedPaying,
} from '../../support/paystack.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';

/** The signed-in student's own online payments, as their Money screen asks for them. */
const ownPayments = (who: SignedIn | null) => call(who, 'GET', '/money/online-payments');

const hours = 3_600_000;

/** The student starts paying `amount` more: its reference and checkout page. */
async function startsAnother(student: SignedIn, amount: number) {
  const started = await startPaying(student, amount);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return started.body as { reference: string; checkoutUrl: string };
}

/** The student leaves the checkout unpaid (Cancel) and the return page asks: Paystack says abandoned. */
async function leftUnpaid(student: SignedIn, amount: number) {
  const { reference, checkoutUrl } = await startsAnother(student, amount);
  await atCheckout(checkoutUrl, 'cancel');
  expect((await confirmPaying(student, reference)).body.status).toBe('failed');
  expect((await getOnlinePayment(reference))!.status).toBe('abandoned');
  return reference;
}

const listed = (reference: string, amount: number, status: string) => ({
  reference,
  amount,
  currency: 'GHS',
  startedAt: expect.any(String),
  status,
});

describe('a student’s own online payments not yet confirmed', () => {
  it('lists their payments still pending and those left unpaid today, newest first, and not one paid', async () => {
    const { student, reference: pending } = await startedPaying(90_000, 20_000);
    const unpaid = await leftUnpaid(student, 30_000);
    const paid = await startsAnother(student, 40_000);
    await atCheckout(paid.checkoutUrl);
    expect((await confirmPaying(student, paid.reference)).body.status).toBe('paid');

    const answer = await ownPayments(student);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      payments: [listed(unpaid, 30_000, 'abandoned'), listed(pending, 20_000, 'pending')],
    });
    expect(Date.parse(answer.body.payments[0].startedAt)).toBeGreaterThan(
      Date.parse(answer.body.payments[1].startedAt),
    );
  });

  it('lists a checkout left unpaid for a day, and not one left unpaid longer ago', async () => {
    const student = await aStudent();
    const older = await leftUnpaidAgo(student.user.id, 50_000, 25 * hours);
    const recent = await leftUnpaidAgo(student.user.id, 60_000, 23 * hours);

    const answer = await ownPayments(student);

    expect(answer.body.payments).toEqual([listed(recent, 60_000, 'abandoned')]);
    expect(JSON.stringify(answer.body)).not.toContain(older);
  });

  it('does not list a payment Paystack says failed', async () => {
    const { student, reference } = await startedPaying(20_000);
    const failing = paystackVerifying([reference], { status: 'failed' });
    try {
      // Declined: nothing was taken, unlike a checkout left unpaid, which may still be completed.
      expect((await confirmPaying(student, reference)).body).toMatchObject({
        status: 'failed',
        message: messages.money.onlineNotPaid,
      });
    } finally {
      failing.restore();
    }
    expect((await getOnlinePayment(reference))!.status).toBe('failed');

    expect((await ownPayments(student)).body).toEqual({ payments: [] });
  });

  it('no longer lists a checkout left unpaid once it is paid after all', async () => {
    const student = await aStudent();
    await owing(student, 30_000);
    const { reference, checkoutUrl } = await startsAnother(student, 30_000);
    await atCheckout(checkoutUrl, 'cancel');
    await confirmPaying(student, reference);
    expect((await ownPayments(student)).body.payments).toHaveLength(1);

    await atCheckout(checkoutUrl);
    expect((await confirmPaying(student, reference)).body.status).toBe('paid');

    expect((await ownPayments(student)).body).toEqual({ payments: [] });
  });

  it('lists a payment Paystack recorded otherwise as being checked, without what Paystack recorded', async () => {
    const student = await aStudent();
    await owing(student, 120_000);
    const reference = await paidUnheard(student.user.id, 120_000, 100);
    expect(await settleOnlinePayment(paystack, reference)).toMatchObject({ outcome: 'mismatch' });

    const answer = await ownPayments(student);

    expect(answer.body).toEqual({ payments: [listed(reference, 120_000, 'mismatch')] });
  });

  it('answers an empty list to a student who has started none', async () => {
    const answer = await ownPayments(await aStudent());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ payments: [] });
  });
});

describe('attacks on a student’s own online payments', () => {
  it('never shows a student another student’s payments, pending or left unpaid', async () => {
    const { student: mine, reference: minePending } = await startedPaying(50_000, 10_000);
    const { student: theirs, reference: theirsPending } = await startedPaying(50_000, 20_000);
    const theirsUnpaid = await leftUnpaid(theirs, 30_000);

    const answer = await ownPayments(mine);

    expect(answer.body).toEqual({ payments: [listed(minePending, 10_000, 'pending')] });
    expect(JSON.stringify(answer.body)).not.toContain(theirsPending);
    expect(JSON.stringify(answer.body)).not.toContain(theirsUnpaid);
    // Nothing in the path names a student: a query naming another is not read.
    const asking = await call(mine, 'GET', `/money/online-payments?studentId=${theirs.user.id}`);
    expect(asking.body).toEqual({ payments: [listed(minePending, 10_000, 'pending')] });
  });

  it('refuses another student’s list by the staff route, and staff and strangers this one', async () => {
    const mine = await aStudent();
    const { student: theirs } = await startedPaying(20_000);

    expect((await call(mine, 'GET', `/students/${theirs.user.id}/money/online-payments`)).status).toBe(403);
    expect((await ownPayments(await signedInAs('admin'))).status).toBe(403);
    expect((await ownPayments(null)).status).toBe(401);
  });
});
