import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { resourcePath } from '../../../lib/identifiers.ts';
import { useSession } from '../../../lib/session-store.ts';
import type { Booking } from '../../../types/api.ts';
import { roomKeys } from './keys.ts';

/**
 * The signed-in student's current booking, if any: the rooms screens offer Book only to a student who
 * holds none (the server refuses a second one all the same).
 */
export function useHeldBooking() {
  const session = useSession();
  const studentId = session.status === 'authenticated' ? session.user.id : null;
  return useQuery({
    queryKey: roomKeys.heldBooking(studentId ?? ''),
    queryFn: () =>
      api.get<{ booking: Booking | null }>(`${resourcePath('students', studentId!)}/bookings/current`),
    enabled: studentId !== null,
  });
}
