import type { Mail } from '../../mail/send.ts';
import { sendMail } from '../../mail/send.ts';

/**
 * Sends a notice about a change already made (a password changed, an address confirmed). The change
 * stands whether or not the mail goes, so a mail SES refuses is logged (by sendMail) rather than turned
 * into an error that would tell the user their change failed.
 */
export async function sendNotice(mail: Mail): Promise<void> {
  await sendMail(mail).catch(() => undefined);
}
