import { createHash } from 'node:crypto';
import * as sdk from '@aws-sdk/client-sqs';
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
 * The SQS client as the Lambdas ship it (infra/cdk/lambda-shims/sqs-send-message-batch.mjs):
 * SendMessageBatch's schemas and SQS's errors copied from the SDK, so an SDK upgrade that changes them
 * must change the copy too, and a client that sends a batch and answers as the SDK's own client does,
 * which every other test runs (functions/platform/job-queue.ts unbundled).
 */
const outDir = temporaryDir('hostel-sqs-shim-');

interface Bundled extends ShimBesideSdk {
  SQSClient: typeof sdk.SQSClient;
  SendMessageBatchCommand: typeof sdk.SendMessageBatchCommand;
}
let bundled: Bundled;
let inputs: string[];

beforeAll(async () => {
  ({ bundled, inputs } = await bundleShimBesideSdk<Bundled>(
    '@aws-sdk/client-sqs',
    'SendMessageBatch',
    ['SQSClient', 'SendMessageBatchCommand'],
    outDir,
  ));
}, 30_000);

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

const jobs = ['{"kind":"flush-outbox","payload":{}}', '{"kind":"offer-beds","payload":{}}'];

/**
 * One batch sent by a client to a stand-in that answers with `answer`: the request it received and what
 * the client answered or threw.
 */
async function sendThrough(clients: Pick<Bundled, 'SQSClient' | 'SendMessageBatchCommand'>, answer: Answer) {
  const sqs = await loopbackService([answer], 'application/x-amz-json-1.0');
  try {
    const client = new clients.SQSClient({
      region: 'eu-west-1',
      endpoint: sqs.endpoint,
      credentials: { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' },
      maxAttempts: 1,
    });
    const outcome = await client
      .send(
        new clients.SendMessageBatchCommand({
          QueueUrl: `${sqs.endpoint}/000000000000/jobs`,
          Entries: jobs.map((body, index) => ({ Id: String(index), MessageBody: body, DelaySeconds: 5 })),
        }),
      )
      .then(
        ({ $metadata: _metadata, ...output }) => ({ output }),
        (error: Error & { $fault?: string; $metadata?: { httpStatusCode?: number }; Code?: string }) => ({
          error: {
            name: error.name,
            message: error.message,
            fault: error.$fault,
            status: error.$metadata?.httpStatusCode,
            code: error.Code,
          },
        }),
      );
    const requests = sqs.requests.map(({ method, url, headers, body }) => ({
      method,
      url,
      target: headers['x-amz-target'],
      type: headers['content-type'],
      body,
    }));
    return { requests, outcome };
  } finally {
    await sqs.close();
  }
}

const sent = {
  status: 200,
  body: JSON.stringify({
    Successful: jobs.map((body, index) => ({
      Id: String(index),
      MessageId: `m-${index}`,
      MD5OfMessageBody: md5(body),
    })),
    Failed: [],
  }),
};

describe('the SQS client in the Lambda bundles', () => {
  it('is the shim, without the schemas of every SQS operation', () => {
    expect(inputs).toContain('infra/cdk/lambda-shims/sqs-send-message-batch.mjs');
    expect(inputs.filter((input) => input.includes('client-sqs/dist-es/SQSClient'))).toEqual([]);
  });

  it('has the SDK’s own schemas for SendMessageBatch and everything it names', () => {
    expect(resolved(bundled.shimmed)).toEqual(resolved(bundled.sdk));
  });

  it('has every SQS error the SDK names, with its shape and class', () => {
    expect(errorsOf(bundled.shimmedErrors())).toEqual(errorsOf(bundled.sdkErrors));
  });

  it('sends a batch as the SDK’s client does and reads what SQS took', async () => {
    const shim = await sendThrough(bundled, sent);
    const original = await sendThrough(sdk, sent);

    expect(shim.requests).toHaveLength(1);
    expect(shim.requests[0]).toMatchObject({
      method: 'POST',
      url: '/',
      target: 'AmazonSQS.SendMessageBatch',
      type: 'application/x-amz-json-1.0',
    });
    expect(JSON.parse(shim.requests[0]!.body)).toEqual({
      QueueUrl: expect.stringMatching(/\/000000000000\/jobs$/),
      Entries: jobs.map((body, index) => ({ Id: String(index), MessageBody: body, DelaySeconds: 5 })),
    });
    expect(shim.outcome).toEqual({
      output: {
        Successful: jobs.map((body, index) => ({
          Id: String(index),
          MessageId: `m-${index}`,
          MD5OfMessageBody: md5(body),
        })),
        Failed: [],
      },
    });
    expect({ ...shim.requests[0], body: JSON.parse(shim.requests[0]!.body).Entries }).toEqual({
      ...original.requests[0],
      body: JSON.parse(original.requests[0]!.body).Entries,
    });
    expect(shim.outcome).toEqual(original.outcome);
  });

  it('refuses an answer whose checksum does not match a message, as the SDK does', async () => {
    const corrupted = {
      status: 200,
      body: JSON.stringify({
        Successful: [{ Id: '0', MessageId: 'm-0', MD5OfMessageBody: md5('something else') }],
        Failed: [],
      }),
    };

    const shim = await sendThrough(bundled, corrupted);

    expect(shim.outcome).toMatchObject({ error: { message: 'Invalid MD5 checksum on messages: m-0' } });
    expect(shim.outcome).toEqual((await sendThrough(sdk, corrupted)).outcome);
  });

  it('names SQS’s errors as the SDK does, with their query codes and status', async () => {
    const missingQueue = {
      status: 400,
      headers: { 'x-amzn-query-error': 'AWS.SimpleQueueService.NonExistentQueue;Sender' },
      body: JSON.stringify({
        __type: 'com.amazonaws.sqs#QueueDoesNotExist',
        message: 'The specified queue does not exist.',
      }),
    };

    const shim = await sendThrough(bundled, missingQueue);

    expect(shim.outcome).toMatchObject({
      error: { name: 'QueueDoesNotExist', fault: 'client', status: 400 },
    });
    expect(shim.outcome).toEqual((await sendThrough(sdk, missingQueue)).outcome);
  });
});
