import { sendMail } from '../../platform/mail.ts';
import { defineJob } from '../job.ts';

/**
 * Sends one mail after the write it tells of has been committed, so a mail that fails never undoes that
 * write: SQS retries it, and after the last try it waits in the dead-letter queue.
 */
export const sendMailJob = defineJob('send-mail', sendMail);
