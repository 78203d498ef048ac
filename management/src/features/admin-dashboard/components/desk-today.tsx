import { Link } from 'react-router-dom';
import type { DeskBooking } from '#contract/desk';
import * as messages from '#contract/messages';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { paths } from '../../../config/paths.ts';
import { useDeskToday } from '../api/get-desk-today.ts';

/** The booking's page with the desk's dialog open (features/bookings-admin reads `desk`). */
const deskLink = (row: DeskBooking, action: 'check-in' | 'check-out') =>
  `${paths.admin.booking(row.publicId)}?desk=${action}`;

function DeskList({
  title,
  rows,
  empty,
  action,
}: {
  title: string;
  rows: DeskBooking[];
  empty: string;
  action: (row: DeskBooking) => { label: string; to: string } | null;
}) {
  return (
    <section aria-label={title} className="space-y-2">
      <h3 className="text-sm font-semibold">
        {title} <span className="text-slate-600 dark:text-slate-400">({rows.length})</span>
      </h3>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map((row) => {
            const next = action(row);
            return (
              // The name wraps rather than the button, so every row's button lines up on the right.
              <li key={row.bookingId} className="flex items-center justify-between gap-2 py-2">
                <Link
                  to={paths.admin.booking(row.publicId)}
                  className="min-w-0 text-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
                >
                  {row.student.fullName}, Room {row.room.roomNumber}
                </Link>
                {next ? (
                  <Link to={next.to} className={buttonClasses('secondary', 'shrink-0')}>
                    {next.label}
                  </Link>
                ) : (
                  <span className="shrink-0 text-sm text-emerald-800 dark:text-emerald-300">Checked in</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/**
 * Today at the desk: who arrives (checked in or not yet) and who is due to leave, with a link to act, and
 * who moved since checking in, to check in to their new room (decision 0102), while anyone has.
 */
export function DeskToday() {
  const today = useDeskToday();
  if (today.status === 'pending') return <LoadingState label="Loading today’s arrivals" rows={2} />;
  if (today.status === 'error')
    return <ErrorState message={messages.desk.todayFailed} onRetry={() => void today.refetch()} />;
  const { arrivals, departures, moved } = today.data;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {moved.length > 0 && (
        <div className="sm:col-span-2">
          <DeskList
            title="Moved: check in to the new room"
            rows={moved}
            empty=""
            action={(row) => ({ label: 'Check in to the new room', to: deskLink(row, 'check-in') })}
          />
        </div>
      )}
      <DeskList
        title="Arriving today"
        rows={arrivals}
        empty="Nobody arrives today."
        action={(row) => (row.checkedIn ? null : { label: 'Check in', to: deskLink(row, 'check-in') })}
      />
      <DeskList
        title="Leaving today"
        rows={departures}
        empty="Nobody is due to leave today."
        action={(row) =>
          row.checkedIn
            ? { label: 'Check out', to: deskLink(row, 'check-out') }
            : { label: 'Open booking', to: paths.admin.booking(row.publicId) }
        }
      />
    </div>
  );
}
