export const waitlist = {
  joined: 'You joined the waitlist',
  left: 'You left the waitlist',
  accepted: 'Offer accepted: the bed is yours',
  declined: 'Offer declined',
  removed: 'Waitlist entry removed',
  moved: 'Waitlist entry moved',
  alreadyWaiting: 'You are already on the waitlist',
  alreadyBooked: 'You already have an active booking, so you cannot join the waitlist',
  notWaiting: 'You are not on the waitlist',
  entryNotFound: 'This student is not on the waitlist',
  noOffer: 'There is no open offer to answer',
  offerExpired: 'This offer has expired',
  offerChanged: 'This offer changed meanwhile. Reload and try again.',
  /** A staff move or removal, or a student's leaving, overtaken by a change to the entry (an offer made, say). */
  entryChanged: 'This waitlist entry changed meanwhile. Reload and try again.',
  offeredCannotLeave: 'You have a bed offered to you. Decline the offer to leave the waitlist.',
  cannotMove: 'This entry is already at that end of the queue',
  roomTypesRequired: 'Choose at least one room type',
  roomTypesDistinct: 'Each room type may be listed once',
  roomTypeLength: 'Each room type is 1 to 40 characters',
  blockLong: 'Block is at most 10 characters',
  roomTypesTooMany: (max: number) => `Choose at most ${max} room types`,
  roomTypesNotOffered: (offered: readonly string[]) =>
    offered.length === 0
      ? 'No room you may live in is open to the waitlist at the moment'
      : `Choose from the room types offered to you: ${offered.join(', ')}`,
  blockNotOffered: (offered: readonly string[]) =>
    offered.length === 0
      ? 'Leave the block empty: the rooms offered to you are in no block'
      : `Choose a block offered to you (${offered.join(', ')}), or leave it empty for any block`,
  reasonRequired: 'A reason is required',
  directionInvalid: 'Direction must be up or down',
  offerHoursInvalid: (min: number, max: number) =>
    `Offer lifetime must be a whole number of hours from ${min} to ${max}`,
  noGender: 'Your profile has no gender, so you can only wait for mixed rooms',
  fetchFailed: 'Failed to load the waitlist',
  joinFailed: 'Failed to join the waitlist',
  leaveFailed: 'Failed to leave the waitlist',
  acceptFailed: 'Failed to accept the offer',
  declineFailed: 'Failed to decline the offer',
  removeFailed: 'Failed to remove the entry',
  moveFailed: 'Failed to move the entry',
  reasons: {
    declined: 'Declined the offer',
    expired: 'Let the offer expire',
    booked: 'Booked a room',
    deactivated: 'Account deactivated',
    deleted: 'Account deleted',
  },
} as const;
