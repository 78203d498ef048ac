import { describe, expect, it } from 'vitest';
import type { Room } from '#contract/rooms';
import { moveTargets, statusChoices } from '../../../management/src/features/bookings-admin/move-targets.ts';
import { bookingListPath } from '../../../management/src/lib/booking-list.ts';
import { roomListPath } from '../../../management/src/lib/room-list.ts';

function room(id: string, changes: Partial<Room> = {}): Room {
  return {
    id,
    _id: id,
    publicId: `p-${id}`,
    roomNumber: id.toUpperCase(),
    roomType: 'Double',
    capacity: 2,
    currentOccupancy: 0,
    freeBeds: 2,
    status: 'available',
    isAvailable: true,
    outOfService: null,
    genderDesignation: 'mixed',
    block: 'A',
    floor: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...changes,
  };
}

describe('moveTargets', () => {
  const rooms = [
    room('a10'),
    room('a2', { genderDesignation: 'female' }),
    room('a3', { genderDesignation: 'male' }),
    room('a4', { freeBeds: 0, currentOccupancy: 2, isAvailable: false }),
    room('a5', { status: 'maintenance', isAvailable: false }),
    room('a6', { status: 'closed', isAvailable: false }),
    room('here'),
  ];

  it('offers only open rooms with a free bed, other than the current one, for the student gender', () => {
    expect(moveTargets(rooms, 'here', 'female').map((r) => r.id)).toEqual(['a2', 'a10']);
    expect(moveTargets(rooms, 'here', 'male').map((r) => r.id)).toEqual(['a3', 'a10']);
  });

  it('offers only mixed rooms when the gender is unknown', () => {
    expect(moveTargets(rooms, 'here', undefined).map((r) => r.id)).toEqual(['a10']);
  });

  it('sorts room numbers naturally', () => {
    const sorted = moveTargets([room('b10'), room('b9'), room('b1')], 'x', 'male');
    expect(sorted.map((r) => r.roomNumber)).toEqual(['B1', 'B9', 'B10']);
  });
});

describe('statusChoices', () => {
  it('lets only an active booking end, in the three ways the API allows', () => {
    expect(statusChoices('active')).toEqual(['inactive', 'cancelled', 'archived']);
    for (const ended of ['inactive', 'cancelled', 'archived'] as const)
      expect(statusChoices(ended)).toEqual([]);
  });
});

describe('list paths', () => {
  it('leave out empty filters and keep the rest', () => {
    expect(roomListPath({ search: ' ', available: '', block: 'B', page: 2, limit: 20 })).toBe(
      '/rooms?block=B&page=2&limit=20',
    );
    expect(bookingListPath({})).toBe('/bookings');
    expect(
      bookingListPath({ status: 'active', academicYear: '2025/2026', semester: '1', search: 'Ama K' }),
    ).toBe('/bookings?status=active&academicYear=2025%2F2026&semester=1&search=Ama+K');
  });
});
