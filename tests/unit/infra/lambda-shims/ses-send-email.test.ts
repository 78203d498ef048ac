import type { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { beforeAll, describe, expect, it } from 'vitest';
import { temporaryDir } from '../synth.ts';
import {
  bundleShimBesideSdk,
  errorsOf,
  loopbackService,
  resolved,
  type Answer,
  type ShimBesideSdk,
} from './sdk-copies.ts';

/**
 * The SES client as the Lambdas ship it (infra/cdk/lambda-shims/ses-send-email.mjs): SendEmail's
 * schemas and SES's errors copied from the SDK, so an SDK upgrade that changes them must change the copy too, and a
 * client that sends the mail and names SES's errors as the SDK's own does. Every other test runs
 * functions/platform/mail.ts unbundled, with the SDK's client.
 */
const outDir = temporaryDir('hostel-ses-shim-');

interface Bundled extends ShimBesideSdk {
  SESv2Client: typeof SESv2Client;
  SendEmailCommand: typeof SendEmailCommand;
}
let bundled: Bundled;
let inputs: string[];

beforeAll(async () => {
  ({ bundled, inputs } = await bundleShimBesideSdk<Bundled>(
    '@aws-sdk/client-sesv2',
    'SendEmail',
    ['SESv2Client', 'SendEmailCommand'],
    outDir,
  ));
}, 30_000);

/** A loopback stand-in for SES that answers each request with the next of `answers`. */
async function fakeSes(answers: Answer[]) {
  const ses = await loopbackService(answers, 'application/json');
  const client = new bundled.SESv2Client({
    region: 'eu-west-1',
    endpoint: ses.endpoint,
    credentials: { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' },
    maxAttempts: 1,
  });
  return { client, requests: ses.requests, close: ses.close };
}

const mail = () =>
  new bundled.SendEmailCommand({
    FromEmailAddress: 'hostel@example.edu',
    Destination: { ToAddresses: ['student@example.edu'] },
    Content: {
      Simple: {
        Subject: { Data: 'Your booking', Charset: 'UTF-8' },
        Body: { Text: { Data: 'Booked', Charset: 'UTF-8' }, Html: { Data: '<p>Booked</p>' } },
      },
    },
  });

describe('the SES client in the Lambda bundles', () => {
  it('is the shim, without the schemas of every SES operation', () => {
    expect(inputs).toContain('infra/cdk/lambda-shims/ses-send-email.mjs');
    expect(inputs.filter((input) => input.includes('client-sesv2/dist-es/SESv2Client'))).toEqual([]);
  });

  it('has the SDK’s own schemas for SendEmail and everything it names', () => {
    expect(resolved(bundled.shimmed)).toEqual(resolved(bundled.sdk));
  });

  it('has every SES error the SDK names, with its shape and class', () => {
    expect(errorsOf(bundled.shimmedErrors())).toEqual(errorsOf(bundled.sdkErrors));
  });

  it('sends a mail as SES v2’s SendEmail and reads its message id', async () => {
    const ses = await fakeSes([{ status: 200, body: '{"MessageId":"m-1"}' }]);
    try {
      const answer = await ses.client.send(mail());

      expect(answer.MessageId).toBe('m-1');
      expect(ses.requests).toHaveLength(1);
      expect(ses.requests[0]).toMatchObject({ method: 'POST', url: '/v2/email/outbound-emails' });
      expect(JSON.parse(ses.requests[0]!.body)).toEqual({
        FromEmailAddress: 'hostel@example.edu',
        Destination: { ToAddresses: ['student@example.edu'] },
        Content: {
          Simple: {
            Subject: { Data: 'Your booking', Charset: 'UTF-8' },
            Body: { Text: { Data: 'Booked', Charset: 'UTF-8' }, Html: { Data: '<p>Booked</p>' } },
          },
        },
      });
    } finally {
      await ses.close();
    }
  });

  it('names SES’s throttling error as the SDK does, with its status', async () => {
    const ses = await fakeSes([
      {
        status: 429,
        headers: { 'x-amzn-errortype': 'TooManyRequestsException' },
        body: '{"message":"Maximum sending rate exceeded."}',
      },
    ]);
    try {
      const error = await ses.client.send(mail()).catch((caught: unknown) => caught);

      expect(error).toMatchObject({
        name: 'TooManyRequestsException',
        $metadata: { httpStatusCode: 429 },
      });
    } finally {
      await ses.close();
    }
  });
});
