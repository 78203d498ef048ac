import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResidenceResponse } from '#contract/residence';
import { api } from '../../../lib/api.ts';
import { resourceKeys } from '../../../lib/query-client.ts';

/** Under the bookings' keys, so every change of who sleeps where refreshes it too. */
export const residenceKeys = {
  mine: () => [...resourceKeys.bookings, 'residence'] as const,
};

export const residenceQuery = () =>
  queryOptions({
    queryKey: residenceKeys.mine(),
    queryFn: () => api.get<ResidenceResponse>('/residence'),
  });

export const useResidence = () => useQuery(residenceQuery());
