import { useId, useState, type ReactNode } from 'react';
import { Button } from './button.tsx';
import { DialogFailure, Modal } from './modal.tsx';

/**
 * Asks once before a destructive or far-reaching action (issue 8 item 6): says what will happen, and
 * when `confirmWord` is given the user must type it before the action unlocks (clearing all bookings).
 * Its one way out is Keep as is (or Escape); like every dialog it takes the place of one open below it.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  confirmWord,
  pending = false,
  tone = 'danger',
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  confirmWord?: string;
  pending?: boolean;
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const wordId = useId();
  const [typed, setTyped] = useState('');

  // Each opening starts with nothing typed (adjusted while rendering, as React advises for props).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setTyped('');
  }

  const locked = confirmWord !== undefined && typed.trim() !== confirmWord;
  return (
    <Modal
      open={open}
      labelledBy={titleId}
      onEscape={() => {
        if (!pending) onClose();
      }}
      className="w-[min(32rem,calc(100vw-2rem))]"
    >
      <form
        noValidate
        className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-xl dark:border-slate-800 dark:bg-slate-900"
        onSubmit={(event) => {
          event.preventDefault();
          // Enter in one of its fields while the call is on the way would send it twice.
          if (!locked && !pending) onConfirm();
        }}
      >
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <div className="space-y-3 text-sm text-slate-700 dark:text-slate-300">{children}</div>
        {confirmWord !== undefined && (
          <div className="space-y-1.5">
            <label htmlFor={wordId} className="block text-sm font-medium">
              Type <strong>{confirmWord}</strong> to confirm
            </label>
            <input
              id={wordId}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900"
            />
          </div>
        )}
        <DialogFailure />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Keep as is
          </Button>
          <Button type="submit" variant={tone} pending={pending} disabled={locked}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
