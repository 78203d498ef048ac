import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, Billing, TableEncryptionV2, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { tableDefinition } from '../../functions/table.ts';

const stringKey = (name: string) => ({ name, type: AttributeType.STRING });

/**
 * The product's one table, from the shared definition in functions/table.ts. It outlives the stack:
 * retained on stack deletion, protected against deletion, recoverable to any second of the last 35 days.
 */
export function createDataTable(scope: Construct): TableV2 {
  const { partitionKey, sortKey, globalIndexes, timeToLiveAttribute } = tableDefinition;
  return new TableV2(scope, 'Table', {
    partitionKey: stringKey(partitionKey),
    sortKey: stringKey(sortKey),
    globalSecondaryIndexes: globalIndexes.map((index) => ({
      indexName: index.indexName,
      partitionKey: stringKey(index.partitionKey),
      sortKey: stringKey(index.sortKey),
    })),
    timeToLiveAttribute,
    billing: Billing.onDemand(),
    encryption: TableEncryptionV2.awsManagedKey(),
    pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
    deletionProtection: true,
    removalPolicy: RemovalPolicy.RETAIN,
  });
}
