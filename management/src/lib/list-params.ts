import { sortOrderOf, sortParamOf, type SortOrder } from '#contract/sorting';
import { useSearchParams } from 'react-router-dom';

/** A header click: a new column sorts ascending, the same column flips. */
export function nextSort(current: SortOrder | null, key: string): SortOrder {
  return current?.key === key && current.direction === 'asc'
    ? { key, direction: 'desc' }
    : { key, direction: 'asc' };
}

/**
 * An admin list's state in the URL, so a reload, a shared link or Back returns to the same filters,
 * sort and page: `filters` are the named parameters (empty ones left out), `sort` and `page` apart.
 * A filter change goes back to page 1.
 */
export function useListParams<Name extends string>(
  names: readonly Name[],
  defaults: Partial<Record<Name, string>> = {},
) {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(
    names.map((name) => [name, params.get(name) ?? defaults[name] ?? '']),
  ) as Record<Name, string>;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const sort = sortOrderOf(params.get('sort'));

  const write = (next: {
    filters?: Partial<Record<Name, string>>;
    page?: number;
    sort?: SortOrder | null;
  }) => {
    const merged = { ...filters, ...next.filters };
    const query = new URLSearchParams();
    for (const name of names) {
      const value = merged[name]?.trim() ?? '';
      // A default is the URL without the parameter; choosing "any" over a default is kept as an empty value.
      if (value !== (defaults[name] ?? '')) query.set(name, value);
    }
    const sorted = next.sort === undefined ? sort : next.sort;
    if (sorted) query.set('sort', sortParamOf(sorted));
    const nextPage = next.page ?? (next.filters ? 1 : page);
    if (nextPage > 1) query.set('page', String(nextPage));
    setParams(query, { replace: next.filters !== undefined && next.page === undefined });
  };

  return {
    filters,
    page,
    sort,
    setFilter: (name: Name, value: string) =>
      write({ filters: { [name]: value } as Partial<Record<Name, string>> }),
    setFilters: (values: Partial<Record<Name, string>>) => write({ filters: values }),
    setPage: (next: number) => write({ page: next }),
    // The server sorts the whole list, so a new order starts again at its first page.
    toggleSort: (key: string) => write({ sort: nextSort(sort, key), page: 1 }),
  };
}
