import * as messages from './messages.ts';
import type { EntryMethod } from './payment-methods.ts';
import { pageQuerySchema, type Pagination } from './pagination.ts';
import { academicYearSchema, semesterQuerySchema } from './periods.ts';
import { sortQuery, type SortValues } from './sorting.ts';
import { readersZoneQuerySchema } from './time-zones.ts';
import * as z from './zod.ts';

/**
 * What staff see of the hostel's money (issue #26 §6): who owes, aged by how late their charges are,
 * and the current period's totals. Amounts are minor units of `currency`, like every other amount.
 */

/** How late an unpaid charge is: under 30 days past due (or not yet due), then 30, 60 and 90 or more. */
export const ageingBuckets = ['current', 'days30', 'days60', 'days90'] as const;
export type AgeingBucket = (typeof ageingBuckets)[number];

export const ageingBucketLabels: Record<AgeingBucket, string> = {
  current: 'Current',
  days30: '30 days',
  days60: '60 days',
  days90: '90+ days',
};

/** What is owed, in total and by how late it is. */
export interface Ageing {
  due: number;
  buckets: Record<AgeingBucket, number>;
  /** The due date (YYYY-MM-DD) of the oldest charge not yet wholly paid; null when nothing is owed. */
  oldestDueDate: string | null;
}

/** One student who owes money. */
export interface OutstandingStudent extends Ageing {
  student: { id: string; publicId: string; fullName: string; email: string };
  currency: string;
}

export const outstandingSortValues: SortValues<OutstandingStudent> = {
  due: (row) => row.due,
  oldest: (row) => row.oldestDueDate,
  name: (row) => row.student.fullName,
};

/** GET /money/outstanding (staff): the students who owe, sorted and paged; `bucket` keeps those owing in it. */
export const outstandingQuerySchema = z.extend(pageQuerySchema, {
  sort: sortQuery(outstandingSortValues),
  bucket: z.optional(z.enum(ageingBuckets, messages.money.bucketInvalid)),
});
export type OutstandingQuery = z.output<typeof outstandingQuerySchema>;

export interface OutstandingResponse {
  students: OutstandingStudent[];
  pagination: Pagination;
  /** What every student who owes owes together, aged (whatever the filter), in the hostel's currency. */
  totals: Ageing;
  currency: string;
  /** The day the ageing was counted on (YYYY-MM-DD). */
  asOf: string;
}

export { currentPeriodKeyOf, periodKeyOf } from './amounts.ts';

/**
 * GET /money/totals (staff): the current period's money. `charged` is the period's rent and deposits,
 * `paid` what was received in it, `refunded` what was given back to students' accounts, `paidOut` the
 * credit handed back to students (each net of reversals); `outstanding` is what every student who owes
 * owes now, whichever period it was charged in.
 */
export interface PeriodTotals {
  charged: number;
  paid: number;
  refunded: number;
  paidOut: number;
  outstanding: number;
}

export interface PeriodTotalsResponse {
  academicYear: string;
  semester: number;
  currency: string;
  totals: PeriodTotals;
}

/** GET /money/payments (staff): the payments counted in a period, or in both semesters of its year. */
export const paymentsQuerySchema = z.object({
  academicYear: academicYearSchema,
  semester: z.optional(semesterQuerySchema),
});
export type PaymentsQuery = z.output<typeof paymentsQuerySchema>;

/** GET /export/payments/pdf (staff): the period, and the reader's time zone its dates are printed in. */
export const paymentsPdfQuerySchema = z.extend(paymentsQuerySchema, readersZoneQuerySchema.shape);

/**
 * GET /money/payments (staff): one page of the period's payments, from the student after `after` (the
 * `next` of the page before; the first page without it).
 */
export const paymentsPageQuerySchema = z.extend(paymentsQuerySchema, {
  after: z.optional(
    z.string(messages.money.pageAfterInvalid).check(z.maxLength(64, messages.money.pageAfterInvalid)),
  ),
});

/** One payment of the payments export. `amount` is what was received, in minor units of `currency`. */
export interface PaymentReportRow {
  at: string;
  student: { id: string; fullName: string };
  receiptNumber: string | null;
  method: EntryMethod | null;
  reference: string | null;
  amount: number;
  currency: string;
  /** Whether staff have since reversed it (a bounced transfer): still listed, since it was received. */
  reversed: boolean;
}

export interface PaymentsReportResponse {
  /** This page's payments, oldest first. */
  payments: PaymentReportRow[];
  /** Where the next page starts (its `after`); null on the last page. */
  next: string | null;
}

/** The payments report's order: oldest first, then by receipt number. */
export const paymentOrder = (a: PaymentReportRow, b: PaymentReportRow) =>
  a.at.localeCompare(b.at) || (a.receiptNumber ?? '').localeCompare(b.receiptNumber ?? '');
