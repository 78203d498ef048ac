import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, test } from 'vitest';
import { originSecretHeader, viewerAddressHeader } from '../../../functions/platform/edge-headers.ts';
import { apiViewerHeaders } from '../../../infra/api-origin-requests.ts';
import { bookingRush, httpStageThrottle } from '../../../infra/cdk/http-api.ts';
import { synthesise, synthTimeout } from './synth.ts';

interface Origin {
  Id: string;
  DomainName: unknown;
  OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[];
}
interface Behavior {
  PathPattern: string;
  TargetOriginId: string;
  OriginRequestPolicyId: { Ref: string };
}

let template: Template;
let origins: Origin[];
let behaviors: Behavior[];
beforeAll(() => {
  ({ template } = synthesise());
  const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
  ({ Origins: origins, CacheBehaviors: behaviors } = distribution!.Properties.DistributionConfig);
}, synthTimeout);

const behavior = (pattern: string) => behaviors.find((b) => b.PathPattern === pattern)!;
const originOf = (pattern: string) => origins.find((o) => o.Id === behavior(pattern).TargetOriginId)!;
const resource = (id: string) => template.toJSON().Resources[id];
const originSecretId = () =>
  Object.keys(template.findResources('AWS::SecretsManager::Secret')).find((id) =>
    id.startsWith('OriginSecret'),
  )!;

describe('only CloudFront reaches the APIs', () => {
  test('CloudFront sends both API origins the origin header, its value from Secrets Manager', () => {
    expect(originSecretId()).toBeDefined();
    for (const pattern of ['/api/*', '/ws']) {
      const headers = originOf(pattern).OriginCustomHeaders;
      expect(headers, pattern).toEqual([{ HeaderName: originSecretHeader, HeaderValue: expect.anything() }]);
      // A dynamic reference, resolved by CloudFormation at deploy time: the value is in no template.
      expect(JSON.stringify(headers![0]!.HeaderValue)).toMatch(
        new RegExp(`\\{\\{resolve:secretsmanager:.*${originSecretId()}.*SecretString`),
      );
    }
  });

  test('the pages and the SPA get no origin header', () => {
    for (const origin of origins.filter((o) => o.Id !== originOf('/api/*').Id && o.Id !== originOf('/ws').Id))
      expect(origin.OriginCustomHeaders, origin.Id).toBeUndefined();
  });

  test('every function reads the origin secret by its ARN, and may read nothing else of it', () => {
    const functions = Object.entries(template.findResources('AWS::Lambda::Function')).filter(
      ([, fn]) => fn.Properties.Environment?.Variables?.TABLE_NAME,
    );
    expect(functions.length).toBeGreaterThan(5);
    for (const [id, fn] of functions)
      expect(fn.Properties.Environment.Variables.ORIGIN_SECRET_ARN, id).toEqual({ Ref: originSecretId() });
    const readers = Object.values(template.findResources('AWS::IAM::Policy')).filter((policy) =>
      JSON.stringify(policy.Properties.PolicyDocument).includes(originSecretId()),
    );
    expect(readers).toHaveLength(functions.length);
    for (const policy of readers) {
      const statement = policy.Properties.PolicyDocument.Statement.find((s: { Resource: unknown }) =>
        JSON.stringify(s.Resource).includes(originSecretId()),
      );
      expect(statement.Action).toEqual(['secretsmanager:GetSecretValue', 'secretsmanager:DescribeSecret']);
    }
  });
});

describe("the viewer's address reaches the APIs", () => {
  test('the API behaviours forward CloudFront-Viewer-Address, the headers the functions read, and no Host', () => {
    const policyOf = (pattern: string) =>
      resource(behavior(pattern).OriginRequestPolicyId.Ref).Properties.OriginRequestPolicyConfig;
    const api = policyOf('/api/*');
    expect(api.HeadersConfig.HeaderBehavior).toBe('whitelist');
    // Paystack's webhook proves itself with X-Paystack-Signature (functions/domain/money/paystack.ts):
    // a header the policy leaves out never reaches the API, and every webhook would be refused.
    expect(api.HeadersConfig.Headers.map((h: string) => h.toLowerCase())).toEqual(
      expect.arrayContaining([
        viewerAddressHeader,
        'content-type',
        'x-csrf-token',
        'x-background',
        'x-paystack-signature',
      ]),
    );
    expect(api.CookiesConfig.CookieBehavior).toBe('all');
    expect(api.QueryStringsConfig.QueryStringBehavior).toBe('all');

    const ws = policyOf('/ws');
    expect(ws.HeadersConfig.Headers.map((h: string) => h.toLowerCase())).toEqual(
      expect.arrayContaining([
        viewerAddressHeader,
        'sec-websocket-key',
        'sec-websocket-version',
        'sec-websocket-protocol',
      ]),
    );
    // The socket's ticket travels as a subprotocol; its URL carries nothing the origin reads.
    expect(ws.QueryStringsConfig.QueryStringBehavior).toBe('none');

    for (const policy of [api, ws]) {
      expect(policy.HeadersConfig.Headers.map((h: string) => h.toLowerCase())).not.toContain('host');
      // CloudFront's quota: at most 10 headers in an origin request policy.
      expect(policy.HeadersConfig.Headers.length).toBeLessThanOrEqual(10);
    }
    expect(apiViewerHeaders.cloudFront.map((h) => h.toLowerCase())).toEqual([viewerAddressHeader]);
  });
});

describe('edge capacity', () => {
  test('the HTTP API stage is throttled for the booking rush: its rate, and every waiting tab at once', () => {
    expect(httpStageThrottle.rateLimit).toBe(
      (bookingRush.students * bookingRush.callsEach) / bookingRush.overSeconds,
    );
    expect(httpStageThrottle.burstLimit).toBeGreaterThanOrEqual(bookingRush.students);
    expect(bookingRush.students).toBeGreaterThanOrEqual(2000);
    const [stage] = Object.values(
      template.findResources('AWS::ApiGatewayV2::Stage', { Properties: { StageName: '$default' } }),
    );
    expect(stage!.Properties.DefaultRouteSettings).toMatchObject({
      ThrottlingRateLimit: httpStageThrottle.rateLimit,
      ThrottlingBurstLimit: httpStageThrottle.burstLimit,
    });
  });
});
