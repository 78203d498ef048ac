import { emailRequestSchema } from '#contract/auth';
import * as messages from '#contract/messages';
import { defineOperation } from '../http/operation.ts';
import { enqueue } from '../../platform/job-queue.ts';
import { authLimits } from './limits.ts';
import { countRequest } from '../http/throttle.ts';
import { clientKeyOf, inboxOf } from './throttling.ts';

/**
 * POST /auth/forgot-password (also plain): answers the same, in the same time, whatever the address.
 * Nothing here depends on it: one job is queued for every request, and the job
 * (jobs/kinds/password-reset-link.ts) mails a link when the address belongs to an active account.
 */
export const forgotPassword = defineOperation({
  route: 'POST /auth/forgot-password',
  access: 'public',
  plain: true,
  body: emailRequestSchema,
  handle: async ({ body, clientIp }) => {
    await countRequest(
      [authLimits.passwordResetsPerClient, clientKeyOf(clientIp)],
      [authLimits.passwordResetsPerAddress, inboxOf(body.email)],
    );
    await enqueue([{ kind: 'password-reset-link', payload: { email: body.email } }]);
    return { message: messages.auth.resetLinkSent };
  },
});
