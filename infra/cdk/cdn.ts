import { Duration, Fn, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type { IHttpApi, IWebSocketApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as EdgeFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  PriceClass,
  ResponseHeadersPolicy,
  S3OriginAccessControl,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type BehaviorOptions,
  type OriginBindConfig,
  type OriginBindOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Effect, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  CfnBucket,
  ObjectOwnership,
  type IBucket,
} from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { originSecretHeader } from '../../functions/platform/edge-headers.ts';
import { pageSecurityHeaders } from '../security-headers.ts';
import {
  notFoundMetadata,
  pagePathsOf,
  siteRequestCode,
  siteResponseCode,
  spaRequestCode,
} from './edge-functions.ts';
import { acknowledgeLinterFinding } from './cfn-lint.ts';
import { acknowledgeIntendedWildcards } from './nag.ts';
import { cloudFrontHeadersOf } from './response-headers.ts';
import { unpublishedFiles } from '../published-files.ts';
import { publicUploadRoutes, publicUploadsOriginPath } from '../public-uploads.ts';
import { apiOriginRequests, apiViewerHeaders, type ApiOriginRequest } from '../api-origin-requests.ts';

/** The built front ends the CDN serves. */
export interface FrontEndBuilds {
  /** The Astro build (site/dist): index.html, 404.html and one folder per page. */
  site: string;
  /** The SPA build (management/dist), served under /management. */
  management: string;
}

export interface CdnProps {
  builds: FrontEndBuilds;
  httpApi: IHttpApi;
  webSocketApi: IWebSocketApi;
  /** The value CloudFront sends the API origins in its origin header, so they can tell it is CloudFront. */
  originSecret: ISecret;
  /** The custom host and its us-east-1 certificate, when the product has its own name. */
  customDomain?: { name: string; certificateArn: string };
  /** A WAF web ACL (scope CLOUDFRONT) in front of everything. */
  webAclArn?: string;
  /** The uploads bucket's origin, which the pages' CSP lets them post photos to and show them from. */
  uploadsOrigin: string;
  /** The uploads bucket, whose public prefixes the CDN serves on the site's origin (decision 0044). */
  uploadsBucket: IBucket;
}

export const managementBasePath = '/management';

/** Fails synthesis with what to do when a build is missing, rather than deploying an empty site. */
export function checkBuilds(builds: FrontEndBuilds): void {
  const required = [
    join(builds.site, 'index.html'),
    join(builds.site, '404.html'),
    join(builds.management, 'index.html'),
  ];
  const missing = required.filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `The front-end builds are missing (${missing.join(', ')}). Run \`npm run build\` first, or synthesise without -c build=false so the app builds them.`,
    );
  }
}

/** The build folders whose file names carry a content hash (Astro's and Vite's defaults). */
export const hashedAssetDirs = { site: '_astro', management: 'assets' } as const;

/** Hashed assets never change under a name; everything else is revalidated (the local server agrees). */
const immutable = CacheControl.fromString('public, max-age=31536000, immutable');
const revalidate = CacheControl.noCache();

/** The execute-api host of an API endpoint URL (https://id.execute-api.region.amazonaws.com). */
const hostOf = (endpoint: string) => Fn.select(2, Fn.split('/', endpoint));

/**
 * The uploads bucket as an origin that may read its public prefixes only (decision 0044). CDK's own
 * S3BucketOrigin.withOriginAccessControl grants the distribution every object of the bucket; here the
 * grant names the public prefixes, so a path CloudFront forwards can never read a student's photo.
 */
class PublicUploadsOrigin extends S3BucketOrigin {
  private readonly uploads: IBucket;

  constructor(uploads: IBucket) {
    super(uploads, { originPath: publicUploadsOriginPath });
    this.uploads = uploads;
  }

