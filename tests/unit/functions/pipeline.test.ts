import { defaultRoomTypes } from '#contract/rooms';
import * as messages from '#contract/messages';
import { defaultRepairTargetHours } from '#contract/hostel-defaults';
import { defaultCurrency } from '#contract/settings';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { localEdgeAddress, throughCloudFront } from '../../../infra/local/cloudfront.ts';
import { localOriginSecret } from '../../../infra/local/config.ts';
import { toHttpEvent } from '../../../infra/local/http-event.ts';

const dynamo = mockClient(DynamoDBDocumentClient);
let handler: (event: unknown, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

beforeAll(async () => {
  Object.assign(process.env, {
    TABLE_NAME: 'unit',
    AWS_REGION: 'eu-west-1',
    AWS_ACCESS_KEY_ID: 'x',
    AWS_SECRET_ACCESS_KEY: 'x',
    PUBLIC_ORIGIN: 'https://hostel.example',
    SENDER_EMAIL: 'no-reply@hostel.example',
    SESSION_SECRET: 'a'.repeat(48),
    ORIGIN_SECRET: localOriginSecret,
  });
  ({ handler } = (await import('../../../functions/api/settings/handler.ts')) as never);
});

beforeEach(() => dynamo.reset());

/** A request as API Gateway hands it on; by default one that came through CloudFront. */
const call = (
  routeKey: string,
  path: string,
  pathParameters: Record<string, string> = {},
  headers: Record<string, string> = {},
  viaCloudFront = true,
) =>
  handler(
    toHttpEvent({
      method: 'GET',
      url: path,
      headers: viaCloudFront
        ? throughCloudFront(headers, { address: '203.0.113.7', port: 443 }, 'http')
        : headers,
      body: Buffer.alloc(0),
      sourceIp: localEdgeAddress,
      routeKey,
      pathParameters,
    }),
    {} as Context,
  );

describe('the shared handler pipeline, on the public settings route', () => {
  it('answers with the stored settings as JSON and the security headers', async () => {
    dynamo.on(GetCommand).resolves({
      Item: {
        PK: 'SETTINGS',
        SK: 'GLOBAL',
        registrationOpen: false,
        maintenanceMode: true,
        maintenanceMessage: 'Back soon',
      },
    });
    const result = await call('GET /api/settings/public', '/api/settings/public');
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body!)).toEqual({
      registrationOpen: false,
      maintenanceMode: true,
      maintenanceMessage: 'Back soon',
      emergencyLockdown: false,
      lockdownChangedAt: null,
      lockdownInstructions: '',
      // No room types stored yet: the site lists the hostel's defaults, in its currency and unpriced.
      roomTypes: defaultRoomTypes,
      currency: defaultCurrency,
      // The Services page's promise follows the normal repair target (docs/spec.md §16).
      repairAnswerHours: defaultRepairTargetHours.normal,
    });
    expect(result.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
  });

  it('refuses a malformed tab id with 400 and a message', async () => {
    const result = await call('GET /api/tab/{tabId}/settings/public', '/api/tab/x/settings/public', {
      tabId: 'x',
    });
    expect(result.statusCode).toBe(400);
    expect(JSON.parse(result.body!)).toEqual({ message: 'Invalid tab id' });
  });

  it('answers 404 for a route this domain does not serve', async () => {
    const result = await call('GET /api/tab/{tabId}/rooms', '/api/tab/abcdefgh/rooms', { tabId: 'abcdefgh' });
    expect(result.statusCode).toBe(404);
  });

  it('refuses with 403 a request that did not come through CloudFront, before reading anything', async () => {
    const direct = await call('GET /api/settings/public', '/api/settings/public', {}, {}, false);
    const forged = await call(
      'GET /api/settings/public',
      '/api/settings/public',
      {},
      { 'x-origin-verify': 'a guess of the secret', 'cloudfront-viewer-address': '203.0.113.7:443' },
      false,
    );
    for (const result of [direct, forged]) {
      expect(result.statusCode).toBe(403);
      expect(JSON.parse(result.body!)).toEqual({
        message: 'This API answers only requests made through the site.',
      });
    }
    expect(dynamo.calls()).toHaveLength(0);
  });

  it('hides the details of an unexpected failure behind a 500 with a plain message', async () => {
    dynamo.on(GetCommand).rejects(new Error('connection reset by peer at 10.1.2.3'));
    const result = await call('GET /api/settings/public', '/api/settings/public');
    expect(result.statusCode).toBe(500);
    expect(result.body).not.toContain('10.1.2.3');
    expect(JSON.parse(result.body!).message).toBe('Something went wrong. Please try again.');
  });
});

