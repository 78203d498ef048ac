import { api } from '../../../lib/api.ts';
import { resourcePath } from '../../../lib/identifiers.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useQuery } from '../../../lib/use-query.ts';
import type { Booking } from '../../../types/api.ts';

/**
 * The signed-in student's current booking, if any: the rooms screens offer Book only to a student who
 * holds none (the server refuses a second one all the same). Same path as the dashboard's, so the API
 * client's cache answers both.
 */
export function useHeldBooking() {
  const session = useSession();
  const studentId = session.status === 'authenticated' ? session.user.id : null;
  return useQuery(studentId && `current-booking:${studentId}`, () =>
    api.get<{ booking: Booking | null }>(`${resourcePath('students', studentId!)}/bookings/current`),
  );
}
