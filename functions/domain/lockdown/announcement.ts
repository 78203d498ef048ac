import type { LockdownState } from '#contract/settings';
import type { Announcement } from '../realtime/broadcast.ts';

/**
 * What a lockdown switch tells open sockets. Switched on: staff hear the reason, students only that it
 * happened (their screen shows the generic message, docs/spec.md §8), and students' sockets close, since the
 * lockdown has signed them out. Switched off: everyone hears the unlock.
 */
export function lockdownAnnouncement(state: Pick<LockdownState, 'active' | 'reason'>): Announcement {
  if (!state.active) {
    const unlock = { event: 'emergency-unlock', data: {} } as const;
    return { staff: unlock, student: unlock, closeStudentSockets: false };
  }
  return {
    staff: { event: 'emergency-lockdown', data: { reason: state.reason } },
    student: { event: 'emergency-lockdown', data: {} },
    closeStudentSockets: true,
  };
}
