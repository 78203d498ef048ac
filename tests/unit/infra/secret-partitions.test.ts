import type { Template } from 'aws-cdk-lib/assertions';
import { build } from 'esbuild';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import * as keys from '../../../functions/data/keys.ts';
import {
  heldRegistrationKey,
  passkeyIndexKeys,
  passwordCredentialKey,
  realtimeTicketKey,
  recoveryCodeKey,
  rememberFamilyIndexKeys,
  rememberFamilyKey,
  secretPartitions,
  sessionIndexKeys,
  sessionKey,
  signInTicketKey,
  tokenIndexKeys,
  tokenKey,
  totpKey,
  userConnectionIndexKeys,
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
 * tickets, held registrations) unless its code uses it, neither on the table nor through an index.
 * What a Lambda's code uses is read from its bundle, made as the CDK app makes it: after tree shaking,
 * a key function of a secret partition is in the bundle exactly when code that runs calls it, and with
 * it the partition's prefix (data/keys.ts). What a role may do is worked out from its policies as IAM
 * does: allowed when an Allow applies and no Deny does.
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

/** The partition key of an item of each secret partition, as its key function builds it. */
const secretItemKeys: Record<SecretPartition, string> = {
  credentials: passwordCredentialKey('u1').PK,
  sessions: sessionKey('s1').PK,
  rememberFamilies: rememberFamilyKey('f1').PK,
  tokens: tokenKey('h1').PK,
  realtimeTickets: realtimeTicketKey('h1').PK,
  registrations: heldRegistrationKey('r1').PK,
  signIns: signInTicketKey('h1').PK,
};

/** The GSI1 partition that lists a user's items of each secret partition that has index entries. */
const secretIndexKeys: Partial<Record<SecretPartition, string>> = {
  sessions: sessionIndexKeys('s1', 'u1').GSI1PK,
  rememberFamilies: rememberFamilyIndexKeys('f1', 'u1').GSI1PK,
  tokens: tokenIndexKeys('h1', 'u1', 'reset-password').GSI1PK,
};
const indexedSecrets = Object.keys(secretIndexKeys) as SecretPartition[];

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

type TablePart = 'table' | 'index';

/** Which of the table's ARNs a statement names: the table's own, its indexes' (`…/index/*`), or neither. */
function partsNamedBy(statement: Statement): TablePart[] {
  const tableId = Object.keys(template.findResources('AWS::DynamoDB::GlobalTable'))[0]!;
  const tableArn = JSON.stringify({ 'Fn::GetAtt': [tableId, 'Arn'] });
  const indexArn = JSON.stringify({ 'Fn::Join': ['', [{ 'Fn::GetAtt': [tableId, 'Arn'] }, '/index/*']] });
  return asArray(statement.Resource).flatMap((resource) => {
    const arn = JSON.stringify(resource);
    return arn === tableArn ? ['table' as const] : arn === indexArn ? ['index' as const] : [];
  });
}

const likePattern = (pattern: string) =>
  new RegExp(
    `^${pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replaceAll('*', '.*')
      .replaceAll('?', '.')}$`,
  );

/** Whether a statement applies to a request: its action, on that part of the table, with these leading keys. */
function applies(statement: Statement, action: string, part: TablePart, leadingKeys: string[]): boolean {
  const actions = asArray(statement.Action);
  if (!actions.includes(action) && !actions.includes('dynamodb:*')) return false;
  if (!partsNamedBy(statement).includes(part)) return false;
  return Object.entries(statement.Condition ?? {}).every(([operator, condition]) => {
    // Only the condition the app uses is understood; any other makes the test say so.
    expect(operator).toBe('ForAnyValue:StringLike');
    expect(Object.keys(condition)).toEqual(['dynamodb:LeadingKeys']);
    const patterns = condition['dynamodb:LeadingKeys']!.map(likePattern);
    return leadingKeys.some((key) => patterns.some((pattern) => pattern.test(key)));
  });
}

/** Whether IAM lets the role make the request: an Allow applies and no Deny does. */
function mayDo(rolePrefix: string, action: string, part: TablePart, leadingKey: string): boolean {
  const statements = statementsOfRole(rolePrefix);
  const matching = (effect: string) =>
    statements.some(
      (statement) => statement.Effect === effect && applies(statement, action, part, [leadingKey]),
    );
  return matching('Allow') && !matching('Deny');
}

