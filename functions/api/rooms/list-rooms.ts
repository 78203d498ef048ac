import { roomListQuerySchema } from '#contract/rooms';
import { paginationOf } from '#contract/pagination';
import { defineOperation } from '../../core/http/operation.ts';
import { listRooms, toRoom } from '../../data/rooms.ts';

/** GET /rooms: every room by number, filtered and paged. */
export const listRoomsOperation = defineOperation({
  query: roomListQuerySchema,
  handle: async ({ query }) => {
    const search = query.search?.toLowerCase();
    const rooms = (await listRooms())
      .map(toRoom)
      .filter(
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
    const start = (query.page - 1) * query.limit;
    return { rooms: rooms.slice(start, start + query.limit), pagination: paginationOf(query, rooms.length) };
  },
});
