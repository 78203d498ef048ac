import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dynamo, tableName } from '../../../functions/data/dynamo.ts';
import { getPasskey, getTotp } from '../../../functions/data/second-factors.ts';
import { passkeyKey, secondFactorsKey, totpKey } from '../../../functions/data/keys.ts';
import {
  Tab,
  addPasskey,
  enrolments,
  factorsListed,
  goodPassword,
  passkeyAddition,
  passkeyEnrolment,
  resetLinkTo,
  resetWith,
  staffWithTotp,
  totpEnrolment,
  userWithPassword,
  userWithPasswordOnly,
} from '../../support/auth.ts';
import { beforeTheTransaction, beforeTheWrite, holding } from '../../support/racing.ts';

/**
 * A password alone adds a second factor only to an account that holds none, and staff keep one
 * (docs/spec.md §12): each race below sends two requests whose checks both pass before either writes.
 * Each sits beside the legitimate path it races.
 */
afterEach(() => {
  vi.restoreAllMocks();
});

const alreadyEnrolled = 'This account already has a second factor.';
const lastFactor = 'This is your only second factor. Add another before removing it.';
const signInExpired = 'This sign-in has expired. Please sign in again.';
const ownersNewPassword = 'Owner-New-Pass-7';

/** Signs in with the password and one of the recovery codes an enrolment showed. */
async function signInWithRecoveryCode(email: string, code: string) {
  const tab = new Tab();
  const { ticket } = (await tab.passwordStep(email, goodPassword)).body.secondFactor;
  return tab.secondFactor({ ticket, method: 'recovery', code });
}

/** Makes the account one whose factors were stored before their list existed (decision 0079). */
const forgetListOf = (userId: string) =>
  dynamo().send(new DeleteCommand({ TableName: tableName(), Key: secondFactorsKey(userId) }));

/** Adds a passkey from My Profile on a signed-in tab, with the password; its authenticator. */
async function addedPasskey(tab: Tab) {
  const { authenticator, response } = await addPasskey(tab);
  expect(response.status).toBe(201);
  return authenticator;
}

describe('two first sign-ins that enrol at once (security review: a thief with the password)', () => {
  it('attack: the owner’s passkey stored while a thief’s authenticator app is being enrolled: the thief’s is refused and the owner’s recovery codes stand', async () => {
    const admin = await userWithPasswordOnly({ role: 'admin' });
    const owner = await passkeyEnrolment(admin.email);
    const thief = await totpEnrolment(admin.email);
    const ownerEnrols = beforeTheWrite(
      (item) => item.PK === totpKey(admin.id).PK && item.SK === totpKey(admin.id).SK,
      owner.enrol,
    );

    const thiefs = await thief.enrol();

    expect(ownerEnrols.value?.status).toBe(200);
    expect(thiefs.status).toBe(409);
    expect(thiefs.body.message).toBe(alreadyEnrolled);
    expect(thiefs.body.recoveryCodes).toBeUndefined();
    expect(thiefs.cookies).toEqual([]);
    expect(await getTotp(admin.id)).toBeNull();
    expect(await getPasskey(owner.authenticator.credentialId)).not.toBeNull();
    const ownersCode = ownerEnrols.value!.body.recoveryCodes[0];
    expect((await signInWithRecoveryCode(admin.email, ownersCode)).status).toBe(200);
  });

  it('attack: the owner’s authenticator app stored while a thief’s passkey is being enrolled: the thief’s is refused and the owner’s recovery codes stand', async () => {
    const admin = await userWithPasswordOnly({ role: 'admin' });
    const owner = await totpEnrolment(admin.email);
    const thief = await passkeyEnrolment(admin.email);
    const ownerEnrols = beforeTheWrite(
      (item) => item.PK === passkeyKey(thief.authenticator.credentialId).PK,
      owner.enrol,
    );

    const thiefs = await thief.enrol();

    expect(ownerEnrols.value?.status).toBe(200);
    expect(thiefs.status).toBe(409);
    expect(thiefs.body.message).toBe(alreadyEnrolled);
    expect(thiefs.cookies).toEqual([]);
    expect(await getPasskey(thief.authenticator.credentialId)).toBeNull();
    expect((await getTotp(admin.id))?.secret).toBe(owner.secret);
    const ownersCode = ownerEnrols.value!.body.recoveryCodes[0];
    expect((await signInWithRecoveryCode(admin.email, ownersCode)).status).toBe(200);
  });
});

