import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, vi } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import { dynamo, tableName } from '../../../functions/data/dynamo.ts';
import { metricNames } from '../../../functions/platform/metric-names.ts';
import { count } from '../../../functions/platform/observability.ts';
import { onlinePaymentKey } from '../../../functions/data/keys.ts';
import { ledgerOf } from '../../../functions/data/ledger.ts';
import { getOnlinePayment } from '../../../functions/data/online-payments.ts';
import { indexOnlinePaymentsFromBefore } from '../../../functions/domain/money/index-online-payments.ts';
import { settleOnlinePayment } from '../../../functions/domain/money/online-payments.ts';
import { paystack } from '../../../functions/domain/money/paystack.ts';
import {
  reconcileOnlinePayments,
  reconciledPerRun,
} from '../../../functions/domain/money/reconcile-online-payments.ts';
import { aStudent, call } from '../../support/hostel.ts';
import { jobsSettled } from '../../support/jobs.ts';
import { mailTo } from '../../support/mail.ts';
import {
  atCheckout,
  chargeSuccess,
  confirmPaying,
  initializeAtPaystack,
  owing,
  paidUnheard,
  paidUnreported,
  paystackVerifying,
  sendWebhook,
  signatureOf,
  startedPaying,
  storedPending,
  verifiesOf,
  webhooksSettled,
} from '../../support/paystack.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';

// The metrics the product counts, watched: the alarm on webhooks missed reads one of them.
vi.mock('../../../functions/platform/observability.ts', async (actual) => {
  const module = await actual<typeof import('../../../functions/platform/observability.ts')>();
  return { ...module, count: vi.fn(module.count) };
});
const counted = (metric: string) => vi.mocked(count).mock.calls.filter(([name]) => name === metric).length;
const creditedByReconciliation = () => counted(metricNames.paymentsCreditedByReconciliation);

const minutes = 60_000;
const hours = 60 * minutes;
const days = 24 * hours;

/** The scheduled run as it happens `after` from now (its continuations, queued, run too). */
async function reconcileAfter(after: number) {
  const run = await reconcileOnlinePayments({}, new Date(Date.now() + after));
  await jobsSettled();
  return run;
}

/** How often the scheduled runs at these times from now asked Paystack about the reference. */
async function askedIn(reference: string, runsAfter: number[]) {
  const verifies = verifiesOf(reference);
  try {
    for (const after of runsAfter) await reconcileAfter(after);
  } finally {
    verifies.restore();
  }
  return verifies.asked();
}

const paymentsOf = async (student: SignedIn) =>
  (await ledgerOf(student.user.id)).stored.filter((entry) => entry.kind === 'payment');

