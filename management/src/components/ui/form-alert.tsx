/** A form's refusal above its fields (lib/form.ts `failureShownIn: 'alert'`); nothing while there is none. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-red-700 dark:text-red-300">
      {message}
    </p>
  );
}
