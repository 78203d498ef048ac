import type { MaintenanceReport } from '#contract/maintenance';
import * as messages from '#contract/messages';
import { api } from '../api.ts';
import { download, type Toasts } from './download.ts';
import { reportPdfFile } from './pdf-download.ts';

/**
 * The maintenance report of the requests reported from `from` to `to` (both days, YYYY-MM-DD), the
 * reader's days: the days the screen picks are the browser's own (decision 0105).
 */
export const getMaintenanceReport = (range: { from: string; to: string }) =>
  api.get<MaintenanceReport>(`/maintenance/report?${new URLSearchParams(range).toString()}`, {
    inReadersZone: true,
  });

/**
 * The maintenance report as a PDF (POST /export/maintenance/pdf): the report the spreadsheet is made
 * of, laid out by the server, named by the app's one rule like the spreadsheets.
 */
export const downloadMaintenancePdf = (read: () => Promise<MaintenanceReport>, toasts: Toasts) =>
  download(toasts, messages.exports.maintenanceReportFailed, async () => {
    const answer = await api.postForFile('/export/maintenance/pdf', await read(), 'application/pdf');
    return reportPdfFile(answer, 'maintenance');
  });
