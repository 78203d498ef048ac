import type { Template } from 'aws-cdk-lib/assertions';
import { build } from 'esbuild';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  heldRegistrationKey,
  passwordCredentialKey,
  realtimeTicketKey,
  recoveryCodeKey,
  rememberFamilyKey,
  secretPartitions,
  sessionKey,
  signInTicketKey,
  tokenKey,
  totpKey,
  type SecretPartition,
} from '../../../functions/data/keys.ts';
import { lambdaEsbuildOptions } from '../../../infra/cdk/bundling.ts';
import { functionNeeds, jobsFunction, realtimeFunction } from '../../../infra/cdk/function-needs.ts';
import { routedDomains } from '../../../infra/cdk/http-api.ts';
import { projectRoot } from '../../../infra/cdk/paths.ts';
import { itemActions } from '../../../infra/cdk/secret-partitions.ts';
import { lambdaEntries } from '../../support/lambda-bundles.ts';
import { synthesise, synthTimeout } from './synth.ts';

/**
 * Issue #25, point 8: no Lambda role can reach a secret partition (password hashes, sessions, tokens,
 * tickets, held registrations) unless its code uses it. What a Lambda's code uses is read from its
 * bundle, made as the CDK app makes it: after tree shaking, a key function of a secret partition is in
 * the bundle exactly when code that runs calls it, and with it the partition's prefix (data/keys.ts).
 */

interface Statement {
  Sid?: string;
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, string[]>>;
}
const asArray = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);
const allSecrets = Object.keys(secretPartitions) as SecretPartition[];

/** Each deployed Lambda: its name in function-needs.ts and the logical id its role starts with. */
const lambdas = [
  // CDK leaves the hyphen out of a logical id (second-factor's role is HttpsecondfactorFunctionRole…).
  ...routedDomains().map((name) => ({
    name: name as string,
    role: `Http${name.replaceAll('-', '')}FunctionRole`,
  })),
  { name: realtimeFunction, role: 'RealtimeFunctionRole' },
  { name: jobsFunction, role: 'JobsWorkerRole' },
];

/**
 * The text of every Lambda's bundle, built in memory with the CDK app's esbuild options: one build
 * with an entry point per Lambda, so the modules they share are parsed once.
 */
async function bundleTexts(): Promise<Map<string, string>> {
  const { outfile: _one, entryPoints: _entry, ...options } = lambdaEsbuildOptions('', '');
  const result = await build({
    ...options,
    entryPoints: Object.fromEntries(lambdaEntries.map(({ name, entry }) => [name, join(projectRoot, entry)])),
    outdir: join(tmpdir(), 'secret-partitions'),
    sourcemap: false,
    write: false,
  });
  return new Map(result.outputFiles.map((file) => [basename(file.path, '.js'), file.text]));
}

let template: Template;
let bundles: Map<string, string>;
beforeAll(async () => {
  template = synthesise().template;
  bundles = await bundleTexts();
  // A synth, then one build of every Lambda (some 15 s alone, several times that on a busy machine).
}, 2 * synthTimeout);

const usedBy = (name: string) =>
  allSecrets.filter((secret) => bundles.get(name)!.includes(secretPartitions[secret]));

function statementsOfRole(rolePrefix: string): Statement[] {
  const roles = Object.keys(template.findResources('AWS::IAM::Role')).filter((id) =>
    id.startsWith(rolePrefix),
  );
  expect(roles, rolePrefix).toHaveLength(1);
  const policies = template.findResources('AWS::IAM::Policy', { Properties: { Roles: [{ Ref: roles[0] }] } });
  return Object.values(policies).flatMap(
    (policy) =>
      (policy as { Properties: { PolicyDocument: { Statement: Statement[] } } }).Properties.PolicyDocument
        .Statement,
  );
}

/** The secret partitions a role may reach: every one no Deny with a LeadingKeys condition keeps it from. */
function reachableBy(rolePrefix: string): SecretPartition[] {
  const denied = statementsOfRole(rolePrefix)
    .filter(
      (statement) => statement.Effect === 'Deny' && JSON.stringify(statement.Resource).includes('Table'),
    )
    .filter((statement) => !JSON.stringify(statement.Resource).includes('/index/'))
    .flatMap((statement) => statement.Condition?.['ForAnyValue:StringLike']?.['dynamodb:LeadingKeys'] ?? []);
  return allSecrets.filter((secret) => !denied.includes(`${secretPartitions[secret]}*`));
}

