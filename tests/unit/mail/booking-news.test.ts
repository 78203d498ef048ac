import { beforeAll, describe, expect, it } from 'vitest';
import { setMailEnvironment } from './mail-environment.ts';
import type { Booking } from '#contract/bookings';

type Templates = typeof import('../../../functions/domain/notifications/templates/booking-news.ts') &
  typeof import('../../../functions/domain/notifications/templates/account-news.ts');
let templates: Templates;

beforeAll(async () => {
  setMailEnvironment();
  templates = {
    ...(await import('../../../functions/domain/notifications/templates/booking-news.ts')),
    ...(await import('../../../functions/domain/notifications/templates/account-news.ts')),
  };
});

const booking = (changes: Partial<Booking> = {}): Booking => ({
  id: '0123456789abcdef01234567',
  _id: '0123456789abcdef01234567',
  publicId: 'BK-7Q2',
  studentId: 's1',
  roomId: 'r1',
  student: { id: 's1', publicId: 'ST-1', fullName: 'Ama <Mensah>', email: 'ama@example.edu' },
  room: { id: 'r1', publicId: 'RM-1', roomNumber: 'B12', roomType: 'Double', capacity: 2 },
  bookingDate: '2026-09-01T10:00:00.000Z',
  academicYear: '2026/2027',
  semester: 1,
  status: 'active',
  createdByAdmin: false,
  createdAt: '2026-09-01T10:00:00.000Z',
  ...changes,
});

describe('the booking emails', () => {
  it('confirm a booking to the student with the room, the period and a link to the booking', () => {
    const mail = templates.bookingConfirmedMail(booking());
    expect(mail.to).toBe('ama@example.edu');
    expect(mail.subject).toBe('Your room is booked: Room B12');
    expect(mail.text).toContain('Room B12 (Double) for 2026/2027 semester 1 is confirmed');
    expect(mail.text).toContain('https://hostel.example/management/student/bookings/p/BK-7Q2');
    expect(mail.html).toContain('href="https://hostel.example/management/student/bookings/p/BK-7Q2"');
  });

  it('tell a student whose bed waits for the deposit the deadline, the amount and how to pay', () => {
    const costs = {
      rent: 240_000,
      deposit: 50_000,
      currency: 'GHS',
      dueDate: '2026-09-15',
      depositDueBy: '2026-09-03T10:00:00.000Z',
    };
    const mail = templates.bookingConfirmedMail(booking({ depositDueBy: costs.depositDueBy }), costs);
    expect(mail.text).toContain('Room B12 (Double) for 2026/2027 semester 1 is made.');
    expect(mail.text).toContain(
      'Your bed is held until Thursday, September 3, 2026 at 10:00 AM UTC for your deposit of GHS 500.00.',
    );
    expect(mail.text).toContain('at the hostel office, or online from Money in your dashboard');
    expect(mail.text).toContain('the booking is cancelled and the bed is offered to the next student');
    // The deposit's day is the deadline's: the rent's own day is said of the rent alone.
    expect(mail.text).toContain('You have been charged rent GHS 2,400.00, due by 2026-09-15.');
    expect(mail.text).not.toContain('deposit of GHS 500.00, due by');
  });

  it('tell a student whose deposit was not paid in time that the booking was cancelled and what they paid stays', () => {
    const mail = templates.depositUnpaidMail(
      booking({ status: 'cancelled', depositDueBy: '2026-09-03T10:00:00.000Z' }) as Booking & {
        depositDueBy: string;
      },
    );
    expect(mail.subject).toBe('Your booking of Room B12 was cancelled: deposit not paid');
    expect(mail.text).toContain('its deposit was not paid by Thursday, September 3, 2026 at 10:00 AM UTC');
    expect(mail.text).toContain('Anything you paid stays on your account as credit');
    expect(mail.html).toContain('Ama &lt;Mensah&gt;');
  });

  it('say when the hostel office made the booking for the student', () => {
    const mail = templates.bookingConfirmedMail(booking({ createdByAdmin: true }));
    expect(mail.text).toContain('The hostel office has booked a bed for you in Room B12');
  });

  it('name the old and the new room of a move', () => {
    const mail = templates.bookingMovedMail(
      booking({ room: { id: 'r2', publicId: 'RM-2', roomNumber: 'C3', roomType: 'Single', capacity: 1 } }),
      { roomNumber: 'B12', roomType: 'Double' },
    );
    expect(mail.subject).toBe('Your booking moved to Room C3');
    expect(mail.text).toContain('from Room B12 (Double) to Room C3 (Single)');
  });

  it('give the reason staff gave for a cancellation, escaped in HTML', () => {
    const mail = templates.bookingCancelledMail(
      booking({ status: 'cancelled', cancellationReason: 'Fees <unpaid> & overdue' }),
    );
    expect(mail.subject).toBe('Your booking of Room B12 was cancelled');
    expect(mail.text).toContain('Reason given: Fees <unpaid> & overdue');
    expect(mail.html).toContain('Reason given: Fees &lt;unpaid&gt; &amp; overdue');
    expect(mail.html).not.toContain('<unpaid>');
    expect(mail.html).toContain('Hello Ama &lt;Mensah&gt;,');
  });
});

describe('the account emails staff cause', () => {
  it('tell the student staff set a new password, without the password', () => {
    const mail = templates.passwordChangedByStaffMail({ to: 'ama@example.edu', fullName: 'Ama' });
    expect(mail.subject).toBe('Your Northgate Hostel password was changed');
    expect(mail.text).toContain('signed out everywhere');
    expect(mail.text).toContain('https://hostel.example/management/login');
  });

  it('tell the student their account was deactivated', () => {
    const mail = templates.accountDeactivatedMail({ to: 'ama@example.edu', fullName: 'Ama' });
    expect(mail.subject).toBe('Your Northgate Hostel account was deactivated');
    expect(mail.text).toContain('cannot sign in');
  });
});
