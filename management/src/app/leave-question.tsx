import type { Blocker } from 'react-router-dom';
import { DiscardChangesDialog } from '../components/ui/discard-changes-dialog.tsx';
import { discardEdits } from '../lib/unsaved-edits.ts';

/** The question of app/unsaved-edits-guard.tsx, for a navigation it holds back. */
export default function LeaveQuestion({ blocker }: { blocker: Extract<Blocker, { state: 'blocked' }> }) {
  return (
    <DiscardChangesDialog
      open
      onKeep={() => blocker.reset()}
      onDiscard={() => {
        discardEdits();
        blocker.proceed();
      }}
    >
      <p>Your changes on this screen are not saved. Leave it without them?</p>
    </DiscardChangesDialog>
  );
}
