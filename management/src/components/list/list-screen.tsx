import { PageHeader } from '../ui/page-header.tsx';
import { DataList, type DataListProps } from './data-list.tsx';

/** An admin list that is the whole page: its title and what it holds, over the one list. */
export function ListScreen<Row, Data extends object, Name extends string>({
  title,
  description,
  ...list
}: DataListProps<Row, Data, Name> & { title: string; description: string }) {
  return (
    <div className="space-y-6">
      <PageHeader title={title} description={description} />
      <DataList {...list} />
    </div>
  );
}
