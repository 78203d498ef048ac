import { describe, expect, it } from 'vitest';
import { nowSeconds } from '../../../functions/data/expiry.ts';
import { rememberFamiliesOf, rotationGraceSeconds } from '../../../functions/data/remember-families.ts';
import { Tab, goodPassword, userWithPassword } from '../../support/auth.ts';
import { clockOn } from '../../support/clock.ts';
import { mailTo } from '../../support/mail.ts';

/**
 * Remember-me tokens form families (decision 0025): each use hands the browser the next token and
 * spends the one shown; a spent token coming back ends the family, every session of it, and tells the
 * owner. Each attack sits beside the legitimate path it abuses.
 */
const remember = 'hostel_remember';
const reuseSubject = /copy of your .* sign-in was used/;

/** A user signed in with "Remember me" on one tab of a browser. */
async function rememberedBrowser() {
  const user = await userWithPassword();
  const owner = new Tab();
  expect((await owner.login(user.email, goodPassword, true)).status).toBe(200);
  return { user, owner };
}

/** Another browser, holding a copy of the owner's remember cookie as it is now. */
function thiefWithCopyOf(owner: Tab) {
  const thief = new Tab();
  thief.plant(remember, owner.cookie(remember)!);
  return thief;
}

/** Moves the functions' clock on by `seconds`, for the code under test as much as for the test. */
const later = (seconds: number) => clockOn(seconds * 1000);

describe('a remembered browser', () => {
  it('opens each new tab without the password, handing out a new token each time', async () => {
    const { user, owner } = await rememberedBrowser();
    const first = owner.cookie(remember);

    const second = new Tab({ browser: owner });
    expect((await second.hydrate()).status).toBe(200);
    const rotated = owner.cookie(remember);
    expect(rotated).not.toBe(first);

    const third = new Tab({ browser: owner });
    expect((await third.hydrate()).status).toBe(200);
    expect(owner.cookie(remember)).not.toBe(rotated);
    // All three tabs stay signed in, and nobody is told anything.
    for (const tab of [owner, second, third]) expect((await tab.call('GET', '/auth/me')).status).toBe(200);
    expect((await mailTo(user.email)).filter((m) => reuseSubject.test(m.subject))).toHaveLength(0);
    expect(await rememberFamiliesOf(user.id)).toHaveLength(1);
  });

  it('opens tabs restored at the same moment, though only one of them can rotate the token', async () => {
    const { user, owner } = await rememberedBrowser();
    const tabs = [0, 1, 2].map(() => new Tab({ browser: owner }));
    const answers = await Promise.all(tabs.map((tab) => tab.hydrate()));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    // One answer carried the next token; the others left the browser's cookie alone.
    expect(answers.filter((a) => a.cookies.some((c) => c.startsWith(`${remember}=`)))).toHaveLength(1);
    expect((await new Tab({ browser: owner }).hydrate()).status).toBe(200);
    expect((await mailTo(user.email)).filter((m) => reuseSubject.test(m.subject))).toHaveLength(0);
  });
});

const days = (n: number) => n * 24 * 60 * 60;

/** The Max-Age of the cookie of this name that a response sets. */
function maxAgeOf(cookies: string[], name: string): number {
  const cookie = cookies.find((c) => c.startsWith(`${name}=`));
  return Number(/; Max-Age=(\d+)/.exec(cookie ?? '')?.[1]);
}

/**
 * A remembered browser lasts 30 days from the password, however often it is used: re-authentication
 * comes round even for a browser in daily use (OWASP ASVS 4.0 3.3.2; decision 0069).
 */
describe('a remembered browser’s 30 days', () => {
  it('ask for the password again 30 days after the sign-in, though the browser was used on day 29', async () => {
    const { user, owner } = await rememberedBrowser();
    const spent = owner.cookie(remember)!;
    later(days(29));
    expect((await new Tab({ browser: owner }).hydrate()).status).toBe(200);

    later(days(2));
    const newTab = await new Tab({ browser: owner }).hydrate();
    expect(newTab.status).toBe(401);
    expect(newTab.body).toEqual({ message: 'Not authenticated' });
    expect((await owner.call('GET', '/auth/me')).status).toBe(401);
    expect(await rememberFamiliesOf(user.id)).toHaveLength(0);
    // A token of a family that simply ran out is no sign of a copy: nobody is told of one.
    const copy = new Tab();
    copy.plant(remember, spent);
    expect((await copy.hydrate()).status).toBe(401);
    expect((await mailTo(user.email)).filter((m) => reuseSubject.test(m.subject))).toHaveLength(0);
    // The password opens a new family for another 30 days.
    expect((await new Tab({ browser: owner }).login(user.email, goodPassword, true)).status).toBe(200);
    expect(await rememberFamiliesOf(user.id)).toHaveLength(1);
  });

  it('keep their end when the token is rotated, and the next token’s cookie lasts only the time left', async () => {
    const { user, owner } = await rememberedBrowser();
    const [signedIn] = await rememberFamiliesOf(user.id);
    later(days(29));

    const before = nowSeconds();
    const used = await new Tab({ browser: owner }).hydrate();
    const after = nowSeconds();
    expect(used.status).toBe(200);
    const [family] = await rememberFamiliesOf(user.id);
    expect(family!.expiresAt).toBe(signedIn!.expiresAt);
    const maxAge = maxAgeOf(used.cookies, remember);
    expect(maxAge).toBeGreaterThanOrEqual(family!.expiresAt - after);
    expect(maxAge).toBeLessThanOrEqual(family!.expiresAt - before);
  });

  it('end a tab session the family opened on day 29 when the family ends', async () => {
    const { user, owner } = await rememberedBrowser();
    const [family] = await rememberFamiliesOf(user.id);
    later(days(29));

    const tab = new Tab({ browser: owner });
    const before = nowSeconds();
    const opened = await tab.hydrate();
    const after = nowSeconds();
    expect(opened.status).toBe(200);
    const maxAge = maxAgeOf(opened.cookies, 'hostel_session');
    expect(maxAge).toBeGreaterThanOrEqual(family!.expiresAt - after);
    expect(maxAge).toBeLessThanOrEqual(family!.expiresAt - before);
    expect((await tab.call('GET', '/auth/me')).status).toBe(200);

    later(family!.expiresAt - nowSeconds() + 60);
    expect((await tab.call('GET', '/auth/me')).status).toBe(401);
  });
});

