import type { EmergencyState } from '#contract/realtime';
import type { Settings } from '../../data/settings.ts';

export const lockdownStateOf = ({ emergencyLockdown }: Settings): EmergencyState => ({
  active: emergencyLockdown.active,
  reason: emergencyLockdown.reason,
  changedBy: emergencyLockdown.changedBy,
  changedAt: emergencyLockdown.changedAt,
});
