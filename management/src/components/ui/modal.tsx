import {
  createContext,
  useContext,
  useEffect,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { useFailureWhileShown } from '../../lib/notify.ts';
import { FormAlert } from './form-alert.tsx';
import { useModal } from './modal-stack.ts';

/** Why the latest call made while the dialog is shown failed (lib/notify.ts), for `DialogFailure`. */
const DialogFailureContext = createContext<string | null>(null);

/**
 * Above a dialog's buttons: why the call it just made failed. Its toast is under the dialog's backdrop,
 * where nobody can read it, so without this a refused Create or Save would seem to do nothing.
 */
export function DialogFailure() {
  return <FormAlert message={useContext(DialogFailureContext)} />;
}

const focusable =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/** Safari before 17.4 has no checkVisibility; a control drawn nowhere has no boxes there either. */
const isDrawn = (element: HTMLElement) =>
  typeof element.checkVisibility === 'function'
    ? element.checkVisibility()
    : element.getClientRects().length > 0;

/** The controls Tab stops at inside `dialog`, in order: not disabled, not hidden, not taken out by tabindex. */
function tabStops(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(focusable)].filter(
    (element) => !element.matches(':disabled') && element.tabIndex >= 0 && isDrawn(element),
  );
}

/**
 * Where a dialog opens: a form's first field, as WAI-ARIA's dialog pattern advises, else the browser's
 * choice, its first control (the scrollable body of a Dialog without a field, a confirmation's Keep as is).
 */
const firstField = (dialog: HTMLElement): HTMLElement | undefined =>
  tabStops(dialog).find((stop) => stop.matches('input, select, textarea'));

/** A part of the dialog still on its way (./states.tsx LoadingState). */
const loadingPart = '[data-loading]';

/**
 * The dialog's title while a part of it that comes before its first field is still loading (Approve room
 * change's rooms, above the reason): the field drawn first would be a later one, and the focus would stay
 * there, past the field the user fills first. By script only (tabindex -1), as a screen's heading is.
 */
function titleWhileLoading(dialog: HTMLElement): HTMLElement | undefined {
  const loading = dialog.querySelector(loadingPart);
  const field = firstField(dialog);
  if (!loading || (field && loading.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_PRECEDING))
    return undefined;
  const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '') ?? undefined;
  if (title && !title.hasAttribute('tabindex')) title.tabIndex = -1;
  return title;
}

const openingFocus = (dialog: HTMLElement) => titleWhileLoading(dialog) ?? firstField(dialog);

/**
 * A dialog opened on its title while a part of it loads (`titleWhileLoading`) gives the focus, once that
 * part has come, to where it would have opened with it there: its first field, else its first control.
 * Any move of the focus before then is the user's, and ends the wait.
 */
function useFocusOnceLoaded(ref: RefObject<HTMLDialogElement | null>, shown: boolean) {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !shown) return;
    const title = document.activeElement;
    if (!(title instanceof HTMLElement) || title.id !== dialog.getAttribute('aria-labelledby')) return;
    const observer = new MutationObserver(() => {
      if (titleWhileLoading(dialog)) return;
      stop();
      (firstField(dialog) ?? tabStops(dialog)[0])?.focus();
    });
    const stop = () => {
      observer.disconnect();
      dialog.removeEventListener('focusin', stop);
    };
    observer.observe(dialog, { childList: true, subtree: true });
    dialog.addEventListener('focusin', stop);
    return stop;
  }, [ref, shown]);
}

/**
 * Tab on a dialog's last control goes round to its first, Shift+Tab on its first to its last. The native
 * modal keeps the page behind out of reach but let the focus out of the document after the last control,
 * onto nothing a keyboard user could see, for one press.
 */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  const dialog = event.currentTarget;
  // A dialog opened from this one is written inside it, and its keys bubble here: it keeps its own.
  if (event.key !== 'Tab' || (event.target as Element).closest('dialog') !== dialog) return;
  const stops = tabStops(dialog);
  const [first, last] = [stops[0], stops.at(-1)];
  // The title, when the dialog opened on it (`titleWhileLoading`), comes before its first control.
  const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
  const from = event.shiftKey ? [first, title] : [last];
  if (!first || !last || !from.includes(document.activeElement as HTMLElement)) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}

/**
 * The native `<dialog>` every dialog is drawn in (./dialog.tsx, ./confirm-dialog.tsx): shown through the
 * modal stack, and on the body, not where it is written, so a dialog opened from another does not sit
 * inside the one it hides. Events still travel the React tree, so each answers only its own Escape.
 * A module of its own so that the imports run one way: Dialog asks before dropping edits through the
 * confirmation (./discard-changes-dialog.tsx), which is drawn in a Modal too.
 */
export function Modal({
  open,
  labelledBy,
  className,
  onEscape,
  onBackdropClick,
  children,
}: {
  open: boolean;
  labelledBy: string;
  /** Its width, and whatever else sets it apart from the others. */
  className: string;
  onEscape: () => void;
  onBackdropClick?: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const shown = useModal(ref, open, openingFocus);
  useFocusOnceLoaded(ref, shown);
  const failure = useFailureWhileShown(shown);
  if (!open) return null;
  return createPortal(
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      onKeyDown={keepTabInside}
      onCancel={(event) => {
        event.preventDefault();
        if (event.target === event.currentTarget) onEscape();
      }}
      onClick={
        onBackdropClick &&
        ((event) => {
          if (event.target === event.currentTarget) onBackdropClick();
        })
      }
      className={`m-auto rounded-2xl bg-transparent p-0 text-slate-900 backdrop:bg-slate-950/60 dark:text-slate-100 ${className}`}
    >
      <DialogFailureContext.Provider value={failure}>{children}</DialogFailureContext.Provider>
    </dialog>,
    document.body,
  );
}
