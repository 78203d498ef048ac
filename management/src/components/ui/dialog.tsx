import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { DialogSendingContext } from '../../lib/dialog-sending.ts';
import { DialogEditsContext, editsSending, editsUnsent, type Edits } from '../../lib/unsaved-edits.ts';
import { Button } from './button.tsx';
import { DiscardChangesDialog } from './discard-changes-dialog.tsx';
import { DialogFailure, Modal } from './modal.tsx';

interface DialogFooter {
  /** Where the dialog's own actions go, beside its one way to close. */
  slot: HTMLElement | null;
  /** Counts the actions given, so the dismiss button reads Cancel beside them and Close alone. */
  addActions: () => () => void;
}

const DialogFooterContext = createContext<DialogFooter | null>(null);

/**
 * A modal dialog (docs/spec.md §2): closes on Escape, a backdrop click or its one dismiss button, which
 * reads Close, or Cancel when the dialog offers an action; nothing inside adds another. While a form in
 * it holds edits not saved (lib/unsaved-edits.ts), each of these asks "Discard your changes?" first; the
 * dialog's own closing, after a save, does not. While a form in it is sending (lib/dialog-sending.ts),
 * none of these closes it and Cancel cannot be pressed, until the call ends. The form must be among its
 * children: one held by the component that writes the Dialog is outside it, and is neither asked about
 * nor waited for. Locks the page's scroll, keeps focus inside while open and gives it back to whatever
 * opened it. A dialog opened from another takes its place until it closes (components/ui/modal-stack.ts).
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
  const [edits] = useState(() => new Set<Edits>());
  const [sends, setSends] = useState(0);
  const holdWhileSending = useCallback(() => {
    setSends((count) => count + 1);
    return () => setSends((count) => count - 1);
  }, []);
  const sending = sends > 0;
  const [asking, setAsking] = useState(false);
  // Closed by its screen while asking (a navigation the app's guard let through), it opens again unasked.
  if (!open && asking) setAsking(false);
  const close = () => {
    if (sending || editsSending(edits)) return;
    if (editsUnsent(edits)) setAsking(true);
    else onClose();
  };

  return (
    <>
      {/*
       * Written before the dialog so that, when Discard changes closes both at once, the question gives
       * the focus back first (to a field already gone) and the dialog's opener gets it last.
       */}
      <DiscardChangesDialog
        open={open && asking}
        onKeep={() => setAsking(false)}
        onDiscard={() => {
          setAsking(false);
          onClose();
        }}
      >
        <p>Your changes in “{title}” are not saved. Close it without them?</p>
      </DiscardChangesDialog>
      <Modal
        open={open}
        labelledBy={titleId}
        onEscape={close}
        onBackdropClick={close}
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
              <DialogEditsContext.Provider value={edits}>
                <DialogSendingContext.Provider value={holdWhileSending}>
                  {children}
                </DialogSendingContext.Provider>
              </DialogEditsContext.Provider>
            </div>
          </DialogFooterContext.Provider>
          <div className="space-y-3 border-t border-slate-200 px-5 py-3 dark:border-slate-800">
            <DialogFailure />
            <div className="flex flex-wrap justify-end gap-2">
              {/* Not disabled, which would drop the focus to the page's body: as a busy Button is. */}
              <Button variant="secondary" aria-disabled={sending || undefined} onClick={close}>
                {actions > 0 ? 'Cancel' : 'Close'}
              </Button>
              <div ref={setSlot} className="contents" />
            </div>
          </div>
        </div>
      </Modal>
    </>
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
