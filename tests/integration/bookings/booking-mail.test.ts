import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { getRoom } from '../../../functions/data/rooms.ts';
import { aRoom, aStudent, book, call } from '../../support/hostel.ts';
import { jobsSettled } from '../../support/jobs.ts';
import { mailTo } from '../../support/mail.ts';
import { signedInAs } from '../../support/sessions.ts';

/** The subjects of the mail a student received, newest first. */
const subjectsTo = async (email: string) => (await mailOf(email)).map((mail) => mail.subject);

/** The mail to an address once the jobs queue has sent what it was handed. */
async function mailOf(email: string) {
  await jobsSettled();
  return mailTo(email);
}

describe('a student hears by mail what happens to their booking', () => {
  it('is told their own booking is confirmed, with the room', async () => {
    const student = await aStudent();
    const room = await aRoom();
    await book(student, room);
    const [mail] = await mailOf(student.user.email);
    expect(mail?.subject).toBe(`Your room is booked: Room ${room.roomNumber}`);
    expect(mail?.text).toContain('is confirmed');
  });

  it('is told when staff book for them', async () => {
    const admin = await signedInAs('admin');
    const student = await aStudent();
    const room = await aRoom();
    const response = await call(admin, 'POST', '/bookings', {
      roomId: room.id,
      termsAgreed: true,
      studentId: student.user.id,
    });
    expect(response.status).toBe(201);
    const [mail] = await mailOf(student.user.email);
    expect(mail?.text).toContain(`The hostel office has booked a bed for you in Room ${room.roomNumber}`);
  });

  it('is told of a move with the old and the new room', async () => {
    const admin = await signedInAs('admin');
    const student = await aStudent();
    const [from, to] = [await aRoom(), await aRoom()];
    const booking = await book(student, from);
    expect((await call(admin, 'PUT', `/bookings/${booking.id}/room`, { roomId: to.id })).status).toBe(200);
    const [mail] = await mailOf(student.user.email);
    expect(mail?.subject).toBe(`Your booking moved to Room ${to.roomNumber}`);
    expect(mail?.text).toContain(`from Room ${from.roomNumber}`);
  });

  it('is told of a cancellation with the reason staff gave', async () => {
    const admin = await signedInAs('admin');
    const student = await aStudent();
    const booking = await book(student, await aRoom());
    await call(admin, 'POST', `/bookings/${booking.id}/cancel`, { cancellationReason: 'Fees unpaid' });
    const [mail] = await mailOf(student.user.email);
    expect(mail?.subject).toMatch(/was cancelled$/);
    expect(mail?.text).toContain('Reason given: Fees unpaid');
  });

  it('is told of a check-out', async () => {
    const admin = await signedInAs('admin');
    const student = await aStudent();
    const room = await aRoom();
    await book(student, room);
    expect((await call(admin, 'POST', `/students/${student.user.id}/check-out`)).status).toBe(200);
    expect(await subjectsTo(student.user.email)).toContain(
      `You have been checked out of Room ${room.roomNumber}`,
    );
  });

  it('is told when staff set a new password or deactivate the account, not when they edit other fields', async () => {
    const admin = await signedInAs('admin');
    const student = await aStudent();
    await call(admin, 'PUT', `/students/${student.user.id}`, { guardianName: 'Kofi Boateng' });
    expect(await subjectsTo(student.user.email)).toEqual([]);

    await call(admin, 'PUT', `/students/${student.user.id}`, { password: 'New-Pass1' });
    expect(await subjectsTo(student.user.email)).toEqual(['Your Northgate Hostel password was changed']);

    await call(admin, 'PUT', `/students/${student.user.id}/status`, { isActive: false });
    expect((await subjectsTo(student.user.email))[0]).toBe('Your Northgate Hostel account was deactivated');
  });
});

describe('a mail that fails never undoes the booking change', () => {
  it('keeps a cancellation and answers it as done when SES is down', async () => {
    const admin = await signedInAs('admin');
    const student = await aStudent();
    const room = await aRoom();
    const booking = await book(student, room);
    const ses = mockClient(SESv2Client);
    ses.on(SendEmailCommand).rejects(Object.assign(new Error('SES is down'), { name: 'ServiceUnavailable' }));
    try {
      const response = await call(admin, 'POST', `/bookings/${booking.id}/cancel`, {
        cancellationReason: 'Fees unpaid',
      });
      expect(response.status).toBe(200);
      expect((await jobsSettled()).deadLetters).toBeGreaterThan(0);
    } finally {
      ses.restore();
    }
    expect((await call(admin, 'GET', `/bookings/${booking.id}`)).body.booking.status).toBe('cancelled');
    expect((await getRoom(room.id))?.currentOccupancy).toBe(0);
  });

  it('keeps a student’s own booking when SES is down', async () => {
    const student = await aStudent();
    const room = await aRoom();
    const ses = mockClient(SESv2Client);
    ses.on(SendEmailCommand).rejects(Object.assign(new Error('SES is down'), { name: 'ServiceUnavailable' }));
    try {
      const response = await call(student, 'POST', '/bookings', { roomId: room.id, termsAgreed: true });
      expect(response.status).toBe(201);
      await jobsSettled();
    } finally {
      ses.restore();
    }
    expect((await getRoom(room.id))?.currentOccupancy).toBe(1);
  });
});
