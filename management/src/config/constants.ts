/**
 * The business constants of docs/spec.md §9 that the management app uses, named once. Durations are in
 * milliseconds unless the name says otherwise.
 */

/** Length of the per-tab id kept in sessionStorage and put in every API path (§7, §9). */
export const tabIdLength = 8;

/** How long each resource's answer stays fresh in the query cache, in seconds (§9). */
export const cacheTtlSeconds = {
  roomOccupants: 30,
  availableRooms: 30,
  rooms: 60,
  bookings: 30,
  studentBookings: 30,
  student: 60,
  students: 60,
  settings: 120,
  publicContent: 300,
  prices: 120,
} as const;

/** Toast durations (§8, §9). */
export const toastDurations = {
  general: 4000,
  sessionTimeout: 5000,
  lockdown: 8000,
  registrationLockdown: 6000,
  realtimeLockdownStudent: 6000,
  realtimeLockdownStaff: 5000,
} as const;

/** Redirect delays (§8, §9). */
export const redirectDelays = {
  sessionTimeout: 1200,
  lockdown: 2000,
  afterPasswordReset: 5000,
} as const;

/** Below this width the sidebar becomes a slide-over (§2, §9). */
export const mobileBreakpointPx = 768;

/** At most this many toasts show at once; older ones wait behind (issue #19). */
export const maxVisibleToasts = 3;

/** Greeting cut-offs, in hours of the local day (§2, §9). */
export const greetingCutoffs = { afternoon: 12, evening: 17 } as const;

/** Registration wizard steps (§9). */
export const registrationSteps = 3;

/** Where the dark-mode choice is saved in localStorage (§2). */
export const themeStorageKey = 'theme';

/** Where the tab id is kept in sessionStorage (§7). */
export const tabIdStorageKey = 'tabId';

/** A header the API client understands (§7): do not redirect on a 401. */
export const skipRedirectHeader = 'X-Skip-Redirect';

/** Shown for a missing value, and for a room without a type (§9). */

/** How often the settings screen asks for a running semester roll-over's progress. */
export const rollOverPollMs = 2000;
