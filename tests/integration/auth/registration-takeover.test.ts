import { describe, expect, it } from 'vitest';
import { messages } from '../../../functions/contract/messages.ts';
import { getUserByEmail } from '../../../functions/data/users.ts';
import { Tab, randomIp, registration, uniqueEmail } from '../../support/auth.ts';
import { invoke } from '../../support/invoke.ts';
import { mailTo, tokenIn } from '../../support/mail.ts';

// Pre-registration takeover (issue 17): an attacker registers the victim's address with the attacker's
// password before the victim does. Whoever proves the mailbox must set the credentials.
const attackerPassword = 'Attacker-Pass-1';
const ownerPassword = 'Owner-Pass-2';

const register = (email: string, password: string, fullName: string) =>
  invoke({
    method: 'POST',
    path: '/api/auth/register',
    body: { ...registration(email), password, confirmPassword: password, fullName },
    sourceIp: randomIp(),
  });
const verify = (token: string) => invoke({ path: `/api/auth/verify-email/${token}` });
const verifyWith = (token: string, password: string) =>
  invoke({
    method: 'POST',
    path: `/api/auth/verify-email/${token}`,
    body: { password },
    sourceIp: randomIp(),
  });
const resend = (email: string) =>
  invoke({ method: 'POST', path: '/api/auth/resend-verification', body: { email }, sourceIp: randomIp() });
const signIn = (email: string, password: string) => new Tab().login(email, password);

/** The verification links mailed to the address, oldest first. */
const linksTo = async (email: string) =>
  (await mailTo(email)).reverse().map((mail) => tokenIn(mail, 'verify-email'));

/** A contested address's link is not used by opening it: it asks for its registration's password. */
async function expectPasswordAsked(token: string) {
  const opened = await verify(token);
  expect(opened.status).toBe(409);
  expect(opened.body).toMatchObject({
    message: messages.auth.verificationNeedsPassword,
    passwordRequired: true,
  });
}

