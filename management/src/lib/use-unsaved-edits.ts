import { useEffect, useRef } from 'react';
import { getSession } from './session-store.ts';
import { holdEdits, releaseEdits, type Edits } from './unsaved-edits.ts';

/**
 * A form's edits (lib/form.ts), held while `changed` so that leaving asks first (lib/unsaved-edits.ts);
 * the form tells when they go to the server and how that ended.
 */
export function useUnsavedEdits(changed: boolean) {
  const current = useRef<Edits | null>(null);
  useEffect(() => {
    if (!changed) return;
    const edits: Edits = { sending: false, signedIn: getSession().status === 'authenticated' };
    current.current = edits;
    holdEdits(edits);
    return () => {
      current.current = null;
      releaseEdits(edits);
    };
  }, [changed]);
  return {
    sending: (on: boolean) => {
      if (current.current) current.current.sending = on;
    },
    /** Saved: nothing is left to lose, already before the form renders its values as the saved ones. */
    saved: () => {
      if (current.current) releaseEdits(current.current);
    },
  };
}
