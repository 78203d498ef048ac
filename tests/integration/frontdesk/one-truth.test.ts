import { describe, expect, it } from 'vitest';
import { aRoom, aStudent, book, call } from '../../support/hostel.ts';
import { signedInAs } from '../../support/sessions.ts';

describe('one truth per fact', () => {
  it('writes a renamed student’s new name and email on their live and archived bookings', async () => {
    const admin = await signedInAs('admin');
    const student = await aStudent('female', { fullName: 'Abena Old' });
    const ended = await book(student, await aRoom());
    await call(admin, 'POST', `/bookings/${ended.id}/cancel`, { cancellationReason: 'Moved out' });
    const live = await book(student, await aRoom());

    const renamed = await call(admin, 'PUT', `/students/${student.user.id}`, {
      fullName: 'Abena Newname',
      email: `new-${student.user.email}`,
    });
    expect(renamed.status).toBe(200);

    for (const id of [ended.id, live.id]) {
      const { body } = await call(admin, 'GET', `/bookings/${id}`);
      expect(body.booking.student).toMatchObject({
        fullName: 'Abena Newname',
        email: `new-${student.user.email}`,
      });
    }
    const found = await call(admin, 'GET', `/bookings?studentId=${student.user.id}&search=newname`);
    expect(found.body.bookings.map((b: { id: string }) => b.id).sort()).toEqual([ended.id, live.id].sort());
    const old = await call(admin, 'GET', `/bookings?studentId=${student.user.id}&search=abena old`);
    expect(old.body.bookings).toEqual([]);
  });

  it('lists a deleted booking in the archive scope and no longer in the live one', async () => {
    const admin = await signedInAs('admin');
    const student = await aStudent();
    const room = await aRoom();
    const booking = await book(student, room);
    const ids = async (scope: string) =>
      (await call(admin, 'GET', `/bookings?roomId=${room.id}&scope=${scope}`)).body.bookings.map(
        (b: { id: string }) => b.id,
      );
    expect(await ids('live')).toEqual([booking.id]);
    expect((await call(admin, 'DELETE', `/bookings/${booking.id}`)).status).toBe(200);
    expect(await ids('live')).toEqual([]);
    expect(await ids('archive')).toEqual([booking.id]);
  });
});
