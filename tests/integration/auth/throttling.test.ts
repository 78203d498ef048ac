import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { authLimits } from '../../../functions/api/auth/limits.ts';
import { clientKeyOf } from '../../../functions/api/auth/throttling.ts';
import { countThrottle, type ThrottleRule } from '../../../functions/data/throttle.ts';
import {
  Tab,
  goodPassword,
  randomIp,
  registration,
  uniqueEmail,
  userWithPassword,
} from '../../support/auth.ts';
import { invoke } from '../../support/invoke.ts';

const tooManyLogins = 'Too many failed sign-in attempts. Please wait a few minutes and try again.';
const tooManyRequests = 'Too many attempts. Please wait a few minutes and try again.';

function expectThrottled(response: Awaited<ReturnType<typeof invoke>>, message: string) {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({ message });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

const post = (path: string, body: unknown, sourceIp: string) =>
  invoke({ method: 'POST', path, body, sourceIp });

/** Brings a counter to its limit, as that many earlier requests would have. */
const reachLimit = (rule: ThrottleRule, subject: string) =>
  Promise.all(Array.from({ length: rule.limit }, () => countThrottle(rule, subject)));

const pairLimit = authLimits.failedLoginsPerAccountAndClient.limit;

// Each failed sign-in verifies an Argon2id hash: on a busy two-core machine a test here takes a while.
describe('throttling of sign-in', { timeout: 120_000 }, () => {
  it('cools down one address guessing one account, even with the right password, and no other address', async () => {
    const user = await userWithPassword();
    const guesser = randomIp();
    for (let i = 0; i < pairLimit; i++)
      expect((await new Tab({ ip: guesser }).login(user.email, 'Wrong-Pass-1')).status).toBe(401);
    expectThrottled(await new Tab({ ip: guesser }).login(user.email, goodPassword), tooManyLogins);
    expect((await new Tab().login(user.email, goodPassword)).status).toBe(200);
  });

  it('cools down an unknown address the same way, so the answer reveals nothing', async () => {
    const email = uniqueEmail('ghost');
    const guesser = randomIp();
    for (let i = 0; i < pairLimit; i++)
      expect((await new Tab({ ip: guesser }).login(email, 'Wrong-Pass-1')).status).toBe(401);
    expectThrottled(await new Tab({ ip: guesser }).login(email, 'Wrong-Pass-1'), tooManyLogins);
  });

  it('forgets an address’s failures on an account when it signs in from there', async () => {
    const user = await userWithPassword();
    const ip = randomIp();
    const fail = () => new Tab({ ip }).login(user.email, 'Wrong-Pass-1');
    for (let i = 1; i < pairLimit; i++) await fail();
    expect((await new Tab({ ip }).login(user.email, goodPassword)).status).toBe(200);
    for (let i = 1; i < pairLimit; i++) expect((await fail()).status).toBe(401);
  });

  it('an account guessed at from many addresses refuses addresses new to it, never the owner’s own', async () => {
    const owner = await userWithPassword();
    const home = randomIp();
    expect((await new Tab({ ip: home }).login(owner.email, goodPassword)).status).toBe(200);
    await reachLimit(authLimits.failedLoginsPerAccount, owner.email);

    expectThrottled(await new Tab().login(owner.email, goodPassword), tooManyLogins);
    expect((await new Tab({ ip: home }).login(owner.email, goodPassword)).status).toBe(200);
  });

  it('an address that failed on many accounts is refused on accounts new to it; its own students still sign in', async () => {
    const nat = randomIp();
    const regular = await userWithPassword();
    expect((await new Tab({ ip: nat }).login(regular.email, goodPassword)).status).toBe(200);
    await reachLimit(authLimits.failedLoginsPerClient, clientKeyOf(nat));

    const newcomer = await userWithPassword();
    expectThrottled(await new Tab({ ip: nat }).login(newcomer.email, goodPassword), tooManyLogins);
    expect((await new Tab({ ip: nat }).login(regular.email, goodPassword)).status).toBe(200);
    expect((await new Tab().login(newcomer.email, goodPassword)).status).toBe(200);
  });

  it('checks no more wrong passwords than the limit when they all arrive at once, and then refuses the right one', async () => {
    const user = await userWithPassword();
    const guesser = randomIp();
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) => new Tab({ ip: guesser }).login(user.email, `Wrong-Pass-${i}`)),
    );
    const statuses = burst.map((response) => response.status);
    // A 401 is a password checked; every other answer is a refusal before the check.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(pairLimit);
    expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true);
    expectThrottled(await new Tab({ ip: guesser }).login(user.email, goodPassword), tooManyLogins);
  });

  it('counts only the checked guesses of a burst against the account, so one address cannot lock out new ones', async () => {
    const user = await userWithPassword();
    const guesser = randomIp();
    const { limit } = authLimits.failedLoginsPerAccount;
    await Promise.all(
      Array.from({ length: limit }, () => new Tab({ ip: guesser }).login(user.email, 'Wrong-Pass-1')),
    );
    expect((await new Tab().login(user.email, goodPassword)).status).toBe(200);
  });

  it('counts the addresses of one IPv6 network (/64) as one client', () => {
    expect(clientKeyOf('2001:db8:aa:bb:1::7')).toBe('2001:db8:aa:bb::/64');
    expect(clientKeyOf('2001:db8:aa:bb:ffff:1:2:3')).toBe('2001:db8:aa:bb::/64');
    expect(clientKeyOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKeyOf('203.0.113.7')).toBe('203.0.113.7');
  });
});

