import {
  paymentOrder,
  periodKeyOf,
  type PaymentReportRow,
  type PaymentsQuery,
} from '#contract/money-reports';
import type { LedgerEntry } from '#contract/money';

/**
 * The payments export (issue #26 §6): every payment counted in the period asked for (or in either
 * semester of its year), oldest first, with the student who made it. A reversed payment stays listed,
 * marked, since the money was received before it was undone.
 */
export function paymentsOfPeriod(
  ledgers: readonly { student: { id: string; fullName: string }; entries: readonly LedgerEntry[] }[],
  query: PaymentsQuery,
): PaymentReportRow[] {
  const inPeriod = (period: string | null | undefined) =>
    !!period &&
    (query.semester === undefined
      ? period.startsWith(`${query.academicYear}#`)
      : period === periodKeyOf({ academicYear: query.academicYear, semester: query.semester }));
  return ledgers
    .flatMap(({ student, entries }) =>
      entries
        .filter((entry) => entry.kind === 'payment' && inPeriod(entry.period))
        .map((entry): PaymentReportRow => ({
          at: entry.at,
          student: { id: student.id, fullName: student.fullName },
          receiptNumber: entry.receiptNumber,
          method: entry.method,
          reference: entry.reference,
          amount: -entry.amount,
          currency: entry.currency,
          reversed: entry.reversed,
        })),
    )
    .sort(paymentOrder);
}
