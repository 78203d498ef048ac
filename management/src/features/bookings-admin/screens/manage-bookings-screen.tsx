import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ArrowLeftRight, Ban, FileDown, LogOut, Tag, Trash2, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { bookingSortValues, bookingStatuses } from '#contract/bookings';
import { sortParamOf } from '#contract/sorting';
import { messages } from '#contract/messages';
import { academicPeriod, cardStatus } from '../../../components/booking/booking-labels.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { BulkBar, BulkSummary } from '../../../components/ui/bulk-actions.tsx';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { paths } from '../../../config/paths.ts';
import { messageOf } from '../../../lib/api-error.ts';
import { runBulk, type BulkOutcome } from '../../../lib/bulk.ts';
import { useListParams } from '../../../lib/list-params.ts';
import { formatDate } from '../../../lib/dates.ts';
import { notifyFailure, notifySuccess } from '../../../lib/notify.ts';
import { occupancyKeys } from '../../../lib/query-client.ts';
import type { Booking } from '../../../types/api.ts';
import { downloadSpreadsheet, type SpreadsheetFormat } from '../../../lib/reports/download.ts';
import { getAllRooms } from '../../../lib/room-list.ts';
import {
  cancelBooking,
  clearBookings,
  getAllBookings,
  useBookingList,
  type BookingFilters,
} from '../api/bookings-admin.ts';
import { downloadBookingsPdf } from '../api/export-bookings.ts';
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

const filterNames = ['scope', 'search', 'status', 'academicYear', 'semester', 'roomId'] as const;

const bookingColumns: Column<Booking>[] = [
  {
    key: 'student',
    header: 'Student',
    rowHeader: true,
    className: 'md:min-w-48',
    sortValue: bookingSortValues.student,
    cell: (booking) => (
      <div className="min-w-0">
        <Link
          to={paths.admin.booking(booking.publicId)}
          className="text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
        >
          {booking.student.fullName}
        </Link>
        {/* One line, cut short on a desktop (the whole address is its title and in the details); a
            phone's card has the width to wrap it. */}
        <p
          title={booking.student.email}
          className="text-xs font-normal break-all text-slate-600 md:max-w-48 md:truncate dark:text-slate-400"
        >
          {booking.student.email}
        </p>
      </div>
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
      <Badge tone={cardStatus[booking.status].tone}>{cardStatus[booking.status].label}</Badge>
    ),
  },
];

