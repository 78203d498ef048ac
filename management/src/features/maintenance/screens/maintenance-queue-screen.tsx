import {
  maintenanceSortValues,
  maintenanceUrgencyLabels,
  repairTitle,
  type MaintenanceQueueItem,
} from '#contract/maintenance';
import * as messages from '#contract/messages';
import { ListScreen } from '../../../components/list/list-screen.tsx';
import type { Column } from '../../../components/ui/data-table.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDate } from '../../../lib/dates.ts';
import { useListParams } from '../../../lib/list-params.ts';
import { useAssignees, useQueue } from '../api/maintenance.ts';
import { RepairDueLabel, StatusBadge, UrgencyBadge } from '../components/labels.tsx';
import { queueFilters } from '../filters.ts';
import { RecordLink } from '../../../components/ui/record-link.tsx';

const columns: Column<MaintenanceQueueItem>[] = [
  {
    key: 'request',
    header: 'Request',
    rowHeader: true,
    // The title is what staff scan the queue by: kept to a line or two, not a word a line.
    className: 'md:min-w-44',
    cell: (request) => (
      <RecordLink to={paths.admin.maintenanceRequest(request.id)}>{repairTitle(request)}</RecordLink>
    ),
  },
  {
    key: 'block',
    header: 'Block',
    sortValue: maintenanceSortValues.block,
    cell: (request) => request.location.block,
  },
  {
    key: 'priority',
    header: 'Priority',
    sortValue: maintenanceSortValues.priority,
    // The student's own urgency shows only where staff set another priority, so the row stays narrow.
    cell: (request) => (
      <span className="flex flex-col items-start gap-1">
        <UrgencyBadge urgency={request.priority} />
        {request.urgency !== request.priority && (
          <span className="text-xs text-slate-600 dark:text-slate-400">
            Reported as {maintenanceUrgencyLabels[request.urgency].toLowerCase()}
          </span>
        )}
      </span>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    sortValue: maintenanceSortValues.status,
    cell: (request) => <StatusBadge status={request.status} />,
  },
  { key: 'assignee', header: 'Assigned to', cell: (request) => request.assignee?.fullName ?? 'Nobody yet' },
  {
    key: 'reported',
    header: 'Reported',
    sortValue: maintenanceSortValues.reported,
    className: 'whitespace-nowrap',
    cell: (request) => <time dateTime={request.createdAt}>{formatDate(request.createdAt)}</time>,
  },
  {
    key: 'due',
    header: 'Due',
    className: 'whitespace-nowrap',
    cell: (request) => <RepairDueLabel due={request} />,
  },
];

/**
 * The maintenance queue (staff): open requests, the most urgent and longest waiting first, each with
 * when it is due by its priority's target, filtered by status, category, urgency, block, assignee, age
 * and lateness, sorted and paged on the server.
 */
export function MaintenanceQueueScreen() {
  const assignees = useAssignees();
  const fields = queueFilters(assignees.data ?? []);
  const list = useListParams(fields);
  const queue = useQueue(list.request);
  return (
    <ListScreen
      title="Maintenance"
      description="Repairs students reported: assign them, work them, resolve them."
      query={queue}
      rows={(data) => data.requests}
      params={list}
      filters={{ label: 'Filter the queue', columns: 3 }}
      caption="Maintenance requests"
      columns={columns}
      rowKey={(request) => request.id}
      loading="Loading the queue"
      failed={messages.maintenance.fetchFailed}
      empty={{
        title: 'Nothing to fix',
        body: 'Requests students report will be listed here.',
        filtered: 'No requests match these filters.',
      }}
    />
  );
}
