/**
 * A form's refusal above its fields (lib/form.ts `failureShownIn: 'alert'`); nothing while there is none.
 * The form hands it the focus when it appears (tabindex -1: by script, never by Tab).
 */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" tabIndex={-1} className="text-sm text-red-700 dark:text-red-300">
      {message}
    </p>
  );
}
