/**
 * A booking request's kinds and statuses and how each reads, without the validation library, so a
 * screen that only shows requests (the student's dashboard) does not load it (contract/booking-requests.ts
 * has the rest; as booking-statuses.ts is to bookings).
 */
export const requestKinds = ['cancellation', 'roomChange'] as const;
export type RequestKind = (typeof requestKinds)[number];
export const requestKindLabels: Record<RequestKind, string> = {
  cancellation: 'Cancellation',
  roomChange: 'Room change',
};

/** open → withdrawn (by the student), approved or declined (by staff); only an open request changes. */
export const requestStatuses = ['open', 'withdrawn', 'approved', 'declined'] as const;
export type RequestStatus = (typeof requestStatuses)[number];
export const requestStatusLabels: Record<RequestStatus, string> = {
  open: 'Waiting for the office',
  withdrawn: 'Withdrawn',
  approved: 'Approved',
  declined: 'Declined',
};
