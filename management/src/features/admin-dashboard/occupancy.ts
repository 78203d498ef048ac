import type { Room } from '../../types/api.ts';

/** Beds of a group of rooms: how many there are, how many are taken, how many are free. */
export interface Beds {
  label: string;
  total: number;
  occupied: number;
  free: number;
}

export interface Occupancy {
  overall: Beds;
  byType: Beds[];
  byBlock: Beds[];
  byFloor: Beds[];
  /**
   * Rooms under maintenance (out of service) or closed: their beds count in the totals, but their empty
   * beds are not free, as the API's free beds say (decision 0030).
   */
  outOfService: number;
}

const bedsOf = (room: Room) => {
  const total = Math.max(0, room.capacity);
  const occupied = Math.min(total, Math.max(0, room.currentOccupancy));
  return { total, occupied, free: room.status === 'available' ? total - occupied : 0 };
};

function grouped(rooms: readonly Room[], keyOf: (room: Room) => string): Beds[] {
  const groups = new Map<string, Beds>();
  for (const room of rooms) {
    const label = keyOf(room);
    const group = groups.get(label) ?? { label, total: 0, occupied: 0, free: 0 };
    const beds = bedsOf(room);
    group.total += beds.total;
    group.occupied += beds.occupied;
    group.free += beds.free;
    groups.set(label, group);
  }
  return [...groups.values()].sort((a, b) => a.label.localeCompare(b.label, 'en', { numeric: true }));
}

/**
 * Occupancy at a glance (issue 8): beds in total, taken and free, overall and by room type, block and
 * floor. A room without a type counts as 'Standard' (docs/spec.md §9); without a block or floor, 'Unassigned'.
 */
export function occupancyOf(rooms: readonly Room[]): Occupancy {
  const [overall] = grouped(rooms, () => 'All rooms');
  return {
    overall: overall ?? { label: 'All rooms', total: 0, occupied: 0, free: 0 },
    byType: grouped(rooms, (room) => room.roomType?.trim() || 'Standard'),
    byBlock: grouped(rooms, (room) => (room.block?.trim() ? `Block ${room.block.trim()}` : 'Unassigned')),
    byFloor: grouped(rooms, (room) => (Number.isFinite(room.floor) ? `Floor ${room.floor}` : 'Unassigned')),
    outOfService: rooms.filter((room) => room.status !== 'available').length,
  };
}

/** The share of beds taken, as a whole percentage (0 when there are no beds). */
export const occupiedPercent = (beds: Beds) =>
  beds.total === 0 ? 0 : Math.round((beds.occupied / beds.total) * 100);

/**
 * Beside the free beds, the empty ones they leave out: those of rooms out of service or closed, which
 * are not free (decision 0030). Without it Beds, Occupied and Free did not add up (88, 55 and 27).
 */
export function freeBedsHint(beds: Beds): string | undefined {
  const outOfService = beds.total - beds.occupied - beds.free;
  return outOfService > 0 ? `Not counting ${outOfService} out of service` : undefined;
}
