import { describe, expect, it } from 'vitest';
import { roomInputSchema } from '../../../functions/contract/rooms.ts';
import { blockAndFloorOf, toRoom } from '../../../functions/data/rooms.ts';
import type { RoomRecord } from '../../../functions/data/room-record.ts';
import { seedRoomList } from '../../../infra/local/seed/rooms.ts';

const record = (overrides: Partial<RoomRecord> = {}): RoomRecord => ({
  id: 'a'.repeat(24),
  publicId: 'publicid12345678',
  roomNumber: 'A101',
  roomType: 'Double',
  capacity: 2,
  currentOccupancy: 1,
  status: 'available',
  genderDesignation: 'mixed',
  block: 'A',
  floor: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('rooms', () => {
  it('read block and floor from the room number', () => {
    expect(blockAndFloorOf('B204')).toEqual({ block: 'B', floor: 2 });
    expect(blockAndFloorOf('c-310')).toEqual({ block: 'C', floor: 3 });
    expect(blockAndFloorOf('Annex')).toEqual({ block: '-', floor: 0 });
  });

  it('are available only when open with a free bed', () => {
    expect(toRoom(record())).toMatchObject({ freeBeds: 1, isAvailable: true });
    expect(toRoom(record({ currentOccupancy: 2 }))).toMatchObject({ freeBeds: 0, isAvailable: false });
    // A room out of service or closed has no free bed to offer (issue #27, decision 0030).
    expect(toRoom(record({ status: 'maintenance' }))).toMatchObject({ freeBeds: 0, isAvailable: false });
  });

  it('default type, designation and status on input and upper-case the number', () => {
    expect(roomInputSchema.parse({ roomNumber: 'a101', capacity: '2' })).toMatchObject({
      roomNumber: 'A101',
      roomType: 'Standard',
      capacity: 2,
      genderDesignation: 'mixed',
      status: 'available',
    });
  });

  it('seed forty distinct rooms whose capacity matches their type', () => {
    const rooms = seedRoomList();
    expect(rooms).toHaveLength(40);
    expect(new Set(rooms.map((room) => room.roomNumber)).size).toBe(40);
    const capacity = { Single: 1, Double: 2, Triple: 3, Quad: 4 } as Record<string, number>;
    for (const room of rooms) expect(room.capacity).toBe(capacity[room.roomType]);
    expect(new Set(rooms.map((room) => room.genderDesignation))).toEqual(
      new Set(['male', 'female', 'mixed']),
    );
  });
});
