export const created = (kind: string) => `Your ${kind} request has been sent to the hostel office`;
export const withdrawn = 'Your request has been withdrawn';
export const approved = 'Request approved';
export const declined = 'Request declined';
export const notFound = 'This request was not found';
export const kindInvalid = 'Choose what you are asking for: a cancellation or a room change';
export const bookingRequired = 'Name the booking the request is about';
export const reasonRequired = 'Say why (at most 500 characters)';
export const reasonLong = 'The reason is at most 500 characters';
export const preferenceLong = 'A room type is at most 40 characters and a block at most 10';
export const noteLong = 'The note is at most 500 characters';
export const roomUnknown = 'The room you named does not exist';
export const outcomeInvalid = 'Choose approved or declined';
export const stateInvalid = 'Show open or closed requests';
export const alreadyOpen =
  'This booking already has an open request. Withdraw it first to ask for something else.';
export const notOpen = 'This request has already been withdrawn or decided';
export const notDecided = 'The office has not decided this request yet';
export const seen = 'Answer put away: it stays on the booking’s page';
export const seenFailed = 'Failed to put the answer away';
export const bookingEnded =
  'This booking has ended, so there is nothing left to change. Decline the request instead.';
export const answeredByMove = (roomNumber: string) => `The office moved the booking to room ${roomNumber}`;
export const overtakenByEnding = (reason: string) => `The booking ended before a decision (${reason})`;
export const roomRequired = 'Choose the room the booking moves to';
export const sentFailed = 'Failed to send your request';
export const withdrawFailed = 'Failed to withdraw your request';
export const decideFailed = 'Failed to decide the request';
export const fetchFailed = 'Failed to load the requests';
