import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { movePasswordHashes, passwordCredentialPut } from '../../../functions/data/credentials.ts';
import { dynamo, tableName } from '../../../functions/data/dynamo.ts';
import { passwordCredentialKey, userKey } from '../../../functions/data/keys.ts';
import { transact } from '../../../functions/data/transactions.ts';
import { createUser, getUserByEmail } from '../../../functions/data/users.ts';
import { hashPassword } from '../../../functions/platform/passwords.ts';
import {
  Tab,
  goodPassword,
  randomIp,
  registration,
  uniqueEmail,
  userWithPassword,
} from '../../support/auth.ts';
import { call, studentProfile } from '../../support/hostel.ts';
import { invoke } from '../../support/invoke.ts';
import { jobsSettled } from '../../support/jobs.ts';
import { lastMailTo, tokenIn } from '../../support/mail.ts';
import { signedInAs } from '../../support/sessions.ts';

/**
 * Issue #25, point 8: a password hash lives only in its user's credential partition
 * (CREDENTIAL#{userId}), which IAM keeps from every Lambda that does not set or check passwords
 * (tests/unit/infra/secret-partitions.test.ts). Every way a password is set still works, and none of
 * them leaves a hash on the profile, the item every Lambda reads.
 */

const itemAt = async (key: Record<string, string>) =>
  (await dynamo().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item;
const profileItem = (userId: string) => itemAt(userKey(userId));
const credentialItem = (userId: string) => itemAt(passwordCredentialKey(userId));
const argon2id = /^\$argon2id\$v=19\$/;
const newPassword = 'Brand-New-Pass-7';

/** The profile holds no hash, and the credential item holds one. */
async function expectCredentialOnly(userId: string) {
  expect(await profileItem(userId)).not.toHaveProperty('passwordHash');
  const credential = await credentialItem(userId);
  expect(credential?.passwordHash).toMatch(argon2id);
  // No index key: an index would show the hash to whoever may query it.
  expect(Object.keys(credential!).filter((name) => name.startsWith('GSI'))).toEqual([]);
  return credential!;
}

async function superAdminTab() {
  const user = await userWithPassword({ role: 'super_admin' });
  const tab = new Tab();
  await tab.login(user.email, goodPassword);
  return tab;
}

describe('passwords in the credential partition', () => {
  it('sign-in checks the credential item: the right password signs in, a wrong one is refused', async () => {
    const user = await userWithPassword();
    await expectCredentialOnly(user.id);
    expect((await new Tab().login(user.email, goodPassword)).status).toBe(200);
    expect((await new Tab().login(user.email, 'Not-The-Password-9')).status).toBe(401);
  });

  it('registration keeps its password apart, lapsing with the account, and verification makes it lasting', async () => {
    const body = registration();
    await invoke({ method: 'POST', path: '/api/auth/register', body, sourceIp: randomIp() });
    await jobsSettled();
    const user = (await getUserByEmail(body.email))!;
    const pending = await expectCredentialOnly(user.id);
    expect(pending.expiresAt).toBe((await profileItem(user.id))!.expiresAt);

    const token = tokenIn(await lastMailTo(body.email), 'verify-email');
    const verified = await invoke({
      method: 'POST',
      path: '/api/auth/verify-email',
      body: { token, password: body.password },
      sourceIp: randomIp(),
    });
    expect(verified.status).toBe(200);
    const lasting = await expectCredentialOnly(user.id);
    expect(lasting).not.toHaveProperty('expiresAt');
    expect((await new Tab().login(body.email, body.password)).status).toBe(200);
  });

  it('a reset writes a new credential: the new password signs in, the old one no longer does', async () => {
    const user = await userWithPassword();
    const before = await credentialItem(user.id);
    await invoke({
      method: 'POST',
      path: '/api/auth/forgot-password',
      body: { email: user.email },
      sourceIp: randomIp(),
    });
    const token = tokenIn(await lastMailTo(user.email), 'reset-password');
    expect(
      (await invoke({ method: 'POST', path: '/api/auth/reset-password', body: { token, newPassword } }))
        .status,
    ).toBe(200);
    const after = await expectCredentialOnly(user.id);
    expect(after.passwordHash).not.toBe(before!.passwordHash);
    expect((await new Tab().login(user.email, goodPassword)).status).toBe(401);
    expect((await new Tab().login(user.email, newPassword)).status).toBe(200);
  });

  it('a change of password checks the current one against the credential and replaces it', async () => {
    const user = await userWithPassword();
    const tab = new Tab();
    await tab.login(user.email, goodPassword);
    const wrong = await tab.call('PUT', '/auth/password', {
      currentPassword: 'Not-The-Password-9',
      newPassword,
      confirmPassword: newPassword,
    });
    expect(wrong.status).toBe(400);
    const changed = await tab.call('PUT', '/auth/password', {
      currentPassword: goodPassword,
      newPassword,
      confirmPassword: newPassword,
    });
    expect(changed.status).toBe(200);
    await expectCredentialOnly(user.id);
    expect((await new Tab().login(user.email, newPassword)).status).toBe(200);
  });

  it('a student staff add signs in with the password staff gave; a new one from staff replaces it', async () => {
    const admin = await signedInAs('admin');
    const email = uniqueEmail('walk-in');
    const created = await call(admin, 'POST', '/students', {
      ...studentProfile('female'),
      fullName: 'Akua Walk-In',
      email,
      password: goodPassword,
    });
    expect(created.status).toBe(201);
    const id = created.body.student.id as string;
    await expectCredentialOnly(id);
    expect((await new Tab().login(email, goodPassword)).status).toBe(200);

    const updated = await call(admin, 'PUT', `/students/${id}`, { password: newPassword });
    expect(updated.status).toBe(200);
    await expectCredentialOnly(id);
    expect((await new Tab().login(email, goodPassword)).status).toBe(401);
    expect((await new Tab().login(email, newPassword)).status).toBe(200);
  });

  it('an invited admin has no password until the link sets one in the credential partition', async () => {
    const tab = await superAdminTab();
    const email = uniqueEmail('invited');
    const created = await tab.call('POST', '/super-admin/admins', {
      fullName: 'Nana Invited',
      email,
      role: 'admin',
    });
    expect(created.status).toBe(201);
    const admin = (await getUserByEmail(email))!;
    expect(await profileItem(admin.id)).not.toHaveProperty('passwordHash');
    expect(await credentialItem(admin.id)).toBeUndefined();
    expect((await new Tab().login(email, goodPassword)).status).toBe(401);

    const token = tokenIn(await lastMailTo(email), 'reset-password');
    const set = await invoke({
      method: 'POST',
      path: '/api/auth/reset-password',
      body: { token, newPassword: goodPassword },
    });
    expect(set.status).toBe(200);
    await expectCredentialOnly(admin.id);
    expect((await new Tab().login(email, goodPassword)).status).toBe(200);
  });

  it('deleting a student deletes their password too', async () => {
    const admin = await signedInAs('admin');
    const student = await userWithPassword({ ...studentProfile('male') });
    expect((await call(admin, 'DELETE', `/students/${student.id}`)).status).toBe(200);
    expect(await profileItem(student.id)).toBeUndefined();
    expect(await credentialItem(student.id)).toBeUndefined();
  });
});

/** A profile as written before decision 0049: its hash on the profile, no credential item. */
async function legacyUser(password = goodPassword) {
  const user = await createUser({
    role: 'student',
    email: uniqueEmail('legacy'),
    fullName: 'Kwesi Legacy',
    emailVerified: true,
    isActive: true,
    ...studentProfile('male'),
  });
  const passwordHash = await hashPassword(password);
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: userKey(user.id),
      UpdateExpression: 'SET passwordHash = :hash',
      ExpressionAttributeValues: { ':hash': passwordHash },
    }),
  );
  return { ...user, passwordHash };
}

