import { describe, expect, it } from 'vitest';
import { authLimits } from '../../../functions/api/auth/limits.ts';
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
const tooManyRequests = 'Too many requests. Please wait a while and try again.';

function expectThrottled(response: Awaited<ReturnType<typeof invoke>>, message: string) {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({ message });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

const post = (path: string, body: unknown, sourceIp: string) =>
  invoke({ method: 'POST', path, body, sourceIp });

describe('throttling of sign-in', () => {
  it('locks an account after its failed sign-ins, from whatever address, even with the right password', async () => {
    const user = await userWithPassword();
    for (let i = 0; i < authLimits.failedLoginsPerAccount.limit; i++)
      expect((await new Tab().login(user.email, 'Wrong-Pass-1')).status).toBe(401);
    expectThrottled(await new Tab().login(user.email, goodPassword), tooManyLogins);
  });

  it('locks an unknown address the same way, so the lock reveals nothing', async () => {
    const email = uniqueEmail('ghost');
    for (let i = 0; i < authLimits.failedLoginsPerAccount.limit; i++)
      expect((await new Tab().login(email, 'Wrong-Pass-1')).status).toBe(401);
    expectThrottled(await new Tab().login(email, 'Wrong-Pass-1'), tooManyLogins);
  });

  it('forgets an account’s failures when it signs in successfully', async () => {
    const user = await userWithPassword();
    const fail = () => new Tab().login(user.email, 'Wrong-Pass-1');
    for (let i = 1; i < authLimits.failedLoginsPerAccount.limit; i++) await fail();
    expect((await new Tab().login(user.email, goodPassword)).status).toBe(200);
    for (let i = 1; i < authLimits.failedLoginsPerAccount.limit; i++) expect((await fail()).status).toBe(401);
  });

  it('blocks a client address that fails on many accounts', async () => {
    const ip = randomIp();
    const user = await userWithPassword();
    for (let i = 0; i < authLimits.failedLoginsPerClient.limit; i++)
      expect((await new Tab({ ip }).login(uniqueEmail('guess'), 'Wrong-Pass-1')).status).toBe(401);
    expectThrottled(await new Tab({ ip }).login(user.email, goodPassword), tooManyLogins);
    // Another address is not affected.
    expect((await new Tab().login(user.email, goodPassword)).status).toBe(200);
  });
});

describe('throttling of the calls that send mail', () => {
  const cases = [
    {
      call: 'forgot-password',
      perAddress: authLimits.passwordResetsPerAddress.limit,
      perClient: authLimits.passwordResetsPerClient.limit,
      body: (email: string) => ({ email }),
    },
    {
      call: 'resend-verification',
      perAddress: authLimits.verificationResendsPerAddress.limit,
      perClient: authLimits.verificationResendsPerClient.limit,
      body: (email: string) => ({ email }),
    },
    {
      call: 'register',
      perAddress: authLimits.registrationsPerAddress.limit,
      perClient: authLimits.registrationsPerClient.limit,
      body: (email: string) => registration(email),
    },
  ];

  for (const { call, perAddress, perClient, body } of cases) {
    it(`limits ${call} per address`, async () => {
      const email = uniqueEmail('target');
      for (let i = 0; i < perAddress; i++)
        expect((await post(`/api/auth/${call}`, body(email), randomIp())).status).toBeLessThan(300);
      expectThrottled(await post(`/api/auth/${call}`, body(email), randomIp()), tooManyRequests);
    });

    it(`limits ${call} per client address`, async () => {
      const ip = randomIp();
      for (let i = 0; i < perClient; i++)
        expect((await post(`/api/auth/${call}`, body(uniqueEmail('many')), ip)).status).toBeLessThan(300);
      expectThrottled(await post(`/api/auth/${call}`, body(uniqueEmail('many')), ip), tooManyRequests);
    });
  }
});
