import type { ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog.tsx';

/**
 * The one question before edits not saved are dropped, in the same words wherever it is asked (leaving a
 * screen, switching the period of Prices): Keep as is stays, Discard changes goes on without them.
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
