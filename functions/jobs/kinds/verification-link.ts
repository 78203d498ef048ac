import * as z from '#contract/zod';
import { sendVerificationMail } from '../../domain/auth/verification-mail.ts';
import { getUserByEmail } from '../../data/users.ts';
import { defineJob } from '../job.ts';

/**
 * The work of POST /auth/resend-verification, after its answer: enqueued for every request, whatever
 * the address; an active account still waiting for verification gets a new link, any other nothing.
 */
export const verificationLinkJob = defineJob({
  payload: z.object({ email: z.email() }),
  run: async ({ email }) => {
    const user = await getUserByEmail(email);
    if (user && user.isActive && !user.emailVerified) await sendVerificationMail(user);
  },
});
