import { appPaths } from '#contract/app-paths';
import { studentOnlinePaymentParamsSchema } from '#contract/ledger-paths';
import * as messages from '#contract/messages';
import {
  formatMoney,
  onlinePaymentParamsSchema,
  onlineReferencePattern,
  settleMismatchSchema,
  startOnlinePaymentSchema,
  type MismatchSettled,
  type OnlinePaymentInProgress,
  type OnlinePaymentListed,
  type OnlinePaymentResult,
  type OnlinePaymentStarted,
  type OwnOnlinePayment,
} from '#contract/money';
import { badRequest, conflict, notFound, serviceUnavailable } from '../../platform/errors.ts';
import { defineOperation } from '../http/operation.ts';
import type { HttpEvent } from '../http/context.ts';
import { countRequest } from '../http/throttle.ts';
import { staff, students } from '../../routes.ts';
import { ledgerOf } from '../../data/ledger.ts';
import { actorOf, moneyEntity, recordedAuditItems } from '../../data/audit.ts';
import {
  getOnlinePayment,
  onlinePaymentsNotConfirmedOf,
  settleMismatch,
  type OnlinePayment,
} from '../../data/online-payments.ts';
import {
  checkoutsPerStudent,
  onlineChecksPerStaffMember,
  settleOnlinePayment,
  startOnlinePayment,
  type Settled,
} from '../../domain/money/online-payments.ts';
import { ProviderUnavailable } from '../../domain/money/payment-provider.ts';
import { paystack } from '../../domain/money/paystack.ts';
import { managementLink } from '../../domain/notifications/templates/layout.ts';
import { getUserById } from '../../data/users.ts';
import { byIdAndPublicId } from '../entity-ref.ts';
import { findStudent, onStudent } from '../students/find-student.ts';

/** The signed-in student's account; gone only if it was deleted during the request. */
async function signedInStudent(userId: string) {
  const student = await getUserById(userId);
  if (!student) throw notFound(messages.students.notFound);
  return student;
}

/** Runs a call to the provider, turning its absence into a 503 the student can retry. */
async function withProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProviderUnavailable) throw serviceUnavailable(messages.money.providerUnavailable);
    throw error;
  }
}

/**
 * POST /money/online-payments (students): starts paying `amount` of what the signed-in student owes (at
 * most all of it) through the provider's hosted checkout; answers the page to send the browser to. The
 * path names no one: a student pays only their own ledger.
 */
export const startOnlinePaymentOperation = defineOperation({
  route: 'POST /money/online-payments',
  access: students,
  body: startOnlinePaymentSchema,
  handle: async ({ body, session, settings }): Promise<OnlinePaymentStarted> => {
    const student = await signedInStudent(session.userId);
    const ledger = await ledgerOf(student.id);
    if (ledger.balance <= 0) throw conflict(messages.money.nothingOwed);
    const currency = ledger.currency ?? (await settings()).currency;
    if (body.amount > ledger.balance)
      throw badRequest(messages.money.onlineAmountTooHigh(formatMoney(ledger.balance, currency)));
    await countRequest([checkoutsPerStudent, student.id]);
    return withProvider(() =>
      startOnlinePayment(paystack, {
        student,
        amount: body.amount,
        currency,
        callbackUrl: managementLink(appPaths.student.money),
      }),
    );
  },
});

/** What a settled payment's outcome means to whoever asked: the student back from the checkout, or staff. */
type Told = Record<Exclude<Settled['outcome'], 'unknown' | 'paid' | 'mismatch'>, string>;

/**
 * A checkout left unpaid may still be completed (a mobile money approval that comes late), and the
 * student's own list says so (docs/decisions/0095): what they are told on their way back says it too.
 */
const toStudent: Told = {
  pending: messages.money.onlinePending,
  failed: messages.money.onlineNotPaid,
  abandoned: messages.money.onlineLeftUnpaid,
};
const toStaff: Told = {
  pending: messages.money.onlineStillProcessing,
  failed: messages.money.onlineNotCompleted,
  abandoned: messages.money.onlineNotCompleted,
};

/** One of the student's payments: a reference that is not theirs (or not ours) is 404, as one that does not exist. */
async function paymentOfStudent(studentId: string, reference: string): Promise<OnlinePayment> {
  const ours = onlineReferencePattern.test(reference) ? await getOnlinePayment(reference) : null;
  if (ours?.studentId !== studentId) throw notFound(messages.money.onlinePaymentNotFound);
  return ours;
}

