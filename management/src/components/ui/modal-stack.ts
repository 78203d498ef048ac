import { useEffect, useId, useSyncExternalStore, type RefObject } from 'react';

/**
 * One dialog at a time: the dialogs open now, oldest first. Only the newest is shown; one opened from
 * another (Occupants, then "Book a student into this room") takes its place until it closes, so there is
 * never a dialog over a dialog, nor a doubled backdrop.
 */
let openDialogs: readonly string[] = [];
const listeners = new Set<() => void>();
/** The page's own overflow, put back when the last dialog closes. */
let pageOverflow = '';

function change(next: readonly string[]) {
  openDialogs = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Shows `ref`'s native dialog as the modal while `open` and no newer dialog is open (the native modal
 * makes the rest of the page inert and keeps focus inside); locks the page's scroll while any dialog is
 * open, and gives focus back to whatever opened it. Answers whether it is the dialog shown now.
 */
export function useModal(ref: RefObject<HTMLDialogElement | null>, open: boolean): boolean {
  const id = useId();
  const shown = useSyncExternalStore(subscribe, () => openDialogs.at(-1) === id);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (openDialogs.length === 0) {
      pageOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    change([...openDialogs, id]);
    return () => {
      change(openDialogs.filter((other) => other !== id));
      if (openDialogs.length === 0) document.body.style.overflow = pageOverflow;
      opener?.focus();
    };
  }, [open, id]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    if (shown && !dialog.open) dialog.showModal();
    if (!shown && dialog.open) dialog.close();
  }, [ref, open, shown]);
  return open && shown;
}
