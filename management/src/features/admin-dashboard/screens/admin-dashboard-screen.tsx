import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import * as messages from '#contract/messages';
import { orMissing } from '#contract/shown-values';
import { cardStatus } from '../../../components/booking/booking-labels.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { paths } from '../../../config/paths.ts';
import { actionLabel, actorName } from '../../../lib/audit-words.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useAllRooms } from '../api/get-all-rooms.ts';
import { usePeriodBookings } from '../api/get-period-bookings.ts';
import { useRecentAudit } from '../api/get-recent-audit.ts';
import { useOverdueRepairs } from '../api/get-overdue-repairs.ts';
import { useRepairRatings } from '../api/get-repair-ratings.ts';
import { useOpenRequestCount } from '../api/get-open-requests.ts';
import { useStaffSettings } from '../../../lib/staff-settings.ts';
import { DeskToday } from '../components/desk-today.tsx';
import { MoneyTotals } from '../components/money-totals.tsx';
import { OccupancyChart } from '../components/occupancy-chart.tsx';
import { freeBedsHint, occupancyOf, occupiedPercent, type Beds } from '../occupancy.ts';

function Figure({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <Card className="p-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">{label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums">{value}</p>
      {hint && <p className="text-xs text-slate-600 dark:text-slate-400">{hint}</p>}
    </Card>
  );
}

/** A panel of the dashboard, a region named by its heading so a screen reader can jump between them. */
function Panel({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card className="space-y-4 p-5" role="region" aria-labelledby={headingId}>
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-base font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </Card>
  );
}

function BedsTable({ caption, groups }: { caption: string; groups: Beds[] }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="text-slate-600 dark:text-slate-400">
        <tr>
          <th scope="col" className="py-1 font-medium">
            {caption}
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Beds
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Occupied
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Free
          </th>
        </tr>
      </thead>
      <tbody className="tabular-nums">
        {groups.map((group) => (
          <tr key={group.label} className="border-t border-slate-100 dark:border-slate-800">
            <th scope="row" className="py-1.5 font-medium">
              {group.label}
            </th>
            <td className="py-1.5 text-right">{group.total}</td>
            <td className="py-1.5 text-right">{group.occupied}</td>
            <td className="py-1.5 text-right">{group.free}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const seeAll = (to: string, label: string) => (
  <Link to={to} className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
    {label}
  </Link>
);

function RecentBookings() {
  const bookings = usePeriodBookings();
  if (bookings.status === 'pending') return <LoadingState label="Loading bookings" rows={2} />;
  if (bookings.status === 'error')
    return <ErrorState message={messages.bookings.fetchFailed} onRetry={() => void bookings.refetch()} />;
  if (bookings.data.latest.length === 0) return <EmptyState title="No bookings this period yet" />;
  return (
    <ul className="divide-y divide-slate-100 dark:divide-slate-800">
      {bookings.data.latest.map((booking) => (
        <li key={booking.id} className="flex items-start justify-between gap-3 py-2 text-sm">
          <span className="min-w-0">
            <Link
              to={paths.adminStudent.profile(booking.studentId)}
              className="font-medium text-brand-700 hover:underline dark:text-brand-300"
            >
              {booking.student?.fullName ?? 'Student'}
            </Link>{' '}
            <span className="text-slate-600 dark:text-slate-400">
              Room {orMissing(booking.room?.roomNumber)} · {formatDateTime(booking.createdAt)}
            </span>
          </span>
          <span className="shrink-0">
            <Badge tone={cardStatus[booking.status].tone}>{cardStatus[booking.status].label}</Badge>
          </span>
        </li>
      ))}
    </ul>
  );
}

function RecentActivity() {
  const audit = useRecentAudit();
  if (audit.status === 'pending') return <LoadingState label="Loading recent activity" rows={2} />;
  if (audit.status === 'error')
    return <ErrorState message={messages.settings.auditFailed} onRetry={() => void audit.refetch()} />;
  if (audit.data.entries.length === 0) return <EmptyState title="No recorded activity yet" />;
  return (
    <ul className="divide-y divide-slate-100 dark:divide-slate-800">
      {audit.data.entries.map((entry) => (
        <li key={entry.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
          <span>
            <span className="font-medium">{actorName(entry.actor)}</span>
            {' · '}
            {actionLabel(entry.action)}
            {entry.entity.name ? ` · ${entry.entity.name}` : ''}
          </span>
          <span className="text-slate-600 dark:text-slate-400">{formatDateTime(entry.at)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The staff landing screen (issue 8): occupancy, this period's bookings and what happened lately. */
export function AdminDashboardScreen() {
  const session = useSession();
  const rooms = useAllRooms();
  const settings = useStaffSettings();
  const bookings = usePeriodBookings();
  const overdue = useOverdueRepairs();
  const ratings = useRepairRatings();
  const openRequests = useOpenRequestCount();
  const superAdmin = session.user?.role === 'super_admin';
  const occupancy = rooms.status === 'success' ? occupancyOf(rooms.data) : null;
  const period =
    settings.status === 'success'
      ? `${settings.data.settings.currentAcademicYear} Semester ${settings.data.settings.currentSemester}`
      : null;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Dashboard</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          {period ? `Academic period ${period}.` : 'The hostel at a glance.'}
        </p>
      </div>
      {rooms.status === 'error' && (
        <ErrorState message={messages.rooms.fetchFailed} onRetry={() => void rooms.refetch()} />
      )}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label="Beds" value={occupancy?.overall.total ?? '…'} />
        <Figure
          label="Occupied"
          value={occupancy?.overall.occupied ?? '…'}
          hint={occupancy ? `${occupiedPercent(occupancy.overall)}% of beds` : undefined}
        />
        <Figure
          label="Free"
          value={occupancy?.overall.free ?? '…'}
          hint={occupancy ? freeBedsHint(occupancy.overall) : undefined}
        />
        <Figure
          label="Bookings this period"
          value={bookings.status === 'success' ? bookings.data.total : '…'}
          hint={period ?? undefined}
        />
        <Figure label="Active bookings" value={bookings.status === 'success' ? bookings.data.active : '…'} />
        <Figure
          label="Overdue repairs"
          value={
            overdue.status === 'success' ? (
              <Link
                to={`${paths.admin.maintenance}?overdue=true`}
                className={overdue.data > 0 ? 'text-red-700 underline dark:text-red-300' : undefined}
              >
                {overdue.data}
              </Link>
            ) : (
              '…'
            )
          }
          hint="Past their target time"
        />
        <Figure
          label="Repairs rated this month"
          value={
            ratings.status === 'success'
              ? ratings.data.average === null
                ? 'None yet'
                : `${ratings.data.average} of 5`
              : '…'
          }
          hint={
            ratings.status === 'success' && ratings.data.average !== null
              ? `From ${ratings.data.rated} repair${ratings.data.rated === 1 ? '' : 's'}`
              : 'Students rate a repair as they confirm it'
          }
        />
        <Figure
          label="Open requests"
          value={
            <Link
              to={paths.admin.bookingRequests}
              aria-label={`${openRequests.data ?? 'Loading'} open booking requests`}
              className="text-brand-700 hover:underline dark:text-brand-300"
            >
              {openRequests.status === 'success' ? openRequests.data : '…'}
            </Link>
          }
          hint="Cancellations and room changes"
        />
      </div>
      <Panel title="At the desk today">
        <DeskToday />
      </Panel>
      <Panel
        title={period ? `Money this period (${period})` : 'Money this period'}
        action={seeAll(paths.admin.outstanding, 'Outstanding balances')}
      >
        <MoneyTotals />
      </Panel>
      {rooms.status === 'pending' && <LoadingState label="Loading occupancy" rows={2} />}
      {occupancy && (
        <div className="grid gap-6 lg:grid-cols-2">
          <Panel title="Occupancy by room type" action={seeAll(paths.admin.rooms, 'Manage Rooms')}>
            <OccupancyChart title="Beds by room type" groups={occupancy.byType} />
            <BedsTable caption="Room type" groups={occupancy.byType} />
          </Panel>
          <Panel title="Occupancy by block and floor">
            <OccupancyChart title="Beds by block" groups={occupancy.byBlock} />
            <BedsTable caption="Floor" groups={occupancy.byFloor} />
            {occupancy.outOfService > 0 && (
              <p className="text-sm text-amber-800 dark:text-amber-200">
                {occupancy.outOfService} room{occupancy.outOfService === 1 ? ' is' : 's are'} under
                maintenance or closed.
              </p>
            )}
          </Panel>
        </div>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Latest bookings" action={seeAll(paths.admin.bookings, 'Manage Bookings')}>
          <RecentBookings />
        </Panel>
        {superAdmin ? (
          <Panel title="Recent activity">
            <RecentActivity />
          </Panel>
        ) : (
          <Panel title="Students" action={seeAll(paths.admin.students, 'Manage Students')}>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Find a student with the search box at the top, or open the list to filter by status, level and
              programme.
            </p>
          </Panel>
        )}
      </div>
    </div>
  );
}
