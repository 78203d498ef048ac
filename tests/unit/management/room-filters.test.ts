import { describe, expect, it } from 'vitest';
import {
  filterChoices,
  filterRooms,
  filtersFrom,
  freeBedChoices,
} from '../../../management/src/features/rooms/components/room-filters.ts';
import type { RoomForStudent } from '../../../management/src/types/api.ts';

function room(overrides: Partial<RoomForStudent>): RoomForStudent {
  const id = '0123456789abcdef0123456' + (overrides.roomNumber ?? '0').slice(-1);
  return {
    id,
    _id: id,
    publicId: 'pub' + (overrides.roomNumber ?? ''),
    roomNumber: '101',
    roomType: 'Double',
    capacity: 2,
    currentOccupancy: 0,
    freeBeds: 2,
    status: 'available',
    isAvailable: true,
    genderDesignation: 'mixed',
    block: 'A',
    floor: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const rooms = [
  room({ roomNumber: '101', roomType: 'Single', capacity: 1, freeBeds: 1 }),
  room({ roomNumber: '102', roomType: 'Double', capacity: 2, freeBeds: 2, block: 'B' }),
  room({ roomNumber: '201', roomType: undefined, capacity: 4, freeBeds: 3 }),
];
const numbers = (list: RoomForStudent[]) => list.map((r) => r.roomNumber);

describe('the available rooms filters', () => {
  it('read their values from the URL query', () => {
    expect(filtersFrom(new URLSearchParams('search=10&capacity=2'))).toEqual({
      search: '10',
      roomType: '',
      capacity: '2',
      freeBeds: '',
    });
  });

  it('search room numbers, types and blocks, ignoring case and spaces around', () => {
    const none = { search: '', roomType: '', capacity: '', freeBeds: '' };
    expect(numbers(filterRooms(rooms, { ...none, search: ' 10' }))).toEqual(['101', '102']);
    expect(numbers(filterRooms(rooms, { ...none, search: 'double' }))).toEqual(['102']);
    expect(numbers(filterRooms(rooms, { ...none, search: 'standard' }))).toEqual(['201']);
    expect(numbers(filterRooms(rooms, { ...none, search: 'b' }))).toEqual(['102']);
  });

  it('filter by type, capacity and a minimum of free beds together', () => {
    const none = { search: '', roomType: '', capacity: '', freeBeds: '' };
    expect(numbers(filterRooms(rooms, { ...none, roomType: 'Standard' }))).toEqual(['201']);
    expect(numbers(filterRooms(rooms, { ...none, capacity: '2' }))).toEqual(['102']);
    expect(numbers(filterRooms(rooms, { ...none, freeBeds: '2' }))).toEqual(['102', '201']);
    expect(filterRooms(rooms, { ...none, capacity: '1', freeBeds: '2' })).toEqual([]);
  });

  it('offer the types and capacities present', () => {
    expect(filterChoices(rooms)).toEqual({
      roomTypes: ['Double', 'Single', 'Standard'],
      capacities: [1, 2, 4],
    });
  });

  it('also offer what the URL filters by when no room shown has it, so the control shows it', () => {
    expect(filterChoices(rooms, { roomType: 'Quad', capacity: '6' })).toEqual({
      roomTypes: ['Double', 'Quad', 'Single', 'Standard'],
      capacities: [1, 2, 4, 6],
    });
    expect(filterChoices([], { roomType: 'Single', capacity: 'x' })).toEqual({
      roomTypes: ['Single'],
      capacities: [],
    });
    expect(freeBedChoices('')).toEqual([1, 2, 3]);
    expect(freeBedChoices('5')).toEqual([1, 2, 3, 5]);
    expect(freeBedChoices('two')).toEqual([1, 2, 3]);
  });
});
