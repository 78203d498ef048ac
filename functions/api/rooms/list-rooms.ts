import { roomListQuerySchema, roomSortValues } from '#contract/rooms';
import { sortedBy, sortOrderOf } from '#contract/sorting';
import { paginationOf } from '#contract/pagination';
import { defineOperation } from '../http/operation.ts';
import { signedIn } from '../../routes.ts';
import { metricNames } from '../../platform/metric-names.ts';
import { gauge } from '../../platform/observability.ts';
import { listRooms, toRoom } from '../../data/rooms.ts';

/** GET /rooms: every room by number (or by the `sort` column), filtered and paged. */
export const listRoomsOperation = defineOperation({
  route: 'GET /rooms',
  access: signedIn,
  query: roomListQuerySchema,
  handle: async ({ query }) => {
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
    return { rooms: rooms.slice(start, start + query.limit), pagination: paginationOf(query, rooms.length) };
  },
});
