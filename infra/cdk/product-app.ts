import { Annotations, Validations, type App, type Environment } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import type { FrontEndBuilds } from './cdn.ts';
import { placeholdersIn, type DeployConfig } from './config.ts';
import { HostelStack } from './hostel-stack.ts';
import { WafStack } from './waf-stack.ts';

export const stackName = 'Hostel';

export interface ProductAppProps {
  config: DeployConfig;
  builds: FrontEndBuilds;
  /** The account and region to deploy to; the WAF (us-east-1) needs the region to be known. */
  env: Environment;
}

/**
 * Declares the product on an app: the main stack, and with -c enableWaf=true the WAF stack in
 * us-east-1 that CloudFront requires. cdk-nag's AwsSolutions and Serverless packs check every synth;
 * each acknowledged finding carries its reason next to the construct it concerns.
 */
export function defineProduct(app: App, props: ProductAppProps): { stack: HostelStack; waf?: WafStack } {
  const { config, env } = props;
  let waf: WafStack | undefined;
  if (config.enableWaf) {
    if (!env.region) {
      throw new Error(
        'enableWaf needs the target region to be known (set AWS_REGION or a profile region): the WAF is created in us-east-1 and referenced across regions.',
      );
    }
    waf = new WafStack(app, `${stackName}Waf`, { env, rateLimit: config.wafRateLimit });
  }
  const stack = new HostelStack(app, stackName, {
    env,
    config,
    builds: props.builds,
    ...(waf ? { webAclArn: waf.webAclArn, crossRegionReferences: true } : {}),
  });
  const placeholders = placeholdersIn(config);
  if (placeholders.length > 0) {
    Annotations.of(stack).addWarningV2(
      'hostel:placeholder-context',
      `${placeholders.join(' and ')} still hold the example values of cdk.json: set your own with -c before deploying`,
    );
  }
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app), new ServerlessChecks(app));
  return waf ? { stack, waf } : { stack };
}
