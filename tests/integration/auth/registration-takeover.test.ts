import { describe, expect, it } from 'vitest';
import { authLimits } from '../../../functions/api/auth/limits.ts';
import * as messages from '../../../functions/contract/messages.ts';
import { getUserByEmail, registrationLifetimeSeconds } from '../../../functions/data/users.ts';
import { Tab, randomIp, registration, uniqueEmail } from '../../support/auth.ts';
import { clockOn } from '../../support/clock.ts';
import { invoke } from '../../support/invoke.ts';
import { jobsSettled } from '../../support/jobs.ts';
import { mailTo, tokenIn } from '../../support/mail.ts';

// Pre-registration takeover (issues 17 and 25): a squatter registers the owner's address with the
// squatter's password, before or after the owner does. Whoever proves the mailbox decides the password:
// a link verifies only with the password chosen in the same submission as its registration.
const squatterPassword = 'Squatter-Pass-1';
const ownerPassword = 'Owner-Pass-2';

/** Registers through the API and waits for the registration's job (account, link or note). */
async function register(email: string, password: string, fullName: string, sourceIp = randomIp()) {
  const response = await invoke({
    method: 'POST',
    path: '/api/auth/register',
    body: { ...registration(email), password, confirmPassword: password, fullName },
    sourceIp,
  });
  await jobsSettled();
  return response;
}
const open = (token: string) => invoke({ method: 'POST', path: '/api/auth/verify-email', body: { token } });
const verifyWith = (token: string, password: string) =>
  invoke({
    method: 'POST',
    path: '/api/auth/verify-email',
    body: { token, password },
    sourceIp: randomIp(),
  });
const resend = (email: string) =>
  invoke({ method: 'POST', path: '/api/auth/resend-verification', body: { email }, sourceIp: randomIp() });
const signIn = (email: string, password: string) => new Tab().login(email, password);

/** The verification links mailed to the address, oldest first. */
const linksTo = async (email: string) =>
  (await mailTo(email)).reverse().map((mail) => tokenIn(mail, 'verify-email'));

/** Opening a link verifies nothing: it asks for the password of the link's own registration. */
async function expectPasswordAsked(token: string) {
  const opened = await open(token);
  expect(opened.status).toBe(409);
  expect(opened.body).toMatchObject({
    message: messages.auth.verificationNeedsPassword,
    passwordRequired: true,
  });
}

