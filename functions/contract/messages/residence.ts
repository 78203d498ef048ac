export const residence = {
  noBooking: "You have no current booking, so there is no resident's page or booking letter yet.",
  fetchFailed: 'Failed to load your residence',
  letterFailed: 'Failed to generate the booking letter',
  datesToCome: 'The hostel office has not set the dates yet.',
} as const;
