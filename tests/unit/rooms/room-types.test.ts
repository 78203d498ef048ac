import { describe, expect, it } from 'vitest';
import * as messages from '#contract/messages';
import { defaultRoomTypes, roomTypeProblem, roomTypesSchema } from '#contract/rooms';

describe('room types and capacities', () => {
  it('accepts a room with exactly its type’s beds', () => {
    expect(roomTypeProblem(defaultRoomTypes, 'Single', 1)).toBeNull();
    expect(roomTypeProblem(defaultRoomTypes, 'Quad', 4)).toBeNull();
  });

  it('refuses a Single with 3 beds on the capacity, and an unknown type on the type', () => {
    expect(roomTypeProblem(defaultRoomTypes, 'Single', 3)).toEqual({
      field: 'capacity',
      message: messages.rooms.capacityOfType('Single', 1),
    });
    expect(roomTypeProblem(defaultRoomTypes, 'En-suite Single', 1)).toEqual({
      field: 'roomType',
      message: messages.rooms.unknownType('En-suite Single'),
    });
  });

  it('keeps each type name once, in any case, and at least one type', () => {
    expect(roomTypesSchema.safeParse([...defaultRoomTypes, { name: 'DOUBLE', capacity: 2 }]).success).toBe(
      false,
    );
    expect(roomTypesSchema.safeParse([]).success).toBe(false);
    expect(roomTypesSchema.parse([{ name: ' Studio ', capacity: '1' }])).toEqual([
      { name: 'Studio', capacity: 1, description: '' },
    ]);
  });
});