describe('throttling of the calls that send mail', () => {
  const cases = [
    {
      call: 'forgot-password',
      perAddress: authLimits.passwordResetsPerAddress,
      perClient: authLimits.passwordResetsPerClient,
      body: (email: string) => ({ email }),
    },
    {
      call: 'resend-verification',
      perAddress: authLimits.verificationResendsPerAddress,
      perClient: authLimits.verificationResendsPerClient,
      body: (email: string) => ({ email }),
    },
    {
      call: 'register',
      perAddress: null,
      perClient: authLimits.registrationsPerClient,
      body: (email: string) => registration(email),
    },
  ];

  for (const { call, perAddress, perClient, body } of cases) {
    if (perAddress)
      it(`limits ${call} per inbox, from whatever address`, async () => {
        const email = uniqueEmail('target');
        for (let i = 0; i < perAddress.limit; i++)
          expect((await post(`/api/auth/${call}`, body(email), randomIp())).status).toBeLessThan(300);
        expectThrottled(await post(`/api/auth/${call}`, body(email), randomIp()), tooManyRequests);
      });

    if (perAddress)
      it(`attack: ${call} through an inbox's sub-addresses (name+tag@) counts against the one inbox`, async () => {
        const [name, domain] = uniqueEmail('target').split('@');
        for (let i = 0; i < perAddress.limit; i++)
          expect(
            (await post(`/api/auth/${call}`, body(`${name}+${i}@${domain}`), randomIp())).status,
          ).toBeLessThan(300);
        expectThrottled(
          await post(`/api/auth/${call}`, body(`${name}+x@${domain}`), randomIp()),
          tooManyRequests,
        );
        expectThrottled(
          await post(`/api/auth/${call}`, body(`${name}@${domain}`), randomIp()),
          tooManyRequests,
        );
      });

    it(`limits ${call} per client address, at a ceiling above a campus NAT's busiest hour`, async () => {
      expect(perClient.limit).toBeGreaterThanOrEqual(100);
      const ip = randomIp();
      await Promise.all(
        Array.from({ length: perClient.limit - 1 }, () => countThrottle(perClient, clientKeyOf(ip))),
      );
      expect((await post(`/api/auth/${call}`, body(uniqueEmail('many')), ip)).status).toBeLessThan(300);
      expectThrottled(await post(`/api/auth/${call}`, body(uniqueEmail('many')), ip), tooManyRequests);
      expect((await post(`/api/auth/${call}`, body(uniqueEmail('many')), randomIp())).status).toBeLessThan(
        300,
      );
    });
  }

  it('limits register per inbox and client: one address cannot flood an inbox, and uses up no other address’s registrations', async () => {
    const { limit } = authLimits.registrationsPerAddressAndClient;
    const email = uniqueEmail('target');
    const ip = randomIp();
    for (let i = 0; i < limit; i++)
      expect((await post('/api/auth/register', registration(email), ip)).status).toBe(201);
    expectThrottled(await post('/api/auth/register', registration(email), ip), tooManyRequests);
    expect((await post('/api/auth/register', registration(email), randomIp())).status).toBe(201);
  });

  it("attack: registering an inbox's sub-addresses and Gmail's dotted spellings counts against the one inbox", async () => {
    const { limit } = authLimits.registrationsPerAddressAndClient;
    const name = `target${randomBytes(4).toString('hex')}`;
    const spellings = [
      `${name}+a@gmail.com`,
      `${name.slice(0, 3)}.${name.slice(3)}@gmail.com`,
      `${name}+b@googlemail.com`,
    ];
    const ip = randomIp();
    for (const email of spellings.slice(0, limit))
      expect((await post('/api/auth/register', registration(email), ip)).status).toBe(201);
    expectThrottled(await post('/api/auth/register', registration(`${name}@gmail.com`), ip), tooManyRequests);
    // A dot or a plus is part of the address at other providers, which may give each its own inbox.
    expect((await post('/api/auth/register', registration(`${name}.x@example.edu`), ip)).status).toBe(201);
  });
});
