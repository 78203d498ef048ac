import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import * as messages from '#contract/messages';
import { env } from './env.ts';
import { serviceUnavailable } from './errors.ts';
import { metricNames } from './metric-names.ts';
import { count, logger, traced } from './observability.ts';

let client: SESv2Client | undefined;

function ses(): SESv2Client {
  const { AWS_REGION, SES_ENDPOINT } = env();
  client ??= traced(new SESv2Client({ region: AWS_REGION, endpoint: SES_ENDPOINT, maxAttempts: 3 }));
  return client;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * Header fields SES adds to the message (SendEmail's Content.Simple.Headers), such as the one-click
   * unsubscribe pair of a notice's mail (domain/notifications/unsubscribe.ts).
   */
  headers?: Record<string, string>;
}

/**
 * Sends one email from the hostel's address, as plain text and HTML. When SES refuses or cannot be
 * reached (after the client's own retries), the caller gets a 503 that says the mail did not go, rather
 * than a vague 500: every write made before the mail is one a retry of the same request completes (a
 * second registration resends the link to the unverified account; a new reset link replaces the old).
 */
export async function sendMail(mail: Mail): Promise<void> {
  try {
    await ses().send(
      new SendEmailCommand({
        FromEmailAddress: env().SENDER_EMAIL,
        ConfigurationSetName: env().SES_CONFIGURATION_SET,
        Destination: { ToAddresses: [mail.to] },
        Content: {
          Simple: {
            Subject: { Data: mail.subject, Charset: 'UTF-8' },
            Body: {
              Text: { Data: mail.text, Charset: 'UTF-8' },
              Html: { Data: mail.html, Charset: 'UTF-8' },
            },
            ...(mail.headers && {
              Headers: Object.entries(mail.headers).map(([Name, Value]) => ({ Name, Value })),
            }),
          },
        },
      }),
    );
  } catch (error) {
    // The error's name and status only: SES's messages can quote the recipient's address.
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (throttled(error, status)) {
      // An outcome, not a fault: the mail is sound, only sent too fast, and its sender sends it later.
      logger.warn('mail throttled', { error: (error as Error).name, status });
      throw serviceUnavailable(messages.requests.mailNotSent, { throttled: true });
    }
    count(metricNames.mailFailures);
    logger.error('mail not sent', { error: (error as Error).name, status });
    throw serviceUnavailable(messages.requests.mailNotSent);
  }
}

/**
 * SES v2 answers a send over the account's maximum send rate with 429 TooManyRequestsException
 * ("Maximum sending rate exceeded."); ThrottlingException is the common throttle of every AWS API.
 */
const throttled = (error: unknown, status: number | undefined) =>
  status === 429 || ['TooManyRequestsException', 'ThrottlingException'].includes((error as Error).name);

/** Whether sendMail failed because SES throttled it: the mail is fine, only sent too fast. */
export const isMailThrottled = (error: unknown) =>
  (error as { flags?: { throttled?: boolean } }).flags?.throttled === true;