describe('the move of existing hashes (npm run move-password-hashes)', () => {
  it('an account not yet moved still signs in, and keeps its hash through a rewrite of its profile', async () => {
    const user = await legacyUser();
    expect((await new Tab().login(user.email, goodPassword)).status).toBe(200);
    const admin = await signedInAs('admin');
    expect((await call(admin, 'PUT', `/students/${user.id}`, { phoneNumber: '+233209998887' })).status).toBe(
      200,
    );
    expect((await profileItem(user.id))!.passwordHash).toBe(user.passwordHash);
    expect((await new Tab().login(user.email, goodPassword)).status).toBe(200);
  });

  it('moves each profile’s hash into its credential item, and a second run changes nothing', async () => {
    const users = [await legacyUser(), await legacyUser()];
    expect(await movePasswordHashes()).toBeGreaterThanOrEqual(users.length);
    for (const user of users) {
      const credential = await expectCredentialOnly(user.id);
      expect(credential.passwordHash).toBe(user.passwordHash);
      expect((await new Tab().login(user.email, goodPassword)).status).toBe(200);
    }
    const before = await Promise.all(
      users.map(async (u) => [await profileItem(u.id), await credentialItem(u.id)]),
    );
    expect(await movePasswordHashes()).toBe(0);
    const after = await Promise.all(
      users.map(async (u) => [await profileItem(u.id), await credentialItem(u.id)]),
    );
    expect(after).toEqual(before);
  });

  it('drops a stale copy: a password set since the deploy stays, the old one no longer signs in', async () => {
    const user = await legacyUser('Old-Legacy-Pass-3');
    await transact([passwordCredentialPut(user.id, await hashPassword(newPassword))]);
    await movePasswordHashes();
    expect(await profileItem(user.id)).not.toHaveProperty('passwordHash');
    expect((await new Tab().login(user.email, 'Old-Legacy-Pass-3')).status).toBe(401);
    expect((await new Tab().login(user.email, newPassword)).status).toBe(200);
  });
});