/**
 * Settles one of the student's own payments with the provider and says where it stands, in the words
 * of whoever asked.
 */
async function settledFor(
  studentId: string,
  reference: string,
  told: Told,
  beforeAsking?: () => Promise<void>,
): Promise<OnlinePaymentResult> {
  const ours = await paymentOfStudent(studentId, reference);
  await beforeAsking?.();
  const settled = await withProvider(() => settleOnlinePayment(paystack, ours.reference));
  if (settled.outcome === 'unknown') throw notFound(messages.money.onlinePaymentNotFound);
  if (settled.outcome === 'mismatch') throw conflict(messages.money.onlineMismatch);
  const { balance } = await ledgerOf(studentId);
  const stands = { reference: ours.reference, amount: ours.amount, currency: ours.currency, balance };
  if (settled.outcome === 'paid')
    return {
      ...stands,
      status: 'paid',
      receiptNumber: settled.receiptNumber,
      message: messages.money.onlinePaid(settled.receiptNumber),
    };
  // A checkout left unpaid was not completed, to whoever asked, though it still can be.
  const status = settled.outcome === 'abandoned' ? 'failed' : settled.outcome;
  return { ...stands, status, receiptNumber: null, message: told[settled.outcome] };
}

/**
 * POST /money/online-payments/{reference}/confirm (students): on the way back from the checkout, settles
 * the signed-in student's payment with the provider's verify call (crediting it, if the webhook has not
 * yet) and says where it stands. A reference that is not this student's is 404, as one that does not exist.
 */
export const confirmOnlinePaymentOperation = defineOperation({
  route: 'POST /money/online-payments/{reference}/confirm',
  access: students,
  params: onlinePaymentParamsSchema,
  handle: async ({ params, session }): Promise<OnlinePaymentResult> => {
    const student = await signedInStudent(session.userId);
    return settledFor(student.id, params.reference, toStudent);
  },
});

/** The most payments in progress a Money screen lists: a student starts one a checkout, a handful at most. */
const inProgressListed = 20;

/**
 * How long a checkout left unpaid stays listed, to its student and on the Money tab (docs/decisions/0095):
 * long enough for a mobile money approval that comes late, and for a student back the next morning to see
 * the one they left the night before; past a day, their attempts of the week would bury the one that
 * matters (the schedule goes on asking about it for its week all the same).
 */
const leftUnpaidListedMs = 24 * 3_600_000;

const listedOf = (payment: OnlinePayment): OnlinePaymentListed => ({
  reference: payment.reference,
  amount: payment.amount,
  currency: payment.currency,
  startedAt: payment.createdAt,
});

function inProgressOf(payment: OnlinePayment): OnlinePaymentInProgress {
  if (payment.status === 'mismatch' && payment.verified)
    return { ...listedOf(payment), status: 'mismatch', verified: payment.verified };
  return { ...listedOf(payment), status: payment.status === 'abandoned' ? 'abandoned' : 'pending' };
}

/** One of the student's own, as they read it: what the provider recorded of a mismatch is staff's. */
const ownOf = (payment: OnlinePayment): OwnOnlinePayment => ({
  ...listedOf(payment),
  status: payment.status === 'abandoned' || payment.status === 'mismatch' ? payment.status : 'pending',
});

/**
 * The student's online payments not yet confirmed, with the checkouts they left unpaid in the last day
 * (docs/decisions/0095). Staff and the student read the same payments, each in their own words.
 */
const notConfirmedOf = (studentId: string) =>
  onlinePaymentsNotConfirmedOf(
    studentId,
    new Date(Date.now() - leftUnpaidListedMs).toISOString(),
    inProgressListed,
  );

/**
 * GET /money/online-payments (students): the signed-in student's own online payments not yet confirmed,
 * newest first, for their Money screen and the warning of its Pay online (docs/decisions/0095): those
 * still pending and those the office checks (the Money tab's list), and the checkouts they left unpaid
 * in the last day, which the provider may still complete. The path names no one: a student reads only
 * their own.
 */
export const listOwnOnlinePayments = defineOperation({
  route: 'GET /money/online-payments',
  access: students,
  handle: async ({ session }): Promise<{ payments: OwnOnlinePayment[] }> => ({
    payments: (await notConfirmedOf(session.userId)).map(ownOf),
  }),
});

