import { randomBytes } from 'node:crypto';
import * as messages from '#contract/messages';
import { currentPeriodKeyOf } from '#contract/amounts';
import { userActor } from '../../data/audit.ts';
import { entryOf, LedgerRefused, type StoredEntry } from '../../data/ledger.ts';
import {
  createOnlinePayment,
  creditedItem,
  getOnlinePayment,
  markAbandoned,
  markFailed,
  markMismatch,
  markUnclaimed,
  type OnlinePayment,
} from '../../data/online-payments.ts';
import { getSettings } from '../../data/settings.ts';
import type { ThrottleRule } from '../../data/throttle.ts';
import { TransactionRefused } from '../../data/transactions.ts';
import { getUserById, userStillExists } from '../../data/users.ts';
import { metricNames } from '../../platform/metric-names.ts';
import { count, logger } from '../../platform/observability.ts';
import { Telling } from '../notifications/notices.ts';
import { paymentReceiptNotice } from '../notifications/templates/payment-receipt.ts';
import type { PaymentProvider, VerifiedCharge } from './payment-provider.ts';
import { recordPaymentConfirming } from './deposit-paid.ts';
import { handedMoneyAuditItems } from './handed-money-audit.ts';
import { waitAgainFrom } from './reconcile-window.ts';

/**
 * Online payments (docs/decisions/0040-paystack-behind-one-payment-interface.md): a pending payment
 * under our own reference, the provider's hosted checkout, and a credit that happens once, only when the
 * provider's verify call confirms the charge we started, whichever of the webhook, the student's
 * return, the scheduled reconciliation and a staff member's Check now asks first (docs/decisions/0077).
 */

export const newOnlineReference = () => `hostel-${randomBytes(16).toString('hex')}`;

export interface StartedPayment {
  reference: string;
  checkoutUrl: string;
}

/** Writes the pending payment, then asks the provider for its checkout page. */
export async function startOnlinePayment(
  provider: PaymentProvider,
  input: {
    student: { id: string; email: string };
    amount: number;
    currency: string;
    callbackUrl: string;
  },
): Promise<StartedPayment> {
  const payment = await createOnlinePayment({
    reference: newOnlineReference(),
    studentId: input.student.id,
    amount: input.amount,
    currency: input.currency,
    createdAt: new Date().toISOString(),
  });
  const { checkoutUrl } = await provider.startCheckout({
    reference: payment.reference,
    amount: payment.amount,
    currency: payment.currency,
    email: input.student.email,
    callbackUrl: input.callbackUrl,
  });
  return { reference: payment.reference, checkoutUrl };
}

/**
 * Where a payment stands after settling, as its stored status says (`pending`, `abandoned`, `failed`,
 * `mismatch`: the provider's record disagrees with ours); `unknown` for a reference that is not ours, or
 * no one's any longer (unclaimed: its student was deleted).
 */
export type Settled =
  | { outcome: 'unknown' }
  | { outcome: 'pending' | 'abandoned' | 'failed' | 'mismatch'; payment: OnlinePayment }
  | {
      outcome: 'paid';
      payment: OnlinePayment;
      receiptNumber: string;
      /** This call credited it (rather than finding it credited by another path). */
      creditedNow?: true;
    };

/**
 * How many checkouts one student may start in an hour. Each is a transaction at Paystack, which the
 * reconciliation asks about for a week unless it is settled (one left unpaid, less and less often), within the calls the
 * integration may make a minute: a student paying in parts, or trying another card, starts a few, and a
 * script starting them in a loop would spend the calls every other student's payment needs.
 */
export const checkoutsPerStudent: ThrottleRule = {
  name: 'online-checkouts',
  limit: 10,
  windowSeconds: 60 * 60,
};

/**
 * How often one staff member may ask the provider about a student's payment (Check now). Paystack
 * limits an integration's calls (live: 3,000 verify calls a minute; test: 100 calls of any kind), which
 * the checkouts and the reconciliation share; a desk checks a payment or two while a student waits, so
 * 20 in ten minutes is plenty, and a script looping on the button cannot spend the integration's quota.
 */
export const onlineChecksPerStaffMember: ThrottleRule = {
  name: 'online-payment-checks',
  limit: 20,
  windowSeconds: 10 * 60,
};

/**
 * Settles one of our references: asks the provider's verify call, and credits the student once when it
 * says the charge succeeded with our reference, amount and currency; marks it failed when the provider
 * says it failed (or knows no such charge), and abandoned when it says the student has not completed
 * it. Safe to call any number of times, in any order, from every path at once: the credit is
 * conditional on the payment not yet credited, in the same transaction as the entry and its receipt
 * number. An abandoned or failed payment is asked about again, and credited, when a path asks: a
 * checkout left unpaid can still be paid. `now` is when the provider is asked (the schedule's clock).
 */
export async function settleOnlinePayment(
  provider: PaymentProvider,
  reference: string,
  now = new Date(),
): Promise<Settled> {
  const payment = await getOnlinePayment(reference);
  if (!payment) return { outcome: 'unknown' };
  if (payment.status === 'paid') return { outcome: 'paid', payment, receiptNumber: payment.receiptNumber! };
  if (payment.status === 'unclaimed') return { outcome: 'unknown' };
  // Recorded once: a charge's amount at the provider does not change, and a person settles it.
  if (payment.status === 'mismatch') return { outcome: 'mismatch', payment };
  const charge = await provider.verify(reference);
  if (!charge || charge.status === 'failed') return failedAtProvider(payment, now);
  if (charge.status === 'abandoned') return leftUnpaid(payment, now);
  if (charge.status === 'pending') return { outcome: 'pending', payment };
  if (
    charge.reference !== payment.reference ||
    charge.amount !== payment.amount ||
    charge.currency !== payment.currency
  )
    return mismatched(payment, charge, now);
  return credit(payment);
}

