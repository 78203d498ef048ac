import * as messages from '#contract/messages';
import { TransactionBusyError } from '../../data/transactions.ts';
import { roomTypeProblem, type RoomType } from '#contract/rooms';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import {
  CapacityBelowOccupancyError,
  DesignationOccupiedError,
  RoomChangedError,
  RoomGoneError,
  RoomNumberTakenError,
  RoomOccupiedError,
  RoomOfferedError,
} from '../../data/rooms.ts';
import { SettingsChangedMeanwhile } from '../../data/settings.ts';

/** Runs a room write, turning the data layer's refusals into their 404/409 messages. */
export async function roomWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof TransactionBusyError) throw conflict(messages.bookingRefusals.busy, { retry: true });
    if (error instanceof RoomNumberTakenError) throw conflict(messages.rooms.numberTaken);
    if (error instanceof RoomOccupiedError) throw conflict(messages.rooms.occupiedDelete);
    if (error instanceof CapacityBelowOccupancyError) throw conflict(messages.rooms.capacityBelowOccupancy);
    if (error instanceof DesignationOccupiedError) throw conflict(messages.rooms.designationOccupied);
    if (error instanceof RoomChangedError) throw conflict(messages.rooms.changedMeanwhile);
    if (error instanceof RoomOfferedError) throw conflict(messages.rooms.offeredKeepsType);
    if (error instanceof SettingsChangedMeanwhile) throw conflict(messages.rooms.typeChangedMeanwhile);
    if (error instanceof RoomGoneError) throw notFound(messages.rooms.notFound);
    throw error;
  }
}

/**
 * Refuses a room whose type is not one of the hostel's, or whose capacity is not its type's (issue 30:
 * a Single with 3 beds), with the message on the field to correct.
 */
export function assertRoomFitsType(types: readonly RoomType[], roomType: string, capacity: number): void {
  const problem = roomTypeProblem(types, roomType, capacity);
  if (problem) throw badRequest(problem.message, { errors: { [problem.field]: problem.message } });
}
