import { afterEach, describe, expect, it, vi } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../../../functions/data/dynamo.ts';
import { hashOfSecret } from '../../../functions/data/ids.ts';
import { passwordCredentialKey, tokenKey } from '../../../functions/data/keys.ts';
import { issueToken } from '../../../functions/data/tokens.ts';
import { getUserByEmail, getUserById } from '../../../functions/data/users.ts';
import { sendPasswordResetLink } from '../../../functions/domain/auth/password-reset-link.ts';
import {
  goodPassword,
  randomIp,
  registered,
  resetLinkTo,
  Tab,
  uniqueEmail,
  userWithPassword,
} from '../../support/auth.ts';
import { invoke } from '../../support/invoke.ts';
import { lastMailTo, mailAbout, mailTo, tokenIn } from '../../support/mail.ts';
import { call } from '../../support/hostel.ts';
import { beforeTheTransaction, beforeTheWrite, holding } from '../../support/racing.ts';
import { signedInAs } from '../../support/sessions.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const forgot = (email: string) =>
  invoke({ method: 'POST', path: '/api/auth/forgot-password', body: { email }, sourceIp: randomIp() });
const reset = (body: unknown) => invoke({ method: 'POST', path: '/api/auth/reset-password', body });
const newPassword = 'Brand-New-Pass-7';

/** The owner asks, signed in, to move their account to `newEmail`; the token of the link mailed there. */
async function changeOfAddressAsked(owner: { email: string }, newEmail: string) {
  const tab = new Tab();
  expect((await tab.login(owner.email, goodPassword)).status).toBe(200);
  expect((await tab.call('PUT', '/auth/email', { currentPassword: goodPassword, newEmail })).status).toBe(
    200,
  );
  return tokenIn(await lastMailTo(newEmail), 'confirm-email');
}
/** Staff close or reopen the student's account. */
async function setStatus(userId: string, isActive: boolean) {
  const staff = await signedInAs('admin');
  expect((await call(staff, 'PUT', `/students/${userId}/status`, { isActive })).status).toBe(200);
}
const confirmAddress = (token: string) =>
  invoke({ method: 'POST', path: '/api/auth/confirm-email', body: { token } });

describe('POST /auth/forgot-password', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const user = await userWithPassword();
    const unknown = uniqueEmail('ghost');
    const known = await forgot(user.email);
    const missing = await forgot(unknown);
    expect(known.status).toBe(200);
    expect(missing.status).toBe(200);
    expect(known.body).toEqual({
      message: 'If an account exists for this email address, a password reset link has been sent to it.',
    });
    expect(missing.body).toEqual(known.body);

    const mail = await lastMailTo(user.email);
    expect(mail.subject).toBe('Reset your Northgate Hostel password');
    expect(mail.html).toContain(`${process.env.PUBLIC_ORIGIN}/management/reset-password#token=`);
    expect(mail.text).toContain('expires in 1 hour');
    expect(await mailTo(unknown)).toEqual([]);
  });

  it('validates the address with the docs/spec.md §5 messages', async () => {
    expect((await forgot('')).body.errors).toEqual({ email: 'Email is required' });
    expect((await forgot('nope')).body.errors).toEqual({ email: 'Please enter a valid email address' });
  });
});

