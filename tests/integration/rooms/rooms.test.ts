import { describe, expect, it } from 'vitest';
import { aRoom, aStudent, book, call } from '../../support/hostel.ts';
import { signedInAs } from '../../support/sessions.ts';

describe('rooms', () => {
  it('staff create a room; block and floor follow from its number', async () => {
    const admin = await signedInAs('admin');
    const response = await call(admin, 'POST', '/rooms', {
      roomNumber: 'd305',
      roomType: 'Triple',
      capacity: 3,
      genderDesignation: 'female',
    });
    expect(response.status).toBe(201);
    expect(response.body.message).toBe('Room created successfully');
    expect(response.body.room).toMatchObject({
      roomNumber: 'D305',
      roomType: 'Triple',
      capacity: 3,
      currentOccupancy: 0,
      freeBeds: 3,
      status: 'available',
      isAvailable: true,
      genderDesignation: 'female',
      block: 'D',
      floor: 3,
    });
    expect(response.body.room.id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('refuses a second room with the same number', async () => {
    const admin = await signedInAs('admin');
    const room = await aRoom();
    const response = await call(admin, 'POST', '/rooms', {
      roomNumber: room.roomNumber,
      roomType: 'Double',
      capacity: 2,
    });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('A room with this number already exists');
  });

  it('validates the room with field messages', async () => {
    const admin = await signedInAs('admin');
    const response = await call(admin, 'POST', '/rooms', { roomNumber: '', capacity: 0 });
    expect(response.status).toBe(400);
    expect(response.body.errors).toMatchObject({
      roomNumber: 'Room number is required',
      capacity: 'Capacity must be at least 1',
    });
  });

  it('reads a room by id and by public id', async () => {
    const student = await aStudent();
    const room = await aRoom();
    const byId = await call(student, 'GET', `/rooms/${room.id}`);
    const byPublicId = await call(student, 'GET', `/rooms/p/${room.publicId}`);
    expect(byId.status).toBe(200);
    expect(byPublicId.body).toEqual(byId.body);
    expect((await call(student, 'GET', '/rooms/ffffffffffffffffffffffff')).status).toBe(404);
  });

  it('lists rooms paged and filtered by number, type, availability and block', async () => {
    const admin = await signedInAs('admin');
    await aRoom({ roomNumber: 'Q101', roomType: 'Single', capacity: 1 });
    await aRoom({ roomNumber: 'Q102', roomType: 'Quad', capacity: 4 });
    const full = await aRoom({ roomNumber: 'Q103', roomType: 'Single', capacity: 1 });
    await book(await aStudent(), full);

    const byBlock = await call(admin, 'GET', '/rooms?block=Q&limit=2');
    expect(byBlock.body.pagination).toEqual({ page: 1, limit: 2, total: 3, pages: 2 });
    expect(byBlock.body.rooms.map((r: { roomNumber: string }) => r.roomNumber)).toEqual(['Q101', 'Q102']);
    const available = await call(admin, 'GET', '/rooms?search=q10&roomType=Single&available=true');
    expect(available.body.rooms.map((r: { roomNumber: string }) => r.roomNumber)).toEqual(['Q101']);
  });

  it('shows a student only rooms with a free bed of their gender or mixed', async () => {
    const male = await aRoom({ genderDesignation: 'male' });
    const female = await aRoom({ genderDesignation: 'female' });
    const mixed = await aRoom({ genderDesignation: 'mixed' });
    const closed = await aRoom({ status: 'closed' });
    const response = await call(await aStudent('female'), 'GET', '/rooms/available');
    const ids = response.body.rooms.map((r: { id: string }) => r.id);
    expect(ids).toContain(female.id);
    expect(ids).toContain(mixed.id);
    expect(ids).not.toContain(male.id);
    expect(ids).not.toContain(closed.id);
  });

  it('updates a room and its status; capacity cannot drop below occupancy', async () => {
    const admin = await signedInAs('admin');
    const room = await aRoom({ capacity: 2 });
    await book(await aStudent(), room);
    await book(await aStudent(), room);

    const renamed = await call(admin, 'PUT', `/rooms/${room.id}`, { roomNumber: 'Z901' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      room: { roomType: 'Double', roomNumber: 'Z901', currentOccupancy: 2 },
    });
    const shrunk = await call(admin, 'PUT', `/rooms/${room.id}`, { roomType: 'Single', capacity: 1 });
    expect(shrunk.status).toBe(409);
    const status = await call(admin, 'PUT', `/rooms/${room.id}/status`, { status: 'maintenance' });
    expect(status.body).toMatchObject({ room: { status: 'maintenance', isAvailable: false } });
    const bad = await call(admin, 'PUT', `/rooms/${room.id}/status`, { status: 'demolished' });
    expect(bad.status).toBe(400);
  });

  it('lists the occupants of a room to staff', async () => {
    const admin = await signedInAs('admin');
    const room = await aRoom();
    const student = await aStudent();
    await book(student, room);
    const response = await call(admin, 'GET', `/rooms/${room.id}/occupants`);
    expect(response.body.occupants).toMatchObject([{ id: student.user.id, email: student.user.email }]);
    expect(response.body.occupants[0]).not.toHaveProperty('passwordHash');
  });

  it('refuses to delete an occupied room and deletes an empty one', async () => {
    const admin = await signedInAs('admin');
    const room = await aRoom();
    const booking = await book(await aStudent(), room);

    const refused = await call(admin, 'DELETE', `/rooms/${room.id}`);
    expect(refused.status).toBe(409);
    await call(admin, 'DELETE', `/bookings/${booking.id}`);
    const deleted = await call(admin, 'DELETE', `/rooms/${room.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Room deleted successfully');
    expect((await call(admin, 'GET', `/rooms/${room.id}`)).status).toBe(404);
  });
});
