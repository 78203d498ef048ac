import { Siren } from 'lucide-react';
import type { RealtimeTicket } from '#contract/realtime';
import { skipRedirectHeader } from '../../config/constants.ts';
import { api } from '../../lib/api.ts';
import { setSession } from '../../lib/session-store.ts';
import { tabIdFrom } from '../../lib/tab-id.ts';
import type { LockdownNews, RealtimeEvents } from '../../lib/realtime.ts';
import { useRealtime, type UseRealtimeOptions } from '../../lib/use-realtime.ts';
import type { PublicSettings, User } from '../../types/api.ts';
import { lockdownReactionFor } from './lockdown-reaction.ts';
import { withToast } from '../../lib/toasts.ts';
import { takeSwitchedHere } from '../../lib/lockdown-switched-here.ts';

function fetchTicket(): Promise<RealtimeTicket> {
  return api.get('/realtime/ticket');
}

/**
 * The polling fallback reads the public settings on the plain base, without the tab's cookie: a
 * student's tab would otherwise get the lockdown's 503 instead of learning that it is on.
 */
async function fetchLockdown(): Promise<LockdownNews> {
  const settings = await api.get<PublicSettings>('/settings/public', {
    plain: true,
    headers: { [skipRedirectHeader]: '1' },
  });
  return { active: settings.emergencyLockdown, changedAt: settings.lockdownChangedAt };
}

/**
 * The signed-in tab's realtime channel (docs/spec.md §4): open while the shell shows a user, closed when it
 * unmounts on sign-out. A student is signed out at the lockdown and the route guard takes them to the
 * login screen; the toast lives in the root layout, so it stays through that navigation.
 */
export function LockdownChannel({
  user,
  session,
  onLockdown,
  onUnlock,
  onNotification,
  onStaffChange,
}: {
  user: User;
  /** Which session the tab holds: the channel opens again with a new one (lib/session-store.ts). */
  session: number;
  /** Staff's banner follows the channel too, and says whether the lockdown is news to the tab. */
  onLockdown?: (news: RealtimeEvents['lockdown']) => boolean;
  onUnlock?: UseRealtimeOptions['onUnlock'];
  /** The same socket tells the tab of new notifications and of reads in its other tabs (issue #28). */
  onNotification?: UseRealtimeOptions['onNotification'];
  /** And staff's tabs of a colleague's change to what staff share (decision 0066). */
  onStaffChange?: UseRealtimeOptions['onStaffChange'];
}) {
  useRealtime({
    identity: { userId: user.id, role: user.role, tabId: tabIdFrom(window.sessionStorage) },
    session,
    fetchTicket,
    fetchLockdown,
    onUnlock: (news) => {
      // A lift spends the mark too: a switch whose push this tab never heard must not hush the next one.
      takeSwitchedHere();
      onUnlock?.(news);
    },
    onNotification,
    onStaffChange,
    onLockdown: (switched) => {
      const news = onLockdown?.(switched) ?? true;
      const reaction = lockdownReactionFor(user.role, switched.reason);
      // The tab that switched it on has its own answer's toast; its other tabs still get this one. A
      // banner already showing the lockdown says it without a toast, at every reload while it lasts.
      if (!takeSwitchedHere() && news)
        withToast((toast) =>
          toast.error(reaction.message, {
            duration: reaction.durationMs,
            icon: <Siren className="size-5 text-red-600 dark:text-red-400" aria-hidden="true" />,
          }),
        );
      if (!reaction.signOut) return;
      api.setCsrfToken(null);
      api.resetSession();
      setSession({ status: 'anonymous', user: null });
    },
  });
  return null;
}
