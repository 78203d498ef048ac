import {
  maintenanceSortValues,
  maintenanceUrgencies,
  poorRepairScore,
  type MaintenanceQueueItem,
  type MaintenanceQueueQuery,
  type MaintenanceRequest,
  type MaintenanceUrgency,
} from '#contract/maintenance';
import { paginationOf, type Pagination } from '#contract/pagination';
import { sortedBy, sortOrderOf } from '#contract/sorting';
import { repairDueOf } from './targets.ts';

const dayMs = 86_400_000;

/** The time before which a request must have been reported to be older than the age filter. */
export const reportedBeforeOf = (query: Pick<MaintenanceQueueQuery, 'olderThanDays'>, now: Date) =>
  query.olderThanDays
    ? new Date(now.getTime() - Number(query.olderThanDays) * dayMs).toISOString()
    : undefined;

const urgencyRank = (request: MaintenanceRequest) => maintenanceUrgencies.indexOf(request.priority);

/** The queue's own order: the highest priority first, then the longest waiting. */
const queueOrder = (a: MaintenanceRequest, b: MaintenanceRequest) =>
  urgencyRank(b) - urgencyRank(a) || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/**
 * One page of the queue from the requests read: each with its due time by the priority's target, filtered
 * by status, category, urgency, block, assignee ('unassigned' for none), age, lateness and a poor rating, sorted by the
 * chosen column or else the queue's own order, then paged. Pure, so the server's filters and sorts are
 * tested on their own (tests/unit/maintenance).
 */
export function queuePage(
  requests: readonly MaintenanceRequest[],
  query: MaintenanceQueueQuery,
  now: Date,
  targets: Readonly<Record<MaintenanceUrgency, number>>,
): { requests: MaintenanceQueueItem[]; pagination: Pagination } {
  const reportedBefore = reportedBeforeOf(query, now);
  const block = query.block?.toUpperCase();
  const items = requests.map((request): MaintenanceQueueItem => ({
    ...request,
    ...repairDueOf(request, targets, now),
  }));
  const matching = items.filter(
    (request) =>
      (!query.status || request.status === query.status) &&
      (!query.category || request.category === query.category) &&
      (!query.urgency || request.urgency === query.urgency) &&
      (!block || request.location.block.toUpperCase() === block) &&
      (!query.assigneeId ||
        (query.assigneeId === 'unassigned'
          ? request.assignee === null
          : request.assignee?.id === query.assigneeId)) &&
      (!reportedBefore || request.createdAt < reportedBefore) &&
      (query.overdue === undefined || request.overdue === query.overdue) &&
      (!query.rated || (request.rating !== null && request.rating.score <= poorRepairScore)),
  );
  const order = sortOrderOf(query.sort);
  const sorted = sortedBy([...matching].sort(queueOrder), maintenanceSortValues, order);
  const start = (query.page - 1) * query.limit;
  return {
    requests: sorted.slice(start, start + query.limit),
    pagination: paginationOf(query, sorted.length),
  };
}
