import { sendEmailChangeLinks } from '../../domain/auth/email-change-links.ts';
import { defineJob } from '../job.ts';

/** The work of PUT /auth/email, after its answer (functions/domain/auth/email-change-links.ts). */
export const emailChangeLinksJob = defineJob('email-change-links', sendEmailChangeLinks);
