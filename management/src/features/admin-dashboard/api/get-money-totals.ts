import { useQuery } from '@tanstack/react-query';
import type { PeriodTotalsResponse } from '#contract/money-reports';
import { api } from '../../../lib/api.ts';
import { dashboardKeys } from './keys.ts';

/** The current period's money: charged, paid, refunded, and what is outstanding now. */
export function useMoneyTotals() {
  return useQuery({
    queryKey: dashboardKeys.moneyTotals,
    queryFn: () => api.get<PeriodTotalsResponse>('/money/totals'),
  });
}
