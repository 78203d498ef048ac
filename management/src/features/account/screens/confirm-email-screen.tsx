import { useParams } from 'react-router-dom';
import * as messages from '#contract/messages';
import { useConfirmEmailChange } from '../api/change-email.ts';
import { LinkOutcome } from '../../../components/auth/link-outcome.tsx';

/** The link mailed to a new address (/confirm-email/{token}): makes it the sign-in address. */
export function ConfirmEmailScreen() {
  const { token = '' } = useParams();
  const confirmation = useConfirmEmailChange(token);
  return (
    <LinkOutcome
      status={confirmation.status}
      error={confirmation.error}
      titles={{
        loading: 'Confirming your new email',
        success: 'Email changed',
        error: 'Confirmation failed',
      }}
      successMessage={messages.auth.emailChangeConfirmed}
      errorFallback={messages.auth.emailChangeConfirmFailed}
      recovery={
        <p className="text-slate-600 dark:text-slate-400">
          Confirmation links work once, for 24 hours. Ask for a new one under My Profile, Change email.
        </p>
      }
    />
  );
}
