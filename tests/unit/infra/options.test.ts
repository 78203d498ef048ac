import { App } from 'aws-cdk-lib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, test } from 'vitest';
import { placeholdersIn, readConfig } from '../../../infra/cdk/config.ts';
import { projectRoot } from '../../../infra/cdk/paths.ts';
import { defineProduct } from '../../../infra/cdk/product-app.ts';
import { anonymousAuthPaths, wafPathTransformations } from '../../../infra/cdk/waf-stack.ts';
import { operations as authOperations } from '../../../functions/api/auth/operations.ts';
import { methodAndPath } from '../../../functions/routes.ts';
import { fakeBuilds, synthesise, synthTimeout, temporaryDir, testContext } from './synth.ts';

const read = (context: Record<string, unknown>) => readConfig((key) => context[key]);

describe('the deploy context', () => {
  test('names every missing or malformed value', () => {
    expect(() => read({})).toThrow(/-c publicOrigin:(.|\n)*-c senderEmail:/);
    expect(() => read({ ...testContext, publicOrigin: 'http://hostel.example.edu' })).toThrow(/https/);
    expect(() =>
      read({ ...testContext, certificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/x' }),
    ).toThrow(/us-east-1/);
    expect(() => read({ ...testContext, domainName: 'other.org' })).toThrow(
      /must be an address of domainName/,
    );
  });

  test("reads the account's API Gateway rate and the lockdown's share of it, refusing a share above all of it", () => {
    expect(read({ ...testContext, apiGatewayRate: '2500', pushRateShare: '0.5' })).toMatchObject({
      apiGatewayRate: 2500,
      pushRateShare: 0.5,
    });
    expect(read(testContext)).toMatchObject({ apiGatewayRate: 10_000, pushRateShare: 0.8 });
    expect(() => read({ ...testContext, pushRateShare: '1.5' })).toThrow(/-c pushRateShare/);
  });

  test("reads the hostel's time zone, UTC unless given, refusing one Intl does not know", () => {
    expect(read({ ...testContext, timeZone: undefined })).toMatchObject({ timeZone: 'UTC' });
    expect(read({ ...testContext, timeZone: 'Asia/Tokyo' })).toMatchObject({ timeZone: 'Asia/Tokyo' });
    expect(() => read({ ...testContext, timeZone: 'Mars/Olympus_Mons' })).toThrow(
      /-c timeZone: timeZone must be an IANA time zone, e.g. Africa\/Accra/,
    );
  });

  test('keeps only the origin of publicOrigin, and reads flags given as strings on the command line', () => {
    const config = read({
      ...testContext,
      publicOrigin: 'https://hostel.example.edu/',
      enableWaf: 'true',
      build: 'false',
    });
    expect(config).toMatchObject({
      publicOrigin: 'https://hostel.example.edu',
      enableWaf: true,
      build: false,
    });
    expect(read(testContext)).toMatchObject({ enableWaf: false, build: true });
  });

  test(
    "cdk.json's placeholders let a fresh clone synthesise, and are pointed out",
    () => {
      const cdkJson = JSON.parse(readFileSync(join(projectRoot, 'cdk.json'), 'utf8')) as {
        context: Record<string, unknown>;
      };
      expect(placeholdersIn(read(cdkJson.context))).toEqual(['publicOrigin', 'senderEmail']);
      expect(
        placeholdersIn(
          read({ publicOrigin: 'https://hostel.northgate.ac.uk', senderEmail: 'mail@northgate.ac.uk' }),
        ),
      ).toEqual([]);
      const app = new App({
        outdir: temporaryDir('hostel-cdk-'),
        context: { 'aws:cdk:bundling-stacks': [] },
        builtinCloudFormationValidation: false,
      });
      const { stack } = defineProduct(app, { config: read(cdkJson.context), builds: fakeBuilds(), env: {} });
      Annotations.fromStack(stack).hasWarning(
        '*',
        Match.stringLikeRegexp('publicOrigin and senderEmail still hold the example values'),
      );
      // The synth passes; CloudFormation refuses the deploy, saying what to pass.
      const { Rules } = Template.fromStack(stack).toJSON() as {
        Rules: Record<string, { Assertions: { Assert: unknown; AssertDescription: string }[] }>;
      };
      expect(Rules.RefusePlaceholderContext?.Assertions).toEqual([
        {
          Assert: { 'Fn::Equals': [{ Ref: 'PlaceholderContext' }, ''] },
          AssertDescription: expect.stringMatching(
            /publicOrigin and senderEmail still hold the example values.*-c publicOrigin=https:\/\/.*-c senderEmail=/,
          ),
        },
      ]);
    },
    synthTimeout,
  );

  test('a WAF needs a known region, since it is referenced across regions', () => {
    const app = new App({ outdir: temporaryDir('hostel-cdk-'), context: { 'aws:cdk:bundling-stacks': [] } });
    expect(() =>
      defineProduct(app, {
        config: read({ ...testContext, enableWaf: true }),
        builds: fakeBuilds(),
        env: {},
      }),
    ).toThrow(/enableWaf needs the target region/);
  });
});

describe('with a custom domain, a mail domain, alarm mail and the WAF', () => {
  const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-4e5f';
  let template: Template;
  let wafTemplate: Template;
  beforeAll(() => {
    const result = synthesise({
      context: {
        certificateArn,
        domainName: 'example.edu',
        alarmEmail: 'ops@example.edu',
        enableWaf: 'true',
        wafRateLimit: '500',
      },
    });
    template = result.template;
    wafTemplate = result.wafTemplate!;
  }, synthTimeout);

  test('the CDN answers for the host of publicOrigin with the certificate, TLS 1.2 at least', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: {
        Aliases: ['hostel.example.edu'],
        ViewerCertificate: { AcmCertificateArn: certificateArn, MinimumProtocolVersion: 'TLSv1.2_2021' },
      },
    });
  });

  test('a rate-based WAF rule in us-east-1 counts only the anonymous auth calls of each IP', () => {
    wafTemplate.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      Rules: [
        Match.objectLike({
          Action: { Block: {} },
          Statement: {
            RateBasedStatement: {
              Limit: 500,
              AggregateKeyType: 'IP',
              ScopeDownStatement: {
                AndStatement: {
                  Statements: [
                    {
                      ByteMatchStatement: Match.objectLike({
                        FieldToMatch: { Method: {} },
                        PositionalConstraint: 'EXACTLY',
                        SearchString: 'POST',
                      }),
                    },
                    {
                      RegexMatchStatement: {
                        FieldToMatch: { UriPath: {} },
                        RegexString: anonymousAuthPaths,
                        TextTransformations: wafPathTransformations.map((Type, Priority) => ({
                          Priority,
                          Type,
                        })),
                      },
                    },
                  ],
                },
              },
            },
          },
        }),
      ],
    });
    // WAF's documented transformations, played in order: URL_DECODE, NORMALIZE_PATH, LOWERCASE.
    const asWafSeesIt = (path: string) =>
      decodeURIComponent(path)
        .replace(/\/{2,}/g, '/')
        .replace(/\/(\.\/)+/g, '/')
        .toLowerCase();
    const counted = { test: (path: string) => new RegExp(anonymousAuthPaths).test(asWafSeesIt(path)) };
    for (const path of [
      '/api/auth/login/',
      '/api//auth/./login',
      '/API/AUTH/LOGIN',
      '/api/auth/%6Cogin',
      '/api/tab/Ab-_1234/auth/login/',
      '/api/auth/register',
      '/api/auth/forgot-password',
      '/api/auth/resend-verification',
      '/api/auth/reset-password',
      '/api/tab/Ab-_1234/auth/login',
      '/api/tab/Ab-_1234/auth/register',
      '/api/auth/verify-email',
      '/api/tab/Ab-_1234/auth/verify-email/',
      '/api/auth/confirm-email',
      '/api/auth/undo-email-change',
    ])
      expect(counted.test(path), path).toBe(true);
    // Every public auth call is counted, but the CSRF token each page load asks for.
    const publicAuthPaths = Object.values(authOperations)
      .filter((operation) => operation.access === 'public' && operation !== authOperations.getCsrfToken)
      .flatMap((operation) => [operation.route].flat())
      .map((key) => methodAndPath(key).path)
      .map((path) => `/api${path}`.replace(/\{[^}]+\}/g, 'a1b2'));
    expect(publicAuthPaths.length).toBeGreaterThan(5);
    for (const path of publicAuthPaths) expect(counted.test(path), path).toBe(true);
    for (const path of [
      '/',
      '/management/login',
      '/management/assets/index.js',
      '/api/settings/public',
      '/api/tab/Ab-_1234/auth/csrf-token',
      '/api/tab/Ab-_1234/auth/logout',
      '/api/tab/Ab-_1234/bookings',
      '/api/tab/Ab-_1234/x/auth/login',
    ])
      expect(counted.test(path), path).toBe(false);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: { WebACLId: Match.anyValue() },
    });
  });

  test('SES verifies the whole mail domain and the stack prints its DKIM records', () => {
    template.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'example.edu' });
    expect(
      Object.keys(template.findOutputs('*')).filter((name) => name.startsWith('DkimRecord')),
    ).toHaveLength(3);
  });

  test('alarms reach the operator by mail (which alarms there are: observability.test.ts)', () => {
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@example.edu',
    });
    const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm'));
    expect(alarms.length).toBeGreaterThan(0);
    for (const alarm of alarms) expect(alarm.Properties.AlarmActions).toHaveLength(1);
  });

  test('the stack outputs what the deploy instructions use, and no API endpoint that skips the CDN', () => {
    expect(Object.keys(template.findOutputs('*')).filter((name) => !name.startsWith('DkimRecord'))).toEqual([
      'TableName',
      'SiteUrl',
    ]);
    expect(JSON.stringify(template.findOutputs('*'))).not.toMatch(/ApiEndpoint|execute-api|WebSocketStage/);
  });
});
