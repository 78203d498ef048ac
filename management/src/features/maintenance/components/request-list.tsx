import { Link } from 'react-router-dom';
import type { ReportersRequest } from '#contract/maintenance';
// The schema-free module: the student's dashboard lists these and should carry no zod.
import { repairTitle } from '#contract/maintenance-labels';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDate } from '../../../lib/dates.ts';
import { StatusBadge } from './labels.tsx';

/** A student's requests as their Maintenance screen lists them: title, when reported and state, each opening its page. */
export function RequestList({ requests, label }: { requests: readonly ReportersRequest[]; label: string }) {
  return (
    <ul className="space-y-3" aria-label={label}>
      {requests.map((request) => (
        <li key={request.id}>
          <Card className="p-5">
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
  );
}
