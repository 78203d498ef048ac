import * as messages from '#contract/messages';
import { formatMoney } from '#contract/money';
import {
  ageingBucketLabels,
  ageingBuckets,
  outstandingSortValues,
  type AgeingBucket,
  type OutstandingStudent,
} from '#contract/money-reports';
import { ListScreen } from '../../../components/list/list-screen.tsx';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import type { Column } from '../../../components/ui/data-table.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDate } from '../../../lib/dates.ts';
import { choicesOf, filter, useListParams, type FilterField } from '../../../lib/list-params.ts';
import { useOutstanding } from '../api/outstanding.ts';
import { RecordLink } from '../../../components/ui/record-link.tsx';

const filters: FilterField<'bucket'>[] = [
  filter.select('bucket', 'Overdue by', choicesOf('Any age', ageingBuckets, ageingBucketLabels)),
];

const amount = (value: number, currency: string) =>
  value === 0 ? <span className="text-slate-500 dark:text-slate-400">—</span> : formatMoney(value, currency);

const bucketColumn = (bucket: AgeingBucket): Column<OutstandingStudent> => ({
  key: bucket,
  header: ageingBucketLabels[bucket],
  phone: 'details',
  numeric: true,
  cell: (row) => amount(row.buckets[bucket], row.currency),
});

const bucketTones: Record<AgeingBucket, BadgeTone> = {
  current: 'slate',
  days30: 'amber',
  days60: 'amber',
  days90: 'red',
};

/** The latest age the student owes something in: what a phone's card shows beside the amount. */
function oldestBucket(row: OutstandingStudent): AgeingBucket {
  return ageingBuckets.findLast((bucket) => row.buckets[bucket] > 0) ?? 'current';
}

const columns: Column<OutstandingStudent>[] = [
  {
    key: 'name',
    header: 'Student',
    rowHeader: true,
    sortValue: outstandingSortValues.name,
    cell: (row) => (
      <RecordLink to={paths.adminStudent.profile(row.student.id)}>{row.student.fullName}</RecordLink>
    ),
  },
  {
    key: 'due',
    header: 'Owed',
    sortValue: outstandingSortValues.due,
    numeric: true,
    className: 'font-medium',
    cell: (row) => {
      const bucket = oldestBucket(row);
      return (
        <span className="inline-flex items-center gap-2">
          {formatMoney(row.due, row.currency)}
          <span className="md:hidden">
            <Badge tone={bucketTones[bucket]}>
              {bucket === 'current' ? 'Current' : `${ageingBucketLabels[bucket]} late`}
            </Badge>
          </span>
        </span>
      );
    },
  },
  ...ageingBuckets.map(bucketColumn),
  {
    key: 'oldest',
    header: 'Oldest due',
    sortValue: outstandingSortValues.oldest,
    phone: 'details',
    className: 'whitespace-nowrap',
    cell: (row) => <time dateTime={row.oldestDueDate ?? ''}>{formatDate(row.oldestDueDate)}</time>,
  },
];

/**
 * Outstanding balances (staff): the students who owe, what they owe aged by how late their unpaid charges
 * are (payments settle the oldest first), filtered by age, sorted and paged on the server.
 */
export function OutstandingScreen() {
  const list = useListParams(filters);
  const outstanding = useOutstanding(list.request);
  return (
    <ListScreen
      title="Outstanding Balances"
      description="Students who owe money, by how long their charges have been due."
      query={outstanding}
      rows={(data) => data.students}
      params={list}
      filters={{ label: 'Filter the balances' }}
      caption="Outstanding balances"
      columns={columns}
      rowKey={(row) => row.student.id}
      loading="Loading the balances"
      failed={messages.money.outstandingFailed}
      empty={{
        title: 'Nobody owes money',
        body: 'Students with unpaid charges will be listed here.',
        filtered: 'Nobody owes money this late.',
      }}
      summary={(data) => (
        <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {data.pagination.total === 1 ? '1 student owes' : `${data.pagination.total} students owe`}
          {list.filters.bucket ? ' in this age' : ''}. Owed by all:{' '}
          {formatMoney(data.totals.due, data.currency)}, as of {formatDate(data.asOf)}.
        </p>
      )}
    />
  );
}
