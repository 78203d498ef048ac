import { Aspects, Stack, Validations, type IAspect } from 'aws-cdk-lib';
import { CfnPolicy } from 'aws-cdk-lib/aws-iam';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import type { IConstruct } from 'constructs';

/**
 * A wildcard in an IAM policy that is there on purpose. cdk-nag reports each wildcard action and
 * resource of a policy as its own finding (AwsSolutions-IAM5[Action::…] / [Resource::…]), named after
 * the resolved resource (logical ids, region, account), so they are matched here by shape: a finding is
 * acknowledged only if it matches `finding` AND every action of its statement matches `actions`.
 * Anything else stays a finding and fails the synth.
 */
export interface IntendedWildcard {
  finding: RegExp;
  actions: RegExp;
  reason: string;
}

interface Statement {
  Effect?: string;
  Action?: string | string[];
  Resource?: unknown;
}

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** The IAM5 finding ids of one statement, computed the way cdk-nag computes them. */
function findingsOf(statement: Statement): string[] {
  if (statement.Effect !== 'Allow') return [];
  const actions = asArray(statement.Action).filter((action) => action.includes('*'));
  const resources = asArray(statement.Resource)
    .map(flattenCfnReference)
    .filter((resource) => resource.includes('*'));
  return [...actions.map((a) => `Action::${a}`), ...resources.map((r) => `Resource::${r}`)];
}

class AcknowledgeIntendedWildcards implements IAspect {
  private readonly wildcards: readonly IntendedWildcard[];

  constructor(wildcards: readonly IntendedWildcard[]) {
    this.wildcards = wildcards;
  }

  visit(node: IConstruct): void {
    if (!(node instanceof CfnPolicy)) return;
    const document = Stack.of(node).resolve(node.policyDocument) as { Statement?: Statement[] };
    for (const statement of document.Statement ?? []) {
      const actions = asArray(statement.Action);
      for (const finding of findingsOf(statement)) {
        const intended = this.wildcards.find(
          (w) => w.finding.test(finding) && actions.every((action) => w.actions.test(action)),
        );
        if (intended)
          Validations.of(node).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason: intended.reason });
      }
    }
  }
}

/** Acknowledges the intended wildcards of every IAM policy under `scope`, once its policies are complete. */
export function acknowledgeIntendedWildcards(
  scope: IConstruct,
  wildcards: readonly IntendedWildcard[],
): void {
  Aspects.of(scope).add(new AcknowledgeIntendedWildcards(wildcards));
}