describe('path parameters, even of an operation without a params schema', () => {
  /** A public operation that reads its path parameter with no schema: it echoes what it was given. */
  async function schemaLessHandler() {
    const { domainHandler } = await import('../../../functions/api/http/pipeline.ts');
    const { defineOperation } = await import('../../../functions/api/http/operation.ts');
    const echo = defineOperation({
      route: 'GET /things/{name}',
      access: 'public',
      plain: true,
      handle: async ({ event }) => ({ name: event.pathParameters?.name }),
    });
    return domainHandler('content', { echo });
  }
  const named = async (name: string) =>
    (await schemaLessHandler())(
      toHttpEvent({
        method: 'GET',
        url: '/api/things/name',
        headers: throughCloudFront({}, { address: '203.0.113.7', port: 443 }, 'http'),
        body: Buffer.alloc(0),
        sourceIp: localEdgeAddress,
        routeKey: 'GET /api/things/{name}',
        pathParameters: { name },
      }),
      {} as Context,
    ) as Promise<APIGatewayProxyStructuredResultV2>;

  it('passes safe text to the operation', async () => {
    const result = await named('Bloc A ü');
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body!)).toEqual({ name: 'Bloc A ü' });
  });

  // A lone surrogate has no UTF-8 form a URL could carry; a gateway that decodes leniently could still
  // hand one on, as here.
  it.for(['a\u0000b', 'bell\u0007', 'c1\u0085', 'lone \ud800'])(
    'refuses %j with 400 and the unsafe-text message before the operation runs',
    async (name) => {
      const result = await named(name);
      expect(result.statusCode).toBe(400);
      expect(JSON.parse(result.body!)).toEqual({
        message: messages.requests.unsafeText,
        errors: { name: messages.requests.unsafeText },
      });
    },
  );
});

describe('the shared handler pipeline, for a signed-in student', () => {
  it("reads the settings alongside the tab's session, not after it", async () => {
    const { signSessionToken } = await import('../../../functions/api/session/token.ts');
    const { sessionKey, settingsKey } = await import('../../../functions/data/keys.ts');
    const { defaultSettings } = await import('../../../functions/data/settings.ts');
    const { hashOfSecret } = await import('../../../functions/data/ids.ts');
    const tabId = 'tabtab01';
    const sessionId = hashOfSecret('s1');
    const session = {
      ...sessionKey(sessionId),
      id: sessionId,
      userId: 'u1',
      role: 'student',
      tabId,
      csrfToken: 'c',
      remember: false,
      createdAt: new Date().toISOString(),
      expiresAt: Math.floor(Date.now() / 1000) + 600,
    };
    // The session read answers only once the settings read has started, or after 300 ms without it.
    let settingsRequested: () => void = () => undefined;
    const settingsStarted = new Promise<void>((resolve) => (settingsRequested = resolve));
    let settingsStartedDuringSessionRead = false;
    dynamo.on(GetCommand).callsFake(async (input: { Key: Record<string, string> }) => {
      if (input.Key.PK === settingsKey().PK) {
        settingsRequested();
        return { Item: { ...settingsKey(), ...defaultSettings() } };
      }
      if (input.Key.PK === sessionKey(sessionId).PK) {
        settingsStartedDuringSessionRead = await Promise.race([
          settingsStarted.then(() => true),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 300)),
        ]);
        return { Item: session };
      }
      return {};
    });
    const token = await signSessionToken(
      { sid: 's1', tab: tabId, role: 'student' },
      Math.floor(Date.now() / 1000) + 600,
    );

    const result = await call(
      'GET /api/tab/{tabId}/settings/public',
      `/api/tab/${tabId}/settings/public`,
      { tabId },
      { cookie: `hostel_session=${token}` },
    );

    expect(result.statusCode).toBe(200);
    expect(settingsStartedDuringSessionRead).toBe(true);
  });
});
