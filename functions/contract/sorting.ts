import * as messages from './messages.ts';
import * as z from './zod.ts';

/**
 * How a list is ordered, for the server and the app alike: the URL's and the API's `sort` parameter is
 * a column key, with '-' in front for descending ('name', '-booked'). The server sorts the whole list
 * before it pages, so page 2 continues page 1's order; the app's table orders its rows by the same
 * values, so what the server sent stays as it is.
 */
export interface SortOrder {
  key: string;
  direction: 'asc' | 'desc';
}

export type SortValue = string | number | boolean | null | undefined;

/** What each sortable column of a list sorts by. */
export type SortValues<Row> = Record<string, (row: Row) => SortValue>;

export function sortOrderOf(param: string | null | undefined): SortOrder | null {
  if (!param) return null;
  return param.startsWith('-')
    ? { key: param.slice(1), direction: 'desc' }
    : { key: param, direction: 'asc' };
}

export const sortParamOf = (order: SortOrder | null) =>
  order ? `${order.direction === 'desc' ? '-' : ''}${order.key}` : '';

/** The `sort` query parameter of a list whose columns sort by `values`; empty is the list's own order. */
export const sortQuery = (values: SortValues<never>) =>
  z.optional(
    z.string(messages.addresses.sortInvalid).check(
      z.maxLength(40, messages.addresses.sortInvalid),
      z.refine(
        (param) => param === '' || Object.hasOwn(values, param.replace(/^-/, '')),
        messages.addresses.sortInvalid,
      ),
    ),
  );

/**
 * Rows in one column's order (numbers as numbers, text by its natural order whatever the case); ties
 * and missing values keep the order the rows came in, missing ones last.
 */
export function sortedBy<Row>(rows: Row[], values: SortValues<Row>, order: SortOrder | null): Row[] {
  const value = order && Object.hasOwn(values, order.key) ? values[order.key] : undefined;
  if (!value || !order) return rows;
  const direction = order.direction === 'desc' ? -1 : 1;
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => {
      const [x, y] = [a.key, b.key];
      if (x === y || x === null || x === undefined || y === null || y === undefined)
        return x === y ? a.index - b.index : x === null || x === undefined ? 1 : -1;
      const compared =
        typeof x === 'number' && typeof y === 'number'
          ? x - y
          : String(x).localeCompare(String(y), undefined, { numeric: true, sensitivity: 'base' });
      return compared === 0 ? a.index - b.index : compared * direction;
    })
    .map(({ row }) => row);
}
