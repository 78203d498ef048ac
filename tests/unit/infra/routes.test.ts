import { Match, type Template } from 'aws-cdk-lib/assertions';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { routeKeysOf } from '../../../functions/routes.ts';
import { routes } from '../../../functions/route-table.ts';
import {
  jobsFunction,
  needsOf,
  realtimeFunction,
  timeoutSecondsOf,
} from '../../../infra/cdk/function-needs.ts';
import { routedDomains } from '../../../infra/cdk/http-api.ts';
import { webSocketRouteKeys } from '../../../infra/cdk/websocket-api.ts';
import { synthTimeout, synthesise } from './synth.ts';
import { provideLayer } from '../../support/lambda-bundles.ts';

type Resources = Record<string, { Properties: Record<string, unknown> }>;

let template: Template;
let outdir: string;
beforeAll(() => {
  // This file also bundles the functions for real, as `cdk deploy` does.
  const result = synthesise({ context: { 'aws:cdk:bundling-stacks': ['**'] } });
  template = result.template;
  outdir = result.assembly.directory;
  // Bundling every function with esbuild takes several times a plain synth.
}, 3 * synthTimeout);

/** The logical id of the one API of a protocol. */
function apiId(protocol: 'HTTP' | 'WEBSOCKET'): string {
  const apis = Object.keys(
    template.findResources('AWS::ApiGatewayV2::Api', { Properties: { ProtocolType: protocol } }),
  );
  expect(apis).toHaveLength(1);
  return apis[0]!;
}

function routesOf(api: string): Resources {
  return template.findResources('AWS::ApiGatewayV2::Route', {
    Properties: { ApiId: { Ref: api } },
  }) as Resources;
}

/** The Lambda an API Gateway route invokes: route → integration → function. */
function functionOfRoute(route: { Properties: Record<string, unknown> }): string {
  const target = JSON.stringify(route.Properties.Target);
  const integrationId = /"Ref":"(\w+)"/.exec(target)![1]!;
  const integration = template.toJSON().Resources[integrationId];
  // HTTP integrations name the function's ARN; WebSocket ones wrap it in the invocation URI.
  return /"Fn::GetAtt":\["(\w+)","Arn"\]/.exec(JSON.stringify(integration.Properties.IntegrationUri))![1]!;
}

describe('the HTTP API', () => {
  test('has exactly one route per route key of the route table, and no other', () => {
    const expected = routes.flatMap(routeKeysOf).sort();
    const actual = Object.values(routesOf(apiId('HTTP')))
      .map((route) => route.Properties.RouteKey as string)
      .sort();
    expect(actual).toEqual(expected);
    expect(new Set(actual).size).toBe(actual.length);
  });

  test("sends every route to its own domain's Lambda", () => {
    const byKey = new Map(
      Object.values(routesOf(apiId('HTTP'))).map((route) => [route.Properties.RouteKey as string, route]),
    );
    for (const route of routes) {
      for (const key of routeKeysOf(route)) {
        expect(functionOfRoute(byKey.get(key)!), key).toMatch(
          new RegExp(`^Http${route.domain.replaceAll('-', '')}Function`),
        );
      }
    }
  });

  test('has one Lambda per domain of the route table, plus the realtime Lambda and the jobs worker', () => {
    const ours = Object.keys(template.findResources('AWS::Lambda::Function')).filter(
      (id) => !id.startsWith('CustomCDKBucketDeployment'),
    );
    expect(ours.sort()).toEqual(
      [
        ...routedDomains().map((d) => `Http${d.replaceAll('-', '')}Function`),
        'RealtimeFunction',
        'JobsWorkerFunction',
      ]
        .sort()
        .map((prefix) => expect.stringMatching(new RegExp(`^${prefix}[0-9A-F]{8}$`))),
    );
  });

  test('logs every request as JSON and is throttled', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      ApiId: { Ref: apiId('HTTP') },
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() },
      AccessLogSettings: { Format: Match.stringLikeRegexp('"requestId":"\\$context.requestId"') },
    });
  });
});

describe('the WebSocket API', () => {
  test('has $connect, $disconnect and $default, all on the realtime Lambda', () => {
    const wsRoutes = Object.values(routesOf(apiId('WEBSOCKET')));
    expect(wsRoutes.map((route) => route.Properties.RouteKey).sort()).toEqual([...webSocketRouteKeys].sort());
    for (const route of wsRoutes) expect(functionOfRoute(route)).toMatch(/^RealtimeFunction/);
  });

  test('is served on the stage named like its CDN path, /ws', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      ApiId: { Ref: apiId('WEBSOCKET') },
      StageName: 'ws',
    });
  });
});

