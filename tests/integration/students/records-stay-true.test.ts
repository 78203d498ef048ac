import { describe, expect, it } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import { currentBookingOf, getBooking } from '../../../functions/data/bookings.ts';
import { getRoom } from '../../../functions/data/rooms.ts';
import { getSettings } from '../../../functions/data/settings.ts';
import { updateStudent } from '../../../functions/data/students.ts';
import { getUserById } from '../../../functions/data/users.ts';
import { getEntry, waitingCounters } from '../../../functions/data/waitlist.ts';
import { aRoom, aStudent, book, call } from '../../support/hostel.ts';
import { jobsSettled } from '../../support/jobs.ts';
import { mailTo } from '../../support/mail.ts';
import { signedInAs } from '../../support/sessions.ts';
import { join } from '../../support/waitlist.ts';

const period = async () => {
  const settings = await getSettings();
  return { academicYear: settings.currentAcademicYear, semester: settings.currentSemester };
};

const uniqueType = () => `Type-${Math.random().toString(36).slice(2, 8)}`;

/** A full room of a type of its own, so each test's queue is its own. */
async function fullRoom(overrides: Parameters<typeof aRoom>[0] = {}) {
  const roomType = uniqueType();
  const room = await aRoom({ capacity: 1, roomType, ...overrides });
  const occupant = await aStudent(overrides.genderDesignation === 'male' ? 'male' : 'female');
  const booking = await book(occupant, room);
  return { room, roomType, occupant, booking };
}

describe('a student’s gender and the bed they hold (issue #25)', () => {
  it('refuses a student changing their own gender while they hold a bed in a single-gender room', async () => {
    const student = await aStudent('female');
    const room = await aRoom({ genderDesignation: 'female' });
    await book(student, room);

    const attempt = await call(student, 'PUT', `/students/${student.user.id}`, { gender: 'male' });

    expect(attempt.status).toBe(409);
    expect(attempt.body.message).toBe(messages.students.genderLockedOwn(room.roomNumber, 'female'));
    expect((await getUserById(student.user.id))?.gender).toBe('female');
  });

  it('lets a student change their gender in a mixed room, or with no room', async () => {
    const inMixed = await aStudent('female');
    await book(inMixed, await aRoom({ genderDesignation: 'mixed' }));
    const roomless = await aStudent('female');

    expect((await call(inMixed, 'PUT', `/students/${inMixed.user.id}`, { gender: 'male' })).status).toBe(200);
    expect((await call(roomless, 'PUT', `/students/${roomless.user.id}`, { gender: 'male' })).status).toBe(
      200,
    );
    expect((await getUserById(inMixed.user.id))?.gender).toBe('male');
    expect((await getUserById(roomless.user.id))?.gender).toBe('male');
  });

  it('refuses staff an edit of the gender too, and lets them change it with a move', async () => {
    const admin = await signedInAs('admin');
    const student = await aStudent('female');
    const from = await aRoom({ genderDesignation: 'female' });
    const to = await aRoom({ genderDesignation: 'male' });
    const booking = await book(student, from);

    const edit = await call(admin, 'PUT', `/students/${student.user.id}`, { gender: 'male' });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe(messages.students.genderLockedStaff(from.roomNumber, 'female'));

    // A move without the new gender is refused by the room; with it, both change in one step.
    const plainMove = await call(admin, 'PUT', `/bookings/${booking.id}/room`, { roomId: to.id });
    expect(plainMove.status).toBe(409);
    const move = await call(admin, 'PUT', `/bookings/${booking.id}/room`, { roomId: to.id, gender: 'male' });
    expect(move.status).toBe(200);
    expect((await getUserById(student.user.id))?.gender).toBe('male');
    expect((await currentBookingOf(student.user.id))?.roomId).toBe(to.id);
    expect((await getRoom(from.id))?.currentOccupancy).toBe(0);
  });

  it('refuses a move with a gender not offered, saying which are, and moves nothing', async () => {
    const admin = await signedInAs('admin');
    const student = await aStudent('female');
    const from = await aRoom();
    const to = await aRoom();
    const booking = await book(student, from);

    const move = await call(admin, 'PUT', `/bookings/${booking.id}/room`, { roomId: to.id, gender: 'robot' });

    expect([move.status, move.body.message]).toEqual([400, messages.auth.genderInvalid]);
    expect(move.body.errors).toEqual({ gender: messages.auth.genderInvalid });
    expect((await currentBookingOf(student.user.id))?.roomId).toBe(from.id);
  });

  it('refuses the change while the student holds an offered bed in a single-gender room', async () => {
    const admin = await signedInAs('admin');
    const { room, roomType, booking } = await fullRoom({ genderDesignation: 'female' });
    const student = await aStudent('female');
    await join(student, [roomType]);
    await call(admin, 'POST', `/bookings/${booking.id}/cancel`, { cancellationReason: 'Left' });
    await jobsSettled();
    expect((await getEntry(await period(), student.user.id))?.offer?.roomId).toBe(room.id);

    const attempt = await call(student, 'PUT', `/students/${student.user.id}`, { gender: 'male' });

    expect(attempt.status).toBe(409);
    expect(attempt.body.message).toBe(messages.students.genderLockedOwn(room.roomNumber, 'female'));
  });

  it('matches a waiting student to rooms by their new gender', async () => {
    const roomType = uniqueType();
    const student = await aStudent('female');
    await join(student, [roomType]);

    expect((await call(student, 'PUT', `/students/${student.user.id}`, { gender: 'male' })).status).toBe(200);

    expect((await getEntry(await period(), student.user.id))?.gender).toBe('male');
    const counters = await waitingCounters(await period());
    expect(
      counters
        .filter((c) => c.key.startsWith(`${roomType}#`))
        .map((c) => c.key)
        .sort(),
    ).toEqual([`${roomType}#*#all`, `${roomType}#*#male`]);
  });
});

