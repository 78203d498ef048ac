import { afterAll, describe, expect, it, vi } from 'vitest';
import { rememberFamiliesOf, rotationGraceSeconds } from '../../../functions/data/remember-families.ts';
import { Tab, goodPassword, userWithPassword } from '../../support/auth.ts';
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

/**
 * Moves the clock on, for the code under test as much as for the test, and lets it run on from there:
 * the mail line spaces hand-offs by the clock (decision 0045), and a stopped clock never gets there.
 */
function later(seconds: number) {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(Date.now() + seconds * 1000);
}

// Time only moves on: the mail line books SES hand-offs by the clock (decision 0045), and a clock set
// back after a test would leave the next test's mail waiting for moments booked in that test's future.
afterAll(() => {
  vi.useRealTimers();
});

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
