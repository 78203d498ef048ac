import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from '../platform/env.ts';
import { traced } from '../platform/observability.ts';

let client: DynamoDBDocumentClient | undefined;

/** The one DynamoDB client of a Lambda, made on first use and kept for the life of the container. */
export function dynamo(): DynamoDBDocumentClient {
  if (!client) {
    const { AWS_REGION, DYNAMODB_ENDPOINT } = env();
    client = DynamoDBDocumentClient.from(
      traced(new DynamoDBClient({ region: AWS_REGION, endpoint: DYNAMODB_ENDPOINT, maxAttempts: 3 })),
      { marshallOptions: { removeUndefinedValues: true } },
    );
  }
  return client;
}

export const tableName = () => env().TABLE_NAME;