describe('a stolen remember cookie', () => {
  it('used by a thief first: the owner’s next new tab ends the family, the thief’s session too, and the owner is mailed', async () => {
    const { user, owner } = await rememberedBrowser();
    const thief = thiefWithCopyOf(owner);
    expect((await thief.hydrate()).status).toBe(200);
    expect((await thief.call('GET', '/auth/me')).status).toBe(200);

    // The owner's browser still holds the token the thief spent, and comes back after a while.
    later(rotationGraceSeconds + 5);
    const ownersNewTab = new Tab({ browser: owner });
    expect((await ownersNewTab.hydrate()).status).toBe(401);

    expect((await thief.call('GET', '/auth/me')).status).toBe(401);
    expect((await thief.hydrate()).status).toBe(401);
    // The owner's own tab belonged to the family as well: nothing tells owner from thief.
    expect((await owner.call('GET', '/auth/me')).status).toBe(401);
    expect(await rememberFamiliesOf(user.id)).toHaveLength(0);
    const [mail] = (await mailTo(user.email)).filter((m) => reuseSubject.test(m.subject));
    expect(mail?.text).toContain(user.fullName);
    // The password still works, in a new family, and the owner finds the warning in their centre too.
    const back = new Tab();
    expect((await back.login(user.email, goodPassword, true)).status).toBe(200);
    const { body } = await back.call('GET', '/notifications');
    expect(body.notifications).toEqual([
      expect.objectContaining({
        category: 'account',
        title: mail!.subject,
        link: '/student/profile/sessions',
      }),
    ]);
  });

  it('used by a thief first: the owner reloading an open tab ends the family as well', async () => {
    const { user, owner } = await rememberedBrowser();
    const thief = thiefWithCopyOf(owner);
    expect((await thief.hydrate()).status).toBe(200);

    // A page load shows the browser's remember cookie even when the tab has its own session.
    later(rotationGraceSeconds + 5);
    expect((await owner.hydrate()).status).toBe(401);
    expect((await thief.call('GET', '/auth/me')).status).toBe(401);
    expect((await mailTo(user.email)).filter((m) => reuseSubject.test(m.subject))).toHaveLength(1);
  });

  it('replayed after the owner moved on: the family ends and the owner is mailed', async () => {
    const { user, owner } = await rememberedBrowser();
    const thief = thiefWithCopyOf(owner);
    const ownersSecondTab = new Tab({ browser: owner });
    expect((await ownersSecondTab.hydrate()).status).toBe(200);

    later(rotationGraceSeconds + 5);
    expect((await thief.hydrate()).status).toBe(401);
    for (const tab of [owner, ownersSecondTab]) expect((await tab.call('GET', '/auth/me')).status).toBe(401);
    expect((await new Tab({ browser: owner }).hydrate()).status).toBe(401);
    expect((await mailTo(user.email)).filter((m) => reuseSubject.test(m.subject))).toHaveLength(1);
  });

  it('replayed within the grace of the owner’s rotation opens one session but no token of its own', async () => {
    const { user, owner } = await rememberedBrowser();
    const thief = thiefWithCopyOf(owner);
    expect((await new Tab({ browser: owner }).hydrate()).status).toBe(200);

    const replay = await thief.hydrate();
    expect(replay.status).toBe(200);
    expect(replay.cookies.some((c) => c.startsWith(`${remember}=`))).toBe(false);
    // Its copy is spent for good: the next replay, past the grace, ends the family.
    later(rotationGraceSeconds + 5);
    expect((await new Tab({ browser: thief }).hydrate()).status).toBe(401);
    expect((await thief.call('GET', '/auth/me')).status).toBe(401);
    expect((await mailTo(user.email)).filter((m) => reuseSubject.test(m.subject))).toHaveLength(1);
  });

  it('grants the grace to the token just replaced only, not to older ones', async () => {
    const { user, owner } = await rememberedBrowser();
    const oldest = owner.cookie(remember)!;
    expect((await new Tab({ browser: owner }).hydrate()).status).toBe(200);
    expect((await new Tab({ browser: owner }).hydrate()).status).toBe(200);

    const thief = new Tab();
    thief.plant(remember, oldest);
    expect((await thief.hydrate()).status).toBe(401);
    expect((await owner.call('GET', '/auth/me')).status).toBe(401);
    expect((await mailTo(user.email)).filter((m) => reuseSubject.test(m.subject))).toHaveLength(1);
  });

  it('is worth nothing once the owner signed out of that browser', async () => {
    const { user, owner } = await rememberedBrowser();
    const thief = thiefWithCopyOf(owner);
    expect((await owner.call('POST', '/auth/logout')).status).toBe(200);
    expect((await thief.hydrate()).status).toBe(401);
    expect(await rememberFamiliesOf(user.id)).toHaveLength(0);
  });
});
