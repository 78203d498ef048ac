import type { ThrottleRule } from '../../data/throttle.ts';

/**
 * How often one student may ask for or withdraw a cancellation or room change in an hour, together. A
 * student asks once and may take it back to ask otherwise; each is an audit entry and a line in staff's
 * queue, so a script doing it in a loop would bury both.
 */
export const bookingRequestChangesPerStudent: ThrottleRule = {
  name: 'booking-request-changes',
  limit: 10,
  windowSeconds: 60 * 60,
};
