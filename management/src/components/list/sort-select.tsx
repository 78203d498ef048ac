import { sortOrderOf, sortParamOf, type SortOrder } from '#contract/sorting';
import type { Column } from '../ui/data-table.tsx';
import { SelectField } from '../ui/field.tsx';

/**
 * How a phone sorts a list: below 768 px its rows are cards without the headers that sort on a desktop,
 * so each sortable column is offered here in either direction, kept in the URL as a header's click is.
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
  return (
    <div className="md:hidden">
      <SelectField
        label="Sort by"
        value={sortParamOf(sort)}
        onChange={(event) => onSort(sortOrderOf(event.target.value))}
      >
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
