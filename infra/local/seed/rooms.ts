import { roomTypeCapacities, type GenderDesignation } from '../../../functions/contract/rooms.ts';
import { systemActor, type Actor } from '../../../functions/data/audit.ts';
import { createRoom, roomCreatedAuditItems } from '../../../functions/data/rooms.ts';
import { takeOutOfService } from '../../../functions/domain/rooms/out-of-service.ts';
import { demoCalendar } from './demo-calendar.ts';

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
const closed = new Set(['C104']);
/** Taken out of service six days ago, as staff take one (decision 0030): with a reason and a day back. */
const outOfService = {
  roomNumber: 'A204',
  reason: 'Damp in the ceiling after the rains: it is being dried and repainted.',
  daysAgo: 6,
  backInDays: 10,
};

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
          status: closed.has(roomNumber) ? ('closed' as const) : ('available' as const),
          block,
          floor,
        };
      }),
    ),
  );
}

/**
 * Forty rooms created by `actor` (the demo admin; the system for the benchmarks) from `at` (ISO), a
 * minute apart as staff enter them, each with the audit entry the API's create writes; one then taken
 * out of service through the rooms' own operation.
 */
export async function seedRooms(
  actor: Actor = systemActor,
  calendar = demoCalendar(),
  at = calendar.now,
): Promise<number> {
  const rooms = seedRoomList();
  // Independent of each other: written at once.
  const created = await Promise.all(
    rooms.map((room, index) =>
      createRoom(room, (made) => roomCreatedAuditItems(actor, made), { at: calendar.after(at, index / 60) }),
    ),
  );
  const closing = created.find((room) => room.roomNumber === outOfService.roomNumber)!;
  await takeOutOfService(
    closing,
    { reason: outOfService.reason, expectedBack: calendar.day(outOfService.backInDays) },
    actor,
    calendar.on(calendar.day(-outOfService.daysAgo), 14),
  );
  return rooms.length;
}
