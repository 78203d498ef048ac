import type { Booking } from '#contract/bookings';
import * as messages from '#contract/messages';
import { systemActor } from '../../data/audit.ts';
import { bookingsPastDepositDeadline } from '../../data/bookings.ts';
import { getSettings } from '../../data/settings.ts';
import { HttpError } from '../../platform/errors.ts';
import { flushOutbox } from '../notifications/after-commit.ts';
import { noticeItems } from '../notifications/notices.ts';
import { bookingNotice, depositUnpaidMail } from '../notifications/templates/booking-news.ts';
import { endBookingBy } from './end-booking.ts';

/**
 * The deposit deadline's sweep (issue #26 §7, docs/decisions/0052): every booking still awaiting its
 * deposit after its deadline is cancelled through the one way a booking ends, its charges given back in
 * full, the student told in the same transaction (the outbox, as the waitlist's expiries are), and the
 * bed offered to the waitlist (endBookingBy's follow-up). Each release is conditioned on the booking
 * still awaiting that very deadline, so a deposit paid a moment before wins and the sweep skips it; a
 * repeated or overlapping run finds nothing left to do. Deadlines already given are kept even if staff
 * turn the rule off; while a lockdown is on nothing is released, since students cannot pay online then.
 * Returns the bookings this run released.
 */
export async function releaseUnpaidBookings(now = new Date()): Promise<Booking[]> {
  if ((await getSettings()).emergencyLockdown.active) return [];
  const released: Booking[] = [];
  for (const booking of await bookingsPastDepositDeadline(now.toISOString())) {
    const reason = messages.archiveReasons.depositUnpaid;
    const due = { ...booking, depositDueBy: booking.depositDueBy! };
    try {
      released.push(
        await endBookingBy(
          systemActor,
          booking,
          'booking.cancel',
          { status: 'cancelled', reason, cancellationReason: reason },
          {
            wholeRentBack: true,
            details: { depositDueBy: due.depositDueBy },
            extra: () => noticeItems(bookingNotice(booking, depositUnpaidMail(due))),
          },
        ),
      );
    } catch (error) {
      // Paid, moved or ended since it was read: the booking is no longer this sweep's to release. Its
      // student renamed or its room renumbered meanwhile: the next run releases it as it is then.
      if (!(error instanceof HttpError) || error.status !== 409) throw error;
    }
  }
  await flushOutbox();
  return released;
}
