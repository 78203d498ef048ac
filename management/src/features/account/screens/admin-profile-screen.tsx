import * as messages from '#contract/messages';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { LoadingState, QueryFailed } from '../../../components/ui/states.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { roleLabels } from '../../../config/role-labels.ts';
import { ChangeEmailSection } from '../components/change-email-section.tsx';
import { NotificationPreferencesSection } from '../components/notification-preferences-section.tsx';
import { ChangePasswordSection } from '../components/change-password-section.tsx';
import { SessionsLink } from '../components/sessions-link.tsx';
import { paths } from '../../../config/paths.ts';
import { PasskeysSection } from '../components/passkeys-section.tsx';
import { useProfile } from '../api/get-profile.ts';
import { EmailAddress } from '../../../components/ui/email-address.tsx';

/**
 * Admin My Profile (/admin/profile): the signed-in staff member's own account. Super admins manage
 * staff accounts; the password and the sign-in email are the member's own to change here.
 */
export function AdminProfileScreen() {
  const profile = useProfile();
  return (
    <div className="max-w-2xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">My Profile</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">Your staff account.</p>
      </div>
      {profile.status === 'pending' && <LoadingState label="Loading profile" rows={2} />}
      <QueryFailed query={profile} failed={messages.sessions.authCheckFailed} />
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
                <dd className="font-medium">
                  <EmailAddress address={profile.data.user.email} />
                </dd>
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
          <SessionsLink to={paths.admin.sessions} />
          <PasskeysSection />
          <ChangePasswordSection />
          <ChangeEmailSection email={profile.data.user.email} />
          <NotificationPreferencesSection staff />
        </>
      )}
    </div>
  );
}
