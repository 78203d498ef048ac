import { tabIdLength, tabIdStorageKey } from '../config/constants.ts';

const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
const tabIdPattern = new RegExp(`^[a-z0-9]{${tabIdLength}}$`);

function newTabId(random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array): string {
  const bytes = random(new Uint8Array(tabIdLength));
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

/**
 * This tab's id: kept in sessionStorage so it survives reloads of the tab but not a new tab, which is
 * what lets two tabs of one browser hold two different sessions (docs/spec.md §7).
 */
export function tabIdFrom(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  const stored = storage.getItem(tabIdStorageKey);
  if (stored && tabIdPattern.test(stored)) return stored;
  const id = newTabId(random);
  storage.setItem(tabIdStorageKey, id);
  return id;
}