describe('secret partitions', () => {
  test('each prefix is the partition key its key function builds', () => {
    const built: Record<SecretPartition, string> = {
      credentials: passwordCredentialKey('u1').PK,
      sessions: sessionKey('s1').PK,
      rememberFamilies: rememberFamilyKey('f1').PK,
      tokens: tokenKey('h1').PK,
      realtimeTickets: realtimeTicketKey('h1').PK,
      registrations: heldRegistrationKey('r1').PK,
      signIns: signInTicketKey('h1').PK,
    };
    expect(totpKey('u1').PK).toBe(built.credentials);
    expect(recoveryCodeKey('u1', 'h1').PK).toBe(built.credentials);
    for (const secret of allSecrets)
      expect(built[secret], secret).toMatch(new RegExp(`^${secretPartitions[secret]}`));
  });

  test('every deployed Lambda is checked, with the bundle it deploys', () => {
    expect(lambdas.map((lambda) => lambda.name).sort()).toEqual(
      lambdaEntries.map((entry) => entry.name).sort(),
    );
    expect([...bundles.keys()].sort()).toEqual(lambdas.map((lambda) => lambda.name).sort());
  });

  test("each Lambda's role reaches exactly the secret partitions its bundle uses", () => {
    const reach = Object.fromEntries(lambdas.map(({ name, role }) => [name, reachableBy(role)]));
    const uses = Object.fromEntries(lambdas.map(({ name }) => [name, usedBy(name)]));
    expect(reach).toEqual(uses);
  });

  test('only the Lambdas that sign in or set passwords reach the password hashes', () => {
    expect(reachableBy('HttpauthFunctionRole')).toContain('credentials');
    for (const domain of ['rooms', 'bookings', 'money', 'maintenance', 'exports', 'notifications', 'content'])
      expect(reachableBy(`Http${domain}FunctionRole`), domain).not.toContain('credentials');
    expect(reachableBy('RealtimeFunctionRole')).not.toContain('credentials');
  });

  test('the denial covers every item action, reads, writes, batches and transactions alike', () => {
    const denial = statementsOfRole('HttproomsFunctionRole').find(
      (statement) => statement.Sid === 'NoUnusedSecretPartitions',
    )!;
    expect(asArray(denial.Action).sort()).toEqual([...itemActions].sort());
    // A batch or a transaction names several partitions: one secret among them is enough to refuse it.
    expect(Object.keys(denial.Condition!)).toEqual(['ForAnyValue:StringLike']);
    const allowed = statementsOfRole('HttproomsFunctionRole')
      .filter((statement) => statement.Effect === 'Allow')
      .flatMap((statement) => asArray(statement.Action))
      .filter((action) => action.startsWith('dynamodb:'));
    const itemLevel = new Set(
      allowed.filter((action) => !/^dynamodb:(DescribeTable|GetRecords|GetShardIterator|Scan)$/.test(action)),
    );
    expect([...itemLevel].sort()).toEqual([...itemActions].sort());
  });

  test('no role may Scan, which names no partition key for a condition to check', () => {
    for (const { name, role } of lambdas) {
      const noScan = statementsOfRole(role).find((statement) => statement.Sid === 'NoScan');
      expect(noScan?.Effect, name).toBe('Deny');
      expect(asArray(noScan!.Action), name).toEqual(['dynamodb:Scan']);
      expect(noScan!.Condition, name).toBeUndefined();
      expect(JSON.stringify(noScan!.Resource), name).toContain('/index/*');
    }
    for (const bundle of bundles.values()) expect(bundle).not.toMatch(/\bScanCommand\b/);
  });

  test('function-needs.ts names only the Lambdas the app deploys', () => {
    const names = new Set(lambdas.map((lambda) => lambda.name));
    for (const name of Object.keys(functionNeeds)) expect(names.has(name), name).toBe(true);
  });
});
