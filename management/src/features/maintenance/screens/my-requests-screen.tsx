import { Link } from 'react-router-dom';
import { isOpen } from '#contract/maintenance';
import * as messages from '#contract/messages';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EmptyState, LoadingState, QueryFailed } from '../../../components/ui/states.tsx';
import { paths } from '../../../config/paths.ts';
import { useMyRequests } from '../api/my-requests.ts';
import { RequestList } from '../components/request-list.tsx';

/** A student's maintenance requests (/student/maintenance): open ones first, each opening its page. */
export function MyRequestsScreen() {
  const mine = useMyRequests();
  const requests = mine.data
    ? [...mine.data.requests].sort((a, b) => Number(isOpen(b.status)) - Number(isOpen(a.status)))
    : [];
  return (
    <div className="space-y-6">
      <PageHeader
        title="Maintenance"
        description="Report a problem in your room or a common area, and follow what happens to it."
        actions={
          <Link to={paths.student.reportMaintenance} className={buttonClasses('primary')}>
            Report a problem
          </Link>
        }
      />
      {mine.status === 'pending' && <LoadingState label="Loading your requests" />}
      <QueryFailed query={mine} failed={messages.maintenance.fetchFailed} />
      {mine.status === 'success' && requests.length === 0 && (
        <EmptyState title="No requests yet">
          Something broken? Report it and the hostel staff will fix it.
        </EmptyState>
      )}
      {requests.length > 0 && <RequestList requests={requests} label="Your maintenance requests" />}
    </div>
  );
}
