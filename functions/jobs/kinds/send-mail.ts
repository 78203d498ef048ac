import { mailOnTheLine } from '../../domain/notifications/mail-line.ts';
import { defineJob } from '../job.ts';

/**
 * Puts one mail on the mail line after the write it tells of has been committed, so a mail that fails
 * never undoes that write: the line hands it to SES within the sending rate and retries it.
 */
export const sendMailJob = defineJob('send-mail', (mail) => mailOnTheLine([{ mail }]));
