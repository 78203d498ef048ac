import { maintenancePdfRequestSchema } from '#contract/exports';
import { readersZoneQuerySchema } from '#contract/time-zones';
import { buildMaintenanceReport } from '../../domain/exports/maintenance-report.ts';
import { maintenanceReportFileName } from '../../domain/exports/file-names.ts';
import { staff } from '../../routes.ts';
import { defineOperation } from '../http/operation.ts';
import { pdfReply } from './pdf-reply.ts';

/** POST /export/maintenance/pdf (staff): the maintenance report the Reports screen holds, as a PDF. */
export const exportMaintenancePdf = defineOperation({
  route: 'POST /export/maintenance/pdf',
  access: staff,
  // Up to 1,000 groups of a dozen numbers each: well under 256 KB.
  maxBodyBytes: 256 * 1024,
  query: readersZoneQuerySchema,
  body: maintenancePdfRequestSchema,
  handle: async ({ query, body }) =>
    pdfReply(await buildMaintenanceReport(body, new Date(), query.timeZone), maintenanceReportFileName()),
});
