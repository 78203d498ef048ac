import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { BookingStay } from '#contract/desk';
import * as messages from '#contract/messages';
import { formatMoney } from '#contract/money';
import { ConditionSummary } from '../../../components/booking/condition-summary.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { paths } from '../../../config/paths.ts';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { messageOf } from '../../../lib/api-error.ts';
import { stayPhotosRefetch } from '../../../lib/photos.ts';
import { stayQuery } from '../../../lib/booking.ts';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import type { Booking } from '../../../types/api.ts';
import { ConditionChanges } from '../../../components/booking/condition-changes.tsx';
import { DeskDialog, type DeskAction } from './desk-dialogs.tsx';
import { RoomsLeft } from '../../../components/booking/rooms-left.tsx';

const deskActions: readonly DeskAction[] = ['dates', 'check-in', 'check-out'];

/**
 * The booking's stay at the desk, for staff: its days (the booking's own or the semester's), its
 * check-in with the student's answer, the check-ins of rooms it moved out of with how each was left
 * (decisions 0102 and 0106: the new room needs its own, which the panel asks for), its check-out with
 * the deposit. `?desk=check-in` (a link from the
 * dashboard's list of today's arrivals) opens that dialog at once.
 */
export function StayPanel({ booking }: { booking: Booking }) {
  // Its reports' photos are signed links: read again before they expire while the page stays open.
  const stay = useQuery({ ...stayQuery<BookingStay>(booking.id), refetchInterval: stayPhotosRefetch });
  const [search, setSearch] = useSearchParams();
  const asked = search.get('desk') as DeskAction | null;
  const [open, setOpen] = useState<DeskAction | null>(asked && deskActions.includes(asked) ? asked : null);
  const close = () => {
    setOpen(null);
    if (search.has('desk')) setSearch((params) => (params.delete('desk'), params), { replace: true });
  };
  if (stay.status === 'pending') return <LoadingState label="Loading the stay" rows={2} />;
  if (stay.status === 'error')
    return (
      <ErrorState
        message={messageOf(stay.error, messages.desk.fetchFailed)}
        onRetry={() => void stay.refetch()}
      />
    );
  const { stay: record, deposit } = stay.data;
  const active = booking.status === 'active';
  const { checkIn, checkOut, earlierCheckIns } = record;
  const toCheckInAfterMove = active && !checkIn && earlierCheckIns.length > 0;
  const currency = deposit.currency ?? checkOut?.currency ?? 'GHS';
  const canAct = (action: DeskAction) =>
    active &&
    (action === 'dates' ? !checkOut : action === 'check-in' ? !checkIn : Boolean(checkIn) && !checkOut);
  return (
    <Card className="space-y-5 p-6">
      <h2 className="text-lg font-semibold">Stay and desk</h2>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-lg bg-slate-50 p-4 text-sm sm:grid-cols-2 dark:bg-slate-800/60">
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Arrival</dt>
          <dd className="font-medium">{record.arrival ? formatDate(record.arrival) : 'Not set'}</dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Departure</dt>
          <dd className="font-medium">{record.departure ? formatDate(record.departure) : 'Not set'}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="sr-only">Source of the dates</dt>
          <dd className="text-xs text-slate-600 dark:text-slate-400">
            {record.ownDates ? 'Dates of this booking.' : 'The semester’s dates (Settings, Residents).'}
          </dd>
        </div>
      </dl>
      <section className="space-y-2" aria-label="Check-in">
        <h3 className="text-xs font-semibold tracking-wider text-slate-500 uppercase dark:text-slate-400">
          Check-in
        </h3>
        {toCheckInAfterMove && (
          <Notice tone="warning" title={`Check in to the new room, Room ${booking.room.roomNumber}`}>
            The student moved here after checking in to Room {earlierCheckIns.at(-1)!.room.roomNumber}. Hand
            over this room’s key and record its condition: check-out compares with this room’s report.
          </Notice>
        )}
        {checkIn ? (
          <div className="space-y-2 text-sm">
            <p>
              {formatDateTime(checkIn.at)} by {checkIn.by.name ?? 'staff'}, key{' '}
              <strong>{checkIn.keyNumber}</strong>
            </p>
            <ConditionSummary entries={checkIn.items} />
            <p>
              Student:{' '}
              {!checkIn.answer
                ? 'has not answered the report yet'
                : checkIn.answer.disputes.length === 0
                  ? `confirmed the report on ${formatDateTime(checkIn.answer.at)}`
                  : `disputes ${checkIn.answer.disputes.map((d) => `${d.item} (${d.note})`).join('; ')}`}
            </p>
          </div>
        ) : (
          !toCheckInAfterMove && <p className="text-sm text-slate-600 dark:text-slate-400">Not checked in.</p>
        )}
        {earlierCheckIns.length > 0 && <RoomsLeft earlier={earlierCheckIns} />}
      </section>
      {checkOut && (
        <section className="space-y-2 text-sm" aria-label="Check-out">
          <h3 className="text-xs font-semibold tracking-wider text-slate-500 uppercase dark:text-slate-400">
            Check-out
          </h3>
          <p>
            {formatDateTime(checkOut.at)} by {checkOut.by.name ?? 'staff'};{' '}
            {checkOut.keyReturned === null
              ? 'checked out without the desk: key and condition not recorded'
              : checkOut.keyReturned
                ? 'key returned'
                : 'key not returned'}
          </p>
          <ConditionChanges before={checkIn?.items ?? []} after={checkOut.items} when="at check-out" />
          {checkOut.deductions.map((deduction, index) => (
            <p key={index}>
              Deducted {formatMoney(deduction.amount, currency)}: {deduction.reason}
            </p>
          ))}
          {checkOut.currency && (
            <p>
              Refunded {formatMoney(checkOut.refunded, checkOut.currency)} of the deposit
              {checkOut.refunded > 0 ? (
                <>
                  {' '}
                  to the student’s account (
                  <Link
                    to={paths.adminStudent.money(booking.studentId)}
                    className="text-brand-700 underline dark:text-brand-300"
                  >
                    Money tab
                  </Link>
                  , where staff pay out credit).
                </>
              ) : (
                '.'
              )}
            </p>
          )}
        </section>
      )}
      <div className="flex flex-wrap gap-2">
        {canAct('check-in') && (
          <Button onClick={() => setOpen('check-in')}>
            {toCheckInAfterMove ? 'Check in to the new room' : 'Check in'}
          </Button>
        )}
        {canAct('check-out') && <Button onClick={() => setOpen('check-out')}>Check out at the desk</Button>}
        {canAct('dates') && (
          <Button variant="secondary" onClick={() => setOpen('dates')}>
            Change dates
          </Button>
        )}
      </div>
      {open && canAct(open) && (
        <DeskDialog
          action={open}
          booking={booking}
          stay={record}
          deposit={{ held: deposit.held, currency }}
          onClose={close}
        />
      )}
    </Card>
  );
}
