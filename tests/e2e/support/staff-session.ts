import { inject } from 'vitest';
import { sessionCookieName } from '../../../functions/core/session/cookie.ts';
import { signSessionToken } from '../../../functions/core/session/token.ts';
import { createSession } from '../../../functions/data/sessions.ts';
import { getUserByEmail } from '../../../functions/data/users.ts';
import { newTabId } from '../../support/sessions.ts';

/**
 * A signed-in tab of the seeded super admin, made straight through the data layer (this test process
 * shares the e2e server's table and signing secret), for tests that need to change what the public
 * sees without driving the management app. Returns a fetch for tab-scoped API calls on the real server.
 */
export async function superAdminTab() {
  const account = inject('demoAccounts').find((demo) => demo.role === 'super_admin');
  const user = account && (await getUserByEmail(account.email));
  if (!user) throw new Error('The seeded super admin is missing');
  const tabId = newTabId();
  const session = await createSession({ userId: user.id, role: user.role, tabId, remember: false });
  const token = await signSessionToken({ sid: session.id, tab: tabId, role: user.role }, session.expiresAt);
  const baseUrl = inject('baseUrl');
  return (method: string, path: string, body?: unknown) =>
    fetch(`${baseUrl}/api/tab/${tabId}${path}`, {
      method,
      headers: {
        cookie: `${sessionCookieName}=${token}`,
        'x-csrf-token': session.csrfToken,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}