describe('reconciling online payments on a schedule', () => {
  it('credits a payment the provider confirmed that no webhook or return reported, once, even when the webhook comes after', async () => {
    const student = await aStudent();
    await owing(student, 80_000);
    const reference = await paidUnheard(student.user.id, 80_000);
    const countedBefore = creditedByReconciliation();

    await reconcileAfter(15 * minutes);
    expect(creditedByReconciliation()).toBe(countedBefore + 1);
    // Paystack's own retry of the webhook arrives after all, then the next run.
    const raw = chargeSuccess(reference, 80_000);
    expect((await sendWebhook(raw, signatureOf(raw))).status).toBe(200);
    await reconcileAfter(20 * minutes);
    // A payment found credited already (the run racing the webhook) is no webhook missed.
    expect(await settleOnlinePayment(paystack, reference)).toMatchObject({ outcome: 'paid' });
    expect(creditedByReconciliation()).toBe(countedBefore + 1);

    const [credited, ...others] = await paymentsOf(student);
    expect(others).toEqual([]);
    expect(credited).toMatchObject({ amount: -80_000, method: 'online', reference });
    expect(await getOnlinePayment(reference)).toMatchObject({
      status: 'paid',
      receiptNumber: credited!.receiptNumber,
    });
    expect((await ledgerOf(student.user.id)).balance).toBe(0);
    expect(
      (await mailTo(student.user.email)).filter((mail) => mail.subject.startsWith('Receipt')),
    ).toHaveLength(1);
    const trail = await call(await signedInAs('super_admin'), 'GET', '/audit?action=money.payment');
    const recorded = trail.body.entries.filter(
      (item: { after: { reference?: string } }) => item.after.reference === reference,
    );
    expect(recorded).toHaveLength(1);
    expect(recorded[0].actor.id).toBe(student.user.id);
  });

  it('marks a payment the provider says failed as failed, crediting nothing and asking no more', async () => {
    const { student, reference } = await startedPaying(30_000);
    const declined = paystackVerifying([reference], { status: 'failed' });
    try {
      await reconcileAfter(15 * minutes);
    } finally {
      declined.restore();
    }
    expect((await getOnlinePayment(reference))!.status).toBe('failed');

    const verifies = verifiesOf(reference);
    try {
      await reconcileAfter(1 * hours);
    } finally {
      verifies.restore();
    }
    expect(verifies.asked()).toBe(0);
    expect(await paymentsOf(student)).toEqual([]);
    expect((await ledgerOf(student.user.id)).balance).toBe(30_000);
  });

  it('still credits a payment it marked failed when its webhook confirms it afterwards', async () => {
    const { student, reference, checkoutUrl } = await startedPaying(30_000);
    const declined = paystackVerifying([reference], { status: 'failed' });
    try {
      await reconcileAfter(15 * minutes);
    } finally {
      declined.restore();
    }
    expect((await getOnlinePayment(reference))!.status).toBe('failed');

    // What the provider said last was not the end: a confirmation that comes later still counts.
    await atCheckout(checkoutUrl);
    await webhooksSettled();

    expect(await paymentsOf(student)).toEqual([expect.objectContaining({ amount: -30_000, reference })]);
    expect((await getOnlinePayment(reference))!.status).toBe('paid');
  });

  it('leaves alone a payment started moments ago, and one older than its horizon', async () => {
    const student = await aStudent();
    await owing(student, 40_000);
    const reference = await paidUnheard(student.user.id, 40_000);

    // Its return page may still be on its way.
    await reconcileAfter(1 * minutes);
    expect((await getOnlinePayment(reference))!.status).toBe('pending');
    // Past the horizon, a person looks at it (the staff's Check now), not the schedule.
    await reconcileAfter(8 * days);
    expect((await getOnlinePayment(reference))!.status).toBe('pending');
    expect(await paymentsOf(student)).toEqual([]);

    await reconcileAfter(15 * minutes);
    expect(await paymentsOf(student)).toHaveLength(1);
  });

  it('leaves a payment pending while the provider cannot be reached for it, and settles the others of the run', async () => {
    const [student, other] = await Promise.all([aStudent(), aStudent()]);
    await Promise.all([owing(student, 50_000), owing(other, 60_000)]);
    const unreachable = await paidUnheard(student.user.id, 50_000);
    await paidUnheard(other.user.id, 60_000);
    const outage = paystackVerifying([unreachable], 'unreachable');
    try {
      await reconcileAfter(15 * minutes);
    } finally {
      outage.restore();
    }
    expect((await getOnlinePayment(unreachable))!.status).toBe('pending');
    expect(await paymentsOf(student)).toEqual([]);
    expect(await paymentsOf(other)).toHaveLength(1);

    // The next run finds the provider back.
    await reconcileAfter(25 * minutes);
    expect(await paymentsOf(student)).toHaveLength(1);
  });

  it('keeps a payment pending while the provider still processes it', async () => {
    const { student, reference, checkoutUrl } = await startedPaying(20_000);
    const processing = paystackVerifying([reference], { status: 'ongoing' });
    try {
      await reconcileAfter(15 * minutes);
    } finally {
      processing.restore();
    }
    expect((await getOnlinePayment(reference))!.status).toBe('pending');

    await atCheckout(checkoutUrl);
    await webhooksSettled();
    expect(await paymentsOf(student)).toHaveLength(1);
  });

  it('checks a page of payments a run and queues the rest, so a backlog never outlasts the worker', async () => {
    const student = await aStudent();
    await owing(student, 10_000 * (reconciledPerRun + 5));
    const references = await Promise.all(
      Array.from({ length: reconciledPerRun + 5 }, async () => {
        const reference = await storedPending(student.user.id, 10_000);
        await initializeAtPaystack({ reference, amount: 10_000, currency: 'GHS' });
        return reference;
      }),
    );

    const first = await reconcileOnlinePayments({}, new Date(Date.now() + 15 * minutes));
    expect(first.checked).toBeLessThanOrEqual(reconciledPerRun);
    await jobsSettled();

    // Each was asked about: Paystack says a checkout nobody paid was abandoned.
    for (const reference of references) expect((await getOnlinePayment(reference))!.status).toBe('abandoned');
  });
});

