import type { ReportPeriod } from '#contract/exports';
import * as messages from '#contract/messages';
import {
  paymentOrder,
  type OutstandingResponse,
  type PaymentReportRow,
  type PaymentsReportResponse,
} from '#contract/money-reports';
import { api } from '../../../lib/api.ts';
import { everyPage, largestPage, listPath } from '../../../lib/paged-list.ts';
import { download, type Toasts } from '../../../lib/reports/download.ts';
import { reportPdfFile } from '../../../lib/reports/pdf-download.ts';

/** The period as GET /money/payments reads it: an empty semester asks for both. */
const periodQuery = (period: ReportPeriod) => ({
  academicYear: period.academicYear,
  semester: period.semester ?? '',
});

/**
 * Every payment counted in the period (both semesters of the year without a semester), oldest first:
 * GET /money/payments page after page, each starting where the one before ended.
 */
export async function getPeriodPayments(period: ReportPeriod): Promise<PaymentReportRow[]> {
  const payments: PaymentReportRow[] = [];
  let after: string | null = null;
  do {
    const page: PaymentsReportResponse = await api.get<PaymentsReportResponse>(
      listPath('/money/payments', { ...periodQuery(period), after }),
    );
    payments.push(...page.payments);
    after = page.next;
  } while (after);
  return payments.sort(paymentOrder);
}

/** Everyone who owes today, aged, most owed first: the outstanding list, page after page. */
export const getAllBalances = () =>
  everyPage(
    (page) => api.get<OutstandingResponse>(listPath('/money/outstanding', { limit: largestPage, page })),
    (answer) => answer.students,
  );

/**
 * The period's payments as a PDF (GET /export/payments/pdf): the server reads them itself, since a
 * period may hold thousands, and lays them out as the spreadsheet's rows.
 */
export const downloadPaymentsPdf = (period: ReportPeriod, toasts: Toasts) =>
  download(toasts, messages.exports.paymentsPdfFailed, async () =>
    reportPdfFile(
      await api.getForFile(listPath('/export/payments/pdf', periodQuery(period))),
      'payments',
      period,
    ),
  );

/** Everyone who owes today, aged, as a PDF (GET /export/balances/pdf). */
export const downloadBalancesPdf = (toasts: Toasts) =>
  download(toasts, messages.exports.balancesPdfFailed, async () =>
    reportPdfFile(await api.getForFile('/export/balances/pdf'), 'balances'),
  );
