import { roomTypeCapacities, type GenderDesignation } from '../../../functions/contract/rooms.ts';
import { createRoom } from '../../../functions/data/rooms.ts';

type RoomType = keyof typeof roomTypeCapacities;

/**
 * Three blocks of a small hostel: block A for men, block B for women, block C mixed (a common hostel
 * arrangement), two floors each, the ground floor numbered 1xx. Room types cycle so every floor has
 * single, double, triple and quad rooms; a couple of rooms are out of service, as in any real week.
 */
const blocks: Array<{ block: string; designation: GenderDesignation; floors: number[]; perFloor: number }> = [
  { block: 'A', designation: 'male', floors: [1, 2], perFloor: 8 },
  { block: 'B', designation: 'female', floors: [1, 2], perFloor: 8 },
  { block: 'C', designation: 'mixed', floors: [1, 2], perFloor: 4 },
];
const typeCycle: RoomType[] = ['Single', 'Double', 'Double', 'Triple', 'Quad', 'Double', 'Triple', 'Single'];
const outOfService: Record<string, 'maintenance' | 'closed'> = { A204: 'maintenance', C104: 'closed' };

export function seedRoomList() {
  return blocks.flatMap(({ block, designation, floors, perFloor }) =>
    floors.flatMap((floor) =>
      Array.from({ length: perFloor }, (_, index) => {
        const roomNumber = `${block}${floor}${String(index + 1).padStart(2, '0')}`;
        const roomType = typeCycle[index % typeCycle.length]!;
        return {
          roomNumber,
          roomType,
          capacity: roomTypeCapacities[roomType],
          genderDesignation: designation,
          status: outOfService[roomNumber] ?? ('available' as const),
          block,
          floor,
        };
      }),
    ),
  );
}

/** Forty rooms through the same data layer the API uses. */
export async function seedRooms(): Promise<number> {
  const rooms = seedRoomList();
  for (const room of rooms) await createRoom(room, () => []);
  return rooms.length;
}
