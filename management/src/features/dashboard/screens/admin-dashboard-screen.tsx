import { BedDouble, CalendarCheck, Settings, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';

const areas = [
  {
    label: 'Manage Students',
    text: 'Profiles, status, check-out and booking history',
    to: paths.admin.students,
    icon: Users,
  },
  {
    label: 'Manage Rooms',
    text: 'Rooms, capacity, occupancy and status',
    to: paths.admin.rooms,
    icon: BedDouble,
  },
  {
    label: 'Manage Bookings',
    text: 'Every booking, moves and cancellations',
    to: paths.admin.bookings,
    icon: CalendarCheck,
  },
  {
    label: 'Settings',
    text: 'Registration, maintenance and the academic period',
    to: paths.admin.settings,
    icon: Settings,
  },
];

/** The staff landing screen: where each part of running the hostel lives. */
export function AdminDashboardScreen() {
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Admin Dashboard</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Run the hostel: students, rooms, bookings and settings.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {areas.map(({ label, text, to, icon: Icon }) => (
          <Link key={to} to={to} className="group">
            <Card className="flex h-full items-start gap-4 p-5 transition-colors group-hover:border-brand-300 dark:group-hover:border-brand-700">
              <Icon className="mt-0.5 size-6 text-brand-600 dark:text-brand-400" aria-hidden="true" />
              <div>
                <p className="font-semibold">{label}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">{text}</p>
              </div>
            </Card>
          </Link>
        ))}
      </div>
    </div>
  );
}
