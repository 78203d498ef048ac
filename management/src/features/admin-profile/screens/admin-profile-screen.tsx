import { Link } from 'react-router-dom';
import { messages } from '#contract/messages';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { paths } from '../../../config/paths.ts';
import { messageOf } from '../../../lib/api-error.ts';
import { formatDate } from '../../../lib/dates.ts';
import { roleLabels } from '../../../app/shell/navigation.ts';
import { useProfile } from '../../profile/api/get-profile.ts';

/**
 * Admin My Profile (/admin/profile): the signed-in staff member's own account, read-only. Staff
 * accounts are managed by super admins; a password is changed through the reset-by-email flow, the one
 * self-service path the API offers staff.
 */
export function AdminProfileScreen() {
  const profile = useProfile();
  return (
    <div className="max-w-2xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">My Profile</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">Your staff account.</p>
      </div>
      {profile.status === 'loading' && <LoadingState label="Loading profile" rows={2} />}
      {profile.status === 'error' && (
        <ErrorState
          message={messageOf(profile.error, messages.auth.authCheckFailed)}
          onRetry={profile.reload}
        />
      )}
      {profile.status === 'success' && (
        <>
          <Card className="p-6">
            <dl className="grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-slate-600 dark:text-slate-400">Full name</dt>
                <dd className="font-medium">{profile.data.user.fullName}</dd>
              </div>
              <div>
                <dt className="text-slate-600 dark:text-slate-400">Email</dt>
                <dd className="font-medium break-all">{profile.data.user.email}</dd>
              </div>
              <div>
                <dt className="text-slate-600 dark:text-slate-400">Role</dt>
                <dd className="font-medium">{roleLabels[profile.data.user.role]}</dd>
              </div>
              <div>
                <dt className="text-slate-600 dark:text-slate-400">Status</dt>
                <dd>
                  <Badge tone={profile.data.user.isActive ? 'green' : 'red'}>
                    {profile.data.user.isActive ? 'Active' : 'Inactive'}
                  </Badge>
                </dd>
              </div>
              <div>
                <dt className="text-slate-600 dark:text-slate-400">Member since</dt>
                <dd className="font-medium">{formatDate(profile.data.user.createdAt)}</dd>
              </div>
            </dl>
          </Card>
          <Card className="space-y-3 p-6">
            <h2 className="text-lg font-semibold">Password</h2>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              To change your password, request a reset link: it is sent to your email address.
            </p>
            <Link to={paths.forgotPassword} className={buttonClasses('secondary')}>
              Reset Password by Email
            </Link>
          </Card>
        </>
      )}
    </div>
  );
}