/** Manage Bookings (/admin/bookings, docs/spec.md §2): one academic period's bookings and every action on them. */
export function ManageBookingsScreen() {
  const list = useListParams(filterNames, { scope: 'live' });
  const filters: BookingFilters = {
    ...list.filters,
    sort: sortParamOf(list.sort),
    page: list.page,
    limit: pageSize,
  };
  const bookings = useBookingList(filters);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const [outcomes, setOutcomes] = useState<BulkOutcome[] | null>(null);
  const rooms = useQuery({ queryKey: bookingKeys.allRooms, queryFn: () => getAllRooms({}) });
  const [acting, setActing] = useState<{ booking: Booking; action: BookingAction } | null>(null);
  const [clearing, setClearing] = useState(false);

  const filter = (name: (typeof filterNames)[number]) => (event: { target: { value: string } }) => {
    setSelected(new Set());
    list.setFilter(name, event.target.value);
  };
  const listed = bookings.status === 'success' ? bookings.data.bookings : [];
  const chosen = listed.filter((booking) => selected.has(booking.id));
  const meta = { invalidates: occupancyKeys };
  const bulkCancel = useMutation({
    mutationFn: ([picked, why]: [Booking[], string]) =>
      runBulk(
        picked,
        (booking) => ({
          key: booking.id,
          label: `${booking.student.fullName} (Room ${booking.room.roomNumber})`,
        }),
        (booking) => cancelBooking(booking, why),
        messages.bookings.cancelFailed,
      ),
    meta,
  });
  const cancelSelected = async () => {
    if (!reason.trim()) {
      setReasonMissing(true);
      return;
    }
    const result = await bulkCancel.mutateAsync([chosen, reason.trim()]);
    setCancelling(false);
    setReason('');
    setSelected(new Set());
    setOutcomes(result);
  };
  const { page: _page, limit: _limit, ...criteria } = filters;
  const everyMatching = () => getAllBookings(criteria);

  const clear = useMutation({
    mutationFn: clearBookings,
    onSuccess: (answer) => {
      notifySuccess(answer.message);
      setClearing(false);
    },
    onError: (error) => notifyFailure(error, messages.bookings.clearFailed),
    meta,
  });

  async function exportSheet(format: SpreadsheetFormat) {
    let items: Booking[];
    try {
      items = await everyMatching();
    } catch (error) {
      notifyFailure(error, messages.exports.bookingsExcelFailed);
      return;
    }
    await downloadSpreadsheet({ kind: 'bookings', items }, format, await loadToast());
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Manage Bookings</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            The current academic period unless you choose another.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => void loadToast().then((toast) => downloadBookingsPdf(everyMatching, toast))}
          >
            <FileDown className="size-4" aria-hidden="true" /> Export PDF
          </Button>
          <Button variant="secondary" onClick={() => void exportSheet('xlsx')}>
            Export Excel
          </Button>
          <Button variant="secondary" onClick={() => void exportSheet('csv')}>
            Export CSV
          </Button>
          <Button variant="danger" onClick={() => setClearing(true)}>
            <Trash2 className="size-4" aria-hidden="true" /> Clear All
          </Button>
        </div>
      </div>

      <Card
        className="grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-6"
        role="search"
        aria-label="Filter bookings"
      >
        <TextField
          label="Student"
          type="search"
          placeholder="Name, email or room"
          value={filters.search ?? ''}
          onChange={filter('search')}
        />
        <SelectField label="Bookings" value={filters.scope ?? ''} onChange={filter('scope')}>
          <option value="live">Live</option>
          <option value="archive">Archive</option>
          <option value="">Live and archive</option>
        </SelectField>
        <SelectField label="Status" value={filters.status ?? ''} onChange={filter('status')}>
          <option value="">Any status</option>
          {bookingStatuses.map((status) => (
            <option key={status} value={status}>
              {cardStatus[status].label}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Academic year"
          placeholder="2025/2026"
          value={filters.academicYear ?? ''}
          onChange={filter('academicYear')}
        />
        <SelectField label="Semester" value={filters.semester ?? ''} onChange={filter('semester')}>
          <option value="">{filters.academicYear ? 'Both' : 'Current'}</option>
          <option value="1">Semester 1</option>
          <option value="2">Semester 2</option>
        </SelectField>
        <SelectField label="Room" value={filters.roomId ?? ''} onChange={filter('roomId')}>
          <option value="">Any room</option>
          {rooms.status === 'success' &&
            rooms.data.map((room) => (
              <option key={room.id} value={room.id}>
                {room.roomNumber}
              </option>
            ))}
        </SelectField>
      </Card>

      {bookings.status === 'pending' && <LoadingState label="Loading bookings" />}
      {bookings.status === 'error' && (
        <ErrorState
          message={messageOf(bookings.error, messages.bookings.fetchFailed)}
          onRetry={() => void bookings.refetch()}
        />
      )}
      {bookings.status === 'success' && bookings.data.bookings.length === 0 && (
        <Card className="p-6 text-center text-slate-600 dark:text-slate-400">
          No bookings match these filters.
        </Card>
      )}
      {bookings.status === 'success' && bookings.data.bookings.length > 0 && (
        <>
          <BulkBar count={chosen.length} noun="booking" onClear={() => setSelected(new Set())}>
            <Button variant="danger" onClick={() => setCancelling(true)}>
              Cancel selected
            </Button>
          </BulkBar>
          <DataTable
            caption="Bookings"
            rows={bookings.data.bookings}
            columns={bookingColumns}
            rowKey={(booking) => booking.id}
            rowProps={(booking) => ({ 'data-booking': booking.publicId })}
            sort={list.sort}
            onSort={list.toggleSort}
            selection={{
              selected,
              onChange: setSelected,
              label: (booking) => `Select booking of ${booking.student.fullName}`,
              // Only a live booking can be cancelled.
              disabled: (booking) => booking.status !== 'active',
            }}
            actions={(booking) =>
              booking.status === 'active' &&
              (Object.keys(actionLabels) as BookingAction[]).map((action) => {
                const Icon = actionIcons[action];
                // Five actions beside a booking fit a 1280 px row as icons (named by aria-label and a
                // tooltip); a phone's card and a wide screen have the room to spell them out.
                return (
                  <Button
                    key={action}
                    variant="ghost"
                    className="min-h-9 px-2.5"
                    title={actionLabels[action]}
                    aria-label={`${actionLabels[action]} booking of ${booking.student.fullName}`}
                    onClick={() => setActing({ booking, action })}
                  >
                    <Icon className="size-4" aria-hidden="true" />
                    <span className="md:hidden 2xl:inline">{actionLabels[action]}</span>
                  </Button>
                );
              })
            }
          />
          <Pager pagination={bookings.data.pagination} label="Booking" onPage={list.setPage} />
        </>
      )}

      {acting && (
        <BookingActionDialog
          booking={acting.booking}
          action={acting.action}
          onClose={() => setActing(null)}
          onDone={() => {
            setActing(null);
          }}
        />
      )}
      <ConfirmDialog
        open={cancelling}
        title={`Cancel ${chosen.length} booking${chosen.length === 1 ? '' : 's'}?`}
        confirmLabel="Cancel bookings"
        pending={bulkCancel.isPending}
        onConfirm={() => void cancelSelected()}
        onClose={() => setCancelling(false)}
      >
        <p>Each booking ends as Cancelled with this reason and its bed is freed:</p>
        <ul className="list-disc pl-5">
          {chosen.map((booking) => (
            <li key={booking.id}>
              {booking.student.fullName} (Room {booking.room.roomNumber})
            </li>
          ))}
        </ul>
        <TextAreaField
          label="Cancellation reason"
          required
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setReasonMissing(false);
          }}
          error={reasonMissing ? messages.bookings.cancellationReasonRequired : undefined}
        />
      </ConfirmDialog>
      <BulkSummary title="Cancellation" outcomes={outcomes} onClose={() => setOutcomes(null)} />
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
    </div>
  );
}
