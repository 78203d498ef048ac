import { Match, type Template } from 'aws-cdk-lib/assertions';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { checkBuilds } from '../../../infra/cdk/cdn.ts';
import {
  pagePathsOf,
  siteRequestCode,
  siteResponseCode,
  spaRequestCode,
} from '../../../infra/cdk/edge-functions.ts';
import { pageContentSecurityPolicy, pageSecurityHeaders } from '../../../infra/security-headers.ts';
import { fakeBuilds, synthesise, synthTimeout } from './synth.ts';

// AWS's managed policies, by their fixed ids.
const cachingDisabled = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const cachingOptimized = '658327ea-f89d-4fab-a63d-7e88639e58f6';

interface Behavior {
  PathPattern?: string;
  TargetOriginId: string;
  CachePolicyId: string;
  OriginRequestPolicyId?: string;
  AllowedMethods?: string[];
  ViewerProtocolPolicy: string;
  ResponseHeadersPolicyId?: unknown;
  FunctionAssociations?: { EventType: string; FunctionARN: { 'Fn::GetAtt': [string, string] } }[];
}

let template: Template;
let assemblyDir: string;
let config: {
  DefaultCacheBehavior: Behavior;
  CacheBehaviors: Behavior[];
  Origins: Record<string, unknown>[];
};
beforeAll(() => {
  const synthesis = synthesise();
  template = synthesis.template;
  assemblyDir = synthesis.assembly.directory;
  const distributions = Object.values(template.findResources('AWS::CloudFront::Distribution'));
  expect(distributions).toHaveLength(1);
  config = distributions[0]!.Properties.DistributionConfig;
}, synthTimeout);

const behavior = (pattern: string) => config.CacheBehaviors.find((b) => b.PathPattern === pattern)!;

