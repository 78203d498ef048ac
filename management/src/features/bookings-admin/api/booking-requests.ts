import type { BookingRequest, DecideRequest, RequestQueueResponse } from '#contract/booking-requests';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { listPath } from '../../../lib/paged-list.ts';
import type { Booking } from '../../../types/api.ts';
import { bookingKeys, type RequestQueueFilters } from './keys.ts';

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
