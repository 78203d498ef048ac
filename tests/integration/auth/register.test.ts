import { afterEach, describe, expect, it, vi } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import { passwordHashOf } from '../../../functions/data/credentials.ts';
import { defaultSettings, putSettings } from '../../../functions/data/settings.ts';
import { issueToken } from '../../../functions/data/tokens.ts';
import { deleteStaffUser, getUserByEmail, getUserById } from '../../../functions/data/users.ts';
import { sendVerificationMail } from '../../../functions/domain/auth/verification-mail.ts';
import {
  Tab,
  goodPassword,
  randomIp,
  registration,
  uniqueEmail,
  userWithPassword,
} from '../../support/auth.ts';
import { invoke } from '../../support/invoke.ts';
import { jobsSettled } from '../../support/jobs.ts';
import { call } from '../../support/hostel.ts';
import { lastMailTo, mailAbout, mailTo, tokenIn } from '../../support/mail.ts';
import { beforeTheTransaction, beforeTheWrite, holding } from '../../support/racing.ts';
import { signedInAs } from '../../support/sessions.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Registers and waits for the registration's job, which makes the account and mails the link. */
async function register(body: unknown, sourceIp = randomIp()) {
  const response = await invoke({ method: 'POST', path: '/api/auth/register', body, sourceIp });
  await jobsSettled();
  return response;
}

const verify = (token: string) => invoke({ method: 'POST', path: '/api/auth/verify-email', body: { token } });
const verifyWith = (token: string, password = goodPassword) =>
  invoke({
    method: 'POST',
    path: '/api/auth/verify-email',
    body: { token, password },
    sourceIp: randomIp(),
  });

describe('POST /auth/register', () => {
  it('creates an active, unverified student, mails the verification link and leaves the caller signed out', async () => {
    const body = registration();
    const response = await register(body);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      message: 'Registration successful. Please check your email to verify your account.',
      email: body.email,
    });
    expect(response.cookies).toEqual([]);

    const user = await getUserByEmail(body.email);
    expect(user).toMatchObject({
      role: 'student',
      isActive: true,
      emailVerified: false,
      fullName: 'Esi Quartey',
      gender: 'female',
      dateOfBirth: '2005-06-01',
      guardianPhoneNumber: '0241112223',
    });
    expect(user).not.toHaveProperty('passwordHash');
    // Argon2id at the cost the test runs ask for; OWASP's own is tests/unit/functions/passwords.test.ts's.
    expect(await passwordHashOf(user!)).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);

    const mail = await lastMailTo(body.email);
    expect(mail.subject).toBe('Verify your email address for Northgate Hostel');
    const token = tokenIn(mail, 'verify-email');
    // The token rides in the fragment, which no request carries, so no access log holds it.
    const link = `${process.env.PUBLIC_ORIGIN}/management/verify-email/confirm#token=${token}`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('Northgate Hostel');
    expect(mail.text).toContain('Northgate Hostel');
  });

  it('is served on the tab base too, and signs nobody in there either', async () => {
    const tab = new Tab();
    const response = await tab.call('POST', '/auth/register', registration());
    expect(response.status).toBe(201);
    expect(response.cookies).toEqual([]);
    expect((await tab.hydrate()).status).toBe(401);
  });

  it('answers a known address exactly as a new one, and tells the owner instead of creating an account', async () => {
    const owner = await userWithPassword();
    const known = await register(registration(owner.email));
    const fresh = await register(registration(uniqueEmail('fresh')));
    expect(known.status).toBe(fresh.status);
    expect({ ...known.body, email: undefined }).toEqual({ ...fresh.body, email: undefined });

    const mail = await lastMailTo(owner.email);
    expect(mail.subject).toBe('Someone tried to register with your email at Northgate Hostel');
    expect(mail.text).not.toMatch(/verify-email\//);
    // The owner's account and password are untouched.
    expect((await new Tab().login(owner.email, goodPassword)).status).toBe(200);
  });

  it('mails a fresh verification link when the address registered before but never verified', async () => {
    const body = registration();
    await register(body);
    await register(body);
    const mails = await mailTo(body.email);
    expect(mails).toHaveLength(2);
    expect(mails.every((mail) => mail.subject.startsWith('Verify your email'))).toBe(true);
  });

  it('validates every field with the docs/spec.md §5 messages', async () => {
    const response = await register({
      email: 'nope',
      password: '123',
      confirmPassword: '1234',
      fullName: ' ',
      phoneNumber: '12345',
      dateOfBirth: '',
      programmeOfStudy: '',
      level: '',
      guardianName: '',
      guardianPhoneNumber: 'abc',
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Passwords do not match',
      fullName: 'Full name is required',
      gender: 'Gender is required',
      phoneNumber: 'Please enter a valid phone number',
      dateOfBirth: 'Date of birth is required',
      programmeOfStudy: 'Programme of study is required',
      level: 'Level is required',
      guardianName: 'Guardian name is required',
      guardianPhoneNumber: 'Please enter a valid phone number',
    });
  });

  it('refuses a level not on the registration’s list', async () => {
    const response = await register({ ...registration(), level: 'Final year' });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ level: messages.auth.levelInvalid });
  });

  it('refuses a role other than student', async () => {
    const response = await register({ ...registration(), role: 'super_admin' });
    expect(response.status).toBe(400);
    expect(response.body.errors.role).toBeDefined();
  });

  it('is refused with 403 and a clear message while registration is closed', async () => {
    await putSettings({ ...defaultSettings(), registrationOpen: false });
    try {
      const body = registration();
      const response = await register(body);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({
        message: 'Registration is currently closed. Please check back later.',
      });
      expect(await getUserByEmail(body.email)).toBeNull();
    } finally {
      await putSettings(defaultSettings());
    }
  });

  it('is refused with 503 emergencyLockdown and the spec message during a lockdown', async () => {
    await putSettings({
      ...defaultSettings(),
      emergencyLockdown: {
        active: true,
        reason: 'Flood',
        instructions: '',
        changedBy: null,
        changedAt: null,
      },
    });
    try {
      const response = await register(registration());
      expect(response.status).toBe(503);
      expect(response.body).toEqual({
        message:
          'Student registration is temporarily disabled due to emergency lockdown. Please try again later.',
        emergencyLockdown: true,
      });
    } finally {
      await putSettings(defaultSettings());
    }
  });
});

