import { useContext, useEffect, useRef } from 'react';
import { getSession } from './session-store.ts';
import { DialogEditsContext, holdEdits, releaseEdits, type Edits } from './unsaved-edits.ts';

/**
 * A form's edits (lib/form.ts), held while `changed` so that leaving asks first (lib/unsaved-edits.ts),
 * and so does closing the dialog the form is in; the form tells when they go to
 * the server and how that ended.
 */
export function useUnsavedEdits(changed: boolean) {
  const dialog = useContext(DialogEditsContext);
  const current = useRef<{ edits: Edits; release: () => void } | null>(null);
  useEffect(() => {
    if (!changed) return;
    const edits: Edits = { sending: false, signedIn: getSession().status === 'authenticated' };
    const release = () => {
      releaseEdits(edits);
      dialog?.delete(edits);
    };
    current.current = { edits, release };
    holdEdits(edits);
    dialog?.add(edits);
    return () => {
      current.current = null;
      release();
    };
  }, [changed, dialog]);
  return {
    sending: (on: boolean) => {
      if (current.current) current.current.edits.sending = on;
    },
    /** Saved: nothing is left to lose, already before the form renders its values as the saved ones. */
    saved: () => current.current?.release(),
  };
}
