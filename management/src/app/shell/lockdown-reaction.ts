import * as messages from '#contract/messages';
import { toastDurations } from '../../config/constants.ts';
import type { Role } from '../../types/api.ts';

/** What the tab does when the realtime channel reports the emergency lockdown (docs/spec.md §4, §8). */
export interface LockdownReaction {
  /** Students are signed out (the server has already revoked their sessions); staff keep working. */
  signOut: boolean;
  message: string;
  durationMs: number;
}

export function lockdownReactionFor(role: Role, reason: string): LockdownReaction {
  if (role === 'student')
    return {
      signOut: true,
      message: messages.lockdown.realtimeStudent,
      durationMs: toastDurations.realtimeLockdownStudent,
    };
  // The polling fallback learns only that the lockdown is on, not why: then the plain notice.
  const why = reason.trim();
  return {
    signOut: false,
    message: why ? messages.lockdown.realtimeStaff(why) : messages.lockdown.activated,
    durationMs: toastDurations.realtimeLockdownStaff,
  };
}
