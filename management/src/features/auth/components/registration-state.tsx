import * as messages from '#contract/messages';
import { Notice } from '../../../components/ui/notice.tsx';
import type { PublicSettings } from '../../../types/api.ts';

/** Why the wizard cannot register anyone right now, or null when it can. */
export function registrationBlocked(settings: PublicSettings | undefined): 'lockdown' | 'closed' | null {
  if (!settings) return null;
  if (settings.emergencyLockdown) return 'lockdown';
  if (!settings.registrationOpen) return 'closed';
  return null;
}

/**
 * The wizard's first screen when registration is refused (docs/spec.md §8), so nobody fills three steps
 * to be told at the end. The server still refuses a stale page.
 */
export function RegistrationState({ blocked }: { blocked: 'lockdown' | 'closed' }) {
  return blocked === 'lockdown' ? (
    <Notice tone="warning" title="Emergency lockdown">
      {messages.lockdown.registration}
    </Notice>
  ) : (
    <Notice tone="warning" title="Registration is closed">
      {messages.auth.registrationClosed}
    </Notice>
  );
}
