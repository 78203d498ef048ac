import type { TestProject } from 'vitest/node';
import { startDynamoDbLocal } from '../../infra/local/dynamodb-local.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
  }
}

/** One in-memory DynamoDB Local for the whole integration run; each test file makes its own table. */
export default async function setup(project: TestProject) {
  const dynamoDb = await startDynamoDbLocal({ load: 'busy' });
  project.provide('dynamoEndpoint', dynamoDb.endpoint);
  return () => dynamoDb.stop();
}