/** The code of the CloudFront Function associated with a behaviour for an event. */
function functionCode(b: Behavior, eventType: string): string {
  const association = b.FunctionAssociations?.find((a) => a.EventType === eventType);
  expect(association, eventType).toBeDefined();
  const id = association!.FunctionARN['Fn::GetAtt'][0];
  const fn = template.toJSON().Resources[id];
  expect(fn.Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
  return fn.Properties.FunctionCode;
}

/** Runs CloudFront Function code on an event, as CloudFront would. */
function run(code: string, event: object): Record<string, unknown> {
  const handler = new Function(`${code}\nreturn handler;`)() as (e: object) => Record<string, unknown>;
  return handler(structuredClone(event));
}
const requestFor = (uri: string) => ({ request: { uri, method: 'GET', headers: {}, querystring: {} } });

describe('the distribution', () => {
  test('has exactly the five path groups', () => {
    expect(config.CacheBehaviors.map((b) => b.PathPattern).sort()).toEqual([
      '/api/*',
      '/management*',
      '/room-photos/*',
      '/ws',
    ]);
    expect(config.Origins).toHaveLength(5);
  });

  test("serves room types' photos from the uploads bucket's public prefix, and lets it read nothing else there", () => {
    const photos = behavior('/room-photos/*');
    expect(photos).toMatchObject({
      CachePolicyId: cachingOptimized,
      ViewerProtocolPolicy: 'redirect-to-https',
      ResponseHeadersPolicyId: { Ref: expect.stringMatching(/^CdnPageHeaders/) },
    });
    const origin = config.Origins.find((o) => o.Id === photos.TargetOriginId)!;
    expect(origin).toMatchObject({
      OriginPath: '/public',
      DomainName: { 'Fn::GetAtt': [expect.stringMatching(/^UploadsBucket/), 'RegionalDomainName'] },
      OriginAccessControlId: expect.anything(),
    });
    const [policy] = Object.values(
      template.findResources('AWS::S3::BucketPolicy', {
        Properties: { Bucket: { Ref: Match.stringLikeRegexp('^UploadsBucket') } },
      }),
    );
    const cloudFront = (policy!.Properties.PolicyDocument.Statement as Record<string, unknown>[]).filter(
      (statement) => JSON.stringify(statement.Principal).includes('cloudfront.amazonaws.com'),
    );
    expect(cloudFront).toHaveLength(1);
    expect(cloudFront[0]).toMatchObject({ Effect: 'Allow', Action: 's3:GetObject' });
    expect(JSON.stringify(cloudFront[0]!.Resource)).toContain('/public/room-photos/*');
    expect(JSON.stringify(cloudFront[0]!.Condition)).toContain('AWS:SourceArn');
  });

  test('sends /api/* and /ws to the APIs uncached, through origin request policies of their own', () => {
    for (const pattern of ['/api/*', '/ws']) {
      expect(behavior(pattern), pattern).toMatchObject({
        CachePolicyId: cachingDisabled,
        OriginRequestPolicyId: { Ref: expect.stringMatching(/^Cdn(Api|WebSocket)Requests/) },
        AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']),
        ViewerProtocolPolicy: 'https-only',
      });
    }
    const originOf = (pattern: string) =>
      config.Origins.find((o) => o.Id === behavior(pattern).TargetOriginId);
    expect(originOf('/api/*')).toMatchObject({
      DomainName: {
        'Fn::Select': [
          2,
          { 'Fn::Split': ['/', { 'Fn::GetAtt': [expect.stringMatching(/^HttpApi/), 'ApiEndpoint'] }] },
        ],
      },
      CustomOriginConfig: { OriginProtocolPolicy: 'https-only' },
    });
    expect(originOf('/ws')).toMatchObject({
      DomainName: {
        'Fn::Select': [
          2,
          { 'Fn::Split': ['/', { 'Fn::GetAtt': [expect.stringMatching(/^WebSocketApi/), 'ApiEndpoint'] }] },
        ],
      },
    });
  });

  test('serves the site and the SPA from private buckets through origin access control, with the page headers', () => {
    for (const pages of [config.DefaultCacheBehavior, behavior('/management*')]) {
      expect(pages).toMatchObject({
        CachePolicyId: cachingOptimized,
        ViewerProtocolPolicy: 'redirect-to-https',
        ResponseHeadersPolicyId: { Ref: expect.stringMatching(/^CdnPageHeaders/) },
      });
    }
    const s3Origins = config.Origins.filter((o) => o.S3OriginConfig);
    expect(s3Origins).toHaveLength(3);
    for (const origin of s3Origins) expect(origin.OriginAccessControlId).toBeDefined();
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 3);
    template.allResourcesProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
  });

  test('sends the headers of infra/security-headers.ts with every page, for the uploads bucket', () => {
    const headers = pageSecurityHeaders('https://uploads.example');
    const [policy] = Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    // The bucket's regional name is known at deploy time: CloudFormation joins it into the policy.
    const [separator, parts] = policy!.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig
      .ContentSecurityPolicy.ContentSecurityPolicy['Fn::Join'] as [string, unknown[]];
    const bucketNames = parts.filter((part) => typeof part !== 'string');
    expect(bucketNames.length).toBeGreaterThan(0);
    for (const name of bucketNames)
      expect(name).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/^UploadsBucket/), 'RegionalDomainName'] });
    expect(parts.map((part) => (typeof part === 'string' ? part : 'uploads.example')).join(separator)).toBe(
      pageContentSecurityPolicy('https://uploads.example'),
    );
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: {
          StrictTransportSecurity: {
            AccessControlMaxAgeSec: 63072000,
            IncludeSubdomains: true,
            Preload: true,
          },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: headers['x-frame-options'] },
          ReferrerPolicy: { ReferrerPolicy: headers['referrer-policy'] },
        },
        CustomHeadersConfig: {
          Items: Match.arrayWith(
            ['cross-origin-opener-policy', 'cross-origin-resource-policy', 'permissions-policy'].map(
              (header) => Match.objectLike({ Header: header, Value: headers[header], Override: true }),
            ),
          ),
        },
      },
    });
    expect(pageContentSecurityPolicy('https://uploads.example')).toContain("frame-ancestors 'none'");
  });

  test('uploads both builds, the 404 page marked so it answers 404, and invalidates the CDN', () => {
    // Pages, the 404 page, the SPA, and the hashed assets of each build (below).
    template.resourceCountIs('Custom::CDKBucketDeployment', 5);
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      Exclude: ['404.html', '_astro/*'],
      DistributionPaths: ['/*'],
    });
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      Prune: false,
      UserMetadata: { 'page-status': 'not-found' },
      DistributionPaths: ['/404.html'],
    });
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketKeyPrefix: 'management/',
      DistributionPaths: ['/management*'],
    });
  });

  test('uploads no source map: every file of the builds but the maps reaches a bucket', () => {
    // Each deployment's source is an asset staged in the cloud assembly as the files it will upload.
    const uploaded = Object.values(template.findResources('Custom::CDKBucketDeployment')).flatMap(
      (deployment) =>
        (deployment.Properties.SourceObjectKeys as string[]).flatMap((key) => {
          const staged = join(assemblyDir, `asset.${key.replace(/\.zip$/, '')}`);
          return existsSync(staged) ? readdirSync(staged, { recursive: true, encoding: 'utf8' }) : [];
        }),
    );
    for (const script of ['index.js', 'service-worker.js', 'app.js']) expect(uploaded).toContain(script);
    expect(uploaded.filter((file) => file.endsWith('.map'))).toEqual([]);
  });

  test('logs to a retained, private log bucket', () => {
    expect(config).toMatchObject({ Logging: { Prefix: 'cdn/' } });
    template.hasResource('AWS::S3::Bucket', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ OwnershipControls: Match.anyValue() }),
    });
  });
});