describe('POST /auth/reset-password', () => {
  it('sets the new password: the old one stops working and the new one signs in', async () => {
    const user = await userWithPassword();
    const token = await resetLinkTo(user.email);
    const response = await reset({ token, newPassword });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Password reset successful' });
    expect((await new Tab().login(user.email, goodPassword)).status).toBe(401);
    expect((await new Tab().login(user.email, newPassword)).status).toBe(200);
  });

  it('accepts `password` as an alias of `newPassword`', async () => {
    const user = await userWithPassword();
    const token = await resetLinkTo(user.email);
    expect((await reset({ token, password: newPassword })).status).toBe(200);
    expect((await new Tab().login(user.email, newPassword)).status).toBe(200);
  });

  it('signs the user out everywhere: every tab and every remembered browser', async () => {
    const user = await userWithPassword();
    const tab = new Tab();
    await tab.login(user.email, goodPassword, true);
    const otherTab = new Tab();
    await otherTab.login(user.email, goodPassword);

    await reset({ token: await resetLinkTo(user.email), newPassword });

    expect((await tab.hydrate()).status).toBe(401);
    expect((await otherTab.call('GET', '/auth/me')).status).toBe(401);
    expect((await new Tab({ browser: tab }).hydrate()).status).toBe(401);
  });

  it('works once: a used link answers 400 with a message about the token', async () => {
    const user = await userWithPassword();
    const token = await resetLinkTo(user.email);
    await reset({ token, newPassword });
    const reused = await reset({ token, newPassword: 'Another-Pass-8' });
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({
      message: 'Invalid or expired reset token. Please request a new password reset link.',
    });
    expect((await new Tab().login(user.email, newPassword)).status).toBe(200);
  });

  it('attack: a link mailed before staff deactivated the account sets no password, then or once it is reactivated', async () => {
    const student = await userWithPassword();
    const token = await resetLinkTo(student.email);
    const staff = await signedInAs('admin');
    expect((await call(staff, 'PUT', `/students/${student.id}/status`, { isActive: false })).status).toBe(
      200,
    );

    // Whoever holds the link (the mailbox's thief, say) tries it while the account is closed.
    const refused = await reset({ token, newPassword });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(messages.auth.resetTokenInvalid);

    expect((await call(staff, 'PUT', `/students/${student.id}/status`, { isActive: true })).status).toBe(200);
    expect((await reset({ token, newPassword })).status).toBe(400);
    expect((await new Tab().login(student.email, newPassword)).status).toBe(401);
    expect((await new Tab().login(student.email, goodPassword)).status).toBe(200);
  });

  it('attack: staff deactivate the account while its reset link is being used: no password is set', async () => {
    const student = await userWithPassword();
    const token = await resetLinkTo(student.email);
    // The reset has read the account open; the deactivation commits before the password does.
    beforeTheTransaction(
      holding((item) => item.Put?.Item?.PK === passwordCredentialKey(student.id).PK),
      () => setStatus(student.id, false),
    );

    const refused = await reset({ token, newPassword });

    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(messages.auth.resetTokenInvalid);
    await setStatus(student.id, true);
    expect((await new Tab().login(student.email, newPassword)).status).toBe(401);
    expect((await new Tab().login(student.email, goodPassword)).status).toBe(200);
  });

  it('attack: the account is deactivated and reopened while its reset link is being used: no password is set', async () => {
    const student = await userWithPassword();
    const token = await resetLinkTo(student.email);
    beforeTheTransaction(
      holding((item) => item.Put?.Item?.PK === passwordCredentialKey(student.id).PK),
      async () => {
        await setStatus(student.id, false);
        await setStatus(student.id, true);
      },
    );

    expect((await reset({ token, newPassword })).status).toBe(400);
    expect((await new Tab().login(student.email, newPassword)).status).toBe(401);
    expect((await new Tab().login(student.email, goodPassword)).status).toBe(200);
  });

  it('attack: a link issued in the instant before a deactivation, which its sweep did not see, sets no password once the account is reopened; a link asked for since does', async () => {
    const student = await userWithPassword();
    // The forgot-password job read the account open just before staff closed it; its link is written
    // after the deactivation's sweep read the account's links (as one the index did not show yet is).
    beforeTheWrite(
      (item) => item.purpose === 'reset-password' && item.userId === student.id,
      () => setStatus(student.id, false),
    );
    await sendPasswordResetLink({ email: student.email });
    const escaped = tokenIn(await mailAbout(student.email, 'Reset your'), 'reset-password');
    await setStatus(student.id, true);

    const refused = await reset({ token: escaped, newPassword });

    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(messages.auth.resetTokenInvalid);
    expect((await new Tab().login(student.email, newPassword)).status).toBe(401);
    expect((await reset({ token: await resetLinkTo(student.email), newPassword })).status).toBe(200);
    expect((await new Tab().login(student.email, newPassword)).status).toBe(200);
  });

  it('a link mailed before links recorded the account’s reactivations sets the password of an account not reopened since, and of no other', async () => {
    /** Makes the link one of the release before this one, which recorded no reactivations. */
    const fromBefore = (token: string) =>
      dynamo().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: tokenKey(hashOfSecret(token)),
          UpdateExpression: 'REMOVE reactivations',
        }),
      );
    const kept = await userWithPassword();
    const keptsLink = await resetLinkTo(kept.email);
    await fromBefore(keptsLink);
    const reopened = await userWithPassword();
    beforeTheWrite(
      (item) => item.purpose === 'reset-password' && item.userId === reopened.id,
      () => setStatus(reopened.id, false),
    );
    await sendPasswordResetLink({ email: reopened.email });
    const escaped = tokenIn(await mailAbout(reopened.email, 'Reset your'), 'reset-password');
    await fromBefore(escaped);
    await setStatus(reopened.id, true);

    expect((await reset({ token: keptsLink, newPassword })).status).toBe(200);
    expect((await reset({ token: escaped, newPassword })).status).toBe(400);
    expect((await new Tab().login(reopened.email, newPassword)).status).toBe(401);
  });

  it('refuses an expired link, even before TTL has removed it', async () => {
    const user = await userWithPassword();
    const { token } = await issueToken('reset-password', user, -1);
    const response = await reset({ token, newPassword });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/token/);
    expect(response.body.message).toMatch(/expired/);
  });

  it('keeps only the newest link working', async () => {
    const user = await userWithPassword();
    const older = await resetLinkTo(user.email);
    const newer = await resetLinkTo(user.email);
    expect((await reset({ token: older, newPassword })).status).toBe(400);
    expect((await reset({ token: newer, newPassword })).status).toBe(200);
  });

  it('refuses a verification token used as a reset token', async () => {
    const user = await userWithPassword();
    const { token } = await issueToken('verify-email', user, 3600);
    expect((await reset({ token, newPassword })).status).toBe(400);
  });

  it('checks the new password against the docs/spec.md §5 password rule and keeps the link usable', async () => {
    const user = await userWithPassword();
    const token = await resetLinkTo(user.email);
    const cases: Array<[string, string]> = [
      ['', 'Password is required'],
      ['Ab1', 'Password must be at least 8 characters'],
      ['password1', messages.passwords.passwordCommon],
    ];
    for (const [password, message] of cases) {
      const response = await reset({ token, newPassword: password });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ newPassword: message });
    }
    expect((await reset({ newPassword })).body.errors).toEqual({ token: 'Invalid reset token' });
    expect((await reset({ token, newPassword })).status).toBe(200);
  });

  it('verifies the address of an account that had not verified it yet: the link proved it', async () => {
    const user = await userWithPassword({ emailVerified: false });
    await reset({ token: await resetLinkTo(user.email), newPassword });
    expect((await new Tab().login(user.email, newPassword)).status).toBe(200);
  });
  it('attack: a link the job issues for the old address while the owner confirms a new one sets no password; the new address’s does', async () => {
    const owner = await userWithPassword();
    const newEmail = uniqueEmail('moved');
    const confirmToken = await changeOfAddressAsked(owner, newEmail);
    // Someone reading the old mailbox asks for a reset. The job finds the account by its old address;
    // the owner confirms the new one before the job issues the link, so the confirmation's revocation of
    // the old address's links comes too early to see it (as it may also miss one through the index).
    beforeTheWrite(
      (item) => item.purpose === 'reset-password' && item.userId === owner.id,
      () => confirmAddress(confirmToken),
    );
    await sendPasswordResetLink({ email: owner.email });
    expect((await getUserById(owner.id))!.email).toBe(newEmail);

    const stale = tokenIn(await mailAbout(owner.email, 'Reset your'), 'reset-password');
    const refused = await reset({ token: stale, newPassword });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(messages.auth.resetTokenInvalid);
    expect((await new Tab().login(newEmail, newPassword)).status).toBe(401);

    const current = await resetLinkTo(newEmail);
    expect((await reset({ token: current, newPassword })).status).toBe(200);
    expect((await new Tab().login(newEmail, newPassword)).status).toBe(200);
  });

  it('attack: a new address confirmed while the old address’s link is being used sets no password', async () => {
    const owner = await userWithPassword();
    const newEmail = uniqueEmail('moved');
    const confirmToken = await changeOfAddressAsked(owner, newEmail);
    const stale = await resetLinkTo(owner.email);
    // The reset has read the account at its old address; the change commits before the password does.
    beforeTheTransaction(
      holding((item) => item.Put?.Item?.PK === passwordCredentialKey(owner.id).PK),
      () => confirmAddress(confirmToken),
    );

    const refused = await reset({ token: stale, newPassword });

    expect(refused.status).toBe(400);
    expect((await getUserById(owner.id))!.email).toBe(newEmail);
    expect((await new Tab().login(newEmail, newPassword)).status).toBe(401);
    expect((await new Tab().login(newEmail, goodPassword)).status).toBe(200);
  });

  it('refuses a link mailed before links carried their address, with the message that asks for a new one', async () => {
    const user = await userWithPassword();
    const { token } = await issueToken('reset-password', user, 3600);
    const refused = await reset({ token, newPassword });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(messages.auth.resetTokenInvalid);
    expect((await reset({ token: await resetLinkTo(user.email), newPassword })).status).toBe(200);
  });

  it('attack: forgot-password on a squatter’s registration mails the owner how to register, not a reset link, and the owner’s registration takes the account with their own profile', async () => {
    const email = uniqueEmail('victim');
    const ownerPassword = 'Owner-Pass-2';
    await registered(email, 'Squatter-Pass-1', {
      fullName: 'Mallory Squat',
      gender: 'male',
      guardianName: 'Trent Squat',
      guardianPhoneNumber: '0249998887',
    });

    // The owner, who never registered, finds they cannot sign in and asks for a reset.
    expect((await forgot(email)).body.message).toBe(messages.auth.resetLinkSent);
    const note = await lastMailTo(email);
    expect(note.subject).toBe('Your Northgate Hostel registration is not confirmed yet');
    expect(note.text).toContain(`${process.env.PUBLIC_ORIGIN}/management/register`);
    expect(note.text).not.toMatch(/reset-password#token=/);
    expect((await getUserByEmail(email))!.emailVerified).toBe(false);

    await registered(email, ownerPassword);
    const verified = await invoke({
      method: 'POST',
      path: '/api/auth/verify-email',
      body: { token: tokenIn(await lastMailTo(email), 'verify-email'), password: ownerPassword },
      sourceIp: randomIp(),
    });
    expect(verified.status).toBe(200);
    expect(await getUserByEmail(email)).toMatchObject({
      emailVerified: true,
      fullName: 'Esi Quartey',
      gender: 'female',
      guardianName: 'Kwame Quartey',
      guardianPhoneNumber: '0241112223',
    });
    expect((await new Tab().login(email, ownerPassword)).status).toBe(200);
    expect((await new Tab().login(email, 'Squatter-Pass-1')).status).toBe(401);
  });

  it('refuses a reset link of an account that is still only a registration: only its own verification link verifies it', async () => {
    const email = uniqueEmail('registered');
    await registered(email, goodPassword, { fullName: 'Mallory Squat' });
    const account = (await getUserByEmail(email))!;
    // No reset link is mailed to a registration; one that reaches it anyhow sets nothing.
    const { token } = await issueToken('reset-password', account, 3600, { email });

    expect((await reset({ token, newPassword })).status).toBe(400);

    expect(await getUserByEmail(email)).toMatchObject({
      emailVerified: false,
      fullName: 'Mallory Squat',
      expiresAt: account.expiresAt,
    });
    expect((await new Tab().login(email, newPassword)).status).toBe(401);
  });
});
