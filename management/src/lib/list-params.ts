import { sortOrderOf, sortParamOf, type SortOrder } from '#contract/sorting';
import { useSearchParams } from 'react-router-dom';

/** A header click: a new column sorts ascending, the same column flips. */
export function nextSort(current: SortOrder | null, key: string): SortOrder {
  return current?.key === key && current.direction === 'asc'
    ? { key, direction: 'desc' }
    : { key, direction: 'asc' };
}

/** A choice in its own words, as the filters and the bulk actions hold it; SelectField shows it as it is. */
export interface FilterOption {
  value: string;
  label: string;
}

/**
 * One filter of an admin list, as data: the list's URL parameter, its control and what it may hold.
 * The screens declare their filters with these; `useListParams` reads them from the URL and
 * `ListFilters` (components/list) draws their controls from the same values, so a control always shows
 * what the list is filtered by. A 'date' filter is a calendar day (YYYY-MM-DD), picked with the
 * browser's own date control.
 */
export type FilterField<Name extends string> = {
  name: Name;
  label: string;
  /** The value when the URL has none (Manage Bookings shows live bookings unless asked otherwise). */
  initial?: string;
} & (
  | { kind: 'search' | 'text' | 'date'; placeholder?: string; numeric?: boolean }
  | {
      kind: 'select';
      /** The choices, "any" ('') first; they may depend on the other filters' values. */
      options: readonly FilterOption[] | ((values: Record<Name, string>) => readonly FilterOption[]);
      /**
       * The choices come from the server (rooms, room types): a value the URL names is kept and shown
       * as its own choice before they load, or when none of them holds it. Without this, a value that
       * is not a choice is ignored.
       */
      open?: boolean;
    }
);

/** A select's choices over a closed set of values, "any" ('') first. */
export function choicesOf<Value extends string>(
  any: string,
  values: readonly Value[],
  labelOf: Record<Value, string> | ((value: Value) => string),
): FilterOption[] {
  const label = typeof labelOf === 'function' ? labelOf : (value: Value) => labelOf[value];
  return [{ value: '', label: any }, ...values.map((value) => ({ value, label: label(value) }))];
}

/** A select's choices from their labels, "any" ('') first: `anyOr('All', { true: 'Active', false: 'Inactive' })`. */
export const anyOr = (any: string, labels: Record<string, string> = {}): FilterOption[] => [
  { value: '', label: any },
  ...Object.entries(labels).map(([value, label]) => ({ value, label })),
];

/**
 * The filter fields, one call each, so a screen's filters read as what they are: their names, labels
 * and choices (`filter.select('status', 'Status', choicesOf(…))`).
 */
export const filter = {
  search: <Name extends string>(name: Name, label: string, placeholder?: string): FilterField<Name> => ({
    name,
    label,
    kind: 'search',
    ...(placeholder && { placeholder }),
  }),
  text: <Name extends string>(
    name: Name,
    label: string,
    more: { placeholder?: string; numeric?: boolean } = {},
  ): FilterField<Name> => ({ name, label, kind: 'text', ...more }),
  date: <Name extends string>(name: Name, label: string): FilterField<Name> => ({
    name,
    label,
    kind: 'date',
  }),
  select: <Name extends string>(
    name: Name,
    label: string,
    options: Extract<FilterField<Name>, { kind: 'select' }>['options'],
    more: { initial?: string; open?: boolean } = {},
  ): FilterField<Name> => ({ name, label, kind: 'select', options, ...more }),
};

export function optionsOf<Name extends string>(
  field: Extract<FilterField<Name>, { kind: 'select' }>,
  values: Record<Name, string>,
): readonly FilterOption[] {
  const options = typeof field.options === 'function' ? field.options(values) : field.options;
  const value = values[field.name];
  // An open list shows the value it filters by even when it is not (yet) among the choices.
  return field.open && value && !options.some((option) => option.value === value)
    ? [...options, { value, label: value }]
    : options;
}

