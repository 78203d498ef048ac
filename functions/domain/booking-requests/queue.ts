import { requestSortValues, type BookingRequest, type RequestQueueQuery } from '#contract/booking-requests';
import { paginationOf, type Pagination } from '#contract/pagination';
import { sortedBy, sortOrderOf } from '#contract/sorting';

/**
 * One page of the request queue from the requests read: filtered by kind and by a search of the
 * student's name and the room, sorted by the chosen column or else the queue's own order (open: the
 * longest waiting first; closed: the latest first), then paged. Pure, so it is tested on its own.
 */
export function requestQueuePage(
  requests: readonly BookingRequest[],
  query: RequestQueueQuery,
): { requests: BookingRequest[]; pagination: Pagination } {
  const search = query.search?.toLowerCase();
  const matching = requests.filter(
    (request) =>
      (!query.kind || request.kind === query.kind) &&
      (!search ||
        request.student.fullName.toLowerCase().includes(search) ||
        request.room.roomNumber.toLowerCase().includes(search)),
  );
  const oldestFirst = [...matching].sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
  );
  const own = query.state === 'open' ? oldestFirst : oldestFirst.reverse();
  const sorted = sortedBy(own, requestSortValues, sortOrderOf(query.sort));
  const start = (query.page - 1) * query.limit;
  return {
    requests: sorted.slice(start, start + query.limit),
    pagination: paginationOf(query, sorted.length),
  };
}
