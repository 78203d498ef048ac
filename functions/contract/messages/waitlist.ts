export const joined = 'You joined the waitlist';
export const left = 'You left the waitlist';
export const accepted = 'Offer accepted: the bed is yours';
export const declined = 'Offer declined';
export const removed = 'Waitlist entry removed';
export const moved = 'Waitlist entry moved';
export const alreadyWaiting = 'You are already on the waitlist';
export const alreadyBooked = 'You already have an active booking, so you cannot join the waitlist';
export const notWaiting = 'You are not on the waitlist';
export const entryNotFound = 'This student is not on the waitlist';
export const noOffer = 'There is no open offer to answer';
export const offerExpired = 'This offer has expired';
export const offerChanged = 'This offer changed meanwhile. Reload and try again.';
export const offeredCannotLeave = 'You have a bed offered to you. Decline the offer to leave the waitlist.';
export const cannotMove = 'This entry is already at that end of the queue';
export const roomTypesRequired = 'Choose at least one room type';
export const roomTypesDistinct = 'Each room type may be listed once';
export const roomTypesTooMany = (max: number) => `Choose at most ${max} room types`;
export const reasonRequired = 'A reason is required';
export const directionInvalid = 'Direction must be up or down';
export const offerHoursInvalid = (min: number, max: number) =>
  `Offer lifetime must be a whole number of hours from ${min} to ${max}`;
export const noGender = 'Your profile has no gender, so you can only wait for mixed rooms';
export const fetchFailed = 'Failed to load the waitlist';
export const joinFailed = 'Failed to join the waitlist';
export const leaveFailed = 'Failed to leave the waitlist';
export const acceptFailed = 'Failed to accept the offer';
export const declineFailed = 'Failed to decline the offer';
export const removeFailed = 'Failed to remove the entry';
export const moveFailed = 'Failed to move the entry';
export const reasons = {
  declined: 'Declined the offer',
  expired: 'Let the offer expire',
  booked: 'Booked a room',
  deactivated: 'Account deactivated',
  deleted: 'Account deleted',
} as const;
