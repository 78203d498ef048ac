import { useSyncExternalStore } from 'react';
import { mobileBreakpointPx } from '../config/constants.ts';

const phoneQuery = `(max-width: ${mobileBreakpointPx - 1}px)`;
const subscribeToWidth = (onChange: () => void) => {
  const query = window.matchMedia(phoneQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the window is below the mobile breakpoint (docs/spec.md §9), kept up as it is resized. */
export function usePhoneWidth(): boolean {
  return useSyncExternalStore(subscribeToWidth, () => window.matchMedia(phoneQuery).matches);
}
