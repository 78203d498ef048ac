import type { ReactNode } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { sortedBy, type SortOrder, type SortValue } from '#contract/sorting';
import { Card } from './card.tsx';
import { cx } from './cx.ts';

/** One column of an admin list: its header, its cell, and the value it sorts by. */
export interface Column<Row> {
  /** Names the column in the URL's sort parameter. */
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** What the column sorts by; a column without one does not sort. */
  sortValue?: (row: Row) => SortValue;
  /** The cell that names the row (a row header for screen readers). */
  rowHeader?: boolean;
  /**
   * On a phone, where each row is a card: 'details' keeps the column out of the card's lines and shows it
   * behind the row's Details, so the card leads with what the list is for. A column only for phones (or
   * only for wider screens) says so in `className` ('md:hidden', 'max-md:hidden'), on header and cells.
   */
  phone?: 'details';
  /** A column of figures (money): right-aligned on a desktop, header too, in digits of one width that line up. */
  numeric?: boolean;
  className?: string;
}

export interface Selection<Row> {
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  /** The accessible name of a row's checkbox, e.g. 'Select Ama Mensah'. */
  label: (row: Row) => string;
  /** Rows that cannot be selected (nothing to do on them). */
  disabled?: (row: Row) => boolean;
}

/**
 * Rows in a column's order (contract/sorting.ts): the server already sent a sorted list in this order,
 * and a list the server does not sort is ordered here, within its page.
 */
export function sortRows<Row>(rows: Row[], columns: Column<Row>[], sort: SortOrder | null): Row[] {
  const values = Object.fromEntries(
    columns.flatMap((column) => (column.sortValue ? [[column.key, column.sortValue]] : [])),
  );
  return sortedBy(rows, values, sort);
}

const cellClasses =
  'px-4 py-3 align-middle md:px-3 max-md:flex max-md:items-center max-md:justify-between max-md:gap-4 max-md:py-1.5 max-md:text-right max-md:before:shrink-0 max-md:before:text-left max-md:before:text-xs max-md:before:font-semibold max-md:before:uppercase max-md:before:text-slate-600 max-md:before:content-[attr(data-label)] dark:max-md:before:text-slate-400';
const labelClasses = 'text-xs font-semibold text-slate-600 uppercase dark:text-slate-400';

/** A column's own classes, on its header and each of its cells (a phone's card already aligns right). */
const classesOf = <Row,>(column: Column<Row>) =>
  cx(column.numeric && 'whitespace-nowrap tabular-nums md:text-right', column.className);

/** A phone's card: the row's 'details' columns behind a disclosure, each line led by its column's name. */
function PhoneDetails<Row>({ row, columns }: { row: Row; columns: Column<Row>[] }) {
  return (
    <td className="block px-4 py-1.5 md:hidden">
      <details>
        <summary className="cursor-pointer py-1 text-sm font-medium text-brand-700 dark:text-brand-300">
          Details
        </summary>
        <dl className="mt-1 space-y-1.5 border-l-2 border-slate-200 pl-3 dark:border-slate-700">
          {columns.map((column) => (
            <div key={column.key} className="flex items-center justify-between gap-4">
              <dt className={labelClasses}>{column.header}</dt>
              <dd className={cx('text-right', classesOf(column))}>{column.cell(row)}</dd>
            </div>
          ))}
        </dl>
      </details>
    </td>
  );
}

/**
 * The one table of every admin list (bookings, rooms, students, admins, the audit trail): column
 * headers sort (the screen keeps the sort in the URL), rows may be selected for a bulk action, row
 * actions stay on one line on a desktop, and below 768 px (docs/spec.md §9) each row becomes a card whose
 * cells are lines led by their column's name, so nothing scrolls sideways; the columns marked
 * `phone: 'details'` wait behind the card's Details.
 */
