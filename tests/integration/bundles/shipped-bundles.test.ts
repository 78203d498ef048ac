import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2,
  Context,
  SQSEvent,
} from 'aws-lambda';
import { afterAll, describe, expect, it } from 'vitest';
import { toHttpEvent } from '../../../infra/local/http-event.ts';
import { newTimeOrderedId } from '../../../functions/data/ids.ts';
import { putNoticeEntry } from '../../../functions/data/notifications.ts';
import { originSecretHeader, viewerAddressHeader } from '../../../functions/platform/edge-headers.ts';
import { bundleLambda } from '../../support/lambda-bundles.ts';
import { aStudent, call } from '../../support/hostel.ts';
import { headerOf, mailTo } from '../../support/mail.ts';

/**
 * The Lambdas as they ship: bundled with the CDK app's esbuild options, with the modules the bundles
 * replace by smaller stand-ins (infra/cdk/lambda-shims: credentials from the environment, node:http,
 * the endpoint cache, event streams, the SES and SQS clients with their one operation each). Every other test runs the functions from source, where no stand-in
 * applies, so a stand-in that broke a client would otherwise first fail in the cloud. Each bundle here
 * reaches DynamoDB, SQS and SES through its own SDK clients, against the same local stand-ins.
 */
const outDir = await mkdtemp(join(tmpdir(), 'hostel-shipped-'));
afterAll(() => rm(outDir, { recursive: true, force: true }));

async function shipped<Event, Result>(name: string, entry: string) {
  const { file } = await bundleLambda(name, entry, outDir);
  const module = (await import(pathToFileURL(file).href)) as {
    handler: (event: Event, context: Context) => Promise<Result>;
  };
  return (event: Event) =>
    module.handler(event, { functionName: name, awsRequestId: randomUUID() } as Context);
}

const jobsEvent = (...jobs: unknown[]): SQSEvent => ({
  Records: jobs.map((job) => {
    const id = randomUUID();
    return {
      messageId: id,
      receiptHandle: id,
      body: JSON.stringify(job),
      attributes: {
        ApproximateReceiveCount: '1',
        SentTimestamp: String(Date.now()),
        SenderId: 'local',
        ApproximateFirstReceiveTimestamp: String(Date.now()),
      },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:local:000000000000:jobs',
      awsRegion: 'local',
    };
  }),
});

describe('the Lambdas as bundled for the cloud', { timeout: 120_000 }, () => {
  it('the jobs worker files a notice, queues its mail on SQS and hands a mail to SES', async () => {
    const worker = await shipped<SQSEvent, { batchItemFailures: unknown[] }>(
      'jobs',
      'functions/jobs/handler.ts',
    );
    const student = await aStudent();
    const at = new Date();
    const title = `Shipped ${randomUUID().slice(0, 8)}`;
    const notice = {
      id: newTimeOrderedId(at),
      at: at.toISOString(),
      userId: student.user.id,
      category: 'bookings',
      title,
      mail: { to: student.user.email, subject: title, text: title, html: `<p>${title}</p>` },
    };
    const direct = `${title} direct`;
    const chunk = {
      mails: [{ mail: { to: student.user.email, subject: direct, text: direct, html: `<p>${direct}</p>` } }],
      firstAt: Date.now(),
      spacingMs: 100,
      attempt: 0,
    };

    const answer = await worker(
      jobsEvent({ kind: 'deliver-notice', payload: notice }, { kind: 'paced-mail', payload: chunk }),
    );

    expect(answer.batchItemFailures).toEqual([]);
    const { body } = await call(student, 'GET', '/notifications');
    expect(body.notifications.map((entry: { title: string }) => entry.title)).toEqual([title]);
    // The notice's mail went on the line through SQS (and out through the local worker); the chunk's
    // mail went to SES from the bundle itself.
    expect((await mailTo(student.user.email)).map((mail) => mail.subject).sort()).toEqual(
      [title, direct].sort(),
    );
  });

  it('the jobs worker signs a notice mail its unsubscribe link and the trimmed SES client sends its headers', async () => {
    const worker = await shipped<SQSEvent, { batchItemFailures: unknown[] }>(
      'jobs',
      'functions/jobs/handler.ts',
    );
    const student = await aStudent();
    const at = new Date();
    const title = `Shipped notice ${randomUUID().slice(0, 8)}`;
    const notice = { userId: student.user.id, id: newTimeOrderedId(at) };
    await putNoticeEntry({ ...notice, at: at.toISOString(), category: 'announcements', title });
    const chunk = {
      mails: [
        { mail: { to: student.user.email, subject: title, text: title, html: `<p>${title}</p>` }, notice },
      ],
      firstAt: Date.now(),
      spacingMs: 100,
      attempt: 0,
    };

    const answer = await worker(jobsEvent({ kind: 'paced-mail', payload: chunk }));

    expect(answer.batchItemFailures).toEqual([]);
    const [mail] = await mailTo(student.user.email);
    expect(mail?.subject).toBe(title);
    expect(headerOf(mail!, 'List-Unsubscribe')).toMatch(/^<.+\/api\/notifications\/unsubscribe\/.+>$/);
    expect(headerOf(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it('an API Lambda answers a request through CloudFront from DynamoDB', async () => {
    const api = await shipped<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>(
      'settings',
      'functions/api/settings/handler.ts',
    );
    const event = toHttpEvent({
      method: 'GET',
      url: '/api/settings/public',
      headers: {
        [originSecretHeader]: process.env.ORIGIN_SECRET,
        [viewerAddressHeader]: '203.0.113.7:51234',
      },
      body: Buffer.alloc(0),
      sourceIp: '203.0.113.7',
      routeKey: 'GET /api/settings/public',
      pathParameters: {},
    });

    const result = await api(event);

    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body!)).toHaveProperty('currency');
  });
});
