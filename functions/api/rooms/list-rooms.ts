import { roomForStudent, roomListQuerySchema, roomSortValues } from '#contract/rooms';
import { sortedBy, sortOrderOf } from '#contract/sorting';
import { paginationOf } from '#contract/pagination';
import { asSeenBy } from '../http/as-seen-by.ts';
import { defineOperation } from '../http/operation.ts';
import { signedIn } from '../../routes.ts';
import { metricNames } from '../../platform/metric-names.ts';
import { gauge } from '../../platform/observability.ts';
import { listRooms, toRoom } from '../../data/rooms.ts';

/**
 * GET /rooms: every room by number (or by the `sort` column), filtered and paged; a student's without
 * staff's notes of why a room is out of service.
 */
export const listRoomsOperation = defineOperation({
  route: 'GET /rooms',
  access: signedIn,
  query: roomListQuerySchema,
  handle: async ({ query, session }) => {
    const search = query.search?.toLowerCase();
    const all = (await listRooms()).map(toRoom);
    // Every room is at hand here, so the dashboard's occupancy is sampled from this read.
    gauge(
      metricNames.occupiedBeds,
      all.reduce((sum, room) => sum + room.currentOccupancy, 0),
    );
    gauge(
      metricNames.beds,
      all.reduce((sum, room) => sum + room.capacity, 0),
    );
    const filtered = all.filter(
      (room) =>
        (!search ||
          room.roomNumber.toLowerCase().includes(search) ||
          room.roomType.toLowerCase().includes(search)) &&
        (!query.roomType || room.roomType.toLowerCase() === query.roomType.toLowerCase()) &&
        (query.available === undefined || room.isAvailable === query.available) &&
        (!query.genderDesignation || room.genderDesignation === query.genderDesignation) &&
        (!query.block || room.block.toLowerCase() === query.block.toLowerCase()) &&
        (!query.status || room.status === query.status),
    );
    const rooms = sortedBy(filtered, roomSortValues, sortOrderOf(query.sort));
    const start = (query.page - 1) * query.limit;
    const page = rooms.slice(start, start + query.limit);
    return {
      rooms: asSeenBy(session, page, (shown) => shown.map(roomForStudent)),
      pagination: paginationOf(query, rooms.length),
    };
  },
});
