import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, expect, test } from 'vitest';
import { tableDefinition } from '../../../functions/table.ts';
import { synthTimeout, synthesise } from './synth.ts';

// cdk-nag's DynamoDB rules do not inspect TableV2 (AWS::DynamoDB::GlobalTable), so these assert what they would.
let table: { Properties: Record<string, unknown>; DeletionPolicy?: string; UpdateReplacePolicy?: string };
beforeAll(() => {
  const { template }: { template: Template } = synthesise();
  const tables = Object.values(template.findResources('AWS::DynamoDB::GlobalTable'));
  expect(tables).toHaveLength(1);
  table = tables[0] as typeof table;
}, synthTimeout);

const key = (name: string, type: 'HASH' | 'RANGE') => ({ AttributeName: name, KeyType: type });

test('has the keys and indexes of functions/table.ts, every key a string', () => {
  const { partitionKey, sortKey, globalIndexes } = tableDefinition;
  expect(table.Properties.KeySchema).toEqual([key(partitionKey, 'HASH'), key(sortKey, 'RANGE')]);
  expect(table.Properties.GlobalSecondaryIndexes).toEqual(
    globalIndexes.map((index) => ({
      IndexName: index.indexName,
      KeySchema: [key(index.partitionKey, 'HASH'), key(index.sortKey, 'RANGE')],
      Projection: { ProjectionType: 'ALL' },
    })),
  );
  const names = [partitionKey, sortKey, ...globalIndexes.flatMap((i) => [i.partitionKey, i.sortKey])];
  expect(table.Properties.AttributeDefinitions).toEqual(
    expect.arrayContaining(names.map((name) => ({ AttributeName: name, AttributeType: 'S' }))),
  );
  expect(table.Properties.AttributeDefinitions).toHaveLength(names.length);
});

test('expires items by the TTL attribute', () => {
  expect(table.Properties.TimeToLiveSpecification).toEqual({
    AttributeName: tableDefinition.timeToLiveAttribute,
    Enabled: true,
  });
});

test('is on-demand and encrypted with a KMS key', () => {
  expect(table.Properties.BillingMode).toBe('PAY_PER_REQUEST');
  expect(table.Properties.SSESpecification).toEqual({ SSEEnabled: true, SSEType: 'KMS' });
});

test('keeps its data: point-in-time recovery, deletion protection, retained with the stack gone', () => {
  const replicas = table.Properties.Replicas as Record<string, unknown>[];
  expect(replicas).toHaveLength(1);
  expect(replicas[0]).toMatchObject({
    PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    DeletionProtectionEnabled: true,
  });
  expect(table.DeletionPolicy).toBe('Retain');
  expect(table.UpdateReplacePolicy).toBe('Retain');
});
