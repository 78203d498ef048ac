import { formatDate } from '../dates.ts';
import type { SpreadsheetCell, SpreadsheetTable } from './spreadsheet-tables.ts';

/**
 * CSV of a table (RFC 4180: comma-separated, CRLF line ends, fields with a comma, quote or line break
 * quoted, quotes doubled). A text cell that starts like a formula (= + - @, or a tab or carriage return)
 * gets a leading apostrophe, so a spreadsheet opening the file shows it instead of running it (OWASP
 * CSV injection). Dates are written as the screens show them, e.g. "Jan 5, 2026" (docs/spec.md §9), so
 * a file reads like the list it came from.
 */

const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;

export function csvField(cell: SpreadsheetCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  const text =
    cell instanceof Date ? formatDate(cell.toISOString()) : formulaStart.test(cell) ? `'${cell}` : cell;
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(table: Pick<SpreadsheetTable, 'headers' | 'rows'>): string {
  return [table.headers, ...table.rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** A CSV file; the byte-order mark tells Excel the text is UTF-8, so names such as 'Zoë' survive. */
export const csvBlob = (table: Pick<SpreadsheetTable, 'headers' | 'rows'>) =>
  new Blob(['\uFEFF', toCsv(table)], { type: 'text/csv;charset=utf-8' });
