import * as messages from '#contract/messages';
import { dayIn } from '#contract/days';
import { entryParamsSchema, receiptParamsSchema } from '#contract/ledger-paths';
import { readersZoneQuerySchema } from '#contract/time-zones';
import { notFound } from '../../platform/errors.ts';
import { defineOperation } from '../http/operation.ts';
import { signedIn } from '../../routes.ts';
import { buildPayoutVoucher, buildReceipt, buildStatement } from '../../domain/exports/money-statement.ts';
import {
  payoutVoucherFileName,
  receiptFileName,
  statementFileName,
} from '../../domain/exports/file-names.ts';
import { byIdAndPublicId, entityRefSchema } from '../entity-ref.ts';
import { namedStudentMoney } from '../money/named-student-money.ts';
import { pdfReply } from './pdf-reply.ts';

/**
 * GET /students/{id}/money/statement (and /p/{publicId}): the student themself or staff (another
 * student gets 403): every entry of the ledger with its running balance, as a PDF.
 */
export const exportStatement = defineOperation({
  route: byIdAndPublicId('GET /students/{id}/money/statement'),
  access: signedIn,
  own: true,
  params: entityRefSchema,
  query: readersZoneQuerySchema,
  handle: async ({ params, query, session, settings }) => {
    const { student, money } = await namedStudentMoney(params, session, settings);
    const pdf = await buildStatement({ student, money, generatedAt: new Date(), timeZone: query.timeZone });
    return pdfReply(pdf, statementFileName(student.fullName));
  },
});

/**
 * GET /students/{id}/money/receipts/{receiptNumber} (and /p/{publicId}): one numbered receipt of the
 * student's, as a PDF, to the student themself or staff; a number not in this student's ledger is 404.
 */
export const exportReceipt = defineOperation({
  route: byIdAndPublicId('GET /students/{id}/money/receipts/{receiptNumber}'),
  access: signedIn,
  own: true,
  params: receiptParamsSchema,
  query: readersZoneQuerySchema,
  handle: async ({ params, query, session, settings }) => {
    const { student, money } = await namedStudentMoney(params, session, settings);
    const payment = money.entries.find((entry) => entry.receiptNumber === params.receiptNumber);
    if (!payment) throw notFound(messages.money.receiptNotFound);
    const pdf = await buildReceipt({ student, payment, generatedAt: new Date(), timeZone: query.timeZone });
    return pdfReply(pdf, receiptFileName(params.receiptNumber));
  },
});

/**
 * GET /students/{id}/money/payouts/{entryId}/voucher (and /p/{publicId}): one payout's voucher, to sign
 * at the desk, as a PDF, to the student themself or staff; an entry of theirs that is no payout is 404.
 */
export const exportPayoutVoucher = defineOperation({
  route: byIdAndPublicId('GET /students/{id}/money/payouts/{entryId}/voucher'),
  access: signedIn,
  own: true,
  params: entryParamsSchema,
  query: readersZoneQuerySchema,
  handle: async ({ params, query, session, settings }) => {
    const { student, money } = await namedStudentMoney(params, session, settings);
    const payout = money.entries.find((entry) => entry.id === params.entryId && entry.kind === 'payout');
    if (!payout) throw notFound(messages.money.payoutNotFound);
    const pdf = await buildPayoutVoucher({
      student,
      payout,
      generatedAt: new Date(),
      timeZone: query.timeZone,
    });
    // Named by the day the voucher prints, the reader's.
    return pdfReply(pdf, payoutVoucherFileName(student.fullName, dayIn(payout.at, query.timeZone)));
  },
});
