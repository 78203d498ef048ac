import * as messages from '#contract/messages';
import { secondFactorSchema } from '#contract/second-factor';
import { badRequest } from '../../platform/errors.ts';
import { defineOperation } from '../http/operation.ts';
import { getTotp, spendRecoveryCode, spendTotpStep } from '../../data/second-factors.ts';
import { finishTicketSignIn, refuseCode, ticketAccount } from '../auth/sign-in-steps.ts';
import { assertMayTrySignIn } from '../auth/throttling.ts';
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
    const { ticket, user } = await ticketAccount(body.ticket, tabId);
    await assertMayTrySignIn(user.email, clientIp);
    let extra: Record<string, unknown> = {};
    if (body.method === 'totp') {
      const totp = await getTotp(user.id);
      if (!totp) throw badRequest(m.methodNotEnrolled);
      const step = await totpStepOf(totp.secret, body.code);
      if (step === null) return refuseCode(body.ticket, user, clientIp, m.codeInvalid);
      if (step <= totp.lastTimeStep || !(await spendTotpStep(user.id, step)))
        return refuseCode(body.ticket, user, clientIp, m.codeUsed);
    } else {
      if (!(await spendRecoveryCode(user.id, body.code)))
        return refuseCode(body.ticket, user, clientIp, m.recoveryCodeInvalid);
      extra = { usedRecoveryCode: true };
    }
    return finishTicketSignIn(user, body.ticket, ticket, { session, event, clientIp, settings }, extra);
  },
});
