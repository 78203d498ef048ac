import { Link } from 'react-router-dom';
import { isOpen, repairTitle } from '#contract/maintenance';
import * as messages from '#contract/messages';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EmptyState, LoadingState, QueryFailed } from '../../../components/ui/states.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDate } from '../../../lib/dates.ts';
import { useMyRequests } from '../api/my-requests.ts';
import { StatusBadge } from '../components/labels.tsx';

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
      {requests.length > 0 && (
        <ul className="space-y-3" aria-label="Your maintenance requests">
          {requests.map((request) => (
            <li key={request.id}>
              <Card className="p-4">
                <Link
                  to={paths.student.maintenanceRequest(request.id)}
                  className="flex flex-wrap items-center justify-between gap-2 rounded focus-visible:outline-2 focus-visible:outline-brand-500"
                >
                  <span>
                    <span className="block font-semibold">{repairTitle(request)}</span>
                    <span className="block text-sm text-slate-600 dark:text-slate-400">
                      Reported {formatDate(request.createdAt)}
                    </span>
                  </span>
                  <StatusBadge status={request.status} />
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
