import { Link } from 'react-router-dom';
import { auditSortValues, type AuditEntry } from '#contract/audit';
import * as messages from '#contract/messages';
import { Badge } from '../../../components/ui/badge.tsx';
import { ListScreen } from '../../../components/list/list-screen.tsx';
import type { Column } from '../../../components/ui/data-table.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { useListParams } from '../../../lib/list-params.ts';
import { useAudit } from '../api/list-audit.ts';
import { useStaff } from '../api/list-staff.ts';
import { auditFilters } from '../filters.ts';
import { actionLabel, actorName } from '../../../lib/audit-words.ts';
import { changesOf, recordName, recordPath } from '../components/audit-entry-view.ts';

const roleLabels: Record<string, string> = {
  admin: 'Admin',
  super_admin: 'Super Admin',
  student: 'Student',
  system: 'System',
};

function Changes({ entry }: { entry: AuditEntry }) {
  const changes = changesOf(entry);
  if (changes.length === 0) return <span className="text-slate-500">—</span>;
  return (
    <details className="text-left">
      <summary className="cursor-pointer font-medium whitespace-nowrap text-brand-700 dark:text-brand-300">
        {changes.length} field{changes.length === 1 ? '' : 's'}
      </summary>
      <dl className="mt-2 space-y-1">
        {changes.map((change) => (
          <div key={change.field}>
            <dt className="font-medium">{change.field}</dt>
            <dd className="break-all text-slate-600 dark:text-slate-400">
              {change.before} → {change.after}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

const auditColumns: Column<AuditEntry>[] = [
  {
    key: 'when',
    header: 'When',
    sortValue: auditSortValues.when,
    className: 'whitespace-nowrap',
    cell: (entry) => <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>,
  },
  {
    key: 'who',
    header: 'Who',
    rowHeader: true,
    cell: (entry) => (
      <span className="inline-flex flex-wrap items-center justify-end gap-2 md:justify-start">
        {actorName(entry.actor)}
        <Badge tone="slate">{roleLabels[entry.actor.role] ?? entry.actor.role}</Badge>
      </span>
    ),
  },
  {
    key: 'did',
    header: 'Did',
    cell: (entry) => actionLabel(entry.action),
  },
  {
    key: 'what',
    header: 'To',
    cell: (entry) => {
      const path = recordPath(entry.entity);
      return path ? (
        <Link to={path} className="text-brand-700 underline-offset-2 hover:underline dark:text-brand-300">
          {recordName(entry.entity)}
        </Link>
      ) : (
        recordName(entry.entity)
      );
    },
  },
  { key: 'changes', header: 'Changes', cell: (entry) => <Changes entry={entry} /> },
];

/**
 * The audit trail (super admins): who did what to whom, by name and linking to the record, newest first;
 * filtered by who, action, record and days, searched, and sorted by time on the server (issue #30).
 */
export function AuditTrailScreen() {
  const staff = useStaff();
  const fields = auditFilters(staff.data ?? []);
  const list = useListParams(fields);
  const audit = useAudit(list.request);
  return (
    <ListScreen
      title="Audit Trail"
      description="Who changed what, and when: every change to the hostel's records, newest first."
      query={audit}
      rows={(data) => data.entries}
      params={list}
      // Three a row: six would cut the actions' names short at 1280 px ("Emergency: Deactivated").
      filters={{ label: 'Filter the audit trail', columns: 3 }}
      caption="Audit trail"
      columns={auditColumns}
      rowKey={(entry) => entry.id}
      loading="Loading the audit trail"
      failed={messages.audit.fetchFailed}
      empty={{
        title: 'Nothing recorded yet',
        body: "Every change to the hostel's records will be listed here.",
        filtered: 'No entries match these filters.',
      }}
    />
  );
}
