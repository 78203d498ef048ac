/** The student area's chunk (docs/spec.md §2 Student), where the student's screens get their waitlist panel, balance, open repairs and parcels. */
// Drawn in the signed-in shell, loaded with it (routes.tsx).
import '../shell/app-shell.tsx';
import { StudentDashboardScreen as Dashboard } from '../../features/dashboard/screens/student-dashboard-screen.tsx';
import { WaitlistPanel } from '../../features/waitlist/components/waitlist-panel.tsx';
import { PinnedAnnouncements } from '../../features/announcements/components/pinned-announcements.tsx';
import { BalanceDue } from '../../features/money/components/balance-due.tsx';
import { OpenRepairs } from '../../features/maintenance/components/open-repairs.tsx';
import { ParcelsWaiting } from '../../features/parcels/components/parcels-waiting.tsx';

export const StudentDashboardScreen = () => (
  <Dashboard
    WaitlistPanel={WaitlistPanel}
    PinnedAnnouncements={PinnedAnnouncements}
    BalanceDue={BalanceDue}
    OpenRepairs={OpenRepairs}
    ParcelsWaiting={ParcelsWaiting}
  />
);
