import type { MyMaintenanceResponse } from '#contract/maintenance';
import { currentBookingOf } from '../../data/bookings.ts';
import { requestsOfReporter } from '../../data/maintenance.ts';
import { getRoom } from '../../data/rooms.ts';
import { withRoomNumbersNow } from '../../domain/maintenance/rooms-now.ts';
import { students } from '../../routes.ts';
import { defineOperation } from '../http/operation.ts';
import { reportersView } from './find-request.ts';

/**
 * GET /maintenance/mine (student): their own requests, newest first, each room by its number now, and
 * the room "my room" means.
 */
export const listMyRequests = defineOperation({
  route: 'GET /maintenance/mine',
  access: students,
  handle: async ({ session }): Promise<MyMaintenanceResponse> => {
    const [requests, booking] = await Promise.all([
      requestsOfReporter(session.userId),
      currentBookingOf(session.userId),
    ]);
    const [named, room] = await Promise.all([
      withRoomNumbersNow(requests),
      booking ? getRoom(booking.roomId) : null,
    ]);
    return {
      requests: named.map(reportersView),
      room: room ? { roomNumber: room.roomNumber, block: room.block } : null,
    };
  },
});
