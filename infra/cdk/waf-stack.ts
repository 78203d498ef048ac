import { Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

export interface WafStackProps extends StackProps {
  /** Anonymous auth calls per five minutes from one IP address before they are blocked. */
  rateLimit: number;
  /** The deployment stage (config.ts), which names the ACL's metrics. */
  stage: string;
}

/**
 * The calls a stranger can make without an account, and so the ones worth flooding: sign-in,
 * registration, the calls that mail a link and those that spend one (a verification link takes a
 * password guess), on the plain and the tab-scoped base. Every public auth call but the CSRF token,
 * which each page load asks for.
 */
export const anonymousAuthPaths =
  '^/api/(tab/[a-z0-9_-]{8}/)?auth/(login|register|forgot-password|resend-verification|reset-password|undo-email-change|verify-email|confirm-email)/?$';

/**
 * What WAF does to the path before the match, so `/api/auth/login/`, `/api//auth/./login`,
 * `/API/AUTH/LOGIN` or `/api/auth/%6Cogin` count as the sign-in they reach: percent-decoding, then
 * NORMALIZE_PATH (repeated slashes, `./` and `../` segments), then lower case (hence the lower-case tab id
 * class above). Applied in priority order.
 */
export const wafPathTransformations = ['URL_DECODE', 'NORMALIZE_PATH', 'LOWERCASE'] as const;

/**
 * A WAF web ACL for the CloudFront distribution: a per-IP rate limit on the anonymous auth calls only.
 * Pages, assets and signed-in calls are not counted, since a campus or hostel puts hundreds of students
 * behind one address; the functions limit per account and per inbox behind it. (AWS's common managed
 * rule set is left out: its 8 KB body limit would block legitimate uploads the API accepts.) WAF for
 * CloudFront exists only in us-east-1, so this is a stack of its own there; the main stack reads the
 * ACL's ARN through a cross-region reference.
 */
export class WafStack extends Stack {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: WafStackProps) {
    super(scope, id, { ...props, env: { account: props.env?.account, region: 'us-east-1' } });
    const visibility = (metricName: string) => ({
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: true,
      metricName,
    });
    const acl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(`hostel-${props.stage}`),
      rules: [
        {
          name: 'AnonymousAuthCallsPerIp',
          priority: 0,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              limit: props.rateLimit,
              aggregateKeyType: 'IP',
              scopeDownStatement: {
                andStatement: {
                  statements: [
                    {
                      byteMatchStatement: {
                        fieldToMatch: { method: {} },
                        positionalConstraint: 'EXACTLY',
                        searchString: 'POST',
                        textTransformations: [{ priority: 0, type: 'NONE' }],
                      },
                    },
                    {
                      regexMatchStatement: {
                        fieldToMatch: { uriPath: {} },
                        regexString: anonymousAuthPaths,
                        textTransformations: wafPathTransformations.map((type, priority) => ({
                          priority,
                          type,
                        })),
                      },
                    },
                  ],
                },
              },
            },
          },
          visibilityConfig: visibility(`hostel-${props.stage}-auth-rate-limit`),
        },
      ],
    });
    this.webAclArn = acl.attrArn;
  }
}
