import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import * as messages from '#contract/messages';
import { login } from '../../../functions/api/auth/login.ts';
import { lockdownGuard } from '../../../functions/api/http/lockdown.ts';
import { enrol, enrolOptions } from '../../../functions/api/second-factor/enrol.ts';
import { enrolPasskey, enrolPasskeyOptions } from '../../../functions/api/second-factor/enrol-passkey.ts';
import { passkeyOptions, passkeySignIn } from '../../../functions/api/second-factor/passkey-sign-in.ts';
import { verifySecondFactor } from '../../../functions/api/second-factor/verify-second-factor.ts';
import { tabClaims } from '../../../functions/api/session/resolve.ts';
import { signSessionToken } from '../../../functions/api/session/token.ts';
import type { Session } from '../../../functions/data/sessions.ts';
import { defaultSettings } from '../../../functions/data/settings.ts';
import type { Role } from '#contract/roles';
import { methodAndPath } from '../../../functions/routes.ts';

// Read on first use (functions/platform/env.ts), so setting it after the imports is in time.
Object.assign(process.env, {
  TABLE_NAME: 'unit',
  AWS_REGION: 'local',
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  PUBLIC_ORIGIN: 'http://127.0.0.1:1',
  SENDER_EMAIL: 'no-reply@example.edu',
  SESSION_SECRET: 'x'.repeat(32),
});

const dynamo = mockClient(DynamoDBDocumentClient);
const tabId = 'tabtab01';

function lockdownIs(active: boolean) {
  const settings = defaultSettings();
  settings.emergencyLockdown = {
    active,
    reason: 'Fire',
    instructions: '',
    changedBy: 'Ama',
    changedAt: null,
  };
  dynamo.on(GetCommand).resolves({ Item: settings });
}

const sessionOf = (role: Role) => ({ id: 's', userId: 'u', role, tabId, csrfToken: 'c' }) as Session;

/**
 * Runs the guard as the pipeline would, after authenticate has put the cookie's claims and the session
 * (or null) in the state.
 */
async function guard(options: { method?: string; path?: string; session?: Session | null; cookie?: string }) {
  const event = { cookies: options.cookie ? [`hostel_session=${options.cookie}`] : [] };
  const request = {
    event,
    context: {
      state: {
        route: { method: options.method ?? 'GET', path: options.path ?? '/rooms' },
        tabId,
        claims: await tabClaims(event as unknown as APIGatewayProxyEventV2, tabId),
        session: options.session ?? null,
      },
    },
  };
  // The guard reads only these fields of middy's request.
  await (lockdownGuard().before as (r: unknown) => Promise<void>)(request);
}

const revokedCookie = (role: Role) =>
  signSessionToken({ sid: 'deleted', tab: tabId, role }, Math.floor(Date.now() / 1000) + 60);

beforeEach(() => dynamo.reset());

describe('the lockdown guard', () => {
  it('answers a student session with 503 and the lockdown flag while the lockdown is on', async () => {
    lockdownIs(true);
    await expect(guard({ session: sessionOf('student') })).rejects.toMatchObject({
      status: 503,
      message: messages.lockdown.loggedOut,
      flags: { emergencyLockdown: true },
    });
  });

  it('words the hydration check its own way', async () => {
    lockdownIs(true);
    await expect(guard({ path: '/auth/csrf-token', session: sessionOf('student') })).rejects.toMatchObject({
      status: 503,
      message: messages.lockdown.hydrate,
    });
  });

  it('answers a student whose session the lockdown deleted with the lockdown, not a timeout', async () => {
    lockdownIs(true);
    await expect(guard({ cookie: await revokedCookie('student') })).rejects.toMatchObject({
      status: 503,
      flags: { emergencyLockdown: true },
    });
  });

  it('lets staff, anonymous tabs and deleted staff sessions through without reading the settings', async () => {
    lockdownIs(true);
    await guard({ session: sessionOf('admin') });
    await guard({ session: sessionOf('super_admin') });
    await guard({});
    await guard({ cookie: await revokedCookie('admin') });
    await guard({ cookie: await revokedCookie('super_admin') });
    expect(dynamo.commandCalls(GetCommand)).toHaveLength(0);
  });

  it('ignores a forged cookie', async () => {
    lockdownIs(true);
    await guard({ cookie: 'forged.token.value' });
    expect(dynamo.commandCalls(GetCommand)).toHaveLength(0);
  });

  it('lets every step of signing in through from a tab the lockdown signed a student out of', async () => {
    lockdownIs(true);
    const cookie = await revokedCookie('student');
    const steps = [login, verifySecondFactor, enrolOptions, enrol, passkeyOptions, passkeySignIn];
    for (const step of [...steps, enrolPasskeyOptions, enrolPasskey]) {
      for (const key of [step.route].flat()) await guard({ ...methodAndPath(key), cookie });
    }
    await expect(guard({ method: 'POST', path: '/auth/logout', cookie })).rejects.toMatchObject({
      status: 503,
    });
  });

  it('lets students through while the lockdown is off', async () => {
    lockdownIs(false);
    await guard({ session: sessionOf('student') });
  });
});
