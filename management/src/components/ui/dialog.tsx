import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useFailureWhileShown } from '../../lib/notify.ts';
import { Button } from './button.tsx';
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
  const from = event.shiftKey ? first : last;
  if (!first || !last || document.activeElement !== from) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}

/**
 * The native `<dialog>` every dialog is drawn in (Dialog below, ./confirm-dialog.tsx): shown through the
 * modal stack, and on the body, not where it is written, so a dialog opened from another does not sit
 * inside the one it hides. Events still travel the React tree, so each answers only its own Escape.
 * It lives in Dialog's module so that both stay in one chunk: in a module of its own, a confirmation
 * fetched without any Dialog (the question before leaving a screen) split it into a chunk that every screen with a
 * dialog then fetched as well, over a student's first-screen budget (tests/e2e/budgets.test.ts).
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
  const failure = useFailureWhileShown(useModal(ref, open));
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

interface DialogFooter {
  /** Where the dialog's own actions go, beside its one way to close. */
  slot: HTMLElement | null;
  /** Counts the actions given, so the dismiss button reads Cancel beside them and Close alone. */
  addActions: () => () => void;
}

const DialogFooterContext = createContext<DialogFooter | null>(null);

/**
 * A modal dialog (docs/spec.md §2): closes on Escape, a backdrop click or its one dismiss button, which
 * reads Close, or Cancel when the dialog offers an action; nothing inside adds another. Locks the page's
 * scroll, keeps focus inside while open and gives it back to whatever opened it. A dialog opened from
 * another takes its place until it closes (components/ui/modal-stack.ts).
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const [actions, setActions] = useState(0);
  const addActions = useCallback(() => {
    setActions((count) => count + 1);
    return () => setActions((count) => count - 1);
  }, []);
  const footer = useMemo(() => ({ slot, addActions }), [slot, addActions]);

  return (
    <Modal
      open={open}
      labelledBy={titleId}
      onEscape={onClose}
      onBackdropClick={onClose}
      className="w-[min(36rem,calc(100vw-2rem))] backdrop:backdrop-blur-sm"
    >
      <div className="flex max-h-[85vh] flex-col rounded-2xl border border-slate-200 bg-white shadow-xl dark:border-slate-800 dark:bg-slate-900">
        <h2
          id={titleId}
          className="border-b border-slate-200 px-5 py-4 text-lg font-semibold dark:border-slate-800"
        >
          {title}
        </h2>
        <DialogFooterContext.Provider value={footer}>
          {/* Focusable so a keyboard can scroll long content that has no control of its own. */}
          <div className="overflow-y-auto px-5 py-4" tabIndex={0} role="region" aria-labelledby={titleId}>
            {children}
          </div>
        </DialogFooterContext.Provider>
        <div className="space-y-3 border-t border-slate-200 px-5 py-3 dark:border-slate-800">
          <DialogFailure />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {actions > 0 ? 'Cancel' : 'Close'}
            </Button>
            <div ref={setSlot} className="contents" />
          </div>
        </div>
      </div>
    </Modal>
  );
}

/** Whether this part of the page is inside a dialog, whose dismiss button stands for any Cancel. */
export function useInDialog(): boolean {
  return useContext(DialogFooterContext) !== null;
}

/**
 * A dialog's actions (its submit, Book, Restore…): inside a dialog they move to its footer, beside its
 * one dismiss button; elsewhere they stay where they are written. A submit button moved out of its form
 * names the form (`form={id}`).
 */
export function DialogActions({ children }: { children: ReactNode }) {
  const footer = useContext(DialogFooterContext);
  const addActions = footer?.addActions;
  useEffect(() => addActions?.(), [addActions]);
  if (!footer) return <div className="flex flex-wrap justify-end gap-2">{children}</div>;
  return footer.slot ? createPortal(children, footer.slot) : null;
}
