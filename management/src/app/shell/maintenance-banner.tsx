import { Wrench } from 'lucide-react';
import { useMaintenance } from '../../lib/public-settings.ts';
import { Banner } from './banner.tsx';

/**
 * A banner over every signed-in screen while maintenance mode is on (docs/spec.md §1): students learn
 * that their changes are paused before they start one, staff that students cannot change anything.
 */
export function MaintenanceBanner({ isStaff }: { isStaff: boolean }) {
  const maintenance = useMaintenance();
  if (!maintenance.on) return null;
  return (
    <Banner tone="warning" icon={Wrench} role="status" data-maintenance-banner>
      <strong>Maintenance mode is on</strong>: {maintenance.message}{' '}
      {isStaff
        ? 'Students can read but cannot book or change anything until it is switched off in Settings.'
        : 'You can look around, but booking and changes are paused until it ends.'}
    </Banner>
  );
}
