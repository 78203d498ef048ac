import {
  currentPeriodKeyOf,
  outstandingQuerySchema,
  paymentsPageQuerySchema,
  type OutstandingResponse,
  type PaymentsReportResponse,
  type PeriodTotalsResponse,
} from '#contract/money-reports';
import { periodTotals } from '../../data/money-reports.ts';
import { outstandingPage } from '../../domain/money/ageing.ts';
import { everyoneOwing, periodPaymentsPage } from '../../domain/money/reports.ts';
import { staff } from '../../routes.ts';
import { defineOperation } from '../http/operation.ts';
import { hostelToday } from '../../platform/hostel-time.ts';

/**
 * GET /money/outstanding (staff): the students who owe, each with what they owe aged by the due dates of
 * their unpaid charges (payments settle the oldest first), filtered by age, sorted and paged on the
 * server.
 */
export const listOutstandingOperation = defineOperation({
  route: 'GET /money/outstanding',
  access: staff,
  query: outstandingQuerySchema,
  handle: async ({ query, settings }): Promise<OutstandingResponse> => {
    // Today as due dates are written: the hostel's days (domain/money/rules.ts dueDateOf).
    const today = hostelToday();
    const { currency } = await settings();
    return outstandingPage(await everyoneOwing(today, currency), query, today, currency);
  },
});

/**
 * GET /money/totals (staff): the current period's charged, paid and refunded, and what is outstanding
 * now, in the hostel's currency, for the dashboard: one read of the balances partition.
 */
export const getPeriodTotalsOperation = defineOperation({
  route: 'GET /money/totals',
  access: staff,
  handle: async ({ settings }): Promise<PeriodTotalsResponse> => {
    const current = await settings();
    return {
      academicYear: current.currentAcademicYear,
      semester: current.currentSemester,
      currency: current.currency,
      totals: await periodTotals(currentPeriodKeyOf(current), current.currency),
    };
  },
});

/**
 * GET /money/payments?academicYear=&semester=&after= (staff): the payments counted in the period, a page
 * at a time (a year of a large hostel's is more than one Lambda answer holds), for the payments export
 * the Reports screen writes in the browser.
 */
export const listPaymentsOperation = defineOperation({
  route: 'GET /money/payments',
  access: staff,
  query: paymentsPageQuerySchema,
  handle: async ({ query: { after, ...period } }): Promise<PaymentsReportResponse> =>
    periodPaymentsPage(period, after ?? null),
});
