import { describe, expect, it } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import { getRoom } from '../../../functions/data/rooms.ts';
import { defaultSettings, putSettings } from '../../../functions/data/settings.ts';
import { aRoom, aStudent, book, call } from '../../support/hostel.ts';
import { jobsSettled } from '../../support/jobs.ts';
import { signedInAs } from '../../support/sessions.ts';

/** The archived bookings of a student as staff read them. */
async function archiveOf(staff: Awaited<ReturnType<typeof signedInAs>>, studentId: string) {
  const response = await call(staff, 'GET', `/students/${studentId}/bookings/archived?limit=100`);
  expect(response.status).toBe(200);
  return response.body.archives as Array<Record<string, unknown>>;
}

describe('ending a booking moves it to the archive', () => {
  it('cancel keeps the booking with its reason, who and when, and frees the bed', async () => {
    const admin = await signedInAs('admin');
    const student = await aStudent();
    const room = await aRoom();
    const booking = await book(student, room);

    const response = await call(admin, 'POST', `/bookings/${booking.id}/cancel`, {
      cancellationReason: 'Moved out early',
    });

    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Booking cancelled successfully');
    const [archived] = await archiveOf(admin, student.user.id);
    expect(archived).toMatchObject({
      id: booking.id,
      status: 'cancelled',
      cancellationReason: 'Moved out early',
      archivedBy: admin.user.id,
      archiveReason: 'Cancelled',
    });
    expect(archived!.archivedAt).toEqual(expect.any(String));
    expect(archived!.originalCreatedAt).toEqual(expect.any(String));
    expect((await getRoom(room.id))?.currentOccupancy).toBe(0);
    expect((await call(admin, 'GET', `/bookings/${booking.id}`)).body.booking.status).toBe('cancelled');
  });

  it('check-out archives the current booking as inactive', async () => {
    const admin = await signedInAs('admin');
    const student = await aStudent();
    const booking = await book(student, await aRoom());

    const response = await call(admin, 'POST', `/students/${student.user.id}/check-out`);

    expect(response.status).toBe(200);
    expect(await archiveOf(admin, student.user.id)).toMatchObject([
      { id: booking.id, status: 'inactive', archiveReason: 'Checked out' },
    ]);
    expect(
      (await call(admin, 'GET', `/students/${student.user.id}/bookings/current`)).body.booking,
    ).toBeNull();
  });

  it('check-out of a student without a booking is 409', async () => {
    const admin = await signedInAs('admin');
    const student = await aStudent();
    const response = await call(admin, 'POST', `/students/${student.user.id}/check-out`);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('This student has no active booking');
  });

  it('delete archives the booking instead of losing it', async () => {
    const admin = await signedInAs('admin');
    const student = await aStudent();
    const booking = await book(student, await aRoom());

    expect((await call(admin, 'DELETE', `/bookings/${booking.id}`)).status).toBe(200);

    expect(await archiveOf(admin, student.user.id)).toMatchObject([
      { id: booking.id, status: 'archived', archiveReason: 'Booking deleted' },
    ]);
  });

  it('a status change archives with the given reason; invalid transitions are 409', async () => {
    const admin = await signedInAs('admin');
    const student = await aStudent();
    const booking = await book(student, await aRoom());

    const same = await call(admin, 'PUT', `/bookings/${booking.id}/status`, { status: 'active' });
    expect(same.status).toBe(409);
    const ended = await call(admin, 'PUT', `/bookings/${booking.id}/status`, {
      status: 'inactive',
      reason: 'End of semester',
    });
    expect(ended.status).toBe(200);
    expect(ended.body.booking).toMatchObject({ status: 'inactive', archiveReason: 'End of semester' });
    const again = await call(admin, 'PUT', `/bookings/${booking.id}/status`, { status: 'active' });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/cannot change from inactive to active/);
  });

  it('a status change with a reason over 500 characters is refused with the limit; one of 500 ends the booking', async () => {
    const admin = await signedInAs('admin');
    const booking = await book(await aStudent(), await aRoom());

    const refused = await call(admin, 'PUT', `/bookings/${booking.id}/status`, {
      status: 'cancelled',
      reason: 'x'.repeat(501),
    });

    expect([refused.status, refused.body.message]).toEqual([400, messages.common.textTooLong(500)]);
    expect(refused.body.errors).toEqual({ reason: messages.common.textTooLong(500) });
    expect((await call(admin, 'GET', `/bookings/${booking.id}`)).body.booking.status).toBe('active');
    // 500 is within the limit; and the booking, ended, leaves clear-all's count below as it was.
    const ended = await call(admin, 'PUT', `/bookings/${booking.id}/status`, {
      status: 'cancelled',
      reason: 'x'.repeat(500),
    });
    expect(ended.status).toBe(200);
  });

  it('deleting a student archives their booking and keeps it readable', async () => {
    const admin = await signedInAs('admin');
    const student = await aStudent();
    const room = await aRoom();
    const booking = await book(student, room);

    expect((await call(admin, 'DELETE', `/students/${student.user.id}`)).status).toBe(200);

    const read = await call(admin, 'GET', `/bookings/${booking.id}`);
    expect(read.body.booking).toMatchObject({
      status: 'archived',
      archiveReason: 'Student deleted',
      student: { email: student.user.email },
    });
    expect((await getRoom(room.id))?.currentOccupancy).toBe(0);
    expect((await call(admin, 'GET', `/students/${student.user.id}`)).status).toBe(404);
  });

  it('clear-all archives every active booking in batched transactions', async () => {
    const admin = await signedInAs('admin');
    const room = await aRoom({ capacity: 12 });
    const others = await Promise.all(Array.from({ length: 3 }, () => aRoom({ capacity: 12 })));
    const students = await Promise.all(Array.from({ length: 30 }, () => aStudent()));
    for (const [i, student] of students.entries()) await book(student, i < 12 ? room : others[i % 3]!);

    const response = await call(admin, 'DELETE', '/bookings');

    expect(response.status).toBe(200);
    expect(response.body.archived).toBe(30);
    expect((await getRoom(room.id))?.currentOccupancy).toBe(0);
    for (const other of others) expect((await getRoom(other.id))?.currentOccupancy).toBe(0);
    const archived = await archiveOf(admin, students[7]!.user.id);
    expect(archived).toMatchObject([{ status: 'archived', archiveReason: 'All bookings cleared' }]);
  });

  it('a new academic period archives the previous period’s active bookings', async () => {
    await putSettings({ ...defaultSettings(), currentAcademicYear: '2031/2032', currentSemester: 1 });
    const admin = await signedInAs('admin');
    const student = await aStudent();
    const room = await aRoom();
    const booking = await book(student, room);

    const response = await call(admin, 'PUT', '/settings', { currentSemester: 2 });
    await jobsSettled();

    expect(response.status).toBe(200);
    expect(response.body.settings).toMatchObject({ currentAcademicYear: '2031/2032', currentSemester: 2 });
    expect(await archiveOf(admin, student.user.id)).toMatchObject([
      {
        id: booking.id,
        status: 'archived',
        archiveReason: expect.stringMatching(/roll-over to 2031\/2032 semester 2/),
      },
    ]);
    expect((await getRoom(room.id))?.currentOccupancy).toBe(0);
  });

  it('pages through a student’s archive returning every booking exactly once', async () => {
    const admin = await signedInAs('admin');
    const student = await aStudent();
    const ids: string[] = [];
    for (let i = 0; i < 23; i++) {
      const booking = await book(student, await aRoom());
      await call(admin, 'POST', `/bookings/${booking.id}/cancel`, { cancellationReason: `reason ${i}` });
      ids.push(booking.id);
    }

    const seen: string[] = [];
    let pages = 0;
    for (let page = 1; page <= 10; page++) {
      const response = await call(
        admin,
        'GET',
        `/students/${student.user.id}/bookings/archived?page=${page}&limit=5`,
      );
      expect(response.body.pagination).toMatchObject({ page, limit: 5, total: 23, pages: 5 });
      pages = response.body.pagination.pages;
      seen.push(...response.body.archives.map((b: { id: string }) => b.id));
      if (page >= pages) break;
    }

    expect(pages).toBe(5);
    expect(seen).toHaveLength(23);
    expect(new Set(seen)).toEqual(new Set(ids));
    const summary = await call(student, 'GET', `/students/${student.user.id}/bookings/summary`);
    expect(summary.body.summary).toEqual({ current: null, archived: { count: 23 } });
  });
});
