import { Wrench } from 'lucide-react';
import { useMaintenance } from '../../lib/public-settings.ts';

/**
 * A banner over every signed-in screen while maintenance mode is on (docs/spec.md §1): students learn
 * that their changes are paused before they start one, staff that students cannot change anything.
 */
export function MaintenanceBanner({ isStaff }: { isStaff: boolean }) {
  const maintenance = useMaintenance();
  if (!maintenance.on) return null;
  return (
    <div
      role="status"
      data-maintenance-banner
      className="flex items-start gap-3 border-b border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 md:px-6 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <Wrench className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p className="min-w-0 break-words">
        <strong>Maintenance mode is on</strong>: {maintenance.message}{' '}
        {isStaff
          ? 'Students can read but cannot book or change anything until it is switched off in Settings.'
          : 'You can look around, but booking and changes are paused until it ends.'}
      </p>
    </div>
  );
}