/** The secret partitions whose items a role may read. */
function reachableBy(rolePrefix: string): SecretPartition[] {
  return allSecrets.filter((secret) =>
    mayDo(rolePrefix, 'dynamodb:GetItem', 'table', secretItemKeys[secret]),
  );
}

/** The secret partitions whose GSI1 list of a user's items a role may query. */
function listableBy(rolePrefix: string): SecretPartition[] {
  return indexedSecrets.filter((secret) =>
    mayDo(rolePrefix, 'dynamodb:Query', 'index', secretIndexKeys[secret]!),
  );
}

describe('secret partitions', () => {
  test('each prefix is the partition key its key function builds', () => {
    expect(totpKey('u1').PK).toBe(secretItemKeys.credentials);
    expect(recoveryCodeKey('u1', 'h1').PK).toBe(secretItemKeys.credentials);
    for (const secret of allSecrets)
      expect(secretItemKeys[secret], secret).toMatch(new RegExp(`^${secretPartitions[secret]}`));
  });

  test("a secret's index entries lead with its prefix, and no other index partition does", () => {
    for (const secret of indexedSecrets)
      expect(secretIndexKeys[secret], secret).toMatch(new RegExp(`^${secretPartitions[secret]}`));
    // Every other index key function of data/keys.ts, called with stand-ins for its arguments.
    const standIn: unknown = new Proxy(() => undefined, {
      get: (_, property) => (property === Symbol.toPrimitive ? () => 'x' : standIn),
      apply: () => standIn,
    });
    const secretIndexBuilders: unknown[] = [sessionIndexKeys, rememberFamilyIndexKeys, tokenIndexKeys];
    const others = Object.entries(keys).filter(
      ([name, value]) => name.endsWith('IndexKeys') && !secretIndexBuilders.includes(value),
    );
    expect(others.length).toBeGreaterThan(10);
    for (const [name, build] of others) {
      const built = (build as (...args: unknown[]) => Record<string, string>)(standIn, standIn, standIn);
      const partitions = Object.entries(built).filter(([attribute]) => /^GSI\dPK$/.test(attribute));
      expect(partitions.length, name).toBeGreaterThan(0);
      for (const [, partition] of partitions)
        for (const prefix of Object.values(secretPartitions))
          expect(partition, name).not.toMatch(`^${prefix}`);
    }
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

  test("each Lambda's role lists a user's sessions, remembered browsers and tokens in GSI1 only if its bundle uses them", () => {
    const listable = Object.fromEntries(lambdas.map(({ name, role }) => [name, listableBy(role)]));
    const uses = Object.fromEntries(
      lambdas.map(({ name }) => [name, usedBy(name).filter((secret) => indexedSecrets.includes(secret))]),
    );
    expect(listable).toEqual(uses);
  });

  test("the socket handler cannot query GSI1 for a user's remembered browsers, yet finds their sessions and tabs", () => {
    const query = (key: string) => mayDo('RealtimeFunctionRole', 'dynamodb:Query', 'index', key);
    expect(query(rememberFamilyIndexKeys('f1', 'u1').GSI1PK)).toBe(false);
    expect(query(tokenIndexKeys('h1', 'u1', 'verify-email').GSI1PK)).toBe(false);
    expect(query(sessionIndexKeys('s1', 'u1').GSI1PK)).toBe(true);
    expect(query(userConnectionIndexKeys('c1', 'u1').GSI1PK)).toBe(true);
    // The jobs worker lists them all: it ends a closed account's sessions a second time (decision 0074).
    const byJobs = (key: string) => mayDo('JobsWorkerRole', 'dynamodb:Query', 'index', key);
    expect(byJobs(sessionIndexKeys('s1', 'u1').GSI1PK)).toBe(true);
    expect(byJobs(rememberFamilyIndexKeys('f1', 'u1').GSI1PK)).toBe(true);
    expect(byJobs(passkeyIndexKeys('k1', 'u1').GSI1PK)).toBe(true);
    // Nor can a Lambda that uses no tokens list a user's links there.
    expect(
      mayDo(
        'HttproomsFunctionRole',
        'dynamodb:Query',
        'index',
        tokenIndexKeys('h1', 'u1', 'reset-password').GSI1PK,
      ),
    ).toBe(false);
    expect(
      mayDo('HttproomsFunctionRole', 'dynamodb:Query', 'index', sessionIndexKeys('s1', 'u1').GSI1PK),
    ).toBe(true);
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
