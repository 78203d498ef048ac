import { lazy, Suspense } from 'react';
import { MaintenancePause } from '../../../components/maintenance-pause.tsx';
import { useMyWaitlist } from '../api/waitlist.ts';

/**
 * The form to join, in a chunk of its own: it checks with the contract's schema, and the validation
 * library loads only when a student is shown the form, not with every student screen.
 */
const JoinWaitlistForm = lazy(() =>
  import('./join-waitlist-form.tsx').then(({ JoinWaitlistForm }) => ({ default: JoinWaitlistForm })),
);

/**
 * An entry's cards, in a chunk of their own too: the panel shows nothing to most students (a free bed,
 * no entry), so the dashboard a student lands on carries only the check, and the cards load once the
 * student's waitlist says there is an entry to show.
 */
const WaitlistEntry = lazy(() =>
  import('./waitlist-entry.tsx').then(({ WaitlistEntry }) => ({ default: WaitlistEntry })),
);

/**
 * The student's waitlist, wherever no suitable bed is free (dashboard, rooms list, room details): an
 * offer with its time left and Accept / Decline; else their places in the queue and Leave; else, with
 * no booking, the form to join. `preferred` preselects a room type (a full room's).
 */
export function WaitlistPanel({
  preferred,
  onlyWhenFull = false,
}: {
  preferred?: string;
  /** Offer to join only when no bed the student may take is free (the dashboard); an entry always shows. */
  onlyWhenFull?: boolean;
}) {
  const mine = useMyWaitlist();
  if (mine.status !== 'success') return null;
  const { data } = mine;
  const panel = data.entry ? (
    <Suspense fallback={null}>
      <WaitlistEntry data={data} />
    </Suspense>
  ) : data.hasActiveBooking || data.roomTypes.length === 0 || (onlyWhenFull && data.freeBeds > 0) ? null : (
    <Suspense fallback={null}>
      <JoinWaitlistForm data={data} preferred={preferred} />
    </Suspense>
  );
  if (!panel) return null;
  return (
    <div className="space-y-3">
      <MaintenancePause what="The waitlist" />
      {panel}
    </div>
  );
}
