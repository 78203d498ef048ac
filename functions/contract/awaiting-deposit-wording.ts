/**
 * The sentence under the status of an active booking whose bed waits for its deposit (docs/spec.md §4,
 * §17 Deposit deadline), where an active booking's own said the room was occupied while it may yet be
 * released. Apart from booking-statuses.ts, which the student's first screen loads: only a booking's
 * details say it.
 */
export const awaitingDepositSentence =
  'This booking holds its bed until the deposit is paid. If it is not paid by the deadline, the booking is cancelled and the bed is freed.';
