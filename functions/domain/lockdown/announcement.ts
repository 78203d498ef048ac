import type { AnnouncedLockdown } from '#contract/jobs';
import type { Announcement } from '../realtime/broadcast.ts';

/**
 * What a lockdown switch tells open sockets. Switched on: staff hear the reason, students only that it
 * happened (their screen shows the generic message, docs/spec.md §8), and students' sockets close, since the
 * lockdown has signed them out. Switched off: everyone hears the unlock. Each hears the switch's time,
 * by which a tab ignores the push of an earlier switch that arrives after a later one's (decision 0092).
 */
export function lockdownAnnouncement({ active, reason, changedAt }: AnnouncedLockdown): Announcement {
  if (!active) {
    const unlock = { event: 'emergency-unlock', data: { changedAt } } as const;
    return { staff: unlock, student: unlock, closeStudentSockets: false };
  }
  return {
    staff: { event: 'emergency-lockdown', data: { reason, changedAt } },
    student: { event: 'emergency-lockdown', data: { changedAt } },
    closeStudentSockets: true,
  };
}