describe('deactivating a student (issue #25, issue #30)', () => {
  it('asks whether the booking ends before deactivating a student who holds a bed', async () => {
    const admin = await signedInAs('admin');
    const student = await aStudent();
    const room = await aRoom();
    await book(student, room);

    const unanswered = await call(admin, 'PUT', `/students/${student.user.id}/status`, { isActive: false });

    expect(unanswered.status).toBe(409);
    expect(unanswered.body).toMatchObject({
      message: messages.students.holdsBooking(room.roomNumber),
      holdsBooking: true,
    });
    expect((await getUserById(student.user.id))?.isActive).toBe(true);
  });

  it('ends the booking with the deactivation when staff say so, frees the bed and tells the student', async () => {
    const admin = await signedInAs('admin');
    const student = await aStudent();
    const room = await aRoom();
    const booking = await book(student, room);

    const answer = await call(admin, 'PUT', `/students/${student.user.id}/status`, {
      isActive: false,
      endBooking: true,
    });

    expect(answer.status).toBe(200);
    expect((await getUserById(student.user.id))?.isActive).toBe(false);
    expect(await currentBookingOf(student.user.id)).toBeNull();
    expect(await getBooking(booking.id)).toMatchObject({
      status: 'inactive',
      archiveReason: messages.archiveReasons.studentDeactivated,
    });
    expect((await getRoom(room.id))?.currentOccupancy).toBe(0);
    // The deactivation's own mail, beside the desk's check-out notice (decision 0050).
    const mails = await mailTo(student.user.email);
    const mail = mails.find((each) => each.subject === 'Your Northgate Hostel account was deactivated');
    expect(mail?.text).toContain(`Your booking of Room ${room.roomNumber} has ended`);
    expect(mails.map((each) => each.subject)).toContain(
      `You have been checked out of Room ${room.roomNumber}`,
    );
  });

  it('keeps the booking when staff say so', async () => {
    const admin = await signedInAs('admin');
    const student = await aStudent();
    const room = await aRoom();
    await book(student, room);

    const answer = await call(admin, 'PUT', `/students/${student.user.id}/status`, {
      isActive: false,
      endBooking: false,
    });

    expect(answer.status).toBe(200);
    expect((await currentBookingOf(student.user.id))?.roomId).toBe(room.id);
    expect((await getRoom(room.id))?.currentOccupancy).toBe(1);
  });

  it('mails the student when they are deactivated and again when they are activated', async () => {
    const admin = await signedInAs('admin');
    const student = await aStudent();

    await call(admin, 'PUT', `/students/${student.user.id}/status`, { isActive: false });
    await call(admin, 'PUT', `/students/${student.user.id}/status`, { isActive: true });

    expect((await mailTo(student.user.email)).map((mail) => mail.subject)).toEqual([
      'Your Northgate Hostel account is active again',
      'Your Northgate Hostel account was deactivated',
    ]);
  });

  it('changes the status only through the status action, which asks first', async () => {
    const admin = await signedInAs('admin');
    const student = await aStudent();
    await book(student, await aRoom());

    const edit = await call(admin, 'PUT', `/students/${student.user.id}`, { isActive: false });

    expect(edit.status).toBe(400);
    expect(edit.body.message).toBe(messages.students.statusSeparately);
    expect((await getUserById(student.user.id))?.isActive).toBe(true);
  });

  it('takes a deactivated student off the waitlist, so the freed bed goes to the next student', async () => {
    const admin = await signedInAs('admin');
    const { room, roomType, booking } = await fullRoom();
    const [first, second] = [await aStudent(), await aStudent()];
    await join(first, [roomType]);
    await join(second, [roomType]);

    expect((await call(admin, 'PUT', `/students/${first.user.id}/status`, { isActive: false })).status).toBe(
      200,
    );
    expect(await getEntry(await period(), first.user.id)).toBeNull();
    await call(admin, 'POST', `/bookings/${booking.id}/cancel`, { cancellationReason: 'Left' });
    await jobsSettled();

    expect((await getEntry(await period(), second.user.id))?.offer?.roomId).toBe(room.id);
    expect((await mailTo(first.user.email))[0]?.text).toContain('taken off the waitlist');
  });

  it('gives back a bed held for a student who is deactivated and offers it to the next', async () => {
    const admin = await signedInAs('admin');
    const { room, roomType, booking } = await fullRoom();
    const [first, second] = [await aStudent(), await aStudent()];
    await join(first, [roomType]);
    await join(second, [roomType]);
    await call(admin, 'POST', `/bookings/${booking.id}/cancel`, { cancellationReason: 'Left' });
    await jobsSettled();
    expect((await getEntry(await period(), first.user.id))?.status).toBe('offered');

    await call(admin, 'PUT', `/students/${first.user.id}/status`, { isActive: false });
    await jobsSettled();

    expect(await getEntry(await period(), first.user.id)).toBeNull();
    expect((await getEntry(await period(), second.user.id))?.offer?.roomId).toBe(room.id);
    expect((await getRoom(room.id))?.currentOccupancy).toBe(1);
  });

  it('never offers a bed to an inactive student still in the queue: the entry is dropped and the next is offered', async () => {
    const admin = await signedInAs('admin');
    const { room, roomType, booking } = await fullRoom();
    const [inactive, next] = [await aStudent(), await aStudent()];
    await join(inactive, [roomType]);
    await join(next, [roomType]);
    // Deactivated behind the API's back (as a deactivation racing the offer job would leave it).
    const record = (await getUserById(inactive.user.id))!;
    await updateStudent(record, { isActive: false }, () => []);

    await call(admin, 'POST', `/bookings/${booking.id}/cancel`, { cancellationReason: 'Left' });
    await jobsSettled();

    expect(await getEntry(await period(), inactive.user.id)).toBeNull();
    expect((await getEntry(await period(), next.user.id))?.offer?.roomId).toBe(room.id);
  });
});
