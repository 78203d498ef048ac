import type { Booking } from '#contract/bookings';
import type { CheckIn } from '#contract/desk';
import { auditItems, bookingEntity, type Actor } from '../../data/audit.ts';

/**
 * The audit entry of a check-in, in the check-in's own transaction: the key handed out, the items not in
 * good condition and how many photos staff took. The desk's check-in writes it, and so does the demo data.
 */
export const checkInAuditItems = (
  actor: Actor,
  booking: Booking,
  checkIn: Omit<CheckIn, 'answer'>,
  photos: number,
) =>
  auditItems({
    actor,
    action: 'booking.checkIn',
    entity: bookingEntity(booking),
    after: {
      keyNumber: checkIn.keyNumber,
      notGood: checkIn.items
        .filter((entry) => entry.condition !== 'good')
        .map((entry) => `${entry.item}: ${entry.condition}`),
      ...(photos ? { photos } : {}),
    },
    at: checkIn.at,
  });