/** What another call settled a payment as, a moment before this one. */
async function settledMeanwhile(reference: string): Promise<Settled> {
  const payment = (await getOnlinePayment(reference))!;
  if (payment.status === 'paid') return { outcome: 'paid', payment, receiptNumber: payment.receiptNumber! };
  if (payment.status === 'unclaimed') return { outcome: 'unknown' };
  return { outcome: payment.status, payment };
}

/** The provider says the payment failed: marked so, once, and no longer asked about on the schedule. */
async function failedAtProvider(payment: OnlinePayment, now: Date): Promise<Settled> {
  if (payment.status !== 'failed' && !(await markFailed(payment.reference, now.toISOString())))
    return settledMeanwhile(payment.reference);
  return { outcome: 'failed', payment: { ...payment, status: 'failed' } };
}

/**
 * The provider says the student has not completed the checkout (Paystack's `abandoned`), which they can
 * still do: they and staff are told it was not completed, both see it listed as such for a day
 * (docs/decisions/0095), and the schedule asks about it again, less often as it ages, for its week
 * (reconcile-window.ts).
 */
async function leftUnpaid(payment: OnlinePayment, now: Date): Promise<Settled> {
  if (!(await markAbandoned(payment, now.toISOString(), waitAgainFrom(payment.createdAt, now))))
    return settledMeanwhile(payment.reference);
  return { outcome: 'abandoned', payment: { ...payment, status: 'abandoned' } };
}

/**
 * The provider's record disagrees with ours (the amount or currency charged): never credited. Recorded
 * once with what the provider verified, so no path asks about it again and staff see it on the Money
 * tab for a person to settle; counted, for the alarm, and logged.
 */
async function mismatched(payment: OnlinePayment, charge: VerifiedCharge, now: Date): Promise<Settled> {
  const verified = { amount: charge.amount, currency: charge.currency };
  if (!(await markMismatch(payment, verified, now.toISOString()))) return settledMeanwhile(payment.reference);
  count(metricNames.paymentMismatches);
  // Amounts only: the reference is ours, and no personal data goes to the logs.
  logger.error('online payment not credited: the provider disagrees', {
    reference: payment.reference,
    expected: { amount: payment.amount, currency: payment.currency },
    verified,
  });
  return { outcome: 'mismatch', payment: { ...payment, status: 'mismatch', verified } };
}

/**
 * A payment the provider confirmed after its student was deleted is credited to no one (docs/spec.md
 * §17, Paying online): a ledger without its student would hold a credit no one could pay back. It is
 * marked unclaimed, once, and logged for the hostel to refund from the provider's dashboard.
 */
async function unclaimed(payment: OnlinePayment): Promise<Settled> {
  if (!(await markUnclaimed(payment.reference, new Date().toISOString())))
    return settledMeanwhile(payment.reference);
  count(metricNames.unclaimedPayments);
  // Amounts only: the reference is ours, and no personal data goes to the logs.
  logger.error('online payment not credited: its student was deleted; refund it at the provider', {
    reference: payment.reference,
    amount: payment.amount,
    currency: payment.currency,
  });
  return { outcome: 'unknown' };
}

async function credit(payment: OnlinePayment): Promise<Settled> {
  const student = await getUserById(payment.studentId);
  if (!student) return unclaimed(payment);
  // The student's own payment: the trail names them, since no staff member recorded it.
  const actor = userActor(student);
  const entry = entryOf({
    studentId: student.id,
    kind: 'payment',
    amount: -payment.amount,
    currency: payment.currency,
    description: messages.ledgerDescriptions.onlinePayment,
    method: 'online',
    reference: payment.reference,
    recordedBy: actor,
    period: currentPeriodKeyOf(await getSettings()),
  });
  let written: StoredEntry;
  const telling = new Telling();
  try {
    // A payment after the booking was released for its deposit is recorded all the same, as credit.
    ({ written } = await recordPaymentConfirming(
      entry,
      (each) => [
        // A deletion between the read above and this write (allowed, the balance being zero then) is
        // what this check refuses.
        userStillExists(student.id),
        ...handedMoneyAuditItems(actor, { id: student.id, name: student.fullName }, each),
        ...telling.items([paymentReceiptNotice(student, each)]),
      ],
      (each) =>
        creditedItem(payment.reference, {
          entryId: each.id,
          receiptNumber: each.receiptNumber!,
          at: each.at,
        }),
    ));
  } catch (error) {
    if (error instanceof TransactionRefused && !(await getUserById(student.id))) return unclaimed(payment);
    // Another call credited it a moment ago: its answer is this one's.
    if (!(error instanceof LedgerRefused) || error.reason !== 'alreadyCredited') throw error;
    return settledMeanwhile(payment.reference);
  }
  await telling.afterCommit();
  return {
    outcome: 'paid',
    payment: { ...payment, status: 'paid', entryId: written.id, receiptNumber: written.receiptNumber },
    receiptNumber: written.receiptNumber!,
    creditedNow: true,
  };
}
