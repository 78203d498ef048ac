import { describe, expect, it } from 'vitest';
import { archivedCountOfStudent, currentBookingOf } from '../../../functions/data/bookings.ts';
import { getSettings } from '../../../functions/data/settings.ts';
import { queueOf } from '../../../functions/data/waitlist.ts';
import { expireOffers } from '../../../functions/domain/waitlist/expire-offers.ts';
import { offerBedsAndTell } from '../../../functions/domain/waitlist/follow-up.ts';
import { jobsSettled } from '../../support/jobs.ts';
import { sentMail } from '../../support/mail.ts';
import { aRoom, aStudent, book, call } from '../../support/hostel.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';
import { join, ledger } from '../../support/waitlist.ts';

const roomType = 'Concurrency-Single';

async function queue() {
  const settings = await getSettings();
  return queueOf({ academicYear: settings.currentAcademicYear, semester: settings.currentSemester });
}

/** Occupancy equals active bookings plus live holds in every room, and no room is over capacity. */
async function expectBooksToAgree() {
  for (const row of await ledger()) {
    expect(row.occupancy, `room ${row.room.roomNumber}`).toBe(row.booked + row.held);
    expect(row.occupancy).toBeLessThanOrEqual(row.room.capacity);
  }
}

describe('the waitlist under concurrency', () => {
  it(
    'gives 20 beds freed at once to the first 20 eligible of 100 waiting, then the expired ones to the next 10',
    { timeout: 300_000 },
    async () => {
      const admin = await signedInAs('admin');
      // 20 single rooms, all full.
      const rooms = await Promise.all(
        Array.from({ length: 20 }, () => aRoom({ roomType, capacity: 1, block: 'C' })),
      );
      const occupants: Array<{ student: SignedIn; booking: { id: string } }> = [];
      for (const room of rooms) {
        const student = await aStudent();
        occupants.push({ student, booking: await book(student, room) });
      }
      // 100 students join in turn; every fifth of the first 30 asks for a block that has no such room,
      // so it is not eligible and is passed over.
      const waiters = await Promise.all(Array.from({ length: 100 }, () => aStudent()));
      const ineligible = new Set([4, 9, 14, 19, 24, 29]);
      for (const [index, student] of waiters.entries())
        await join(student, [roomType], ineligible.has(index) ? 'Z' : undefined);
      const eligibleInOrder = waiters.filter((_, index) => !ineligible.has(index));
      await expectBooksToAgree();

      // 20 concurrent cancellations free 20 beds at once; each starts an offer run.
      const cancelled = await Promise.all(
        occupants.map(({ booking }) =>
          call(admin, 'POST', `/bookings/${booking.id}/cancel`, { cancellationReason: 'Left early' }),
        ),
      );
      expect(cancelled.every((response) => response.status === 200)).toBe(true);
      await jobsSettled();

      const afterFreeing = await queue();
      const offered = afterFreeing.filter((entry) => entry.status === 'offered');
      expect(offered).toHaveLength(20);
      expect(new Set(offered.map((entry) => entry.studentId))).toEqual(
        new Set(eligibleInOrder.slice(0, 20).map((student) => student.user.id)),
      );
      expect(new Set(offered.map((entry) => entry.offer!.roomId)).size).toBe(20);
      await expectBooksToAgree();
      for (const { student } of occupants) expect(await archivedCountOfStudent(student.user.id)).toBe(1);

      // Half accept, at once; the other half let their offers expire.
      const accepting = eligibleInOrder.slice(0, 10);
      const accepted = await Promise.all(
        accepting.map((student) => call(student, 'POST', '/waitlist/offer/accept')),
      );
      expect(accepted.every((response) => response.status === 200)).toBe(true);
      await expectBooksToAgree();
      for (const student of accepting) expect(await currentBookingOf(student.user.id)).not.toBeNull();

      const later = new Date(Date.now() + 49 * 3_600_000);
      const [expiredA, expiredB] = await Promise.all([expireOffers(later), expireOffers(later)]);
      expect([...expiredA, ...expiredB].map((entry) => entry.studentId).sort()).toEqual(
        eligibleInOrder
          .slice(10, 20)
          .map((student) => student.user.id)
          .sort(),
      );
      await expectBooksToAgree();

      // The freed beds go to the next 10 eligible students, by several offer runs at once.
      await Promise.all([offerBedsAndTell(), offerBedsAndTell(), offerBedsAndTell()]);
      const afterExpiry = await queue();
      expect(
        new Set(afterExpiry.filter((entry) => entry.status === 'offered').map((entry) => entry.studentId)),
      ).toEqual(new Set(eligibleInOrder.slice(20, 30).map((student) => student.user.id)));
      for (const student of eligibleInOrder.slice(10, 20))
        expect(afterExpiry.some((entry) => entry.studentId === student.user.id)).toBe(false);
      expect(afterExpiry).toHaveLength(100 - 20);
      await expectBooksToAgree();

      // Every offer and expiry was told by mail exactly once, though runs overlapped throughout.
      const mail = await sentMail();
      const subjectsTo = (student: SignedIn) =>
        mail.filter((sent) => sent.to.includes(student.user.email)).map((sent) => sent.subject);
      for (const student of eligibleInOrder.slice(0, 30))
        expect(subjectsTo(student).filter((subject) => subject.startsWith('A bed is offered'))).toHaveLength(
          1,
        );
      for (const student of eligibleInOrder.slice(10, 20))
        expect(subjectsTo(student).filter((subject) => subject.endsWith('has expired'))).toHaveLength(1);
      for (const student of eligibleInOrder.slice(30))
        expect(subjectsTo(student).filter((subject) => subject.startsWith('A bed is offered'))).toEqual([]);
    },
  );
});
