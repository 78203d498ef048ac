import * as z from 'zod';
import { pageQuerySchema, type Pagination } from './pagination.ts';

export const roomStatuses = ['available', 'maintenance', 'closed'] as const;
export type RoomStatus = (typeof roomStatuses)[number];

/** Who may live in a room: a common hostel rule keeps some rooms single-gender. */
export const genderDesignations = ['male', 'female', 'mixed'] as const;
export type GenderDesignation = (typeof genderDesignations)[number];

/** Room types with the capacity each usually has; any other type is allowed ('Standard' when missing). */
export const roomTypeCapacities = { Single: 1, Double: 2, Triple: 3, Quad: 4 } as const;
export const defaultRoomType = 'Standard';
export const maxRoomCapacity = 12;

export interface Room {
  id: string;
  publicId: string;
  roomNumber: string;
  roomType: string;
  capacity: number;
  currentOccupancy: number;
  freeBeds: number;
  status: RoomStatus;
  /** Open for a new booking: status available and a free bed. */
  isAvailable: boolean;
  genderDesignation: GenderDesignation;
  block: string;
  floor: number;
  createdAt: string;
}

const roomNumber = z
  .string()
  .trim()
  .min(1, 'Room number is required')
  .max(20, 'Room number is at most 20 characters')
  .regex(/^[A-Za-z0-9-]+$/, 'Room number may contain letters, digits and dashes only')
  .transform((value) => value.toUpperCase());

/** POST /rooms. Block and floor default from the room number (A101: block A, floor 1). */
export const roomInputSchema = z.object({
  roomNumber,
  roomType: z.string().trim().min(1).max(40).default(defaultRoomType),
  capacity: z.coerce
    .number('Capacity is required')
    .int('Capacity must be a whole number')
    .min(1, 'Capacity must be at least 1')
    .max(maxRoomCapacity, `Capacity must be at most ${maxRoomCapacity}`),
  genderDesignation: z
    .enum(genderDesignations, 'Gender designation must be male, female or mixed')
    .default('mixed'),
  status: z.enum(roomStatuses, 'Status must be available, maintenance or closed').default('available'),
  block: z.string().trim().min(1).max(10).optional(),
  floor: z.coerce.number().int().min(0).max(200).optional(),
});
export type RoomInput = z.input<typeof roomInputSchema>;

/** PUT /rooms/{id}: any of the room's fields; occupancy is never set by hand. */
export const roomUpdateSchema = z.object({
  roomNumber: roomNumber.optional(),
  roomType: z.string().trim().min(1).max(40).optional(),
  capacity: z.coerce
    .number()
    .int('Capacity must be a whole number')
    .min(1, 'Capacity must be at least 1')
    .max(maxRoomCapacity, `Capacity must be at most ${maxRoomCapacity}`)
    .optional(),
  genderDesignation: z
    .enum(genderDesignations, 'Gender designation must be male, female or mixed')
    .optional(),
  status: z.enum(roomStatuses, 'Status must be available, maintenance or closed').optional(),
  block: z.string().trim().min(1).max(10).optional(),
  floor: z.coerce.number().int().min(0).max(200).optional(),
});
export type RoomUpdate = z.input<typeof roomUpdateSchema>;

export const roomStatusSchema = z.object({
  status: z.enum(roomStatuses, 'Status must be available, maintenance or closed'),
});

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** GET /rooms filters. */
export const roomListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  roomType: z.string().trim().max(40).optional(),
  available: flag.optional(),
  genderDesignation: z.enum(genderDesignations).optional(),
  block: z.string().trim().max(10).optional(),
  status: z.enum(roomStatuses).optional(),
});

export interface RoomListResponse {
  rooms: Room[];
  pagination: Pagination;
}
export interface RoomResponse {
  room: Room;
}
export interface RoomWriteResponse {
  room: Room;
  message: string;
}
