import { describe, expect, it } from 'vitest';
import { defaultRoomTypes } from '../../../functions/contract/rooms.ts';
import { roomTypesBlock } from '../../../site/src/content/room-types.ts';

describe('the public rooms page’s room types', () => {
  it('show a priced type’s rent and none for a type named like an object’s member that has no price', () => {
    const double = defaultRoomTypes.find((type) => type.name === 'Double')!;
    const types = ['constructor', 'toString'].map((name) => ({ ...double, name }));

    const block = roomTypesBlock([double, ...types], {
      rentByRoomType: { Double: 240_000 },
      currency: 'GHS',
    }).value;

    expect(block).toContain('GHS 2,400.00');
    expect(block.match(/a semester/g)).toHaveLength(1);
  });
});
