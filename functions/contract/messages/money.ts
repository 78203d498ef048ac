export const pricesSaved = 'Prices saved';
export const paymentRecorded = (receiptNumber: string) => `Payment recorded: receipt ${receiptNumber}`;
export const entryReversed = 'Entry reversed';
export const currencyInvalid = 'Currency must be an ISO 4217 code such as GHS';
export const currencyLocked = 'The currency cannot change once money has been recorded in it';
export const amountInvalid =
  'An amount must be a whole number of minor units (pesewas, cents) from 0 to 100,000,000';
export const paymentAmountInvalid = 'A payment must be more than zero';
export const percentInvalid = 'The refund share must be a whole percentage from 0 to 100';
export const dueDaysInvalid = 'Days to pay must be a whole number from 0 to 180';
export const instalmentShareInvalid = 'An instalment’s share must be a whole percentage from 1 to 100';
export const instalmentDaysInvalid = 'Days to pay an instalment must be a whole number from 0 to 365';
export const instalmentsTotal = 'The instalments’ shares must add up to 100%';
export const tooManyInstalments = (max: number) => `At most ${max} instalments`;
export const dateInvalid = 'A date must look like 2026-01-31';
export const roomTypeUnknown = 'Each price must name one of the hostel’s room types';
export const tooManyOverrides = 'At most 1,000 rooms may have a price of their own';
export const roomUnknown = 'A room price names a room that does not exist';
export const roomRequired = 'Choose the room this price is for';
export const roomPricedTwice = 'A room can have only one price of its own';
export const methodInvalid = 'Method must be cash, bank transfer or mobile money';
export const referenceRequired = 'Mobile money and bank transfers need their reference';
export const referenceInvalid = 'A reference is at most 60 characters';
export const reasonRequired = 'A reason is required';
export const entryNotFound = 'This entry is not in the student’s ledger';
export const alreadyReversed = 'This entry has already been reversed';
export const alreadyCredited = 'This payment has already been credited';
export const notReversible = 'Only payments and charges can be reversed; a reversal cannot';
export const currencyMismatch = 'This student’s ledger is kept in another currency, so nothing was recorded.';
export const busy = 'Many payments are being recorded at the same moment. Please try again.';
export const fetchFailed = 'Failed to load the money';
export const bucketInvalid = 'Age must be current, 30, 60 or 90+ days';
export const outstandingFailed = 'Failed to load the outstanding balances';
export const totalsFailed = 'Failed to load the money totals';
export const pricesFailed = 'Failed to load the prices';
export const roomsFailed = 'Failed to load the rooms to choose from';
export const saveFailed = 'Failed to save the prices';
export const paymentFailed = 'Failed to record the payment';
export const reverseFailed = 'Failed to reverse the entry';
export const nothingOwed = 'You owe nothing at the moment, so there is nothing to pay.';
export const onlineAmountTooHigh = (owed: string) => `You can pay at most what you owe: ${owed}`;
export const providerUnavailable =
  'The payment service could not be reached. Please try again in a few minutes.';
export const onlinePaymentNotFound = 'This payment was not found';
export const onlinePaid = (receiptNumber: string) => `Payment received: receipt ${receiptNumber}`;
export const onlinePending =
  'Your payment is still being processed. Your balance will update when it completes.';
export const onlineNotPaid = 'The payment was not completed. Nothing was taken; you can try again.';
export const onlineMismatch =
  'The payment service’s record of this payment does not match ours, so it was not credited. The hostel office will check it.';
export const webhookSignatureInvalid = 'The webhook’s signature is missing or wrong';
export const payOnlineFailed = 'Failed to start the payment';
export const confirmFailed = 'Failed to check the payment';
export const receiptNotFound = 'This receipt is not in the student’s ledger';
export const statementFailed = 'Failed to download the statement';
export const receiptFailed = 'Failed to download the receipt';
export const reminderEnabledRequired = 'Say whether payment reminders are on';
export const reminderIntervalInvalid = (min: number, max: number) =>
  `The days between reminders must be a whole number from ${min} to ${max}`;
export const depositDeadlineEnabledRequired = 'Say whether the deposit deadline is on';
export const depositDeadlineHoursInvalid = (min: number, max: number) =>
  `The hours to pay the deposit must be a whole number from ${min} to ${max}`;
export const descriptions = {
  rent: (room: string, period: string) => `Rent, ${room}, ${period}`,
  instalment: (rent: string, index: number, count: number) => `${rent}, instalment ${index} of ${count}`,
  deposit: (period: string) => `Refundable deposit, ${period}`,
  rentRefund: (share: number) => `Rent refund on cancellation (${share}%)`,
  depositRefund: 'Deposit returned on cancellation',
  moveDifference: (from: string, to: string, nights: string) =>
    `Rent difference, move from Room ${from} to Room ${to} (${nights})`,
  nightsLeft: (left: number | null, of: number | null) =>
    left === null || of === null ? 'whole period' : `${left} of ${of} nights left`,
  payment: (method: string) => `Payment, ${method}`,
  onlinePayment: 'Payment online (Paystack)',
  reversal: (what: string) => `Reversal of ${what}`,
} as const;
