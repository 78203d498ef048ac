import { messages } from '#contract/messages';
import type { PublicSettings } from '#contract/settings';
import { cachedJson } from './cached-json.ts';

const settingsTtlSeconds = 120;

function closeRegistration(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-register-link]')) {
    link.removeAttribute('href');
    link.removeAttribute('target');
    link.setAttribute('aria-disabled', 'true');
    link.setAttribute('role', 'link');
    link.title = messages.site.registrationClosedHint;
    link.textContent = messages.site.registrationClosed;
  }
}

/** The maintenance banner and the registration switch of GET /api/settings/public (SPEC.md §2, §7). */
export async function applyPublicSettings(): Promise<void> {
  const settings = await cachedJson<PublicSettings>('/api/settings/public', settingsTtlSeconds);
  if (!settings) return;
  if (settings.maintenanceMode) {
    const banner = document.getElementById('maintenance-banner');
    if (banner) {
      banner.textContent = settings.maintenanceMessage || banner.dataset.defaultMessage || '';
      banner.hidden = false;
    }
  }
  if (!settings.registrationOpen) closeRegistration();
}