describe('a staff member removing their last two passkeys at once', () => {
  it.each([
    { account: 'listed its factors as it stored them', before: false },
    { account: 'stored its factors before they were listed', before: true },
  ])(
    'removes one and keeps the other, for an account that $account: it still asks for its passkey, and enrols nothing',
    async ({ before }) => {
      const admin = await userWithPasswordOnly({ role: 'admin' });
      const enrolment = await passkeyEnrolment(admin.email);
      const enrolled = await enrolment.enrol();
      expect(enrolled.status).toBe(200);
      const { tab } = enrolment;
      tab.csrfToken = enrolled.body.csrfToken;
      const first = enrolment.authenticator;
      const second = await addedPasskey(tab);
      if (before) await forgetListOf(admin.id);
      const otherRemoval = beforeTheWrite(
        (key) => key.PK === passkeyKey(first.credentialId).PK,
        () => tab.call('DELETE', `/auth/passkeys/${second.credentialId}`),
      );

      const removal = await tab.call('DELETE', `/auth/passkeys/${first.credentialId}`);

      expect(otherRemoval.value?.status).toBe(200);
      expect(removal.status).toBe(409);
      expect(removal.body.message).toBe(lastFactor);
      expect(await getPasskey(first.credentialId)).not.toBeNull();
      expect(await getPasskey(second.credentialId)).toBeNull();
      const thief = new Tab();
      const step = (await thief.passwordStep(admin.email, goodPassword)).body.secondFactor;
      expect(step).toMatchObject({ methods: ['passkey', 'recovery'], enrol: false });
    },
  );
});

describe('the factors an account held before they were listed', () => {
  it('count beside a passkey added and removed later: the authenticator app stays, and a password alone adds nothing', async () => {
    const admin = await staffWithTotp();
    await forgetListOf(admin.id);
    const tab = new Tab();
    expect((await tab.loginWithTotp(admin.email, goodPassword, admin.totpSecret)).status).toBe(200);
    const passkey = await addedPasskey(tab);

    const removed = await tab.call('DELETE', `/auth/passkeys/${passkey.credentialId}`);

    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Passkey removed');
    const thief = new Tab();
    const { ticket, methods } = (await thief.passwordStep(admin.email, goodPassword)).body.secondFactor;
    expect(methods).toEqual(['totp']);
    expect((await thief.call('POST', '/auth/login/enrol-options', { ticket })).status).toBe(409);
    expect((await getTotp(admin.id))?.secret).toBe(admin.totpSecret);
  });
});

describe('removing a passkey where none must stay', () => {
  it('lets a student remove their only passkey', async () => {
    const student = await userWithPassword();
    const tab = new Tab();
    await tab.login(student.email, goodPassword);
    const passkey = await addedPasskey(tab);

    const removed = await tab.call('DELETE', `/auth/passkeys/${passkey.credentialId}`);

    expect(removed.status).toBe(200);
    expect(await getPasskey(passkey.credentialId)).toBeNull();
    expect((await tab.call('GET', '/auth/passkeys')).body.passkeys).toEqual([]);
  });
});

// A factor is stored only while the password its enrolment began with is the account's (decision
// 0089): a thief with the password racing the owner's reset, held between the enrolment's checks and its
// write.
describe('an enrolment begun with the password the owner resets meanwhile', { timeout: 120_000 }, () => {
  it.each(enrolments)(
    'attack: $way stores nothing once the reset has committed, and the list of factors is unchanged',
    async ({ role, stores, begin }) => {
      const owner = await userWithPasswordOnly({ role });
      const thief = await begin(owner.email);
      const resetLink = await resetLinkTo(owner.email);
      const listed = await factorsListed(owner.id);
      const reset = beforeTheTransaction(
        holding((item) => item.Put?.Item?.type === stores),
        () => resetWith(resetLink, ownersNewPassword),
      );

      const finished = await thief.finish();

      expect(reset.value?.status).toBe(200);
      expect(finished.status).toBe(401);
      expect(finished.body.message).toBe(signInExpired);
      expect(finished.body.recoveryCodes).toBeUndefined();
      expect(await thief.stored()).toBe(false);
      expect(await factorsListed(owner.id)).toEqual(listed);
    },
  );

  it.each(enrolments)(
    '$way, begun with the new password after the reset, is stored',
    async ({ role, done, begin }) => {
      const owner = await userWithPasswordOnly({ role });
      expect((await resetWith(await resetLinkTo(owner.email), ownersNewPassword)).status).toBe(200);
      const enrolment = await begin(owner.email, ownersNewPassword);

      const finished = await enrolment.finish();

      expect(finished.status).toBe(done);
      expect(await enrolment.stored()).toBe(true);
    },
  );

  it('the tab that changed the password adds a passkey with the new one', async () => {
    const student = await userWithPassword();
    const tab = new Tab();
    await tab.login(student.email, goodPassword);
    const changed = await tab.call('PUT', '/auth/password', {
      currentPassword: goodPassword,
      newPassword: ownersNewPassword,
      confirmPassword: ownersNewPassword,
    });
    expect(changed.status).toBe(200);
    tab.csrfToken = changed.body.csrfToken;
    const addition = await passkeyAddition(tab, undefined, ownersNewPassword);

    const added = await addition.finish();

    expect(added.status).toBe(201);
    expect(await getPasskey(addition.authenticator.credentialId)).not.toBeNull();
  });
});
