import { Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

export interface WafStackProps extends StackProps {
  /** Requests per five minutes from one IP address before it is blocked. */
  rateLimit: number;
  /** The deployment stage (config.ts), which names the ACL's metrics. */
  stage: string;
}

/**
 * A WAF web ACL for the CloudFront distribution: a per-IP rate limit. (AWS's common managed rule set is
 * left out: its 8 KB body limit would block legitimate uploads the API accepts.) WAF for CloudFront exists only in us-east-1, so this is a
 * stack of its own there; the main stack reads the ACL's ARN through a cross-region reference.
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
          name: 'RateLimitPerIp',
          priority: 0,
          action: { block: {} },
          statement: { rateBasedStatement: { limit: props.rateLimit, aggregateKeyType: 'IP' } },
          visibilityConfig: visibility(`hostel-${props.stage}-rate-limit`),
        },
      ],
    });
    this.webAclArn = acl.attrArn;
  }
}
