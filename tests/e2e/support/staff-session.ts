import { getUserByEmail } from '../../../functions/data/users.ts';
import { requestHeaders, signedInTab } from '../../support/sessions.ts';
import { baseUrl, demoAccount } from './fixture.ts';

/**
 * A signed-in tab of the seeded super admin, made straight through the data layer (this test process
 * shares the e2e server's table and signing secret), for tests that need to change what the public
 * sees without driving the management app. Returns a fetch for tab-scoped API calls on the real server.
 */
export async function superAdminTab() {
  const user = await getUserByEmail(demoAccount('super_admin').email);
  if (!user) throw new Error('The seeded super admin is missing');
  const tab = await signedInTab(user);
  return (method: string, path: string, body?: unknown) =>
    fetch(`${baseUrl}${tab.base}${path}`, {
      method,
      headers: {
        ...requestHeaders(tab),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

/**
 * The super admin's tab as JSON calls that must succeed: for setting a test's scene, where a refusal is
 * a broken fixture rather than the thing under test.
 */
export async function superAdminCalls() {
  const staff = await superAdminTab();
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await staff(method, path, body);
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
}
