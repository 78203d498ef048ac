import { resourceKeys } from '../../../lib/query-client.ts';

/** The dashboard's own summaries, each under the resource it reads. */
export const dashboardKeys = {
  periodBookings: [...resourceKeys.bookings, 'dashboard'] as const,
  allRooms: [...resourceKeys.rooms, 'all'] as const,
  recentAudit: [...resourceKeys.audit, 'recent'] as const,
  overdueRepairs: [...resourceKeys.maintenance, 'overdue'] as const,
  repairRatings: [...resourceKeys.maintenance, 'ratings'] as const,
  deskToday: [...resourceKeys.bookings, 'desk-today'] as const,
  openRequests: [...resourceKeys.bookingRequests, 'dashboard'] as const,
  moneyTotals: [...resourceKeys.money, 'totals'] as const,
};
