import { basename, paths } from '../config/paths.ts';
import { ApiClient } from './api-client.ts';
import { notifyError } from './notify.ts';
import { queryClient } from './query-client.ts';
import { setSession } from './session-store.ts';
import { tabIdFrom } from './tab-id.ts';

let navigate = (to: string) => window.location.assign(`${basename}${to}`);

/** Lets the router take over navigation, so leaving for the login screen keeps the app loaded. */
export function setNavigator(navigator: (to: string) => void): void {
  navigate = navigator;
}

/** The app's one API client, wired to the browser. */
export const api = new ApiClient({
  fetch: (input, init) => window.fetch(input, init),
  tabId: () => tabIdFrom(window.sessionStorage),
  schedule: (run, delayMs) => window.setTimeout(run, delayMs),
  currentPath: () => window.location.pathname,
  notifyError,
  redirectToLogin: () => navigate(paths.login),
  endSession: (reason) => {
    setSession({ status: 'anonymous', user: null, ...(reason ? { reason } : {}) });
    queryClient.clear();
  },
});
