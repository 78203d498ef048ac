import * as messages from '#contract/messages';
import { enrolOptionsSchema, enrolPasskeySchema } from '#contract/second-factor';
import { unauthorized } from '../../platform/errors.ts';
import { defineOperation } from '../http/operation.ts';
import { updateSignInTicket } from '../../data/sign-in-tickets.ts';
import { enrollingUser, finishEnrolment } from './enrol.ts';
import { assertMaySignIn } from '../auth/tab-session.ts';
import { storeNewPasskey } from './new-passkey.ts';
import { registrationOptions } from './webauthn.ts';

const m = messages.secondFactor;

/** POST /auth/login/enrol-passkey/options: the options to create a passkey on a first staff sign-in. */
export const enrolPasskeyOptions = defineOperation({
  route: 'POST /auth/login/enrol-passkey/options',
  access: 'public',
  body: enrolOptionsSchema,
  handle: async ({ body, tabId }) => {
    const { user } = await enrollingUser(body.ticket, tabId);
    const options = await registrationOptions(user, []);
    if (!(await updateSignInTicket(body.ticket, { challenge: options.challenge })))
      throw unauthorized(m.ticketExpired);
    return { options };
  },
});

/** POST /auth/login/enrol-passkey: stores the new passkey and finishes the first sign-in. */
export const enrolPasskey = defineOperation({
  route: 'POST /auth/login/enrol-passkey',
  access: 'public',
  body: enrolPasskeySchema,
  handle: async ({ body, tabId, session, clientIp, event, settings }) => {
    const account = await enrollingUser(body.ticket, tabId);
    await assertMaySignIn(account.user, settings);
    await storeNewPasskey(body.ticket, account, body.passkey, clientIp, 'enrolment');
    return finishEnrolment(account, body.ticket, { tabId: tabId!, session, event, clientIp });
  },
});
