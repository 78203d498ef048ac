import { describe, expect, it } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import { defaultSettings, putSettings } from '../../../functions/data/settings.ts';
import { aRoom, aStudent, book, call } from '../../support/hostel.ts';
import { signedInAs } from '../../support/sessions.ts';

describe('GET /bookings', () => {
  it('shows a student only their own bookings, and 403 for another’s', async () => {
    const student = await aStudent();
    const other = await aStudent();
    const mine = await book(student, await aRoom());
    const theirs = await book(other, await aRoom());
    const list = await call(student, 'GET', '/bookings');
    expect(list.body.bookings.map((b: { id: string }) => b.id)).toEqual([mine.id]);
    expect((await call(student, 'GET', `/bookings/p/${mine.publicId}`)).body.booking.id).toBe(mine.id);
    expect((await call(student, 'GET', `/bookings/${theirs.id}`)).status).toBe(403);
  });

  it('lets staff filter the current period by status, room, student and search', async () => {
    await putSettings({ ...defaultSettings(), currentAcademicYear: '2033/2034', currentSemester: 1 });
    const admin = await signedInAs('admin');
    const room = await aRoom({ roomNumber: 'K777', capacity: 4 });
    const ama = await aStudent('female', { fullName: 'Ama Kufuor' });
    const efua = await aStudent('female', { fullName: 'Efua Sarpong' });
    const first = await book(ama, room);
    const second = await book(efua, room);
    await call(admin, 'POST', `/bookings/${second.id}/cancel`, { cancellationReason: 'Travelled' });

    const ids = async (query: string) =>
      (await call(admin, 'GET', `/bookings?${query}`)).body.bookings.map((b: { id: string }) => b.id);
    expect(await ids(`roomId=${room.id}`)).toEqual([second.id, first.id]);
    expect(await ids(`roomId=${room.id}&status=active`)).toEqual([first.id]);
    expect(await ids(`roomId=${room.id}&status=cancelled`)).toEqual([second.id]);
    expect(await ids(`studentId=${ama.user.id}`)).toEqual([first.id]);
    expect(await ids('search=sarpong')).toEqual([second.id]);
    expect(await ids('search=k777&academicYear=2033/2034')).toEqual([second.id, first.id]);
    expect(await ids('search=k777&academicYear=2033/2034&semester=2')).toEqual([]);
    const paged = await call(admin, 'GET', `/bookings?roomId=${room.id}&limit=1&page=2`);
    expect(paged.body.pagination).toEqual({ page: 2, limit: 1, total: 2, pages: 2 });
  });

  it('answers a semester filter that is not a number with the semester’s message', async () => {
    const admin = await signedInAs('admin');
    const response = await call(admin, 'GET', '/bookings?academicYear=2033/2034&semester=first');
    expect([response.status, response.body.message]).toEqual([400, messages.settings.semesterInvalid]);
  });

  it('moves a booking to another room and refuses a move into a room reserved for the other gender', async () => {
    const admin = await signedInAs('admin');
    const student = await aStudent('male');
    const booking = await book(student, await aRoom());
    const to = await aRoom({ capacity: 3 });
    const moved = await call(admin, 'PUT', `/bookings/${booking.id}/room`, { roomId: to.publicId });
    expect(moved.body).toMatchObject({ booking: { roomId: to.id, room: { roomNumber: to.roomNumber } } });
    const female = await aRoom({ genderDesignation: 'female' });
    const refused = await call(admin, 'PUT', `/bookings/${booking.id}/room`, { roomId: female.id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This room is reserved for female students');
    const same = await call(admin, 'PUT', `/bookings/${booking.id}/room`, { roomId: to.id });
    expect(same.status).toBe(409);
  });
});
