import { describe, expect, it } from 'vitest';
import * as messages from '#contract/messages';
import { defaultRoomTypes } from '#contract/rooms';
import { aRoom, call } from '../../support/hostel.ts';
import { signedInAs } from '../../support/sessions.ts';

const newRoom = (roomType: string, capacity: number) => ({
  roomNumber: `K${Math.random().toString(36).slice(2, 7)}`,
  roomType,
  capacity,
});

describe('room types and capacities', () => {
  it('refuses a Single room with 3 beds, and a type the hostel does not have, on the field to correct', async () => {
    const admin = await signedInAs('admin');
    const single = await call(admin, 'POST', '/rooms', newRoom('Single', 3));
    expect(single.status).toBe(400);
    expect(single.body).toMatchObject({
      message: messages.rooms.capacityOfType('Single', 1),
      errors: { capacity: messages.rooms.capacityOfType('Single', 1) },
    });
    const unknown = await call(admin, 'POST', '/rooms', newRoom('En-suite Single', 1));
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ roomType: messages.rooms.unknownType('En-suite Single') });

    expect((await call(admin, 'POST', '/rooms', newRoom('Single', 1))).status).toBe(201);
  });

  it('refuses an edit that leaves a room’s capacity other than its type’s', async () => {
    const admin = await signedInAs('admin');
    const room = await aRoom({ roomType: 'Double', capacity: 2 });
    expect((await call(admin, 'PUT', `/rooms/${room.id}`, { capacity: 3 })).status).toBe(400);
    expect((await call(admin, 'PUT', `/rooms/${room.id}`, { roomType: 'Single' })).body.errors).toEqual({
      capacity: messages.rooms.capacityOfType('Single', 1),
    });
    const changed = await call(admin, 'PUT', `/rooms/${room.id}`, { roomType: 'Triple', capacity: 3 });
    expect(changed.status).toBe(200);
    expect(changed.body.room).toMatchObject({ roomType: 'Triple', capacity: 3 });
  });

  it('lets staff add a type, which rooms and the public settings then have', async () => {
    const admin = await signedInAs('admin');
    const studio = { name: 'Studio', capacity: 1, description: 'A room with its own kitchenette.' };
    const saved = await call(admin, 'PUT', '/settings', { roomTypes: [...defaultRoomTypes, studio] });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(messages.rooms.typesSaved);
    // A new type starts with no amenities or photos (issue #30 §6).
    expect(saved.body.settings.roomTypes).toContainEqual({
      ...studio,
      amenities: [],
      otherAmenities: [],
      photos: [],
    });

    const publicSettings = await call(admin, 'GET', '/settings/public');
    expect(publicSettings.body.roomTypes.map((type: { name: string }) => type.name)).toContain('Studio');
    expect((await call(admin, 'POST', '/rooms', newRoom('Studio', 1))).status).toBe(201);
  });

  it('refuses to drop or resize a type that rooms still have, and names those rooms', async () => {
    const admin = await signedInAs('admin');
    const quad = await aRoom({ roomType: 'Quad', capacity: 4 });
    const withoutQuad = defaultRoomTypes.filter((type) => type.name !== 'Quad');
    const dropped = await call(admin, 'PUT', '/settings', { roomTypes: withoutQuad });
    expect(dropped.status).toBe(409);
    expect(dropped.body.message).toContain(`${quad.roomNumber} (Quad, 4)`);
    const resized = defaultRoomTypes.map((type) => (type.name === 'Quad' ? { ...type, capacity: 5 } : type));
    expect((await call(admin, 'PUT', '/settings', { roomTypes: resized })).status).toBe(409);
    const kept = await call(admin, 'GET', '/settings');
    expect(kept.body.settings.roomTypes).toContainEqual(
      expect.objectContaining({ name: 'Quad', capacity: 4 }),
    );
  });

  it('refuses no types, a repeated name and a student’s change', async () => {
    const admin = await signedInAs('admin');
    expect((await call(admin, 'PUT', '/settings', { roomTypes: [] })).body.errors).toEqual({
      roomTypes: messages.rooms.typesRequired,
    });
    const repeated = [...defaultRoomTypes, { name: 'single', capacity: 1 }];
    expect((await call(admin, 'PUT', '/settings', { roomTypes: repeated })).body.errors).toEqual({
      roomTypes: messages.rooms.typeNamesRepeat,
    });
    const student = await signedInAs('student');
    expect((await call(student, 'PUT', '/settings', { roomTypes: defaultRoomTypes })).status).toBe(403);
  });
});