export function DataTable<Row>({
  caption,
  rows,
  columns,
  rowKey,
  rowProps,
  actions,
  actionsLabel = 'Actions',
  selection,
  sort,
  onSort,
}: {
  caption: string;
  rows: Row[];
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
  /** Extra attributes of a row, e.g. a data-* attribute naming its record. */
  rowProps?: (row: Row) => Record<string, string>;
  actions?: (row: Row) => ReactNode;
  actionsLabel?: string;
  selection?: Selection<Row>;
  sort: SortOrder | null;
  onSort: (key: string) => void;
}) {
  const shown = sortRows(rows, columns, sort);
  const details = columns.filter((column) => column.phone === 'details');
  const selectable = selection ? shown.filter((row) => !selection.disabled?.(row)) : [];
  const allSelected =
    selection !== undefined &&
    selectable.length > 0 &&
    selectable.every((row) => selection.selected.has(rowKey(row)));
  const toggleAll = () => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const row of selectable) {
      if (allSelected) next.delete(rowKey(row));
      else next.add(rowKey(row));
    }
    selection.onChange(next);
  };
  const toggle = (row: Row) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    const key = rowKey(row);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    selection.onChange(next);
  };
  return (
    <Card className="overflow-hidden md:overflow-x-auto">
      <table className="w-full text-left text-sm max-md:block">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 text-xs text-slate-600 uppercase max-md:hidden dark:border-slate-800 dark:text-slate-400">
          <tr>
            {selection && (
              <th scope="col" className="w-10 px-4 py-3 md:px-3">
                <input
                  type="checkbox"
                  aria-label={`Select all ${caption.toLowerCase()} shown`}
                  checked={allSelected}
                  disabled={selectable.length === 0}
                  onChange={toggleAll}
                  className="size-4 accent-brand-600"
                />
              </th>
            )}
            {columns.map((column) => {
              const active = sort?.key === column.key;
              const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={ariaSort}
                  className={cx('px-4 py-3 md:px-3', classesOf(column))}
                >
                  {column.sortValue ? (
                    <button
                      type="button"
                      onClick={() => onSort(column.key)}
                      className="inline-flex items-center gap-1 rounded font-semibold uppercase hover:text-slate-900 dark:hover:text-white"
                    >
                      {column.header}
                      {active ? (
                        sort.direction === 'asc' ? (
                          <ArrowUp className="size-3.5" aria-hidden="true" />
                        ) : (
                          <ArrowDown className="size-3.5" aria-hidden="true" />
                        )
                      ) : (
                        <ArrowUpDown className="size-3.5 opacity-50" aria-hidden="true" />
                      )}
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
            {actions && (
              <th scope="col" className="px-4 py-3 text-right md:px-3">
                {actionsLabel}
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 max-md:block dark:divide-slate-800">
          {shown.map((row) => {
            const key = rowKey(row);
            return (
              <tr key={key} className="max-md:block max-md:py-2" {...rowProps?.(row)}>
                {selection && (
                  <td data-label="Select" className={cellClasses}>
                    <input
                      type="checkbox"
                      aria-label={selection.label(row)}
                      checked={selection.selected.has(key)}
                      disabled={selection.disabled?.(row)}
                      onChange={() => toggle(row)}
                      className="size-4 accent-brand-600"
                    />
                  </td>
                )}
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th
                      key={column.key}
                      scope="row"
                      data-label={column.header}
                      className={cx(cellClasses, 'font-medium', classesOf(column))}
                    >
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td
                      key={column.key}
                      data-label={column.header}
                      className={cx(
                        cellClasses,
                        classesOf(column),
                        column.phone === 'details' && 'max-md:hidden',
                      )}
                    >
                      {column.cell(row)}
                    </td>
                  ),
                )}
                {details.length > 0 && <PhoneDetails row={row} columns={details} />}
                {actions && (
                  // A row with nothing to do (a student's charge, beside a payment's Receipt) has no line
                  // on a phone's card rather than its label alone; a desktop keeps the empty cell.
                  <td data-label={actionsLabel} className={cx(cellClasses, 'max-md:has-[>div:empty]:hidden')}>
                    <div className="flex justify-end gap-1 md:flex-nowrap md:whitespace-nowrap max-md:flex-wrap">
                      {actions(row)}
                    </div>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </Card>
  );
}
