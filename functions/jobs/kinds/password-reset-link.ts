import { sendPasswordResetLink } from '../../domain/auth/password-reset-link.ts';
import { defineJob } from '../job.ts';

/** The work of POST /auth/forgot-password, after its answer (functions/domain/auth/password-reset-link.ts). */
export const passwordResetLinkJob = defineJob('password-reset-link', sendPasswordResetLink);
