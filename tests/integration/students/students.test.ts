import { describe, expect, it } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import { resetLinkTo, resetWith } from '../../support/auth.ts';
import { signedInAs } from '../../support/sessions.ts';
import { aRoom, aStudent, book, call, studentProfile } from '../../support/hostel.ts';

const newStudent = (email: string) => ({
  ...studentProfile('male'),
  fullName: 'Kwame Asante',
  email,
  password: 'Secret1!',
});

describe('students', () => {
  it('staff add a student, never shown with a password', async () => {
    const admin = await signedInAs('admin');
    const response = await call(admin, 'POST', '/students', newStudent('kwame.asante@example.edu'));
    expect(response.status).toBe(201);
    expect(response.body.message).toBe('Student created successfully!');
    expect(response.body.student).toMatchObject({
      fullName: 'Kwame Asante',
      email: 'kwame.asante@example.edu',
      role: 'student',
      gender: 'male',
      isActive: true,
      emailVerified: true,
    });
    expect(JSON.stringify(response.body)).not.toMatch(/password/i);
    const taken = await call(admin, 'POST', '/students', newStudent('kwame.asante@example.edu'));
    expect(taken.status).toBe(409);
  });

  it('validates with the SPEC messages', async () => {
    const admin = await signedInAs('admin');
    const response = await call(admin, 'POST', '/students', {
      ...newStudent('x@example.edu'),
      phoneNumber: '12',
    });
    expect(response.status).toBe(400);
    expect(response.body.errors.phoneNumber).toBe('Please enter a valid phone number');
  });

  it('lists students by name, paged, and searches name, email, phone and programme', async () => {
    const admin = await signedInAs('admin');
    for (const name of ['Zainab Yeboah', 'Zeph Adjei', 'Zoe Mensah'])
      await aStudent('female', { fullName: name, programmeOfStudy: 'BSc Zoology' });

    const page = await call(admin, 'GET', '/students?search=zoology&limit=2&page=2');
    expect(page.body.pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2 });
    expect(page.body.students.map((s: { fullName: string }) => s.fullName)).toEqual(['Zoe Mensah']);
    const byName = await call(admin, 'GET', '/students?search=ADJEI');
    expect(byName.body.students.map((s: { fullName: string }) => s.fullName)).toEqual(['Zeph Adjei']);
    const all = await call(admin, 'GET', '/students?page=1&limit=100');
    const names = all.body.students.map((s: { fullName: string }) => s.fullName);
    expect(names).toEqual(
      [...names].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    expect(all.body.pagination.total).toBe(all.body.students.length);
  });

  it('finds the students who live in a room by its number, in any case, beside the name search', async () => {
    const admin = await signedInAs('admin');
    const room = await aRoom();
    const [first, second, elsewhere] = await Promise.all([aStudent(), aStudent(), aStudent()]);
    await book(first, room);
    await book(second, room);
    await book(elsewhere, await aRoom());

    const byRoom = await call(
      admin,
      'GET',
      `/students?isActive=true&search=${room.roomNumber.toLowerCase()}`,
    );

    expect(byRoom.status).toBe(200);
    expect(byRoom.body.students.map((s: { id: string }) => s.id).sort()).toEqual(
      [first.user.id, second.user.id].sort(),
    );
    expect(byRoom.body.students[0].room.roomNumber).toBe(room.roomNumber);
    expect(byRoom.body.pagination.total).toBe(2);
  });

  it('finds nobody by a room number that only begins like a room of the hostel', async () => {
    const admin = await signedInAs('admin');
    const room = await aRoom();
    await book(await aStudent(), room);

    const partial = await call(admin, 'GET', `/students?search=${room.roomNumber.slice(0, -1)}`);

    expect(partial.body.students).toEqual([]);
  });

  it('refuses a search longer than 100 characters with a clear 400', async () => {
    const admin = await signedInAs('admin');

    const response = await call(admin, 'GET', `/students?search=${'a'.repeat(101)}`);

    expect(response.status).toBe(400);
    expect(response.body.errors.search).toBe(messages.addresses.searchTooLong);
  });

  it('pages the unfiltered list with every student exactly once', async () => {
    const admin = await signedInAs('admin');
    for (let i = 0; i < 7; i++) await aStudent();
    const total = (await call(admin, 'GET', '/students?limit=1')).body.pagination.total;
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(total / 3); page++)
      seen.push(
        ...(await call(admin, 'GET', `/students?limit=3&page=${page}`)).body.students.map(
          (s: { id: string }) => s.id,
        ),
      );
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });

  it('lets a student read and edit their own record but not its status or anyone else’s', async () => {
    const student = await aStudent();
    const other = await aStudent();
    const own = await call(student, 'GET', `/students/p/${student.user.publicId}`);
    expect(own.body.student.id).toBe(student.user.id);
    const edit = await call(student, 'PUT', `/students/${student.user.id}`, {
      full_name: 'Ama Serwaa',
      level: '300',
    });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({
      student: { fullName: 'Ama Serwaa', level: '300' },
      message: 'Profile updated successfully!',
    });
    expect((await call(student, 'PUT', `/students/${student.user.id}`, { isActive: false })).status).toBe(
      403,
    );
    expect((await call(student, 'GET', `/students/${other.user.id}`)).status).toBe(403);
  });

  it('refuses a level not on the list, from the student and from staff, with a clear 400', async () => {
    const student = await aStudent();
    const admin = await signedInAs('admin');
    const own = await call(student, 'PUT', `/students/${student.user.id}`, { level: 'Year two' });
    const staffs = await call(admin, 'POST', '/students', {
      ...newStudent('level.check@example.edu'),
      level: '700',
    });

    for (const response of [own, staffs]) {
      expect(response.status).toBe(400);
      expect(response.body.errors.level).toBe(messages.auth.levelInvalid);
    }
    expect((await call(student, 'GET', `/students/${student.user.id}`)).body.student.level).not.toBe(
      'Year two',
    );
  });

  it('staff change a student’s email and status; a deactivated student cannot book', async () => {
    const admin = await signedInAs('admin');
    const student = await aStudent();
    const email = await call(admin, 'PUT', `/students/${student.user.id}`, {
      email: 'New.Address@example.edu',
    });
    expect(email.body.student.email).toBe('new.address@example.edu');
    const toggled = await call(admin, 'PUT', `/students/${student.user.id}/status`);
    expect(toggled.body).toMatchObject({ student: { isActive: false } });
    expect((await call(student, 'GET', `/students/${student.user.id}`)).status).toBe(401);
    const other = await aStudent();
    const refused = await call(admin, 'POST', '/bookings', {
      roomId: (await aRoom()).id,
      termsAgreed: true,
      studentId: student.user.id,
    });
    expect(refused.status).toBe(409);
    expect(
      (await call(admin, 'PUT', `/students/${other.user.id}`, { email: 'new.address@example.edu' })).status,
    ).toBe(409);
  });

  it('keeps the links of a student whose Activate is pressed while they are active (a stale list)', async () => {
    const admin = await signedInAs('admin');
    const student = await aStudent();
    const token = await resetLinkTo(student.user.email);

    const pressed = await call(admin, 'PUT', `/students/${student.user.id}/status`, { isActive: true });

    expect(pressed.status).toBe(200);
    expect(pressed.body.student).toMatchObject({ isActive: true });
    // Nothing was reopened (decision 0082 ends links at each reopening): the link they hold still works.
    expect((await resetWith(token, 'Still-Mine-Pass-9')).status).toBe(200);
  });

  it('shows a student’s bookings current first and the current booking by public id', async () => {
    const admin = await signedInAs('admin');
    const student = await aStudent();
    const first = await book(student, await aRoom());
    await call(admin, 'POST', `/bookings/${first.id}/cancel`, { cancellationReason: 'Changed rooms' });
    const second = await book(student, await aRoom());

    const list = await call(student, 'GET', `/students/${student.user.id}/bookings`);
    expect(list.body.bookings.map((b: { id: string }) => b.id)).toEqual([second.id, first.id]);
    const current = await call(admin, 'GET', `/students/p/${student.user.publicId}/bookings/current`);
    expect(current.body.booking.id).toBe(second.id);
    const summary = await call(admin, 'GET', `/students/${student.user.id}/bookings/summary`);
    expect(summary.body.summary).toMatchObject({ current: { id: second.id }, archived: { count: 1 } });
  });

  it('refuses to delete a student twice', async () => {
    const admin = await signedInAs('admin');
    const student = await aStudent();
    expect((await call(admin, 'DELETE', `/students/${student.user.id}`)).body.message).toBe(
      'Student deleted successfully',
    );
    expect((await call(admin, 'DELETE', `/students/${student.user.id}`)).status).toBe(404);
  });
});
