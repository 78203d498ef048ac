import {
  paymentOrder,
  type OutstandingStudent,
  type PaymentReportRow,
  type PaymentsQuery,
  type PaymentsReportResponse,
} from '#contract/money-reports';
import { balancesOwing } from '../../data/ledger.ts';
import { ledgerBatches, ledgersAfter, studentsNamed, studentsWithMoney } from '../../data/money-reports.ts';
import { hostelTimeZone } from '../../platform/hostel-time.ts';
import { ageingOfBalance, outstandingOrder, outstandingStudents } from './ageing.ts';
import { paymentsOfPeriod } from './payments-report.ts';

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

/**
 * How many payments a page of the payments list gathers before it ends, and how many students' ledgers
 * it reads at a step (16 in flight at a time, as the whole list was read before it had pages, four
 * times over): a page holds at most these payments and one step's more (64 students paying 50 times a
 * period, 500 bytes each with the longest name and reference, is 2.6 MB in all), well within the 6 MB a
 * Lambda can answer, which a year of a large hostel's payments passes as one list.
 */
const paymentsPerPage = 2_000;
const studentsPerStep = 64;

/**
 * One page of the period's payments (GET /money/payments): from the student after `after`, the
 * payments of student after student until the page holds `paymentsPerPage`, oldest first, and where the
 * next page starts. The Reports screen reads every page and puts them in one order.
 */
export async function periodPaymentsPage(
  query: PaymentsQuery,
  after: string | null,
): Promise<PaymentsReportResponse> {
  const payments: PaymentReportRow[] = [];
  let next = after;
  do {
    const step = await ledgersAfter(next, studentsPerStep);
    payments.push(...paymentsOfPeriod(step.ledgers, query));
    next = step.last;
  } while (next !== null && payments.length < paymentsPerPage);
  return { payments: payments.sort(paymentOrder), next };
}

/**
 * Everyone who owes in `currency`, aged on `today` (YYYY-MM-DD, the hostel's), in the outstanding list's
 * own order: from the charges each balance keeps (docs/decisions/0119), one read of the balances
 * whatever the ledgers hold; a balance from before that keeps only some, from its ledger.
 */
export async function everyoneOwing(today: string, currency: string): Promise<OutstandingStudent[]> {
  const timeZone = hostelTimeZone();
  const owing = (await balancesOwing()).filter((balance) => balance.currency === currency);
  const kept = owing.flatMap(({ studentId, balance, charges }) =>
    charges === null ? [] : [{ studentId, ageing: ageingOfBalance(balance, charges, today, timeZone) }],
  );
  const people = await studentsNamed(kept.map((row) => row.studentId));
  const rows: OutstandingStudent[] = kept
    .filter((row) => row.ageing.due > 0)
    .map((row) => ({ student: people.get(row.studentId)!, currency, ...row.ageing }));
  const before = owing.filter((balance) => balance.charges === null).map((balance) => balance.studentId);
  for await (const ledgers of ledgerBatches(before))
    rows.push(...outstandingStudents(ledgers, today, timeZone, currency));
  return rows.sort(outstandingOrder);
}
