import { describe, expect, it } from 'vitest';
import { backgroundRequestHeader } from '../../../functions/contract/session-activity.ts';
import { rememberFamiliesOf } from '../../../functions/data/remember-families.ts';
import { Tab, goodPassword, userWithPassword } from '../../support/auth.ts';
import { clockOn } from '../../support/clock.ts';

/**
 * Staff sessions end after 30 minutes without a request, enforced by the server (docs/spec.md §12);
 * students keep theirs. Each test signs in where the last left the functions' clock and waits by moving
 * it on (tests/support/clock.ts).
 */
const minutes = (n: number) => n * 60 * 1000;

async function signedIn(role: 'admin' | 'super_admin' | 'student', rememberMe = false) {
  const user = await userWithPassword({ role });
  const tab = new Tab();
  expect((await tab.login(user.email, goodPassword, rememberMe)).status).toBe(200);
  return { user, tab };
}

describe('a staff session', () => {
  it('stays signed in while used, however long the day', async () => {
    const { tab } = await signedIn('admin');
    for (let i = 0; i < 3; i++) {
      clockOn(minutes(29));
      expect((await tab.call('GET', '/auth/me')).status).toBe(200);
    }
  });

  it.each(['admin', 'super_admin'] as const)(
    'of a %s left idle for 30 minutes is refused, says why, and is gone',
    async (role) => {
      const { tab } = await signedIn(role);
      expect((await tab.call('GET', '/auth/me')).status).toBe(200);

      clockOn(minutes(30) + 1000);
      const refused = await tab.call('GET', '/auth/me');
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({
        message: 'You were signed out after 30 minutes without activity. Please sign in again.',
        sessionIdle: true,
      });
      // Coming back at once does not revive it.
      expect((await tab.call('GET', '/auth/me')).status).toBe(401);
    },
  );

  it('left idle is also refused on a write, before the write runs', async () => {
    const { tab } = await signedIn('admin');
    clockOn(minutes(31));
    const refused = await tab.call('PUT', '/auth/email', {
      email: 'new@example.edu',
      password: goodPassword,
    });
    expect(refused.status).toBe(401);
    expect(refused.body.sessionIdle).toBe(true);
  });

  it('left idle tells the page load too, so the sign-in screen can say why', async () => {
    const { tab } = await signedIn('admin');
    clockOn(minutes(31));
    const hydration = await tab.hydrate();
    expect(hydration.status).toBe(401);
    expect(hydration.body.sessionIdle).toBe(true);
  });

  it('remembered by the browser cannot be reopened from the remember cookie once idle', async () => {
    const { user, tab } = await signedIn('admin', true);
    clockOn(minutes(31));
    const newTab = new Tab({ browser: tab });
    const refused = await newTab.hydrate();
    expect(refused.status).toBe(401);
    expect(refused.body.sessionIdle).toBe(true);
    expect(await rememberFamiliesOf(user.id)).toHaveLength(0);
  });

  it('remembered by the browser is refused once idle to every tab that opens at the same moment', async () => {
    const { user, tab } = await signedIn('admin', true);
    clockOn(minutes(31));
    const tabs = Array.from({ length: 6 }, () => new Tab({ browser: tab }));
    const answers = await Promise.all(tabs.map((newTab) => newTab.hydrate()));
    expect(answers.map((answer) => answer.status)).toEqual(tabs.map(() => 401));
    expect(await rememberFamiliesOf(user.id)).toHaveLength(0);
    for (const newTab of tabs) expect((await newTab.call('GET', '/auth/me')).status).toBe(401);
  });

  it('remembered by the browser opens a new tab while another tab of it is in use', async () => {
    const { tab } = await signedIn('admin', true);
    clockOn(minutes(20));
    expect((await tab.call('GET', '/auth/me')).status).toBe(200);
    clockOn(minutes(20));
    expect((await new Tab({ browser: tab }).hydrate()).status).toBe(200);
  });
});

describe('a request the tab sends without its user (X-Background)', () => {
  const background = { [backgroundRequestHeader]: '1' };

  it('is answered, but is not activity: a tab left to its refetches and sockets still ends after 30 minutes', async () => {
    const { tab } = await signedIn('admin');
    clockOn(minutes(20));
    expect((await tab.call('GET', '/auth/me', undefined, background)).status).toBe(200);
    expect((await tab.call('GET', '/realtime/ticket', undefined, background)).status).toBe(200);

    clockOn(minutes(10) + 1000);
    const refused = await tab.call('GET', '/auth/me', undefined, background);

    expect(refused.status).toBe(401);
    expect(refused.body.sessionIdle).toBe(true);
  });

  it('does not keep a remembered browser open for a new tab either', async () => {
    const { tab } = await signedIn('admin', true);
    clockOn(minutes(20));
    await tab.call('GET', '/auth/me', undefined, background);
    clockOn(minutes(11));
    expect((await new Tab({ browser: tab }).hydrate()).status).toBe(401);
  });

  it('is activity when the header says anything but 1, as a request without it is', async () => {
    const { tab } = await signedIn('admin');
    clockOn(minutes(20));
    expect((await tab.call('GET', '/auth/me', undefined, { [backgroundRequestHeader]: '0' })).status).toBe(
      200,
    );
    clockOn(minutes(20));
    expect((await tab.call('GET', '/auth/me')).status).toBe(200);
  });
});

describe('a student session', () => {
  it('keeps the current rule: hours without a request do not end it', async () => {
    const { tab } = await signedIn('student');
    clockOn(minutes(11 * 60));
    expect((await tab.call('GET', '/auth/me')).status).toBe(200);
  });
});
