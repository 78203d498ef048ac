import { useSyncExternalStore } from 'react';
import type { toast as sonnerToast } from 'sonner';

export type Toast = typeof sonnerToast;

/**
 * Sonner, the toast library (about 9 KB gzipped), loads with the first toast rather than with the first
 * screen, which keeps a student's first screen inside its JavaScript budget. Its <Toaster/> must be on
 * screen before a toast is raised, or it misses it: the first toast asks the root layout to show the
 * Toaster (`useToasterShown`) and waits until it has mounted (`toasterMounted`).
 */
let shown = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useToasterShown(): boolean {
  return useSyncExternalStore(subscribe, () => shown);
}

export const toasterMounted = () => markMounted();

/** Sonner's toast, once the Toaster that shows it is on screen. */
export async function loadToast(): Promise<Toast> {
  if (!shown) {
    shown = true;
    for (const listener of listeners) listener();
  }
  const [{ toast }] = await Promise.all([import('sonner'), mounted]);
  return toast;
}

/** Raises a toast without waiting for it. */
export function withToast(show: (toast: Toast) => void): void {
  void loadToast().then(show);
}
