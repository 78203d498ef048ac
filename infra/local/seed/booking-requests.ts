import { activeBookings } from '../../../functions/data/bookings.ts';
import {
  closedRequest,
  closeRequest,
  createRequest,
  newRequest,
} from '../../../functions/data/booking-requests.ts';
import { getUserByEmail } from '../../../functions/data/users.ts';

/**
 * Demo booking requests (issue #30 §2), from residents other than the demo student (whose booking stays
 * free to ask on): two open, so the staff queue and the dashboard's count show something, and one the
 * office declined.
 */
export async function seedBookingRequests(demoStudentEmail: string): Promise<void> {
  const [admin, demo] = await Promise.all([
    getUserByEmail('admin@northgate.example'),
    getUserByEmail(demoStudentEmail),
  ]);
  const [first, second, third] = (await activeBookings()).filter((booking) => booking.studentId !== demo?.id);
  const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
  if (first) {
    const request = newRequest(
      first,
      {
        kind: 'roomChange',
        reason: 'My roommate studies at night and I have early lectures.',
        preferences: { roomType: 'Single', block: null, room: null, note: 'Any quiet floor' },
      },
      ago(20),
    );
    await createRequest(request, first, []);
  }
  if (second) {
    const request = newRequest(
      second,
      {
        kind: 'cancellation',
        reason: 'I am transferring to another university next month.',
        preferences: null,
      },
      ago(5),
    );
    await createRequest(request, second, []);
  }
  if (third && admin) {
    const request = newRequest(
      third,
      {
        kind: 'roomChange',
        reason: 'I would like to be nearer the library.',
        preferences: { roomType: null, block: 'A', room: null, note: null },
      },
      ago(72),
    );
    await createRequest(request, third, []);
    const decision = {
      outcome: 'declined' as const,
      reason: 'Block A is full this semester; ask again when the waitlist moves.',
      by: { id: admin.id, name: admin.fullName },
      at: ago(48),
      roomNumber: null,
    };
    await closeRequest(closedRequest(request, { decision }, decision.at), []);
  }
}
