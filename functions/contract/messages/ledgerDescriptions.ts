/**
 * The descriptions written on ledger entries (docs/spec.md §17): stored with each entry and shown on
 * statements and receipts as written. An area of their own: the Lambdas that post charges carry these
 * few lines, not every money screen's messages.
 */
export const ledgerDescriptions = {
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
  payout: (method: string) => `Credit paid out, ${method}`,
  reversal: (what: string) => `Reversal of ${what}`,
} as const;
