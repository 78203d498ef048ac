import { useQuery } from '@tanstack/react-query';
import type { OutstandingResponse } from '#contract/money-reports';
import { api } from '../../../lib/api.ts';
import { listPath } from '../../../lib/paged-list.ts';
import { moneyKeys, type OutstandingFilters } from './keys.ts';

export const outstandingPageSize = 20;

export const useOutstanding = (filters: OutstandingFilters) =>
  useQuery({
    queryKey: moneyKeys.outstanding(filters),
    queryFn: () =>
      api.get<OutstandingResponse>(
        listPath('/money/outstanding', { limit: outstandingPageSize, ...filters }),
      ),
  });
