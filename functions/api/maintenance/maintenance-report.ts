import { maintenanceReportQuerySchema, type MaintenanceReport } from '#contract/maintenance';
import { requestsReportedBetween } from '../../data/maintenance.ts';
import { maintenanceReport } from '../../domain/maintenance/report.ts';
import { staff } from '../../routes.ts';
import { defineOperation } from '../http/operation.ts';

/**
 * GET /maintenance/report (staff): the requests reported in a range of days, per category and per block,
 * with their states and times to resolve. The Reports screen makes its spreadsheet of this, and its PDF
 * through POST /export/maintenance/pdf with the same rows (decision 0043).
 */
export const getMaintenanceReport = defineOperation({
  route: 'GET /maintenance/report',
  access: staff,
  query: maintenanceReportQuerySchema,
  handle: async ({ query }): Promise<MaintenanceReport> => {
    // Both days are included: up to the start of the day after `to`.
    const end = new Date(Date.parse(query.to) + 86_400_000).toISOString();
    const requests = await requestsReportedBetween(`${query.from}T00:00:00.000Z`, end);
    return maintenanceReport(requests, query);
  },
});