describe('the CloudFront Functions', () => {
  test('site: clean URLs of prerendered pages reach their index.html; files pass; anything else is the 404 page', () => {
    const code = functionCode(config.DefaultCacheBehavior, 'viewer-request');
    const uriOf = (uri: string) => (run(code, requestFor(uri)) as { uri: string }).uri;
    expect(uriOf('/')).toBe('/index.html');
    expect(uriOf('/about')).toBe('/about/index.html');
    expect(uriOf('/about/')).toBe('/about/index.html');
    expect(uriOf('/rooms')).toBe('/rooms/index.html');
    expect(uriOf('/_astro/app.js')).toBe('/_astro/app.js');
    expect(uriOf('/no-such-page')).toBe('/404.html');
    expect(uriOf('/about/nested')).toBe('/404.html');
  });

  test('site: the marked 404 page answers with status 404 and loses the marker; other pages keep 200', () => {
    const code = functionCode(config.DefaultCacheBehavior, 'viewer-response');
    const respond = (headers: Record<string, { value: string }>, statusCode = 200) =>
      run(code, { ...requestFor('/x'), response: { statusCode, statusDescription: 'OK', headers } }) as {
        statusCode: number;
        headers: Record<string, unknown>;
      };
    const notFound = respond({ 'x-amz-meta-page-status': { value: 'not-found' } });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers).not.toHaveProperty('x-amz-meta-page-status');
    expect(respond({}).statusCode).toBe(200);
    // A revalidated copy stays a 304.
    expect(respond({ 'x-amz-meta-page-status': { value: 'not-found' } }, 304).statusCode).toBe(304);
  });

  test('management: deep links get the SPA index.html, files pass', () => {
    const code = functionCode(behavior('/management*'), 'viewer-request');
    const uriOf = (uri: string) => (run(code, requestFor(uri)) as { uri: string }).uri;
    expect(uriOf('/management')).toBe('/management/index.html');
    expect(uriOf('/management/')).toBe('/management/index.html');
    expect(uriOf('/management/students/p/abc123')).toBe('/management/index.html');
    expect(uriOf('/management/assets/index-1a2b.js')).toBe('/management/assets/index-1a2b.js');
  });

  test('are generated from the build, so the function follows the pages', () => {
    const builds = fakeBuilds();
    expect(pagePathsOf(builds.site)).toEqual(['/', '/about', '/rooms']);
    expect(siteRequestCode(pagePathsOf(builds.site))).toContain('"/about":1');
    expect(siteResponseCode()).toContain('x-amz-meta-page-status');
    expect(spaRequestCode('/management')).toContain("'/management/index.html'");
  });

  test('a site too large to list in a CloudFront Function fails synthesis instead of deploying a broken one', () => {
    const manyPages = Array.from({ length: 1000 }, (_, i) => `/rooms/room-${i}`);
    expect(() => siteRequestCode(manyPages)).toThrow(/too many pages \(1000\)/);
  });
});

describe('the builds', () => {
  test('a missing build fails synthesis with what to run', () => {
    const builds = fakeBuilds();
    rmSync(join(builds.management, 'index.html'));
    expect(() => checkBuilds(builds)).toThrow(/management.*index\.html.*npm run build/s);
    expect(() => checkBuilds(fakeBuilds())).not.toThrow();
  });
});

describe('deploys keep open tabs working', () => {
  type Deployment = {
    Properties: {
      DestinationBucketKeyPrefix?: string;
      Prune?: boolean;
      Exclude?: string[];
      SystemMetadata?: Record<string, string>;
    };
  };
  const deployments = () =>
    Object.values(template.findResources('Custom::CDKBucketDeployment')) as Deployment[];

  test('hashed assets are never pruned and are cached for a year as immutable', () => {
    const hashed = deployments().filter(({ Properties }) =>
      /(^|\/)(_astro|assets)\/$/.test(Properties.DestinationBucketKeyPrefix ?? ''),
    );
    expect(hashed.map(({ Properties }) => Properties.DestinationBucketKeyPrefix).sort()).toEqual([
      '_astro/',
      'management/assets/',
    ]);
    for (const { Properties } of hashed) {
      expect(Properties.Prune).toBe(false);
      expect(Properties.SystemMetadata).toEqual({ 'cache-control': 'public, max-age=31536000, immutable' });
    }
  });

  test('pages, index.html and the service worker are revalidated, and their pruning spares the assets', () => {
    const pages = deployments().filter(
      ({ Properties }) => !/(_astro|assets)\/$/.test(Properties.DestinationBucketKeyPrefix ?? ''),
    );
    expect(pages).toHaveLength(3);
    for (const { Properties } of pages) {
      expect(Properties.SystemMetadata).toMatchObject({ 'cache-control': 'no-cache' });
      if (Properties.Prune !== false)
        expect(Properties.Exclude).toEqual(
          expect.arrayContaining([expect.stringMatching(/^(_astro|assets)\/\*$/)]),
        );
    }
  });
});
