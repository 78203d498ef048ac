import {
  Annotations,
  CfnParameter,
  CfnRule,
  Fn,
  Validations,
  type App,
  type Environment,
  type Stack,
} from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import type { FrontEndBuilds } from './cdn.ts';
import { acknowledgeGeneratedLinterFindings } from './cfn-lint.ts';
import { placeholderMessage, placeholdersIn, type DeployConfig } from './config.ts';
import { HostelStack } from './hostel-stack.ts';
import { WafStack } from './waf-stack.ts';

/**
 * The main stack's name for a stage. Production keeps the name the stack always had, so an existing
 * deployment updates in place; every other stage gets its own (Hostel-staging…).
 */
export const stackNameOf = (stage: string) => (stage === 'prod' ? 'Hostel' : `Hostel-${stage}`);

export interface ProductAppProps {
  config: DeployConfig;
  builds: FrontEndBuilds;
  /** The account and region to deploy to; the WAF (us-east-1) needs the region to be known. */
  env: Environment;
}

/**
 * Lets `cdk synth` through but makes CloudFormation refuse the deploy, before it touches anything, with
 * `message`: a template rule asserting that a parameter, whose default names the placeholders, is empty.
 * (The app cannot tell a synth from a deploy; CloudFormation can.) For a throwaway test stack an
 * operator may still pass `--parameters PlaceholderContext=` on purpose.
 */
function refuseDeploy(stack: Stack, message: string): void {
  const placeholders = new CfnParameter(stack, 'PlaceholderContext', {
    type: 'String',
    default: message.slice(0, message.indexOf(' still hold')),
    description: 'Context values still set to cdk.json examples; the deploy is refused while this is set.',
  });
  new CfnRule(stack, 'RefusePlaceholderContext', {
    assertions: [{ assert: Fn.conditionEquals(placeholders.valueAsString, ''), assertDescription: message }],
  });
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
    waf = new WafStack(app, `${stackNameOf(config.stage)}Waf`, {
      env,
      rateLimit: config.wafRateLimit,
      stage: config.stage,
    });
  }
  const stack = new HostelStack(app, stackNameOf(config.stage), {
    env,
    config,
    builds: props.builds,
    ...(waf ? { webAclArn: waf.webAclArn, crossRegionReferences: true } : {}),
  });
  const placeholders = placeholdersIn(config);
  if (placeholders.length > 0) {
    const message = placeholderMessage(placeholders);
    Annotations.of(stack).addWarningV2('hostel:placeholder-context', message);
    refuseDeploy(stack, message);
  }
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app), new ServerlessChecks(app));
  for (const each of waf ? [stack, waf] : [stack]) acknowledgeGeneratedLinterFindings(each);
  return waf ? { stack, waf } : { stack };
}
