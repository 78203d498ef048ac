import { useQuery } from '@tanstack/react-query';
import type { CurrentBookingResponse } from '#contract/bookings';
import { api } from './api.ts';
import { resourcePath } from './identifiers.ts';
import { currentBookingKey } from './query-client.ts';

/**
 * A student's current booking, or null: the student's dashboard and rooms screens and staff's profile of
 * them read the one answer, so a booking made on one shows on the others. `studentId` is null while the
 * screen does not know whose it needs yet.
 */
export function useCurrentBooking(studentId: string | null) {
  return useQuery({
    queryKey: currentBookingKey(studentId ?? ''),
    queryFn: () =>
      api.get<CurrentBookingResponse>(`${resourcePath('students', studentId!)}/bookings/current`),
    enabled: studentId !== null,
  });
}
