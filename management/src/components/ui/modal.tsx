import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModal } from './modal-stack.ts';

/**
 * The native `<dialog>` every dialog is drawn in (./dialog.tsx, ./confirm-dialog.tsx): shown through the
 * modal stack, and on the body, not where it is written, so a dialog opened from another does not sit
 * inside the one it hides. Events still travel the React tree, so each answers only its own Escape.
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
  useModal(ref, open);
  if (!open) return null;
  return createPortal(
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
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
      {children}
    </dialog>,
    document.body,
  );
}
