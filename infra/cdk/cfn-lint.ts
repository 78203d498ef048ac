import type { CfnResource, Stack } from 'aws-cdk-lib';

/**
 * A cfn-lint finding the template keeps on purpose, written into the resource's own metadata where
 * cfn-lint reads suppressions (`Metadata.cfn-lint.config.ignore_checks`), with the reason beside it so
 * whoever reads the deployed template sees why. Anything not acknowledged fails
 * tests/unit/infra/cfn-lint.test.ts.
 */
export interface LinterAcknowledgement {
  rule: string;
  reason: string;
}

export function acknowledgeLinterFinding(
  resource: CfnResource,
  { rule, reason }: LinterAcknowledgement,
): void {
  const existing = (resource.getMetadata('cfn-lint') ?? { config: { ignore_checks: [] } }) as {
    config: { ignore_checks: string[] };
  };
  resource.addMetadata('cfn-lint', { config: { ignore_checks: [...existing.config.ignore_checks, rule] } });
  const reasons = (resource.getMetadata('cfn-lint-reasons') ?? {}) as Record<string, string>;
  resource.addMetadata('cfn-lint-reasons', { ...reasons, [rule]: reason });
}

/**
 * CDK makes every Lambda function (its own, and those of the providers it adds while synthesising,
 * such as the cross-region export reader and writer) depend on its role and the role's policy, so the
 * policy exists before the first invocation. The role half repeats what the function's `Role: GetAtt`
 * already enforces: cfn-lint's W3005 says so, and it is harmless. Acknowledged for the whole template,
 * since some of those functions only appear after aspects have run.
 */
const functionDependsOnItsRole: LinterAcknowledgement = {
  rule: 'W3005',
  reason:
    "CDK adds DependsOn on each function's role and its policy so the policy exists before the first invocation; the role half repeats the Role GetAtt and is harmless.",
};

/** Acknowledges, in the template's own metadata, the findings CDK itself generates in `stack`. */
export function acknowledgeGeneratedLinterFindings(stack: Stack): void {
  const { rule, reason } = functionDependsOnItsRole;
  stack.templateOptions.metadata = {
    ...stack.templateOptions.metadata,
    'cfn-lint': { config: { ignore_checks: [rule] } },
    'cfn-lint-reasons': { [rule]: reason },
  };
}
