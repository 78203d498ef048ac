import type { ReactNode } from 'react';
import { PageHeader } from '../ui/page-header.tsx';
import { DataList, type DataListProps } from './data-list.tsx';

/**
 * An admin list that is the whole page: its title, what it holds and the buttons that act on the whole
 * list (exports, Add Room) over the one list; `children` are the screen's own dialogs.
 */
export function ListScreen<Row, Data extends object, Name extends string>({
  title,
  description,
  pageActions,
  children,
  ...list
}: DataListProps<Row, Data, Name> & {
  title: string;
  description: ReactNode;
  pageActions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <PageHeader title={title} description={description} actions={pageActions} />
      <DataList {...list} />
      {children}
    </div>
  );
}
