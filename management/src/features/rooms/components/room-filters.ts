import { defaultRoomType } from '../../../config/constants.ts';
import type { Room } from '../../../types/api.ts';

/** The Available Rooms filters, as kept in the URL's query so Back and shared links keep them. */
export interface RoomFilters {
  search: string;
  roomType: string;
  capacity: string;
  /** The fewest free beds a room must have; empty for any. */
  freeBeds: string;
}

export const filterKeys = ['search', 'roomType', 'capacity', 'freeBeds'] as const;

export function filtersFrom(params: URLSearchParams): RoomFilters {
  return {
    search: params.get('search') ?? '',
    roomType: params.get('roomType') ?? '',
    capacity: params.get('capacity') ?? '',
    freeBeds: params.get('freeBeds') ?? '',
  };
}

export function hasFilters(filters: RoomFilters): boolean {
  return filterKeys.some((key) => filters[key].trim() !== '');
}

const typeOf = (room: Room) => room.roomType?.trim() || defaultRoomType;

export function filterRooms(rooms: readonly Room[], filters: RoomFilters): Room[] {
  const search = filters.search.trim().toLowerCase();
  const minFree = Number(filters.freeBeds) || 0;
  return rooms.filter((room) => {
    if (search) {
      const haystack = [room.roomNumber, typeOf(room), room.block ?? '', room.genderDesignation]
        .join(' ')
        .toLowerCase();
      if (!haystack.includes(search)) return false;
    }
    if (filters.roomType && typeOf(room) !== filters.roomType) return false;
    if (filters.capacity && room.capacity !== Number(filters.capacity)) return false;
    return room.freeBeds >= minFree;
  });
}

/** The choices the filters offer: the room types and capacities among the rooms shown. */
export function filterChoices(rooms: readonly Room[]): { roomTypes: string[]; capacities: number[] } {
  return {
    roomTypes: [...new Set(rooms.map(typeOf))].sort(),
    capacities: [...new Set(rooms.map((room) => room.capacity))].sort((a, b) => a - b),
  };
}
