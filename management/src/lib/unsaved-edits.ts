import { createContext } from 'react';
import { getSession } from './session-store.ts';

/**
 * Edits typed into a form and not saved yet, which leaving the screen would drop: each form holds its
 * own while it has any (lib/use-unsaved-edits.ts). The app's one guard (app/unsaved-edits-guard.tsx)
 * asks before a navigation drops them, once however many forms of the screen hold edits; the browser
 * asks before the tab closes or reloads; a dialog asks before it closes over its forms' edits.
 */
export interface Edits {
  /** On their way to the server: a save that leaves the screen once it succeeds is not asked about. */
  sending: boolean;
  /**
   * Typed while signed in. Only these are asked about, and only while the session lasts: once it has ended
   * (sign-out, a timeout, a student's lockdown) they can no longer be saved, and the way to the sign-in
   * screen is not held back. A signed-out screen's few fields (an email on the sign-in screen, then
   * "Forgot password?") are not worth a question, as no sign-in page asks one.
   */
  signedIn: boolean;
}

const held = new Set<Edits>();

/** Leaving now would drop edits that can still be saved. */
export function editsAtRisk(): boolean {
  const signedIn = getSession().status === 'authenticated';
  return signedIn && [...held].some((edits) => edits.signedIn && !edits.sending);
}

/** The browser's own question before the tab closes or reloads. */
function warn(event: BeforeUnloadEvent) {
  if (editsAtRisk()) event.preventDefault();
}

/**
 * The browser is asked to warn only while edits are held, as it advises: a page that always listens for
 * beforeunload can be kept out of its back-forward cache.
 */
function heldChanged() {
  if (held.size > 0) window.addEventListener('beforeunload', warn);
  else window.removeEventListener('beforeunload', warn);
}

export function holdEdits(edits: Edits): void {
  held.add(edits);
  heldChanged();
}

export function releaseEdits(edits: Edits): void {
  held.delete(edits);
  heldChanged();
}

/**
 * The user chose to leave without them: nothing asks again on the way out, not even the browser when the
 * next screen's chunk, gone after a deploy, has the page reloaded (lib/chunk-reload.ts).
 */
export function discardEdits(): void {
  held.clear();
  heldChanged();
}

/**
 * The edits held by the forms inside one dialog (components/ui/dialog.tsx), which its Escape, backdrop
 * and Cancel ask about first. A form in a dialog holds its edits there as well as here, where the app's
 * guard still asks before a navigation drops them.
 */
export const DialogEditsContext = createContext<Set<Edits> | null>(null);

/**
 * A form in the dialog has its edits on the way: set in the submit's own handler, before the render that
 * takes the dialog's hold (lib/dialog-sending.ts), so an Escape pressed in between does not close it.
 */
export const editsSending = (inDialog: ReadonlySet<Edits>): boolean =>
  [...inDialog].some((edits) => edits.sending);

/** Closing the dialog now would drop edits: held, and not already on their way to the server. */
export const editsUnsent = (inDialog: ReadonlySet<Edits>): boolean =>
  [...inDialog].some((edits) => !edits.sending);
