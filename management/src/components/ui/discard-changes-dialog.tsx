import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog.tsx';

/**
 * The question open now. One asked while another is open (the back button pressed while a dialog asks
 * before closing over its edits) takes its place, and the older counts as answered Keep as is: two were
 * stacked, and Keep as is on the newer left the older to answer again. The newer is the user's latest
 * word, and keeping from it goes back to what the older's Keep as is did, the edits as they were.
 */
let asking: { keep: () => void } | null = null;

/**
 * The one question before edits not saved are dropped, in the same words wherever it is asked (leaving a
 * screen, or switching what a screen shows in place of the form, such as a period, a block or a tab):
 * Keep as is stays, Discard changes goes on without them.
 * `children` says what would be dropped.
 */
export function DiscardChangesDialog({
  open,
  onKeep,
  onDiscard,
  children,
}: {
  open: boolean;
  onKeep: () => void;
  onDiscard: () => void;
  children: ReactNode;
}) {
  const keep = useEffectEvent(() => onKeep());
  useEffect(() => {
    if (!open) return;
    const self = { keep };
    asking?.keep();
    asking = self;
    return () => {
      if (asking === self) asking = null;
    };
  }, [open]);
  return (
    <ConfirmDialog
      open={open}
      title="Discard your changes?"
      confirmLabel="Discard changes"
      onConfirm={onDiscard}
      onClose={onKeep}
    >
      {children}
    </ConfirmDialog>
  );
}