describe('a registration for an address someone else registered first', () => {
  it('attacker registers, owner registers, owner verifies with their password: only it opens the account', async () => {
    const email = uniqueEmail('victim');
    expect((await register(email, attackerPassword, 'Mallory')).status).toBe(201);
    expect((await register(email, ownerPassword, 'Esi Quartey')).status).toBe(201);

    const [, ownersLink] = await linksTo(email);
    await expectPasswordAsked(ownersLink!);
    expect((await verifyWith(ownersLink!, ownerPassword)).status).toBe(200);

    expect((await signIn(email, attackerPassword)).status).toBe(401);
    expect((await signIn(email, ownerPassword)).status).toBe(200);
    expect((await getUserByEmail(email))!.fullName).toBe('Esi Quartey');
  });

  it('owner registers, attacker registers after: the attacker’s newer link in the owner’s mailbox cannot set the attacker’s password', async () => {
    const email = uniqueEmail('victim');
    await register(email, ownerPassword, 'Esi Quartey');
    await register(email, attackerPassword, 'Mallory');
    const [ownersLink, attackersLink] = await linksTo(email);

    // The owner clicks the newest mail, which the attacker's registration sent: opening it verifies
    // nothing, and the owner's password does not fit it.
    await expectPasswordAsked(attackersLink!);
    const wrong = await verifyWith(attackersLink!, ownerPassword);
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ password: messages.auth.verificationPasswordWrong });
    expect((await getUserByEmail(email))!.emailVerified).toBe(false);
    // The pending registration is the attacker's, but an unverified account opens no session.
    expect(await signIn(email, attackerPassword)).toMatchObject({
      status: 403,
      body: { emailNotVerified: true },
    });

    // The owner's own link, with the owner's password, verifies the owner's registration.
    await expectPasswordAsked(ownersLink!);
    expect((await verifyWith(ownersLink!, ownerPassword)).status).toBe(200);
    expect((await signIn(email, attackerPassword)).status).toBe(401);
    expect((await signIn(email, ownerPassword)).status).toBe(200);
    expect((await getUserByEmail(email))!.fullName).toBe('Esi Quartey');
  });

  it('a link sent again after the attacker’s registration carries it, so the owner’s password does not fit and registering again does', async () => {
    const email = uniqueEmail('victim');
    await register(email, ownerPassword, 'Esi Quartey');
    await register(email, attackerPassword, 'Mallory');
    expect((await resend(email)).status).toBe(200);
    const resent = (await linksTo(email)).at(-1)!;
    await expectPasswordAsked(resent);
    expect((await verifyWith(resent, ownerPassword)).status).toBe(400);
    expect((await getUserByEmail(email))!.emailVerified).toBe(false);

    await register(email, ownerPassword, 'Esi Quartey');
    const fresh = (await linksTo(email)).at(-1)!;
    expect((await verifyWith(fresh, ownerPassword)).status).toBe(200);
    expect((await signIn(email, ownerPassword)).status).toBe(200);
    expect((await signIn(email, attackerPassword)).status).toBe(401);
  });

  it('once the owner has verified, the attacker’s leftover link is dead and changes nothing', async () => {
    const email = uniqueEmail('victim');
    await register(email, attackerPassword, 'Mallory');
    await register(email, ownerPassword, 'Esi Quartey');
    const [attackersLink, ownersLink] = await linksTo(email);
    await verifyWith(ownersLink!, ownerPassword);

    expect((await verify(attackersLink!)).status).toBe(400);
    expect((await verifyWith(attackersLink!, attackerPassword)).status).toBe(400);
    expect((await signIn(email, attackerPassword)).status).toBe(401);
    expect((await signIn(email, ownerPassword)).status).toBe(200);
  });

  it('wrong passwords on a link count as failed sign-ins of the address and are throttled like the form', async () => {
    const email = uniqueEmail('victim');
    await register(email, ownerPassword, 'Esi Quartey');
    await register(email, attackerPassword, 'Mallory');
    const [ownersLink] = await linksTo(email);
    const sourceIp = randomIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 25; attempt += 1) {
      const response = await invoke({
        method: 'POST',
        path: `/api/auth/verify-email/${ownersLink}`,
        body: { password: `Guess-${attempt}` },
        sourceIp,
      });
      statuses.push(response.status);
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status !== 400 && status !== 429)).toEqual([]);
  });

  it('a registration after verification only mails the owner a note and leaves the password alone', async () => {
    const email = uniqueEmail('victim');
    await register(email, ownerPassword, 'Esi Quartey');
    const [ownersLink] = await linksTo(email);
    await verify(ownersLink!);

    expect((await register(email, attackerPassword, 'Mallory')).status).toBe(201);
    const [latest] = await mailTo(email);
    expect(latest!.subject).toBe('Someone tried to register with your email at Northgate Hostel');
    expect((await signIn(email, attackerPassword)).status).toBe(401);
    expect((await signIn(email, ownerPassword)).status).toBe(200);
  });

  it('the one registrant of an address verifies by opening the link, with no password asked', async () => {
    const email = uniqueEmail('student');
    await register(email, ownerPassword, 'Esi Quartey');
    const [link] = await linksTo(email);
    expect((await verify(link!)).status).toBe(200);
    expect((await signIn(email, ownerPassword)).status).toBe(200);
  });

  it('the one registrant sending the form again with the same password still verifies by opening a link; a stranger after them still contests it', async () => {
    const email = uniqueEmail('student');
    await register(email, ownerPassword, 'Esi Quartey');
    await register(email, ownerPassword, 'Esi A. Quartey');
    const [, second] = await linksTo(email);
    expect((await verify(second!)).status).toBe(200);
    expect((await getUserByEmail(email))!.fullName).toBe('Esi A. Quartey');

    const other = uniqueEmail('student');
    await register(other, ownerPassword, 'Esi Quartey');
    await register(other, ownerPassword, 'Esi Quartey');
    await register(other, attackerPassword, 'Mallory');
    const [first] = await linksTo(other);
    await expectPasswordAsked(first!);
  });
});
