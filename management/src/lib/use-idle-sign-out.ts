import { useEffect } from 'react';
import { staffIdleSeconds } from '#contract/session-activity';
import { api } from './api.ts';
import { lastUserInputAt, userRequestWindowMs } from './user-activity.ts';

/** The user's last request left the tab at most this long after their last touch. */
const sessionEndsAfterMs = staffIdleSeconds * 1000 + userRequestWindowMs;
/** While the server still says yes (a request of the user's was on its way), ask again this often. */
const recheckMs = 60_000;

/**
 * A staff tab left alone shows the sign-in screen once the server has ended its session (30 minutes
 * without a request of its user, docs/spec.md §12), rather than keeping students' records on an
 * unattended screen until someone touches it. Only the server knows when the session ended, so the tab
 * asks (GET /auth/me) once its user has been away that long; sent without the user, the question does
 * not itself keep the session alive (decision 0072). Its refusal starts the usual flow of
 * lib/api-client.ts: the toast saying why, then the sign-in screen, which says it too.
 */
export function useIdleSignOut(staffTab: boolean): void {
  useEffect(() => {
    if (!staffTab) return;
    let timer = 0;
    let stopped = false;
    const watch = (delayMs: number) => {
      timer = window.setTimeout(() => void check(), delayMs);
    };
    const check = async () => {
      const left = lastUserInputAt() + sessionEndsAfterMs - Date.now();
      if (left > 0) return watch(left);
      await api.get('/auth/me').catch(() => undefined);
      if (!stopped) watch(recheckMs);
    };
    watch(sessionEndsAfterMs);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [staffTab]);
}
