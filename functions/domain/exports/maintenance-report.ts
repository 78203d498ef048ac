import type { maintenancePdfRequestSchema } from '#contract/exports';
import type { MaintenanceReportGroup } from '#contract/maintenance';
import { maintenanceStatusLabels } from '#contract/maintenance-labels';
import type * as z from '#contract/zod';
import { ReportWriter, type TableColumn } from './report-writer.ts';

const statuses = ['new', 'assigned', 'in_progress', 'waiting_for_parts', 'resolved', 'closed'] as const;
const statusWidths = [34, 46, 54, 74, 46, 38];

/** Widths fitted to each header in 8 pt bold, adding up to the page's content width. */
const columns: TableColumn[] = [
  { header: 'Group', width: 72 },
  { header: 'Requests', width: 46, align: 'right' },
  ...statuses.map((status, index): TableColumn => ({
    header: maintenanceStatusLabels[status],
    width: statusWidths[index]!,
    align: 'right',
  })),
  { header: 'Median', width: 38, align: 'right' },
  { header: '90th percentile', width: 67, align: 'right' },
];

const hours = (value: number | null) => (value === null ? '-' : value.toFixed(1));

const row = (group: MaintenanceReportGroup) => [
  group.group,
  String(group.requests),
  ...statuses.map((status) => String(group.byStatus[status])),
  hours(group.medianHours),
  hours(group.p90Hours),
];

/**
 * The maintenance report's PDF (issue #27 point 6): the range and totals, then a table per category and
 * per block. The figures come computed (GET /maintenance/report); this only lays them out.
 */
export async function buildMaintenanceReport(
  report: z.output<typeof maintenancePdfRequestSchema>,
  generatedAt: Date,
  timeZone: string,
): Promise<Uint8Array> {
  const pdf = await ReportWriter.create('Maintenance Report', generatedAt, timeZone);
  pdf.heading(
    'Maintenance Report',
    `Requests reported ${pdf.date(report.from)} to ${pdf.date(report.to)}: ${report.all.requests}, of which ${report.all.resolved} resolved. Median and 90th percentile: hours from report to resolution.`,
  );
  for (const [title, groups] of [
    ['By category', report.byCategory],
    ['By block', report.byBlock],
  ] as const) {
    pdf.section(title);
    pdf.table(columns, [...groups.map(row), row(report.all)]);
  }
  return pdf.finish();
}
