import { useMutation } from '@tanstack/react-query';
import * as messages from '#contract/messages';
import { undoEmailChange } from '../api/change-email.ts';
import { Button } from '../../../components/ui/button.tsx';
import { AuthLayout } from '../../../components/auth/auth-layout.tsx';
import { LinkOutcome } from '../../../components/auth/link-outcome.tsx';
import { paths } from '../../../config/paths.ts';
import { useLinkToken } from '../../../lib/use-link-token.ts';

/**
 * The link mailed to the address an account left (/undo-email-change#token={token}): moves the account back.
 * The token is in the fragment, which no request carries; it is sent in a POST body only when the owner
 * presses the button, so a mail scanner that opens links undoes nothing.
 */
export function UndoEmailChangeScreen() {
  const token = useLinkToken(paths.undoEmailChange) ?? '';
  const undo = useMutation({ mutationFn: () => undoEmailChange(token) });

  if (undo.isIdle)
    return (
      <AuthLayout
        title="Undo the email change"
        subtitle="Your account will sign in with this address again. Every session of it ends, and we email you a link to choose a new password."
      >
        <Button onClick={() => undo.mutate()} disabled={!token} className="w-full">
          Move my account back
        </Button>
      </AuthLayout>
    );

  return (
    <LinkOutcome
      status={undo.status}
      error={undo.error}
      titles={{ loading: 'Moving your account back', success: 'Email change undone', error: 'Undo failed' }}
      successMessage={messages.auth.emailChangeUndone}
      errorFallback={messages.auth.emailUndoFailed}
      recovery={
        <p className="text-slate-600 dark:text-slate-400">
          Undo links work once, for 7 days. The hostel office can help you get your account back.
        </p>
      }
    />
  );
}
