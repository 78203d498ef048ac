import { dayEndIn, dayStartIn } from '#contract/days';
import { maintenanceReportQuerySchema, type MaintenanceReport } from '#contract/maintenance';
import { requestsReportedBetween } from '../../data/maintenance.ts';
import { maintenanceReport } from '../../domain/maintenance/report.ts';
import { staff } from '../../routes.ts';
import { defineOperation } from '../http/operation.ts';

/**
 * GET /maintenance/report (staff): the requests reported in a range of the reader's days (decision 0105),
 * per category and per block, with their states and times to resolve. The Reports screen makes its
 * spreadsheet of this, and its PDF through POST /export/maintenance/pdf with the same rows (decision 0043).
 */
export const getMaintenanceReport = defineOperation({
  route: 'GET /maintenance/report',
  access: staff,
  query: maintenanceReportQuerySchema,
  handle: async ({ query }): Promise<MaintenanceReport> => {
    // Both days are included, as the reader's zone has them: up to the end of `to`.
    const requests = await requestsReportedBetween(
      dayStartIn(query.from, query.timeZone),
      dayEndIn(query.to, query.timeZone),
    );
    return maintenanceReport(requests, { from: query.from, to: query.to });
  },
});
