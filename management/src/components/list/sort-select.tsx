import { sortOrderOf, sortParamOf, type SortOrder } from '#contract/sorting';
import type { Column } from '../ui/data-table.tsx';
import { SelectField } from '../ui/field.tsx';

/**
 * How a phone sorts a list: below 768 px its rows are cards without the headers that sort on a desktop,
 * so each sortable column is offered here in either direction, kept in the URL as a header's click is.
 *
 * A sort the URL names that is none of these (an old or edited link) is refused by the server, and the
 * list says so (decision 0114): the select then shows no order chosen, as "Choose an order" that cannot
 * be chosen again. With no option of its value it showed its first, the list's own order, as if that
 * were the order in force, and choosing that changed nothing.
 */
export function SortSelect<Row>({
  columns,
  sort,
  onSort,
}: {
  columns: Column<Row>[];
  sort: SortOrder | null;
  onSort: (order: SortOrder | null) => void;
}) {
  const sortable = columns.filter((column) => column.sortValue);
  if (sortable.length === 0) return null;
  const current = sortParamOf(sort);
  const known = !sort || sortable.some((column) => column.key === sort.key);
  return (
    <div className="md:hidden">
      <SelectField
        label="Sort by"
        value={current}
        onChange={(event) => onSort(sortOrderOf(event.target.value))}
      >
        {!known && (
          <option value={current} disabled>
            Choose an order
          </option>
        )}
        <option value="">The list’s own order</option>
        {sortable.flatMap((column) => [
          <option key={column.key} value={sortParamOf({ key: column.key, direction: 'asc' })}>
            {column.header} (ascending)
          </option>,
          <option key={`-${column.key}`} value={sortParamOf({ key: column.key, direction: 'desc' })}>
            {column.header} (descending)
          </option>,
        ])}
      </SelectField>
    </div>
  );
}
