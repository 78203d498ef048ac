import type { Operation } from '../http/operation.ts';
import { createRoomOperation } from './create-room.ts';
import { deleteRoomOperation } from './delete-room.ts';
import { getRoomOccupants } from './get-room-occupants.ts';
import { getRoomOperation } from './get-room.ts';
import { listAvailableRooms } from './list-available-rooms.ts';
import { listRoomsOperation } from './list-rooms.ts';
import { returnRoomToService, takeRoomOutOfService } from './out-of-service.ts';
import { updateRoomStatus } from './update-room-status.ts';
import { updateRoomOperation } from './update-room.ts';

/** Rooms: everyone signed in reads them; staff manage them. */
export const operations = {
  listRooms: listRoomsOperation,
  listAvailableRooms,
  getRoom: getRoomOperation,
  getRoomOccupants,
  createRoom: createRoomOperation,
  updateRoom: updateRoomOperation,
  updateRoomStatus,
  takeRoomOutOfService,
  returnRoomToService,
  deleteRoom: deleteRoomOperation,
} satisfies Record<string, Operation>;