describe('verifying by link: POST /auth/verify-email', () => {
  it('opening the link asks for the registration’s password; with it the address is verified once, after which the student can sign in', async () => {
    const body = registration();
    await register(body);
    expect((await new Tab().login(body.email, goodPassword)).body.emailNotVerified).toBe(true);

    const token = tokenIn(await lastMailTo(body.email), 'verify-email');
    expect(await verify(token)).toMatchObject({
      status: 409,
      body: {
        message: 'Enter the password you chose when you registered to confirm it is you.',
        passwordRequired: true,
      },
    });
    const response = await verifyWith(token);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Email verified. You can now log in.' });
    expect((await new Tab().login(body.email, goodPassword)).status).toBe(200);

    expect((await verifyWith(token)).status).toBe(400);
    const reused = await verify(token);
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({
      message: 'This verification link is invalid or has expired. Please request a new one.',
    });
  });

  it('refuses an expired link, even before TTL has removed it', async () => {
    const user = await userWithPassword({ emailVerified: false });
    const { token } = await issueToken('verify-email', user, -1);
    expect((await verify(token)).status).toBe(400);
    expect((await getUserByEmail(user.email))!.emailVerified).toBe(false);
  });

  it('refuses the link of an account deleted since it was sent', async () => {
    const admin = await userWithPassword({ role: 'admin', emailVerified: false });
    const superAdmin = await userWithPassword({ role: 'super_admin' });
    const { token } = await issueToken('verify-email', admin, 3600);
    await deleteStaffUser(admin, superAdmin.id, []);
    expect((await verify(token)).status).toBe(400);
    expect(await getUserByEmail(admin.email)).toBeNull();
  });

  it('refuses an unknown token and a reset token used as a verification link', async () => {
    const user = await userWithPassword({ emailVerified: false });
    const { token } = await issueToken('reset-password', user, 3600);
    expect((await verify('x'.repeat(43))).status).toBe(400);
    expect((await verify(token)).status).toBe(400);
  });
});

