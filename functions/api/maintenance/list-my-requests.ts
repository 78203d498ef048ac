import type { MyMaintenanceResponse } from '#contract/maintenance';
import { currentBookingOf } from '../../data/bookings.ts';
import { requestsOfReporter } from '../../data/maintenance.ts';
import { getRoom } from '../../data/rooms.ts';
import { students } from '../../routes.ts';
import { defineOperation } from '../http/operation.ts';
import { reportersView } from './find-request.ts';

/** GET /maintenance/mine (student): their own requests, newest first, and the room "my room" means. */
export const listMyRequests = defineOperation({
  route: 'GET /maintenance/mine',
  access: students,
  handle: async ({ session }): Promise<MyMaintenanceResponse> => {
    const [requests, booking] = await Promise.all([
      requestsOfReporter(session.userId),
      currentBookingOf(session.userId),
    ]);
    const room = booking ? await getRoom(booking.roomId) : null;
    return {
      requests: requests.map(reportersView),
      room: room ? { roomNumber: room.roomNumber, block: room.block } : null,
    };
  },
});
