import { sendEmailChangeLinks, sendEmailChangedNotice } from '../../domain/auth/email-change-links.ts';
import { defineJob } from '../job.ts';

/** The work of PUT /auth/email, after its answer (functions/domain/auth/email-change-links.ts). */
export const emailChangeLinksJob = defineJob('email-change-links', sendEmailChangeLinks);

/** The notice, with its undo link, to the address an account left (functions/domain/auth/). */
export const emailChangedNoticeJob = defineJob('email-changed-notice', sendEmailChangedNotice);
