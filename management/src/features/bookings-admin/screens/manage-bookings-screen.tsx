import { useState } from 'react';
import { FileDown, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { bookingStatuses } from '#contract/bookings';
import { messages } from '#contract/messages';
import { academicPeriod, cardStatus } from '../../../components/booking/booking-labels.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { stackedTable } from '../../../components/ui/stacked-table.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { paths } from '../../../config/paths.ts';
import { messageOf } from '../../../lib/api-error.ts';
import { formatDate } from '../../../lib/dates.ts';
import { notifyFailure, notifySuccess } from '../../../lib/notify.ts';
import { useMutation } from '../../../lib/use-mutation.ts';
import { useQuery } from '../../../lib/use-query.ts';
import type { Booking } from '../../../types/api.ts';
import { downloadSpreadsheet, type SpreadsheetFormat } from '../../reports/download.ts';
import { getAllRooms } from '../../rooms-admin/api/all-rooms.ts';
import { clearBookings, getAllBookings, useBookingList, type BookingFilters } from '../api/bookings-admin.ts';
import { downloadBookingsPdf } from '../api/export-bookings.ts';
import { BookingActionDialog, type BookingAction } from '../components/booking-action-dialogs.tsx';

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

/** Manage Bookings (/admin/bookings, SPEC.md §2): one academic period's bookings and every action on them. */
export function ManageBookingsScreen() {
  const [filters, setFilters] = useState<BookingFilters>({ scope: 'live', page: 1, limit: pageSize });
  const bookings = useBookingList(filters);
  const rooms = useQuery('all-rooms', () => getAllRooms({}));
  const [acting, setActing] = useState<{ booking: Booking; action: BookingAction } | null>(null);
  const [clearing, setClearing] = useState(false);

  const filter = (name: keyof BookingFilters) => (event: { target: { value: string } }) =>
    setFilters((current) => ({ ...current, [name]: event.target.value, page: 1 }));
  const { page: _page, limit: _limit, ...criteria } = filters;
  const everyMatching = () => getAllBookings(criteria);

  const clear = useMutation(async () => {
    try {
      const answer = await clearBookings();
      notifySuccess(answer.message);
      setClearing(false);
      bookings.reload();
    } catch (error) {
      notifyFailure(error, messages.bookings.clearFailed);
    }
  });

  async function exportSheet(format: SpreadsheetFormat) {
    let items: Booking[];
    try {
      items = await everyMatching();
    } catch (error) {
      notifyFailure(error, messages.exports.bookingsExcelFailed);
      return;
    }
    await downloadSpreadsheet({ kind: 'bookings', items }, format, toast);
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
          <Button variant="secondary" onClick={() => void downloadBookingsPdf(everyMatching, toast)}>
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

      {bookings.status === 'loading' && <LoadingState label="Loading bookings" />}
      {bookings.status === 'error' && (
        <ErrorState
          message={messageOf(bookings.error, messages.bookings.fetchFailed)}
          onRetry={bookings.reload}
        />
      )}
      {bookings.status === 'success' && bookings.data.bookings.length === 0 && (
        <Card className="p-6 text-center text-slate-600 dark:text-slate-400">
          No bookings match these filters.
        </Card>
      )}
      {bookings.status === 'success' && bookings.data.bookings.length > 0 && (
        <Card className="overflow-hidden">
          <table className={stackedTable.table}>
            <caption className="sr-only">Bookings</caption>
            <thead className={stackedTable.head}>
              <tr>
                <th scope="col" className="px-4 py-3">
                  Student
                </th>
                <th scope="col" className="px-4 py-3">
                  Room
                </th>
                <th scope="col" className="px-4 py-3">
                  Academic period
                </th>
                <th scope="col" className="px-4 py-3">
                  Booked
                </th>
                <th scope="col" className="px-4 py-3">
                  Status
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className={stackedTable.body}>
              {bookings.data.bookings.map((booking) => (
                <tr className={stackedTable.row} key={booking.id} data-booking={booking.publicId}>
                  <th scope="row" data-label="Student" className={`${stackedTable.cell} font-medium`}>
                    <div className="min-w-0 max-md:text-right">
                      <Link
                        to={paths.admin.booking(booking.publicId)}
                        className="text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
                      >
                        {booking.student.fullName}
                      </Link>
                      <p className="text-xs font-normal break-all text-slate-600 dark:text-slate-400">
                        {booking.student.email}
                      </p>
                    </div>
                  </th>
                  <td data-label="Room" className={stackedTable.cell}>
                    {booking.room.roomNumber}
                  </td>
                  <td data-label="Academic period" className={stackedTable.cell}>
                    {academicPeriod(booking)}
                  </td>
                  <td data-label="Booked" className={stackedTable.cell}>
                    {formatDate(booking.bookingDate)}
                  </td>
                  <td data-label="Status" className={stackedTable.cell}>
                    <Badge tone={cardStatus[booking.status].tone}>{cardStatus[booking.status].label}</Badge>
                  </td>
                  <td data-label="Actions" className={stackedTable.cell}>
                    <div className="flex flex-wrap justify-end gap-1">
                      {booking.status === 'active' &&
                        (Object.keys(actionLabels) as BookingAction[]).map((action) => (
                          <Button
                            key={action}
                            variant="ghost"
                            className="min-h-9 px-2.5"
                            onClick={() => setActing({ booking, action })}
                          >
                            {actionLabels[action]}
                            <span className="sr-only"> booking of {booking.student.fullName}</span>
                          </Button>
                        ))}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
      {bookings.status === 'success' && bookings.data.pagination.pages > 1 && (
        <nav aria-label="Booking pages" className="flex items-center justify-between gap-2 text-sm">
          <Button
            variant="secondary"
            disabled={(filters.page ?? 1) <= 1}
            onClick={() => setFilters((f) => ({ ...f, page: (f.page ?? 1) - 1 }))}
          >
            Previous
          </Button>
          <span>
            Page {bookings.data.pagination.page} of {bookings.data.pagination.pages}
          </span>
          <Button
            variant="secondary"
            disabled={(filters.page ?? 1) >= bookings.data.pagination.pages}
            onClick={() => setFilters((f) => ({ ...f, page: (f.page ?? 1) + 1 }))}
          >
            Next
          </Button>
        </nav>
      )}

      {acting && (
        <BookingActionDialog
          booking={acting.booking}
          action={acting.action}
          onClose={() => setActing(null)}
          onDone={() => {
            setActing(null);
            bookings.reload();
          }}
        />
      )}
      <ConfirmDialog
        open={clearing}
        title="Clear all bookings?"
        confirmLabel="Clear All Bookings"
        confirmWord={clearAllWord}
        pending={clear.pending}
        onConfirm={() => void clear.run()}
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
