import type { LockdownState } from '#contract/settings';
import type { Settings } from '../../data/settings.ts';

export const lockdownStateOf = ({ emergencyLockdown }: Settings): LockdownState => ({
  active: emergencyLockdown.active,
  reason: emergencyLockdown.reason,
  instructions: emergencyLockdown.instructions,
  changedBy: emergencyLockdown.changedBy,
  changedAt: emergencyLockdown.changedAt,
});
