import { ArrowRight, Wrench } from 'lucide-react';
import { Link } from 'react-router-dom';
// The schema-free module: the student's first screen should carry no zod.
import { isOpen } from '#contract/maintenance-labels';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useMyRequests } from '../api/my-requests.ts';
import { RequestList } from './request-list.tsx';
import { IconSection } from '../../../components/ui/icon-section.tsx';

/** How many open requests the dashboard lists before it leaves the rest to the Maintenance screen. */
const shownOnDashboard = 3;

/**
 * On the student's dashboard, while any of their repair requests is open: the newest ones, each opening
 * its page, and the way to the rest. Nothing while none is open, nor while it loads: the Maintenance
 * screen is where a failed read is told.
 */
export function OpenRepairs() {
  const mine = useMyRequests();
  if (mine.status !== 'success') return null;
  const open = mine.data.requests.filter((request) => isOpen(request.status));
  if (open.length === 0) return null;
  return (
    <IconSection title="Repairs" icon={Wrench}>
      <RequestList requests={open.slice(0, shownOnDashboard)} label="Your open repair requests" />
      {open.length > shownOnDashboard && (
        <Link to={paths.student.maintenance} className={buttonClasses('secondary')}>
          See all <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      )}
    </IconSection>
  );
}
