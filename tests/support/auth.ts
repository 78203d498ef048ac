import { randomBytes } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { generate, generateSecret } from 'otplib';
import { addRecoveryCodes, enrolTotp, getPasskey, getTotp } from '../../functions/data/second-factors.ts';
import { hashPassword } from '../../functions/platform/passwords.ts';
import { passwordCredentialPut, storedPassword } from '../../functions/data/credentials.ts';
import { dynamo, tableName } from '../../functions/data/dynamo.ts';
import { secondFactorsKey } from '../../functions/data/keys.ts';
import { createUser, getUserByEmail, type NewUser, type User } from '../../functions/data/users.ts';
import { invoke, type ApiResponse } from './invoke.ts';
import { jobsSettled } from './jobs.ts';
import { mailAbout, tokenIn } from './mail.ts';
import { newTabId } from './sessions.ts';
import { SoftwareAuthenticator } from './software-authenticator.ts';

/** A password that keeps the password rule (docs/spec.md §5). */
export const goodPassword = 'Hostel-Pass-42';

export const uniqueEmail = (label = 'user') => `${label}-${randomBytes(4).toString('hex')}@example.edu`;

/** A random client address, so throttling by client address in one test does not reach another. */
export const randomIp = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0]).join('.')}`;

/** The fields of a valid registration (docs/spec.md §7), for the given address. */
export function registration(email = uniqueEmail('student')) {
  return {
    email,
    password: goodPassword,
    confirmPassword: goodPassword,
    fullName: 'Esi Quartey',
    gender: 'female',
    phoneNumber: '+233201112223',
    dateOfBirth: '2005-06-01',
    programmeOfStudy: 'BSc Civil Engineering',
    level: '100',
    guardianName: 'Kwame Quartey',
    guardianPhoneNumber: '0241112223',
    role: 'student',
  };
}

/**
 * Recovery codes the helpers gave staff accounts, by address: `Tab.login` spends one to finish a staff
 * sign-in, so a test about something else signs staff in with one call.
 */
const spareRecoveryCodes = new Map<string, string[]>();

/** A user with a real password and nothing else (staff: no second factor set up yet). */
export async function userWithPasswordOnly(overrides: Partial<NewUser> & { password?: string }) {
  const { password = goodPassword, ...fields } = overrides;
  const passwordHash = await hashPassword(password);
  const user = await createUser(
    {
      role: 'student',
      email: uniqueEmail(fields.role ?? 'student'),
      fullName: 'Yaa Asantewaa',
      emailVerified: true,
      isActive: true,
      ...fields,
    },
    (created) => [passwordCredentialPut(created.id, passwordHash)],
  );
  return { ...user, password };
}

/**
 * A user with a real password, made through the data layer. Staff also get recovery codes that
 * `Tab.login` spends for them (the second factor of docs/spec.md §12).
 */
export async function userWithPassword(
  overrides: Partial<NewUser> & { password?: string } = {},
): Promise<User & { password: string }> {
  const user = await userWithPasswordOnly(overrides);
  if (user.role !== 'student') {
    const codes = Array.from({ length: 20 }, () => randomBytes(8).toString('hex'));
    await addRecoveryCodes(user.id, codes);
    spareRecoveryCodes.set(user.email, codes);
  }
  return user;
}

/**
 * A staff member with a real password and only an authenticator app as second factor (its secret
 * returned), made through the data layer.
 */
export async function staffWithTotp(
  overrides: Partial<NewUser> & { password?: string } = {},
): Promise<User & { password: string; totpSecret: string }> {
  const user = await userWithPasswordOnly({ role: 'admin', ...overrides });
  const totpSecret = generateSecret();
  await enrolTotp(user.id, totpSecret, (await storedPassword(user)).unchanged);
  return { ...user, totpSecret };
}

/** One browser tab as the SPA drives it: its tab id and the cookies it was given, path by path. */
export class Tab {
  readonly id = newTabId();
  readonly ip: string;
  csrfToken = '';
  /** Cookies as a browser keeps them: by name and path. */
  private readonly jar: Map<string, { value: string; path: string }>;

  readonly userAgent: string | undefined;

  constructor(options: { browser?: Tab; ip?: string; userAgent?: string } = {}) {
    // A tab of the same browser shares the browser's cookie jar.
    this.jar = options.browser?.jar ?? new Map();
    this.ip = options.ip ?? options.browser?.ip ?? randomIp();
    this.userAgent = options.userAgent ?? options.browser?.userAgent;
  }

  get base() {
    return `/api/tab/${this.id}`;
  }

  /** The Cookie header values a browser would send to this path. */
  cookiesFor(path: string): string[] {
    return [...this.jar.entries()]
      .filter(([, cookie]) => path === cookie.path || path.startsWith(`${cookie.path}/`))
      .map(([key, cookie]) => `${key.split('|')[0]}=${cookie.value}`);
  }

  /** Keeps the Set-Cookie values of a response, dropping the ones it clears. */
  keep(response: ApiResponse) {
    for (const header of response.cookies) {
      const [pair, ...attributes] = header.split('; ');
      const [name, value] = [pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1)];
      const path = attributes.find((a) => a.startsWith('Path='))?.slice(5) ?? '/';
      const key = `${name}|${path}`;
      if (attributes.includes('Max-Age=0')) this.jar.delete(key);
      else this.jar.set(key, { value, path });
    }
  }

  /** The value of one of this browser's cookies, as a thief who copied it would hold it. */
  cookie(name: string): string | undefined {
    return [...this.jar.entries()].find(([key]) => key.split('|')[0] === name)?.[1].value;
  }

  /** Puts a cookie into this browser's jar, as a thief pastes a copied one. */
  plant(name: string, value: string, path = '/api/tab') {
    this.jar.set(`${name}|${path}`, { value, path });
  }

  async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const full = `${this.base}${path}`;
    const response = await invoke({
      method,
      path: full,
      body,
      cookies: this.cookiesFor(full),
      sourceIp: this.ip,
      headers: {
        ...(this.userAgent ? { 'user-agent': this.userAgent } : {}),
        ...(method === 'GET' ? {} : { 'x-csrf-token': this.csrfToken }),
        ...headers,
      },
    });
    this.keep(response);
    return response;
  }

  /** The password step alone: a session for a student, the second step's ticket for staff. */
  async passwordStep(email: string, password: string, rememberMe = false) {
    const response = await this.call('POST', '/auth/login', { email, password, rememberMe });
    if (response.status === 200) this.csrfToken = response.body.csrfToken;
    return response;
  }

  /**
   * Signs in as the SPA does: the password, then, when staff are asked for a second factor, one of the
   * recovery codes `userWithPassword` gave the account.
   */
  async login(email: string, password: string, rememberMe = false) {
    const first = await this.passwordStep(email, password, rememberMe);
    const code = spareRecoveryCodes.get(email.trim().toLowerCase())?.pop();
    if (first.status !== 200 || !first.body.secondFactor || !code) return first;
    return this.secondFactor({ ticket: first.body.secondFactor.ticket, method: 'recovery', code });
  }

  /** The second step of a staff sign-in: a proof sent with the ticket the password step gave. */
  async secondFactor(body: Record<string, unknown>) {
    const response = await this.call('POST', '/auth/login/second-factor', body);
    if (response.status === 200) this.csrfToken = response.body.csrfToken;
    return response;
  }

  /** Signs in with the password and, for staff, the authenticator-app code of `totpSecret`. */
  async loginWithTotp(email: string, password: string, totpSecret: string, rememberMe = false) {
    const first = await this.passwordStep(email, password, rememberMe);
    if (first.status !== 200 || !first.body.secondFactor) return first;
    return this.secondFactor({
      ticket: first.body.secondFactor.ticket,
      method: 'totp',
      code: await generate({ secret: totpSecret }),
    });
  }

  /** The SPA's hydration check. */
  async hydrate() {
    const response = await this.call('GET', '/auth/csrf-token');
    if (response.status === 200) this.csrfToken = response.body.csrfToken;
    return response;
  }
}

/**
 * Registers through the API, as the form does with `registration(email)` and `fields` over it, and waits
 * for the registration's job (an account, or a link); fails the test unless the answer is 201.
 */
export async function registered(email: string, password: string, fields: Record<string, string> = {}) {
  const response = await invoke({
    method: 'POST',
    path: '/api/auth/register',
    body: { ...registration(email), password, confirmPassword: password, ...fields },
    sourceIp: randomIp(),
  });
  await jobsSettled();
  if (response.status !== 201)
    throw new Error(`registering failed: ${response.status} ${JSON.stringify(response.body)}`);
}

/** Asks for a reset link for the address and returns the token its mail carries. */
export async function resetLinkTo(email: string) {
  await invoke({
    method: 'POST',
    path: '/api/auth/forgot-password',
    body: { email },
    sourceIp: randomIp(),
  });
  // By its subject: other mail to the account (a reactivation's notice) may arrive after it.
  return tokenIn(await mailAbout(email, 'Reset your'), 'reset-password');
}

/** Uses a reset link's token to set a new password. */
export const resetWith = (token: string, newPassword: string) =>
  invoke({
    method: 'POST',
    path: '/api/auth/reset-password',
    body: { token, newPassword },
    sourceIp: randomIp(),
  });

/** The factors the account's list names (decision 0079), sorted. */
export async function factorsListed(userId: string) {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: secondFactorsKey(userId), ConsistentRead: true }),
  );
  return [...((Item?.factors as Set<string> | undefined) ?? [])].sort();
}

/**
 * Begins adding a passkey to the account signed in on `tab`, as My Profile does: its password, then the
 * options the authenticator answers. `finish` sends the new passkey.
 */
export async function passkeyAddition(
  tab: Tab,
  authenticator = new SoftwareAuthenticator(),
  password = goodPassword,
) {
  const { ticket, options } = (
    await tab.call('POST', '/auth/passkeys/options', { currentPassword: password })
  ).body;
  const passkey = authenticator.create(options);
  return { authenticator, finish: () => tab.call('POST', '/auth/passkeys', { ticket, passkey }) };
}

/** Adds a passkey to the account signed in on `tab`, as My Profile does: its password, then the passkey. */
export async function addPasskey(tab: Tab, authenticator = new SoftwareAuthenticator()) {
  const addition = await passkeyAddition(tab, authenticator);
  return { authenticator, response: await addition.finish() };
}

/** A staff member's first sign-in with the password: its tab and the second step's ticket, which enrols. */
export async function firstSignIn(email: string, password = goodPassword) {
  const tab = new Tab();
  const step = await tab.passwordStep(email, password);
  if (step.body.secondFactor?.enrol !== true)
    throw new Error(`No enrolment offered: ${step.status} ${JSON.stringify(step.body)}`);
  return { tab, ticket: step.body.secondFactor.ticket as string };
}

/** Asks for an authenticator app's secret on a first sign-in; the code of it enrols the app. */
export async function totpEnrolment(email: string, password = goodPassword) {
  const { tab, ticket } = await firstSignIn(email, password);
  const { secret } = (await tab.call('POST', '/auth/login/enrol-options', { ticket })).body.totp;
  return {
    secret: secret as string,
    enrol: async () => tab.call('POST', '/auth/login/enrol', { ticket, code: await generate({ secret }) }),
  };
}

/** Asks for a passkey's challenge on a first sign-in; the authenticator's answer enrols it. */
export async function passkeyEnrolment(email: string, password = goodPassword) {
  const { tab, ticket } = await firstSignIn(email, password);
  const { options } = (await tab.call('POST', '/auth/login/enrol-passkey/options', { ticket })).body;
  const authenticator = new SoftwareAuthenticator();
  const passkey = authenticator.create(options);
  return {
    tab,
    authenticator,
    enrol: () => tab.call('POST', '/auth/login/enrol-passkey', { ticket, passkey }),
  };
}

/**
 * Each way a second factor is stored, begun on the account of `email` with `password`: a passkey added
 * on My Profile by a signed-in user (a student here), and a passkey or an authenticator app set up at a
 * staff member's first sign-in. `begin` goes as far as the request that stores it: `finish` sends that
 * (answered `done` when it stores), `stored` tells whether the factor is there. `stores` is the type of
 * the factor's item, which a race test holds the transaction of.
 */
export const enrolments = [
  {
    way: 'a passkey added on My Profile',
    role: 'student',
    stores: 'passkey',
    done: 201,
    begin: async (email: string, password = goodPassword) => {
      const tab = new Tab();
      if ((await tab.login(email, password)).status !== 200) throw new Error(`${email} did not sign in`);
      const { authenticator, finish } = await passkeyAddition(tab, undefined, password);
      return { finish, stored: async () => (await getPasskey(authenticator.credentialId)) !== null };
    },
  },
  {
    way: 'a first sign-in’s passkey',
    role: 'admin',
    stores: 'passkey',
    done: 200,
    begin: async (email: string, password = goodPassword) => {
      const { authenticator, enrol } = await passkeyEnrolment(email, password);
      return { finish: enrol, stored: async () => (await getPasskey(authenticator.credentialId)) !== null };
    },
  },
  {
    way: 'a first sign-in’s authenticator app',
    role: 'admin',
    stores: 'totp',
    done: 200,
    begin: async (email: string, password = goodPassword) => {
      const { secret, enrol } = await totpEnrolment(email, password);
      const user = await getUserByEmail(email);
      return { finish: enrol, stored: async () => (await getTotp(user!.id))?.secret === secret };
    },
  },
] as const;
