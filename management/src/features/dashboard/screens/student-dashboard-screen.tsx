import { ArrowRight, BedDouble, CalendarCheck, User, Wrench, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import * as messages from '#contract/messages';
import { BookingCard } from '../../../components/booking/booking-card.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import type {
  BalanceDueSlot,
  OpenRepairsSlot,
  ParcelsWaitingSlot,
  PinnedAnnouncementsSlot,
  WaitlistPanelSlot,
} from '../../../components/feature-slots.ts';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { paths } from '../../../config/paths.ts';
import { screenTitles } from '../../../config/screen-titles.ts';
import { messageOf } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useCurrentBooking } from '../../../lib/current-booking.ts';
import { EndedBookingNotice } from '../components/ended-booking-notice.tsx';
import { OwnBookingHistory } from '../components/own-booking-history.tsx';
import { RequestNews } from '../components/request-news.tsx';
import { IconSection } from '../../../components/ui/icon-section.tsx';

const nextSteps = [
  {
    title: 'Browse available rooms',
    text: 'See every room with a free bed you can book, and filter by type and size.',
  },
  { title: 'Open a room', text: 'Check its type, capacity, free beds and who it is for.' },
  { title: 'Book it', text: 'Agree to the terms and confirm. Your booking shows here straight away.' },
];

function CurrentBooking({ studentId }: { studentId: string }) {
  const current = useCurrentBooking(studentId);
  if (current.status === 'pending') return <LoadingState label="Loading your booking" rows={1} />;
  if (current.status === 'error')
    return (
      <ErrorState
        message={messageOf(current.error, messages.bookings.fetchFailed)}
        onRetry={() => void current.refetch()}
      />
    );
  const { booking } = current.data;
  if (booking)
    return (
      <>
        <BookingCard
          booking={booking}
          details={
            <Link to={paths.student.booking(booking.publicId)} className={buttonClasses('secondary')}>
              Details and changes <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          }
          actions={
            <Link to={paths.student.residence} className={buttonClasses('secondary')}>
              My Residence
            </Link>
          }
        />
        <RequestNews booking={booking} />
      </>
    );
  return (
    <>
      <EndedBookingNotice studentId={studentId} />
      <Card className="p-6">
        <h3 className="text-lg font-semibold">You have no room booked yet</h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Here is what to do next:</p>
        <ol className="mt-5 grid gap-4 sm:grid-cols-3">
          {nextSteps.map((step, index) => (
            <li key={step.title} className="rounded-lg bg-slate-50 p-4 dark:bg-slate-800/60">
              <span className="flex size-7 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white dark:bg-brand-500 dark:text-slate-950">
                {index + 1}
              </span>
              <p className="mt-3 font-medium">{step.title}</p>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{step.text}</p>
            </li>
          ))}
        </ol>
        <Link to={paths.student.rooms} className={buttonClasses('primary', 'mt-6')}>
          Browse available rooms <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </Card>
    </>
  );
}

/** One of the dashboard's shortcuts: a card that leads to a screen. */
function Shortcut({
  to,
  icon: Icon,
  title,
  text,
}: {
  to: string;
  icon: LucideIcon;
  title: string;
  text: string;
}) {
  return (
    <Link to={to} className="group">
      <Card className="flex items-center gap-4 p-5 transition-colors group-hover:border-brand-300 dark:group-hover:border-brand-700">
        <Icon className="size-6 text-brand-600 dark:text-brand-400" aria-hidden="true" />
        <div>
          <p className="font-semibold">{title}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">{text}</p>
        </div>
      </Card>
    </Link>
  );
}

/**
 * The room's shortcut: to the free beds for a student without a room, and for one who holds a bed,
 * where they could not book another (a student holds one booking at a time), to reporting a repair.
 * Drawn once the booking is known, so a resident never sees the wrong one first.
 */
function RoomShortcut({ studentId }: { studentId: string }) {
  const current = useCurrentBooking(studentId);
  if (current.status === 'pending') return null;
  if (current.status === 'success' && current.data.booking)
    return (
      <Shortcut
        to={paths.student.reportMaintenance}
        icon={Wrench}
        title={screenTitles.reportProblem}
        text="Something in your room broken or not working"
      />
    );
  return (
    <Shortcut
      to={paths.student.rooms}
      icon={BedDouble}
      title="Available Rooms"
      text="Find a room with a free bed"
    />
  );
}

export function StudentDashboardScreen({
  WaitlistPanel,
  PinnedAnnouncements,
  BalanceDue,
  OpenRepairs,
  ParcelsWaiting,
}: {
  WaitlistPanel: WaitlistPanelSlot;
  PinnedAnnouncements: PinnedAnnouncementsSlot;
  BalanceDue: BalanceDueSlot;
  OpenRepairs: OpenRepairsSlot;
  ParcelsWaiting: ParcelsWaitingSlot;
}) {
  const session = useSession();
  if (session.status !== 'authenticated') return null;
  const { user } = session;
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Dashboard</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">Your room and stay at a glance.</p>
      </div>
      <PinnedAnnouncements />
      <WaitlistPanel onlyWhenFull />
      <IconSection title="Current booking" icon={CalendarCheck}>
        <CurrentBooking studentId={user.id} />
      </IconSection>
      <BalanceDue studentId={user.id} />
      <ParcelsWaiting />
      <OpenRepairs />
      <OwnBookingHistory studentId={user.id} />
      <section aria-labelledby="shortcuts" className="space-y-3">
        <h2 id="shortcuts" className="text-lg font-semibold">
          Shortcuts
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <RoomShortcut studentId={user.id} />
          <Shortcut
            to={paths.student.profile}
            icon={User}
            title="My Profile"
            text="Your details and password"
          />
        </div>
      </section>
    </div>
  );
}
