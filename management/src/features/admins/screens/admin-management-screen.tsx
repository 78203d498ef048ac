import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Trash2, UserCheck, UserX } from 'lucide-react';
import { adminSortValues, type Admin } from '#contract/admins';
import { messages } from '#contract/messages';
import { sortParamOf } from '#contract/sorting';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { Dialog, DialogActions } from '../../../components/ui/dialog.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { notifyFailure, notifySuccess } from '../../../lib/notify.ts';
import { resourceKeys } from '../../../lib/query-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useListParams } from '../../../lib/list-params.ts';
import { deleteAdmin } from '../api/delete-admin.ts';
import { useAdmins } from '../api/list-admins.ts';
import { setAdminStatus } from '../api/set-admin-status.ts';
import { CreateAdminForm } from '../components/create-admin-form.tsx';

const roleLabels: Record<Admin['role'], string> = { admin: 'Admin', super_admin: 'Super Admin' };

const adminColumns = (selfId: string | undefined): Column<Admin>[] => [
  {
    key: 'name',
    header: 'Name',
    rowHeader: true,
    className: 'md:min-w-44',
    sortValue: adminSortValues.name,
    cell: (admin) => (
      <span className="inline-flex flex-wrap items-center justify-end gap-2 md:justify-start">
        {admin.fullName}
        {admin.id === selfId && <Badge tone="blue">You</Badge>}
      </span>
    ),
  },
  {
    key: 'email',
    header: 'Email',
    sortValue: adminSortValues.email,
    cell: (admin) => <span className="break-all md:break-normal">{admin.email}</span>,
  },
  {
    key: 'role',
    header: 'Role',
    sortValue: adminSortValues.role,
    cell: (admin) => (
      <Badge tone={admin.role === 'super_admin' ? 'blue' : 'slate'}>{roleLabels[admin.role]}</Badge>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    sortValue: adminSortValues.status,
    cell: (admin) => (
      <span className="inline-flex flex-wrap justify-end gap-1">
        <Badge tone={admin.isActive ? 'green' : 'red'}>{admin.isActive ? 'Active' : 'Inactive'}</Badge>
        {!admin.emailVerified && <Badge tone="amber">Password not set yet</Badge>}
      </span>
    ),
  },
  {
    key: 'added',
    header: 'Added',
    sortValue: adminSortValues.added,
    className: 'whitespace-nowrap',
    cell: (admin) => formatDate(admin.createdAt),
  },
];

/**
 * Admin Management (docs/spec.md §2): the staff accounts, a new one with an emailed set-password link,
 * deactivation and deletion. The server keeps one active super admin and refuses self-removal; its
 * message is what the toast shows.
 */
export function AdminManagementScreen() {
  const params = useListParams([]);
  const list = useAdmins(params.page, sortParamOf(params.sort));
  const session = useSession();
  const selfId = session.user?.id;
  const [deleting, setDeleting] = useState<Admin | null>(null);
  const toggle = useMutation({
    mutationFn: (admin: Admin) => setAdminStatus(admin.id, !admin.isActive),
    meta: { invalidates: [resourceKeys.admins] },
  });
  const remove = useMutation({
    mutationFn: (admin: Admin) => deleteAdmin(admin.id),
    meta: { invalidates: [resourceKeys.admins] },
  });

  const switchStatus = async (admin: Admin) => {
    try {
      notifySuccess((await toggle.mutateAsync(admin)).message);
    } catch (error) {
      notifyFailure(error, messages.admins.statusFailed);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      notifySuccess((await remove.mutateAsync(deleting)).message);
      setDeleting(null);
    } catch (error) {
      setDeleting(null);
      notifyFailure(error, messages.admins.deleteFailed);
    }
  };

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Admin Management</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Staff accounts: who can run the hostel, and who can also manage admins and the public site.
        </p>
      </div>

      <Card className="space-y-4 p-5 sm:p-6">
        <div>
          <h2 className="text-lg font-semibold">Add an admin</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            They receive an email with a link to set their password (valid 24 hours).
          </p>
        </div>
        <CreateAdminForm />
      </Card>

      <section aria-labelledby="staff-heading" className="space-y-3">
        <h2 id="staff-heading" className="text-lg font-semibold">
          Staff accounts
          {list.status === 'success' && (
            <span className="ml-2 text-sm font-normal text-slate-600 dark:text-slate-400">
              ({list.data.pagination.total})
            </span>
          )}
        </h2>
        {list.status === 'pending' && <LoadingState label="Loading admins" />}
        {list.status === 'error' && (
          <ErrorState message={messages.admins.fetchFailed} onRetry={() => void list.refetch()} />
        )}
        {list.status === 'success' && list.data.admins.length === 0 && <EmptyState title="No admins yet" />}
        {list.status === 'success' && list.data.admins.length > 0 && (
          <>
            <DataTable
              caption="Staff accounts"
              rows={list.data.admins}
              columns={adminColumns(selfId)}
              rowKey={(admin) => admin.id}
              rowProps={(admin) => ({ 'data-admin': admin.email })}
              sort={params.sort}
              onSort={params.toggleSort}
              // The server refuses anyone's deactivating or deleting themself: their own row offers neither.
              actions={(admin) =>
                admin.id === selfId ? (
                  <span className="text-xs text-slate-600 dark:text-slate-400">Your account</span>
                ) : (
                  <>
                    <Button
                      variant="ghost"
                      className="min-h-9 px-2.5"
                      disabled={toggle.isPending}
                      onClick={() => void switchStatus(admin)}
                      title={admin.isActive ? 'Deactivate' : 'Activate'}
                      aria-label={`${admin.isActive ? 'Deactivate' : 'Activate'} ${admin.fullName}`}
                    >
                      {admin.isActive ? (
                        <UserX className="size-4" aria-hidden="true" />
                      ) : (
                        <UserCheck className="size-4" aria-hidden="true" />
                      )}
                      {/* Icons on a 1280 px row (named by aria-label and a tooltip); a phone's card and
                          a wide screen spell them out. */}
                      <span className="md:hidden 2xl:inline">
                        {admin.isActive ? 'Deactivate' : 'Activate'}
                      </span>
                    </Button>
                    <Button
                      variant="ghost"
                      className="min-h-9 px-2.5 text-red-700 dark:text-red-300"
                      onClick={() => setDeleting(admin)}
                      title="Delete"
                      aria-label={`Delete ${admin.fullName}`}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                      <span className="md:hidden 2xl:inline">Delete</span>
                    </Button>
                  </>
                )
              }
            />
            <Pager pagination={list.data.pagination} onPage={params.setPage} label="Admins" />
          </>
        )}
      </section>

      <Dialog open={deleting !== null} title="Delete this admin?" onClose={() => setDeleting(null)}>
        {deleting && (
          <div className="space-y-4 text-sm">
            <p>
              <strong>{deleting.fullName}</strong> ({deleting.email}) loses access at once and is signed out
              everywhere. The audit trail keeps what they did. To keep the account for later, deactivate it
              instead.
            </p>
            <DialogActions>
              <Button variant="danger" pending={remove.isPending} onClick={() => void confirmDelete()}>
                <Trash2 className="size-4" aria-hidden="true" /> Yes, delete {deleting.fullName}
              </Button>
            </DialogActions>
          </div>
        )}
      </Dialog>
    </div>
  );
}
