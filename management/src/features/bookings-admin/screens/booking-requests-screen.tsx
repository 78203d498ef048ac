import { requestKindLabels, requestSortValues, type BookingRequest } from '#contract/booking-requests';
import * as messages from '#contract/messages';
import { preferencesLine, RequestStatusBadge } from '../../../components/booking/booking-request-summary.tsx';
import { ListScreen } from '../../../components/list/list-screen.tsx';
import type { Column } from '../../../components/ui/data-table.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useListParams } from '../../../lib/list-params.ts';
import { useRequestQueue } from '../api/booking-requests.ts';
import { requestFilters } from '../request-filters.ts';
import { RecordLink } from '../../../components/ui/record-link.tsx';

const columns: Column<BookingRequest>[] = [
  {
    key: 'student',
    header: 'Student',
    rowHeader: true,
    sortValue: requestSortValues.student,
    cell: (request) => (
      <RecordLink to={paths.admin.booking(request.booking.publicId)}>{request.student.fullName}</RecordLink>
    ),
  },
  {
    key: 'kind',
    header: 'Asking for',
    sortValue: requestSortValues.kind,
    cell: (request) => requestKindLabels[request.kind],
  },
  {
    key: 'room',
    header: 'Room',
    sortValue: requestSortValues.room,
    cell: (request) => request.room.roomNumber,
  },
  {
    key: 'reason',
    header: 'Reason',
    cell: (request) => (
      <span className="line-clamp-2 max-w-xs break-words">
        {request.reason}
        {preferencesLine(request) ? ` (would like ${preferencesLine(request)})` : ''}
      </span>
    ),
  },
  { key: 'status', header: 'Status', cell: (request) => <RequestStatusBadge status={request.status} /> },
  {
    key: 'asked',
    header: 'Asked',
    sortValue: requestSortValues.asked,
    className: 'whitespace-nowrap',
    cell: (request) => <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>,
  },
];

/**
 * Students' requests to cancel or change rooms (staff, issue #30 §2): the open ones, the longest waiting
 * first, filtered, sorted and paged on the server. Each leads to the booking, where staff decide.
 */
export function BookingRequestsScreen() {
  const list = useListParams(requestFilters);
  const queue = useRequestQueue(list.request);
  return (
    <ListScreen
      title="Booking Requests"
      description="Students asking to cancel or to change rooms: open the booking to approve or decline."
      query={queue}
      rows={(data) => data.requests}
      params={list}
      filters={{ label: 'Filter the requests', columns: 3 }}
      caption="Booking requests"
      columns={columns}
      rowKey={(request) => request.id}
      loading="Loading the requests"
      failed={messages.bookingRequests.fetchFailed}
      empty={{
        title: 'No requests',
        body: 'Requests students make about their bookings are listed here.',
        filtered: 'No requests match these filters.',
      }}
    />
  );
}
