export const datesRequired = 'Give an arrival and a departure, or null to follow the semester’s dates.';
export const dateInvalid = 'A date must be a real day, such as 2026-09-01.';
export const departureBeforeArrival = 'Departure must come after arrival.';
export const stayTooLong = (days: number) => `A stay can last at most ${days} days.`;
export const datesFarFromSemester = (days: number) =>
  `The dates must lie within ${days} days of the semester’s arrival and departure.`;
export const datesSaved = 'Stay dates saved';
export const keyRequired = 'Give the key or card number handed out (at most 40 characters).';
export const itemUnknown = 'An item is not one of the room’s checklist items.';
export const conditionInvalid = 'Each item’s condition must be good, fair or damaged.';
export const noteInvalid = 'A note is at most 500 characters.';
export const itemsIncomplete = 'Record the condition of every item of the room, once each.';
export const disputeNoteRequired = 'Say what is wrong with each item you dispute.';
export const disputesInvalid = 'Dispute each item at most once.';
export const keyReturnedRequired = 'Say whether the key or card was returned.';
export const deductionReasonRequired = 'Each deduction needs a reason (at most 200 characters).';
export const deductionAmountInvalid =
  'A deduction must be a whole number of minor units (pesewas, cents) above zero.';
export const deductionsInvalid = 'At most 10 deductions, each with a reason and an amount.';
export const deductionsOverDeposit = (held: string) =>
  `Deductions cannot add up to more than the deposit held (${held}).`;
export const alreadyCheckedIn = 'This booking has already been checked in.';
export const notCheckedIn = 'This booking has not been checked in yet.';
export const alreadyAnswered = 'You have already answered this condition report.';
export const alreadyCheckedOut = 'This booking has already been checked out.';
export const checkedIn = 'Checked in';
export const answered = 'Thank you: your answer is recorded.';
export const checkedOut = 'Checked out';
export const fetchFailed = 'Failed to load the stay';
export const todayFailed = 'Failed to load today’s arrivals and departures';
export const saveFailed = 'Failed to save';
export const depositReturned = 'Deposit returned at check-out';
export const deductionsText = (list: string) => `Deductions: ${list}`;
