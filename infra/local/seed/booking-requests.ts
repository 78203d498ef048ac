import type { Booking } from '../../../functions/contract/bookings.ts';
import { userActor, type Actor } from '../../../functions/data/audit.ts';
import {
  askedAuditItems,
  closedRequest,
  closeRequest,
  createRequest,
  decisionAuditItems,
  newRequest,
} from '../../../functions/data/booking-requests.ts';
import { desksOf } from '../../../functions/data/desk.ts';
import { getUserByEmail, getUserById } from '../../../functions/data/users.ts';
import type { BookingRequest } from '../../../functions/contract/booking-requests.ts';
import type { DemoCalendar } from './demo-calendar.ts';
import { residentsByRoom, spreadOver } from './residents.ts';

/** A request as a student asks it, at `at`, with the audit entry the asking writes. */
async function ask(
  booking: Booking,
  input: Pick<BookingRequest, 'kind' | 'reason' | 'preferences'>,
  at: string,
): Promise<BookingRequest> {
  const request = newRequest(booking, input, at);
  const student = userActor((await getUserById(booking.studentId))!);
  await createRequest(request, booking, askedAuditItems(student, booking, request));
  return request;
}

/**
 * Demo booking requests (issue #30 §2), from residents living in their rooms other than the demo
 * resident (whose booking stays free to ask on): two open, so the staff queue and the dashboard's count
 * show something, and one the office declined the morning after it was asked.
 */
export async function seedBookingRequests(
  demoStudentEmail: string,
  actor: Actor,
  calendar: DemoCalendar,
): Promise<void> {
  const demo = await getUserByEmail(demoStudentEmail);
  const active = (await residentsByRoom()).filter((booking) => booking.studentId !== demo?.id);
  // Checked in and staying the semester: not one arriving or leaving on a day of their own.
  const desks = await desksOf(active.map((booking) => booking.id));
  const staying = active.filter((booking) => {
    const desk = desks.get(booking.id);
    return desk?.checkIn && !desk.departure;
  });
  // Spread over the hostel: the one with a roommate to move away from shares a room, the one asking for
  // the ground floor lives upstairs (rooms 2xx).
  const [first] = spreadOver(
    staying.filter((booking) => booking.room.capacity > 1),
    1,
  );
  const [, second] = spreadOver(
    staying.filter((booking) => booking !== first),
    3,
  );
  const third = staying
    .filter((booking) => booking.room.roomNumber.charAt(1) === '2' && booking !== first && booking !== second)
    .at(-1);
  if (first)
    await ask(
      first,
      {
        kind: 'roomChange',
        reason: 'My roommate studies at night and I have early lectures.',
        preferences: { roomType: 'Single', block: null, room: null, note: 'Any quiet floor' },
      },
      calendar.hoursAgo(20),
    );
  if (second)
    await ask(
      second,
      {
        kind: 'cancellation',
        reason: 'I am transferring to another university next month.',
        preferences: null,
      },
      calendar.hoursAgo(5),
    );
  if (third) {
    const request = await ask(
      third,
      {
        kind: 'roomChange',
        reason: 'I would like a room on the ground floor, nearer the library.',
        preferences: { roomType: null, block: null, room: null, note: 'Ground floor' },
      },
      calendar.on(calendar.day(-3), 21.2),
    );
    const decision = {
      outcome: 'declined' as const,
      reason: 'The ground-floor rooms are kept for residents who need step-free access.',
      by: { id: actor.id, name: actor.name ?? null },
      at: calendar.on(calendar.day(-2), 10.25),
      roomNumber: null,
    };
    const decided = closedRequest(request, { decision }, decision.at);
    await closeRequest(decided, decisionAuditItems(actor, request, third, decided));
  }
}
