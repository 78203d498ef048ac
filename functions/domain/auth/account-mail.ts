import { enqueue } from '../../platform/job-queue.ts';
import type { Mail } from '../../platform/mail.ts';

/**
 * Sends a notice about a change already made (a password changed, an address confirmed) through the
 * jobs queue: the change stands whether or not the mail goes, and SQS retries a mail SES refused.
 */
export async function sendNotice(mail: Mail): Promise<void> {
  await enqueue([{ kind: 'send-mail', payload: mail }]);
}
