import { createContext, useContext, useEffect } from 'react';

/**
 * How a form tells the dialog it is in (components/ui/dialog.tsx) that its save is on the way: the hold
 * it takes, released by the function it gets back. Held, the dialog does not close on Escape, a backdrop
 * click or Cancel, so the save does not go on unseen and a refusal is told where the user is looking.
 */
export const DialogSendingContext = createContext<(() => () => void) | null>(null);

/** Holds the dialog this form is in, if any, open while `sending`. */
export function useHoldDialogWhileSending(sending: boolean): void {
  const hold = useContext(DialogSendingContext);
  useEffect(() => (sending && hold ? hold() : undefined), [sending, hold]);
}