describe('every function of the product', () => {
  const ours = () =>
    Object.entries(template.findResources('AWS::Lambda::Function') as Resources).filter(
      ([id]) => !id.startsWith('CustomCDKBucketDeployment'),
    );

  test('runs Node.js 24 on arm64, traced, with its own log group', () => {
    for (const [id, fn] of ours()) {
      expect(fn.Properties, id).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        TracingConfig: { Mode: 'Active' },
        LoggingConfig: { LogGroup: { Ref: expect.any(String) } },
      });
    }
    const retained = Object.values(template.findResources('AWS::Logs::LogGroup') as Resources).filter(
      (group) => group.Properties.RetentionInDays,
    );
    expect(retained.length).toBeGreaterThanOrEqual(ours().length);
  });

  test('has the timeout function-needs.ts gives it, or 10 s', () => {
    const names = new Map<string, string>([
      ...routedDomains().map((domain) => [`Http${domain.replaceAll('-', '')}Function`, domain] as const),
      ['RealtimeFunction', realtimeFunction] as const,
      ['JobsWorker', jobsFunction] as const,
    ]);
    for (const [id, fn] of ours()) {
      const name = [...names].find(([prefix]) => id.startsWith(prefix))![1];
      expect(fn.Properties.Timeout, id).toBe(timeoutSecondsOf(name));
      expect(timeoutSecondsOf(name)).toBe(needsOf(name).timeoutSeconds ?? 10);
    }
    expect(needsOf('exports').timeoutSeconds).toBeGreaterThan(10);
  });

  test('has a name of its own: the WebSocket Lambda is named like no domain', () => {
    expect(routedDomains()).not.toContain(realtimeFunction);
  });

  test('gets the configuration functions/platform/env.ts reads, with production settings', () => {
    for (const [id, fn] of ours()) {
      expect(fn.Properties.Environment, id).toMatchObject({
        Variables: {
          STAGE: 'production',
          TABLE_NAME: { Ref: expect.stringMatching(/^Table/) },
          PUBLIC_ORIGIN: 'https://hostel.example.edu',
          HOSTEL_TIME_ZONE: 'Africa/Accra',
          SENDER_EMAIL: 'noreply@example.edu',
          SESSION_SECRET_ARN: { Ref: expect.stringMatching(/^SessionSigningKey/) },
          JOBS_QUEUE_URL: { Ref: expect.stringMatching(/^JobsQueue/) },
        },
      });
    }
  });
});

describe('the function bundles', () => {
  test(
    'are minified ES modules with source maps that Node 24 loads, exporting the handler',
    async () => {
      const functions = Object.entries(template.findResources('AWS::Lambda::Function') as Resources).filter(
        ([id]) => !id.startsWith('CustomCDKBucketDeployment'),
      );
      // Powertools comes from the stack's own layer: its synthesized asset goes where Lambda puts it.
      const [layer] = Object.values(template.findResources('AWS::Lambda::LayerVersion') as Resources);
      const layerHash = /^([0-9a-f]{64})\.zip$/.exec(
        (layer!.Properties.Content as { S3Key: string }).S3Key,
      )![1]!;
      await provideLayer(outdir, join(outdir, `asset.${layerHash}`));
      for (const [id, fn] of functions) {
        const assetHash = /^([0-9a-f]{64})\.zip$/.exec((fn.Properties.Code as { S3Key: string }).S3Key)![1]!;
        const bundle = join(outdir, `asset.${assetHash}`, 'index.mjs');
        expect(existsSync(`${bundle}.map`), id).toBe(true);
        // The common-password list sits beside the bundle, where the password rule reads it.
        expect(existsSync(join(outdir, `asset.${assetHash}`, 'common-passwords.txt')), id).toBe(true);
        const code = readFileSync(bundle, 'utf8');
        // Minified: past the banner, whitespace is rare (source code runs at 13% or more; this at 3 to 5%).
        const body = code.slice(code.indexOf('\n') + 1);
        expect((body.match(/\s/g) ?? []).length / body.length, id).toBeLessThan(0.08);
        const loaded = spawnSync(
          process.execPath,
          [
            '--input-type=module',
            '-e',
            `const m = await import(${JSON.stringify(bundle)}); console.log(typeof m.handler);`,
          ],
          { encoding: 'utf8' },
        );
        expect(loaded.stderr, id).toBe('');
        expect(loaded.stdout.trim(), id).toBe('function');
        // The shims of infra/cdk/bundling.ts are in: credentials from the environment only (no profile,
        // SSO or STS code), node:http required rather than imported, no event-stream codecs, and the SES
        // and SQS clients without the schemas of the operations the functions never call.
        expect(code, id).toContain('@aws-sdk/credential-provider-env - fromEnv');
        expect(code, id).not.toContain('@aws-sdk/credential-provider-ini');
        expect(code, id).not.toMatch(/from\s*"node:http"/);
        expect(code, id).toContain('Event streams are not bundled into the Lambdas');
        expect(code, id).not.toContain('EventStreamCodec');
        expect(code, id).not.toContain('CreateEmailIdentityRequest');
        expect(code, id).not.toContain('ReceiveMessageRequest');
      }
    },
    synthTimeout,
  ); // a Node process per function, to load each bundle
});
