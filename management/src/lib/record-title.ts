import { useEffect, useSyncExternalStore } from 'react';
import { brand } from '#contract/brand';

/**
 * The name of the record the screen shows (a room's number, a student's name, a repair's title), once
 * it has loaded: a tab titled "Room Details" was one of many alike in the browser's tab strip and its
 * history, while the screen's heading already named the room.
 */
let recordName: string | null = null;
const listeners = new Set<() => void>();

function setRecordName(name: string | null) {
  recordName = name;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** A record screen names its record here once it has it; the name goes when the screen does. */
export function useRecordTitle(name: string | undefined) {
  useEffect(() => {
    if (!name) return;
    setRecordName(name);
    return () => setRecordName(null);
  }, [name]);
}

/** The name a record screen gave, for the root layout's tab title. */
export const useRecordName = () => useSyncExternalStore(subscribe, () => recordName);

/**
 * The tab's title (docs/spec.md §2): the record's name when the screen shows one, then the screen's title
 * (routes.tsx `handle.title`), then the hostel's name.
 */
export const tabTitle = (screen: string | undefined, record: string | null) =>
  [record, screen, brand.name].filter(Boolean).join(' | ');
