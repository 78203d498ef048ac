import * as messages from '#contract/messages';
import { useSession } from '../../lib/session-store.ts';
import { Notice } from '../ui/notice.tsx';

/**
 * Says on the sign-in screen why a signed-in tab landed there, when the server said: a staff session
 * ends after 30 minutes without activity (docs/spec.md §12).
 */
export function SignedOutNotice() {
  const session = useSession();
  if (session.status !== 'anonymous' || session.reason !== 'idle') return null;
  return (
    <div className="mb-4">
      <Notice title="Signed out for inactivity">{messages.sessions.sessionIdle}</Notice>
    </div>
  );
}
