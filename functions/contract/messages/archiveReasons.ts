/**
 * Why a booking was archived (docs/spec.md §11): stored with the archive record and shown in its
 * history as written. An area of their own: the jobs that archive bookings carry these few lines, not
 * every booking screen's messages.
 */
export const archiveReasons = {
  cancelled: 'Cancelled',
  checkedOut: 'Checked out',
  statusChanged: (status: string) => `Status changed to ${status}`,
  deleted: 'Booking deleted',
  cleared: 'All bookings cleared',
  studentDeleted: 'Student deleted',
  studentDeactivated: 'Student deactivated',
  depositUnpaid: 'Deposit not paid by the deadline',
  rollOver: (year: string, semester: number) =>
    `Academic period ended (roll-over to ${year} semester ${semester})`,
} as const;
