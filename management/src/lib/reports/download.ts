import { reportFileName, type ReportPeriod } from '#contract/exports';
import type { MaintenanceReport } from '#contract/maintenance';
import * as messages from '#contract/messages';
import { looksUnauthorised, messageOf } from '../api-error.ts';
import { csvBlob } from './csv.ts';
import {
  balancesTable,
  bookingsTable,
  maintenanceTable,
  paymentsTable,
  roomsTable,
  studentsTable,
  type BalanceRow,
  type BookingRow,
  type PaymentRow,
  type RoomRow,
  type SpreadsheetTable,
  type StudentRow,
} from './spreadsheet-tables.ts';
import { xlsxBlob } from './xlsx.ts';

/**
 * What the screen's toast shows; sonner's `toast` fits as it is. The outcome replaces the progress
 * toast (same id) instead of stacking under it.
 */
export interface Toasts {
  info(message: string): string | number;
  success(message: string, options?: { id?: string | number }): unknown;
  error(message: string, options?: { id?: string | number }): unknown;
}

export interface DownloadFile {
  blob: Blob;
  fileName: string;
}

/** An export failure whose message is meant for the user (the server's message, docs/spec.md §7). */
export class ExportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExportError';
  }
}

/** Hands a file to the browser's download, through a temporary link. */
export function saveFile({ blob, fileName }: DownloadFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the URL is no longer needed once this task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Runs one export the way docs/spec.md §8 tells it: 'Downloading ...', then 'Download successful!', or the
 * error's own message when it carries one for the user (a server's message), else `failure`.
 */
export async function download(
  toasts: Toasts,
  failure: string,
  produce: () => Promise<DownloadFile>,
  save: (file: DownloadFile) => void = saveFile,
): Promise<boolean> {
  const id = toasts.info(messages.exports.downloading);
  try {
    save(await produce());
  } catch (error) {
    if (!looksUnauthorised(error))
      toasts.error(error instanceof ExportError ? error.message : messageOf(error, failure), { id });
    return false;
  }
  toasts.success(messages.exports.downloaded, { id });
  return true;
}

export type SpreadsheetFormat = 'xlsx' | 'csv';

/**
 * What a spreadsheet holds, read when the download starts (every matching item, page by page), and the
 * academic period it covers when it covers one (a bookings export); the period goes into the file's name.
 */
export type SpreadsheetExport = { period?: ReportPeriod | null } & (
  | { kind: 'students'; read: () => Promise<readonly StudentRow[]> }
  | { kind: 'bookings'; read: () => Promise<readonly BookingRow[]> }
  | { kind: 'rooms'; read: () => Promise<readonly RoomRow[]> }
  | { kind: 'maintenance'; read: () => Promise<MaintenanceReport> }
  | { kind: 'payments'; read: () => Promise<readonly PaymentRow[]> }
  | { kind: 'balances'; read: () => Promise<readonly BalanceRow[]> }
);

async function spreadsheetFile(
  spreadsheet: SpreadsheetExport,
  format: SpreadsheetFormat,
): Promise<DownloadFile> {
  const table = await tableOf(spreadsheet);
  const blob = format === 'xlsx' ? await xlsxBlob(table) : csvBlob(table);
  return {
    blob,
    fileName: reportFileName(spreadsheet.kind, format, { period: spreadsheet.period, on: new Date() }),
  };
}

const failures = {
  students: messages.exports.studentsExcelFailed,
  bookings: messages.exports.bookingsExcelFailed,
  rooms: messages.exports.roomsExcelFailed,
  maintenance: messages.exports.maintenanceReportFailed,
  payments: messages.exports.paymentsExcelFailed,
  balances: messages.exports.balancesExcelFailed,
} as const;

async function tableOf(spreadsheet: SpreadsheetExport): Promise<SpreadsheetTable> {
  switch (spreadsheet.kind) {
    case 'students':
      return studentsTable(await spreadsheet.read());
    case 'bookings':
      return bookingsTable(await spreadsheet.read());
    case 'rooms':
      return roomsTable(await spreadsheet.read());
    case 'maintenance':
      return maintenanceTable(await spreadsheet.read());
    case 'payments':
      return paymentsTable(await spreadsheet.read());
    case 'balances':
      return balancesTable(await spreadsheet.read());
  }
}

/**
 * The Students, Bookings, Rooms or Maintenance spreadsheet of what a list or the Reports screen holds, downloaded
 * with its toasts: 'Downloading ...' while the items are read and the file is made, then the outcome.
 */
export const downloadSpreadsheet = (
  spreadsheet: SpreadsheetExport,
  format: SpreadsheetFormat,
  toasts: Toasts,
  save?: (file: DownloadFile) => void,
) => download(toasts, failures[spreadsheet.kind], () => spreadsheetFile(spreadsheet, format), save);
