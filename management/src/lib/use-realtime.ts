import { useEffect, useEffectEvent } from 'react';
import { connectRealtime, type RealtimeIdentity, type RealtimeOptions } from './realtime.ts';

export interface UseRealtimeOptions extends Pick<RealtimeOptions, 'fetchTicket' | 'fetchLockdown'> {
  /** The signed-in tab, or null while signed out: the channel is open only in between (docs/spec.md §4). */
  identity: RealtimeIdentity | null;
  onLockdown: (reason: string) => void;
  onUnlock?: () => void;
  /** A notice reached the user's notification centre, or the user read some in one of their tabs. */
  onNotification?: () => void;
}

/**
 * Keeps the tab's realtime channel open while a user is signed in and closes it on sign-out or when
 * the user or tab changes. The callbacks may change on every render without reconnecting.
 */
export function useRealtime({
  identity,
  fetchTicket,
  fetchLockdown,
  onLockdown,
  onUnlock,
  onNotification,
}: UseRealtimeOptions) {
  const lockdown = useEffectEvent((reason: string) => onLockdown(reason));
  const unlock = useEffectEvent(() => onUnlock?.());
  const notification = useEffectEvent(() => onNotification?.());
  const ticket = useEffectEvent(() => fetchTicket());
  const poll = useEffectEvent(() => fetchLockdown());
  const userId = identity?.userId;
  const role = identity?.role;
  const tabId = identity?.tabId;

  useEffect(() => {
    if (!userId || !role || !tabId) return;
    const client = connectRealtime({
      identity: { userId, role, tabId },
      fetchTicket: () => ticket(),
      fetchLockdown: () => poll(),
    });
    client.on('lockdown', ({ reason }) => lockdown(reason));
    client.on('unlock', () => unlock());
    client.on('notification', () => notification());
    client.on('read', () => notification());
    // Notices are pushed only to connections whose $connect has completed: one stored between the page's
    // read of the bell and this socket's opening (or while it was away) was never pushed to this tab.
    client.on('status', (status) => {
      if (status === 'open') notification();
    });
    return () => client.close();
  }, [userId, role, tabId]);
}