describe('a checkout the student left unpaid', () => {
  /** A student who started paying and came back from the checkout without paying, told so. */
  async function leftUnpaid(amount: number) {
    const started = await startedPaying(amount);
    const back = await confirmPaying(started.student, started.reference);
    expect(back.body).toMatchObject({ status: 'failed', message: messages.money.onlineLeftUnpaid });
    return started;
  }

  it('is credited once when the student pays it later, though its webhook and return were both lost', async () => {
    const { student, reference, checkoutUrl } = await leftUnpaid(30_000);
    await paidUnreported(checkoutUrl);
    const countedBefore = creditedByReconciliation();

    await reconcileAfter(15 * minutes);
    await reconcileAfter(2 * hours);

    expect(await paymentsOf(student)).toEqual([expect.objectContaining({ amount: -30_000, reference })]);
    expect((await getOnlinePayment(reference))!.status).toBe('paid');
    expect((await ledgerOf(student.user.id)).balance).toBe(0);
    expect(creditedByReconciliation()).toBe(countedBefore + 1);
    expect(
      (await mailTo(student.user.email)).filter((mail) => mail.subject.startsWith('Receipt')),
    ).toHaveLength(1);
  });

  it('is asked about less often as it ages, not at every run', async () => {
    const { reference } = await leftUnpaid(30_000);
    // A run every ten minutes for three hours.
    const runs = Array.from({ length: 18 }, (_, run) => 15 * minutes + run * 10 * minutes);

    const asked = await askedIn(reference, runs);

    expect(asked).toBeGreaterThan(1);
    expect(asked).toBeLessThan(runs.length / 3);
    expect((await getOnlinePayment(reference))!.status).toBe('abandoned');
  });

  it('is asked about through its week and not after, when only a person finds it paid', async () => {
    const { student, reference, checkoutUrl } = await leftUnpaid(30_000);
    expect(await askedIn(reference, [1 * days, 3 * days, 5 * days])).toBe(3);
    await paidUnreported(checkoutUrl);

    expect(await askedIn(reference, [8 * days, 9 * days])).toBe(0);
    expect(await paymentsOf(student)).toEqual([]);

    // Staff's Check now still asks, and credits it.
    const checked = await call(
      await signedInAs('admin'),
      'POST',
      `/students/${student.user.id}/money/online-payments/${reference}/check`,
    );
    expect(checked.body).toMatchObject({ status: 'paid' });
    expect(await paymentsOf(student)).toHaveLength(1);
  });
});

describe('a payment Paystack records with another amount than ours', () => {
  const mismatches = () => counted(metricNames.paymentMismatches);

  it('is recorded once with what Paystack verified, counted, credited never, and asked about no more', async () => {
    const student = await aStudent();
    await owing(student, 50_000);
    const reference = await paidUnheard(student.user.id, 50_000, 100);
    const countedBefore = mismatches();

    await reconcileAfter(15 * minutes);

    expect(await getOnlinePayment(reference)).toMatchObject({
      status: 'mismatch',
      amount: 50_000,
      currency: 'GHS',
      verified: { amount: 100, currency: 'GHS' },
    });
    expect(mismatches()).toBe(countedBefore + 1);
    const verifies = verifiesOf(reference);
    let confirmed;
    try {
      await reconcileAfter(25 * minutes);
      await reconcileAfter(1 * days);
      confirmed = await confirmPaying(student, reference);
    } finally {
      verifies.restore();
    }
    expect([confirmed.status, confirmed.body.message]).toEqual([409, messages.money.onlineMismatch]);
    expect(verifies.asked()).toBe(0);
    expect(mismatches()).toBe(countedBefore + 1);
    expect(await paymentsOf(student)).toEqual([]);
    expect((await ledgerOf(student.user.id)).balance).toBe(50_000);
  });
});

