import { useQuery } from '@tanstack/react-query';
import type { OutstandingResponse } from '#contract/money-reports';
import { api } from '../../../lib/api.ts';
import { listPath } from '../../../lib/paged-list.ts';
import { moneyKeys } from './keys.ts';

/** The outstanding list's filters, as its query parameters hold them (contract/money-reports.ts). */
export interface OutstandingFilters {
  bucket: string;
  sort: string;
  page: number;
}

export const outstandingPageSize = 20;

export const useOutstanding = (filters: OutstandingFilters) =>
  useQuery({
    queryKey: moneyKeys.outstanding(filters),
    queryFn: () =>
      api.get<OutstandingResponse>(
        listPath('/money/outstanding', { limit: outstandingPageSize, ...filters }),
      ),
  });
