import { useCallback, useEffect, useRef, useState } from 'react';
import { Siren } from 'lucide-react';
import type { LockdownState, StaffSettings } from '#contract/settings';
import { api } from '../../lib/api.ts';
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
   * How many switches the channel has reported. A read of the settings sent before the latest one may
   * answer after it (a push can overtake a slow answer): what it says is older, and is not drawn.
   */
  const heard = useRef(0);
  const refresh = useCallback(() => {
    if (!isStaff) return;
    const sentAfter = heard.current;
    api
      .get<{ settings: StaffSettings }>('/settings')
      .then(({ settings }) => {
        if (heard.current === sentAfter) setNotice(settings.emergencyLockdown);
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
    onLockdown: (reason: string): boolean => {
      // The channel calls the latest render's handler (useEffectEvent), so `notice` is the banner as drawn.
      const news = !notice?.active;
      heard.current += 1;
      // Show at once with the event's reason, then fill in since when and by whom.
      setNotice((current) => ({
        active: true,
        reason: reason || current?.reason || '',
        instructions: current?.instructions ?? '',
        changedBy: current?.changedBy ?? null,
        changedAt: current?.changedAt ?? null,
      }));
      refresh();
      return news;
    },
    onUnlock: () => {
      heard.current += 1;
      setNotice((current) => (current ? { ...current, active: false } : current));
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
