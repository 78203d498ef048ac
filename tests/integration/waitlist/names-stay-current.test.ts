import { describe, expect, it } from 'vitest';
import { currentBookingOf } from '../../../functions/data/bookings.ts';
import { getSettings } from '../../../functions/data/settings.ts';
import { changeEmail, getUserById } from '../../../functions/data/users.ts';
import { getEntry } from '../../../functions/data/waitlist.ts';
import { uniqueEmail } from '../../support/auth.ts';
import { aRoom, aStudent, book, call } from '../../support/hostel.ts';
import { jobsSettled } from '../../support/jobs.ts';
import { mailTo } from '../../support/mail.ts';
import { signedInAs } from '../../support/sessions.ts';
import { join } from '../../support/waitlist.ts';

const period = async () => {
  const settings = await getSettings();
  return { academicYear: settings.currentAcademicYear, semester: settings.currentSemester };
};

/** A full room of a type of its own, so the test's queue is its own. */
async function fullRoom() {
  const roomType = `Type-${Math.random().toString(36).slice(2, 8)}`;
  const room = await aRoom({ capacity: 1, roomType });
  const booking = await book(await aStudent(), room);
  return { roomType, booking };
}

describe('a waiting student’s name and email stay current (docs/spec.md §11)', () => {
  it('offers the bed at the address staff set after the student joined, and books it in the new name', async () => {
    const admin = await signedInAs('admin');
    const { roomType, booking } = await fullRoom();
    const student = await aStudent();
    await join(student, [roomType]);
    const [fullName, email] = ['Abena Owusu-Renamed', uniqueEmail('renamed')];
    expect((await call(admin, 'PUT', `/students/${student.user.id}`, { fullName, email })).status).toBe(200);

    await call(admin, 'POST', `/bookings/${booking.id}/cancel`, { cancellationReason: 'Left' });
    await jobsSettled();

    expect((await mailTo(email)).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^A bed is offered to you/),
    ]);
    expect(await mailTo(student.user.email)).toEqual([]);
    expect((await call(student, 'POST', '/waitlist/offer/accept')).status).toBe(200);
    expect((await currentBookingOf(student.user.id))?.student).toMatchObject({ fullName, email });
  });

  it('writes a confirmed new address on the student’s bookings and waitlist entry', async () => {
    const student = await aStudent();
    await book(student, await aRoom());
    const roomType = `Type-${Math.random().toString(36).slice(2, 8)}`;
    const waiting = await aStudent();
    await join(waiting, [roomType]);
    const [booked, moved] = [uniqueEmail('booked'), uniqueEmail('waiting')];

    expect(await changeEmail((await getUserById(student.user.id))!, booked)).toBe(true);
    expect(await changeEmail((await getUserById(waiting.user.id))!, moved)).toBe(true);

    expect((await currentBookingOf(student.user.id))?.student.email).toBe(booked);
    expect((await getEntry(await period(), waiting.user.id))?.student.email).toBe(moved);
  });
});
