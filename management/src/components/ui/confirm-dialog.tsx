import { useId, useRef, useState, type ReactNode } from 'react';
import { useFocusOnceDrawn } from '../../lib/focus-once-drawn.ts';
import { Button } from './button.tsx';
import { DialogFailure, Modal } from './modal.tsx';
import { putAsideAnswers } from './put-aside-answers.ts';

/**
 * A confirmation's fields, drawn by its `children`: their answers and a way to change some, given as
 * they are when the change is made (a photo's upload ends after other answers changed).
 */
export interface ConfirmFields<Answers> {
  answers: Answers;
  change: (answers: Partial<Answers> | ((now: Answers) => Partial<Answers>)) => void;
}

/**
 * Asks once before a destructive or far-reaching action (issue 8 item 6): says what will happen, and
 * when `confirmWord` is given the user must type it before the action unlocks (clearing all bookings).
 * Its one way out is Keep as is (or Escape); like every dialog it takes the place of one open below it.
 *
 * What it asks for (a reason, a room) is its `draft`: `initial` answers, drawn by `children` as a
 * function of them, and given to `onConfirm`. Escape and Keep as is cancel without losing them: the
 * same question for the same record (`draft.key`, e.g. `cancel ${booking.id}`) opens again on them,
 * until its action is done or the screen is left. The confirm word is no answer but the check itself,
 * typed afresh each time. While `waiting` (a photo of its answers uploading), the action's button is busy
 * and does nothing, and Keep as is still closes it.
 */
export function ConfirmDialog<Answers extends object = Record<string, never>>({
  open,
  title,
  children,
  draft,
  confirmLabel,
  confirmWord,
  pending = false,
  waiting = false,
  tone = 'danger',
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode | ((fields: ConfirmFields<Answers>) => ReactNode);
  draft?: { key: string; initial: Answers };
  confirmLabel: string;
  confirmWord?: string;
  pending?: boolean;
  waiting?: boolean;
  tone?: 'danger' | 'primary';
  onConfirm: (answers: Answers) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const wordId = useId();
  const [typed, setTyped] = useState('');
  const opening = () =>
    draft ? ((putAsideAnswers.get(draft.key) as Answers | undefined) ?? draft.initial) : ({} as Answers);
  const [answers, setAnswers] = useState(opening);

  // Each opening starts with nothing typed but the answers put aside for its record (adjusted while
  // rendering, as React advises for props).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setTyped('');
      setAnswers(opening());
    }
  }

  const putAsideAndClose = () => {
    if (draft) putAsideAnswers.set(draft.key, answers);
    onClose();
  };
  const change: ConfirmFields<Answers>['change'] = (changed) =>
    setAnswers((now) => ({ ...now, ...(typeof changed === 'function' ? changed(now) : changed) }));

  /**
   * A confirm its own checks refused (a reason left empty, no room chosen) takes the focus to the first
   * field they mark wrong once drawn, as a form's submit does (lib/form.ts): left on the button, the
   * field's message appeared unsaid, and Move Booking seemed to do nothing.
   */
  const formRef = useRef<HTMLFormElement>(null);
  const focusOnceDrawn = useFocusOnceDrawn();

  const locked = confirmWord !== undefined && typed.trim() !== confirmWord;
  return (
    <Modal
      open={open}
      labelledBy={titleId}
      onEscape={() => {
        if (!pending) putAsideAndClose();
      }}
      className="w-[min(32rem,calc(100vw-2rem))]"
    >
      <form
        ref={formRef}
        noValidate
        className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-xl dark:border-slate-800 dark:bg-slate-900"
        onSubmit={(event) => {
          event.preventDefault();
          // Enter in one of its fields while the call is on the way would send it twice.
          if (locked || pending || waiting) return;
          // Sent, they are no longer put aside: refused, the question stays open with them, and only
          // Escape or Keep as is puts them aside again.
          if (draft) putAsideAnswers.delete(draft.key);
          onConfirm(answers);
          focusOnceDrawn(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]'));
        }}
      >
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <div className="space-y-3 text-sm text-slate-700 dark:text-slate-300">
          {typeof children === 'function' ? children({ answers, change }) : children}
        </div>
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
          <Button variant="secondary" onClick={putAsideAndClose} disabled={pending}>
            Keep as is
          </Button>
          <Button type="submit" variant={tone} pending={pending || waiting} disabled={locked}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
