import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import * as messages from '#contract/messages';
import { categoryLabels, unsubscribeClaims } from '#contract/notifications';
import { unsubscribe } from '../api/unsubscribe.ts';
import { AuthLayout } from '../../../components/auth/auth-layout.tsx';
import { AuthMessage } from '../../../components/auth/auth-message.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { messageOf } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useLinkToken } from '../../../lib/use-link-token.ts';

/**
 * A notice mail's unsubscribe link (/unsubscribe#token={token}, docs/spec.md §18): says which mail stops
 * and stops it when the reader presses the button, never on opening, since mail scanners open links. The
 * button posts to the same one-click address a mail provider does; the server checks the token's
 * signature, so what this page reads from it is only for saying what will happen.
 */
export function UnsubscribeScreen() {
  const token = useLinkToken(paths.unsubscribe) ?? '';
  const claims = unsubscribeClaims(token);
  const stop = useMutation({ mutationFn: () => unsubscribe(token) });
  const [openedAt] = useState(Date.now);

  if (!claims)
    return (
      <AuthLayout title="Unsubscribe link not valid">
        <Outcome tone="failure">{messages.notifications.unsubscribeInvalid}</Outcome>
      </AuthLayout>
    );

  // Past its year the server refuses it whatever is pressed (410): said at once, with nothing to press.
  // Read from the token's own claim, which the server's signature check alone makes good.
  if (claims.expiresAt * 1000 <= openedAt)
    return (
      <AuthLayout title="Unsubscribe link expired">
        <Outcome tone="failure">{messages.notifications.unsubscribeExpired}</Outcome>
      </AuthLayout>
    );

  const category = categoryLabels[claims.category].toLowerCase();
  if (stop.isSuccess)
    return (
      <AuthLayout title="Emails stopped">
        <Outcome tone="success">{stop.data.message}</Outcome>
      </AuthLayout>
    );
  if (stop.isError)
    return (
      <AuthLayout title="Emails not stopped">
        <Outcome tone="failure">{messageOf(stop.error, messages.common.unexpected)}</Outcome>
      </AuthLayout>
    );

  return (
    <AuthLayout
      title={`Stop emails about ${category}?`}
      subtitle="You will still see them under the bell in the hostel app. Emails about your account's security always come."
    >
      <Button onClick={() => stop.mutate()} disabled={stop.isPending} className="w-full">
        {stop.isPending ? 'Stopping…' : 'Stop these emails'}
      </Button>
    </AuthLayout>
  );
}

/** What the link did, and where the reader chooses for every category: My Profile, once signed in. */
function Outcome({ tone, children }: { tone: 'success' | 'failure'; children: string }) {
  const session = useSession();
  const profile =
    session.status === 'authenticated'
      ? session.user.role === 'student'
        ? paths.student.profile
        : paths.admin.profile
      : null;
  return (
    <div className="space-y-5 text-sm">
      <AuthMessage tone={tone} Icon={tone === 'success' ? CheckCircle2 : XCircle} role="alert">
        {children}
      </AuthMessage>
      <p className="text-slate-600 dark:text-slate-400">
        Every category can be turned back on, or off, under Notifications in My Profile.
      </p>
      {profile ? (
        <Link to={profile} className={buttonClasses('primary', 'w-full')}>
          Notification preferences
        </Link>
      ) : (
        <Link to={paths.login} className={buttonClasses('secondary', 'w-full')}>
          Sign in to choose
        </Link>
      )}
    </div>
  );
}
