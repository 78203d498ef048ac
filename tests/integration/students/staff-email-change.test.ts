import { describe, expect, it } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import {
  Tab,
  goodPassword,
  resetLinkTo,
  resetWith,
  uniqueEmail,
  userWithPassword,
} from '../../support/auth.ts';
import { call } from '../../support/hostel.ts';
import { invoke } from '../../support/invoke.ts';
import { lastMailTo, tokenIn } from '../../support/mail.ts';
import { signedInAs } from '../../support/sessions.ts';

/**
 * A signed-in student is mailed a link (`mailLink` answers its token), then staff move the account to a
 * new address.
 */
async function linkThenMovedByStaff(mailLink: (tab: Tab, email: string) => Promise<string>) {
  const student = await userWithPassword();
  const tab = new Tab();
  await tab.login(student.email, goodPassword);
  const token = await mailLink(tab, student.email);
  const admin = await signedInAs('admin');
  const newEmail = uniqueEmail('moved');
  expect((await call(admin, 'PUT', `/students/${student.id}`, { email: newEmail })).status).toBe(200);
  return { token, newEmail };
}

describe('staff change a student’s email (security review, point 2)', () => {
  it('attack: a reset link mailed to the old address no longer sets the password', async () => {
    const { token, newEmail } = await linkThenMovedByStaff((_tab, email) => resetLinkTo(email));

    const reset = await resetWith(token, 'Brand-New-Pass-7');
    expect(reset.status).toBe(400);
    expect(reset.body.message).toBe(messages.auth.resetTokenInvalid);
    expect((await new Tab().login(newEmail, goodPassword)).status).toBe(200);
  });

  it('a change of address the student asked for before it no longer moves the account', async () => {
    const asked = uniqueEmail('asked');
    const { token, newEmail } = await linkThenMovedByStaff(async (tab) => {
      await tab.call('PUT', '/auth/email', { newEmail: asked, currentPassword: goodPassword });
      return tokenIn(await lastMailTo(asked), 'confirm-email');
    });

    const confirmed = await invoke({ method: 'POST', path: '/api/auth/confirm-email', body: { token } });
    expect(confirmed.status).toBe(400);
    expect(confirmed.body.message).toBe(messages.auth.emailChangeLinkInvalid);
    expect((await new Tab().login(newEmail, goodPassword)).status).toBe(200);
    expect((await new Tab().login(asked, goodPassword)).status).toBe(401);
  });
});
