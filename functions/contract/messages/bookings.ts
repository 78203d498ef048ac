export const fetchFailed = 'Failed to fetch bookings';
export const updateFailed = 'Failed to update booking';
export const statusFailed = 'Failed to update booking status';
export const cancelFailed = 'Failed to cancel booking';
export const deleteFailed = 'Failed to delete booking';
export const clearFailed = 'Failed to clear all bookings';
export const summaryFailed = 'Failed to load booking summary';
export const archivedFailed = 'Failed to load archived bookings';
export const updated = 'Booking updated successfully';
export const statusUpdated = 'Booking status updated successfully';
export const cancelled = 'Booking cancelled successfully';
export const deleted = 'Booking deleted successfully';
export const created = 'Room booked successfully';
export const cleared = (count: number) => `${count} booking${count === 1 ? '' : 's'} moved to the archive`;
export const clearContinues = (count: number) =>
  `${count} booking${count === 1 ? '' : 's'} moved to the archive so far; the rest follow in a moment`;
export const notFound = 'Booking not found';
export const roomRequired = 'Please choose a room';
export const termsRequired = 'You must agree to the terms and conditions to book a room';
export const statusInvalid = 'Status must be active, inactive, cancelled or archived';
export const cancellationReasonRequired = 'Cancellation reason is required';
export const studentRequired = 'Choose the student this booking is for';
export const createFailed = 'Failed to book the room';
export const noRoomFits = 'No open room has a free bed for this student';
export const noStudentFits = 'No active student without a room matches';
export const roomFull = 'Sorry, the last free bed in this room was just taken. Please choose another room.';
export const roomUnavailable = 'This room is not open for booking';
export const genderMismatch = (designation: string) => `This room is reserved for ${designation} students`;
export const alreadyBooked = 'You already have an active booking';
export const studentAlreadyBooked = 'This student already has an active booking';
export const studentInactive = 'This student account is inactive';
export const sameRoom = 'The booking is already in this room';
export const ended = 'This booking has already ended and can no longer change';
export const invalidTransition = (from: string, to: string) =>
  `A booking cannot change from ${from} to ${to}. Only an active booking can end (inactive, cancelled or archived).`;
export const concurrentChange = 'This booking was changed at the same time. Reload and try again.';
export const busy = 'Many changes are being made to this at the same moment. Please try again.';
export const heldForWaitlist =
  'The free beds of this room are being offered to students on the waitlist. Join the waitlist to be offered the next one.';
export const offerPending = 'You have a bed offered to you. Accept or decline that offer first.';
export const studentOfferPending =
  'This student has a bed offered to them on the waitlist. They accept or decline it first, or remove them from the waitlist (Waitlist).';
export const archiveReasons = {
  cancelled: 'Cancelled',
  checkedOut: 'Checked out',
  statusChanged: (status: string) => `Status changed to ${status}`,
  deleted: 'Booking deleted',
  cleared: 'All bookings cleared',
  studentDeleted: 'Student deleted',
  studentDeactivated: 'Student deactivated',
  depositUnpaid: 'Deposit not paid by the deadline',
  rollOver: (year: string, semester: number) =>
    `Academic period ended (roll-over to ${year} semester ${semester})`,
} as const;