  override bind(scope: Construct, options: OriginBindOptions): OriginBindConfig {
    const accessControl = new S3OriginAccessControl(scope, 'S3OriginAccessControl');
    this.uploads.addToResourcePolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: publicUploadRoutes.map(({ prefix }) => this.uploads.arnForObjects(`${prefix}*`)),
        conditions: {
          StringEquals: {
            'AWS:SourceArn': `arn:${Stack.of(scope).partition}:cloudfront::${Stack.of(scope).account}:distribution/${options.distributionId}`,
          },
        },
      }),
    );
    const config = this._bind(scope, options);
    return {
      ...config,
      originProperty: {
        ...config.originProperty!,
        originAccessControlId: accessControl.originAccessControlId,
      },
    };
  }
}

function privateBucket(scope: Construct, id: string, logBucket: Bucket): Bucket {
  return new Bucket(scope, id, {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    // Only builds live here: the next deploy puts them back. The deployments empty them on stack
    // deletion (retainOnDelete: false), so the stack can remove them.
    removalPolicy: RemovalPolicy.DESTROY,
    serverAccessLogsBucket: logBucket,
    serverAccessLogsPrefix: `${id}/`,
  });
}

/**
 * One CloudFront distribution for the whole product: the site by default, the SPA under /management,
 * the HTTP API under /api/* and the WebSocket API at /ws, with the page security headers on every page.
 */
