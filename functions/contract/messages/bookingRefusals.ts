/**
 * What the API answers a booking write it refuses: no such booking, a room or student it cannot take,
 * a change that came too late or at the same moment as another. An area of its own rather than
 * `bookings`, which a student's first screen loads: the SPA shows the server's own text.
 */
export const bookingRefusals = {
  notFound: 'Booking not found',
  roomFull: 'Sorry, the last free bed in this room was just taken. Please choose another room.',
  roomUnavailable: 'This room is not open for booking',
  genderMismatch: (designation: string) => `This room is reserved for ${designation} students`,
  alreadyBooked: 'You already have an active booking',
  studentAlreadyBooked: 'This student already has an active booking',
  studentInactive: 'This student account is inactive',
  sameRoom: 'The booking is already in this room',
  ended: 'This booking has already ended and can no longer change',
  invalidTransition: (from: string, to: string) =>
    `A booking cannot change from ${from} to ${to}. Only an active booking can end (inactive, cancelled or archived).`,
  concurrentChange: 'This booking was changed at the same time. Reload and try again.',
  roomChanged: 'This room was changed meanwhile. Reload and try again.',
  busy: 'Many changes are being made to this at the same moment. Please try again.',
  heldForWaitlist:
    'The free beds of this room are being offered to students on the waitlist. Join the waitlist to be offered the next one.',
  offerPending: 'You have a bed offered to you. Accept or decline that offer first.',
  studentOfferPending:
    'This student has a bed offered to them on the waitlist. They accept or decline it first, or remove them from the waitlist (Waitlist).',
} as const;
