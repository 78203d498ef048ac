import { defineOperation } from '../../core/http/operation.ts';
import { listBookableRooms, toRoom } from '../../data/rooms.ts';
import { getUserById } from '../../data/users.ts';

/**
 * GET /rooms/available: rooms with a free bed that are open for booking. A student sees only rooms of
 * their gender or mixed ones, the rooms they could book; staff see all.
 */
export const listAvailableRooms = defineOperation({
  handle: async ({ session }) => {
    const gender =
      session!.role === 'student' ? ((await getUserById(session!.userId))?.gender ?? null) : undefined;
    return { rooms: (await listBookableRooms(gender)).map(toRoom) };
  },
});
