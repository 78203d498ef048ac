import * as messages from '#contract/messages';
import { secondFactorSchema } from '#contract/second-factor';
import { badRequest } from '../../platform/errors.ts';
import { defineOperation } from '../http/operation.ts';
import { getTotp, spendRecoveryCode, spendTotpStep } from '../../data/second-factors.ts';
import { countCodeAttempt, finishTicketSignIn, ticketAccount } from '../auth/sign-in-steps.ts';
import { totpStepOf } from './totp.ts';

const m = messages.secondFactor;

/**
 * POST /auth/login/second-factor: finishes a staff sign-in with an authenticator-app code or a recovery
 * code (a passkey finishes it through POST /auth/login/passkey). Wrong codes count as failed sign-ins
 * of the account (the same limits as passwords).
 */
export const verifySecondFactor = defineOperation({
  route: 'POST /auth/login/second-factor',
  access: 'public',
  body: secondFactorSchema,
  handle: async ({ body, tabId, session, clientIp, event, settings }) => {
    const account = await ticketAccount(body.ticket, tabId);
    const { user } = account;
    const totp = body.method === 'totp' ? await getTotp(user.id) : undefined;
    if (totp === null) throw badRequest(m.methodNotEnrolled);
    const attempt = await countCodeAttempt(body.ticket, user, clientIp);
    let extra: Record<string, unknown> = {};
    if (totp) {
      const step = await totpStepOf(totp.secret, body.code);
      if (step === null) return attempt.refuse(m.codeInvalid);
      if (step <= totp.lastTimeStep || !(await spendTotpStep(user.id, step)))
        return attempt.refuse(m.codeUsed);
    } else {
      if (!(await spendRecoveryCode(user.id, body.code))) return attempt.refuse(m.recoveryCodeInvalid);
      extra = { usedRecoveryCode: true };
    }
    await attempt.takeBack();
    return finishTicketSignIn(account, body.ticket, { session, event, clientIp, settings }, extra);
  },
});
