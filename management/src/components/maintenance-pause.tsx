import { useMaintenance } from '../lib/public-settings.ts';
import { Notice } from './ui/notice.tsx';

/**
 * Said above a form the server refuses a student while maintenance mode is on (docs/spec.md §1), so
 * nobody fills it in to be refused at the end. The shell's banner carries the staff's message.
 */
export function MaintenancePause({ what }: { what: string }) {
  const maintenance = useMaintenance();
  if (!maintenance.on) return null;
  return (
    <Notice tone="warning" title="Paused for maintenance">
      {what} is paused while maintenance mode is on. It opens again as soon as maintenance ends.
    </Notice>
  );
}
