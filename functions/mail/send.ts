import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { env } from '../core/env.ts';

let client: SESv2Client | undefined;

function ses(): SESv2Client {
  const { AWS_REGION, SES_ENDPOINT } = env();
  client ??= new SESv2Client({ region: AWS_REGION, endpoint: SES_ENDPOINT, maxAttempts: 3 });
  return client;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends one email from the hostel's address, as plain text and HTML. */
export async function sendMail(mail: Mail): Promise<void> {
  await ses().send(
    new SendEmailCommand({
      FromEmailAddress: env().SENDER_EMAIL,
      Destination: { ToAddresses: [mail.to] },
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
        },
      },
    }),
  );
}
