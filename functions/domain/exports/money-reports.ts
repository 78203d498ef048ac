import { formatAmount, formatMoney } from '#contract/amounts';
import { paymentWords } from '#contract/exports';
import { orMissing } from '#contract/shown-values';
import {
  ageingBucketLabels,
  ageingBuckets,
  type Ageing,
  type OutstandingStudent,
  type PaymentReportRow,
  type PaymentsQuery,
} from '#contract/money-reports';
import { ReportWriter, type TableColumn } from './report-writer.ts';

/**
 * The Payments and Balances reports as PDF (issue #26 §6): the rows of the Reports screen's spreadsheets
 * (docs/spec.md §7), read by the server and laid out with the same writer as the other reports. Headers
 * are the spreadsheets' words; the currency, a column of each spreadsheet, goes with the amounts.
 */

/** '2025/2026 Semester 1', or '2025/2026, both semesters'. */
const periodWords = (period: PaymentsQuery) =>
  period.semester === undefined
    ? `${period.academicYear}, both semesters`
    : `${period.academicYear} Semester ${period.semester}`;

const count = new Intl.NumberFormat('en-US');
const plural = (total: number, one: string, many: string) =>
  `${count.format(total)} ${total === 1 ? one : many}`;

/** Amounts by currency ('GHS 1,200.00'), in the order their currencies first appear. */
function sums(rows: readonly { amount: number; currency: string }[]): string {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.currency, (totals.get(row.currency) ?? 0) + row.amount);
  return [...totals].map(([currency, amount]) => formatMoney(amount, currency)).join(' + ');
}

/**
 * Widths fitted to the longest cell of each column in 8.5 pt, adding up to the page's content width.
 * 'May 31, 2026' is 51.3 pt wide, and a cell has 5 pt of padding each side.
 */
const paymentColumns: TableColumn[] = [
  { header: 'Date', width: 62 },
  { header: 'Student', width: 122 },
  { header: 'Receipt Number', width: 70 },
  { header: 'Method', width: 66 },
  { header: 'Reference', width: 76 },
  { header: 'Amount', width: 76, align: 'right' },
  { header: 'Reversed', width: 43 },
];

export async function buildPaymentsReport(input: {
  period: PaymentsQuery;
  payments: readonly PaymentReportRow[];
  generatedAt: Date;
  timeZone: string;
}): Promise<Uint8Array> {
  const { payments } = input;
  const report = await ReportWriter.create('Payments Report', input.generatedAt, input.timeZone);
  const reversed = payments.filter((payment) => payment.reversed);
  const received = payments.length
    ? `${plural(payments.length, 'payment', 'payments')}, ${sums(payments)} received` +
      (reversed.length ? `, of which ${sums(reversed)} since reversed.` : '.')
    : 'No payments.';
  report.heading(`Payments: ${periodWords(input.period)}`, received);
  if (payments.length === 0) {
    report.note('No payment was received in this period.');
  } else {
    report.table(
      paymentColumns,
      payments.map((payment) => [
        report.date(payment.at),
        ...paymentWords(payment),
        formatMoney(payment.amount, payment.currency),
        payment.reversed ? 'Yes' : 'No',
      ]),
    );
    report.note('A reversed payment was received, then undone (a bounced transfer); it stays listed.');
  }
  return report.finish();
}

const balanceColumns: TableColumn[] = [
  { header: 'Student', width: 100 },
  { header: 'Email', width: 97 },
  { header: 'Owed', width: 56, align: 'right' },
  ...ageingBuckets.map((bucket): TableColumn => ({
    header: ageingBucketLabels[bucket],
    width: 50,
    align: 'right',
  })),
  { header: 'Oldest Due', width: 62 },
];

const agedCells = (report: ReportWriter, ageing: Ageing, currency: string) => [
  formatAmount(ageing.due, currency),
  ...ageingBuckets.map((bucket) =>
    ageing.buckets[bucket] ? formatAmount(ageing.buckets[bucket], currency) : '-',
  ),
  report.date(ageing.oldestDueDate),
];

/**
 * Everyone who owes on `asOf`, most owed first, aged as the outstanding list ages them (payments settle
 * the oldest charges first), with a last row of what all of them owe.
 */
export async function buildBalancesReport(input: {
  balances: readonly OutstandingStudent[];
  totals: Ageing;
  currency: string;
  asOf: string;
  generatedAt: Date;
  timeZone: string;
}): Promise<Uint8Array> {
  const { balances, currency } = input;
  const report = await ReportWriter.create('Balances Report', input.generatedAt, input.timeZone);
  report.heading(
    `Balances as of ${report.date(input.asOf)}`,
    balances.length
      ? `${plural(balances.length, 'student owes', 'students owe')} ${formatMoney(input.totals.due, currency)} in all. Amounts in ${currency}, aged by days past due: payments settle the oldest charges first.`
      : 'Nobody owes money.',
  );
  if (balances.length === 0) {
    report.note('Students with unpaid charges will be listed here.');
  } else {
    report.table(balanceColumns, [
      ...balances.map((row) => [
        orMissing(row.student.fullName),
        orMissing(row.student.email),
        ...agedCells(report, row, currency),
      ]),
      ['All students', '', ...agedCells(report, input.totals, currency)],
    ]);
  }
  return report.finish();
}
