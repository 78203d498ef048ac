import { basename, loginRedirectFrom } from '../config/paths.ts';
import { ApiClient } from './api-client.ts';
import { notifyError } from './notify.ts';
import { queryClient } from './query-client.ts';
import { setSession } from './session-store.ts';
import { tabIdFrom } from './tab-id.ts';
import { userActive } from './user-activity.ts';

let navigate = (to: string) => window.location.assign(`${basename}${to}`);

/** Lets the router take over navigation, so leaving for the login screen keeps the app loaded. */
export function setNavigator(navigator: (to: string) => void): void {
  navigate = navigator;
}

/** The app's one API client, wired to the browser. */
export const api = new ApiClient({
  fetch: (input, init) => window.fetch(input, init),
  tabId: () => tabIdFrom(window.sessionStorage),
  timeZone: () => Intl.DateTimeFormat().resolvedOptions().timeZone,
  userActive,
  schedule: (run, delayMs) => window.setTimeout(run, delayMs),
  currentPath: () => window.location.pathname,
  notifyError,
  // The same address the route guard picks as the session ends, so the tab moves once, keeping the way back.
  redirectToLogin: () => {
    const to = loginRedirectFrom(window.location.pathname, window.location.search);
    if (to) navigate(to);
  },
  endSession: (reason) => {
    setSession({ status: 'anonymous', user: null, ...(reason ? { reason } : {}) });
    queryClient.clear();
  },
});
