import type { GenderDesignation, RoomStatus } from '#contract/hostel-defaults';
import type { OutOfService } from '#contract/maintenance';

/** A room as stored. `currentOccupancy` only ever changes inside a booking transaction. */
export interface RoomRecord {
  id: string;
  publicId: string;
  roomNumber: string;
  roomType: string;
  capacity: number;
  currentOccupancy: number;
  status: RoomStatus;
  genderDesignation: GenderDesignation;
  block: string;
  floor: number;
  /** Why and until when the room is out of service; absent or null otherwise. */
  outOfService?: OutOfService | null;
  createdAt: string;
  updatedAt: string;
}
