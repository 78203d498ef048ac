import * as messages from '#contract/messages';
import { notFound } from '../../platform/errors.ts';
import { isInternalId } from '../../data/ids.ts';
import { getRoom, getRoomByPublicId } from '../../data/rooms.ts';
import type { RoomRecord } from '../../data/room-record.ts';
import { operationsOn } from '../http/operation.ts';
import { byIdAndPublicId, entityRefSchema, recordNamed, type EntityRef } from '../entity-ref.ts';

/** The room a path names by id or public id, or 404. */
export async function findRoom(ref: EntityRef): Promise<RoomRecord> {
  const room = await recordNamed(ref, getRoom, getRoomByPublicId);
  if (!room) throw notFound(messages.rooms.notFound);
  return room;
}

/** A room named by a request body: its internal id or its public id. */
export const findRoomByAnyId = (roomId: string) =>
  findRoom(isInternalId(roomId) ? { id: roomId } : { publicId: roomId });

/**
 * An operation on the room its path names (`record`), found as `findRoom` finds it. Rooms have no owner,
 * so the look-up answers 404 only: who may call the operation is its access alone.
 */
export const onRoom = operationsOn({ params: entityRefSchema, routes: byIdAndPublicId, find: findRoom });
