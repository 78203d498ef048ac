import { describe, expect, it } from 'vitest';
import type { Booking } from '../../../functions/contract/bookings.ts';
import { demoCalendar } from '../../../infra/local/seed/demo-calendar.ts';
import { earlierPayments, type EarlierStay } from '../../../infra/local/seed/money.ts';
import { systemActor } from '../../../functions/data/audit.ts';

const calendar = demoCalendar(new Date('2026-09-15T12:00:00Z'));

function stay(email: string, bookedAt: string, rent: number): EarlierStay {
  const student = { id: `id-${email}`, email, fullName: email };
  return {
    booking: { studentId: student.id, student, academicYear: '2025/2026', semester: 1 } as unknown as Booking,
    bookedAt,
    endedAt: calendar.after(bookedAt, 24 * 120),
    cancelled: false,
    entries: [{ at: bookedAt, amount: rent }],
    currency: 'GHS',
  };
}

const paymentsOf = (stays: EarlierStay[]) =>
  earlierPayments(stays, systemActor, [], calendar).map(({ entry }) => [
    entry.studentId,
    entry.method,
    entry.reference,
    entry.at,
  ]);

// The seed writes the stays side by side, so they reach earlierPayments in any order; the demo hostel
// must be the same on every fresh start (README), its desk payments' methods and references included.
describe('the demo’s earlier desk payments', () => {
  it('are the same whatever order the stays were written in', () => {
    const stays = [
      stay('ama@example.edu', '2026-01-05T09:00:00.000Z', 300_000),
      stay('kofi@example.edu', '2026-01-06T09:00:00.000Z', 260_000),
      stay('esi@example.edu', '2026-01-07T09:00:00.000Z', 200_000),
      stay('yaw@example.edu', '2026-01-08T09:00:00.000Z', 160_000),
    ];
    const inOrder = paymentsOf(stays);
    expect(inOrder).toHaveLength(4);
    expect(paymentsOf([...stays].reverse())).toEqual(inOrder);
    expect(paymentsOf([stays[2]!, stays[0]!, stays[3]!, stays[1]!])).toEqual(inOrder);
  });
});