/**
 * GET /students/{id}/money/online-payments (staff): the student's online payments still pending, those
 * Paystack's record disagreed with (never credited, for a person to settle), and the checkouts they left
 * unpaid in the last day, which a student at the desk may say they approved on their phone (Check now
 * credits one Paystack now says was paid), newest first, for the Money tab of their profile (docs/spec.md
 * §17, Paying online): the same payments as the student's own list.
 */
export const listOnlinePaymentsInProgress = onStudent({
  route: 'GET /students/{id}/money/online-payments',
  access: staff,
  handle: async ({ record: student }): Promise<{ payments: OnlinePaymentInProgress[] }> => ({
    payments: (await notConfirmedOf(student.id)).map(inProgressOf),
  }),
});

/**
 * POST /students/{id}/money/online-payments/{reference}/check (staff): Check now on the Money tab asks
 * the provider at once about one of the student's payments, through the one settling path (a credit
 * writes `money.payment` naming the student, whose payment it is), and says the outcome in staff's
 * words. Counted per staff member (onlineChecksPerStaffMember), since each asks the provider.
 */
export const checkOnlinePaymentOperation = defineOperation({
  route: byIdAndPublicId('POST /students/{id}/money/online-payments/{reference}/check'),
  access: staff,
  params: studentOnlinePaymentParamsSchema,
  handle: async ({ params, session }): Promise<OnlinePaymentResult> => {
    const student = await findStudent(params, session);
    // Counted once the payment is known to be the student's: only a check that asks the provider.
    return settledFor(student.id, params.reference, toStaff, () =>
      countRequest([onlineChecksPerStaffMember, session.userId]),
    );
  },
});

/**
 * POST /students/{id}/money/online-payments/{reference}/settle (staff): marks a payment whose provider's
 * record disagreed with ours as dealt with (refunded in Paystack's dashboard, or what was taken recorded
 * at the desk), with a note of what was done; it leaves the Money tab's list, stays uncredited, and the
 * trail keeps the note (`money.mismatchSettled`, docs/decisions/0088). Once: a second press, or a
 * colleague's at the same moment, is 409; a payment that matched is 409 too.
 */
export const settleMismatchOperation = defineOperation({
  route: byIdAndPublicId('POST /students/{id}/money/online-payments/{reference}/settle'),
  access: staff,
  params: studentOnlinePaymentParamsSchema,
  body: settleMismatchSchema,
  handle: async ({ params, body, session }): Promise<MismatchSettled> => {
    const student = await findStudent(params, session);
    const payment = await paymentOfStudent(student.id, params.reference);
    if (payment.status !== 'mismatch' || !payment.verified) throw conflict(messages.money.notAMismatch);
    const actor = actorOf(session);
    const at = new Date().toISOString();
    const settled = await settleMismatch(
      payment.reference,
      { at, by: actor, note: body.note },
      recordedAuditItems({
        actor,
        action: 'money.mismatchSettled',
        entity: moneyEntity(student.id, student.fullName),
        after: {
          reference: payment.reference,
          amount: formatMoney(payment.amount, payment.currency),
          paystack: formatMoney(payment.verified.amount, payment.verified.currency),
          note: body.note,
        },
        at,
      }),
    );
    if (!settled) throw conflict(messages.money.mismatchAlreadySettled);
    return { reference: payment.reference, message: messages.money.mismatchSettled };
  },
});

/** The body exactly as the provider sent it: its signature is over these bytes, not over parsed JSON. */
const rawBodyOf = (event: HttpEvent) =>
  event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : (event.body ?? '');

/**
 * POST /money/paystack/webhook (public, plain: Paystack calls it): a signed event. Nothing unsigned is
 * accepted (400); a correctly signed `charge.success` settles its payment like the return page; every
 * other signed event, and a reference that is not ours, is acknowledged with 200 and changes nothing,
 * so the provider stops retrying it.
 */
export const paystackWebhookOperation = defineOperation({
  route: 'POST /money/paystack/webhook',
  access: 'public',
  plain: true,
  // Paystack's charge events carry the customer, card and log: a few kilobytes.
  maxBodyBytes: 64 * 1024,
  handle: async ({ event }) => {
    const verified = await paystack.verifyWebhookSignature(rawBodyOf(event), event.headers);
    if (!verified) throw badRequest(messages.money.webhookSignatureInvalid);
    // Only our references name a payment; anything else is acknowledged without a read.
    if (verified.kind === 'chargeSucceeded' && onlineReferencePattern.test(verified.reference))
      await withProvider(() => settleOnlinePayment(paystack, verified.reference));
    return { received: true };
  },
});
