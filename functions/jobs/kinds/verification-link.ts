import { resendVerificationLink } from '../../domain/auth/verification-mail.ts';
import { defineJob } from '../job.ts';

/** A new verification link, after POST /auth/resend-verification has answered (functions/domain/auth/). */
export const verificationLinkJob = defineJob('verification-link', resendVerificationLink);
