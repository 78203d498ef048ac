import { useSyncExternalStore } from 'react';
import { commonPasswordsFile, parseCommonPasswords, provideCommonPasswords } from '#contract/passwords';

/**
 * The SPA's copy of the common-password list (functions/contract/passwords.ts): an asset of 82 KB gzip,
 * fetched the first time a screen checks a password being set, so no other screen downloads it. Until
 * it arrives the list is empty and the form lets such a password through to the server, which refuses it
 * with the same message; the meter and the form look again once it is here (useCommonPasswords).
 */
let list: ReadonlySet<string> = new Set();
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function load(): void {
  loading ??= fetch(commonPasswordsFile)
    .then((response) => {
      if (!response.ok) throw new Error(`common passwords: ${response.status}`);
      return response.text();
    })
    .then((text) => {
      list = parseCommonPasswords(text);
      for (const listener of listeners) listener();
    })
    .catch(() => {
      // The server still checks; a later check tries again.
      loading = undefined;
    });
}

provideCommonPasswords(() => {
  load();
  return list;
});

/** Starts the download and re-renders the caller once the list has arrived; true from then on. */
export function useCommonPasswords(): boolean {
  return useSyncExternalStore(
    (listener) => {
      load();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => list.size > 0,
  );
}
