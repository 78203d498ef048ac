import { describe, expect, it } from 'vitest';
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
const signIn = (email: string, password: string) => new Tab().login(email, password);

/** The verification links mailed to the address, oldest first. */
const linksTo = async (email: string) =>
  (await mailTo(email)).reverse().map((mail) => tokenIn(mail, 'verify-email'));

describe('a registration for an address someone else registered first', () => {
  it('attacker registers, owner registers, owner verifies: only the owner’s password opens the account', async () => {
    const email = uniqueEmail('victim');
    expect((await register(email, attackerPassword, 'Mallory')).status).toBe(201);
    expect((await register(email, ownerPassword, 'Esi Quartey')).status).toBe(201);

    const [, ownersLink] = await linksTo(email);
    expect((await verify(ownersLink!)).status).toBe(200);

    expect((await signIn(email, attackerPassword)).status).toBe(401);
    expect((await signIn(email, ownerPassword)).status).toBe(200);
    expect((await getUserByEmail(email))!.fullName).toBe('Esi Quartey');
  });

  it('owner registers, attacker registers after, owner uses their own link: still the owner’s password', async () => {
    const email = uniqueEmail('victim');
    await register(email, ownerPassword, 'Esi Quartey');
    await register(email, attackerPassword, 'Mallory');

    const [ownersLink] = await linksTo(email);
    expect((await verify(ownersLink!)).status).toBe(200);

    expect((await signIn(email, attackerPassword)).status).toBe(401);
    expect((await signIn(email, ownerPassword)).status).toBe(200);
    expect((await getUserByEmail(email))!.fullName).toBe('Esi Quartey');
  });

  it('once the owner has verified, the attacker’s leftover link is dead and changes nothing', async () => {
    const email = uniqueEmail('victim');
    await register(email, attackerPassword, 'Mallory');
    await register(email, ownerPassword, 'Esi Quartey');
    const [attackersLink, ownersLink] = await linksTo(email);
    await verify(ownersLink!);

    const replay = await verify(attackersLink!);
    expect(replay.status).toBe(400);
    expect((await signIn(email, attackerPassword)).status).toBe(401);
    expect((await signIn(email, ownerPassword)).status).toBe(200);
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

  it('the one registrant of an address still verifies and signs in with their own password', async () => {
    const email = uniqueEmail('student');
    await register(email, ownerPassword, 'Esi Quartey');
    const [link] = await linksTo(email);
    expect((await verify(link!)).status).toBe(200);
    expect((await signIn(email, ownerPassword)).status).toBe(200);
  });
});
