import { Effect, PolicyStatement, type IRole } from 'aws-cdk-lib/aws-iam';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { secretPartitions, type SecretPartition } from '../../functions/data/keys.ts';

/**
 * The item-level actions of the data layer: the table grant allows them all. A transaction is
 * authorised item by item as its underlying action (a Put as PutItem, a ConditionCheck as
 * ConditionCheckItem, a TransactGetItems read as GetItem), and a batch carries the partition key of
 * every item it names in `dynamodb:LeadingKeys`, so denying these covers every way to an item.
 */
export const itemActions = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
] as const;

/**
 * Keeps a Lambda's role out of the secret partitions its code does not use (docs/decisions/0049): a
 * Deny on every item action whose partition keys include one of theirs. A Scan names no partition key,
 * so a LeadingKeys condition cannot stop it: no Lambda scans, and every role is denied Scan outright.
 * A Query on an index is checked against the index's partition key, so the Deny covers the indexes
 * too: credential items carry no index keys, and a user's sessions, remembered browsers and link
 * tokens are listed in GSI1 partitions led by their own prefix (`SESSION#USER#{userId}`, data/keys.ts),
 * which the same patterns match.
 */
export function denySecretPartitions(role: IRole, table: ITableV2, uses: readonly SecretPartition[]): void {
  role.addToPrincipalPolicy(
    new PolicyStatement({
      sid: 'NoScan',
      effect: Effect.DENY,
      actions: ['dynamodb:Scan'],
      resources: [table.tableArn, `${table.tableArn}/index/*`],
    }),
  );
  const denied = (Object.keys(secretPartitions) as SecretPartition[]).filter((name) => !uses.includes(name));
  if (denied.length)
    role.addToPrincipalPolicy(
      new PolicyStatement({
        sid: 'NoUnusedSecretPartitions',
        effect: Effect.DENY,
        actions: [...itemActions],
        resources: [table.tableArn, `${table.tableArn}/index/*`],
        conditions: {
          'ForAnyValue:StringLike': {
            'dynamodb:LeadingKeys': denied.map((name) => `${secretPartitions[name]}*`),
          },
        },
      }),
    );
}
