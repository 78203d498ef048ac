import type { ThrottleRule } from '../../data/throttle.ts';

/**
 * How often one student may join or leave the waitlist in an hour, together. A student joins once and
 * perhaps leaves to join again with other room types; each is an audit entry, so a script doing it in a
 * loop would bury the audit trail.
 */
export const waitlistChangesPerStudent: ThrottleRule = {
  name: 'waitlist-changes',
  limit: 10,
  windowSeconds: 60 * 60,
};