// Each step hashes or checks a password (Argon2id): on a loaded 2-core machine a story of several takes
// longer than the default 30 s.
describe('a registration of an address someone else registered', { timeout: 120_000 }, () => {
  it('the squatter registers twice with one password: the links in the owner’s mailbox verify nothing', async () => {
    const email = uniqueEmail('victim');
    expect((await register(email, squatterPassword, 'Mallory')).status).toBe(201);
    expect((await register(email, squatterPassword, 'Mallory')).status).toBe(201);

    // The owner finds two mails they did not ask for and clicks them: nothing is verified.
    const squattersLinks = await linksTo(email);
    expect(squattersLinks).toHaveLength(2);
    for (const link of squattersLinks) {
      await expectPasswordAsked(link);
      expect((await verifyWith(link, ownerPassword)).status).toBe(400);
    }
    expect((await getUserByEmail(email))!.emailVerified).toBe(false);
    expect(await signIn(email, squatterPassword)).toMatchObject({
      status: 403,
      body: { emailNotVerified: true },
    });
  });

  it('the squatter registers first: the owner’s own registration, proved with their password, takes the account and kills the squatter’s links', async () => {
    const email = uniqueEmail('victim');
    await register(email, squatterPassword, 'Mallory');
    expect((await register(email, ownerPassword, 'Esi Quartey')).status).toBe(201);
    const [squattersLink, ownersLink] = await linksTo(email);
    await expectPasswordAsked(ownersLink!);
    expect((await verifyWith(ownersLink!, ownerPassword)).status).toBe(200);

    expect((await signIn(email, squatterPassword)).status).toBe(401);
    expect((await signIn(email, ownerPassword)).status).toBe(200);
    expect((await getUserByEmail(email))!.fullName).toBe('Esi Quartey');
    expect((await verifyWith(squattersLink!, squatterPassword)).status).toBe(400);
  });

  it('the owner registers first, the squatter after: the squatter’s registration leaves the account alone and its newer link cannot be used', async () => {
    const email = uniqueEmail('victim');
    await register(email, ownerPassword, 'Esi Quartey');
    await register(email, squatterPassword, 'Mallory');
    const account = await getUserByEmail(email);
    expect(account!.fullName).toBe('Esi Quartey');

    const [ownersLink, squattersLink] = await linksTo(email);
    await expectPasswordAsked(squattersLink!);
    const wrong = await verifyWith(squattersLink!, ownerPassword);
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ password: messages.auth.verificationPasswordWrong });

    expect((await verifyWith(ownersLink!, ownerPassword)).status).toBe(200);
    expect((await signIn(email, squatterPassword)).status).toBe(401);
    expect((await signIn(email, ownerPassword)).status).toBe(200);
    expect((await verifyWith(squattersLink!, squatterPassword)).status).toBe(400);
  });

  it('the squatter uses up the per-address registrations from their address; the owner’s own registration is still taken and verifies', async () => {
    const email = uniqueEmail('victim');
    const squatter = randomIp();
    for (let i = 0; i < authLimits.registrationsPerAddressAndClient.limit; i++)
      expect((await register(email, squatterPassword, 'Mallory', squatter)).status).toBe(201);
    expect((await register(email, squatterPassword, 'Mallory', squatter)).status).toBe(429);

    expect((await register(email, ownerPassword, 'Esi Quartey')).status).toBe(201);
    const ownersLink = (await linksTo(email)).at(-1)!;
    expect((await verifyWith(ownersLink, ownerPassword)).status).toBe(200);
    expect((await signIn(email, ownerPassword)).status).toBe(200);
  });

  it('a link sent again carries the account’s registration, so the owner’s password does not fit it and registering again does', async () => {
    const email = uniqueEmail('victim');
    await register(email, squatterPassword, 'Mallory');
    expect((await resend(email)).status).toBe(200);
    const resent = (await linksTo(email)).at(-1)!;
    expect((await verifyWith(resent, ownerPassword)).status).toBe(400);

    await register(email, ownerPassword, 'Esi Quartey');
    const fresh = (await linksTo(email)).at(-1)!;
    expect((await verifyWith(fresh, ownerPassword)).status).toBe(200);
    expect((await signIn(email, ownerPassword)).status).toBe(200);
    expect((await signIn(email, squatterPassword)).status).toBe(401);
  });

  it('wrong passwords on a link count as failed sign-ins of the address and are throttled like the form', async () => {
    const email = uniqueEmail('victim');
    await register(email, ownerPassword, 'Esi Quartey');
    const [ownersLink] = await linksTo(email);
    const sourceIp = randomIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 25; attempt += 1) {
      const response = await invoke({
        method: 'POST',
        path: '/api/auth/verify-email',
        body: { token: ownersLink, password: `Guess-${attempt}` },
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
    await verifyWith(ownersLink!, ownerPassword);

    expect((await register(email, squatterPassword, 'Mallory')).status).toBe(201);
    const [latest] = await mailTo(email);
    expect(latest!.subject).toBe('Someone tried to register with your email at Northgate Hostel');
    expect((await signIn(email, squatterPassword)).status).toBe(401);
    expect((await signIn(email, ownerPassword)).status).toBe(200);
  });

  it('the one registrant verifies with their link and their password; sending the form again gives a link of the new submission', async () => {
    const email = uniqueEmail('student');
    await register(email, ownerPassword, 'Esi Quartey');
    await register(email, 'Owner-Pass-3', 'Esi A. Quartey');
    const [first, second] = await linksTo(email);
    expect((await verifyWith(first!, 'Owner-Pass-3')).status).toBe(400);
    expect((await verifyWith(second!, 'Owner-Pass-3')).status).toBe(200);
    expect((await getUserByEmail(email))!.fullName).toBe('Esi A. Quartey');
    expect((await signIn(email, 'Owner-Pass-3')).status).toBe(200);
    expect((await verifyWith(first!, ownerPassword)).status).toBe(400);
  });

  it('the one registrant verifies with a link sent again and their password, which outlasts the registration’s 7 days', async () => {
    const email = uniqueEmail('student');
    await register(email, ownerPassword, 'Esi Quartey');
    await resend(email);
    await jobsSettled();
    expect((await verifyWith((await linksTo(email)).at(-1)!, ownerPassword)).status).toBe(200);

    // The account lasts (docs/spec.md §12), and so must the password it was verified with.
    clockOn((registrationLifetimeSeconds + 60) * 1000);
    expect((await signIn(email, ownerPassword)).status).toBe(200);
  });
});
