import { useState } from 'react';
import { messages } from '#contract/messages';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { useAudit } from '../api/list-audit.ts';
import { useStaffNames } from '../api/list-staff-names.ts';
import { actionLabel, changesOf } from '../components/audit-entry-view.ts';

const roleLabels: Record<string, string> = { admin: 'Admin', super_admin: 'Super Admin', student: 'Student' };

/** The audit trail (super admins): every staff write, newest first, a page at a time. */
export function AuditTrailScreen() {
  const [page, setPage] = useState(1);
  const audit = useAudit(page);
  const names = useStaffNames();

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Audit Trail</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Who changed what, and when: every write by staff, newest first.
        </p>
      </div>
      {audit.status === 'loading' && <LoadingState label="Loading the audit trail" />}
      {audit.status === 'error' && <ErrorState message={messages.audit.fetchFailed} onRetry={audit.reload} />}
      {audit.status === 'success' && audit.data.entries.length === 0 && (
        <EmptyState title="Nothing recorded yet">Changes made by staff will be listed here.</EmptyState>
      )}
      {audit.status === 'success' && audit.data.entries.length > 0 && (
        <>
          <ol className="space-y-3">
            {audit.data.entries.map((entry) => {
              const changes = changesOf(entry);
              const actor = names.data?.get(entry.actor.id);
              return (
                <li key={entry.id}>
                  <Card className="p-4">
                    <div className="flex flex-wrap items-baseline justify-between gap-2">
                      <p className="font-semibold">{actionLabel(entry.action)}</p>
                      <time dateTime={entry.at} className="text-sm text-slate-600 dark:text-slate-400">
                        {formatDateTime(entry.at)}
                      </time>
                    </div>
                    <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
                      <span>By {actor ?? `${entry.actor.id.slice(0, 8)}…`}</span>
                      <Badge tone="slate">{roleLabels[entry.actor.role] ?? entry.actor.role}</Badge>
                      <span className="text-slate-600 dark:text-slate-400">
                        on {entry.entity.type} <span className="font-mono text-xs">{entry.entity.id}</span>
                      </span>
                    </p>
                    {changes.length > 0 && (
                      <details className="mt-3 text-sm">
                        <summary className="cursor-pointer font-medium text-brand-700 dark:text-brand-300">
                          {changes.length} field{changes.length === 1 ? '' : 's'} changed
                        </summary>
                        <div className="mt-2 overflow-x-auto">
                          <table className="w-full min-w-[28rem] text-left">
                            <thead className="text-xs text-slate-600 uppercase dark:text-slate-400">
                              <tr>
                                <th scope="col" className="py-1 pr-3">
                                  Field
                                </th>
                                <th scope="col" className="py-1 pr-3">
                                  Before
                                </th>
                                <th scope="col" className="py-1">
                                  After
                                </th>
                              </tr>
                            </thead>
                            <tbody>
                              {changes.map((change) => (
                                <tr
                                  key={change.field}
                                  className="border-t border-slate-200 align-top dark:border-slate-800"
                                >
                                  <th scope="row" className="py-1 pr-3 font-medium">
                                    {change.field}
                                  </th>
                                  <td className="py-1 pr-3 break-all">{change.before}</td>
                                  <td className="py-1 break-all">{change.after}</td>
                                </tr>
                              ))}
                            </tbody>
                          </table>
                        </div>
                      </details>
                    )}
                  </Card>
                </li>
              );
            })}
          </ol>
          <Pager pagination={audit.data.pagination} onPage={setPage} label="Audit trail" />
        </>
      )}
    </div>
  );
}
