import { describe, expect, it } from 'vitest';
import { defaultSettings, putSettings } from '../../../functions/data/settings.ts';
import { getRoom } from '../../../functions/data/rooms.ts';
import { aRoom, aStudent, book, call } from '../../support/hostel.ts';
import { signedInAs } from '../../support/sessions.ts';

describe('POST /bookings', () => {
  it('books a bed in the current academic period and counts it in the room', async () => {
    await putSettings({ ...defaultSettings(), currentAcademicYear: '2030/2031', currentSemester: 2 });
    const room = await aRoom({ capacity: 2 });
    const student = await aStudent();
    const response = await call(student, 'POST', '/bookings', { roomId: room.id, termsAgreed: true });
    expect(response.status).toBe(201);
    expect(response.body.message).toBe('Room booked successfully');
    expect(response.body.booking).toMatchObject({
      studentId: student.user.id,
      roomId: room.id,
      status: 'active',
      academicYear: '2030/2031',
      semester: 2,
      createdByAdmin: false,
      student: { id: student.user.id, email: student.user.email },
      room: { id: room.id, roomNumber: room.roomNumber, capacity: 2 },
    });
    expect(response.body.booking.id).toMatch(/^[0-9a-f]{24}$/);
    expect((await getRoom(room.id))?.currentOccupancy).toBe(1);
  });

  it('accepts the room by its public id', async () => {
    const room = await aRoom();
    const student = await aStudent();
    const response = await call(student, 'POST', '/bookings', { roomId: room.publicId, termsAgreed: true });
    expect(response.status).toBe(201);
  });

  it('refuses a booking without agreeing to the terms', async () => {
    const room = await aRoom();
    const student = await aStudent();
    const response = await call(student, 'POST', '/bookings', { roomId: room.id, termsAgreed: false });
    expect(response.status).toBe(400);
    expect(response.body.errors.termsAgreed).toBe(
      'You must agree to the terms and conditions to book a room',
    );
  });

  it('refuses a second active booking for the same student', async () => {
    const student = await aStudent();
    await book(student, await aRoom());
    const response = await call(student, 'POST', '/bookings', {
      roomId: (await aRoom()).id,
      termsAgreed: true,
    });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('You already have an active booking');
  });

  it('refuses a full room with 409', async () => {
    const room = await aRoom({ capacity: 1 });
    await book(await aStudent(), room);
    const response = await call(await aStudent(), 'POST', '/bookings', {
      roomId: room.id,
      termsAgreed: true,
    });
    expect(response.status).toBe(409);
    expect(response.body.message).toMatch(/last free bed/);
  });

  it('refuses a room reserved for the other gender', async () => {
    const room = await aRoom({ genderDesignation: 'male' });
    const response = await call(await aStudent('female'), 'POST', '/bookings', {
      roomId: room.id,
      termsAgreed: true,
    });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('This room is reserved for male students');
  });

  it('refuses a room under maintenance', async () => {
    const room = await aRoom({ status: 'maintenance' });
    const response = await call(await aStudent(), 'POST', '/bookings', {
      roomId: room.id,
      termsAgreed: true,
    });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('This room is not open for booking');
  });

  it('answers 404 for a room that does not exist', async () => {
    const response = await call(await aStudent(), 'POST', '/bookings', {
      roomId: 'aaaaaaaaaaaaaaaaaaaaaaaa',
      termsAgreed: true,
    });
    expect(response.status).toBe(404);
  });

  it('lets staff book for a named student, marked as created by admin', async () => {
    const admin = await signedInAs('admin');
    const student = await aStudent();
    const room = await aRoom();
    const response = await call(admin, 'POST', '/bookings', {
      roomId: room.id,
      termsAgreed: true,
      studentId: student.user.id,
    });
    expect(response.status).toBe(201);
    expect(response.body.booking.createdByAdmin).toBe(true);
  });

  it('asks staff which student the booking is for', async () => {
    const admin = await signedInAs('admin');
    const response = await call(admin, 'POST', '/bookings', {
      roomId: (await aRoom()).id,
      termsAgreed: true,
    });
    expect(response.status).toBe(400);
  });
});
