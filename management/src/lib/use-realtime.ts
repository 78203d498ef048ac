import { useEffect, useEffectEvent } from 'react';
import {
  connectRealtime,
  type RealtimeEvents,
  type RealtimeIdentity,
  type RealtimeOptions,
} from './realtime.ts';

/**
 * What the tab heard of the user's notices, for the bell and the screens they concern: a notice of
 * `category` pushed to it; news for the bell alone ('bell'); or notices of any category possibly missed
 * while the tab had no socket ('missed').
 */
export type NoticeNews = { category: string } | 'bell' | 'missed';

export interface UseRealtimeOptions extends Pick<RealtimeOptions, 'fetchTicket' | 'fetchLockdown'> {
  /** The signed-in tab, or null while signed out: the channel is open only in between (docs/spec.md §4). */
  identity: RealtimeIdentity | null;
  /**
   * Which session the tab holds (lib/session-store.ts `sessionNumber`): a socket lives no longer than
   * the session it was opened with (decision 0083), so a new one opens the channel again.
   */
  session: number;
  /** The lockdown switched on, or lifted: each names its switch, the latest the tab has heard of. */
  onLockdown: (news: RealtimeEvents['lockdown']) => void;
  onUnlock?: (news: RealtimeEvents['unlock']) => void;
  /** A notice reached the user's notification centre, the user read some in one of their tabs, or the socket opened. */
  onNotification?: (news: NoticeNews) => void;
  /** A colleague changed a resource staff share (decision 0066); pushed to staff's tabs only. */
  onStaffChange?: (resource: string) => void;
}

/**
 * Keeps the tab's realtime channel open while a user is signed in and closes it on sign-out; opens it
 * again when the user, the tab or the session changes. The callbacks may change on every render without
 * reconnecting.
 */
export function useRealtime({
  identity,
  session,
  fetchTicket,
  fetchLockdown,
  onLockdown,
  onUnlock,
  onNotification,
  onStaffChange,
}: UseRealtimeOptions) {
  const lockdown = useEffectEvent((news: RealtimeEvents['lockdown']) => onLockdown(news));
  const unlock = useEffectEvent((news: RealtimeEvents['unlock']) => onUnlock?.(news));
  const notification = useEffectEvent((news: NoticeNews) => onNotification?.(news));
  const staffChange = useEffectEvent((resource: string) => onStaffChange?.(resource));
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
    client.on('lockdown', (news) => lockdown(news));
    client.on('unlock', (news) => unlock(news));
    client.on('notification', ({ category }) => notification({ category }));
    client.on('read', () => notification('bell'));
    client.on('changed', ({ resource }) => staffChange(resource));
    // Without a socket nothing is pushed: each of the fallback's polls reads the bell, whose notices lead
    // to their screens; reading every screen on show as well at each poll would cost the API far more.
    client.on('polled', () => notification('bell'));
    // Notices are pushed only to connections whose $connect has completed: one stored between the page's
    // read of the bell and this socket's opening, or while it was away, never reached this tab, and its
    // category is unknown. At the first opening the bell alone is read again: the screen was read as the
    // tab opened, moments before, and reading it twice at every load would double what a load asks of
    // the API; the bell shows the notice and leads to its screen. A socket back after being away may
    // have missed anything: every screen a notice may concern is read again, which fetches only the one
    // on show, at the moment the reconnection spread (lib/realtime.ts) brings the socket back.
    let opened = false;
    client.on('status', (status) => {
      if (status !== 'open') return;
      notification(opened ? 'missed' : 'bell');
      opened = true;
    });
    return () => client.close();
  }, [userId, role, tabId, session]);
}
