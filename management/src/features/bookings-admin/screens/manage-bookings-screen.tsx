import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ArrowLeftRight, Ban, FileDown, LogOut, Tag, Trash2, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { bookingSortValues, bookingStatuses } from '#contract/bookings';
import * as messages from '#contract/messages';
import { academicPeriod, cardStatus } from '../../../components/booking/booking-labels.ts';
import { AwaitingDeposit } from '../../../components/booking/awaiting-deposit.tsx';
import { StudentCell } from '../../../components/student/student-cell.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { ListScreen } from '../../../components/list/list-screen.tsx';
import { SpreadsheetButtons } from '../../../components/list/spreadsheet-buttons.tsx';
import type { BulkAction, RowAction } from '../../../components/list/list-actions.ts';
import { Button } from '../../../components/ui/button.tsx';
import type { Column } from '../../../components/ui/data-table.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { paths } from '../../../config/paths.ts';
import { anyOr, choicesOf, filter, useListParams, type FilterField } from '../../../lib/list-params.ts';
import { formatDate } from '../../../lib/dates.ts';
import { notifyFailure, notifySuccess } from '../../../lib/notify.ts';
import { occupancyKeys } from '../../../lib/query-client.ts';
import type { Booking } from '../../../types/api.ts';
import { getAllRooms } from '../../../lib/room-list.ts';
import { useCurrentPeriod } from '../../../lib/staff-settings.ts';
import { getAllBookings, type BookingFilters } from '../../../lib/booking-list.ts';
import { downloadBookingsPdf } from '../../../lib/reports/bookings-pdf.ts';
import { cancelBooking, clearBookings, useBookingList } from '../api/bookings-admin.ts';
import { bookingKeys } from '../api/keys.ts';
import { BookingActionDialog, type BookingAction } from '../components/booking-action-dialogs.tsx';
import { loadToast } from '../../../lib/toasts.ts';

const pageSize = 20;
/** The word typed to clear every booking: a deliberate act, never a slip of the mouse. */
export const clearAllWord = 'CLEAR';

const actionLabels: Record<BookingAction, string> = {
  move: 'Move',
  status: 'Status',
  cancel: 'Cancel',
  'check-out': 'Check out',
  delete: 'Delete',
};
const actionIcons: Record<BookingAction, LucideIcon> = {
  move: ArrowLeftRight,
  status: Tag,
  cancel: Ban,
  'check-out': LogOut,
  delete: Trash2,
};

type FilterName = 'scope' | 'search' | 'status' | 'academicYear' | 'semester' | 'roomId';

/** The filters; the rooms to choose from come from the server. */
const bookingFilters = (rooms: readonly { id: string; roomNumber: string }[]): FilterField<FilterName>[] => [
  filter.search('search', 'Student', 'Name, email or room'),
  filter.select(
    'scope',
    'Bookings',
    [
      { value: 'live', label: 'Live' },
      { value: 'archive', label: 'Archive' },
      { value: '', label: 'Live and archive' },
    ],
    { initial: 'live' },
  ),
  filter.select(
    'status',
    'Status',
    choicesOf('Any status', bookingStatuses, (status) => cardStatus[status].label),
  ),
  // Empty, the list is of the current period, as the Semester's Current says: an example year here
  // (2025/2026) read as the period shown once the hostel was in a later one.
  filter.text('academicYear', 'Academic year', { placeholder: 'Current' }),
  filter.select<FilterName>('semester', 'Semester', (values) =>
    anyOr(values.academicYear ? 'Both' : 'Current', { 1: 'Semester 1', 2: 'Semester 2' }),
  ),
  filter.select(
    'roomId',
    'Room',
    [...anyOr('Any room'), ...rooms.map((room) => ({ value: room.id, label: room.roomNumber }))],
    { open: true },
  ),
];

