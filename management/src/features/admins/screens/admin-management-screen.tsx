import { useMutation } from '@tanstack/react-query';
import { Trash2, UserCheck, UserX } from 'lucide-react';
import { adminSortValues, type Admin } from '#contract/admins';
import * as messages from '#contract/messages';
import { Badge } from '../../../components/ui/badge.tsx';
import { DataList } from '../../../components/list/data-list.tsx';
import type { RowAction } from '../../../components/list/list-actions.ts';
import { Card } from '../../../components/ui/card.tsx';
import type { Column } from '../../../components/ui/data-table.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { notifyFailure, notifySuccess } from '../../../lib/notify.ts';
import { resourceKeys } from '../../../lib/query-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useListParams } from '../../../lib/list-params.ts';
import { deleteAdmin } from '../api/delete-admin.ts';
import { useAdmins } from '../api/list-admins.ts';
import { setAdminStatus } from '../api/set-admin-status.ts';
import { CreateAdminForm } from '../components/create-admin-form.tsx';
import { EmailAddress } from '../../../components/ui/email-address.tsx';

const roleLabels: Record<Admin['role'], string> = { admin: 'Admin', super_admin: 'Super Admin' };

const adminColumns = (selfId: string | undefined): Column<Admin>[] => [
  {
    key: 'name',
    header: 'Name',
    rowHeader: true,
    className: 'md:min-w-40',
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
    // One line, cut short on a desktop (the whole address is its title), so the row's actions fit a
    // 1280 px window; a phone's card has the width to wrap it.
    cell: (admin) => (
      <span className="block md:max-w-48">
        <EmailAddress address={admin.email} cut />
      </span>
    ),
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
      <span className="inline-flex flex-wrap justify-end gap-1 md:justify-start">
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
 * message is what the toast, or the deletion's confirmation, says.
 */
export function AdminManagementScreen() {
  const params = useListParams([]);
  const list = useAdmins(params.page, params.request.sort);
  const session = useSession();
  const selfId = session.user?.id;
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

  // The server refuses anyone's deactivating or deleting themself: their own row offers neither.
  const other = (admin: Admin) => admin.id !== selfId;
  const actions: RowAction<Admin>[] = [
    {
      key: 'deactivate',
      label: 'Deactivate',
      name: (admin) => `Deactivate ${admin.fullName}`,
      icon: UserX,
      when: (admin) => other(admin) && admin.isActive,
      disabled: () => toggle.isPending,
      run: switchStatus,
    },
    {
      key: 'activate',
      label: 'Activate',
      name: (admin) => `Activate ${admin.fullName}`,
      icon: UserCheck,
      when: (admin) => other(admin) && !admin.isActive,
      disabled: () => toggle.isPending,
      run: switchStatus,
    },
    {
      key: 'delete',
      label: 'Delete',
      name: (admin) => `Delete ${admin.fullName}`,
      icon: Trash2,
      tone: 'danger',
      when: other,
      confirm: (admin) => ({
        title: 'Delete this admin?',
        confirmLabel: `Yes, delete ${admin.fullName}`,
        // A deactivated admin has no access or session left to lose: what deleting still changes is that
        // the account cannot be activated again.
        body: admin.isActive ? (
          <p>
            <strong>{admin.fullName}</strong> <EmailAddress address={admin.email} inParentheses /> loses
            access at once and is signed out everywhere. The audit trail keeps what they did. To keep the
            account for later, deactivate it instead.
          </p>
        ) : (
          <p>
            <strong>{admin.fullName}</strong> <EmailAddress address={admin.email} inParentheses /> is
            deactivated already and cannot sign in. Deleting removes the account for good, so it cannot be
            activated again. The audit trail keeps what they did.
          </p>
        ),
      }),
      failed: messages.admins.deleteFailed,
      run: async (admin) => notifySuccess((await remove.mutateAsync(admin)).message),
    },
  ];

  return (
    <div className="space-y-6">
      <PageHeader
        title="Admin Management"
        description="Staff accounts: who can run the hostel, and who can also manage admins and the public site."
      />

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
        <DataList
          query={list}
          rows={(data) => data.admins}
          params={params}
          caption="Staff accounts"
          columns={adminColumns(selfId)}
          rowKey={(admin) => admin.id}
          rowProps={(admin) => ({ 'data-admin': admin.email })}
          actions={actions}
          actionsNote={() => <span className="text-xs text-slate-600 dark:text-slate-400">Your account</span>}
          loading="Loading admins"
          failed={messages.admins.fetchFailed}
          empty={{ title: 'No admins yet' }}
        />
      </section>
    </div>
  );
}
