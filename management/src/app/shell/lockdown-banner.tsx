import { useCallback, useEffect, useRef, useState } from 'react';
import { Siren } from 'lucide-react';
import type { LockdownState, StaffSettings } from '#contract/settings';
import { api } from '../../lib/api.ts';
import type { RealtimeEvents } from '../../lib/realtime.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { Banner } from './banner.tsx';

/**
 * The lockdown as staff see it (GET /settings carries its reason, since when and by whom): read when
 * the shell opens, so it survives a reload, read again when the realtime channel reports a lockdown,
 * and cleared when it reports the unlock. Students never get here: they are signed out by a lockdown.
 */
export function useLockdownNotice(isStaff: boolean) {
  const [notice, setNotice] = useState<LockdownState | null>(null);
  /**
   * The switch the channel last reported, the latest the tab has heard of (lib/realtime.ts); undefined
   * until it has reported one. A reading of the settings is drawn only if it is of that switch: one
   * sent before it may answer after it, and an ordinary read may answer as before it. A reading of a
   * later switch waits for the channel, which reports that switch too.
   */
  const reported = useRef<string | null | undefined>(undefined);
  const refresh = useCallback(() => {
    if (!isStaff) return;
    api
      .get<{ settings: StaffSettings }>('/settings')
      .then(({ settings }) => {
        const read = settings.emergencyLockdown;
        if (reported.current === undefined || read.changedAt === reported.current) setNotice(read);
      })
      // Without the settings the banner cannot say why; the realtime toast still tells staff.
      .catch(() => undefined);
  }, [isStaff]);
  useEffect(refresh, [refresh]);
  return {
    notice,
    /**
     * Returns whether this is news to the tab: not when the banner already says so, as it does in a tab
     * opened during the lockdown, whose channel's first reading finds it on.
     */
    onLockdown: ({ reason, changedAt }: RealtimeEvents['lockdown']): boolean => {
      // The channel calls the latest render's handler (useEffectEvent), so `notice` is the banner as drawn.
      const news = !notice?.active;
      reported.current = changedAt;
      // Show at once with the event's reason and time, then fill in by whom.
      setNotice((current) => ({
        active: true,
        reason: reason || current?.reason || '',
        instructions: current?.instructions ?? '',
        changedBy: current?.changedBy ?? null,
        changedAt,
      }));
      refresh();
      return news;
    },
    onUnlock: ({ changedAt }: RealtimeEvents['unlock']) => {
      reported.current = changedAt;
      setNotice((current) => (current ? { ...current, active: false, changedAt } : current));
    },
  };
}

/** A banner over every staff screen while the emergency lockdown is on. */
export function LockdownBanner({ notice }: { notice: LockdownState | null }) {
  if (!notice?.active) return null;
  return (
    <Banner tone="danger" icon={Siren} role="alert" data-lockdown-banner>
      <strong>Emergency lockdown is active</strong>
      {notice.reason ? `: ${notice.reason}.` : '.'}
      {(notice.changedAt || notice.changedBy) && ' Switched on'}
      {notice.changedAt && ` ${formatDateTime(notice.changedAt)}`}
      {notice.changedBy && ` by ${notice.changedBy}`}
      {(notice.changedAt || notice.changedBy) && '.'} Students cannot sign in or use the app until it is
      lifted.
    </Banner>
  );
}
