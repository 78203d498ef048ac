import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sortOrderOf } from '#contract/sorting';
import { SortSelect } from '../../../management/src/components/list/sort-select.tsx';
import type { Column } from '../../../management/src/components/ui/data-table.tsx';

interface Row {
  name: string;
}

const columns: Column<Row>[] = [
  { key: 'name', header: 'Name', cell: (row) => row.name, sortValue: (row) => row.name },
  { key: 'note', header: 'Note', cell: () => '' },
];

/**
 * The option a phone's Sort by shows for the URL's `sort`: its value, its words and whether it can be
 * chosen. None selected, the browser shows the first.
 */
function shownFor(sort: string | null) {
  const markup = renderToStaticMarkup(
    <SortSelect columns={columns} sort={sortOrderOf(sort)} onSort={() => {}} />,
  );
  const chosen = /<option value="([^"]*)"( disabled="")? selected="">([^<]*)<\/option>/.exec(markup);
  return chosen && { value: chosen[1], text: chosen[3], choosable: !chosen[2] };
}

describe('a phone’s Sort by', () => {
  it('shows the order the URL names, and the list’s own order when it names none', () => {
    expect(shownFor('-name')).toEqual({ value: '-name', text: 'Name (descending)', choosable: true });
    expect(shownFor(null)).toEqual({ value: '', text: 'The list’s own order', choosable: true });
  });

  it('shows no order chosen, rather than the list’s own, while the URL names one the list does not have', () => {
    // The server refuses such a sort (decision 0114): no order is in force, and the list's own is one to choose.
    const unknown = { text: 'Choose an order', choosable: false };
    expect(shownFor('bogus')).toEqual({ value: 'bogus', ...unknown });
    // A column the list has, but not one it sorts by.
    expect(shownFor('-note')).toEqual({ value: '-note', ...unknown });
  });
});
