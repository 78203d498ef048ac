import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { localEdgeAddress, throughCloudFront } from '../../../infra/local/cloudfront.ts';
import { localOriginSecret } from '../../../infra/local/config.ts';
import { toHttpEvent } from '../../../infra/local/http-event.ts';
import { hashOfSecret } from '../../../functions/data/ids.ts';

// The e2e set-up sets the local stack's environment (no metrics) in the parent process, which this worker
// inherits; the logger is built when the first import reaches functions/platform, so undo it before any.
vi.hoisted(() => {
  delete process.env.POWERTOOLS_DEV;
  delete process.env.POWERTOOLS_METRICS_DISABLED;
  process.env.POWERTOOLS_LOG_LEVEL = 'INFO';
});

type Handler = (event: unknown, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

const dynamo = mockClient(DynamoDBDocumentClient);
const handlers: Record<string, Handler> = {};
let signStudentTab: (tabId: string) => Promise<string>;

// What a person could be recognised by, all sent with the requests below: none may reach a log line.
const email = 'jane.doe@example.edu';
const password = 'Correct-horse-42';
const fullName = 'Jane Doe';
const csrfToken = 'csrf-token-of-the-tab-0123456789';
const tabId = 'abcdefgh';
// The table knows the tab's session by its secret's hash; only the cookie holds the secret.
const sessionSecret = 'session-secret-of-the-tab-0123456789';
const sessionKey = { PK: `SESSION#${hashOfSecret(sessionSecret)}`, SK: 'SESSION' };

beforeAll(async () => {
  // As in Lambda: JSON lines on stdout, EMF metrics on.
  Object.assign(process.env, {
    TABLE_NAME: 'unit',
    AWS_REGION: 'eu-west-1',
    AWS_ACCESS_KEY_ID: 'x',
    AWS_SECRET_ACCESS_KEY: 'x',
    PUBLIC_ORIGIN: 'https://hostel.example',
    SENDER_EMAIL: 'no-reply@hostel.example',
    SESSION_SECRET: 'a'.repeat(48),
    POWERTOOLS_METRICS_NAMESPACE: 'Hostel/unit',
    ORIGIN_SECRET: localOriginSecret,
  });
  for (const domain of ['auth', 'bookings']) {
    handlers[domain] = (
      (await import(`../../../functions/api/${domain}/handler.ts`)) as { handler: Handler }
    ).handler;
  }
  const { signSessionToken } = await import('../../../functions/api/session/token.ts');
  signStudentTab = (tab) =>
    signSessionToken({ sid: sessionSecret, tab, role: 'student' }, Math.floor(Date.now() / 1000) + 3600);
});

let written: string[] = [];
beforeEach(() => {
  dynamo.reset();
  written = [];
  for (const stream of [process.stdout, process.stderr]) {
    vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
  }
});
afterEach(() => vi.restoreAllMocks());

const lambdaContext = { awsRequestId: 'lambda-request-1', functionName: 'hostel-bookings' } as Context;

const post = (domain: string, routeKey: string, path: string, body: unknown, headers = {}) =>
  handlers[domain]!(
    toHttpEvent({
      method: 'POST',
      url: path,
      headers: throughCloudFront(
        { 'content-type': 'application/json', ...headers },
        { address: '203.0.113.9', port: 443 },
        'http',
      ),
      body: Buffer.from(JSON.stringify(body)),
      sourceIp: localEdgeAddress,
      routeKey,
      pathParameters: { tabId },
    }),
    lambdaContext,
  );

/** The JSON lines written during the test: log lines and EMF metric lines. */
const lines = () =>
  written
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
const requestLines = () => lines().filter((line) => line.message === 'request');
const countedMetrics = () =>
  lines()
    .filter((line) => line._aws)
    .flatMap((line) =>
      (line._aws as { CloudWatchMetrics: { Metrics: { Name: string }[] }[] }).CloudWatchMetrics.flatMap(
        (group) => group.Metrics.map((metric) => metric.Name),
      ),
    );

const studentSession = {
  ...sessionKey,
  id: hashOfSecret(sessionSecret),
  userId: 'user-1',
  role: 'student',
  tabId,
  csrfToken,
  remember: false,
  createdAt: new Date().toISOString(),
  expiresAt: Math.floor(Date.now() / 1000) + 3600,
};

describe('the request log', () => {
  it('writes one JSON line with the request ids, route, role and outcome, and nothing personal', async () => {
    // Over the limit of failed sign-ins (the attempt is counted first): the answer is a deliberate 429.
    dynamo.on(GetCommand).resolves({});
    dynamo.on(UpdateCommand).resolves({ Attributes: { hits: 1000 } });

    const result = await post('auth', 'POST /api/tab/{tabId}/auth/login', `/api/tab/${tabId}/auth/login`, {
      email,
      password,
      fullName,
    });

    expect(result.statusCode).toBe(429);
    expect(requestLines()).toEqual([
      expect.objectContaining({
        level: 'INFO',
        service: 'hostel',
        function_request_id: 'lambda-request-1',
        apiRequestId: expect.any(String),
        route: 'POST /api/tab/{tabId}/auth/login',
        role: 'anonymous',
        status: 429,
        outcome: 'throttled',
      }),
    ]);
    const everything = written.join('');
    for (const secret of [email, password, fullName, tabId, '203.0.113.9']) {
      expect(everything).not.toContain(secret);
    }
    expect(countedMetrics()).toEqual(['ThrottledRequests']);
  });

  it("names a signed-in student's role, and never their session cookie or CSRF token", async () => {
    const token = await signStudentTab(tabId);
    dynamo.on(GetCommand, { Key: sessionKey }).resolves({ Item: studentSession });
    dynamo.on(GetCommand, { Key: { PK: 'SETTINGS', SK: 'GLOBAL' } }).resolves({
      Item: { PK: 'SETTINGS', SK: 'GLOBAL', maintenanceMode: true, maintenanceMessage: 'Back soon' },
    });

    const result = await post(
      'bookings',
      'POST /api/tab/{tabId}/bookings',
      `/api/tab/${tabId}/bookings`,
      { roomId: 'room-1' },
      { cookie: `hostel_session=${token}`, 'x-csrf-token': csrfToken },
    );

    // Maintenance: a deliberate 503, an outcome and not a fault.
    expect(result.statusCode).toBe(503);
    expect(requestLines()).toEqual([
      expect.objectContaining({ role: 'student', status: 503, outcome: 'unavailable' }),
    ]);
    const everything = written.join('');
    expect(everything).not.toContain(token);
    expect(everything).not.toContain(csrfToken);
    expect(countedMetrics()).not.toContain('Faults');
  });
});

describe('faults', () => {
  it('counts an unexpected error as a fault and logs it, while the caller gets the generic 500', async () => {
    dynamo.on(GetCommand).rejects(new Error('the table is on fire'));

    const result = await post('auth', 'POST /api/tab/{tabId}/auth/login', `/api/tab/${tabId}/auth/login`, {
      email,
      password,
    });

    expect(result.statusCode).toBe(500);
    expect(result.body).not.toContain('on fire');
    expect(lines()).toContainEqual(
      expect.objectContaining({ level: 'ERROR', message: 'unexpected error', error: expect.anything() }),
    );
    expect(requestLines()).toEqual([expect.objectContaining({ status: 500, outcome: 'fault' })]);
    expect(countedMetrics()).toEqual(['Faults']);
    expect(written.join('')).not.toContain(email);
  });

  it('counts a booking the API refuses (a 4xx) as refused, not as a fault', async () => {
    const token = await signStudentTab(tabId);
    dynamo.on(GetCommand, { Key: sessionKey }).resolves({ Item: studentSession });
    dynamo
      .on(GetCommand, { Key: { PK: 'SETTINGS', SK: 'GLOBAL' } })
      .resolves({ Item: { PK: 'SETTINGS', SK: 'GLOBAL' } });

    // The body names no room: the schema refuses it with 400.
    const result = await post(
      'bookings',
      'POST /api/tab/{tabId}/bookings',
      `/api/tab/${tabId}/bookings`,
      {},
      { cookie: `hostel_session=${token}`, 'x-csrf-token': csrfToken },
    );

    expect(result.statusCode).toBe(400);
    expect(requestLines()).toEqual([expect.objectContaining({ outcome: 'refused' })]);
    expect(countedMetrics()).toEqual(['BookingsRefused']);
  });
});