/** The filters' values in a URL: a missing one is its initial value, a select's unknown one is ignored. */
export function filtersFrom<Name extends string>(
  fields: readonly FilterField<Name>[],
  params: URLSearchParams,
): Record<Name, string> {
  const raw = Object.fromEntries(
    fields.map((field) => [field.name, params.get(field.name) ?? field.initial ?? '']),
  ) as Record<Name, string>;
  const values = { ...raw };
  for (const field of fields) {
    if (field.kind !== 'select' || field.open) continue;
    if (!optionsOf(field, raw).some((option) => option.value === raw[field.name]))
      values[field.name] = field.initial ?? '';
  }
  return values;
}

/** Page, sort and filters as a URL query: initial values and page 1 are left out, so URLs stay short. */
export function listQuery<Name extends string>(
  fields: readonly FilterField<Name>[],
  state: { filters: Record<Name, string>; sort: SortOrder | null; page: number },
): URLSearchParams {
  const query = new URLSearchParams();
  for (const field of fields) {
    const value = state.filters[field.name].trim();
    // Choosing "any" over an initial value is kept as an empty parameter.
    if (value !== (field.initial ?? '')) query.set(field.name, value);
  }
  if (state.sort) query.set('sort', sortParamOf(state.sort));
  if (state.page > 1) query.set('page', String(state.page));
  return query;
}

/** The page a URL asks for: 1 unless it names a whole number above 1. */
export function pageFrom(params: URLSearchParams): number {
  return Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
}

/**
 * Whether the filters narrow the list, so an empty one says "none match" rather than "none yet". A
 * filter with an initial value picks which list is shown (live or archived, open or decided), and does
 * not count.
 */
export function narrows<Name extends string>(
  fields: readonly FilterField<Name>[],
  filters: Record<Name, string>,
): boolean {
  return fields.some((field) => field.initial === undefined && filters[field.name].trim() !== '');
}

/**
 * An admin list's state in the URL, so a reload, a shared link or Back returns to the same filters,
 * sort and page: `filters` are the declared `fields`' values, `sort` and `page` apart, and `request` all
 * three as the list's API asks for them. A filter change goes back to page 1.
 */
export function useListParams<Name extends string>(fields: readonly FilterField<Name>[]) {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(fields, params);
  const page = pageFrom(params);
  const sort = sortOrderOf(params.get('sort'));

  const write = (
    next: {
      filters?: Partial<Record<Name, string>>;
      page?: number;
      sort?: SortOrder | null;
    },
    replace = next.filters !== undefined && next.page === undefined,
  ) => {
    const query = listQuery(fields, {
      filters: { ...filters, ...next.filters },
      sort: next.sort === undefined ? sort : next.sort,
      page: next.page ?? (next.filters ? 1 : page),
    });
    // Typing in a filter replaces the history entry; a page or a sort is a step Back returns from.
    // The router otherwise applies the URL in a transition, after the key's render, and React puts a
    // box bound to the URL back to its old value in between: keys typed faster than that were lost.
    setParams(query, { replace, flushSync: true });
  };

  return {
    fields,
    filters,
    page,
    sort,
    request: { ...filters, sort: sortParamOf(sort), page },
    narrowed: narrows(fields, filters),
    setFilters: (values: Partial<Record<Name, string>>) => write({ filters: values }),
    setPage: (next: number) => write({ page: next }),
    /** A page past the list's end becomes its last, in place of the address that asked for it. */
    endAt: (last: number) => write({ page: last }, true),
    // The server sorts the whole list, so a new order starts again at its first page.
    toggleSort: (key: string) => write({ sort: nextSort(sort, key), page: 1 }),
    setSort: (order: SortOrder | null) => write({ sort: order, page: 1 }),
    /** The list as it opens, its filters, sort and page dropped, in place of the address that had them. */
    clear: () => {
      const rest = new URLSearchParams(params);
      for (const name of [...fields.map((field) => field.name), 'sort', 'page']) rest.delete(name);
      setParams(rest, { replace: true });
    },
  };
}

export type ListParams<Name extends string> = ReturnType<typeof useListParams<Name>>;
