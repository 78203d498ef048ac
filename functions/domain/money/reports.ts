import type { OutstandingStudent, PaymentReportRow, PaymentsQuery } from '#contract/money-reports';
import { studentsOwing } from '../../data/ledger.ts';
import { ledgerBatches, studentsWithMoney } from '../../data/money-reports.ts';
import { outstandingOrder, outstandingStudents } from './ageing.ts';
import { paymentOrder, paymentsOfPeriod } from './payments-report.ts';

/**
 * The reports over every ledger (issue #26 §6), for the lists and for the PDFs alike. Each reads the
 * ledgers a batch at a time (data/money-reports.ts ledgerBatches) and keeps only its rows, so a period of
 * thousands of payments holds those payments, not every entry of the hostel.
 */

/** Every payment counted in the period (or both semesters of its year), oldest first. */
export async function periodPayments(query: PaymentsQuery): Promise<PaymentReportRow[]> {
  const rows: PaymentReportRow[] = [];
  for await (const ledgers of ledgerBatches(await studentsWithMoney()))
    rows.push(...paymentsOfPeriod(ledgers, query));
  return rows.sort(paymentOrder);
}

/** Everyone who owes in `currency`, aged on `today` (YYYY-MM-DD), in the outstanding list's own order. */
export async function everyoneOwing(today: string, currency: string): Promise<OutstandingStudent[]> {
  const rows: OutstandingStudent[] = [];
  for await (const ledgers of ledgerBatches(await studentsOwing()))
    rows.push(...outstandingStudents(ledgers, today, currency));
  return rows.sort(outstandingOrder);
}
