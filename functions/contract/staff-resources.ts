/**
 * What staff share between their desks, whose open screens follow a colleague's change (decision 0066):
 * the `changed` realtime event names one, and a staff tab reads that resource again.
 */
export const staffResources = ['parcels'] as const;
export type StaffResource = (typeof staffResources)[number];
