import { sendMail, type Mail } from './send.ts';

/**
 * Tells a student what staff or the system did, once the write is committed. A mail that cannot go
 * never undoes the change nor turns its answer into an error: the failure is logged.
 */
export async function mailAfterCommit(mails: readonly Mail[]): Promise<void> {
  const results = await Promise.allSettled(mails.map(sendMail));
  const failed = results.filter((result) => result.status === 'rejected').length;
  if (failed > 0)
    console.error(JSON.stringify({ level: 'error', message: 'notification mail not sent', failed }));
}
