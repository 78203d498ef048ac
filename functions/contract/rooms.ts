import type { OutOfService } from './maintenance.ts';
import * as z from './zod.ts';
import { boundedText } from './text-fields.ts';
import * as messages from './messages.ts';
import { pageQuerySchema, type Pagination, queryFlag, searchQuery } from './pagination.ts';
import { sortQuery, type SortValues } from './sorting.ts';

export * from './hostel-defaults.ts';
import {
  defaultRoomType,
  defaultRoomTypes,
  genderDesignations,
  maxRoomCapacity,
  roomAmenityKeys,
  roomStatuses,
  type GenderDesignation,
  type RoomStatus,
  type RoomType,
} from './hostel-defaults.ts';
import { photoLongestSide } from './uploads.ts';

/** The capacity of each default type (the demo seed builds its rooms from them). */
export const roomTypeCapacities = Object.fromEntries(
  defaultRoomTypes.map((type) => [type.name, type.capacity]),
) as Record<string, number>;

/**
 * Why a room of this type cannot have this capacity among these types, or null when it can: the type
 * must be one of the hostel's, and a room has exactly the beds its type says.
 */
export function roomTypeProblem(
  types: readonly Pick<RoomType, 'name' | 'capacity'>[],
  roomType: string,
  capacity: number,
): { field: 'roomType' | 'capacity'; message: string } | null {
  const type = types.find((known) => known.name === roomType.trim());
  if (!type) return { field: 'roomType', message: messages.rooms.unknownType(roomType) };
  if (type.capacity !== capacity)
    return { field: 'capacity', message: messages.rooms.capacityOfType(type.name, type.capacity) };
  return null;
}

export interface Room {
  id: string;
  /** The same 24-hex id under the name docs/spec.md §3 gives it, for clients written against that name. */
  _id: string;
  publicId: string;
  roomNumber: string;
  roomType: string;
  capacity: number;
  currentOccupancy: number;
  freeBeds: number;
  status: RoomStatus;
  /** Open for a new booking: status available and a free bed. */
  isAvailable: boolean;
  outOfService: OutOfService | null;
  genderDesignation: GenderDesignation;
  block: string;
  floor: number;
  createdAt: string;
}

/**
 * A room as a student reads it: that it is out of service shows in its status (maintenance); why, who
 * took it out and until when are staff's own note (docs/spec.md §16, "Rooms out of service").
 */
export type RoomForStudent = Omit<Room, 'outOfService'>;

export function roomForStudent(room: Room): RoomForStudent {
  const { outOfService: _staffsNote, ...seen } = room;
  return seen;
}

const roomNumber = z.pipe(
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Room number is required'),
      z.maxLength(20, 'Room number is at most 20 characters'),
      z.regex(/^[A-Za-z0-9-]+$/, 'Room number may contain letters, digits and dashes only'),
    ),
  z.transform((value) => value.toUpperCase()),
);

const roomType = z
  .string()
  .check(z.trim(), z.minLength(1, messages.rooms.typeLength), z.maxLength(40, messages.rooms.typeLength));

/** A whole number of beds, 1 to 12; `notANumber` answers a value that is missing or no number. */
const capacity = (notANumber = 'Capacity must be a whole number') =>
  z.coerce
    .number(notANumber)
    .check(
      z.int('Capacity must be a whole number'),
      z.gte(1, 'Capacity must be at least 1'),
      z.lte(maxRoomCapacity, `Capacity must be at most ${maxRoomCapacity}`),
    );

/** One room type as staff edit it in Settings. */
export const roomTypeSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, messages.rooms.typeNameRequired),
      z.maxLength(40, messages.rooms.typeLength),
    ),
  capacity: capacity(),
  description: z._default(boundedText(300, messages.rooms.typeDescriptionLong), ''),
});

/** How many photos a room type shows, and how many amenities staff may name in their own words. */
export const maxRoomTypePhotos = 6;
export const maxOtherAmenities = 6;
export const otherAmenityMaxLength = 40;
export const photoAltMaxLength = 150;

const photoSide = z
  .number(messages.rooms.photoSizeInvalid)
  .check(
    z.int(messages.rooms.photoSizeInvalid),
    z.gte(1, messages.rooms.photoSizeInvalid),
    z.lte(photoLongestSide, messages.rooms.photoSizeInvalid),
  );

/**
 * PUT /settings/room-types/{name}: what a room type has and its photos, in order. A photo's `key` is
 * the id of one the type already shows, or the key of the staff member's own new upload (decision 0044).
 */
