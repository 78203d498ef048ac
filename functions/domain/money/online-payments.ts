import { randomBytes } from 'node:crypto';
import * as messages from '#contract/messages';
import type { OnlinePaymentStatus } from '#contract/money';
import { currentPeriodKeyOf } from '#contract/money-reports';
import { userActor, type Actor } from '../../data/audit.ts';
import { entryOf, LedgerRefused, type StoredEntry } from '../../data/ledger.ts';
import {
  createOnlinePayment,
  creditedItem,
  getOnlinePayment,
  type OnlinePayment,
} from '../../data/online-payments.ts';
import { getSettings } from '../../data/settings.ts';
import { getUserById } from '../../data/users.ts';
import { logger } from '../../platform/observability.ts';
import { Telling } from '../notifications/notices.ts';
import { paymentReceiptNotice } from '../notifications/templates/payment-receipt.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { recordPaymentConfirming } from './deposit-paid.ts';
import { paymentAuditItems } from './payment-audit.ts';

/**
 * Online payments (docs/decisions/0040-paystack-behind-one-payment-interface.md): a pending payment
 * under our own reference, the provider's hosted checkout, and a credit that happens once, only when the
 * provider's verify call confirms the charge we started, whichever of the webhook and the student's
 * return asks first.
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

/** Where a payment stands after settling: `mismatch` when the provider's record disagrees with ours. */
export type Settled =
  | { outcome: 'unknown' }
  | { outcome: 'mismatch'; payment: OnlinePayment }
  | { outcome: Exclude<OnlinePaymentStatus, 'paid'>; payment: OnlinePayment }
  | { outcome: 'paid'; payment: OnlinePayment; receiptNumber: string };

/**
 * Settles one of our references: asks the provider's verify call, and credits the student once when it
 * says the charge succeeded with our reference, amount and currency. Safe to call any number of times,
 * in any order, from the webhook and the return page at once: the credit is conditional on the payment
 * still being pending, in the same transaction as the entry and its receipt number.
 */
export async function settleOnlinePayment(provider: PaymentProvider, reference: string): Promise<Settled> {
  const payment = await getOnlinePayment(reference);
  if (!payment) return { outcome: 'unknown' };
  if (payment.status === 'paid') return { outcome: 'paid', payment, receiptNumber: payment.receiptNumber! };
  const charge = await provider.verify(reference);
  if (!charge) return { outcome: 'failed', payment };
  if (charge.status !== 'paid') return { outcome: charge.status, payment };
  if (
    charge.reference !== payment.reference ||
    charge.amount !== payment.amount ||
    charge.currency !== payment.currency
  ) {
    // Amounts only: the reference is ours, and no personal data goes to the logs.
    logger.warn('online payment not credited: the provider disagrees', {
      reference,
      expected: { amount: payment.amount, currency: payment.currency },
      verified: { amount: charge.amount, currency: charge.currency },
    });
    return { outcome: 'mismatch', payment };
  }
  return credit(payment);
}

async function credit(payment: OnlinePayment): Promise<Settled> {
  const student = await getUserById(payment.studentId);
  // The student's own payment: the trail names them, since no staff member recorded it. One deleted
  // while the checkout was open is still credited (the money was taken): the trail then has their id
  // alone, as it keeps any deleted actor, and no one is told.
  const actor: Actor = student ? userActor(student) : { id: payment.studentId, role: 'student' };
  const entry = entryOf({
    studentId: payment.studentId,
    kind: 'payment',
    amount: -payment.amount,
    currency: payment.currency,
    description: messages.money.descriptions.onlinePayment,
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
        ...paymentAuditItems(
          actor,
          { id: payment.studentId, name: student?.fullName ?? payment.studentId },
          each,
        ),
        ...telling.items(student ? [paymentReceiptNotice(student, each)] : []),
      ],
      (each) =>
        creditedItem(payment.reference, {
          entryId: each.id,
          receiptNumber: each.receiptNumber!,
          at: each.at,
        }),
    ));
  } catch (error) {
    // Another call credited it a moment ago: its answer is this one's.
    if (!(error instanceof LedgerRefused) || error.reason !== 'alreadyCredited') throw error;
    const paid = await getOnlinePayment(payment.reference);
    return { outcome: 'paid', payment: paid!, receiptNumber: paid!.receiptNumber! };
  }
  await telling.afterCommit();
  return {
    outcome: 'paid',
    payment: { ...payment, status: 'paid', entryId: written.id, receiptNumber: written.receiptNumber },
    receiptNumber: written.receiptNumber!,
  };
}
