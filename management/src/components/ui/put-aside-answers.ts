/**
 * The answers a confirmation was closed on by Escape or Keep as is, by the question and record they
 * were given for (`draft.key`, components/ui/confirm-dialog.tsx): asked again, it opens on them. Its
 * action done, the next asking starts afresh; the screen left, they are forgotten. A module of its own
 * so the root layout forgets them without loading the dialog on every first screen.
 */
export const putAsideAnswers = new Map<string, object>();

/** The screen is left: answers put aside on it do not come back on another (app/root-layout.tsx). */
export function forgetPutAsideAnswers(): void {
  putAsideAnswers.clear();
}