export const roomTypeDetailsSchema = z.object({
  amenities: z.array(z.enum(roomAmenityKeys, messages.rooms.amenityUnknown)).check(
    z.maxLength(roomAmenityKeys.length, messages.rooms.amenitiesRepeat),
    z.refine((keys) => new Set(keys).size === keys.length, messages.rooms.amenitiesRepeat),
  ),
  otherAmenities: z._default(
    z
      .array(
        z
          .string(messages.rooms.otherAmenityLength(otherAmenityMaxLength))
          .check(
            z.trim(),
            z.minLength(1, messages.rooms.otherAmenityLength(otherAmenityMaxLength)),
            z.maxLength(otherAmenityMaxLength, messages.rooms.otherAmenityLength(otherAmenityMaxLength)),
          ),
      )
      .check(
        z.maxLength(maxOtherAmenities, messages.rooms.otherAmenitiesTooMany(maxOtherAmenities)),
        z.refine(
          (names) => new Set(names.map((name) => name.toLowerCase())).size === names.length,
          messages.rooms.amenitiesRepeat,
        ),
      ),
    [],
  ),
  photos: z._default(
    z
      .array(
        z.object({
          key: z.string(messages.uploads.notUploaded).check(z.maxLength(200, messages.uploads.notUploaded)),
          alt: z
            .string(messages.rooms.photoAltRequired)
            .check(
              z.trim(),
              z.minLength(1, messages.rooms.photoAltRequired),
              z.maxLength(photoAltMaxLength, messages.rooms.photoAltLength(photoAltMaxLength)),
            ),
          width: photoSide,
          height: photoSide,
        }),
      )
      .check(
        z.maxLength(maxRoomTypePhotos, messages.uploads.tooMany(maxRoomTypePhotos)),
        z.refine(
          (photos) => new Set(photos.map((photo) => photo.key)).size === photos.length,
          messages.uploads.repeated,
        ),
      ),
    [],
  ),
});
export type RoomTypeDetailsInput = z.input<typeof roomTypeDetailsSchema>;

/** The path parameter naming a room type. */
export const roomTypeNameParamsSchema = z.object({ name: roomType });

/** The hostel's room types: 1 to 20, each name once (in any case). */
export const roomTypesSchema = z.array(roomTypeSchema).check(
  z.minLength(1, messages.rooms.typesRequired),
  z.maxLength(20, messages.rooms.typesTooMany),
  z.refine(
    (types) => new Set(types.map((type) => type.name.toLowerCase())).size === types.length,
    messages.rooms.typeNamesRepeat,
  ),
);

const genderDesignation = z.enum(genderDesignations, 'Gender designation must be male, female or mixed');
const status = z.enum(roomStatuses, 'Status must be available, maintenance or closed');
const block = z
  .string()
  .check(z.trim(), z.minLength(1, messages.rooms.blockLength), z.maxLength(10, messages.rooms.blockLength));
const floor = z.coerce
  .number(messages.rooms.floorInvalid)
  .check(
    z.int(messages.rooms.floorInvalid),
    z.gte(0, messages.rooms.floorInvalid),
    z.lte(200, messages.rooms.floorInvalid),
  );

/** POST /rooms. Block and floor default from the room number (A101: block A, floor 1). */
export const roomInputSchema = z.object({
  roomNumber,
  roomType: z._default(roomType, defaultRoomType),
  capacity: capacity('Capacity is required'),
  genderDesignation: z._default(genderDesignation, 'mixed'),
  status: z._default(status, 'available'),
  block: z.optional(block),
  floor: z.optional(floor),
});
export type RoomInput = z.input<typeof roomInputSchema>;

/** PUT /rooms/{id}: any of the room's fields; occupancy is never set by hand. */
export const roomUpdateSchema = z.object({
  roomNumber: z.optional(roomNumber),
  roomType: z.optional(roomType),
  capacity: z.optional(capacity()),
  genderDesignation: z.optional(genderDesignation),
  status: z.optional(status),
  block: z.optional(block),
  floor: z.optional(floor),
});
export type RoomUpdate = z.input<typeof roomUpdateSchema>;

export const roomStatusSchema = z.object({ status });

/** What the rooms list's columns sort by (contract/sorting.ts), on the server and in the app. */
export const roomSortValues: SortValues<Room> = {
  room: (room) => room.roomNumber,
  type: (room) => room.roomType,
  free: (room) => room.freeBeds,
  designation: (room) => room.genderDesignation,
  status: (room) => room.status,
};

/** GET /rooms filters. */
export const roomListQuerySchema = z.extend(pageQuerySchema, {
  sort: sortQuery(roomSortValues),
  search: searchQuery,
  roomType: z.optional(boundedText(40, messages.rooms.typeLength)),
  available: z.optional(queryFlag),
  genderDesignation: z.optional(genderDesignation),
  block: z.optional(boundedText(10, messages.rooms.blockLength)),
  status: z.optional(status),
});

export interface RoomListResponse {
  rooms: Room[];
  pagination: Pagination;
}
export interface RoomWriteResponse {
  room: Room;
  message: string;
}
