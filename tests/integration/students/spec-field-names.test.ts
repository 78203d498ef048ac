import { describe, expect, it } from 'vitest';
import { aRoom, aStudent, book, call, studentProfile } from '../../support/hostel.ts';
import { signedInAs } from '../../support/sessions.ts';

/** The field names docs/spec.md §3 gives, which a client written against the original API reads and sends. */

const hex24 = /^[0-9a-f]{24}$/;

describe('the field names of docs/spec.md §3', () => {
  it('rooms carry _id, the same 24-hex id as id, in lists and alone', async () => {
    const admin = await signedInAs('admin');
    const room = await aRoom();
    const one = await call(admin, 'GET', `/rooms/${room.id}`);
    expect(one.body.room._id).toBe(room.id);
    expect(one.body.room._id).toMatch(hex24);
    const list = await call(admin, 'GET', '/rooms?limit=100');
    for (const listed of list.body.rooms as Array<{ id: string; _id: string }>)
      expect(listed._id).toBe(listed.id);
  });

  it('bookings carry _id when made, read, listed, moved and archived', async () => {
    const admin = await signedInAs('admin');
    const student = await aStudent();
    const made = await call(student, 'POST', '/bookings', { roomId: (await aRoom()).id, termsAgreed: true });
    const booking = made.body.booking as { id: string; _id: string };
    expect(booking._id).toBe(booking.id);
    expect(booking._id).toMatch(hex24);
    expect((await call(admin, 'GET', `/bookings/${booking.id}`)).body.booking._id).toBe(booking.id);
    const moved = await call(admin, 'PUT', `/bookings/${booking.id}/room`, { roomId: (await aRoom()).id });
    expect(moved.body.booking._id).toBe(booking.id);
    const cancelled = await call(admin, 'POST', `/bookings/${booking.id}/cancel`, {
      cancellationReason: 'Testing',
    });
    expect(cancelled.body.booking._id).toBe(booking.id);
    const archived = await call(admin, 'GET', `/students/${student.user.id}/bookings/archived`);
    expect(archived.body.archives[0]._id).toBe(booking.id);
  });

  it('POST /students accepts the name as full_name, as PUT does', async () => {
    const admin = await signedInAs('admin');
    const response = await call(admin, 'POST', '/students', {
      ...studentProfile('female'),
      full_name: 'Efua Mensah',
      email: 'efua.full-name@example.edu',
      password: 'Secret1!',
    });
    expect(response.status).toBe(201);
    expect(response.body.student.fullName).toBe('Efua Mensah');
  });

  it('POST /students without either spelling of the name answers with the name’s message', async () => {
    const admin = await signedInAs('admin');
    const response = await call(admin, 'POST', '/students', {
      ...studentProfile('female'),
      email: 'no-name@example.edu',
      password: 'Secret1!',
    });
    expect(response.status).toBe(400);
    expect(response.body.errors.fullName).toBe('Full name is required');
  });

  it('GET /students/{id} includes the student’s bookings, the current one first', async () => {
    const admin = await signedInAs('admin');
    const student = await aStudent();
    const first = await book(student, await aRoom());
    await call(admin, 'POST', `/bookings/${first.id}/cancel`, { cancellationReason: 'Moved out' });
    const current = await book(student, await aRoom());

    const response = await call(admin, 'GET', `/students/${student.user.id}`);
    expect(response.status).toBe(200);
    expect(
      (response.body.student.bookings as Array<{ _id: string; status: string }>).map((b) => [
        b._id,
        b.status,
      ]),
    ).toEqual([
      [current.id, 'active'],
      [first.id, 'cancelled'],
    ]);
    const own = await call(student, 'GET', `/students/${student.user.id}`);
    expect(own.body.student.bookings).toHaveLength(2);
  });
});