export class Cdn extends Construct {
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: CdnProps) {
    super(scope, id);
    checkBuilds(props.builds);

    const logBucket = new Bucket(this, 'Logs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront's standard logs are delivered with ACLs.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledgeLinterFinding(logBucket.node.defaultChild as CfnBucket, {
      rule: 'W3045',
      reason:
        'CloudFront standard logging writes through the log-delivery ACL, so this bucket keeps AccessControl: LogDeliveryWrite; it blocks all public access.',
    });
    const siteBucket = privateBucket(this, 'Site', logBucket);
    const managementBucket = privateBucket(this, 'Management', logBucket);

    const securityHeaders = new ResponseHeadersPolicy(this, 'PageHeaders', {
      comment: 'Security headers of the site and the management app (infra/security-headers.ts)',
      ...cloudFrontHeadersOf(pageSecurityHeaders(props.uploadsOrigin)),
    });
    const edgeFunction = (name: string, code: string) =>
      new EdgeFunction(this, name, { code: FunctionCode.fromInline(code), runtime: FunctionRuntime.JS_2_0 });

    const pages = {
      origin: S3BucketOrigin.withOriginAccessControl(siteBucket),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: securityHeaders,
      compress: true,
    } satisfies BehaviorOptions;
    const api = {
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      // Every answer is personal: nothing is cached, and the cookies, query, X-CSRF-Token and X-Background
      // reach the API.
      cachePolicy: CachePolicy.CACHING_DISABLED,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      compress: true,
    } satisfies Omit<BehaviorOptions, 'origin'>;
    const apiRequests = (id: string, { headers, cookies, queryStrings }: ApiOriginRequest) =>
      new OriginRequestPolicy(this, id, {
        comment: `What the ${id} origin gets: the viewer's address (CloudFront-Viewer-Address) and the headers it reads`,
        headerBehavior: OriginRequestHeaderBehavior.allowList(...headers, ...apiViewerHeaders.cloudFront),
        cookieBehavior: cookies ? OriginRequestCookieBehavior.all() : OriginRequestCookieBehavior.none(),
        queryStringBehavior: queryStrings
          ? OriginRequestQueryStringBehavior.all()
          : OriginRequestQueryStringBehavior.none(),
      });
    // The secret header tells the APIs a request came through here; without it they answer 403.
    const originHeaders = {
      [originSecretHeader]: props.originSecret.secretValue.unsafeUnwrap(),
    };
    const apiOrigin = (endpoint: string) =>
      new HttpOrigin(hostOf(endpoint), {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        customHeaders: originHeaders,
      });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Hostel: site, management app, API and WebSocket',
      defaultBehavior: {
        ...pages,
        functionAssociations: [
          {
            eventType: FunctionEventType.VIEWER_REQUEST,
            function: edgeFunction('SitePaths', siteRequestCode(pagePathsOf(props.builds.site))),
          },
          {
            eventType: FunctionEventType.VIEWER_RESPONSE,
            function: edgeFunction('SiteStatus', siteResponseCode()),
          },
        ],
      },
      additionalBehaviors: {
        [`${managementBasePath}*`]: {
          ...pages,
          origin: S3BucketOrigin.withOriginAccessControl(managementBucket),
          functionAssociations: [
            {
              eventType: FunctionEventType.VIEWER_REQUEST,
              function: edgeFunction('ManagementPaths', spaRequestCode(managementBasePath)),
            },
          ],
        },
        // Published uploads (room types' photos) on the site's own origin: the pages need no signed
        // link and no other origin in their CSP. Their names are random and never reused.
        ...Object.fromEntries(
          publicUploadRoutes.map(({ path }) => [
            `${path}*`,
            { ...pages, origin: new PublicUploadsOrigin(props.uploadsBucket) },
          ]),
        ),
        '/api/*': {
          ...api,
          origin: apiOrigin(props.httpApi.apiEndpoint),
          originRequestPolicy: apiRequests('ApiRequests', apiOriginRequests.http),
        },
        '/ws': {
          ...api,
          origin: apiOrigin(props.webSocketApi.apiEndpoint),
          originRequestPolicy: apiRequests('WebSocketRequests', apiOriginRequests.webSocket),
        },
      },
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket,
      logFilePrefix: 'cdn/',
      ...(props.customDomain
        ? {
            domainNames: [props.customDomain.name],
            certificate: Certificate.fromCertificateArn(
              this,
              'Certificate',
              props.customDomain.certificateArn,
            ),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
    });

    if (!props.customDomain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain the distribution uses the default *.cloudfront.net certificate, whose TLS policy CloudFront fixes; with -c certificateArn it is TLSv1.2_2021.',
      });
    }
    if (!props.webAclArn) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR2',
        reason: 'WAF is optional (-c enableWaf=true); the APIs are throttled at their stages either way.',
      });
    }
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'The hostel has applicants and parents abroad; no country is blocked.',
    });

    this.deploy(siteBucket, managementBucket, props.builds);
  }

  /** Uploads both builds and invalidates the CDN's copies of them. */
  private deploy(siteBucket: Bucket, managementBucket: Bucket, builds: FrontEndBuilds): void {
    const notFoundPage = '404.html';
    const hashed = hashedAssetDirs;
    // Pages, index.html and the service worker: revalidated on every visit, pruned when a build drops them.
    new BucketDeployment(this, 'DeploySite', {
      sources: [
        Source.asset(builds.site, { exclude: [notFoundPage, `${hashed.site}/*`, ...unpublishedFiles] }),
      ],
      destinationBucket: siteBucket,
      // The 404 page is deployed below with its marker; excluded here, it is neither uploaded nor pruned.
      // The hashed assets are excluded too, so this deployment's pruning never removes one.
      exclude: [notFoundPage, `${hashed.site}/*`],
      cacheControl: [revalidate],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
      retainOnDelete: false,
    });
    this.deployHashedAssets(
      'DeploySiteAssets',
      join(builds.site, hashed.site),
      siteBucket,
      `${hashed.site}/`,
    );
    new BucketDeployment(this, 'DeployNotFoundPage', {
      sources: [Source.data(notFoundPage, readFileSync(join(builds.site, notFoundPage), 'utf8'))],
      destinationBucket: siteBucket,
      prune: false,
      distribution: this.distribution,
      distributionPaths: [`/${notFoundPage}`],
      metadata: { [notFoundMetadata.key]: notFoundMetadata.value },
      contentType: 'text/html; charset=utf-8',
      cacheControl: [revalidate],
      memoryLimit: 512,
      retainOnDelete: false,
    });
    const managementPrefix = `${managementBasePath.slice(1)}/`;
    new BucketDeployment(this, 'DeployManagement', {
      sources: [
        Source.asset(builds.management, { exclude: [`${hashed.management}/*`, ...unpublishedFiles] }),
      ],
      destinationBucket: managementBucket,
      destinationKeyPrefix: managementPrefix,
      exclude: [`${hashed.management}/*`],
      cacheControl: [revalidate],
      distribution: this.distribution,
      distributionPaths: [`${managementBasePath}*`],
      memoryLimit: 512,
      retainOnDelete: false,
    });
    this.deployHashedAssets(
      'DeployManagementAssets',
      join(builds.management, hashed.management),
      managementBucket,
      `${managementPrefix}${hashed.management}/`,
    );
    this.acknowledgeDeploymentHandler();
  }

  /**
   * The content-hashed files of a build: cached for a year and never pruned, so a tab opened before a
   * deploy still finds the chunks it was built with (S3 behind origin access control answers 403 for a
   * missing file). They never change under a name, so keeping them is safe; the bucket grows by one
   * build's assets per deploy that changed them.
   */
  private deployHashedAssets(id: string, dir: string, bucket: Bucket, prefix: string): void {
    if (!existsSync(dir)) return;
    new BucketDeployment(this, id, {
      sources: [Source.asset(dir, { exclude: [...unpublishedFiles] })],
      destinationBucket: bucket,
      destinationKeyPrefix: prefix,
      prune: false,
      cacheControl: [immutable],
      memoryLimit: 512,
      retainOnDelete: false,
    });
  }

  /**
   * BucketDeployment's upload Lambda is aws-cdk-lib's own (one per stack, beside this construct): its
   * runtime, role and grants are not ours to change, only to acknowledge.
   */
  private acknowledgeDeploymentHandler(): void {
    const handlers = Stack.of(this).node.children.filter((child) =>
      child.node.id.startsWith('Custom::CDKBucketDeployment'),
    );
    for (const handler of handlers) {
      Validations.of(handler).acknowledge(
        {
          id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
          reason: "aws-cdk-lib's BucketDeployment handler logs with the AWS-managed basic execution role.",
        },
        { id: 'AwsSolutions-L1', reason: "aws-cdk-lib pins the BucketDeployment handler's Python runtime." },
        {
          id: 'Serverless-LambdaLatestVersion',
          reason: "aws-cdk-lib pins the BucketDeployment handler's runtime.",
        },
        {
          id: 'Serverless-LambdaDLQ',
          reason:
            'CloudFormation invokes the BucketDeployment handler and reports its failure as a failed deploy.',
        },
        {
          id: 'Serverless-LambdaTracing',
          reason: 'A deploy-time copy job; tracing it tells nothing an operator needs.',
        },
      );
      acknowledgeIntendedWildcards(handler, [
        {
          finding: /^Action::s3:(GetObject|GetBucket|List|DeleteObject|Abort)\*$/,
          actions: /^s3:/,
          reason:
            "BucketDeployment's grants use S3's action groups to read the assets and sync them into the bucket.",
        },
        {
          finding:
            /^Resource::(arn:<AWS::Partition>:s3:::cdk-[\w-]+-assets-[\w<>:-]+|<CdnSite\w+\.Arn>|<CdnManagement\w+\.Arn>)\/\*$/,
          actions: /^s3:/,
          reason: 'The objects of the CDK asset bucket (read) and of the two front-end buckets (synced).',
        },
        {
          finding: /^Resource::\*$/,
          actions: /^cloudfront:(CreateInvalidation|GetInvalidation)$/,
          reason:
            "BucketDeployment's handler is shared by the stack and invalidates the distribution it is given.",
        },
      ]);
    }
  }
}
