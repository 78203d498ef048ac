import { useSyncExternalStore } from 'react';
import { themeStorageKey } from '../config/constants.ts';

export type Theme = 'light' | 'dark';

/**
 * The saved choice, else the system's preference (docs/spec.md §2). index.html runs the same rule inline
 * before the first paint, so a reload never flashes the wrong theme.
 */
export function resolveTheme(saved: string | null, systemPrefersDark: boolean): Theme {
  if (saved === 'dark' || saved === 'light') return saved;
  return systemPrefersDark ? 'dark' : 'light';
}

export function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

function showTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
}

/** The user's choice: shown, and saved for the next visit. */
export function applyTheme(theme: Theme): void {
  showTheme(theme);
  try {
    localStorage.setItem(themeStorageKey, theme);
  } catch {
    // Storage may be blocked (private mode); the choice then lasts for this page only.
  }
}

function savedTheme(): string | null {
  try {
    return localStorage.getItem(themeStorageKey);
  } catch {
    return null;
  }
}

/**
 * Without a saved choice the system's preference applies while the app is open too: a phone that turns
 * dark at sunset turns the app with it, as it does the public site, rather than at the next reload.
 */
export function followSystemTheme(): () => void {
  const systemDark = window.matchMedia('(prefers-color-scheme: dark)');
  const follow = () => showTheme(resolveTheme(savedTheme(), systemDark.matches));
  systemDark.addEventListener('change', follow);
  return () => systemDark.removeEventListener('change', follow);
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/** The theme in force, following every change of the document's `dark` class. */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, currentTheme, () => 'light');
}