describe('the verification links of an account staff deactivate', { timeout: 120_000 }, () => {
  /** Staff close or reopen the student's account. */
  async function setStatus(userId: string, isActive: boolean) {
    const staff = await signedInAs('admin');
    expect((await call(staff, 'PUT', `/students/${userId}/status`, { isActive })).status).toBe(200);
  }
  const verificationLinkTo = async (email: string) =>
    tokenIn(await mailAbout(email, 'Verify your'), 'verify-email');

  it('end with the deactivation; once the account is reopened, a link sent again verifies it', async () => {
    const student = await userWithPassword({ emailVerified: false });
    await sendVerificationMail(student);
    const before = await verificationLinkTo(student.email);

    await setStatus(student.id, false);
    await setStatus(student.id, true);

    const refused = await verifyWith(before);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(messages.auth.verificationLinkInvalid);
    await invoke({
      method: 'POST',
      path: '/api/auth/resend-verification',
      body: { email: student.email },
      sourceIp: randomIp(),
    });
    expect((await verifyWith(await verificationLinkTo(student.email))).status).toBe(200);
    expect((await getUserById(student.id))!.emailVerified).toBe(true);
  });

  it('attack: a link mailed in the instant before the deactivation, which its sweep did not see, verifies nothing while the account is closed, nor once it is reopened', async () => {
    const student = await userWithPassword({ emailVerified: false });
    // The registration's job read the account open just before staff closed it; its link is written
    // after the deactivation's sweep read the account's links (as one the index did not show yet is).
    beforeTheWrite(
      (item) => item.purpose === 'verify-email' && item.userId === student.id,
      () => setStatus(student.id, false),
    );
    await sendVerificationMail(student);
    const escaped = await verificationLinkTo(student.email);

    const whileClosed = await verifyWith(escaped);
    expect(whileClosed.status).toBe(400);
    expect(whileClosed.body.message).toBe(messages.auth.verificationLinkInvalid);
    expect((await verify(escaped)).status).toBe(400);
    expect((await getUserById(student.id))!.emailVerified).toBe(false);

    await setStatus(student.id, true);
    expect((await verifyWith(escaped)).status).toBe(400);
    expect((await getUserById(student.id))!.emailVerified).toBe(false);
  });

  it('attack: a deactivation committed while the link is being used verifies nothing', async () => {
    const student = await userWithPassword({ emailVerified: false });
    await sendVerificationMail(student);
    const link = await verificationLinkTo(student.email);
    beforeTheTransaction(
      holding((item) => item.Put?.Item?.id === student.id && item.Put.Item.type === 'user'),
      () => setStatus(student.id, false),
    );

    const refused = await verifyWith(link);

    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(messages.auth.verificationLinkInvalid);
    expect(await getUserById(student.id)).toMatchObject({ isActive: false, emailVerified: false });
  });
});

describe('POST /auth/resend-verification', () => {
  const resend = (email: string) =>
    invoke({ method: 'POST', path: '/api/auth/resend-verification', body: { email }, sourceIp: randomIp() });

  it('mails a new working link to an unverified account', async () => {
    const user = await userWithPassword({ emailVerified: false });
    const response = await resend(user.email);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Verification email sent. Please check your inbox.' });
    const token = tokenIn(await lastMailTo(user.email), 'verify-email');
    expect((await verifyWith(token)).status).toBe(200);
  });

  it('answers the same for an unknown or already verified address, and mails nobody', async () => {
    const verified = await userWithPassword();
    const unknown = uniqueEmail('ghost');
    const known = await resend(verified.email);
    const missing = await resend(unknown);
    const unverified = await resend((await userWithPassword({ emailVerified: false })).email);
    expect([known.status, missing.status]).toEqual([unverified.status, unverified.status]);
    expect(known.body).toEqual(unverified.body);
    expect(missing.body).toEqual(unverified.body);
    expect(await mailTo(verified.email)).toEqual([]);
    expect(await mailTo(unknown)).toEqual([]);
  });

  it('validates the address', async () => {
    const response = await resend('');
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ email: 'Email is required' });
  });
});
