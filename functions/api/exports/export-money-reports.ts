import { maxPaymentsPerReport } from '#contract/exports';
import * as messages from '#contract/messages';
import { paymentsPdfQuerySchema } from '#contract/money-reports';
import { readersZoneQuerySchema } from '#contract/time-zones';
import { badRequest } from '../../platform/errors.ts';
import { sumOfAgeings } from '../../domain/money/ageing.ts';
import { everyoneOwing, periodPayments } from '../../domain/money/reports.ts';
import { buildBalancesReport, buildPaymentsReport } from '../../domain/exports/money-reports.ts';
import { balancesReportFileName, paymentsReportFileName } from '../../domain/exports/file-names.ts';
import { staff } from '../../routes.ts';
import { defineOperation } from '../http/operation.ts';
import { pdfReply } from './pdf-reply.ts';
import { hostelToday } from '../../platform/hostel-time.ts';

/**
 * GET /export/payments/pdf?academicYear=&semester= (staff): every payment counted in the period (both
 * semesters without `semester`) as a PDF, the rows of the Payments spreadsheet. The server reads them
 * itself, a batch of ledgers at a time, rather than taking thousands of rows in a request body; more
 * than one PDF can answer is a 400 that points to the spreadsheet.
 */
export const exportPaymentsPdf = defineOperation({
  route: 'GET /export/payments/pdf',
  access: staff,
  query: paymentsPdfQuerySchema,
  handle: async ({ query }) => {
    const payments = await periodPayments(query);
    if (payments.length > maxPaymentsPerReport) throw badRequest(messages.exports.tooManyPayments);
    const pdf = await buildPaymentsReport({
      period: query,
      payments,
      generatedAt: new Date(),
      timeZone: query.timeZone,
    });
    return pdfReply(pdf, paymentsReportFileName(query));
  },
});

/**
 * GET /export/balances/pdf (staff): everyone who owes today, aged as the outstanding list ages them, in
 * the hostel's currency, as a PDF: the rows of the Balances spreadsheet with what all of them owe.
 */
export const exportBalancesPdf = defineOperation({
  route: 'GET /export/balances/pdf',
  access: staff,
  query: readersZoneQuerySchema,
  handle: async ({ query, settings }) => {
    // Due dates are the hostel's days (domain/money/rules.ts dueDateOf), so the ageing counts on its today.
    const today = hostelToday();
    const { currency } = await settings();
    const balances = await everyoneOwing(today, currency);
    const pdf = await buildBalancesReport({
      balances,
      totals: sumOfAgeings(balances),
      currency,
      asOf: today,
      generatedAt: new Date(),
      timeZone: query.timeZone,
    });
    return pdfReply(pdf, balancesReportFileName());
  },
});
