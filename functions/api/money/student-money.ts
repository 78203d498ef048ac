import * as messages from '#contract/messages';
import {
  formatMoney,
  paymentMethodLabels,
  ledgerEntryForStudent,
  recordPaymentSchema,
  reverseEntrySchema,
  type EntryRecorded,
} from '#contract/money';
import { entryParamsSchema } from '#contract/ledger-paths';
import { currentPeriodKeyOf } from '#contract/money-reports';
import { conflict, notFound } from '../../platform/errors.ts';
import { asSeenBy } from '../http/as-seen-by.ts';
import { defineOperation } from '../http/operation.ts';
import { signedIn, staff } from '../../routes.ts';
import { actorOf, moneyEntity, recordedAuditItems } from '../../data/audit.ts';
import { entryOf, ledgerOf, reverseEntry, studentMoneyOf } from '../../data/ledger.ts';
import { currentBookingOf } from '../../data/bookings.ts';
import { userStillExists } from '../../data/users.ts';
import { Telling } from '../../domain/notifications/notices.ts';
import { paymentReceiptNotice } from '../../domain/notifications/templates/payment-receipt.ts';
import { ageingOf } from '../../domain/money/ageing.ts';
import { depositStillOwed, recordPaymentConfirming } from '../../domain/money/deposit-paid.ts';
import { handedMoneyAuditItems } from '../../domain/money/handed-money-audit.ts';
import { overdueAmount } from '../../domain/money/rules.ts';
import { byIdAndPublicId } from '../entity-ref.ts';
import { findStudent, onStudent } from '../students/find-student.ts';
import { studentLedgerWrite } from './money-errors.ts';
import { hostelTimeZone, hostelToday } from '../../platform/hostel-time.ts';

/**
 * GET /students/{id}/money and /students/p/{publicId}/money: staff, or the student themself (any other
 * student gets 403): every entry of their ledger, oldest first (the student's naming staff without ids),
 * their balance, since when what they owe has been due, and until when their booking waits for its
 * deposit and how much of it is still to pay.
 */
export const getStudentMoney = onStudent({
  route: 'GET /students/{id}/money',
  access: signedIn,
  own: true,
  handle: async ({ record: student, session, settings }) => {
    // The ledger and the booking side by side, not namedStudentMoney then the booking: this is the
    // money screen's every load, and a third read in sequence shows in its latency (issue #29 point 5).
    const [money, booking] = await Promise.all([
      studentMoneyOf(student, (await settings()).currency),
      currentBookingOf(student.id),
    ]);
    const today = hostelToday();
    return {
      ...money,
      entries: asSeenBy(session, money.entries, (entries) => entries.map(ledgerEntryForStudent)),
      depositDueBy: booking?.depositDueBy ?? null,
      depositOwed: depositStillOwed(booking, money.entries),
      oldestDueDate:
        money.balance > 0 ? ageingOf(money.entries, today, hostelTimeZone()).oldestDueDate : null,
      overdue: overdueAmount(money.entries, money.balance, today),
    };
  },
});

/**
 * POST /students/{id}/money/payments (staff): a payment taken at the desk, with the next receipt number;
 * the student gets the receipt by mail. One that brings the payments since a booking awaiting its
 * deposit up to that deposit confirms it.
 */
export const recordPaymentOperation = onStudent({
  route: 'POST /students/{id}/money/payments',
  access: staff,
  body: recordPaymentSchema,
  handle: async ({ record: user, body, session, settings }): Promise<EntryRecorded> => {
    const actor = actorOf(session);
    const current = await settings();
    const currency = (await ledgerOf(user.id)).currency ?? current.currency;
    const payment = entryOf({
      studentId: user.id,
      kind: 'payment',
      amount: -body.amount,
      currency,
      description: messages.ledgerDescriptions.payment(paymentMethodLabels[body.method]),
      method: body.method,
      reference: body.reference || null,
      recordedBy: actor,
      period: currentPeriodKeyOf(current),
    });
    const telling = new Telling();
    const { written } = await studentLedgerWrite(user.id, () =>
      recordPaymentConfirming(payment, (entry) => [
        userStillExists(user.id),
        ...handedMoneyAuditItems(actor, { id: user.id, name: user.fullName }, entry),
        ...telling.items([paymentReceiptNotice(user, entry)]),
      ]),
    );
    const [after] = await Promise.all([ledgerOf(user.id), telling.afterCommit()]);
    return {
      entry: { ...written, reversed: false },
      balance: after.balance,
      message: messages.money.paymentRecorded(written.receiptNumber!),
    };
  },
});

/**
 * POST /students/{id}/money/entries/{entryId}/reverse (staff): undoes a wrongly recorded payment or
 * charge with an entry of the opposite amount and the reason; the original stays as it was. A charge a
 * refund gives back is refused (data/ledger.ts reverseEntry) until that refund is reversed.
 */
export const reverseEntryOperation = defineOperation({
  route: byIdAndPublicId('POST /students/{id}/money/entries/{entryId}/reverse'),
  access: staff,
  params: entryParamsSchema,
  body: reverseEntrySchema,
  handle: async ({ params, body, session }) => {
    const user = await findStudent(params, session);
    const ledger = await ledgerOf(user.id);
    const original = ledger.stored.find((entry) => entry.id === params.entryId);
    if (!original) throw notFound(messages.money.entryNotFound);
    if (original.kind === 'reversal') throw conflict(messages.money.notReversible);
    const actor = actorOf(session);
    const what = original.receiptNumber ? `receipt ${original.receiptNumber}` : original.description;
    const reversal = entryOf({
      studentId: user.id,
      kind: 'reversal',
      amount: -original.amount,
      currency: original.currency,
      description: messages.ledgerDescriptions.reversal(what),
      reason: body.reason,
      bookingId: original.bookingId,
      reverses: original.id,
      recordedBy: actor,
      period: original.period ?? null,
    });
    await studentLedgerWrite(user.id, () =>
      reverseEntry(original, reversal, [
        userStillExists(user.id),
        ...recordedAuditItems({
          actor,
          action: 'money.reversal',
          entity: moneyEntity(user.id, user.fullName),
          before: { entry: what, amount: formatMoney(original.amount, original.currency) },
          after: { reversal: formatMoney(reversal.amount, reversal.currency), reason: body.reason },
        }),
      ]),
    );
    return { entry: { ...reversal, reversed: false }, message: messages.money.entryReversed };
  },
});
