import { RemovalPolicy, Validations, type App, type Stack } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { functionNeeds, jobsFunction, realtimeFunction } from '../../../infra/cdk/function-needs.ts';
import { routedDomains } from '../../../infra/cdk/http-api.ts';
import { synthesise, synthTimeout } from './synth.ts';

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}
const asArray = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

let template: Template;
let outdir: string;
let app: App;
beforeAll(() => {
  const result = synthesise({ validateTemplates: true });
  template = result.template;
  outdir = result.assembly.directory;
  app = result.app;
}, synthTimeout);

function statementsOf(
  policies: Record<string, { Properties: { PolicyDocument: { Statement: Statement[] } } }>,
) {
  return Object.values(policies).flatMap((policy) => policy.Properties.PolicyDocument.Statement);
}

/** The actions a function's role may perform, from the policy attached to it. */
function actionsOfFunction(prefix: string): string[] {
  const roles = Object.keys(template.findResources('AWS::IAM::Role')).filter((id) => id.startsWith(prefix));
  expect(roles, prefix).toHaveLength(1);
  const policies = template.findResources('AWS::IAM::Policy', { Properties: { Roles: [{ Ref: roles[0] }] } });
  return statementsOf(policies as never).flatMap((statement) => asArray(statement.Action));
}

describe('IAM', () => {
  test('no statement allows every action, and none allows a wildcard action on every resource', () => {
    const statements = statementsOf(template.findResources('AWS::IAM::Policy') as never);
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      const actions = asArray(statement.Action);
      expect(actions).not.toContain('*');
      if (statement.Resource === '*')
        expect(
          actions.filter((a) => a.includes('*')),
          JSON.stringify(statement),
        ).toEqual([]);
    }
    expect(template.findResources('AWS::IAM::ManagedPolicy')).toEqual({});
  });

  test('each function may send mail, push to connections and sign uploads only if function-needs.ts says so', () => {
    const functions = [
      ...routedDomains().map((domain) => ({
        name: domain,
        prefix: `Http${domain.replaceAll('-', '')}FunctionRole`,
      })),
      { name: realtimeFunction, prefix: 'RealtimeFunctionRole' },
    ];
    for (const { name, prefix } of functions) {
      const actions = actionsOfFunction(prefix);
      const needs = functionNeeds[name as keyof typeof functionNeeds] ?? {};
      expect(actions.includes('ses:SendEmail'), `${name} mail`).toBe(Boolean(needs.mail));
      expect(actions.includes('execute-api:ManageConnections'), `${name} push`).toBe(Boolean(needs.push));
      expect(actions.includes('s3:PutObject'), `${name} uploads`).toBe(Boolean(needs.uploads));
      expect(actions, name).toEqual(
        expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:PutItem', 'secretsmanager:GetSecretValue']),
      );
      expect(
        actions.filter((a) => /^dynamodb:(CreateTable|DeleteTable|UpdateTable|\*)/.test(a)),
        name,
      ).toEqual([]);
    }
  });

  test("only the functions whose needs say `payments` may read Paystack's secret key, and are given it", () => {
    const [paystackKey] = Object.keys(template.findResources('AWS::SecretsManager::Secret')).filter((id) =>
      id.startsWith('PaystackSecretKey'),
    );
    expect(paystackKey).toBeDefined();
    const lambdas = template.findResources('AWS::Lambda::Function');
    // The jobs worker too: its reconciliation of online payments asks Paystack's verify call.
    const functions = [
      ...routedDomains().map((domain) => ({
        domain,
        prefix: `Http${domain.replaceAll('-', '')}FunctionRole`,
      })),
      { domain: jobsFunction, prefix: 'JobsWorkerRole' },
    ];
    for (const { domain, prefix } of functions) {
      const roles = Object.keys(template.findResources('AWS::IAM::Role')).filter((id) =>
        id.startsWith(prefix),
      );
      expect(roles, domain).toHaveLength(1);
      const policies = template.findResources('AWS::IAM::Policy', {
        Properties: { Roles: [{ Ref: roles[0] }] },
      });
      const readsKey = JSON.stringify(statementsOf(policies as never)).includes(`"Ref":"${paystackKey}"`);
      const needs = functionNeeds[domain as keyof typeof functionNeeds] ?? {};
      expect(readsKey, `${domain} reads the Paystack key`).toBe(Boolean(needs.payments));
      const fn = Object.values(lambdas).find((resource) =>
        JSON.stringify(resource).includes(`"${roles[0]}"`),
      ) as { Properties: { Environment: { Variables: Record<string, unknown> } } };
      expect('PAYSTACK_SECRET_KEY_ARN' in fn.Properties.Environment.Variables, domain).toBe(
        Boolean(needs.payments),
      );
    }
    expect(functionNeeds[jobsFunction]?.payments, 'the jobs worker reconciles online payments').toBe(true);
  });

  test('the session signing key is a generated secret', () => {
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: { PasswordLength: 64, ExcludePunctuation: true },
    });
  });
});

describe('cdk-nag', () => {
  interface Report {
    pluginReports: { pluginName: string; violations: { ruleName: string }[] }[];
  }

  test('the templates pass CloudFormation validation', () => {
    const report = JSON.parse(readFileSync(join(outdir, 'validation-report.json'), 'utf8')) as Report;
    const cfn = report.pluginReports.find((r) => r.pluginName === 'CloudFormation Validate');
    expect(cfn?.violations).toEqual([]);
  });

  test('AwsSolutions and Serverless report no finding left unacknowledged', () => {
    const report = JSON.parse(readFileSync(join(outdir, 'validation-report.json'), 'utf8')) as Report;
    const nag = report.pluginReports.filter((r) => ['AwsSolutions', 'Serverless'].includes(r.pluginName));
    expect(nag.flatMap((r) => r.violations.map((v) => `${r.pluginName}: ${v.ruleName}`))).toEqual([]);
  });

  test('every acknowledgement gives its reason', () => {
    const acknowledgements = app.node
      .findAll()
      .flatMap((construct) => construct.node.metadata)
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) => Object.entries(entry.data as Record<string, string>));
    expect(acknowledgements.length).toBeGreaterThan(10);
    for (const [id, reason] of acknowledgements) expect(reason.length, id).toBeGreaterThan(30);
  });

  test(
    'checks the synth: an unacknowledged finding fails it',
    () => {
      expect(() =>
        synthesise({
          addToStack: (stack: Stack) =>
            new Bucket(stack, 'Careless', { removalPolicy: RemovalPolicy.DESTROY }),
        }),
      ).toThrow(/AwsSolutions-S1/);
    },
    synthTimeout,
  );
});
