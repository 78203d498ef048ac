import type { BookingRequest, DecideRequest, RequestQueueResponse } from '#contract/booking-requests';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { listPath } from '../../../lib/paged-list.ts';
import type { Booking } from '../../../types/api.ts';
import { bookingKeys } from './keys.ts';

/** The queue's filters, as the list's query parameters hold them (contract/booking-requests.ts). */
export interface RequestQueueFilters {
  state: string;
  kind: string;
  search: string;
  sort: string;
  page: number;
}

export const useRequestQueue = (filters: RequestQueueFilters) =>
  useQuery({
    queryKey: bookingKeys.requestQueue(filters),
    queryFn: () => api.get<RequestQueueResponse>(listPath('/booking-requests', { limit: 20, ...filters })),
  });

/** POST /booking-requests/{id}/decision: an approval cancels or moves the booking with it. */
export const decideRequest = (request: Pick<BookingRequest, 'id'>, decision: DecideRequest) =>
  api.post<{ request: BookingRequest; booking: Booking | null; message: string }>(
    `/booking-requests/${encodeURIComponent(request.id)}/decision`,
    decision,
  );
