export const noBooking = "You have no current booking, so there is no resident's page or booking letter yet.";
export const fetchFailed = 'Failed to load your residence';
export const letterFailed = 'Failed to generate the booking letter';
export const datesToCome = 'The hostel office has not set the dates yet.';
