import { repairPromiseOf } from '#contract/hostel-defaults';
import type { PublicSettings } from '#contract/settings';
import { roomTypesBlock } from '../content/room-types.ts';
import { cachedJson } from './cached-json.ts';

const settingsTtlSeconds = 120;

/** The Register links become plain text saying registration is closed (texts on <body>, from messages.ts). */
function closeRegistration(): void {
  const { registrationClosedLabel = '', registrationClosedHint = '' } = document.body.dataset;
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-register-link]')) {
    link.removeAttribute('href');
    link.removeAttribute('target');
    link.setAttribute('aria-disabled', 'true');
    link.setAttribute('role', 'link');
    link.title = registrationClosedHint;
    link.textContent = registrationClosedLabel;
  }
}

/**
 * The rooms page lists the hostel's room types as saved, with their amenities, photos and this period's
 * rents (the build has the default types), then shows the list: it stays hidden until then (styles/global.css), so no type the hostel has dropped flashes by.
 */
function showRoomTypes(settings: PublicSettings | null): void {
  const list = document.querySelector<HTMLElement>('[data-room-types]');
  if (!list) return;
  if (settings?.roomTypes.length) list.innerHTML = roomTypesBlock(settings.roomTypes, settings).value;
  list.dataset.contentReady = 'true';
}

/**
 * The maintenance and lockdown banners and the registration switch of GET /api/settings/public (docs/spec.md §2, §7).
 * Register links inside editable blocks may be re-rendered, so they are closed once `contentRefreshed`.
 */
export async function applyPublicSettings(contentRefreshed: Promise<void>): Promise<void> {
  const settings = await cachedJson<PublicSettings>('/api/settings/public', settingsTtlSeconds);
  showRoomTypes(settings);
  if (!settings) return;
  for (const promise of document.querySelectorAll<HTMLElement>('[data-repair-promise]'))
    promise.textContent = repairPromiseOf(settings.repairAnswerHours);
  if (settings.maintenanceMode) {
    const banner = document.getElementById('maintenance-banner');
    if (banner) {
      banner.textContent = settings.maintenanceMessage || banner.dataset.defaultMessage || '';
      banner.hidden = false;
    }
  }
  if (settings.emergencyLockdown) {
    const banner = document.getElementById('lockdown-banner');
    if (banner) banner.hidden = false;
  }
  // Registration is refused during a lockdown too (docs/spec.md §6).
  if (!settings.registrationOpen || settings.emergencyLockdown) {
    await contentRefreshed;
    closeRegistration();
  }
}
