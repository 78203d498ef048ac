import { lazy, Suspense } from 'react';
import { useBlocker } from 'react-router-dom';
import { editsAtRisk } from '../lib/unsaved-edits.ts';

// Fetched when first asked: a first screen downloads no dialog (tests/e2e/budgets.test.ts).
const LeaveQuestion = lazy(() => import('./leave-question.tsx'));

/**
 * Asks before leaving a screen drops edits not saved (lib/unsaved-edits.ts): a link or the back button
 * to another screen stops at "Discard your changes?". A change of the same screen's query or hash (a
 * list's filter, its page) keeps its forms, so it is not asked about.
 */
export function UnsavedEditsGuard() {
  // A router has one blocker at a time: this is it, for every form.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      nextLocation.pathname !== currentLocation.pathname && editsAtRisk(),
  );
  if (blocker.state !== 'blocked') return null;
  return (
    <Suspense fallback={null}>
      <LeaveQuestion blocker={blocker} />
    </Suspense>
  );
}
