import type { SpreadsheetTable } from './spreadsheet-tables.ts';

/**
 * A date as the user's clock reads it. A spreadsheet's date has no time zone and the writer counts a
 * Date's UTC time, so east of UTC a payment made after midnight showed the day before (the CSV and the
 * screens, on the user's clock, showed the right one).
 */
const onTheUsersClock = (date: Date) => new Date(date.getTime() - date.getTimezoneOffset() * 60_000);

/**
 * An .xlsx file of a table: bold header row kept in view while scrolling, columns wide enough for their
 * text, dates shown as the screens show them ("Jan 5, 2026", docs/spec.md §9). The writer is imported here, when an export starts, so it stays out of
 * the screens' bundles (ARCHITECTURE.md, front ends).
 */
export async function xlsxBlob(table: SpreadsheetTable): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  const columns = table.headers.map((header, index) => ({
    width: Math.min(
      48,
      Math.max(
        header.length,
        ...table.rows.map((row) => {
          const cell = row[index];
          return cell instanceof Date ? 12 : String(cell ?? '').length;
        }),
      ) + 2,
    ),
  }));
  const data = [
    table.headers.map((header) => ({ value: header, fontWeight: 'bold' as const })),
    ...table.rows.map((row) =>
      row.map((cell) =>
        cell === null
          ? null
          : cell instanceof Date
            ? { value: onTheUsersClock(cell), format: 'mmm d, yyyy' }
            : { value: cell },
      ),
    ),
  ];
  return writeXlsxFile(data, { sheet: table.sheet, columns, stickyRowsCount: 1 }).toBlob();
}
