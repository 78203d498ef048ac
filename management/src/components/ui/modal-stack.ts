import { useEffect, useId, useRef, useSyncExternalStore, type RefObject } from 'react';
import { focusScreenHeading, refocusOnceDropped } from '../../lib/screen-heading.ts';

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
 * Gives the focus back to the control that opened a dialog or, when that control is gone or can no
 * longer take it (its row left the list, the form it sent gave way to its result, as Activate lockdown
 * does), to the screen's heading: the focus fell to the page's body, and a keyboard started again from
 * the top. Under another dialog the control waits for it to be shown again (useModal).
 */
function focusOpener(opener: HTMLElement | null) {
  opener?.focus();
  // A control given the focus back may leave a moment later, when the screen fetches again what the
  // dialog changed (Approve goes with the request it decided): then too the heading takes the focus,
  // unless the user has moved it on by then.
  if (opener && document.activeElement === opener) refocusOnceDropped(opener);
  else if (openDialogs.length === 0) focusScreenHeading();
}

/**
 * Shows `ref`'s native dialog as the modal while `open` and no newer dialog is open (the native modal
 * makes the rest of the page inert and keeps focus inside), with the focus first on `firstFocus`'s
 * control when it names one; locks the page's scroll while any dialog is open, and gives focus back to
 * whatever opened it. Answers whether it is the dialog shown now.
 */
export function useModal(
  ref: RefObject<HTMLDialogElement | null>,
  open: boolean,
  firstFocus: (dialog: HTMLDialogElement) => HTMLElement | undefined,
): boolean {
  const id = useId();
  const shown = useSyncExternalStore(subscribe, () => openDialogs.at(-1) === id);
  /** The dialog's own control that had the focus last, for when it is shown again. */
  const lastFocused = useRef<HTMLElement | null>(null);

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
      focusOpener(opener);
    };
  }, [open, id]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const remember = (event: FocusEvent) => {
      lastFocused.current = event.target instanceof HTMLElement ? event.target : null;
    };
    dialog.addEventListener('focusin', remember);
    return () => {
      dialog.removeEventListener('focusin', remember);
      lastFocused.current = null;
    };
  }, [ref, open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    if (shown && !dialog.open) {
      // Shown again once a dialog opened from it closes, it puts the focus back on the control that
      // opened that one: showModal alone gives it to the dialog's first control.
      const before = lastFocused.current;
      dialog.showModal();
      (before ?? firstFocus(dialog))?.focus();
    }
    if (!shown && dialog.open) dialog.close();
  }, [ref, open, shown, firstFocus]);
  return open && shown;
}