describe('payments started before payments carried index keys', () => {
  it('are reconciled once the operator’s command has indexed them, which a second run leaves alone', async () => {
    const student = await aStudent();
    await owing(student, 35_000);
    const reference = await paidUnheard(student.user.id, 35_000);
    // As the release before this one wrote it: the same item, without its index keys.
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: onlinePaymentKey(reference),
        UpdateExpression: 'REMOVE GSI2PK, GSI2SK, GSI3PK, GSI3SK',
      }),
    );
    await reconcileAfter(15 * minutes);
    expect((await getOnlinePayment(reference))!.status).toBe('pending');

    expect(await indexOnlinePaymentsFromBefore()).toMatchObject({ indexed: 1 });
    expect(await indexOnlinePaymentsFromBefore()).toMatchObject({ indexed: 0 });
    await reconcileAfter(15 * minutes);

    expect(await paymentsOf(student)).toEqual([expect.objectContaining({ amount: -35_000, reference })]);
  });
});

describe('checkouts left unpaid that the release before 0081 marked failed', () => {
  /** As that release left a checkout Paystack called abandoned: failed, off the reconciliation's index. */
  async function markedFailedByTheOldCode(reference: string) {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: onlinePaymentKey(reference),
        UpdateExpression: 'SET #status = :failed, failedAt = :at REMOVE GSI3PK, GSI3SK, abandonedAt',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':failed': 'failed', ':at': new Date().toISOString() },
      }),
    );
  }

  /** A student who left the checkout (told it was not completed), marked failed as that release did. */
  async function leftAndMarkedFailed(amount: number) {
    const started = await startedPaying(amount);
    expect((await confirmPaying(started.student, started.reference)).body).toMatchObject({
      status: 'failed',
    });
    await markedFailedByTheOldCode(started.reference);
    return started;
  }

  it('are asked about again once the operator’s command has put them back, and credited once paid', async () => {
    const { student, reference, checkoutUrl } = await leftAndMarkedFailed(30_000);
    await paidUnreported(checkoutUrl);
    expect(await askedIn(reference, [15 * minutes, 2 * hours])).toBe(0);

    await indexOnlinePaymentsFromBefore();
    expect((await getOnlinePayment(reference))!.status).toBe('abandoned');
    await reconcileAfter(15 * minutes);

    expect(await paymentsOf(student)).toEqual([expect.objectContaining({ amount: -30_000, reference })]);
    expect((await ledgerOf(student.user.id)).balance).toBe(0);
  });

  it('puts each back once: a payment Paystack then says failed is asked about no more, however often it runs', async () => {
    const { reference } = await leftAndMarkedFailed(30_000);
    await indexOnlinePaymentsFromBefore();
    const declined = paystackVerifying([reference], { status: 'failed' });
    try {
      await reconcileAfter(15 * minutes);
    } finally {
      declined.restore();
    }
    expect((await getOnlinePayment(reference))!.status).toBe('failed');

    expect(await indexOnlinePaymentsFromBefore()).toEqual({ indexed: 0, putBack: 0 });
    expect(await askedIn(reference, [1 * hours, 1 * days])).toBe(0);
    expect((await getOnlinePayment(reference))!.status).toBe('failed');
  });

  it('leaves failed a payment started more than a week before the command runs', async () => {
    const { reference } = await leftAndMarkedFailed(30_000);

    await indexOnlinePaymentsFromBefore(new Date(Date.now() + 8 * days));

    expect((await getOnlinePayment(reference))!.status).toBe('failed');
  });
});
