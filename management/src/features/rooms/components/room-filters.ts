import { roomTypeOrDefault } from '#contract/shown-values';
import type { RoomForStudent } from '../../../types/api.ts';

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

const typeOf = (room: RoomForStudent) => roomTypeOrDefault(room.roomType);

export function filterRooms(rooms: readonly RoomForStudent[], filters: RoomFilters): RoomForStudent[] {
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

/**
 * The choices the filters offer: the room types and capacities among the rooms shown, and the ones the
 * URL filters by even when no room shown has them, so a control always shows what the list is filtered
 * by (`?roomType=Single` with no single room free shows Single, not Any).
 */
export function filterChoices(
  rooms: readonly RoomForStudent[],
  current?: Pick<RoomFilters, 'roomType' | 'capacity'>,
): { roomTypes: string[]; capacities: number[] } {
  const types = rooms.map(typeOf);
  const capacities = rooms.map((room) => room.capacity);
  if (current?.roomType) types.push(current.roomType);
  if (Number(current?.capacity) > 0) capacities.push(Number(current?.capacity));
  return {
    roomTypes: [...new Set(types)].sort(),
    capacities: [...new Set(capacities)].sort((a, b) => a - b),
  };
}

/** The fewest free beds to choose from: 1+ to 3+, and a larger minimum the URL asks for. */
export function freeBedChoices(current: string): number[] {
  const asked = Number(current);
  return [...new Set([1, 2, 3, ...(Number.isInteger(asked) && asked > 0 ? [asked] : [])])].sort(
    (a, b) => a - b,
  );
}