const bookingColumns: Column<Booking>[] = [
  {
    key: 'student',
    header: 'Student',
    rowHeader: true,
    className: 'md:min-w-48',
    sortValue: bookingSortValues.student,
    cell: (booking) => (
      <StudentCell email={booking.student.email} width="md:max-w-48">
        <Link
          to={paths.admin.booking(booking.publicId)}
          className="text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
        >
          {booking.student.fullName}
        </Link>
      </StudentCell>
    ),
  },
  {
    key: 'room',
    header: 'Room',
    sortValue: bookingSortValues.room,
    cell: (booking) => booking.room.roomNumber,
  },
  {
    // The date and its academic period share a column, so the row's five actions fit beside it at 1280 px.
    key: 'booked',
    header: 'Booked',
    sortValue: bookingSortValues.booked,
    cell: (booking) => (
      <div className="whitespace-nowrap">
        {formatDate(booking.bookingDate)}
        <p className="text-xs font-normal text-slate-600 dark:text-slate-400">{academicPeriod(booking)}</p>
      </div>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    sortValue: bookingSortValues.status,
    cell: (booking) => (
      <div className="flex flex-wrap gap-1">
        <Badge tone={cardStatus[booking.status].tone}>{cardStatus[booking.status].label}</Badge>
        <AwaitingDeposit booking={booking} compact />
      </div>
    ),
  },
];

/** Manage Bookings (/admin/bookings, docs/spec.md §2): one academic period's bookings and every action on them. */
export function ManageBookingsScreen() {
  const rooms = useQuery({ queryKey: bookingKeys.allRooms, queryFn: () => getAllRooms({}) });
  const fields = bookingFilters(rooms.data ?? []);
  const list = useListParams(fields);
  const filters: BookingFilters = { ...list.request, limit: pageSize };
  const bookings = useBookingList(filters);
  const [acting, setActing] = useState<{ booking: Booking; action: BookingAction } | null>(null);
  const [clearing, setClearing] = useState(false);
  const meta = { invalidates: occupancyKeys };
  const { page: _page, limit: _limit, ...criteria } = filters;
  const everyMatching = () => getAllBookings(criteria);
  // The exports' file names carry the period the list reads: the one chosen, else the current one (GET /bookings).
  const current = useCurrentPeriod().data;
  const period = criteria.academicYear
    ? { academicYear: criteria.academicYear, semester: criteria.semester }
    : current && { academicYear: current.academicYear, semester: criteria.semester || current.semester };

  const clear = useMutation({
    mutationFn: clearBookings,
    onSuccess: (answer) => {
      notifySuccess(answer.message);
      setClearing(false);
    },
    onError: (error) => notifyFailure(error, messages.bookings.clearFailed),
    meta,
  });

  // Five actions beside a booking, each opening its dialog; only a live booking has them.
  const actions = (Object.keys(actionLabels) as BookingAction[]).map((action): RowAction<Booking> => ({
    key: action,
    label: actionLabels[action],
    name: (booking) => `${actionLabels[action]} booking of ${booking.student.fullName}`,
    icon: actionIcons[action],
    tone: action === 'delete' ? 'danger' : undefined,
    when: (booking) => booking.status === 'active',
    run: (booking) => setActing({ booking, action }),
  }));

  const cancelSelected: BulkAction<Booking> = {
    key: 'cancel',
    trigger: { kind: 'button', label: 'Cancel selected', tone: 'danger' },
    reason: { label: 'Cancellation reason', required: messages.bookings.cancellationReasonRequired },
    confirm: (chosen) => ({
      title: `Cancel ${chosen.length} booking${chosen.length === 1 ? '' : 's'}?`,
      confirmLabel: 'Cancel bookings',
      body: (
        <>
          <p>Each booking ends as Cancelled with this reason and its bed is freed:</p>
          <ul className="list-disc pl-5">
            {chosen.map((booking) => (
              <li key={booking.id}>
                {booking.student.fullName} (Room {booking.room.roomNumber})
              </li>
            ))}
          </ul>
        </>
      ),
    }),
    describe: (booking) => `${booking.student.fullName} (Room ${booking.room.roomNumber})`,
    each: cancelBooking,
    failed: messages.bookings.cancelFailed,
    summary: 'Cancellation',
  };

  return (
    <ListScreen
      title="Manage Bookings"
      description="The current academic period unless you choose another."
      pageActions={
        <>
          <Button
            variant="secondary"
            onClick={() =>
              void loadToast().then((toast) => downloadBookingsPdf(everyMatching, toast, period))
            }
          >
            <FileDown className="size-4" aria-hidden="true" /> Export PDF
          </Button>
          <SpreadsheetButtons spreadsheet={{ kind: 'bookings', read: everyMatching, period }} />
          <Button variant="danger" onClick={() => setClearing(true)}>
            <Trash2 className="size-4" aria-hidden="true" /> Clear All
          </Button>
        </>
      }
      query={bookings}
      rows={(data) => data.bookings}
      params={list}
      // Three a row: six in one cut the Student search's placeholder short at 1280 px.
      filters={{ label: 'Filter bookings', columns: 3 }}
      caption="Bookings"
      columns={bookingColumns}
      rowKey={(booking) => booking.id}
      rowProps={(booking) => ({ 'data-booking': booking.publicId })}
      actions={actions}
      bulk={{
        noun: 'booking',
        label: (booking) => `Select booking of ${booking.student.fullName}`,
        // Only a live booking can be cancelled.
        disabled: (booking) => booking.status !== 'active',
        actions: [cancelSelected],
      }}
      invalidates={occupancyKeys}
      loading="Loading bookings"
      failed={messages.bookings.fetchFailed}
      empty={{ title: 'No bookings match these filters.' }}
    >
      {acting && (
        <BookingActionDialog
          booking={acting.booking}
          action={acting.action}
          onClose={() => setActing(null)}
          onDone={() => setActing(null)}
        />
      )}
      <ConfirmDialog
        open={clearing}
        title="Clear all bookings?"
        confirmLabel="Clear All Bookings"
        confirmWord={clearAllWord}
        pending={clear.isPending}
        onConfirm={() => void clear.mutateAsync()}
        onClose={() => setClearing(false)}
      >
        <p>
          Every active booking in the hostel moves to the archive and every bed is freed. The records stay in
          each student's booking history, but no booking can be reopened.
        </p>
      </ConfirmDialog>
    </ListScreen>
  );
}
