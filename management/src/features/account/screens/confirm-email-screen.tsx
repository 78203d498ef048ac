import * as messages from '#contract/messages';
import { useConfirmEmailChange } from '../api/change-email.ts';
import { LinkOutcome } from '../../../components/auth/link-outcome.tsx';
import { paths } from '../../../config/paths.ts';
import { useLinkToken } from '../../../lib/use-link-token.ts';

/** The link mailed to a new address (/confirm-email#token=…): makes it the sign-in address. */
export function ConfirmEmailScreen() {
  const token = useLinkToken(paths.confirmEmail) ?? '';
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
