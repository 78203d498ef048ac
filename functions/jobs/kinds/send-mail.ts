import { mailOnTheLine } from '../../domain/notifications/mail-line.ts';
import { defineJob } from '../job.ts';

/**
 * Puts one mail on the mail line after the write it tells of has been committed, so a mail that fails
 * never undoes that write: the line hands it to SES within the sending rate and retries it. A bare mail
 * has no entry to be claimed on, so a chunk the queue runs twice sends it twice: every mail put on the
 * line is a notice now (the last, an account's deactivation and reactivation, since decision 0104),
 * and this runs only what an older release queued or left in the outbox.
 */
export const sendMailJob = defineJob('send-mail', (mail) => mailOnTheLine([{ mail }]));
