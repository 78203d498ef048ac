import { useCurrentBooking } from '../../../lib/current-booking.ts';
import { useSession } from '../../../lib/session-store.ts';

/**
 * The signed-in student's current booking, if any: the rooms screens offer Book only to a student who
 * holds none (the server refuses a second one all the same).
 */
export function useHeldBooking() {
  const session = useSession();
  return useCurrentBooking(session.status === 'authenticated' ? session.user.id : null);
}
