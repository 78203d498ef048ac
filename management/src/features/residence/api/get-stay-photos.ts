import { useQuery } from '@tanstack/react-query';
import type { BookingStayResponse, ConditionEntry } from '#contract/desk';
import { api } from '../../../lib/api.ts';
import { resourcePath } from '../../../lib/identifiers.ts';
import { resourceKeys } from '../../../lib/query-client.ts';

/**
 * The check-in report's items with their photos as short-lived links (GET /bookings/{id}/stay, the
 * desk's, which signs them after its check that the booking is the student's own). Under the bookings'
 * keys, like the residence, so a check-in refreshes both.
 */
export const useCheckInPhotos = (bookingPublicId: string) =>
  useQuery({
    queryKey: [...resourceKeys.bookings, 'stay', bookingPublicId],
    queryFn: () => api.get<BookingStayResponse>(`${resourcePath('bookings', bookingPublicId)}/stay`),
    select: (answer): readonly ConditionEntry[] => answer.stay.checkIn?.items ?? [],
  });
