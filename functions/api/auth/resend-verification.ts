import { emailRequestSchema } from '#contract/auth';
import * as messages from '#contract/messages';
import { defineOperation } from '../http/operation.ts';
import { enqueue } from '../../platform/job-queue.ts';
import { authLimits } from './limits.ts';
import { countRequest } from '../http/throttle.ts';
import { clientKeyOf, inboxOf } from './throttling.ts';

/**
 * POST /auth/resend-verification (also plain): answers the same, in the same time, in every case. One
 * job is queued for every request; the job (jobs/kinds/verification-link.ts) mails a new link when the
 * address belongs to an active account still waiting for verification.
 */
export const resendVerification = defineOperation({
  route: 'POST /auth/resend-verification',
  access: 'public',
  plain: true,
  body: emailRequestSchema,
  handle: async ({ body, clientIp }) => {
    await countRequest(
      [authLimits.verificationResendsPerClient, clientKeyOf(clientIp)],
      [authLimits.verificationResendsPerAddress, inboxOf(body.email)],
    );
    await enqueue([{ kind: 'verification-link', payload: { email: body.email } }]);
    return { message: messages.auth.verificationSent };
  },
});
